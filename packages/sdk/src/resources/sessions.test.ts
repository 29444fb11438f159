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

describe("vigil.sessions against the real server", () => {
  it("creates, reads and updates a session with its traces", async () => {
    const created = await vigil.sessions.create({ id: "chat-1", name: "Order", userId: "alice" });
    expect(created).toMatchObject({
      id: "chat-1",
      name: "Order",
      userId: "alice",
      bookmarked: false,
      traceCount: 0,
    });

    const agent = await vigil.agents.create({ name: "Chat" });
    const { traceId } = await vigil.traces.create({
      agentId: agent.id,
      sessionId: "chat-1",
      spans: [],
    });
    const session = await vigil.sessions.get("chat-1");
    expect(session.traceCount).toBe(1);
    expect(session.traces.map((t) => t.id)).toEqual([traceId]);

    const updated = await vigil.sessions.update("chat-1", {
      bookmarked: true,
      metadata: { topic: "shipping" },
    });
    expect(updated).toMatchObject({ bookmarked: true, metadata: { topic: "shipping" } });
  });

  it("generates an id when none is given", async () => {
    const session = await vigil.sessions.create();
    expect(session.id).not.toBe("");
  });

  it("lists with a boolean filter and iterates 25 sessions across pages of 10", async () => {
    const client = await server.client();
    for (let i = 0; i < 25; i++) await client.sessions.create({ bookmarked: i < 3 });
    const bookmarked = await client.sessions.list({ bookmarked: true });
    expect(bookmarked.pagination.total).toBe(3);

    const first = await client.sessions.list({ limit: 10 });
    expect(first.pagination).toMatchObject({ total: 25, hasMore: true });
    const ids = new Set<string>();
    for await (const session of client.sessions.listAll({ limit: 10 })) ids.add(session.id);
    expect(ids.size).toBe(25);
  });

  it("throws NotFoundError for an unknown session on get and update", async () => {
    const error = await vigil.sessions.get("nope").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, code: "NOT_FOUND" });
    await expect(vigil.sessions.update("nope", { name: "x" })).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it("throws ConflictError for a taken id", async () => {
    await vigil.sessions.create({ id: "taken" });
    const error = await vigil.sessions.create({ id: "taken" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ status: 409, code: "CONFLICT" });
  });
});
