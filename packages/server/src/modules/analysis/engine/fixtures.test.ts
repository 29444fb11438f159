import { describe, expect, it } from "vitest";
import { analyzeRuleBased } from "./analyze";
import { FIXTURES } from "./fixtures";

const contexts = (texts: string[]) => texts.map((text) => ({ text }));

describe("analyzeRuleBased on the hand-written fixtures", () => {
  it.each(FIXTURES.map((f) => [f.name, f] as const))("%s", (_, f) => {
    const result = analyzeRuleBased({
      question: f.question,
      answer: f.answer,
      contexts: contexts(f.contexts),
    });
    expect(result.claims.map((c) => c.verdict)).toEqual(f.verdicts);
  });

  it("holds about forty fixtures", () => {
    expect(FIXTURES.length).toBeGreaterThanOrEqual(40);
  });
});

const PLANS = [
  "The Premium plan costs $30 per month and includes phone support.",
  "Refunds are issued within 14 days of the returned item arriving at our warehouse.",
];

describe("reasons name what is wrong", () => {
  it("names the missing number", () => {
    const r = analyzeRuleBased({
      answer: "Refunds are issued within 30 days of the returned item arriving.",
      contexts: contexts(PLANS),
    });
    expect(r.claims[0]!.reason).toContain('"30 days"');
    expect(r.findings.map((f) => f.kind)).toContain("unsupported_number");
  });

  it("quotes the contradicting sentence", () => {
    const r = analyzeRuleBased({
      answer: "The Premium plan does not include phone support.",
      contexts: contexts(PLANS),
    });
    expect(r.claims[0]!.verdict).toBe("contradicted");
    expect(r.claims[0]!.reason).toContain(
      "The Premium plan costs $30 per month and includes phone support.",
    );
    expect(r.findings.map((f) => f.kind)).toContain("contradiction");
  });

  it("caps the rule tier's confidence", () => {
    const r = analyzeRuleBased({
      answer: "The Premium plan costs $30 per month and includes phone support.",
      contexts: contexts(PLANS),
    });
    expect(r.claims[0]!.confidence).toBeLessThanOrEqual(0.8);
  });
});

describe("citations", () => {
  it("scores a right citation as accurate", () => {
    const r = analyzeRuleBased({
      answer: "Refunds are issued within 14 days of the item arriving [2].",
      contexts: contexts(PLANS),
    });
    expect(r.citations).toEqual([expect.objectContaining({ marker: 2, correct: true })]);
    expect(r.metrics.citationAccuracy.value).toBe(1);
  });

  it("flags a citation of the wrong chunk and names the chunk that supports the claim", () => {
    const r = analyzeRuleBased({
      answer: "Refunds are issued within 14 days of the item arriving [1].",
      contexts: contexts(PLANS),
    });
    expect(r.citations[0]!.correct).toBe(false);
    expect(r.citations[0]!.reason).toContain("chunk 2 does");
    expect(r.metrics.citationAccuracy.value).toBe(0);
    expect(r.findings.map((f) => f.kind)).toContain("wrong_citation");
  });

  it("flags a marker past the last chunk", () => {
    const r = analyzeRuleBased({
      answer: "Refunds are issued within 14 days of the item arriving [7].",
      contexts: contexts(PLANS),
    });
    expect(r.citations[0]!.reason).toContain("only 2 chunks");
  });

  it("counts an uncited claim against accuracy when the answer cites elsewhere", () => {
    const r = analyzeRuleBased({
      answer:
        "The Premium plan costs $30 per month [1]. Refunds are issued within 14 days of the item arriving.",
      contexts: contexts(PLANS),
    });
    expect(r.metrics.citationAccuracy.value).toBe(0.5);
    expect(r.findings.map((f) => f.kind)).toContain("missing_citation");
  });

  it("is null without any citation marker", () => {
    const r = analyzeRuleBased({
      answer: "The Premium plan costs $30 per month.",
      contexts: contexts(PLANS),
    });
    expect(r.metrics.citationAccuracy).toEqual({
      value: null,
      reason: expect.stringContaining("no [n]"),
    });
  });
});

