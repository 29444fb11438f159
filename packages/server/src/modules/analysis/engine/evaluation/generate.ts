import { FINANCE, MEDICAL, SUPPORT } from "./domains-customer";
import { DEVOPS, HR } from "./domains-operations";
import { createRng, type DomainSpec, type FactSpec, type Rng, type Vars } from "./spec";

/**
 * The labelled evaluation set: seeded, so every run and machine sees the same answers. Half
 * of the answers carry exactly one planted error (the kinds take turns); the other half are
 * faithful paraphrases of their context. Every answer sentence that states a fact is labelled.
 */
export const ERROR_KINDS = [
  "number",
  "date",
  "entity",
  "negation",
  "quantifier",
  "fabricated",
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export const DOMAINS: DomainSpec[] = [SUPPORT, MEDICAL, FINANCE, DEVOPS, HR];

export interface LabelledClaim {
  text: string;
  /** The planted error this sentence carries, or null when it is faithful. */
  error: ErrorKind | null;
}

export interface EvalItem {
  id: string;
  domain: string;
  question: string;
  contexts: { id: string; text: string }[];
  answer: string;
  claims: LabelledClaim[];
  planted: ErrorKind | null;
}

const OPENERS = ["Thanks for your question.", "Happy to help with that.", "Good question!"];
const CLOSERS = [
  "Let me know if there is anything else I can help with.",
  "Hope this helps!",
  "Feel free to reach out again.",
];

/** Whether `kind` can be planted in `fact`: every paraphrase must show the swapped variable. */
function supports(fact: FactSpec, kind: ErrorKind | null, v: Vars): boolean {
  const shows = (w: Vars) => fact.paraphrases.every((p) => p(v) !== p(w));
  if (kind === "number") return shows({ ...v, n: v.n + 1000 });
  if (kind === "date")
    return v.date !== undefined && /\d/.test(v.date) && shows({ ...v, date: "May 99" });
  if (kind === "entity") return v.name !== undefined && shows({ ...v, name: "Zed" });
  if (kind === "quantifier") return fact.flipped !== undefined;
  return true;
}

function shuffle<T>(rng: Rng, xs: T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function plantedClaim(
  domain: DomainSpec,
  fact: FactSpec,
  v: Vars,
  kind: ErrorKind,
  rng: Rng,
): string {
  const paraphrase = rng.pick(fact.paraphrases);
  switch (kind) {
    case "number":
      return paraphrase({ ...v, n: fact.otherN(v, rng) });
    case "date":
      return paraphrase({ ...v, date: rng.pick(domain.otherDates) });
    case "entity":
      return paraphrase({ ...v, name: rng.pick(domain.otherNames) });
    case "negation":
      return fact.negated(v);
    case "quantifier":
      return fact.flipped!(v);
    case "fabricated":
      return rng.pick(domain.fabricated);
  }
}

function generateItem(index: number, rng: Rng): EvalItem {
  const domain = DOMAINS[index % DOMAINS.length]!;
  const planted: ErrorKind | null =
    index % 2 === 1 ? ERROR_KINDS[Math.floor(index / 2) % ERROR_KINDS.length]! : null;
  // Draw facts with their variables; the first one carries the error, so it must allow it.
  let facts: { fact: FactSpec; v: Vars }[] = [];
  for (let attempt = 0; attempt < 50; attempt++) {
    facts = shuffle(rng, domain.facts)
      .slice(0, rng.int(2, 4))
      .map((fact) => ({ fact, v: fact.vars(rng) }));
    if (supports(facts[0]!.fact, planted, facts[0]!.v)) break;
  }
  const other = DOMAINS[(index + 1 + rng.int(0, 3)) % DOMAINS.length]!;
  const distractors = shuffle(rng, other.facts)
    .slice(0, rng.int(1, 2))
    .map((f) => `${f.source(f.vars(rng))} ${rng.pick(other.filler)}`);
  const relevant = facts.map(({ fact, v }) => {
    const parts = [fact.source(v)];
    if (rng.chance(0.5)) parts.unshift(rng.pick(domain.filler));
    if (rng.chance(0.5)) parts.push(rng.pick(domain.filler));
    return parts.join(" ");
  });
  const chunks = shuffle(rng, [
    ...relevant.map((text, f) => ({ text, f })),
    ...distractors.map((text) => ({ text, f: -1 })),
  ]);
  const drafted: { claim: LabelledClaim; f: number }[] = facts.map(({ fact, v }, i) => ({
    claim:
      i === 0 && planted !== null && planted !== "fabricated"
        ? { text: plantedClaim(domain, fact, v, planted, rng), error: planted }
        : { text: rng.pick(fact.paraphrases)(v), error: null },
    f: i,
  }));
  if (planted === "fabricated") {
    const text = rng.pick(domain.fabricated);
    drafted.splice(rng.int(0, drafted.length), 0, { claim: { text, error: "fabricated" }, f: -1 });
  }
  const ordered = shuffle(rng, drafted);
  // A quarter of the answers cite their sources as [n], the chunk's 1-based position.
  const cite = rng.chance(0.25);
  const sentences = ordered.map(({ claim, f }) => {
    const chunk = f >= 0 ? chunks.findIndex((k) => k.f === f) : -1;
    return cite && chunk >= 0 ? claim.text.replace(/[.!]$/, ` [${chunk + 1}].`) : claim.text;
  });
  const claims = ordered.map((d) => d.claim);
  if (rng.chance(0.3)) sentences.unshift(rng.pick(OPENERS));
  if (rng.chance(0.3)) sentences.push(rng.pick(CLOSERS));
  return {
    id: `eval-${String(index).padStart(3, "0")}`,
    domain: domain.name,
    question: facts[0]!.fact.question,
    contexts: chunks.map((c, i) => ({ id: String(i + 1), text: c.text })),
    answer: sentences.join(" "),
    claims,
    planted,
  };
}

/** `size` answers (≥ 300 for the published figures) from `seed`. */
export function generateEvaluationSet(seed = 18, size = 360): EvalItem[] {
  const rng = createRng(seed);
  return Array.from({ length: size }, (_, i) => generateItem(i, rng));
}
