import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";

interface AgentBody {
  id: string;
  name: string;
  industry: string;
  companyId: string;
  departmentId: string | null;
  config: Record<string, unknown>;
  metrics: {
    totalTraces: number;
    successRate: number | null;
    avgLatency: number | null;
    ragScores?: unknown;
  };
  createdAt: string;
  updatedAt: string;
}

describe.each(TEST_DIALECTS)("agents on %s", (dialect) => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    key = await t.key();
  });
  afterAll(() => t.close());

  const create = async (body: Record<string, unknown>) =>
    dataOf<AgentBody>(await t.call("POST", "/api/agents", { key, body }), 201);
  const list = async (query = "") => {
    const res = await t.call("GET", `/api/agents${query}`, { key });
    const body = (await res.json()) as {
      data: AgentBody[];
      pagination: { page: number; limit: number; total: number; hasMore: boolean };
    };
    expect(res.status).toBe(200);
    return body;
  };

  it("creates an agent with defaults, empty metrics and the caller's company", async () => {
    const agent = await create({
      name: "Support bot",
      config: { primaryModel: "gpt-4o", temperature: 0.2 },
    });
    expect(agent.id).toMatch(/^agent_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(agent).toMatchObject({
      name: "Support bot",
      description: "",
      industry: "other",
      companyId: "default",
      departmentId: null,
      config: { primaryModel: "gpt-4o", temperature: 0.2 },
      metrics: { totalTraces: 0, successRate: null, avgLatency: null },
    });
    expect(agent.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("validates the body: industry enum, temperature 0-2, name required", async () => {
    await expectError(
      await t.call("POST", "/api/agents", { key, body: { name: "x", industry: "mining" } }),
      400,
      "VALIDATION_ERROR",
    );
    const error = await expectError(
      await t.call("POST", "/api/agents", { key, body: { name: "x", config: { temperature: 3 } } }),
      400,
      "VALIDATION_ERROR",
    );
    expect(error.details?.field).toBe("config.temperature");
    await expectError(
      await t.call("POST", "/api/agents", { key, body: {} }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("reads an agent back with config, metrics and ragScores", async () => {
    const agent = await create({ name: "Reader", industry: "fintech" });
    const read = await dataOf<AgentBody>(await t.call("GET", `/api/agents/${agent.id}`, { key }));
    expect(read).toMatchObject({ id: agent.id, name: "Reader", industry: "fintech" });
    expect(read.metrics.ragScores).toEqual({ groundedness: null, faithfulness: null });
  });

  it("answers 404 NOT_FOUND for an unknown agent", async () => {
    await expectError(await t.call("GET", "/api/agents/agent_nope", { key }), 404, "NOT_FOUND");
  });

  it("computes totalTraces, successRate and avgLatency from the agent's traces", async () => {
    const agent = await create({ name: "Measured" });
    const now = new Date().toISOString();
    const trace = (id: string, outcome: "success" | "failure", latency: number) => ({
      id,
      company_id: "default",
      agent_id: agent.id,
      outcome,
      user_message: "q",
      agent_response: "a",
      latency_ms: latency,
      token_count: 10,
      metadata: "{}",
      created_at: now,
    });
    await t.database.db
      .insertInto("traces")
      .values([
        trace("tr_m1", "success", 100),
        trace("tr_m2", "success", 200),
        trace("tr_m3", "failure", 300),
        trace("tr_m4", "success", 400),
      ])
      .execute();
    const read = await dataOf<AgentBody>(await t.call("GET", `/api/agents/${agent.id}`, { key }));
    expect(read.metrics).toMatchObject({ totalTraces: 4, successRate: 0.75, avgLatency: 250 });
    const listed = (await list("?limit=100")).data.find((a) => a.id === agent.id);
    expect(listed?.metrics).toEqual({ totalTraces: 4, successRate: 0.75, avgLatency: 250 });
  });

  it("updates only the given fields and merges config", async () => {
    const agent = await create({ name: "Patchy", config: { primaryModel: "a", maxTokens: 100 } });
    const updated = await dataOf<AgentBody>(
      await t.call("PATCH", `/api/agents/${agent.id}`, {
        key,
        body: { description: "new", config: { primaryModel: "b" } },
      }),
    );
    expect(updated).toMatchObject({
      name: "Patchy",
      description: "new",
      config: { primaryModel: "b", maxTokens: 100 },
    });
    expect(updated.updatedAt >= agent.updatedAt).toBe(true);
    await expectError(
      await t.call("PATCH", `/api/agents/${agent.id}`, { key, body: { industry: "x" } }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("deletes an agent and keeps its traces", async () => {
    const agent = await create({ name: "Doomed" });
    await t.database.db
      .insertInto("traces")
      .values({
        id: "tr_d1",
        company_id: "default",
        agent_id: agent.id,
        outcome: "success",
        user_message: "q",
        agent_response: "a",
        latency_ms: 1,
        token_count: 1,
        metadata: "{}",
        created_at: new Date().toISOString(),
      })
      .execute();
    const res = await t.call("DELETE", `/api/agents/${agent.id}`, { key });
    expect(await res.json()).toEqual({ success: true, message: expect.stringContaining(agent.id) });
    await expectError(await t.call("GET", `/api/agents/${agent.id}`, { key }), 404, "NOT_FOUND");
    const kept = await t.database.db
      .selectFrom("traces")
      .select("id")
      .where("agent_id", "=", agent.id)
      .execute();
    expect(kept).toHaveLength(1);
    await expectError(await t.call("DELETE", `/api/agents/${agent.id}`, { key }), 404, "NOT_FOUND");
  });

  it("pages with defaults page 1, limit 20 and reports total and hasMore", async () => {
    const fresh = await createTestApp({ dialect: "sqlite" });
    const k = await fresh.key();
    for (let i = 0; i < 25; i++)
      await fresh.call("POST", "/api/agents", {
        key: k,
        body: { name: `p${String(i).padStart(2, "0")}` },
      });
    const first = (await (await fresh.call("GET", "/api/agents", { key: k })).json()) as {
      data: AgentBody[];
      pagination: unknown;
    };
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: 25, hasMore: true });
    expect(first.data).toHaveLength(20);
    const second = (await (await fresh.call("GET", "/api/agents?page=2", { key: k })).json()) as {
      data: AgentBody[];
      pagination: unknown;
    };
    expect(second.pagination).toEqual({ page: 2, limit: 20, total: 25, hasMore: false });
    expect(second.data).toHaveLength(5);
    const ids = new Set([...first.data, ...second.data].map((a) => a.id));
    expect(ids.size).toBe(25);
    await expectError(
      await fresh.call("GET", "/api/agents?limit=101", { key: k }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await fresh.call("GET", "/api/agents?limit=0", { key: k }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await fresh.call("GET", "/api/agents?page=0", { key: k }),
      400,
      "VALIDATION_ERROR",
    );
    await fresh.close();
  });

  it("sorts by name or createdAt in either order (default createdAt desc)", async () => {
    const byDefault = (await list("?limit=100")).data.map((a) => a.createdAt);
    expect(byDefault).toEqual([...byDefault].sort().reverse());
    const byName = (await list("?limit=100&sortBy=name&sortOrder=asc")).data.map((a) => a.name);
    expect(byName).toEqual([...byName].sort());
    await expectError(
      await t.call("GET", "/api/agents?sortBy=colour", { key }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await t.call("GET", "/api/agents?sortOrder=up", { key }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("filters by industry and departmentId", async () => {
    const dept = await dataOf<{ id: string }>(
      await t.call("POST", "/api/departments", { key, body: { name: "Filters" } }),
      201,
    );
    const inDept = await create({ name: "In dept", industry: "education", departmentId: dept.id });
    expect((await list("?industry=education")).data.map((a) => a.id)).toEqual([inDept.id]);
    expect((await list(`?departmentId=${dept.id}`)).data.map((a) => a.id)).toEqual([inDept.id]);
    await expectError(
      await t.call("POST", "/api/agents", { key, body: { name: "x", departmentId: "dept_nope" } }),
      404,
      "NOT_FOUND",
    );
  });
});
