/** Counts of each ASCII code, reset after every use; for texts of ASCII only. */
const asciiCounts = new Int32Array(128);

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
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      const count = asciiCounts[c] as number;
      if (count === 0) continue; // already added
      const p = count / text.length;
      entropy -= p * Math.log2(p);
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
