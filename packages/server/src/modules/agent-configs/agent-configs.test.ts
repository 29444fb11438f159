import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";

describe.each(TEST_DIALECTS)("agent configs on %s", (dialect) => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    key = await t.key();
  });
  afterAll(() => t.close());

  const newAgent = async () =>
    dataOf<{ id: string }>(
      await t.call("POST", "/api/agents", { key, body: { name: "cfg" } }),
      201,
    );

  it("creates, reads, updates and deletes an agent's config record", async () => {
    const agent = await newAgent();
    const created = await dataOf<Record<string, unknown>>(
      await t.call("POST", "/api/agent-configs", {
        key,
        body: {
          agentId: agent.id,
          systemPrompt: "Be brief.",
          model: "gpt-4o-mini",
          temperature: 0.3,
          maxTokens: 512,
          tools: ["search", "refund"],
        },
      }),
      201,
    );
    expect(created).toMatchObject({
      agentId: agent.id,
      systemPrompt: "Be brief.",
      model: "gpt-4o-mini",
      temperature: 0.3,
      maxTokens: 512,
      tools: ["search", "refund"],
    });
    expect(await dataOf(await t.call("GET", `/api/agent-configs/${agent.id}`, { key }))).toEqual(
      created,
    );
    const updated = await dataOf<Record<string, unknown>>(
      await t.call("PUT", `/api/agent-configs/${agent.id}`, {
        key,
        body: { temperature: 1.1, tools: [] },
      }),
    );
    expect(updated).toMatchObject({ systemPrompt: "Be brief.", temperature: 1.1, tools: [] });
    expect((await t.call("DELETE", `/api/agent-configs/${agent.id}`, { key })).status).toBe(200);
    await expectError(
      await t.call("GET", `/api/agent-configs/${agent.id}`, { key }),
      404,
      "NOT_FOUND",
    );
  });

  it("fills defaults for omitted fields", async () => {
    const agent = await newAgent();
    const created = await dataOf(
      await t.call("POST", "/api/agent-configs", { key, body: { agentId: agent.id } }),
      201,
    );
    expect(created).toMatchObject({
      systemPrompt: "",
      model: "",
      temperature: null,
      maxTokens: null,
      tools: [],
    });
  });

  it("answers 409 CONFLICT for a second record of the same agent", async () => {
    const agent = await newAgent();
    await t.call("POST", "/api/agent-configs", { key, body: { agentId: agent.id } });
    await expectError(
      await t.call("POST", "/api/agent-configs", { key, body: { agentId: agent.id } }),
      409,
      "CONFLICT",
    );
  });

  it("validates fields", async () => {
    const agent = await newAgent();
    await expectError(
      await t.call("POST", "/api/agent-configs", {
        key,
        body: { agentId: agent.id, temperature: 5 },
      }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await t.call("POST", "/api/agent-configs", { key, body: { temperature: 1 } }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await t.call("PUT", `/api/agent-configs/${agent.id}`, { key, body: { maxTokens: -1 } }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("answers 404 for an unknown agent, a missing record, or another company's agent", async () => {
    await expectError(
      await t.call("POST", "/api/agent-configs", { key, body: { agentId: "agent_nope" } }),
      404,
      "NOT_FOUND",
    );
    const agent = await newAgent();
    await expectError(
      await t.call("PUT", `/api/agent-configs/${agent.id}`, { key, body: { model: "x" } }),
      404,
      "NOT_FOUND",
    );
    await t.call("POST", "/api/agent-configs", { key, body: { agentId: agent.id } });
    const other = await t.key({ companyId: "other-co" });
    await expectError(
      await t.call("GET", `/api/agent-configs/${agent.id}`, { key: other }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("POST", "/api/agent-configs", { key: other, body: { agentId: agent.id } }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("DELETE", `/api/agent-configs/${agent.id}`, { key: other }),
      404,
      "NOT_FOUND",
    );
  });

  it("needs delete permission to delete", async () => {
    const agent = await newAgent();
    await t.call("POST", "/api/agent-configs", { key, body: { agentId: agent.id } });
    const rw = await t.key({ permissions: ["read", "write"] });
    await expectError(
      await t.call("DELETE", `/api/agent-configs/${agent.id}`, { key: rw }),
      403,
      "FORBIDDEN",
    );
  });
});
