import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, dataOf, expectError, type TestApp } from "../testing/harness";

interface Page {
  data: Array<{ id: string; agentId: string }>;
  pagination: { total: number };
}

const START = new Date(Date.now() - 3_600_000).toISOString();
const END = new Date(Date.now() - 3_599_000).toISOString();
const trace = (agentId: string) => ({
  agentId,
  spans: [{ name: "answer", type: "chain", startTime: START, endTime: END }],
});

describe("an agent-bound key and the agentId a request names", () => {
  let t: TestApp;
  let key: string;
  let own: string;
  let other: string;
  let bound: string;
  beforeAll(async () => {
    t = await createTestApp();
    key = await t.key();
    const agent = async (name: string) =>
      (
        await dataOf<{ id: string }>(
          await t.call("POST", "/api/agents", { key, body: { name } }),
          201,
        )
      ).id;
    own = await agent("own");
    other = await agent("other");
    bound = await t.key({ agentId: own });
    for (const agentId of [own, other]) {
      await dataOf(await t.call("POST", "/api/traces", { key, body: trace(agentId) }), 201);
    }
  });
  afterAll(() => t.close());

  const refused = async (res: Response, agentId = other) => {
    const error = await expectError(res, 404, "NOT_FOUND");
    expect(error.message).toBe(`Agent ${agentId} not found`);
  };

  it("answers 404 NOT_FOUND for traces of another agent (GET /api/traces?agentId=)", async () => {
    await refused(await t.call("GET", `/api/traces?agentId=${other}`, { key: bound }));
  });

  it("answers 404 NOT_FOUND for trace stats of another agent (GET /api/traces/stats?agentId=)", async () => {
    await refused(await t.call("GET", `/api/traces/stats?agentId=${other}`, { key: bound }));
  });

  it("answers 404 NOT_FOUND for guardrail analytics of another agent", async () => {
    await refused(await t.call("GET", `/api/guardrail-analytics?agentId=${other}`, { key: bound }));
  });

  it("answers 404 NOT_FOUND for API keys of another agent (GET /api/v2/api-keys?agentId=)", async () => {
    await refused(await t.call("GET", `/api/v2/api-keys?agentId=${other}`, { key: bound }));
  });

  it("answers 404 NOT_FOUND for an agentId no agent has", async () => {
    await refused(
      await t.call("GET", "/api/traces?agentId=agent_nope", { key: bound }),
      "agent_nope",
    );
  });

  it("answers 404 NOT_FOUND to a body naming another agent, and stores nothing (POST /api/traces)", async () => {
    const before = await t.database.db
      .selectFrom("traces")
      .select("id")
      .where("agent_id", "=", other)
      .execute();
    await refused(await t.call("POST", "/api/traces", { key: bound, body: trace(other) }));
    const after = await t.database.db
      .selectFrom("traces")
      .select("id")
      .where("agent_id", "=", other)
      .execute();
    expect(after).toHaveLength(before.length);
  });

  it("answers 404 NOT_FOUND to a path naming another agent (GET /api/agent-configs/:agentId)", async () => {
    await refused(await t.call("GET", `/api/agent-configs/${other}`, { key: bound }));
  });

  it("answers 404 NOT_FOUND to a path naming another agent (GET /api/v2/agents/:agentId/api-keys)", async () => {
    await refused(await t.call("GET", `/api/v2/agents/${other}/api-keys`, { key: bound }));
  });

  it("serves the bound key's own agent when it is named", async () => {
    const page = await t.call("GET", `/api/traces?agentId=${own}`, { key: bound });
    const body = (await page.json()) as Page;
    expect(page.status).toBe(200);
    expect(body.data.map((r) => r.agentId)).toEqual([own]);
    const stats = await dataOf<{ totalTraces: number }>(
      await t.call("GET", `/api/traces/stats?agentId=${own}`, { key: bound }),
    );
    expect(stats.totalTraces).toBe(1);
    await dataOf(await t.call("POST", "/api/traces", { key: bound, body: trace(own) }), 201);
  });

  it("leaves an unbound key free to name any agent of its company", async () => {
    const page = (await (
      await t.call("GET", `/api/traces?agentId=${other}`, { key })
    ).json()) as Page;
    expect(page.data.map((r) => r.agentId)).toEqual([other]);
    const stats = await dataOf<{ totalTraces: number }>(
      await t.call("GET", `/api/traces/stats?agentId=${other}`, { key }),
    );
    expect(stats.totalTraces).toBe(1);
  });
});
