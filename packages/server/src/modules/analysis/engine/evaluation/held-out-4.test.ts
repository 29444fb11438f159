import { describe, expect, it } from "vitest";
import type { EvalItem } from "./generate";
import {
  CLAIM_ERROR,
  FAITHFUL_TAGS,
  HELD_OUT_2,
  type HeldOut2Item,
  PLANTED_KINDS,
} from "./held-out-2";
import { HELD_OUT_3 } from "./held-out-3";
import { HELD_OUT_4 } from "./held-out-4";

// The integrity of the labels only: the engine's score on this set is the bench's business
// (bench/analysis-heldout4.ts). `satisfies` keeps the items usable wherever the tuning set's go.
const items: HeldOut2Item[] = HELD_OUT_4 satisfies EvalItem[];
const faithful = items.filter((i) => i.kind === null);
const planted = items.filter((i) => i.kind !== null);

const stripMarkers = (text: string) => text.replace(/\s*\[\d+\]/g, "");
const numbersIn = (text: string) =>
  (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((n) => n.replace(/,/g, ""));
/** Sentence ends, but not after "Dr." or inside "3.5". */
const sentencesOf = (text: string) => text.split(/(?<!\bDr\.)(?<=[.!?])\s+(?=[A-Z0-9])/);

describe("the fourth held-out set", () => {
  it("has ≥ 240 answers with unique ids over ≥ 12 domains that sets 2 and 3 do not use", () => {
    expect(items.length).toBeGreaterThanOrEqual(240);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(items.every((i) => i.id.startsWith(`held4-${i.domain}-`))).toBe(true);
    const domains = new Set(items.map((i) => i.domain));
    expect(domains.size).toBeGreaterThanOrEqual(12);
    for (const old of new Set([...HELD_OUT_2, ...HELD_OUT_3].map((i) => i.domain)))
      expect(domains.has(old), old).toBe(false);
  });

  it("shares no context sentence or answer with the second and third sets", () => {
    const oldText = new Set(
      [...HELD_OUT_2, ...HELD_OUT_3].flatMap((i) => [i.answer, ...i.contexts.map((c) => c.text)]),
    );
    for (const item of items) {
      expect(oldText.has(item.answer), item.id).toBe(false);
      for (const c of item.contexts) expect(oldText.has(c.text), item.id).toBe(false);
    }
    expect(new Set(items.map((i) => i.answer)).size).toBe(items.length);
  });

  it("is half faithful and half planted, every planted kind at least 12 times", () => {
    expect(planted.length).toBe(faithful.length);
    for (const kind of PLANTED_KINDS)
      expect(planted.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(12);
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

  it("retrieves 2–6 chunks of 1–4 sentences, except answers given without any context", () => {
    for (const item of items) {
      if (item.kind === "empty-context") expect(item.contexts, item.id).toEqual([]);
      else if (item.contexts.length > 0) {
        expect(item.contexts.length, item.id).toBeGreaterThanOrEqual(2);
        expect(item.contexts.length, item.id).toBeLessThanOrEqual(6);
        expect(new Set(item.contexts.map((c) => c.text)).size, item.id).toBe(item.contexts.length);
        for (const c of item.contexts)
          expect(sentencesOf(c.text).length, `${item.id}: ${c.text}`).toBeLessThanOrEqual(4);
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

  it("names what each faithful answer exercises, each technique at least 12 times", () => {
    for (const item of faithful) expect(item.tags.length, item.id).toBeGreaterThan(0);
    for (const item of faithful)
      for (const tag of item.tags)
        expect(FAITHFUL_TAGS as readonly string[], item.id).toContain(tag);
    for (const tag of FAITHFUL_TAGS)
      expect(faithful.filter((i) => i.tags.includes(tag)).length, tag).toBeGreaterThanOrEqual(12);
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
