import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Vigil } from "../client";
import { ConflictError, NotFoundError } from "../core/errors";
import { startTestServer, type TestServer } from "../testing/test-server";

let server: TestServer;
let vigil: Vigil;

beforeAll(async () => {
  server = await startTestServer();
  vigil = await server.client();
});
afterAll(() => server.close());

describe("vigil.agentConfigs against the real server", () => {
  it("creates, reads, updates and deletes an agent's config record", async () => {
    const agent = await vigil.agents.create({ name: "configured" });
    const created = await vigil.agentConfigs.create({
      agentId: agent.id,
      model: "gpt-4o-mini",
      tools: ["search"],
    });
    expect(created).toMatchObject({
      agentId: agent.id,
      model: "gpt-4o-mini",
      systemPrompt: "",
      temperature: null,
      maxTokens: null,
      tools: ["search"],
    });

    await expect(vigil.agentConfigs.get(agent.id)).resolves.toMatchObject({ model: "gpt-4o-mini" });
    const updated = await vigil.agentConfigs.update(agent.id, { temperature: 0.2 });
    expect(updated).toMatchObject({ temperature: 0.2, model: "gpt-4o-mini", tools: ["search"] });

    const deleted = await vigil.agentConfigs.delete(agent.id);
    expect(deleted.message).toContain(agent.id);
    await expect(vigil.agentConfigs.get(agent.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("throws ConflictError for a second config of the same agent", async () => {
    const agent = await vigil.agents.create({ name: "twice" });
    await vigil.agentConfigs.create({ agentId: agent.id });
    await expect(vigil.agentConfigs.create({ agentId: agent.id })).rejects.toBeInstanceOf(
      ConflictError,
    );
  });

  it("throws NotFoundError for an unknown agent", async () => {
    await expect(vigil.agentConfigs.create({ agentId: "agent_missing" })).rejects.toMatchObject({
      status: 404,
      code: "NOT_FOUND",
    });
  });
});
