import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANALYSIS_RULES } from "../../testing/analysis-fake";
import { TEST_DIALECTS } from "../../testing/databases";
import { type FakeLlm, startFakeLlm } from "../../testing/fake-llm";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";

const DOC = "Refunds are issued within 14 days of the return.";

interface Report {
  originalScore: number;
  counterfactuals: {
    change: string;
    findingId: string | null;
    expectedScore: number;
    changeType: string;
  }[];
  creditsUsed: number;
}

type ToolSpan = { name: string; status: "ok" | "error"; statusMessage?: string };

async function storeTrace(
  t: TestApp,
  key: string,
  answer: string,
  tools: ToolSpan[] = [],
): Promise<string> {
  const agent = await dataOf<{ id: string }>(
    await t.call("POST", "/api/agents", { key, body: { name: `a${Math.random()}` } }),
    201,
  );
  const at = "2026-01-15T12:00:00.000Z";
  const made = await dataOf<{ traceId: string }>(
    await t.call("POST", "/api/traces", {
      key,
      body: {
        agentId: agent.id,
        userMessage: "How long do refunds take?",
        agentResponse: answer,
        spans: [
          {
            name: "search",
            type: "retrieval",
            startTime: at,
            endTime: at,
            documents: [{ id: "refunds.md", content: DOC }],
          },
          ...tools.map((tool) => ({ ...tool, type: "tool", startTime: at, endTime: at })),
        ],
      },
    }),
    201,
  );
  return made.traceId;
}

const balance = async (t: TestApp, key: string) =>
  (await dataOf<{ balance: number }>(await t.call("GET", "/api/credits/balance", { key }))).balance;

describe.each(TEST_DIALECTS)("counterfactuals without a model on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, config: { creditsInitial: 3 } });
  });
  afterAll(() => t.close());

  it("maps an unsupported number to grounding numbers, re-scored with it fixed, for 2 credits", async () => {
    const key = await t.key({ companyId: "cf" });
    const traceId = await storeTrace(t, key, "Refunds are issued within 45 days of the return.");
    const report = await dataOf<Report>(
      await t.call("GET", `/api/v1/explainer/counterfactual/${traceId}`, { key }),
    );
    expect(report.creditsUsed).toBe(2);
    expect(report.counterfactuals[0]).toMatchObject({ changeType: "prompt", findingId: "f1" });
    expect(report.counterfactuals[0]?.change).toMatch(/Ground numbers/);
    expect(report.counterfactuals[0]?.expectedScore).toBeGreaterThan(report.originalScore);
    expect(report.counterfactuals.length).toBeLessThanOrEqual(5);
    expect(await balance(t, key)).toBe(1);
    // One credit left: the next request is refused before any work.
    await expectError(
      await t.call("GET", `/api/v1/explainer/counterfactual/${traceId}`, { key }),
      402,
      "INSUFFICIENT_CREDITS",
    );
    expect(await balance(t, key)).toBe(1);
    const other = await t.key({ companyId: "cf-other" });
    await expectError(
      await t.call("GET", `/api/v1/explainer/counterfactual/${traceId}`, { key: other }),
      404,
      "NOT_FOUND",
    );
    expect(await balance(t, other)).toBe(3);
  });

  it("maps a failed tool call to validating tool arguments, re-scored as if it had succeeded", async () => {
    const key = await t.key({ companyId: "cf-tool" });
    const answer = "Refunds are issued within 14 days of the return.";
    const traceId = await storeTrace(t, key, answer, [
      { name: "lookup_order", status: "ok" },
      {
        name: "refund_order",
        status: "error",
        statusMessage: "ValidationError: amount must be positive",
      },
    ]);
    const cleanId = await storeTrace(t, key, answer, [
      { name: "lookup_order", status: "ok" },
      { name: "refund_order", status: "ok" },
    ]);
    const report = await dataOf<Report>(
      await t.call("GET", `/api/v1/explainer/counterfactual/${traceId}`, { key }),
    );
    const explained = await dataOf<{ results: { analysis: { overallScore: number } }[] }>(
      await t.call("POST", "/api/v1/explainer/analyze", {
        key,
        body: { traces: [{ traceId: cleanId }], options: { tier: "rule_based" } },
      }),
    );
    const tool = report.counterfactuals.find((c) => c.changeType === "tool");
    expect(tool?.change).toMatch(/^Validate tool arguments/);
    // Re-scored with the finding removed: the score of the same trace whose calls all succeeded.
    expect(tool?.expectedScore).toBe(explained.results[0]?.analysis.overallScore);
    expect(tool?.expectedScore).toBeGreaterThan(report.originalScore);
  });
});

describe("counterfactuals with a model", () => {
  let fake: FakeLlm;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeLlm({ rules: [...ANALYSIS_RULES] });
    t = await createTestApp({
      config: { creditsInitial: 10 },
      env: { VIGIL_LLM_BASE_URL: fake.url, VIGIL_LLM_MODEL: "fake-model" },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("answers the model's changes, each citing a finding of the analysis", async () => {
    const key = await t.key({ companyId: "cf-llm" });
    const traceId = await storeTrace(t, key, "Refunds are issued within 45 days of the return.");
    const report = await dataOf<Report>(
      await t.call("GET", `/api/v1/explainer/counterfactual/${traceId}`, { key }),
    );
    expect(fake.requests).toHaveLength(1);
    expect(report.counterfactuals).toEqual([
      expect.objectContaining({
        findingId: "f1",
        change: "Ground every figure in the retrieved policy",
      }),
    ]);
    expect(await balance(t, key)).toBe(8);
  });
});
