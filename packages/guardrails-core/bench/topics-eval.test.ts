import { describe, expect, it } from "vitest";
import { generateTopicCorpus } from "./topics-corpus";
import { evaluateTopics } from "./topics-eval";
import { PARAPHRASES } from "./topics-paraphrases";

describe("topic scanner on the seeded evaluation set", () => {
  it.each([1, 2, 3])("seed %i: accuracy at least 0.90 and no hard negative flagged", (seed) => {
    const samples = generateTopicCorpus(seed);
    const r = evaluateTopics(samples);
    expect(r.correct / samples.length).toBeGreaterThanOrEqual(0.9);
    expect(r.hardNegativesFlagged.map((h) => h.sample.text)).toEqual([]);
    for (const t of r.perTopic) expect(t.tp / (t.tp + t.fn), t.topic).toBeGreaterThanOrEqual(0.85);
  });

  it("hand-written paraphrases: accuracy at least 0.95 and no hard negative flagged", () => {
    const r = evaluateTopics(PARAPHRASES);
    expect(r.correct / PARAPHRASES.length).toBeGreaterThanOrEqual(0.95);
    expect(r.hardNegativesFlagged.map((h) => h.sample.text)).toEqual([]);
  });
});
