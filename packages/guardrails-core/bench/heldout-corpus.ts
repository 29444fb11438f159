/**
 * The held-out corpus: a second labelled corpus, independent of the hard corpus (its own seed,
 * value generators, sentence frames and look-alike classes, heldout-*.ts), written from the
 * issue's class descriptions and public format specs before reading the detectors, so that a
 * rule tuned to one corpus shows on the other. Messages are support, medical, fintech and
 * dev-ops conversations, log excerpts, JSON and markdown. Deterministic per seed.
 */
import { assemble } from "./corpus";
import type { Corpus, Domain, Message, MessageKind, Segment } from "./corpus-types";
import { DOMAINS } from "./corpus-types";
import { heldoutLookAlike } from "./heldout-lookalikes";
import { type Frame, HELDOUT_CLASSES } from "./heldout-positives";
import type { Rng as RngType } from "./rng";
import { Rng } from "./rng";

export const HELDOUT_SEED = 90_417_733;

const OPENERS: Record<Domain, readonly string[]> = {
  support: [
    "Hi team,",
    "Hello, following up on my ticket from Monday.",
    "Chat transcript (agent: Sam)",
    "Thanks for getting back to me so quickly!",
  ],
  medical: [
    "Nursing handoff note:",
    "Message from the patient portal:",
    "Front desk, re: tomorrow's 9:30 intake",
    "Billing query forwarded by the clinic manager.",
  ],
  fintech: [
    "Dispute case notes:",
    "KYC review, second pass.",
    "Hey, quick one about my account.",
    "Chargeback workflow, escalated from tier 1.",
  ],
  devops: [
    "## Incident 4471 timeline",
    "Pasting the relevant log lines below.",
    "on-call handover:",
    "Post-deploy check for the 14:00 release.",
  ],
};

const FILLERS: Record<Domain, readonly string[]> = {
  support: [
    "Let me know if you need anything else from me.",
    "I already tried logging out and back in.",
    "The app shows a spinner and then nothing.",
    "Appreciate the help, this has been going on for a week.",
  ],
  medical: [
    "Vitals stable overnight, BP 128/82.",
    "Follow-up in two weeks with the cardiology clinic.",
    "Patient prefers morning appointments.",
    "Allergies: penicillin (rash).",
  ],
  fintech: [
    "The transfer still shows as pending in the app.",
    "Customer disputes the charge from the airline.",
    "Statement cycle closes on the 25th.",
    "Risk score came back medium, no further action.",
  ],
  devops: [
    "p99 latency went from 180ms to 2.4s at the peak.",
    "Rolled back at 14:32, error rate back to baseline.",
    "Nothing in the kernel log.",
    "Will open a follow-up to add an alert on this.",
  ],
};

const SPEAKERS = ["", "", "user: ", "agent: ", "> ", "- ", "**Dana:** "];

function joinTurn(rng: RngType, block: Segment[]): Segment[] {
  const multiline = block.some((s) => (typeof s === "string" ? s : s.value).includes("\n"));
  const speaker = multiline ? "" : rng.pick(SPEAKERS);
  return [`\n${speaker}`, ...block];
}

function message(id: string, domain: Domain, kind: MessageKind, segments: Segment[]): Message {
  const { text, labels } = assemble(segments);
  return { id, domain, kind, text, labels };
}

function positive(rng: Rng, id: string, domain: Domain): Message {
  const segments: Segment[] = [rng.pick(OPENERS[domain])];
  const n = rng.weighted([
    [1, 6],
    [2, 3],
    [3, 1],
  ] as const);
  const blocks: Segment[][] = [];
  for (let i = 0; i < n; i++) blocks.push(rng.pick(rng.weighted(HELDOUT_CLASSES) as Frame[])(rng));
  if (rng.chance(0.4)) blocks.splice(rng.int(0, blocks.length), 0, [heldoutLookAlike(rng)]);
  for (const block of blocks) {
    if (rng.chance(0.3)) segments.push(`\n${rng.pick(FILLERS[domain])}`);
    segments.push(...joinTurn(rng, block));
  }
  if (rng.chance(0.5)) segments.push(`\n${rng.pick(FILLERS[domain])}`);
  return message(id, domain, "positive", segments);
}

function negative(rng: Rng, id: string, domain: Domain): Message {
  const segments: Segment[] = [rng.pick(OPENERS[domain])];
  for (let i = rng.int(1, 3); i > 0; i--) {
    if (rng.chance(0.3)) segments.push(`\n${rng.pick(FILLERS[domain])}`);
    segments.push(...joinTurn(rng, [heldoutLookAlike(rng)]));
  }
  return message(id, domain, "hard_negative", segments);
}

export interface HeldoutOptions {
  positives?: number;
  hardNegatives?: number;
}

/** The held-out corpus for `seed`: positives then hard negatives, domains in turn. */
export function generateHeldoutCorpus(seed = HELDOUT_SEED, options: HeldoutOptions = {}): Corpus {
  const { positives = 1000, hardNegatives = 350 } = options;
  const rng = new Rng(seed);
  const domain = (i: number) => DOMAINS[i % DOMAINS.length] as Domain;
  const messages: Message[] = [];
  for (let i = 0; i < positives; i++) messages.push(positive(rng, `ho-pos-${i}`, domain(i)));
  for (let i = 0; i < hardNegatives; i++) messages.push(negative(rng, `ho-neg-${i}`, domain(i)));
  return { seed, messages };
}
