import { describe, expect, it } from "vitest";
import { generateTopicCorpus } from "./topics-corpus";

describe("topic evaluation set", () => {
  const corpus = generateTopicCorpus(1);

  it("has 100 requests per built-in topic, 70 or more hard negatives and other subjects", () => {
    const count = (f: (s: (typeof corpus)[number]) => boolean) => corpus.filter(f).length;
    for (const topic of ["medical_advice", "legal_advice", "financial_advice"]) {
      expect(count((s) => s.kind === "request" && s.topic === topic)).toBe(100);
      expect(count((s) => s.kind === "hard_negative" && s.domain === topic)).toBeGreaterThan(20);
    }
    expect(count((s) => s.kind === "hard_negative")).toBeGreaterThanOrEqual(70);
    expect(count((s) => s.kind === "other")).toBeGreaterThan(0);
  });

  it("labels only requests with a topic and fills every slot", () => {
    for (const s of corpus) {
      expect(s.topic !== null, s.text).toBe(s.kind === "request");
      expect(s.text).not.toMatch(/\{\w+\}/);
    }
  });

  it("is deterministic for a seed and differs between seeds", () => {
    expect(generateTopicCorpus(1)).toEqual(corpus);
    expect(generateTopicCorpus(2)).not.toEqual(corpus);
  });
});
