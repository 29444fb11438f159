import type { ErrorKind, EvalItem, LabelledClaim } from "../generate";

/**
 * The planted errors of the second held-out set. Eight of them live in one claim and map onto
 * the tuning set's `ErrorKind` (see `CLAIM_ERROR`); two live outside the claims: a `[n]` marker
 * pointing at a chunk that does not say what the sentence says (`citation`), and a refusal
 * although a chunk answers the question (`over-refusal`). Those answers are faithful claim by
 * claim, so their `planted` is null and only `kind` names what is wrong.
 */
export const PLANTED_KINDS = [
  "number",
  "derivation",
  "date",
  "entity",
  "negation",
  "quantifier",
  "modal",
  "fabricated",
  "empty-context",
  "citation",
  "over-refusal",
] as const;
export type PlantedKind = (typeof PLANTED_KINDS)[number];

/**
 * The claim-level label each kind carries. A wrong total or percentage is a wrong number; a
 * "will"/"may" or "must"/"can" flip is a quantifier flip; a fact asserted with no context at
 * all is a fabrication (the rule tier calls it unverifiable, which still flags it).
 */
export const CLAIM_ERROR: Record<PlantedKind, ErrorKind | null> = {
  number: "number",
  derivation: "number",
  date: "date",
  entity: "entity",
  negation: "negation",
  quantifier: "quantifier",
  modal: "quantifier",
  fabricated: "fabricated",
  "empty-context": "fabricated",
  citation: null,
  "over-refusal": null,
};

/** What a faithful answer exercises, so the figures can be read per technique. */
export const FAITHFUL_TAGS = [
  "paraphrase",
  "low-overlap",
  "merged",
  "derived",
  "unit",
  "spelled-number",
  "reordered",
  "citation",
  "refusal",
] as const;
export type FaithfulTag = (typeof FAITHFUL_TAGS)[number];

/** One sentence of an answer: a labelled claim, or a sentence that states no fact. */
export type Part =
  | { kind: "say"; text: string; refusal: boolean }
  | { kind: "claim"; text: string; error: ErrorKind | null; wrongCitation: boolean };

/** A greeting, a hedge or a follow-up question: not a claim. */
export const say = (text: string): Part => ({ kind: "say", text, refusal: false });
/** "I can't find that in the documents": not a claim, but a refusal. */
export const refuse = (text: string): Part => ({ kind: "say", text, refusal: true });
/** A sentence true to its context. */
export const ok = (text: string): Part => ({
  kind: "claim",
  text,
  error: null,
  wrongCitation: false,
});
/** A sentence carrying the answer's one planted error. */
export const bad = (kind: PlantedKind, text: string): Part => ({
  kind: "claim",
  text,
  error: CLAIM_ERROR[kind],
  wrongCitation: false,
});
/** A sentence true to the context whose `[n]` marker points at a chunk that does not say it. */
export const miscite = (text: string): Part => ({
  kind: "claim",
  text,
  error: null,
  wrongCitation: true,
});

export interface Case {
  question: string;
  /** The retrieved chunks in retrieval order; `[n]` markers count from 1. */
  contexts: string[];
  answer: Part[];
  /** The planted error, or null for a faithful answer. */
  kind: PlantedKind | null;
  /**
   * Faithful answers: what they exercise. Planted ones: why a heuristic misjudges them — high
   * word overlap, a value swapped for another one of the same context, or a wrong figure that
   * happens to equal a sum or difference of two unrelated context numbers.
   */
  tags?: (FaithfulTag | "high-overlap" | "in-context-swap" | "derivable-by-chance")[];
}

export interface CitationLabel {
  claimIndex: number;
  /** The 1-based `[n]` marker as written. */
  marker: number;
  correct: boolean;
}

/** An `EvalItem` (so `evaluate()` takes it as is) with the labels the tuning set lacks. */
export interface HeldOut2Item extends EvalItem {
  kind: PlantedKind | null;
  tags: string[];
  /** Whether the answer declines to answer (a correct refusal or an over-refusal). */
  refusal: boolean;
  citations: CitationLabel[];
}

const MARKER = /\[(\d+)\]/g;

/**
 * Turns one domain's cases into items; ids are stable as long as cases are only appended.
 * `set` prefixes the ids, so a later held-out set can reuse the builder ("held3").
 */
export function buildItems(domain: string, cases: Case[], set = "held2"): HeldOut2Item[] {
  return cases.map((c, i) => {
    const claimParts = c.answer.filter((p) => p.kind === "claim");
    const claims: LabelledClaim[] = claimParts.map((p) => ({ text: p.text, error: p.error }));
    const citations = claimParts.flatMap((p, claimIndex) =>
      [...p.text.matchAll(MARKER)].map((m) => ({
        claimIndex,
        marker: Number(m[1]),
        correct: !p.wrongCitation,
      })),
    );
    return {
      id: `${set}-${domain}-${i + 1}`,
      domain,
      question: c.question,
      contexts: c.contexts.map((text, k) => ({ id: String(k + 1), text })),
      answer: c.answer.map((p) => p.text).join(" "),
      claims,
      planted: claims.find((claim) => claim.error !== null)?.error ?? null,
      kind: c.kind,
      tags: c.tags ?? [],
      refusal: c.answer.some((p) => p.kind === "say" && p.refusal),
      citations,
    };
  });
}
