import { STOP_WORDS, stem } from "../../analysis/engine";

/**
 * The clustering tokeniser: lower-cased word tokens without stop-words, stemmed by the
 * analysis engine's Porter stemmer (one stemmer for the server), placeholders kept whole.
 */

/** Greetings and courtesy words carry nothing about a failure. */
const COURTESY = new Set(["hi", "hello", "thank", "thanks", "please"]);

/**
 * Content tokens, stemmed, in order; placeholders such as `<num>` stay whole.
 * @example tokens("The payments failed: <num> retries") // ["payment", "fail", "<num>", "retri"]
 */
export function tokens(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.toLowerCase().match(/<[a-z]+>|[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? []) {
    const word = raw.replace(/['’].*$/, "");
    if (word.length < 2 || STOP_WORDS.has(word) || COURTESY.has(word) || /^\d+$/.test(word)) {
      continue;
    }
    out.push(word.startsWith("<") ? word : stem(word));
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
