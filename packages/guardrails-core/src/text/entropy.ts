/** Counts of each ASCII code, reset after every use; for texts of ASCII only. */
const asciiCounts = new Int32Array(128);

/** Lengths up to this have their terms tabled (see termsOf): a credential is at most 256. */
const MAX_TABLED = 256;
/** Per length n, each count c's term p·log2(p) with p = c / n, made on first use. */
const termRows: (Float64Array | undefined)[] = [];

/**
 * The terms of a text of `length` characters, by count: the very products the sum would
 * compute (same operands, same operations), so the entropy is the same to the last bit, while
 * a value's thirty-odd log2 calls, most of its cost, are made once per length.
 */
function termsOf(length: number): Float64Array {
  let row = termRows[length];
  if (row === undefined) {
    row = new Float64Array(length + 1);
    for (let count = 1; count <= length; count++) {
      const p = count / length;
      row[count] = p * Math.log2(p);
    }
    termRows[length] = row;
  }
  return row;
}

/**
 * Shannon entropy of `text` in bits per character. Counts code points over the UTF-16 length;
 * an ASCII text (nearly every credential) is counted in a reused table, not a Map.
 */
export function shannonEntropy(text: string): number {
  if (text.length === 0) return 0;
  let ascii = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) {
      ascii = false;
      break;
    }
    asciiCounts[c] = (asciiCounts[c] as number) + 1;
  }
  let entropy = 0;
  if (ascii) {
    const terms = text.length <= MAX_TABLED ? termsOf(text.length) : undefined;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      const count = asciiCounts[c] as number;
      if (count === 0) continue; // already added
      if (terms !== undefined) entropy -= terms[count] as number;
      else {
        const p = count / text.length;
        entropy -= p * Math.log2(p);
      }
      asciiCounts[c] = 0;
    }
    return entropy;
  }
  asciiCounts.fill(0);
  const counts = new Map<string, number>();
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  for (const count of counts.values()) {
    const p = count / text.length;
    entropy -= p * Math.log2(p);
  }
  return entropy;
}

/** How many of lower case, upper case and digits occur in `text`. */
export function charClassCount(text: string): number {
  return Number(/[a-z]/.test(text)) + Number(/[A-Z]/.test(text)) + Number(/[0-9]/.test(text));
}
