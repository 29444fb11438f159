import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { EventEnvelope } from "../../events/types";
import { ANALYSIS_RULES } from "../../testing/analysis-fake";
import { TEST_DIALECTS } from "../../testing/databases";
import { recordEvents } from "../../testing/failures";
import { type FakeLlm, startFakeLlm } from "../../testing/fake-llm";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";
import type { Explanation } from "./explanation";

interface Result {
  traceId: string;
  status: "completed" | "failed";
  error: { code: string; message: string } | null;
  analysis: {
    overallScore: number | null;
    ragEvaluation: Record<string, number | null> | null;
    hallucinationReport: { detected: boolean; hallucinations: { claim: string }[] } | null;
    businessImpact: { severity: string } | null;
    counterfactuals: { findingId: string | null }[] | null;
    insights: string[];
  } | null;
  creditsUsed: number;
}
interface Analyzed {
  results: Result[];
  summary: { totalAnalyzed: number; avgScore: number | null; totalCreditsUsed: number };
}

const REFUND_DOCS = [
  { content: "Refunds are issued within 14 days of the return.", source: "refunds.md" },
  { content: "Our office is open Monday to Friday.", source: "hours.md" },
];
const refund = (
  traceId: string,
  agentResponse = "Refunds are issued within 14 days of the return.",
) => ({
  traceId,
  userMessage: "How long do refunds take?",
  agentResponse,
  outcome: "success",
  retrievedDocuments: REFUND_DOCS,
});

