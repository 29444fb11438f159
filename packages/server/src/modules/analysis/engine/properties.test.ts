import { describe, expect, it } from "vitest";
import { analyzeRuleBased } from "./analyze";
import { DOMAINS, generateEvaluationSet } from "./evaluation/generate";
import { createRng, type Rng } from "./evaluation/spec";
import type { RuleAnalysis, RuleAnalysisInput } from "./types";

/**
 * Property tests with a seeded generator loop (no property-testing dependency): inputs are
 * drawn from the evaluation templates, mutated at random (word soup, dropped chunks, stray
 * citation markers, empty answers), and every run of the suite sees the same cases.
 */
const RUNS = 150;
const SOUP =
  "refund the a 14 days not all some may will $30 Premium [2] ? . receipt policy never 3.5% June 4 ! I can't help".split(
    " ",
  );

function soup(rng: Rng, n: number): string {
  return Array.from({ length: n }, () => rng.pick(SOUP)).join(" ");
}

function randomInput(rng: Rng): RuleAnalysisInput {
  const item = rng.pick(generateEvaluationSet(rng.int(1, 1_000_000), 1));
  const contexts = item.contexts.filter(() => rng.chance(0.85));
  if (rng.chance(0.2)) contexts.push({ id: `x${rng.int(0, 99)}`, text: soup(rng, rng.int(0, 30)) });
  const answer = rng.chance(0.15) ? soup(rng, rng.int(0, 25)) : rng.chance(0.05) ? "" : item.answer;
  return {
    question: rng.chance(0.8) ? item.question : undefined,
    answer,
    contexts,
    reference: rng.chance(0.3)
      ? rng.pick(DOMAINS).facts[0]!.source({ n: 14, date: "June 4", name: "Premium" })
      : undefined,
  };
}

function inUnitRange(label: string, v: number | null) {
  if (v === null) return;
  expect(Number.isFinite(v), label).toBe(true);
  expect(v, label).toBeGreaterThanOrEqual(0);
  expect(v, label).toBeLessThanOrEqual(1);
}

function shuffled<T>(rng: Rng, xs: T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** What must not depend on chunk order: everything but positions and the ranking metric. */
function orderFree(r: RuleAnalysis) {
  const { contextPrecision: _, ...metrics } = r.metrics;
  return {
    claims: r.claims.map(({ evidence, ...c }) => ({
      ...c,
      evidence: evidence && { ...evidence, chunkIndex: 0 },
    })),
    metrics,
    refused: r.refused,
    findings: r.findings
      .filter((f) => f.kind !== "weak_retrieval")
      .map((f) => [f.kind, f.claimIndex]),
    chunks: [...r.chunks].sort((a, b) => (a.id < b.id ? -1 : 1)),
  };
}

describe("analyzeRuleBased properties", () => {
  it("keeps every score in [0, 1] or null, with a reason when null", () => {
    const rng = createRng(1801);
    for (let run = 0; run < RUNS; run++) {
      const r = analyzeRuleBased(randomInput(rng));
      for (const [name, m] of Object.entries(r.metrics)) {
        inUnitRange(name, m.value);
        if (m.value === null) expect(m.reason, name).toBeTruthy();
      }
      inUnitRange("overallScore", r.overallScore);
      expect(r.qualityScore).toBe(r.overallScore);
      for (const c of r.claims) {
        inUnitRange("support", c.support);
        inUnitRange("confidence", c.confidence);
        expect(c.confidence).toBeLessThanOrEqual(0.8);
      }
      for (const f of r.findings)
        inUnitRange(`rescore ${f.kind}`, r.rescoreWithout(f.id).overallScore);
    }
  });

  it("never lowers a claim's support when a sentence supporting it is added to the context", () => {
    const rng = createRng(1802);
    for (let run = 0; run < RUNS; run++) {
      const input = randomInput(rng);
      const before = analyzeRuleBased(input);
      if (before.claims.length === 0) continue;
      const claim = rng.pick(before.claims);
      const supporting = `${claim.text.replace(/[.!]$/, "")}, as the policy states.`;
      const contexts = [...input.contexts];
      if (contexts.length > 0 && rng.chance(0.5)) {
        const at = rng.int(0, contexts.length - 1);
        contexts[at] = { ...contexts[at]!, text: `${contexts[at]!.text} ${supporting}` };
      } else {
        contexts.splice(rng.int(0, contexts.length), 0, { id: "added", text: supporting });
      }
      const after = analyzeRuleBased({ ...input, contexts });
      const same = after.claims.find((c) => c.text === claim.text)!;
      expect(same.support, claim.text).toBeGreaterThanOrEqual(claim.support);
      if (claim.verdict === "supported") expect(same.verdict, claim.text).toBe("supported");
    }
  });

  it("gives the same verdicts, reasons and scores whatever the order of the chunks", () => {
    const rng = createRng(1803);
    for (let run = 0; run < RUNS; run++) {
      const input = randomInput(rng);
      // Citation markers name positions, so reordering would change what they mean.
      const answer = input.answer.replace(/\[\d+\]/g, "");
      const contexts = input.contexts.map((c, i) => ({ id: c.id ?? `c${i}`, text: c.text }));
      const a = analyzeRuleBased({ ...input, answer, contexts });
      const b = analyzeRuleBased({ ...input, answer, contexts: shuffled(rng, contexts) });
      expect(orderFree(b)).toEqual(orderFree(a));
    }
  });

  it("reads no neighbour across chunks and no firm from the first chunk alone", () => {
    // Two mechanisms of the fifth round once looked at the context as one list of sentences:
    // the figures next to the best window (a neighbour from the next chunk) and the firm "the
    // company" names (the first chunk's opening). Every order of these chunks must agree.
    const cases: RuleAnalysisInput[] = [
      {
        answer: "Two scale and polish visits under local anaesthetic come to £640 in total.",
        contexts: [
          { id: "a", text: "A scale and polish is done under local anaesthetic." },
          { id: "b", text: "The price is £320." },
          { id: "c", text: "Whitening is £250." },
        ],
      },
      {
        answer: "Boilers are serviced only by Brightwell's registered engineers.",
        contexts: [
          { id: "a", text: "Brightwell Plumbing fixes leaks and blocked drains." },
          { id: "b", text: "Boilers are serviced only by the company's registered engineers." },
          { id: "c", text: "Ashby Heating sells boilers." },
        ],
      },
    ];
    for (const input of cases) {
      const verdicts = (order: number[]) =>
        analyzeRuleBased({ ...input, contexts: order.map((i) => input.contexts[i]!) }).claims.map(
          (c) => c.verdict,
        );
      const first = verdicts(input.contexts.map((_, i) => i));
      for (const order of [
        [1, 0, 2],
        [0, 2, 1],
        [2, 1, 0],
      ].map((o) => o.filter((i) => i < input.contexts.length)))
        expect(verdicts(order), input.answer).toEqual(first);
    }
  });

  it("is deterministic", () => {
    const rng = createRng(1804);
    const input = randomInput(rng);
    expect(orderFree(analyzeRuleBased(input))).toEqual(orderFree(analyzeRuleBased(input)));
  });
});
