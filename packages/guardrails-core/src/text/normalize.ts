import { CONFUSABLES } from "./confusables";

/**
 * Text folded for matching, with a map back to the original: folded code unit `i` came from
 * original range [starts[i], ends[i]).
 */
export interface FoldedText {
  text: string;
  starts: number[];
  ends: number[];
}

const COMBINING = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;

/** Zero-width and format characters that render as nothing and are used to split words. */
function isInvisible(cp: number): boolean {
  return (
    cp === 0xad ||
    cp === 0x34f ||
    cp === 0x61c ||
    cp === 0x180e ||
    (cp >= 0x180b && cp <= 0x180d) ||
    (cp >= 0x200b && cp <= 0x200f) ||
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2060 && cp <= 0x206f) ||
    cp === 0xfeff ||
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    (cp >= 0xe0000 && cp <= 0xe01ef)
  );
}

function foldCodePoint(ch: string, caseFold: boolean): string {
  const decomposed = ch.normalize("NFKD").replace(COMBINING, "");
  let out = "";
  for (const c of decomposed) out += CONFUSABLES.get(c) ?? c;
  return caseFold ? out.toLowerCase() : out;
}

/**
 * Folds text so look-alikes compare equal: NFKD compatibility decomposition (full-width,
 * ligatures, mathematical letters), combining marks removed, Cyrillic/Greek homoglyphs mapped
 * to Latin, invisible characters dropped, whitespace runs collapsed to one space, and optionally lower-cased. ASCII takes a fast path.
 */
export function foldText(text: string, caseFold: boolean): FoldedText {
  const starts: number[] = [];
  const ends: number[] = [];
  let out = "";
  let lastSpace = false;
  for (let i = 0; i < text.length; ) {
    const code = text.charCodeAt(i);
    if (code === 32 || code === 9 || code === 10 || code === 13) {
      // whitespace runs fold to one space so "wire\n  transfer" matches "wire transfer"
      if (!lastSpace) {
        out += " ";
        lastSpace = true;
        starts.push(i);
        ends.push(i + 1);
      }
      i++;
      continue;
    }
    if (code < 0x80) {
      out += caseFold && code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : text[i];
      lastSpace = false;
      starts.push(i);
      ends.push(i + 1);
      i++;
      continue;
    }
    const cp = text.codePointAt(i) ?? code;
    const width = cp > 0xffff ? 2 : 1;
    if (!isInvisible(cp)) {
      let folded = foldCodePoint(text.slice(i, i + width), caseFold);
      if (/^\s+$/.test(folded)) folded = lastSpace ? "" : " ";
      if (folded.length > 0) lastSpace = folded.endsWith(" ");
      for (let k = 0; k < folded.length; k++) {
        starts.push(i);
        ends.push(i + width);
      }
      out += folded;
    }
    i += width;
  }
  return { text: out, starts, ends };
}

/** Folds a keyword the way {@link foldText} folds the text it is searched in. */
export function foldKeyword(keyword: string, caseFold: boolean): string {
  return foldText(keyword.trim(), caseFold).text.replace(/\s+/g, " ");
}
