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
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp({ dialect, clock });
    reader = await t.key({ permissions: ["read"] });
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown) =>
    t.call("POST", `/api/deterministic-graders/${path}`, { key: reader, body });

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
