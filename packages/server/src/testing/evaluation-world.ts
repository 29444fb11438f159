/** Fixtures of the evaluation suite tests: companies, traces, suites and runs over HTTP. */
import { dataOf, type TestApp } from "./harness";

export interface CriterionOutcomeView {
  score: number | null;
  passed: boolean;
  error?: string;
  cached?: boolean;
  detail?: string;
  dropped?: { model: string; reason: string }[];
}
export interface SuiteRunView {
  suiteId: string;
  runId: string;
  status: "completed" | "failed";
  summary: {
    totalTraces: number;
    averageScore: number | null;
    passRate: number;
    criteriaBreakdown: Record<string, { average: number | null; passRate: number }>;
    errors: number;
  };
  results: {
    traceId: string;
    scores: Record<string, number>;
    passed: boolean;
    errors: Record<string, string>;
    criteria: Record<string, CriterionOutcomeView>;
  }[];
  judgeCalls: number;
  cachedJudgeCalls: number;
  creditsUsed: number;
}

/** One criterion per deterministic suite rule. */
export const DETERMINISTIC_CRITERIA = [
  {
    name: "length",
    type: "deterministic",
    rule: "response_length_between",
    params: { min: 3, max: 40 },
  },
  {
    name: "mentions",
    type: "deterministic",
    rule: "contains_keywords",
    params: { keywords: ["ships"] },
  },
  { name: "json", type: "deterministic", rule: "json_valid" },
  { name: "digits", type: "deterministic", rule: "regex_match", params: { pattern: "\\d+" } },
  { name: "pii", type: "deterministic", rule: "no_pii" },
  { name: "fast", type: "deterministic", rule: "response_time_under", params: { maxMs: 1000 } },
];

/** Helpers over a test app; `prefix` keeps the companies of several test files apart. */
export function evaluationWorld(t: TestApp, prefix: string) {
  let tenant = 0;
  /** A key of a fresh company, with one agent. */
  const company = async () => {
    const companyId = `${prefix}-${++tenant}`;
    const key = await t.key({ companyId });
    const agent = await dataOf<{ id: string }>(
      await t.call("POST", "/api/agents", { key, body: { name: "Support" } }),
      201,
    );
    return { key, agentId: agent.id, companyId };
  };
  const trace = async (
    who: { key: string; agentId: string },
    agentResponse: string,
    latencyMs: number,
  ) => {
    const start = "2026-01-15T11:00:00.000Z";
    const body = {
      agentId: who.agentId,
      userMessage: "Where is my order?",
      agentResponse,
      latencyMs,
      spans: [
        {
          id: "search",
          name: "search orders",
          type: "retrieval",
          startTime: start,
          endTime: "2026-01-15T11:00:00.200Z",
          documents: [{ id: "doc-1", content: "Order 42 ships tomorrow", score: 0.9 }],
        },
      ],
    };
    const created = await t.call("POST", "/api/traces", { key: who.key, body });
    return (await dataOf<{ traceId: string }>(created, 201)).traceId;
  };
  const createSuite = (key: string, criteria: unknown[], name = "support quality") =>
    t.call("POST", "/api/v1/evaluation/suites", { key, body: { name, criteria } });
  const suiteId = async (key: string, criteria: unknown[]) =>
    (await dataOf<{ id: string }>(await createSuite(key, criteria), 201)).id;
  const run = (key: string, body: unknown) =>
    t.call("POST", "/api/v1/evaluation/run", { key, body });
  const balance = async (key: string) =>
    (await dataOf<{ balance: number }>(await t.call("GET", "/api/credits/balance", { key })))
      .balance;
  return { company, trace, createSuite, suiteId, run, balance };
}
