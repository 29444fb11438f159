import { describe, expect, it } from "vitest";
import { bulkEvaluate, evaluateGraders, GuardrailsError } from "../index";

const fixed = { now: () => 0, date: () => new Date("2025-01-02T03:04:05.000Z") };

function one(output: string, type: string, config: Record<string, unknown>, metadata = {}) {
  const result = evaluateGraders({ output, rules: [{ type, config }], metadata }, fixed).results[0];
  if (!result) throw new Error("no result");
  return result;
}

describe("evaluateGraders", () => {
  it("scores the fraction of rules passed and echoes metadata", () => {
    const res = evaluateGraders(
      {
        output: "Your refund was processed.",
        rules: [
          { type: "keywords", config: { required: ["refund"] } },
          { type: "length", config: { max: 3, unit: "words" } },
        ],
        metadata: { traceId: "tr_1", agentId: "ag_1" },
      },
      fixed,
    );
    expect(res).toEqual({
      passed: false,
      score: 0.5,
      results: [
        { rule: "keywords", passed: true, detail: "all 1 required present, none of 0 prohibited" },
        { rule: "length", passed: false, detail: "4 words (max 3)" },
      ],
      metadata: {
        traceId: "tr_1",
        agentId: "ag_1",
        evaluatedAt: "2025-01-02T03:04:05.000Z",
        durationMs: 0,
      },
    });
  });

  it("uses null ids when metadata has none", () => {
    const res = evaluateGraders(
      { output: "x", rules: [{ type: "length", config: { min: 1 } }] },
      fixed,
    );
    expect(res.metadata).toMatchObject({ traceId: null, agentId: null });
  });

  it.each([
    [{ output: 1, rules: [{ type: "length", config: { min: 1 } }] }, "output: must be a string"],
    [{ output: "x", rules: [] }, "rules: must be a non-empty array of {type, config}"],
    [
      { output: "x", rules: [{ type: "sentiment" }] },
      "rules[0].type: unknown rule type (known: length, keywords, json_valid, regex, no_pii, response_time)",
    ],
    [{ output: "x", rules: [{ type: "length", config: {} }] }, "rules[0].config: needs min or max"],
    [
      { output: "x", rules: [{ type: "length", config: { min: 5, max: 2 } }] },
      "rules[0].config.min: must not exceed max",
    ],
    [
      { output: "x", rules: [{ type: "length", config: { max: 2, unit: "bytes" } }] },
      "rules[0].config.unit: must be one of chars, words",
    ],
    [
      { output: "x", rules: [{ type: "keywords", config: {} }] },
      "rules[0].config: needs required or prohibited keywords",
    ],
    [
      { output: "x", rules: [{ type: "regex", config: { pattern: "(?=x)" } }] },
      "rules[0].config.pattern: invalid pattern: lookahead and lookbehind are not supported",
    ],
    [
      { output: "x", rules: [{ type: "no_pii", config: { categories: ["dna"] } }] },
      "rules[0].config.categories[0]: must be one of",
    ],
    [
      { output: "x", rules: [{ type: "response_time", config: {} }] },
      "rules[0].config.maxMs: is required (a non-negative number of milliseconds)",
    ],
    [
      { output: "x", rules: [{ type: "json_valid", config: { schema: { $ref: "#/x" } } }] },
      "rules[0].config.schema.$ref: unsupported schema keyword",
    ],
  ])("rejects %j", (request, message) => {
    expect(() => evaluateGraders(request as never, fixed)).toThrow(GuardrailsError);
    expect(() => evaluateGraders(request as never, fixed)).toThrow(message);
  });
});

describe("length grader", () => {
  it("counts code points, not UTF-16 units", () => {
    expect(one("𝐛𝐨𝐦𝐛", "length", { max: 4 })).toMatchObject({
      passed: true,
      detail: "4 chars (max 4)",
    });
  });

  it("fails below min and passes within bounds", () => {
    expect(one("hi", "length", { min: 3 }).passed).toBe(false);
    expect(one("one two three", "length", { min: 2, max: 3, unit: "words" })).toMatchObject({
      passed: true,
      detail: "3 words (min 2, max 3)",
    });
  });
});

describe("keywords grader", () => {
  it("names missing required and found prohibited keywords", () => {
    expect(
      one("We cannot offer a refund, sorry", "keywords", {
        required: ["refund", "apology"],
        prohibited: ["sorry"],
      }),
    ).toEqual({
      rule: "keywords",
      passed: false,
      detail: "missing required: apology; found prohibited: sorry",
    });
  });

  it("sees through look-alike characters", () => {
    expect(one("ｓｏｒｒｙ about that", "keywords", { prohibited: ["sorry"] }).passed).toBe(false);
  });
});

