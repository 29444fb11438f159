/**
 * Seeded evaluation set for the topic scanner: requests for advice per built-in topic, built from
 * templates with slot fills, register changes, context sentences and typos; hard negatives that
 * merely mention a domain; and texts about other subjects. A seed fully determines the set.
 */
import { Rng } from "./rng";
import { HARD_NEGATIVES, OTHER_TOPICS } from "./topics-negatives";
import { CLOSERS, CONTEXTS, OPENERS, REQUESTS, SLOTS } from "./topics-templates";

export type TopicKind = "request" | "hard_negative" | "other";

export interface TopicSample {
  text: string;
  /** The built-in topic the text asks about, or null when it asks about none. */
  topic: string | null;
  /** For hard negatives, the domain the text mentions. */
  domain: string | null;
  kind: TopicKind;
}

export interface TopicCorpusSize {
  requestsPerTopic: number;
}

function fill(rng: Rng, template: string): string {
  return template.replace(/\{(\w+)\}/g, (_, slot: string) => rng.pick(SLOTS[slot] ?? [slot]));
}

/** One keyboard slip in a word of five letters or more: a swap, a drop or a double. */
function typo(rng: Rng, text: string): string {
  const words = text.split(" ");
  const long = words.map((w, i) => [w, i] as const).filter(([w]) => /^[a-z]{5,}$/i.test(w));
  if (long.length === 0) return text;
  const [word, index] = rng.pick(long);
  const at = rng.int(1, word.length - 2);
  const kind = rng.int(0, 2);
  words[index] =
    kind === 0
      ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
      : kind === 1
        ? word.slice(0, at) + word.slice(at + 1)
        : word.slice(0, at) + word[at] + word.slice(at);
  return words.join(" ");
}

function register(rng: Rng, core: string): string {
  let text = rng.pick(CONTEXTS) + rng.pick(OPENERS) + core + rng.pick(CLOSERS);
  if (rng.chance(0.25)) text = typo(rng, text);
  if (rng.chance(0.2)) text = text.toLowerCase();
  else text = text.charAt(0).toUpperCase() + text.slice(1);
  return text;
}

/** The evaluation set for `seed`: requests, then hard negatives, then other subjects. */
export function generateTopicCorpus(
  seed: number,
  size: TopicCorpusSize = { requestsPerTopic: 100 },
): TopicSample[] {
  const rng = new Rng(seed);
  const out: TopicSample[] = [];
  for (const [topic, templates] of Object.entries(REQUESTS)) {
    for (let i = 0; i < size.requestsPerTopic; i++) {
      // walk the templates in order first so every phrasing appears, then draw at random
      const template = i < templates.length ? (templates[i] as string) : rng.pick(templates);
      out.push({ text: register(rng, fill(rng, template)), topic, domain: topic, kind: "request" });
    }
  }
  for (const [domain, texts] of Object.entries(HARD_NEGATIVES)) {
    for (const text of texts) out.push({ text, topic: null, domain, kind: "hard_negative" });
  }
  for (const text of OTHER_TOPICS) {
    out.push({ text: register(rng, text), topic: null, domain: null, kind: "other" });
  }
  return out;
}
