/**
 * The label checks every blind held-out set since the third passes (sets 3 and 4): counts,
 * kinds, one wrong claim per planted answer, claims that are sentences of their answer,
 * chunks, citations and refusals. The integrity of the labels only: the engine's score is the benches' business.
 */
import { describe, expect, it } from "vitest";
import type { EvalItem } from "./generate";
import { CLAIM_ERROR, FAITHFUL_TAGS, type HeldOut2Item, PLANTED_KINDS } from "./held-out-2";

const stripMarkers = (text: string) => text.replace(/\s*\[\d+\]/g, "");
const numbersIn = (text: string) =>
  (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((n) => n.replace(/,/g, ""));
/** Sentence ends, but not after "Dr." or inside "3.5". */
const sentencesOf = (text: string) => text.split(/(?<!\bDr\.)(?<=[.!?])\s+(?=[A-Z0-9])/);

export interface HeldOutSetShape {
  /** "third", "fourth": the describe block's name. */
  name: string;
  /** `satisfies EvalItem[]` at the call keeps the items usable wherever the tuning set's go. */
  items: HeldOut2Item[];
  /** Every id is `<idPrefix>-<domain>-<n>`. */
  idPrefix: string;
  minAnswers: number;
  minDomains: number;
  /** Each planted kind and each faithful technique at least this often. */
  minPerKind: number;
  /** Chunks of at most this many sentences, when the set's brief asked for it. */
  maxChunkSentences?: number;
}

/** Registers the integrity tests of one blind set against the sets written before it. */
export function describeHeldOutSet(set: HeldOutSetShape, earlier: readonly EvalItem[]): void {
  const items = set.items;
  const faithful = items.filter((i) => i.kind === null);
  const planted = items.filter((i) => i.kind !== null);

  describe(`the ${set.name} held-out set`, () => {
    it(`has ≥ ${set.minAnswers} answers with unique ids over ≥ ${set.minDomains} domains the earlier sets do not use`, () => {
      expect(items.length).toBeGreaterThanOrEqual(set.minAnswers);
      expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
      expect(items.every((i) => i.id.startsWith(`${set.idPrefix}-${i.domain}-`))).toBe(true);
      const domains = new Set(items.map((i) => i.domain));
      expect(domains.size).toBeGreaterThanOrEqual(set.minDomains);
      for (const old of new Set(earlier.map((i) => i.domain)))
        expect(domains.has(old), old).toBe(false);
    });

    it("shares no context sentence or answer with the earlier sets", () => {
      const oldText = new Set(earlier.flatMap((i) => [i.answer, ...i.contexts.map((c) => c.text)]));
      for (const item of items) {
        expect(oldText.has(item.answer), item.id).toBe(false);
        for (const c of item.contexts) expect(oldText.has(c.text), item.id).toBe(false);
      }
      expect(new Set(items.map((i) => i.answer)).size).toBe(items.length);
    });

    it(`is half faithful and half planted, every planted kind at least ${set.minPerKind} times`, () => {
      expect(planted.length).toBe(faithful.length);
      for (const kind of PLANTED_KINDS)
        expect(planted.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(
          set.minPerKind,
        );
    });

    it("labels exactly one claim with the planted kind's error and every other claim faithful", () => {
      for (const item of items) {
        const expected = item.kind === null ? null : CLAIM_ERROR[item.kind];
        const wrong = item.claims.filter((c) => c.error !== null);
        expect(wrong.length, item.id).toBe(expected === null ? 0 : 1);
        if (expected !== null) expect(wrong[0]!.error, item.id).toBe(expected);
        expect(item.planted, item.id).toBe(expected);
      }
    });

    it("gives every answer 1–5 sentences and every claim a sentence of the answer, in order", () => {
      for (const item of items) {
        const sentences = sentencesOf(item.answer);
        expect(sentences.length, item.id).toBeGreaterThanOrEqual(1);
        expect(sentences.length, item.id).toBeLessThanOrEqual(5);
        let from = 0;
        for (const claim of item.claims) {
          expect(sentences, `${item.id}: one sentence per claim`).toContain(claim.text);
          const at = item.answer.indexOf(claim.text, from);
          expect(at, `${item.id}: ${claim.text}`).toBeGreaterThanOrEqual(from);
          from = at + claim.text.length;
        }
      }
    });

    it("retrieves 2–6 chunks, except answers given without any context", () => {
      for (const item of items) {
        if (item.kind === "empty-context") expect(item.contexts, item.id).toEqual([]);
        else if (item.contexts.length > 0) {
          expect(item.contexts.length, item.id).toBeGreaterThanOrEqual(2);
          expect(item.contexts.length, item.id).toBeLessThanOrEqual(6);
          expect(new Set(item.contexts.map((c) => c.text)).size, item.id).toBe(
            item.contexts.length,
          );
          if (set.maxChunkSentences !== undefined)
            for (const c of item.contexts)
              expect(sentencesOf(c.text).length, `${item.id}: ${c.text}`).toBeLessThanOrEqual(
                set.maxChunkSentences,
              );
        } else expect(item.refusal, `${item.id} answers without context`).toBe(true);
      }
    });

    it("paraphrases its faithful claims instead of copying the context", () => {
      for (const item of items) {
        const context = item.contexts.map((c) => c.text).join(" ");
        for (const c of item.claims)
          if (c.error === null) expect(context, item.id).not.toContain(stripMarkers(c.text));
      }
    });

    it(`names what each faithful answer exercises, each technique at least ${set.minPerKind} times`, () => {
      for (const item of faithful) expect(item.tags.length, item.id).toBeGreaterThan(0);
      for (const item of faithful)
        for (const tag of item.tags)
          expect(FAITHFUL_TAGS as readonly string[], item.id).toContain(tag);
      for (const tag of FAITHFUL_TAGS)
        expect(faithful.filter((i) => i.tags.includes(tag)).length, tag).toBeGreaterThanOrEqual(
          set.minPerKind,
        );
    });

    it("plants number errors as figures the context neither states nor was meant to give", () => {
      for (const item of planted.filter((i) => i.kind === "number" || i.kind === "derivation")) {
        const context = new Set(item.contexts.flatMap((c) => numbersIn(c.text)));
        const wrong = item.claims.find((c) => c.error !== null)!;
        const foreign = numbersIn(wrong.text).filter((n) => !context.has(n));
        expect(foreign.length, item.id).toBeGreaterThan(0);
      }
    });

    it("plants date and entity errors on sentences that name a date or a name", () => {
      for (const item of planted.filter((i) => i.kind === "date" || i.kind === "entity")) {
        const wrong = item.claims.find((c) => c.error !== null)!;
        if (item.kind === "date") expect(wrong.text, item.id).toMatch(/\d/);
        else expect(wrong.text.slice(1), item.id).toMatch(/[A-Z]/);
      }
    });

    it("points every [n] at a retrieved chunk, and only citation answers at a wrong one", () => {
      for (const item of items) {
        for (const c of item.citations) {
          expect(c.marker, item.id).toBeGreaterThanOrEqual(1);
          expect(c.marker, item.id).toBeLessThanOrEqual(item.contexts.length);
        }
        const wrong = item.citations.filter((c) => !c.correct).length;
        expect(wrong, item.id).toBe(item.kind === "citation" ? 1 : 0);
        if (item.kind === "citation" || item.tags.includes("citation"))
          expect(item.citations.length, item.id).toBeGreaterThanOrEqual(2);
      }
    });

    it("marks refusals: over-refusals have context and no claims, others only as faithful", () => {
      for (const item of items.filter((i) => i.refusal)) {
        expect(item.claims, item.id).toEqual([]);
        expect(item.kind === null || item.kind === "over-refusal", item.id).toBe(true);
        if (item.kind === "over-refusal") expect(item.contexts.length, item.id).toBeGreaterThan(0);
        else expect(item.tags, item.id).toContain("refusal");
      }
      expect(planted.filter((i) => i.kind === "over-refusal").every((i) => i.refusal)).toBe(true);
      // Right refusals come both with no context and with context that does not answer.
      const right = faithful.filter((i) => i.refusal);
      expect(right.some((i) => i.contexts.length === 0)).toBe(true);
      expect(right.some((i) => i.contexts.length > 0)).toBe(true);
    });
  });
}
