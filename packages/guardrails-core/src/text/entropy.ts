/** Shannon entropy of `text` in bits per character. */
export function shannonEntropy(text: string): number {
  if (text.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let entropy = 0;
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
