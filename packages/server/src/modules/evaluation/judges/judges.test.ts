import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../../testing/databases";
import { type FakeLlm, type FakeRequestBody, startFakeLlm } from "../../../testing/fake-llm";
import { createTestApp, type TestApp } from "../../../testing/harness";
import { judgeScore, juryScore, pairwise } from "./index";

const userText = (body: FakeRequestBody) =>
  (body.messages ?? [])
    .filter((m) => m.role === "user")
    .map((m) => m.content)
    .join("\n");

describe.each(TEST_DIALECTS)("judges on %s", (dialect) => {
  let fake: FakeLlm;
  let t: TestApp;
  let company = 0;
  let companyId: string;
  beforeAll(async () => {
    fake = await startFakeLlm();
    t = await createTestApp({
      dialect,
      env: {
        VIGIL_LLM_BASE_URL: fake.url,
        VIGIL_LLM_MODEL: "fake-model",
        VIGIL_LLM_MAX_RETRIES: "0",
      },
    });
  });
  beforeEach(() => {
    fake.reset();
    // A fresh company per test: the judge cache is per company, so tests cannot share answers.
    companyId = `judges-${++company}`;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const example = {
    input: "Where is my order?",
    output: "It ships tomorrow.",
    context: ["Order 42 ships tomorrow"],
  };

  it("normalises a 1–5 answer to 0–1 and passes the reasoning and confidence through", async () => {
    fake.script({ reply: { score: 4, reasoning: "mostly right", confidence: 0.8 } });
    const judged = await judgeScore(t.deps, {
      companyId,
      model: "judge-a",
      prompt: "How helpful is {{output}}?",
      scale: { min: 1, max: 5 },
      ...example,
    });
    expect(judged).toMatchObject({
      ok: true,
      score: 0.75,
      raw: 4,
      reasoning: "mostly right",
      confidence: 0.8,
      cached: false,
      modelCalls: 1,
    });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.body.model).toBe("judge-a");
    const prompt = userText(fake.requests[0]?.body ?? {});
    expect(prompt).toContain("How helpful is It ships tomorrow.?");
    expect(prompt).toContain("[1] Order 42 ships tomorrow");
  });

  it("normalises a 0–10 answer and clamps one beyond the scale", async () => {
    fake.script({ reply: { score: 7, reasoning: "ok" }, times: 1 });
    fake.script({ reply: { score: 12, reasoning: "very good" } });
    const scale = { min: 0, max: 10 };
    const a = await judgeScore(t.deps, {
      companyId,
      model: "m",
      prompt: "Rate it",
      scale,
      ...example,
    });
    const b = await judgeScore(t.deps, {
      companyId,
      model: "m",
      prompt: "Rate it again",
      scale,
      ...example,
    });
    expect(a.ok && a.score).toBeCloseTo(0.7, 10);
    expect(b.ok && [b.score, b.raw]).toEqual([1, 12]);
  });

  it("serves a re-run from the judge cache: identical even at temperature 0.9, and no model call", async () => {
    fake.script({ reply: { score: 2, reasoning: "first answer" }, times: 1 });
    fake.script({ reply: { score: 5, reasoning: "a different answer" } });
    const request = {
      companyId,
      model: "m",
      prompt: "Rate it",
      scale: { min: 1, max: 5 },
      temperature: 0.9,
      ...example,
    };
    const first = await judgeScore(t.deps, request);
    const again = await judgeScore(t.deps, request);
    expect(fake.requests).toHaveLength(1);
    expect(again).toEqual({ ...first, cached: true, modelCalls: 0 });
    expect(first).toMatchObject({ score: 0.25, cached: false, modelCalls: 1 });
  });

  it("asks once more after a non-number score and uses the second answer", async () => {
    fake.script({ reply: { score: "excellent", reasoning: "words" }, times: 1 });
    fake.script({ reply: { score: 3, reasoning: "now a number" } });
    const judged = await judgeScore(t.deps, {
      companyId,
      model: "m",
      prompt: "Rate",
      scale: { min: 1, max: 5 },
      ...example,
    });
    expect(judged).toMatchObject({ ok: true, score: 0.5, modelCalls: 1 });
    expect(fake.requests).toHaveLength(2);
    expect(userText(fake.requests[1]?.body ?? {})).toContain(
      "score: Invalid input: expected number",
    );
  });

  it("fails with a reason after two non-number scores, and caches nothing", async () => {
    fake.script({ reply: { score: null, reasoning: "cannot say" } });
    const request = {
      companyId,
      model: "m",
      prompt: "Rate",
      scale: { min: 1, max: 5 },
      ...example,
    };
    const judged = await judgeScore(t.deps, request);
    expect(judged).toMatchObject({ ok: false, code: "invalid_answer" });
    expect(judged.ok ? "" : judged.reason).toContain("score");
    expect(fake.requests).toHaveLength(2);
    await judgeScore(t.deps, request);
    expect(fake.requests).toHaveLength(4);
  });

  it("fails with timeout when the judge answers later than the timeout", async () => {
    fake.script({ reply: { score: 3, reasoning: "late" }, delayMs: 2_000 });
    const judged = await judgeScore(t.deps, {
      companyId,
      model: "m",
      prompt: "Rate",
      scale: { min: 1, max: 5 },
      timeoutMs: 50,
      ...example,
    });
    expect(judged).toMatchObject({ ok: false, code: "timeout" });
  });

  it("closes a timed-out judge's provider request, and a jury drops only that judge", async () => {
    // Never answered unless the call waits for it: the request must be closed by the timeout.
    fake.script({ match: (body) => body.model === "judge-slow", delayMs: 600_000 });
    fake.script({ reply: { score: 5, reasoning: "fine" } });
    const jury = await juryScore(t.deps, {
      companyId,
      prompt: "Rate",
      scale: { min: 1, max: 5 },
      timeoutMs: 200,
      ...example,
      judges: [
        { model: "judge-slow", weight: 1 },
        { model: "judge-quick", weight: 1 },
      ],
    });
    if (!jury.ok) throw new Error(jury.reason);
    expect(jury.score).toBe(1);
    expect(jury.dropped).toEqual([
      { model: "judge-slow", weight: 1, reason: "the judge did not answer in 200 ms" },
    ]);
    const slow = fake.requests.find((r) => r.body.model === "judge-slow");
    if (!slow) throw new Error("the slow judge was never asked");
    expect((await fake.ended(slow)).abandoned).toBe(true);
  });

  it("aborts a judge call when the caller cancels, with the caller's reason", async () => {
    fake.script({ delayMs: 600_000 });
    const controller = new AbortController();
    const reason = new Error("the run was cancelled");
    const judged = judgeScore(t.deps, {
      companyId,
      model: "m",
      prompt: "Rate",
      scale: { min: 1, max: 5 },
      signal: controller.signal,
      ...example,
    });
    const asked = await fake.arrived(1);
    controller.abort(reason);
    await expect(judged).rejects.toBe(reason);
    expect((await fake.ended(asked)).abandoned).toBe(true);
  });

  it("fails with provider_error when the provider answers an error", async () => {
    fake.script({ status: 500 });
    const judged = await judgeScore(t.deps, {
      companyId,
      model: "m",
      prompt: "Rate",
      scale: { min: 1, max: 5 },
      ...example,
    });
    expect(judged).toMatchObject({ ok: false, code: "provider_error" });
  });

  it("averages a jury by weight, drops a failing judge with its reason and renormalises", async () => {
    fake.script({
      match: (body) => body.model === "judge-b",
      reply: { score: "n/a", reasoning: "?" },
    });
    fake.script({
      match: (body) => body.model === "judge-a",
      reply: { score: 5, reasoning: "great", confidence: 0.9 },
    });
    fake.script({
      match: (body) => body.model === "judge-c",
      reply: { score: 2, reasoning: "weak", confidence: 0.5 },
    });
    const jury = await juryScore(t.deps, {
      companyId,
      prompt: "Rate",
      scale: { min: 1, max: 5 },
      ...example,
      judges: [
        { model: "judge-a", weight: 1 },
        { model: "judge-b", weight: 5 },
        { model: "judge-c", weight: 3 },
      ],
    });
    if (!jury.ok) throw new Error(jury.reason);
    expect(jury.score).toBeCloseTo((1 * 1 + 3 * 0.25) / 4, 10);
    expect(jury.weights).toEqual([
      { model: "judge-a", weight: 0.25 },
      { model: "judge-c", weight: 0.75 },
    ]);
    expect(jury.dropped).toEqual([expect.objectContaining({ model: "judge-b", weight: 5 })]);
    expect(jury.dropped[0]?.reason).toContain("no usable score");
    expect(jury.modelCalls).toBe(2);
    expect(jury.confidence).toBeCloseTo(0.25 * 0.9 + 0.75 * 0.5, 10);
  });

  it("fails a jury whose judges all failed, naming each reason", async () => {
    fake.script({ status: 500 });
    const jury = await juryScore(t.deps, {
      companyId,
      prompt: "Rate",
      scale: { min: 1, max: 5 },
      ...example,
      judges: [
        { model: "x", weight: 1 },
        { model: "y", weight: 1 },
      ],
    });
    expect(jury.ok).toBe(false);
    expect(jury.ok ? "" : jury.reason).toMatch(/x: .*; y: /);
  });

  it("asks a pairwise question in both orders and names the answer that wins in both", async () => {
    // A judge that prefers the response containing "GOOD", wherever it is shown.
    fake.script({
      reply: (body) => {
        const text = userText(body);
        const first = /First response:\n(.*)/.exec(text)?.[1] ?? "";
        return { winner: first.includes("GOOD") ? "first" : "second", reasoning: "content" };
      },
    });
    const verdict = await pairwise(t.deps, {
      companyId,
      model: "m",
      prompt: "Which is better?",
      input: "q",
      outputA: "a GOOD answer",
      outputB: "a poor one",
    });
    expect(verdict).toMatchObject({ ok: true, winner: "a", consistent: true, modelCalls: 2 });
    expect(fake.requests).toHaveLength(2);
  });

  it("charges the order that answered when the other order's call fails", async () => {
    // The judge fails only when "two" is shown first (the ba order).
    fake.script({ match: /First response:\ntwo/, status: 500 });
    fake.script({ reply: { winner: "first", reasoning: "the first one" } });
    const request = {
      companyId,
      model: "m",
      prompt: "Which is better?",
      input: "q",
      outputA: "one",
      outputB: "two",
    };
    const verdict = await pairwise(t.deps, request);
    expect(verdict).toMatchObject({ ok: false, code: "provider_error", modelCalls: 1 });
    expect(fake.requests).toHaveLength(2);
    // The answered order is cached: asked again, only the failed order reaches the model.
    const again = await pairwise(t.deps, request);
    expect(again).toMatchObject({ ok: false, modelCalls: 0 });
    expect(fake.requests).toHaveLength(3);
  });

  it("makes a pairwise disagreement (position bias) a tie", async () => {
    fake.script({ reply: { winner: "first", reasoning: "the first one" } });
    const verdict = await pairwise(t.deps, {
      companyId,
      model: "m",
      prompt: "Which is better?",
      input: "q",
      outputA: "one",
      outputB: "two",
    });
    expect(verdict).toMatchObject({ ok: true, winner: "tie", consistent: false });
    if (!verdict.ok) return;
    expect(verdict.verdicts.map((v) => [v.order, v.shownWinner])).toEqual([
      ["ab", "first"],
      ["ba", "first"],
    ]);
  });
});
