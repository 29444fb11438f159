/**
 * Short chat turns, 100-500 UTF-8 bytes each, where per-call fixed cost dominates: most are
 * plain conversation, some carry one value from the hard corpus's classes (private keys are
 * left out: they do not fit a chat turn). Deterministic per seed.
 */
import { assemble } from "./corpus";
import type { Domain } from "./corpus-types";
import { DOMAINS } from "./corpus-types";
import { filler } from "./domains";
import { HARD_CLASS_WEIGHTS } from "./hard-corpus";
import { lookAlike } from "./hard-lookalikes";
import { HARD_PII_SNIPPETS } from "./hard-pii-snippets";
import { HARD_SECRET_SNIPPETS, type HardSnippet } from "./hard-secret-snippets";
import { Rng } from "./rng";

export const SHORT_MIN_BYTES = 100;
export const SHORT_MAX_BYTES = 500;
/** Default share of turns that carry a value. */
export const SHORT_WITH_VALUE = 0.25;

export interface ShortMessageOptions {
  count?: number;
  /** Share of turns that carry a value. */
  withValue?: number;
}

const SNIPPETS: Record<string, HardSnippet> = { ...HARD_SECRET_SNIPPETS, ...HARD_PII_SNIPPETS };
const WEIGHTS = HARD_CLASS_WEIGHTS.filter(([c]) => c !== "private_key");
const bytes = (s: string): number => Buffer.byteLength(s, "utf8");

/** One turn of about `target` bytes: filler sentences around an optional block. */
function chatTurn(rng: Rng, domain: Domain, withValue: boolean): string {
  const target = rng.int(SHORT_MIN_BYTES, SHORT_MAX_BYTES);
  let text = "";
  if (withValue) text = assemble((SNIPPETS[rng.weighted(WEIGHTS)] as HardSnippet)(rng)).text.trim();
  else if (rng.chance(0.2)) text = lookAlike(rng);
  while (bytes(text) < target) {
    const sentence = filler(rng, domain);
    if (text === "") text = sentence;
    else text = rng.chance(0.5) ? `${sentence} ${text}` : `${text} ${sentence}`;
  }
  return text;
}

/** `count` chat turns for `seed`, each between 100 and 500 bytes. */
export function generateShortMessages(seed: number, options: ShortMessageOptions = {}): string[] {
  const { count = 2000, withValue = SHORT_WITH_VALUE } = options;
  const rng = new Rng(seed);
  const out: string[] = [];
  for (let i = 0; out.length < count; i++) {
    const domain = DOMAINS[i % DOMAINS.length] as Domain;
    const text = chatTurn(rng, domain, rng.chance(withValue));
    const size = bytes(text);
    if (size >= SHORT_MIN_BYTES && size <= SHORT_MAX_BYTES) out.push(text);
  }
  return out;
}
