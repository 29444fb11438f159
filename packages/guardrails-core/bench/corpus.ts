/**
 * The seeded, labelled benchmark corpus. `generateCorpus(seed)` is deterministic: the same seed
 * gives the same messages, byte for byte. Messages are conversations in four styles with planted
 * values whose [start, end) spans are recorded as they are written, hard-negative-only
 * messages (no labels), and 4 KB messages for the latency target.
 */
import type { Corpus, Domain, Label, Message, MessageKind, Segment } from "./corpus-types";
import { DOMAINS, PROVIDER_TYPES } from "./corpus-types";
import { CREDENTIAL_SNIPPETS } from "./credential-snippets";
import { DOMAIN_WEIGHTS, filler, opener, type Plant, turnPrefix } from "./domains";
import { hardNegative } from "./hard-negatives";
import { PII_SNIPPETS } from "./pii-snippets";
import { recordSnippet } from "./record-snippets";
import { Rng } from "./rng";
import { providerSnippet } from "./secret-formats";

export interface CorpusOptions {
  positives?: number;
  hardNegatives?: number;
  long?: number;
  /** Length of the long messages, in characters (ASCII, so also bytes). */
  longLength?: number;
}

export const DEFAULT_SEED = 20_250_601;

/** Joins segments into text, recording each planted value's exact span. */
export function assemble(segments: readonly Segment[]): { text: string; labels: Label[] } {
  let text = "";
  const labels: Label[] = [];
  for (const s of segments) {
    if (typeof s === "string") {
      text += s;
      continue;
    }
    const end = text.length + s.value.length;
    labels.push({
      type: s.type,
      start: text.length,
      end,
      value: s.value,
      context: s.context ?? "prose",
    });
    text += s.value;
  }
  return { text, labels };
}

/** Segments for one planted entity (a provider token, a PII value or a credential). */
export function plantSnippet(rng: Rng, plant: Plant, domain: Domain): Segment[] {
  if (plant === "record") return recordSnippet(rng, domain);
  if (plant === "provider") return providerSnippet(rng, rng.pick(PROVIDER_TYPES));
  if (plant in PII_SNIPPETS) return PII_SNIPPETS[plant as keyof typeof PII_SNIPPETS](rng);
  if (plant in CREDENTIAL_SNIPPETS)
    return CREDENTIAL_SNIPPETS[plant as keyof typeof CREDENTIAL_SNIPPETS](rng);
  return providerSnippet(rng, plant as (typeof PROVIDER_TYPES)[number]);
}

/** One conversational turn: a speaker line, then a block (code-like blocks on their own line). */
function turn(rng: Rng, domain: Domain, segments: readonly Segment[]): Segment[] {
  const block = [...segments];
  const last = block[block.length - 1];
  if (typeof last === "string" && last.endsWith("\n")) block[block.length - 1] = last.slice(0, -1);
  const multiline = block.some((s) => (typeof s === "string" ? s : s.value).includes("\n"));
  const prefix = turnPrefix(rng, domain);
  const tail = rng.chance(0.3) ? ` ${filler(rng, domain)}` : "";
  return multiline ? [`\n${prefix.trimEnd()}\n`, ...block, tail] : [`\n${prefix}`, ...block, tail];
}

function message(id: string, domain: Domain, kind: MessageKind, segments: Segment[]): Message {
  const { text, labels } = assemble(segments);
  return { id, domain, kind, text, labels };
}

function positive(rng: Rng, id: string, domain: Domain): Message {
  const segments: Segment[] = [opener(rng, domain)];
  const n = rng.weighted([
    [1, 4],
    [2, 4],
    [3, 2],
  ] as const);
  const blocks: Segment[][] = [];
  for (let i = 0; i < n; i++)
    blocks.push(plantSnippet(rng, rng.weighted(DOMAIN_WEIGHTS[domain]), domain));
  if (rng.chance(0.3)) blocks.splice(rng.int(0, blocks.length), 0, [hardNegative(rng)]);
  for (const block of blocks) segments.push(...turn(rng, domain, block));
  if (rng.chance(0.5)) segments.push(`\n${turnPrefix(rng, domain)}${filler(rng, domain)}`);
  return message(id, domain, "positive", segments);
}

function negative(rng: Rng, id: string, domain: Domain): Message {
  const segments: Segment[] = [opener(rng, domain)];
  const n = rng.int(1, 3);
  for (let i = 0; i < n; i++) segments.push(...turn(rng, domain, [hardNegative(rng)]));
  if (rng.chance(0.5)) segments.push(`\n${turnPrefix(rng, domain)}${filler(rng, domain)}`);
  return message(id, domain, "hard_negative", segments);
}

/** A message of exactly `length` characters: turns with entities and hard negatives, then filler. */
function long(rng: Rng, id: string, domain: Domain, length: number): Message {
  const head = opener(rng, domain);
  const segments: Segment[] = [head];
  let size = head.length;
  for (let guard = 0; guard < 200 && size < length - 600; guard++) {
    const r = rng.int(0, 9);
    const block =
      r < 5
        ? plantSnippet(rng, rng.weighted(DOMAIN_WEIGHTS[domain]), domain)
        : r < 7
          ? [hardNegative(rng)]
          : [filler(rng, domain)];
    const next = turn(rng, domain, block);
    const added = assemble(next).text.length;
    if (size + added > length - 100) continue;
    segments.push(...next);
    size += added;
  }
  let pad = "\n";
  while (size + pad.length < length) pad += `${filler(rng, domain)} `;
  segments.push(pad.slice(0, length - size));
  return message(id, domain, "long", segments);
}

/** The labelled corpus for `seed`: positives, hard negatives and long messages, interleaved by domain. */
export function generateCorpus(seed = DEFAULT_SEED, options: CorpusOptions = {}): Corpus {
  const {
    positives = 2400,
    hardNegatives = 800,
    long: longCount = 200,
    longLength = 4096,
  } = options;
  const rng = new Rng(seed);
  const messages: Message[] = [];
  const domain = (i: number): Domain => DOMAINS[i % DOMAINS.length] as Domain;
  for (let i = 0; i < positives; i++) messages.push(positive(rng, `pos-${i}`, domain(i)));
  for (let i = 0; i < hardNegatives; i++) messages.push(negative(rng, `neg-${i}`, domain(i)));
  for (let i = 0; i < longCount; i++) messages.push(long(rng, `long-${i}`, domain(i), longLength));
  return { seed, messages };
}
