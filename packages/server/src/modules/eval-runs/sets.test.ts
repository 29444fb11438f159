import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";

interface SetDetail {
  id: string;
  exampleCount: number;
  agentId: string;
  examples: { id: string; context: string[]; criteria: string[]; expectedOutput: string | null }[];
  criteria: { name: string; weight: number }[];
}

describe.each(TEST_DIALECTS)("evaluation sets on %s", (dialect) => {
  let t: TestApp;
  let key: string;
  let agentId: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    key = await t.key();
    agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "bot" } }),
        201,
      )
    ).id;
  });
  afterAll(() => t.close());

  const body = (extra: Record<string, unknown> = {}) => ({
    name: "Capitals",
    agentId,
    examples: [
      {
        input: "Capital of France?",
        expectedOutput: "Paris",
        context: "Paris is the capital of France.",
      },
      { id: "de", input: "Capital of Germany?", expectedOutput: "Berlin", criteria: ["short"] },
    ],
    criteria: [
      { name: "short", weight: 2, rule: { type: "length", config: { max: 50, unit: "chars" } } },
      { name: "accuracy", weight: 3 },
    ],
    ...extra,
  });

  it("creates a set with 201 and reads it back with its examples", async () => {
    const created = await dataOf<{ id: string; exampleCount: number; name: string }>(
      await t.call("POST", "/api/evaluation/sets", { key, body: body() }),
      201,
    );
    expect(created.id).toMatch(/^eval_set_[0-9A-Z]{26}$/);
    expect(created).toMatchObject({ name: "Capitals", exampleCount: 2 });
    const detail = await dataOf<SetDetail>(
      await t.call("GET", `/api/evaluation/sets/${created.id}`, { key }),
    );
    expect(detail.examples.map((e) => e.id)).toEqual(["ex-1", "de"]);
    expect(detail.examples[0]?.context).toEqual(["Paris is the capital of France."]);
    expect(detail.examples[1]).toMatchObject({ criteria: ["short"], context: [] });
    expect(detail.criteria.map((c) => [c.name, c.weight])).toEqual([
      ["short", 2],
      ["accuracy", 3],
    ]);
  });

  it("lists sets by agent with page pagination", async () => {
    const other = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "other" } }),
        201,
      )
    ).id;
    await t.call("POST", "/api/evaluation/sets", { key, body: body({ agentId: other }) });
    const res = await t.call("GET", `/api/evaluation/sets?agentId=${other}&limit=1`, { key });
    const page = (await res.json()) as { data: SetDetail[]; pagination: { total: number } };
    expect(page.pagination.total).toBe(1);
    expect(page.data[0]?.agentId).toBe(other);
    expect(page.data[0]).not.toHaveProperty("examples");
    await expectError(
      await t.call("GET", "/api/evaluation/sets?limit=101", { key }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it.each([
    [
      "a criterion that is neither a rule nor a metric",
      { criteria: [{ name: "tone" }] },
      "criteria.0.rule",
    ],
    [
      "a rule with a bad config",
      { criteria: [{ name: "re", rule: { type: "regex", config: { pattern: "(" } } }] },
      "criteria.0.rule",
    ],
    [
      "duplicate example ids",
      {
        examples: [
          { id: "a", input: "x" },
          { id: "a", input: "y" },
        ],
        criteria: [],
      },
      "examples.1.id",
    ],
    [
      "an example naming an unknown criterion",
      { examples: [{ input: "x", criteria: ["nope"] }], criteria: [] },
      "examples.0.criteria",
    ],
    ["no examples", { examples: [] }, "examples"],
    [
      "more than 5,000 examples",
      { examples: Array.from({ length: 5_001 }, (_, i) => ({ input: `q${i}` })) },
      "examples",
    ],
  ])("refuses %s with 400 and stores nothing", async (_, extra, field) => {
    const before = await dataOf<unknown[]>(
      await t.call("GET", "/api/evaluation/sets?limit=100", { key }),
    );
    const error = await expectError(
      await t.call("POST", "/api/evaluation/sets", { key, body: body(extra) }),
      400,
      "VALIDATION_ERROR",
    );
    expect(error.details?.field).toBe(field);
    const after = await dataOf<unknown[]>(
      await t.call("GET", "/api/evaluation/sets?limit=100", { key }),
    );
    expect(after.length).toBe(before.length);
  });

  it("answers 404 for another company's agent and hides its sets", async () => {
    const other = await t.key({ companyId: "other-co" });
    await expectError(
      await t.call("POST", "/api/evaluation/sets", { key: other, body: body() }),
      404,
      "NOT_FOUND",
    );
    const mine = await dataOf<{ id: string }>(
      await t.call("POST", "/api/evaluation/sets", { key, body: body() }),
      201,
    );
    await expectError(
      await t.call("GET", `/api/evaluation/sets/${mine.id}`, { key: other }),
      404,
      "NOT_FOUND",
    );
    expect(
      await dataOf<unknown[]>(await t.call("GET", "/api/evaluation/sets", { key: other })),
    ).toEqual([]);
  });
});
