/**
 * A negation inside a copular phrase synonym (s20): "the deposit is not held in a scheme" is
 * the negation of "is held", which the phrase synonyms read as one word ("occur"). Left as it
 * is, the phrase does not match ("is not held" is no key), so the two sides share no word and
 * no flip is read. The negation is moved before the copula ("not is held"), so the phrase
 * meets its head and the negation stays on it. Only phrases whose participle alone is no
 * phrase key: "limited to" and "valid for" already meet their heads with the negation in place.
 */
const COPULA = /^(is|are|was|were) ([a-z]+)$/;

/** A rewriter for the copular phrases among `phrases`, built once. */
export function negatedCopulaFront(phrases: Iterable<string>): (text: string) => string {
  const keys = new Set(phrases);
  const participles = new Set<string>();
  for (const k of keys) {
    const m = COPULA.exec(k);
    if (m && !keys.has(m[2]!)) participles.add(m[2]!);
  }
  if (participles.size === 0) return (text) => text;
  const list = [...participles].join("|");
  const cheap = new RegExp(`\\b(?:${list})\\b`);
  const re = new RegExp(`\\b(is|are|was|were)(?:\\s+not|n't|\\s+never)\\s+(${list})\\b`, "g");
  return (text) => (cheap.test(text) ? text.replace(re, "not $1 $2") : text);
}
