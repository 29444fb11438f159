import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ANALYSIS_RULES } from "../../testing/analysis-fake";
import { TEST_DIALECTS } from "../../testing/databases";
import { type FakeLlm, startFakeLlm } from "../../testing/fake-llm";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";

interface Run {
  id: string | null;
  status: string;
  costEstimate: { totalCredits: number; breakdown: Record<string, number> };
  results: {
    traceId: string;
    status: string;
    overallScore: number | null;
    modules: Record<string, unknown>;
    creditsUsed: number;
  }[];
  creditsUsed: number;
  remainingCredits: number;
}

const trace = (traceId: string, agentResponse = "Refunds are issued within 14 days.") => ({
  traceId,
  userMessage: "How long do refunds take?",
  agentResponse,
  retrievedDocuments: [{ content: "Refunds are issued within 14 days of the return." }],
});

describe.each(TEST_DIALECTS)("analyzer v2 on %s", (dialect) => {
  let fake: FakeLlm;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeLlm();
    t = await createTestApp({
      dialect,
      config: { creditsInitial: 10 },
      env: {
        VIGIL_LLM_BASE_URL: fake.url,
        VIGIL_LLM_MODEL: "fake-model",
        VIGIL_LLM_MAX_RETRIES: "0",
      },
    });
  });
  beforeEach(() => {
    fake.reset();
    fake.script({ match: /BOOM/, status: 400 });
    for (const rule of ANALYSIS_RULES) fake.script(rule);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const analyze = (key: string, traces: unknown[], config: Record<string, unknown>) =>
    t.call("POST", "/api/v2/analyzer/analyze", { key, body: { traces, config } });

  it("estimates a dry run with a read-only key, calling no model and charging nothing", async () => {
    const reader = await t.key({ companyId: "dry", permissions: ["read"] });
    const run = await dataOf<Run>(
      await analyze(reader, [trace("tr_d1"), trace("tr_d2")], { tier: "deep", dryRun: true }),
    );
    expect(run).toMatchObject({
      id: null,
      status: "estimated",
      costEstimate: { totalCredits: 4, breakdown: { baseAnalysis: 4 } },
      results: [],
      creditsUsed: 0,
      remainingCredits: 10,
    });
    expect(fake.requests).toHaveLength(0);
    await expectError(
      await analyze(reader, [trace("tr_d1")], { tier: "fast_llm" }),
      403,
      "FORBIDDEN",
    );
  });

  it("runs the modules asked for, fails only the failing trace, and reads back as a run", async () => {
    const key = await t.key({ companyId: "v2" });
    const run = await dataOf<Run>(
      await analyze(key, [trace("tr_v1"), trace("tr_v2", "Refunds BOOM in 14 days.")], {
        tier: "fast_llm",
        modules: ["rag_evaluation"],
      }),
    );
    expect(run.id).toMatch(/^anl_[0-9A-Z]{26}$/);
    expect(run).toMatchObject({ status: "completed", creditsUsed: 0.5, remainingCredits: 9.5 });
    expect(run.results.map((r) => [r.status, r.creditsUsed])).toEqual([
      ["completed", 0.5],
      ["failed", 0],
    ]);
    expect(Object.keys(run.results[0]?.modules ?? {})).toEqual(["rag_evaluation"]);

    const stored = await dataOf<Run & { traceCount: number; tier: string }>(
      await t.call("GET", `/api/v2/analyzer/results/${run.id}`, { key }),
    );
    expect(stored).toMatchObject({ id: run.id, tier: "fast_llm", traceCount: 2, creditsUsed: 0.5 });
    expect(stored.results).toEqual(run.results);

    const other = await t.key({ companyId: "v2-other" });
    await expectError(
      await t.call("GET", `/api/v2/analyzer/results/${run.id}`, { key: other }),
      404,
      "NOT_FOUND",
    );
  });

  it("lists the history with filters and totals", async () => {
    const key = await t.key({ companyId: "hist" });
    await dataOf(await analyze(key, [trace("tr_h1")], { tier: "rule_based" }));
    await dataOf(await analyze(key, [trace("tr_h2"), trace("tr_h3")], { tier: "fast_llm" }));
    const all = await dataOf<{
      analyses: { tier: string; traceCount: number }[];
      pagination: { total: number };
      summary: { totalAnalyses: number; totalCreditsUsed: number };
    }>(await t.call("GET", "/api/v2/analyzer/history", { key }));
    expect(all.analyses.map((a) => [a.tier, a.traceCount])).toEqual([
      ["fast_llm", 2],
      ["rule_based", 1],
    ]);
    expect(all.summary).toMatchObject({ totalAnalyses: 2, totalCreditsUsed: 1 });
    const rules = await dataOf<{ analyses: unknown[] }>(
      await t.call("GET", "/api/v2/analyzer/history?tier=rule_based&limit=1", { key }),
    );
    expect(rules.analyses).toHaveLength(1);
  });

  it("rejects a deep-only module at a lower tier and bad configs with 400", async () => {
    const key = await t.key({ companyId: "v2bad" });
    const error = await expectError(
      await analyze(key, [trace("tr_b1")], { tier: "full_llm", modules: ["counterfactuals"] }),
      400,
      "VALIDATION_ERROR",
    );
    expect(error.details?.field).toBe("config.modules");
    await expectError(
      await analyze(key, [trace("tr_b1")], { modules: ["astrology"] }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(await analyze(key, [], { tier: "rule_based" }), 400, "VALIDATION_ERROR");
    expect(fake.requests).toHaveLength(0);
  });
});