describe("metrics", () => {
  it("gives null with a reason, never NaN or a free 1.0, when there are no claims", () => {
    const r = analyzeRuleBased({ question: "Refund?", answer: "Sure.", contexts: contexts(PLANS) });
    expect(r.metrics.faithfulness).toEqual({
      value: null,
      reason: "the answer makes no checkable claims",
    });
    expect(r.metrics.hallucinationRate.value).toBeNull();
    expect(r.findings.map((f) => f.kind)).toContain("no_claims");
    for (const m of Object.values(r.metrics)) expect(Number.isNaN(m.value)).toBe(false);
  });

  it("reports weak retrieval and no faithfulness when nothing was retrieved", () => {
    const r = analyzeRuleBased({
      question: "How long do refunds take?",
      answer: "Refunds take 14 days to arrive.",
      contexts: [],
    });
    expect(r.metrics.faithfulness.value).toBeNull();
    expect(r.metrics.contextPrecision.value).toBeNull();
    expect(r.findings[0]).toMatchObject({ kind: "weak_retrieval", severity: "high" });
  });

  it("reports an over-refusal when the context answers the question", () => {
    const r = analyzeRuleBased({
      question: "How long do refunds take?",
      answer: "I'm sorry, but I can't help with that.",
      contexts: contexts(PLANS),
    });
    expect(r.refused).toBe(true);
    expect(r.metrics.answerRelevance.value).toBe(0);
    expect(r.findings.map((f) => f.kind)).toEqual(["over_refusal"]);
  });

  it("reports no over-refusal when the refusal names what the context never mentions", () => {
    const lessons = contexts([
      "Piano lessons cost £22 for half an hour. Lessons run in the school term only.",
    ]);
    const right = analyzeRuleBased({
      question: "Do you teach organ as well?",
      answer: "I can't find anything about organ lessons in what I have, so I can't say.",
      contexts: lessons,
    });
    expect(right.refused).toBe(true);
    expect(right.findings.map((f) => f.kind)).not.toContain("over_refusal");
    // The context has piano lessons: refusing them is an over-refusal.
    const over = analyzeRuleBased({
      question: "Do you teach piano?",
      answer: "I can't find anything about piano lessons in what I have, so I can't say.",
      contexts: lessons,
    });
    expect(over.findings.map((f) => f.kind)).toContain("over_refusal");
    // An attribute the context gives in other words ("£22 for half an hour") proves nothing.
    const price = analyzeRuleBased({
      question: "What are the prices for piano lessons?",
      answer: "Sorry, I couldn't find prices for piano lessons in the information I have.",
      contexts: lessons,
    });
    expect(price.findings.map((f) => f.kind)).toContain("over_refusal");
  });

  it("measures faithfulness and hallucination rate over the claims", () => {
    const r = analyzeRuleBased({
      question: "What does Premium cost?",
      answer:
        "The Premium plan costs $30 per month. Subscribers also receive a free laptop and a yearly tablet upgrade.",
      contexts: contexts(PLANS),
    });
    expect(r.metrics.faithfulness.value).toBe(0.5);
    expect(r.metrics.hallucinationRate.value).toBe(0.5);
  });

  it("computes context precision as average precision over the chunk ranking", () => {
    const noise = "Our office is closed on public holidays.";
    const claim = "The Premium plan costs $30 per month and includes phone support.";
    const first = analyzeRuleBased({ answer: claim, contexts: contexts([PLANS[0]!, noise]) });
    const second = analyzeRuleBased({ answer: claim, contexts: contexts([noise, PLANS[0]!]) });
    expect(first.metrics.contextPrecision.value).toBe(1);
    expect(second.metrics.contextPrecision.value).toBe(0.5);
  });

  it("uses a reference answer for context recall and answer correctness", () => {
    const r = analyzeRuleBased({
      answer: "The Premium plan costs $30 per month.",
      reference:
        "The Premium plan costs $30 per month. Refunds are issued within 14 days of the item arriving.",
      contexts: contexts(PLANS),
    });
    expect(r.metrics.contextRecall.value).toBe(1);
    expect(r.metrics.answerCorrectness.value).toBeCloseTo(2 / 3, 2);
    const none = analyzeRuleBased({
      answer: "The Premium plan costs $30 per month.",
      contexts: contexts(PLANS),
    });
    expect(none.metrics.answerCorrectness).toEqual({
      value: null,
      reason: "no reference answer was given",
    });
  });

  it("rescores without a finding: grounding the wrong number raises the score", () => {
    const r = analyzeRuleBased({
      question: "What does Premium cost?",
      answer: "The Premium plan costs $45 per month and includes phone support.",
      contexts: contexts(PLANS),
    });
    const finding = r.findings.find((f) => f.kind === "unsupported_number")!;
    const fixed = r.rescoreWithout(finding.id);
    expect(fixed.metrics.faithfulness.value).toBe(1);
    expect(fixed.overallScore!).toBeGreaterThan(r.overallScore!);
    expect(() => r.rescoreWithout("f99")).toThrow(RangeError);
  });
});

describe("sentence splitting", () => {
  it("keeps citation markers written after the full stop with their sentence", () => {
    const r = analyzeRuleBased({
      answer: "Refunds are issued within 14 days.[2] The Premium plan costs $30 per month. [1]",
      contexts: contexts(PLANS),
    });
    expect(r.claims.map((c) => c.citations)).toEqual([[2], [1]]);
    expect(r.citations.every((c) => c.correct)).toBe(true);
  });
});
