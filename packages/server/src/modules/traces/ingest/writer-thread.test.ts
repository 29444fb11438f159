import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openSqliteDatabase } from "../../../db/database";
import { migrations } from "../../index";
import type { TraceInput } from "../model";
import { createIngestPipeline, type IngestPipeline } from "./pipeline";

const span = (id: string, parentSpanId: string | null) => ({
  id,
  parentSpanId,
  name: id,
  type: "llm" as const,
  startTime: "2026-01-15T10:00:00.000Z",
  endTime: "2026-01-15T10:00:01.000Z",
  latencyMs: 1000,
  status: "ok" as const,
  statusMessage: null,
  model: "gpt-4o-mini",
  input: [{ role: "user", content: "hi" }],
  output: "hello",
  tokens: { input: 3, output: 2, total: 5 },
  query: null,
  documents: null,
  metadata: {},
});

const trace = (id: string, spans: TraceInput["spans"]): TraceInput => ({
  id,
  agentId: "agent_1",
  spans,
  sessionId: null,
  userId: null,
  stated: {},
  metadata: {},
  receivedAt: "2026-01-15T10:00:00.000Z",
});

describe("the SQLite writer thread", () => {
  let dir: string;
  let database: Database;
  let pipeline: IngestPipeline;
  const context = { companyId: "default", source: "otlp" as const, agentBound: false };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "vigil-writer-"));
    database = openSqliteDatabase(join(dir, "vigil.db"));
    await database.migrate(migrations);
    pipeline = createIngestPipeline();
  });
  afterAll(async () => {
    await pipeline.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("commits writes that the main connection reads at once, and read caches see them", async () => {
    const before = database.stamp(["traces"]);
    const result = await pipeline.ingest(
      database,
      context,
      [trace("tr_a", [span("s1", null), span("s2", "s1")])],
      new Date(),
    );
    expect(result).toMatchObject({ acceptedSpans: 2, rejectedSpans: 0 });
    const row = await database.db
      .selectFrom("traces")
      .selectAll()
      .where("id", "=", "tr_a")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ span_count: 2, token_count: 10, user_message: "hi" });
    await new Promise((resolve) => setImmediate(resolve));
    expect(database.stamp(["traces"])).not.toBe(before);
  });

  it("merges a trace split across writes and answers concurrent writes in order", async () => {
    const results = await Promise.all([
      pipeline.ingest(database, context, [trace("tr_b", [span("c1", "root")])], new Date()),
      pipeline.ingest(database, context, [trace("tr_b", [span("root", null)])], new Date()),
      pipeline.ingest(database, context, [trace("tr_b", [span("root", null)])], new Date()),
    ]);
    expect(results.map((r) => r.acceptedSpans)).toEqual([1, 1, 1]);
    const spans = await database.db
      .selectFrom("spans")
      .select("id")
      .where("trace_id", "=", "tr_b")
      .execute();
    expect(spans.map((s) => s.id).sort()).toEqual(["c1", "root"]);
  });

  it("a failed write is rolled back and reported; the next write works", async () => {
    const bad = trace("tr_c", [span("x", null)]);
    // A span without a name breaks the NOT NULL constraint inside the writer's transaction.
    (bad.spans[0] as { name: unknown }).name = null;
    await expect(pipeline.ingest(database, context, [bad], new Date())).rejects.toThrow(/NOT NULL/);
    const stored = await database.db
      .selectFrom("traces")
      .select("id")
      .where("id", "=", "tr_c")
      .execute();
    expect(stored).toEqual([]);
    const ok = await pipeline.ingest(
      database,
      context,
      [trace("tr_d", [span("y", null)])],
      new Date(),
    );
    expect(ok.acceptedSpans).toBe(1);
  });

  it("a failed write among concurrent ones fails alone: the others commit", async () => {
    const bad = trace("tr_e2", [span("x", null)]);
    (bad.spans[0] as { name: unknown }).name = null;
    // Sent in one tick, they reach the thread together and share its commit (group-commit.ts).
    const results = await Promise.allSettled([
      pipeline.ingest(database, context, [trace("tr_e1", [span("a", null)])], new Date()),
      pipeline.ingest(database, context, [bad], new Date()),
      pipeline.ingest(database, context, [trace("tr_e3", [span("b", null)])], new Date()),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/NOT NULL/);
    const stored = await database.db
      .selectFrom("traces")
      .select("id")
      .where("id", "in", ["tr_e1", "tr_e2", "tr_e3"])
      .execute();
    expect(stored.map((t) => t.id).sort()).toEqual(["tr_e1", "tr_e3"]);
  });
});
