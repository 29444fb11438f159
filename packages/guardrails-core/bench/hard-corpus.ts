/**
 * The hard corpus: the failure modes a held-out set found, written from their descriptions and
 * public format specs. Positives weigh passwords said in prose, tokens without `Bearer`, AWS
 * secret keys, health plan ids and token families; look-alikes are mixed into a third of them
 * and make up every hard negative. `generateHardCorpus(seed)` is deterministic per seed, and
 * spans are recorded as values are written (see `assemble`).
 */
import { assemble } from "./corpus";
import type { Corpus, Domain, Message, MessageKind, Segment } from "./corpus-types";
import { DOMAINS } from "./corpus-types";
import { filler, opener, turnPrefix } from "./domains";
import { lookAlike } from "./hard-lookalikes";
import { HARD_PII_SNIPPETS } from "./hard-pii-snippets";
import { HARD_SECRET_SNIPPETS, type HardSnippet } from "./hard-secret-snippets";
import { Rng } from "./rng";

export const HARD_SEED = 20_251_126;

export interface HardCorpusOptions {
  positives?: number;
  hardNegatives?: number;
}

const SNIPPETS: Record<string, HardSnippet> = { ...HARD_SECRET_SNIPPETS, ...HARD_PII_SNIPPETS };

/** How often each class is planted: the failure modes first, the other types for coverage. */
export const HARD_CLASS_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ["password", 14],
  ["bearer_token", 14],
  ["bearer_header", 2],
  ["aws_key", 10],
  ["health_plan_id", 12],
  ["token_family", 10],
  ["medical_record_number", 3],
  ["npi", 3],
  ["contact", 4],
  ["ssn", 3],
  ["credit_card", 3],
  ["ip_address", 3],
  ["date_of_birth", 3],
  ["connection_string", 3],
  ["basic_auth", 2],
  ["jwt", 2],
  ["private_key", 1],
];

/** One turn: the speaker and maybe a filler sentence, then the block. */
function turn(rng: Rng, domain: Domain, block: readonly Segment[]): Segment[] {
  const multiline = block.some((s) => (typeof s === "string" ? s : s.value).includes("\n"));
  const prefix = turnPrefix(rng, domain);
  return [multiline ? `\n${prefix.trimEnd()}\n` : `\n${prefix}`, ...block];
}

function message(id: string, domain: Domain, kind: MessageKind, segments: Segment[]): Message {
  const { text, labels } = assemble(segments);
  return { id, domain, kind, text, labels };
}

function positive(rng: Rng, id: string, domain: Domain): Message {
  const blocks: Segment[][] = [];
  const n = rng.chance(0.6) ? 1 : 2;
  for (let i = 0; i < n; i++) {
    const make = SNIPPETS[rng.weighted(HARD_CLASS_WEIGHTS)] as HardSnippet;
    blocks.push(make(rng));
  }
  if (rng.chance(0.35)) blocks.splice(rng.int(0, blocks.length), 0, [lookAlike(rng)]);
  const segments: Segment[] = [opener(rng, domain)];
  for (const block of blocks) segments.push(...turn(rng, domain, block));
  if (rng.chance(0.4)) segments.push(`\n${turnPrefix(rng, domain)}${filler(rng, domain)}`);
  return message(id, domain, "positive", segments);
}

function negative(rng: Rng, id: string, domain: Domain): Message {
  const segments: Segment[] = [opener(rng, domain)];
  const n = rng.int(1, 3);
  for (let i = 0; i < n; i++) segments.push(...turn(rng, domain, [lookAlike(rng)]));
  if (rng.chance(0.4)) segments.push(`\n${turnPrefix(rng, domain)}${filler(rng, domain)}`);
  return message(id, domain, "hard_negative", segments);
}

/** The hard corpus for `seed`: positives then hard negatives, domains in turn. */
export function generateHardCorpus(seed = HARD_SEED, options: HardCorpusOptions = {}): Corpus {
  const { positives = 1200, hardNegatives = 400 } = options;
  const rng = new Rng(seed);
  const domain = (i: number): Domain => DOMAINS[i % DOMAINS.length] as Domain;
  const messages: Message[] = [];
  for (let i = 0; i < positives; i++) messages.push(positive(rng, `hard-pos-${i}`, domain(i)));
  for (let i = 0; i < hardNegatives; i++) messages.push(negative(rng, `hard-neg-${i}`, domain(i)));
  return { seed, messages };
}
