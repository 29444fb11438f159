import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Vigil } from "../client";
import { BadRequestError, NotFoundError } from "../core/errors";
import { startTestServer, type TestServer } from "../testing/test-server";

let server: TestServer;
let vigil: Vigil;
let traceId: string;

beforeAll(async () => {
  server = await startTestServer();
  vigil = await server.client();
  const agent = await vigil.agents.create({ name: "Evaluated" });
  const now = new Date().toISOString();
  traceId = (
    await vigil.traces.create({
      agentId: agent.id,
      spans: [{ id: "s1", name: "answer", type: "llm", startTime: now, endTime: now }],
    })
  ).traceId;
});
afterAll(() => server.close());

describe("vigil.traceEvaluations against the real server", () => {
  it("attaches a score to a trace and a label to a span", async () => {
    const score = await vigil.traceEvaluations.create({ traceId, name: "helpfulness", value: 0.8 });
    expect(score).toMatchObject({
      traceId,
      spanId: null,
      name: "helpfulness",
      dataType: "numeric",
      value: 0.8,
      source: "api",
    });
    expect(score.id).toMatch(/^te_/);

    const label = await vigil.traceEvaluations.create({
      traceId,
      spanId: "s1",
      name: "tone",
      label: "polite",
      source: "annotation",
    });
    expect(label).toMatchObject({ spanId: "s1", dataType: "categorical", label: "polite" });

    const page = await vigil.traceEvaluations.list({ traceId, source: "annotation" });
    expect(page.data.map((e) => e.id)).toEqual([label.id]);
  });

  it("iterates 25 evaluations across pages of 10", async () => {
    for (let i = 0; i < 25; i++) {
      await vigil.traceEvaluations.create({ traceId, name: "paged", value: i % 2 === 0 });
    }
    const first = await vigil.traceEvaluations.list({ traceId, name: "paged", limit: 10 });
    expect(first.pagination).toMatchObject({ total: 25, hasMore: true });
    const ids = new Set<string>();
    for await (const e of vigil.traceEvaluations.listAll({ traceId, name: "paged", limit: 10 })) {
      ids.add(e.id);
      expect(e.dataType).toBe("boolean");
    }
    expect(ids.size).toBe(25);
  });

  it("throws NotFoundError for an unknown trace or span", async () => {
    const error = await vigil.traceEvaluations
      .create({ traceId: "tr_missing", name: "x", value: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, code: "NOT_FOUND" });
    await expect(
      vigil.traceEvaluations.create({ traceId, spanId: "nope", name: "x", value: 1 }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it("throws BadRequestError without a value or a label", async () => {
    await expect(vigil.traceEvaluations.create({ traceId, name: "empty" })).rejects.toBeInstanceOf(
      BadRequestError,
    );
  });
});
