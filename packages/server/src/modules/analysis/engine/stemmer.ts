/**
 * The Porter stemmer (M. F. Porter, 1980), steps 1a–5b, for English words in lower case.
 * Stems group inflections ("refunds", "refunded", "refunding" → "refund") so that recall
 * between a claim and the context does not depend on word form.
 */
const cache = new Map<string, string>();
const CACHE_LIMIT = 50_000;

function isConsonant(w: string, i: number): boolean {
  const c = w[i];
  if (c === "a" || c === "e" || c === "i" || c === "o" || c === "u") return false;
  if (c === "y") return i === 0 ? true : !isConsonant(w, i - 1);
  return true;
}

/** m(): the number of VC sequences in w[0..end). */
function measure(w: string, end: number): number {
  let n = 0;
  let i = 0;
  while (i < end && isConsonant(w, i)) i++;
  while (i < end) {
    while (i < end && !isConsonant(w, i)) i++;
    if (i >= end) break;
    n++;
    while (i < end && isConsonant(w, i)) i++;
  }
  return n;
}

function hasVowel(w: string, end: number): boolean {
  for (let i = 0; i < end; i++) if (!isConsonant(w, i)) return true;
  return false;
}

function endsDoubleConsonant(w: string): boolean {
  const n = w.length;
  return n >= 2 && w[n - 1] === w[n - 2] && isConsonant(w, n - 1);
}

/** *o: stem ends consonant-vowel-consonant, the last not w, x or y. */
function endsCvc(w: string, end: number): boolean {
  if (end < 3) return false;
  const c = w[end - 1];
  return (
    isConsonant(w, end - 3) &&
    !isConsonant(w, end - 2) &&
    isConsonant(w, end - 1) &&
    c !== "w" &&
    c !== "x" &&
    c !== "y"
  );
}

/** Replaces `suffix` by `repl` when the remaining stem has measure > `minM`. */
function replaceIf(w: string, suffix: string, repl: string, minM: number): string | null {
  if (!w.endsWith(suffix)) return null;
  const stemEnd = w.length - suffix.length;
  return measure(w, stemEnd) > minM ? w.slice(0, stemEnd) + repl : w;
}

function step1a(w: string): string {
  if (w.endsWith("sses")) return w.slice(0, -2);
  if (w.endsWith("ies")) return w.slice(0, -2);
  if (w.endsWith("ss")) return w;
  if (w.endsWith("s")) return w.slice(0, -1);
  return w;
}

function step1b(w: string): string {
  if (w.endsWith("eed")) return measure(w, w.length - 3) > 0 ? w.slice(0, -1) : w;
  let stem: string | null = null;
  if (w.endsWith("ed") && hasVowel(w, w.length - 2)) stem = w.slice(0, -2);
  else if (w.endsWith("ing") && hasVowel(w, w.length - 3)) stem = w.slice(0, -3);
  if (stem === null) return w;
  if (stem.endsWith("at") || stem.endsWith("bl") || stem.endsWith("iz")) return `${stem}e`;
  if (endsDoubleConsonant(stem) && !/[lsz]$/.test(stem)) return stem.slice(0, -1);
  if (measure(stem, stem.length) === 1 && endsCvc(stem, stem.length)) return `${stem}e`;
  return stem;
}

function step1c(w: string): string {
  return w.endsWith("y") && hasVowel(w, w.length - 1) ? `${w.slice(0, -1)}i` : w;
}

const STEP2: [string, string][] = [
  ["ational", "ate"],
  ["tional", "tion"],
  ["enci", "ence"],
  ["anci", "ance"],
  ["izer", "ize"],
  ["abli", "able"],
  ["alli", "al"],
  ["entli", "ent"],
  ["eli", "e"],
  ["ousli", "ous"],
  ["ization", "ize"],
  ["ation", "ate"],
  ["ator", "ate"],
  ["alism", "al"],
  ["iveness", "ive"],
  ["fulness", "ful"],
  ["ousness", "ous"],
  ["aliti", "al"],
  ["iviti", "ive"],
  ["biliti", "ble"],
];
const STEP3: [string, string][] = [
  ["icate", "ic"],
  ["ative", ""],
  ["alize", "al"],
  ["iciti", "ic"],
  ["ical", "ic"],
  ["ful", ""],
  ["ness", ""],
];
const STEP4 = [
  "al",
  "ance",
  "ence",
  "er",
  "ic",
  "able",
  "ible",
  "ant",
  "ement",
  "ment",
  "ent",
  "ion",
  "ou",
  "ism",
  "ate",
  "iti",
  "ous",
  "ive",
  "ize",
];

function applyTable(w: string, table: [string, string][]): string {
  for (const [suffix, repl] of table) {
    const out = replaceIf(w, suffix, repl, 0);
    if (out !== null) return out;
  }
  return w;
}

function step4(w: string): string {
  // Longest suffix first, so "ement" wins over "ment" and "ent".
  let best = "";
  for (const s of STEP4) if (w.endsWith(s) && s.length > best.length) best = s;
  if (!best) return w;
  const stemEnd = w.length - best.length;
  if (measure(w, stemEnd) <= 1) return w;
  if (best === "ion" && !/[st]$/.test(w.slice(0, stemEnd))) return w;
  return w.slice(0, stemEnd);
}

function step5(w: string): string {
  if (w.endsWith("e")) {
    const m = measure(w, w.length - 1);
    if (m > 1 || (m === 1 && !endsCvc(w, w.length - 1))) w = w.slice(0, -1);
  }
  if (measure(w, w.length) > 1 && endsDoubleConsonant(w) && w.endsWith("l")) w = w.slice(0, -1);
  return w;
}

/**
 * The Porter stem of a lower-case word; words of two letters or fewer, and words with
 * digits, are returned unchanged.
 *
 * @example stem("refunded") === "refund"; stem("relational") === "relat"
 */
export function stem(word: string): string {
  if (word.length <= 2 || /[^a-z]/.test(word)) return word;
  const hit = cache.get(word);
  if (hit !== undefined) return hit;
  let w = step1a(word);
  w = step1b(w);
  w = step1c(w);
  w = applyTable(w, STEP2);
  w = applyTable(w, STEP3);
  w = step4(w);
  w = step5(w);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, w);
  return w;
}
