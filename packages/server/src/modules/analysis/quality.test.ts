import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postRetrievalTrace } from "../../testing/analysis-traces";
import { TEST_DIALECTS } from "../../testing/databases";
import {
  createTestApp,
  dataOf,
  expectError,
  manualClock,
  type TestApp,
} from "../../testing/harness";

const DOC = "Refunds are issued within 14 days of the return.";
const good = (traceId: string) => ({
  traceId,
  userMessage: "How long do refunds take?",
  agentResponse: "Refunds are issued within 14 days of the return.",
  retrievedDocuments: [{ content: DOC, source: "refunds.md" }],
});
const bad = (traceId: string) => ({
  ...good(traceId),
  agentResponse: "Refunds are issued within 45 days of the return.",
});

describe.each(TEST_DIALECTS)("quality metrics on %s", (dialect) => {
  let t: TestApp;
  const clock = manualClock(new Date("2026-03-01T12:00:00.000Z"));
  let key: string;
  let agentId: string;
  const traceIds: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ dialect, clock });
    key = await t.key({ companyId: "quality" });
    agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "qa" } }),
        201,
      )
    ).id;
    for (const answer of [good("a").agentResponse, bad("b").agentResponse]) {
      traceIds.push(
        await postRetrievalTrace(t, key, {
          agentId,
          userMessage: "How long do refunds take?",
          agentResponse: answer,
          document: { id: "refunds.md", content: DOC },
          at: clock.now().toISOString(),
          spanName: "search",
        }),
      );
    }
  });
  afterAll(() => t.close());

  it("scores a stored trace's RAG metrics with the claims' support", async () => {
    const scores = await dataOf<{
      scores: Record<string, number | null>;
      retrievedChunks: number;
      usedChunks: number;
      details: { claim: string; supported: boolean; sourceChunk: string | null }[];
    }>(await t.call("GET", `/api/v1/quality/rag-scores/${traceIds[0]}`, { key }));
    expect(scores.retrievedChunks).toBe(1);
    expect(scores.usedChunks).toBe(1);
    expect(scores.scores.faithfulness).toBe(1);
    expect(scores.details).toEqual([
      expect.objectContaining({ supported: true, sourceChunk: "refunds.md" }),
    ]);
    const other = await t.key({ companyId: "not-quality" });
    await expectError(
      await t.call("GET", `/api/v1/quality/rag-scores/${traceIds[0]}`, { key: other }),
      404,
      "NOT_FOUND",
    );
  });

  it("detects a hallucinated number with a read-only key and stores nothing", async () => {
    const reader = await t.key({ companyId: "quality", permissions: ["read"] });
    const found = await dataOf<{
      hallucinated: boolean;
      score: number;
      claims: { verdict: string; reason: string }[];
    }>(
      await t.call("POST", "/api/v1/quality/hallucination-detection", {
        key: reader,
        body: { output: "Refunds are issued within 45 days of the return.", context: [DOC] },
      }),
    );
    expect(found.hallucinated).toBe(true);
    expect(found.score).toBe(1);
    expect(found.claims[0]?.verdict).toBe("unsupported");
    expect(found.claims[0]?.reason).toMatch(/45/);
    await expectError(
      await t.call("POST", "/api/v1/quality/hallucination-detection", {
        key,
        body: { output: "x" },
      }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("evaluates a batch of stored traces and passes only the faithful one", async () => {
    const batch = await dataOf<{
      batchId: string;
      total: number;
      summary: { passRate: number; avgFaithfulness: number };
      results: { traceId: string; passed: boolean; scores: Record<string, number | null> }[];
    }>(
      await t.call("POST", "/api/v1/quality/evaluate-batch", { key, body: { traceIds, agentId } }),
    );
    expect(batch.batchId).toMatch(/^anl_/);
    expect(batch.total).toBe(2);
    expect(batch.results.map((r) => r.passed)).toEqual([true, false]);
    expect(batch.summary).toMatchObject({ passRate: 0.5, avgFaithfulness: 0.5 });
    expect(Object.keys(batch.results[0]?.scores ?? {})).toEqual([
      "faithfulness",
      "relevance",
      "contextPrecision",
      "contextRecall",
    ]);
    await expectError(
      await t.call("POST", "/api/v1/quality/evaluate-batch", {
        key,
        body: { traceIds: ["tr_nope"] },
      }),
      404,
      "NOT_FOUND",
    );
    const tooMany = Array.from({ length: 101 }, (_, i) => `tr_${i}`);
    await expectError(
      await t.call("POST", "/api/v1/quality/evaluate-batch", { key, body: { traceIds: tooMany } }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("summarises the period and shows a declining daily trend", async () => {
    const company = await t.key({ companyId: "trend" });
    const analyze = (traces: unknown[]) =>
      t.call("POST", "/api/v1/explainer/analyze", {
        key: company,
        body: { traces, options: { tier: "rule_based" } },
      });
    clock.set(new Date("2026-03-02T10:00:00.000Z"));
    await dataOf(await analyze([good("tr_d1"), good("tr_d2")]));
    clock.set(new Date("2026-03-03T10:00:00.000Z"));
    await dataOf(await analyze([bad("tr_d3"), good("tr_d4")]));
    clock.set(new Date("2026-03-04T10:00:00.000Z"));

    const sum = await dataOf<{
      totalEvaluations: number;
      passRate: number;
      hallucinationRate: number;
      topIssues: { type: string; count: number }[];
    }>(await t.call("GET", "/api/v1/quality/summary?period=7d", { key: company }));
    expect(sum).toMatchObject({ totalEvaluations: 4, passRate: 0.75, hallucinationRate: 0.25 });
    expect(sum.topIssues[0]).toMatchObject({ type: "unsupported_number", count: 1 });

    const trend = await dataOf<{
      trends: Record<string, { timestamp: string; evaluations: number; value: number }[]>;
      overallTrend: string;
    }>(
      await t.call("GET", "/api/v1/quality/trends?period=7d&interval=day&metric=faithfulness", {
        key: company,
      }),
    );
    expect(trend.trends.faithfulness?.map((p) => [p.timestamp, p.evaluations, p.value])).toEqual([
      ["2026-03-02T00:00:00.000Z", 2, 1],
      ["2026-03-03T00:00:00.000Z", 2, 0.5],
    ]);
    expect(trend.overallTrend).toBe("declining");
    const empty = await dataOf<{ totalEvaluations: number }>(
      await t.call("GET", "/api/v1/quality/summary", { key: await t.key({ companyId: "empty" }) }),
    );
    expect(empty.totalEvaluations).toBe(0);
  });
});