describe("regex grader", () => {
  it("passes on a match when shouldMatch is true (default)", () => {
    expect(one("Ticket #123", "regex", { pattern: "#\\d+" })).toMatchObject({ passed: true });
  });

  it("fails on a match when shouldMatch is false", () => {
    expect(one("Ticket #123", "regex", { pattern: "#\\d+", shouldMatch: false })).toEqual({
      rule: "regex",
      passed: false,
      detail: "pattern matched (shouldMatch false)",
    });
  });
});

describe("no_pii grader", () => {
  it("fails with the types and counts found, never the values", () => {
    expect(one("mail a@b.io or c@d.io, ssn 123-45-6789", "no_pii", {})).toEqual({
      rule: "no_pii",
      passed: false,
      detail: "PII found: email x2, ssn x1",
    });
  });

  it("checks only the given categories", () => {
    expect(one("mail a@b.io", "no_pii", { categories: ["ssn"] }).passed).toBe(true);
  });
});

describe("response_time grader", () => {
  it("compares metadata.latencyMs with maxMs", () => {
    expect(one("x", "response_time", { maxMs: 500 }, { latencyMs: 499 })).toMatchObject({
      passed: true,
    });
    expect(one("x", "response_time", { maxMs: 500 }, { latencyMs: 501 })).toEqual({
      rule: "response_time",
      passed: false,
      detail: "501 ms (max 500 ms)",
    });
  });

  it("compares metadata.responseTimeMs with maxMs, ahead of latencyMs", () => {
    expect(one("x", "response_time", { maxMs: 500 }, { responseTimeMs: 501 })).toEqual({
      rule: "response_time",
      passed: false,
      detail: "501 ms (max 500 ms)",
    });
    expect(
      one("x", "response_time", { maxMs: 500 }, { responseTimeMs: 499, latencyMs: 900 }),
    ).toEqual({ rule: "response_time", passed: true, detail: "499 ms (max 500 ms)" });
  });

  it("fails when both responseTimeMs and latencyMs are missing", () => {
    expect(one("x", "response_time", { maxMs: 500 })).toMatchObject({
      passed: false,
      detail: "metadata.responseTimeMs (or latencyMs) is missing",
    });
  });
});

describe("json_valid grader", () => {
  it("fails on invalid JSON", () => {
    const result = one("{oops", "json_valid", {});
    expect(result?.passed).toBe(false);
    expect(result?.detail).toMatch(/^invalid JSON: /);
  });

  it("passes valid JSON without a schema", () => {
    expect(one("[1, 2]", "json_valid", {})).toMatchObject({ passed: true, detail: "valid JSON" });
  });

  it("reports schema violations with paths", () => {
    const schema = {
      type: "object",
      required: ["name", "age"],
      properties: { name: { type: "string", minLength: 2 }, age: { type: "integer", minimum: 0 } },
      additionalProperties: false,
    };
    expect(one('{"name": "A", "age": 1.5, "x": 1}', "json_valid", { schema })).toEqual({
      rule: "json_valid",
      passed: false,
      detail:
        "schema violations: $.name: shorter than minLength 2; $.age: expected integer, got number; $.x: no value is allowed here",
    });
  });
});

describe("bulkEvaluate", () => {
  it("evaluates each item and summarises", () => {
    const rules = [{ type: "length", config: { min: 2, unit: "words" } }];
    const res = bulkEvaluate(
      {
        items: [
          { id: "a", output: "hello world", rules },
          { id: "b", output: "hi", rules },
        ],
      },
      fixed,
    );
    expect(res).toEqual({
      totalItems: 2,
      passed: 1,
      failed: 1,
      results: [
        {
          id: "a",
          passed: true,
          score: 1,
          results: [{ rule: "length", passed: true, detail: "2 words (min 2)" }],
        },
        {
          id: "b",
          passed: false,
          score: 0,
          results: [{ rule: "length", passed: false, detail: "1 words (min 2)" }],
        },
      ],
      summary: { passRate: 0.5, avgScore: 0.5, durationMs: 0 },
    });
  });

  it("rejects the whole batch when one item is invalid", () => {
    expect(() =>
      bulkEvaluate({ items: [{ id: "a", output: "x", rules: [{ type: "nope" }] }] }, fixed),
    ).toThrow("items[0].rules[0].type: unknown rule type");
  });

  it("requires items", () => {
    expect(() => bulkEvaluate({ items: [] }, fixed)).toThrow("items: must be a non-empty array");
  });

  it("marks a rule whose user regex runs out of budget as failed", () => {
    let t = 0;
    const res = bulkEvaluate(
      {
        items: [
          {
            id: "a",
            output: "a".repeat(100_000),
            rules: [{ type: "regex", config: { pattern: "[ab]{1,1000}c" } }],
          },
        ],
      },
      { now: () => t++, ruleTimeoutMs: 100 },
    );
    expect(res.results[0]?.results[0]).toEqual({
      rule: "regex",
      passed: false,
      detail: "timed out after 100 ms",
    });
  });
});