describe.each(TEST_DIALECTS)("explainer v1 on %s", (dialect) => {
  let fake: FakeLlm;
  let t: TestApp;
  let events: EventEnvelope[];
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
    events = recordEvents(t);
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

  const analyze = async (key: string, traces: unknown[], options: Record<string, unknown>) =>
    t.call("POST", "/api/v1/explainer/analyze", { key, body: { traces, options } });
  const balance = async (key: string) =>
    (await dataOf<{ balance: number }>(await t.call("GET", "/api/credits/balance", { key })))
      .balance;

  it("analyses a flat trace at the rule tier for free and stores its explanation", async () => {
    const key = await t.key({ companyId: "rules" });
    const data = await dataOf<Analyzed>(
      await analyze(key, [refund("tr_rule1")], { tier: "rule_based" }),
    );
    expect(data.results[0]).toMatchObject({
      traceId: "tr_rule1",
      status: "completed",
      creditsUsed: 0,
    });
    expect(data.results[0]?.analysis?.overallScore).toBeGreaterThan(0.5);
    expect(data.summary).toMatchObject({ totalAnalyzed: 1, totalCreditsUsed: 0 });
    expect(fake.requests).toHaveLength(0);
    expect(await balance(key)).toBe(10);

    const stored = await dataOf<{ explanation: Explanation }>(
      await t.call("GET", "/api/v1/explainer/trace/tr_rule1", { key }),
    );
    expect(stored.explanation).toMatchObject({ traceId: "tr_rule1", tier: "rule_based" });
    const days =
      (Date.parse(stored.explanation.expiresAt) - Date.parse(stored.explanation.generatedAt)) /
      86_400_000;
    expect(days).toBe(90);
  });

  it("charges fast_llm 0.5, full_llm 1 and deep 2 per trace, with 1, 2 and 3 provider calls", async () => {
    const key = await t.key({ companyId: "tiers" });
    const traces = [refund("tr_t1"), refund("tr_t2", "Refunds are issued within 30 days WRONG.")];
    const fast = await dataOf<Analyzed>(await analyze(key, traces, { tier: "fast_llm" }));
    expect(fast.summary.totalCreditsUsed).toBe(1);
    expect(fake.requests).toHaveLength(2);
    expect(await balance(key)).toBe(9);

    fake.requests.length = 0;
    const full = await dataOf<Analyzed>(
      await analyze(
        key,
        [refund("tr_t3", "Refunds take 14 days. They are issued WRONG by cheque.")],
        { tier: "full_llm" },
      ),
    );
    expect(fake.requests).toHaveLength(2);
    expect(full.results[0]?.creditsUsed).toBe(1);
    expect(full.results[0]?.analysis?.hallucinationReport).toMatchObject({
      detected: true,
      hallucinations: [{ claim: "They are issued WRONG by cheque." }],
    });
    expect(full.results[0]?.analysis?.ragEvaluation?.faithfulness).toBe(0.5);
    expect(full.results[0]?.analysis?.ragEvaluation?.contextPrecision).toBe(1);
    expect(await balance(key)).toBe(8);

    fake.requests.length = 0;
    const deep = await dataOf<Analyzed>(
      await analyze(key, [refund("tr_t4", "Refunds take 30 days WRONG.")], {
        tier: "deep",
        includeBusinessImpact: true,
        includeCounterfactuals: true,
      }),
    );
    expect(fake.requests).toHaveLength(3);
    expect(deep.results[0]?.analysis?.businessImpact?.severity).toBe("high");
    expect(deep.results[0]?.analysis?.counterfactuals).toEqual([
      expect.objectContaining({ findingId: "f1" }),
    ]);
    expect(await balance(key)).toBe(6);
  });

  it("serves a repeated analysis from the cache without a provider call", async () => {
    const key = await t.key({ companyId: "cached" });
    const body = [refund("tr_c1", "Refunds are issued within 14 days.")];
    const first = await dataOf<Analyzed>(await analyze(key, body, { tier: "full_llm" }));
    expect(fake.requests).toHaveLength(2);
    const again = await dataOf<Analyzed>(await analyze(key, body, { tier: "full_llm" }));
    expect(fake.requests).toHaveLength(2);
    expect(again.results[0]?.analysis).toEqual(first.results[0]?.analysis);
  });

  it("fails only the trace the provider fails on, and charges nothing for it", async () => {
    const key = await t.key({ companyId: "failing" });
    const data = await dataOf<Analyzed>(
      await analyze(key, [refund("tr_f1"), refund("tr_f2", "Refunds BOOM in 14 days.")], {
        tier: "full_llm",
      }),
    );
    expect(data.results.map((r) => r.status)).toEqual(["completed", "failed"]);
    expect(data.results[1]).toMatchObject({
      creditsUsed: 0,
      analysis: null,
      error: { code: "LLM_PROVIDER_ERROR" },
    });
    expect(data.summary).toMatchObject({ totalAnalyzed: 1, totalCreditsUsed: 1 });
    expect(await balance(key)).toBe(9);
    await expectError(
      await t.call("GET", "/api/v1/explainer/trace/tr_f2", { key }),
      404,
      "NOT_FOUND",
    );
    await t.deps.jobs.drain();
    const analyzed = events.filter(
      (e) => e.event === "trace.analyzed" && e.data.companyId === "failing",
    );
    expect(analyzed.map((e) => e.data.traceId)).toEqual(["tr_f1"]);
  });

  it("refuses work the balance cannot pay before any provider call (402, nothing charged)", async () => {
    const key = await t.key({ companyId: "poor" });
    const many = Array.from({ length: 6 }, (_, i) => refund(`tr_p${i}`));
    const error = await expectError(
      await analyze(key, many, { tier: "deep" }),
      402,
      "INSUFFICIENT_CREDITS",
    );
    expect(error.details).toMatchObject({ required: 12, balance: 10 });
    expect(fake.requests).toHaveLength(0);
    expect(await balance(key)).toBe(10);
  });

  it("analyses a stored trace by id and answers 404 for another company's", async () => {
    const key = await t.key({ companyId: "stored" });
    const other = await t.key({ companyId: "elsewhere" });
    const agent = await dataOf<{ id: string }>(
      await t.call("POST", "/api/agents", { key, body: { name: "support" } }),
      201,
    );
    const at = "2026-01-15T12:00:00.000Z";
    const made = await dataOf<{ traceId: string }>(
      await t.call("POST", "/api/traces", {
        key,
        body: {
          agentId: agent.id,
          userMessage: "How long do refunds take?",
          agentResponse: "Refunds are issued within 14 days of the return.",
          spans: [
            {
              name: "search",
              type: "retrieval",
              startTime: at,
              endTime: at,
              documents: [{ id: "refunds.md", content: REFUND_DOCS[0]?.content }],
            },
          ],
        },
      }),
      201,
    );
    const data = await dataOf<Analyzed>(
      await analyze(key, [{ traceId: made.traceId }], { tier: "rule_based" }),
    );
    expect(data.results[0]).toMatchObject({ traceId: made.traceId, status: "completed" });
    const stored = await dataOf<{ explanation: Explanation }>(
      await t.call("GET", `/api/v1/explainer/trace/${made.traceId}`, { key }),
    );
    expect(stored.explanation.chunks).toEqual([{ id: "refunds.md", relevant: true, used: true }]);

    await expectError(
      await analyze(other, [{ traceId: made.traceId }], { tier: "rule_based" }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("GET", `/api/v1/explainer/trace/${made.traceId}`, { key: other }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await analyze(other, [{ ...refund("tr_x"), agentId: agent.id }], { tier: "rule_based" }),
      404,
      "NOT_FOUND",
    );
  });

  it("analyses OTLP/OpenInference spans", async () => {
    const key = await t.key({ companyId: "otlp" });
    const res = await t.call("POST", "/api/v1/explainer/analyze", {
      key,
      body: {
        resourceSpans: [
          {
            resource: { attributes: [] },
            scopeSpans: [
              {
                scope: { name: "openinference" },
                spans: [
                  {
                    traceId: "4bf92f3577b34da6a3ce929d0e0e4736",
                    spanId: "00f067aa0ba902b7",
                    name: "agent",
                    kind: 1,
                    startTimeUnixNano: "1700000000000000000",
                    endTimeUnixNano: "1700000001000000000",
                    attributes: [
                      { key: "openinference.span.kind", value: { stringValue: "CHAIN" } },
                      { key: "input.value", value: { stringValue: "How long do refunds take?" } },
                      { key: "output.value", value: { stringValue: "Refunds take 14 days." } },
                    ],
                  },
                ],
              },
            ],
          },
        ],
        options: { tier: "rule_based" },
      },
    });
    const data = await dataOf<Analyzed>(res);
    expect(data.results[0]).toMatchObject({
      traceId: "tr_4bf92f3577b34da6a3ce929d0e0e4736",
      status: "completed",
    });
  });

  it("lists explanations with filters and offset paging", async () => {
    const key = await t.key({ companyId: "listing" });
    await analyze(
      key,
      [
        refund("tr_l1"),
        { ...refund("tr_l2"), outcome: "failure" },
        refund("tr_l3", "Refunds take 30 days."),
      ],
      { tier: "rule_based" },
    );
    const res = await t.call("GET", "/api/v1/explainer/list?limit=2&offset=0", { key });
    const body = (await res.json()) as {
      data: { traceId: string }[];
      pagination: Record<string, unknown>;
    };
    expect(body.data).toHaveLength(2);
    expect(body.pagination).toEqual({ limit: 2, offset: 0, total: 3, hasMore: true });
    const failures = await dataOf<{ traceId: string }[]>(
      await t.call("GET", "/api/v1/explainer/list?outcome=failure", { key }),
    );
    expect(failures.map((f) => f.traceId)).toEqual(["tr_l2"]);
    const low = await dataOf<{ traceId: string }[]>(
      await t.call("GET", "/api/v1/explainer/list?maxScore=0.5", { key }),
    );
    expect(low.map((f) => f.traceId)).toEqual(["tr_l3"]);
    const other = await t.key({ companyId: "nobody" });
    expect(
      await dataOf<unknown[]>(await t.call("GET", "/api/v1/explainer/list", { key: other })),
    ).toEqual([]);
  });

  it("rejects bad input with 400 VALIDATION_ERROR and analyses nothing", async () => {
    const key = await t.key({ companyId: "bad" });
    await expectError(await analyze(key, [], { tier: "rule_based" }), 400, "VALIDATION_ERROR");
    await expectError(
      await analyze(key, [{ userMessage: "hi" }], { tier: "rule_based" }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await analyze(key, [refund("tr_b")], { tier: "huge" }),
      400,
      "VALIDATION_ERROR",
    );
    const cf = await expectError(
      await analyze(key, [refund("tr_b")], { tier: "full_llm", includeCounterfactuals: true }),
      400,
      "VALIDATION_ERROR",
    );
    expect(cf.details?.field).toBe("options.includeCounterfactuals");
    await expectError(
      await t.call("GET", "/api/v1/explainer/list?minScore=2", { key }),
      400,
      "VALIDATION_ERROR",
    );
    expect(await dataOf<unknown[]>(await t.call("GET", "/api/v1/explainer/list", { key }))).toEqual(
      [],
    );
  });
});

describe("explainer v1 without a provider", () => {
  it("answers 503 llm_provider_not_configured for a model tier and still runs rule_based", async () => {
    const t = await createTestApp();
    try {
      const key = await t.key();
      const body = (tier: string) => ({ traces: [refund("tr_n1")], options: { tier } });
      const error = await expectError(
        await t.call("POST", "/api/v1/explainer/analyze", { key, body: body("fast_llm") }),
        503,
        "SERVICE_UNAVAILABLE",
      );
      expect(error.details?.reason).toBe("llm_provider_not_configured");
      await dataOf(
        await t.call("POST", "/api/v1/explainer/analyze", { key, body: body("rule_based") }),
      );
    } finally {
      await t.close();
    }
  });
});
