/**
 * The checks the engine's hand-written fixture files share (one test per case), so that each
 * test file lists its cases and nothing else: imported by tests only.
 */
import { describe, expect, it } from "vitest";
import { analyzeRuleBased } from "./analyze";
import type { Fixture } from "./fixtures";

/** One test per fixture: each claim of its answer gets the verdict the fixture names. */
export function describeVerdictFixtures(title: string, fixtures: readonly Fixture[]): void {
  describe(title, () => {
    it.each(fixtures.map((f) => [f.name, f] as const))("%s", (_, f) => {
      const result = analyzeRuleBased({
        question: f.question,
        answer: f.answer,
        contexts: f.contexts.map((text) => ({ text })),
      });
      expect(result.claims.map((c) => c.verdict)).toEqual(f.verdicts);
    });
  });
}

/** A faithful one-claim answer whose figures are in place, and a look-alike whose are not. */
export interface NumberCase {
  name: string;
  context: string[];
  faithful: string;
  wrong: string;
  /** The user's question, whose figures an answer may compute with. */
  question?: string;
}

/** The number and date facts of a one-claim answer reported missing from `context`. */
function numberOrDateMissing(context: string[], answer: string, question?: string): string[] {
  const result = analyzeRuleBased({
    question,
    answer,
    contexts: context.map((text, i) => ({ id: String(i + 1), text })),
  });
  expect(result.claims, answer).toHaveLength(1);
  return result.claims[0]!.missingFacts.filter((f) => f.kind === "number" || f.kind === "date").map(
    (f) => f.text,
  );
}

/** One test per case: nothing missing from the faithful form, something from the look-alike. */
export function describeNumberCases(title: string, cases: readonly NumberCase[]): void {
  describe(title, () => {
    for (const c of cases) {
      it(`${c.name}: the faithful form is present, the look-alike is not`, () => {
        expect(numberOrDateMissing(c.context, c.faithful, c.question), c.faithful).toEqual([]);
        expect(numberOrDateMissing(c.context, c.wrong, c.question).length, c.wrong).toBeGreaterThan(
          0,
        );
      });
    }
  });
}
