/**
 * A small tokeniser for clustering: lower-cased word tokens without stop-words, stemmed by a
 * few Porter-style suffix rules (enough to join "timeout"/"timeouts", "failed"/"failing"). The
 * analysis engine has its own; the two can become one later.
 */

const STOP_WORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being
  below between both but by can could did do does doing down during each few for from further
  had has have having he her here hers him his how i if in into is it its itself just me more
  most my no nor not of off on once only or other our ours out over own same she should so some
  such than that the their theirs them then there these they this those through to too under
  until up very was we were what when where which while who whom why will with would you your
  yours please thanks thank hi hello`
    .split(/\s+/)
    .filter(Boolean),
);

/** Suffix → replacement, longest first; a stem keeps at least 3 characters. */
const SUFFIXES: readonly [string, string][] = [
  ["ational", "ate"],
  ["ization", "ize"],
  ["fulness", "ful"],
  ["ousness", "ous"],
  ["iveness", "ive"],
  ["ations", "ate"],
  ["ation", "ate"],
  ["ness", ""],
  ["ings", ""],
  ["ing", ""],
  ["ies", "y"],
  ["ied", "y"],
  ["ed", ""],
  ["ly", ""],
  ["es", ""],
  ["s", ""],
];

/**
 * The stem of a lower-case word.
 * @example stem("failing") // "fail"
 */
export function stem(word: string): string {
  if (word.length <= 3 || word.startsWith("<")) return word;
  for (const [suffix, replacement] of SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    const base = word.slice(0, -suffix.length) + replacement;
    if (base.length < 3) return word;
    if (suffix === "s" && (word.endsWith("ss") || word.endsWith("us"))) return word;
    // "stopped" → "stopp" → "stop": a doubled final consonant left by -ed/-ing goes.
    if ((suffix === "ed" || suffix === "ing") && /([^aeiouslz])\1$/.test(base)) {
      return base.slice(0, -1);
    }
    return base;
  }
  return word;
}

/**
 * Content tokens, stemmed, in order; placeholders such as `<num>` stay whole.
 * @example tokens("The payments failed: <num> retries") // ["payment", "fail", "<num>", "retri"]
 */
export function tokens(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.toLowerCase().match(/<[a-z]+>|[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? []) {
    const word = raw.replace(/['’].*$/, "");
    if (word.length < 2 || STOP_WORDS.has(word) || /^\d+$/.test(word)) continue;
    out.push(stem(word));
  }
  return out;
}

/** Unigrams and bigrams of adjacent content tokens: the features of a text. */
export function features(text: string): string[] {
  const words = tokens(text);
  const out = [...words];
  for (let i = 1; i < words.length; i++) out.push(`${words[i - 1]} ${words[i]}`);
  return out;
}
