import { describe, expect, it } from "vitest";
import { generateTopicCorpus } from "./topics-corpus";
import { evaluateTopics } from "./topics-eval";

describe("topic scanner on the seeded evaluation set", () => {
  it.each([1, 2, 3])("seed %i: accuracy at least 0.90 and no hard negative flagged", (seed) => {
    const samples = generateTopicCorpus(seed);
    const r = evaluateTopics(samples);
    expect(r.correct / samples.length).toBeGreaterThanOrEqual(0.9);
    expect(r.hardNegativesFlagged.map((h) => h.sample.text)).toEqual([]);
    for (const t of r.perTopic) expect(t.tp / (t.tp + t.fn), t.topic).toBeGreaterThanOrEqual(0.85);
  });
});
