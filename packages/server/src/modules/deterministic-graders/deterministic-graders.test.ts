import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import {
  createTestApp,
  dataOf,
  expectError,
  manualClock,
  type TestApp,
} from "../../testing/harness";

interface Evaluated {
  passed: boolean;
  score: number;
  results: { rule: string; passed: boolean; detail: string }[];
  metadata: {
    traceId: string | null;
    agentId: string | null;
    evaluatedAt: string;
    durationMs: number;
  };
}

describe.each(TEST_DIALECTS)("deterministic graders on %s", (dialect) => {
  let t: TestApp;
  let reader: string;
  /** Traces of latency 2500 ms and 300 ms, of one agent of the default company. */
  let slowTrace: string;
  let fastTrace: string;
  let otherAgent: string;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp({ dialect, clock });
    reader = await t.key({ permissions: ["read"] });
    const writer = await t.key();
    const agentIds: string[] = [];
    for (const name of ["Support", "Sales"]) {
      const agent = await t.call("POST", "/api/agents", { key: writer, body: { name } });
      agentIds.push((await dataOf<{ id: string }>(agent, 201)).id);
    }
    const trace = async (latencyMs: number) => {
      const body = { agentId: agentIds[0], latencyMs, spans: [] };
      const created = await t.call("POST", "/api/traces", { key: writer, body });
      return (await dataOf<{ traceId: string }>(created, 201)).traceId;
    };
    slowTrace = await trace(2500);
    fastTrace = await trace(300);
    otherAgent = agentIds[1] as string;
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown, key = reader) =>
    t.call("POST", `/api/deterministic-graders/${path}`, { key, body });

  /** The response_time result for `metadata`, against maxMs 1000. */
  const responseTime = async (metadata: Record<string, unknown>) => {
    const rules = [{ type: "response_time", config: { maxMs: 1000 } }];
    const data = await dataOf<Evaluated>(await post("evaluate", { output: "x", rules, metadata }));
    return data.results[0];
  };

  it("evaluates every rule type with a read-only key", async () => {
    const data = await dataOf<Evaluated>(
      await post("evaluate", {
        output: '{"answer": "Refunds take 5 days"}',
        rules: [
          { type: "length", config: { min: 5, max: 100 } },
          { type: "keywords", config: { required: ["refunds"], prohibited: ["guarantee"] } },
          { type: "json_valid", config: { schema: { type: "object", required: ["answer"] } } },
          { type: "regex", config: { pattern: "\\d+ days", shouldMatch: true } },
          { type: "no_pii", config: {} },
          { type: "response_time", config: { maxMs: 1000 } },
        ],
        metadata: { traceId: "tr_1", agentId: "agent_1", latencyMs: 2500 },
      }),
    );
    expect(data.results.map((r) => [r.rule, r.passed])).toEqual([
      ["length", true],
      ["keywords", true],
      ["json_valid", true],
      ["regex", true],
      ["no_pii", true],
      ["response_time", false],
    ]);
    expect(data.passed).toBe(false);
    expect(data.score).toBeCloseTo(5 / 6, 3);
    expect(data.metadata).toMatchObject({
      traceId: "tr_1",
      agentId: "agent_1",
      evaluatedAt: "2026-01-15T12:00:00.000Z",
    });
  });

  it("reports PII types without their values", async () => {
    const data = await dataOf<Evaluated>(
      await post("evaluate", { output: "mail jane@example.com", rules: [{ type: "no_pii" }] }),
    );
    expect(data.passed).toBe(false);
    expect(data.results[0]?.detail).toContain("email");
    expect(data.results[0]?.detail).not.toContain("jane@example.com");
  });

  it("bulk-evaluates items with a summary", async () => {
    const data = await dataOf<{
      totalItems: number;
      passed: number;
      failed: number;
      results: { id: string; passed: boolean; score: number }[];
      summary: { passRate: number; avgScore: number; durationMs: number };
    }>(
      await post("bulk-evaluate", {
        items: [
          { id: "a", output: "short", rules: [{ type: "length", config: { max: 10 } }] },
          {
            id: "b",
            output: "far too long an answer",
            rules: [{ type: "length", config: { max: 10 } }],
          },
        ],
      }),
    );
    expect(data).toMatchObject({ totalItems: 2, passed: 1, failed: 1 });
    expect(data.results.map((r) => [r.id, r.passed, r.score])).toEqual([
      ["a", true, 1],
      ["b", false, 0],
    ]);
    expect(data.summary).toMatchObject({ passRate: 0.5, avgScore: 0.5 });
  });

  it("feeds the response_time rule metadata.responseTimeMs", async () => {
    expect(await responseTime({ responseTimeMs: 800 })).toEqual({
      rule: "response_time",
      passed: true,
      detail: "800 ms (max 1000 ms)",
    });
    expect(await responseTime({ responseTimeMs: 1200 })).toMatchObject({ passed: false });
  });

  it("feeds the response_time rule metadata.latencyMs", async () => {
    expect(await responseTime({ latencyMs: 1200 })).toEqual({
      rule: "response_time",
      passed: false,
      detail: "1200 ms (max 1000 ms)",
    });
  });

  it("feeds the response_time rule the stored trace's latency when only traceId is given", async () => {
    expect(await responseTime({ traceId: slowTrace })).toEqual({
      rule: "response_time",
      passed: false,
      detail: "2500 ms (max 1000 ms)",
    });
    expect(await responseTime({ traceId: fastTrace })).toMatchObject({ passed: true });
  });

  it("takes responseTimeMs over latencyMs, and either over the stored trace's latency", async () => {
    const slow = { traceId: slowTrace };
    expect((await responseTime({ ...slow, latencyMs: 700 }))?.detail).toBe("700 ms (max 1000 ms)");
    expect((await responseTime({ ...slow, latencyMs: 5000, responseTimeMs: 600 }))?.detail).toBe(
      "600 ms (max 1000 ms)",
    );
  });

  it("answers 404 NOT_FOUND when the trace that is to give the time is not the caller's", async () => {
    const rules = [{ type: "response_time", config: { maxMs: 1000 } }];
    const ask = (traceId: string, key = reader) =>
      post("evaluate", { output: "x", rules, metadata: { traceId } }, key);
    await expectError(await ask("tr_missing"), 404, "NOT_FOUND");
    const stranger = await t.key({ companyId: "other-company", permissions: ["read"] });
    await expectError(await ask(slowTrace, stranger), 404, "NOT_FOUND");
    const boundElsewhere = await t.key({ agentId: otherAgent, permissions: ["read"] });
    await expectError(await ask(slowTrace, boundElsewhere), 404, "NOT_FOUND");
  });

  it("reads no trace when no response_time rule needs a time", async () => {
    const res = await post("evaluate", {
      output: "x",
      rules: [{ type: "length", config: { max: 5 } }],
      metadata: { traceId: "tr_missing" },
    });
    expect((await dataOf<Evaluated>(res)).metadata.traceId).toBe("tr_missing");
  });

  it("bulk-evaluates each item with its own time: responseTimeMs, latencyMs or its trace's", async () => {
    const rules = [{ type: "response_time", config: { maxMs: 1000 } }];
    const data = await dataOf<{ results: { id: string; results: Evaluated["results"] }[] }>(
      await post("bulk-evaluate", {
        items: [
          { id: "given", output: "x", rules, metadata: { responseTimeMs: 900, latencyMs: 4000 } },
          { id: "latency", output: "x", rules, metadata: { latencyMs: 1100 } },
          { id: "trace", output: "x", rules, metadata: { traceId: slowTrace } },
          {
            id: "trace-beaten",
            output: "x",
            rules,
            metadata: { traceId: slowTrace, latencyMs: 10 },
          },
          { id: "none", output: "x", rules },
        ],
      }),
    );
    expect(data.results.map((r) => [r.id, r.results[0]?.detail])).toEqual([
      ["given", "900 ms (max 1000 ms)"],
      ["latency", "1100 ms (max 1000 ms)"],
      ["trace", "2500 ms (max 1000 ms)"],
      ["trace-beaten", "10 ms (max 1000 ms)"],
      ["none", "metadata.responseTimeMs (or latencyMs) is missing"],
    ]);
    const unknown = await post("bulk-evaluate", {
      items: [{ id: "a", output: "x", rules, metadata: { traceId: "tr_missing" } }],
    });
    await expectError(unknown, 404, "NOT_FOUND");
  });

  it("answers 400 VALIDATION_ERROR for an unknown rule type or bad config, naming the field", async () => {
    let error = await expectError(
      await post("evaluate", { output: "x", rules: [{ type: "sentiment" }] }),
      400,
      "VALIDATION_ERROR",
    );
    expect(error.details?.field).toBe("rules[0].type");
    error = await expectError(
      await post("evaluate", {
        output: "x",
        rules: [{ type: "regex", config: { pattern: "(a" } }],
      }),
      400,
      "VALIDATION_ERROR",
    );
    expect(String(error.details?.field)).toMatch(/^rules\[0\]\.config/);
    await expectError(await post("evaluate", { rules: [] }), 400, "VALIDATION_ERROR");
    await expectError(
      await post("bulk-evaluate", {
        items: Array.from({ length: 101 }, (_, i) => ({
          id: `${i}`,
          output: "x",
          rules: [{ type: "no_pii" }],
        })),
      }),
      400,
      "VALIDATION_ERROR",
    );
  });
});
