import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../../db/database";
import { NotFoundError, ValidationError } from "../../../http/errors";
import {
  agentRow,
  openTestDatabase,
  TEST_DIALECTS,
  type TestDialect,
} from "../../../testing/databases";
import { manualClock } from "../../../testing/harness";
import { IngestPipeline } from "../ingest/pipeline";
import { CreateTraceBody } from "../schemas";
import type { TracesDeps } from "../service";
import { exportTraceLines, type ImportProgress, importTraceLines } from "./import";

const COMPANY = "acme";
const AGENT = "agent_support";
const OTHER_AGENT = "agent_sales";
const OTLP_TRACE = "0af7651916cd43dd8448eb211c80319c";

const at = (minutes: number, ms = 0) =>
  new Date(Date.UTC(2026, 0, 15, 11, 0) + minutes * 60_000 + ms).toISOString();

/** A native trace line: a chain root with an llm child. */
function native(minutes: number, extra: Record<string, unknown> = {}) {
  return {
    agentId: AGENT,
    spans: [
      {
        id: "root",
        name: "answer",
        type: "chain",
        startTime: at(minutes),
        endTime: at(minutes, 1_200),
        input: "Where is my order?",
        output: "It ships tomorrow.",
      },
      {
        id: "llm",
        parentSpanId: "root",
        name: "chat",
        type: "llm",
        startTime: at(minutes, 100),
        endTime: at(minutes, 1_100),
        model: "gpt-4o-mini",
        tokens: { input: 120, output: 30 },
        status: "ok",
      },
    ],
    ...extra,
  };
}

/** An OTLP/JSON request with one span per given span id, all in one trace. */
function otlp(attributes: Record<string, string>, spanIds: string[], traceId = OTLP_TRACE) {
  const start = BigInt(Date.parse(at(30))) * 1_000_000n;
  return {
    resourceSpans: [
      {
        resource: {
          attributes: Object.entries(attributes).map(([key, value]) => ({
            key,
            value: { stringValue: value },
          })),
        },
        scopeSpans: [
          {
            scope: { name: "test" },
            spans: spanIds.map((spanId, i) => ({
              traceId,
              spanId,
              parentSpanId: i === 0 ? "" : spanIds[0],
              name: `step ${i}`,
              kind: 1,
              startTimeUnixNano: String(start + BigInt(i) * 1_000_000n),
              endTimeUnixNano: String(start + BigInt(i + 1) * 1_234_567n),
              attributes: [{ key: "gen_ai.request.model", value: { stringValue: "gpt-4o" } }],
            })),
          },
        ],
      },
    ],
  };
}

async function* linesOf(lines: readonly string[]): AsyncIterable<string> {
  yield* lines;
}

const asLines = (...values: unknown[]) =>
  values.map((v) => (typeof v === "string" ? v : JSON.stringify(v)));

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const line of iterable) out.push(line);
  return out;
}

const SEEDED = [AGENT, OTHER_AGENT, "agent_globex"];

async function seed(database: Database) {
  const now = at(0);
  await database.db
    .insertInto("companies")
    .values([
      { id: COMPANY, name: COMPANY, created_at: now },
      { id: "globex", name: "globex", created_at: now },
    ])
    .execute();
  await database.db
    .insertInto("agents")
    .values(SEEDED.map((id) => agentRow(id, id === "agent_globex" ? "globex" : COMPANY, now)))
    .execute();
}

describe.each(TEST_DIALECTS)("trace transfer on %s", (dialect: TestDialect) => {
  let ctx: TracesDeps;
  let database: Database;
  /** A second database, for the round trip. */
  let target: TracesDeps;

  const open = async (): Promise<TracesDeps> => {
    const db = await openTestDatabase(dialect);
    await seed(db);
    return { database: db, clock: manualClock(new Date(at(120))), ingest: new IngestPipeline() };
  };
  /** Back to the seeded state: opening a database per test costs seconds on PGlite. */
  const reset = async ({ database: db }: TracesDeps) => {
    for (const table of ["spans", "trace_sessions", "traces"] as const) {
      await db.db.deleteFrom(table).execute();
    }
    await db.db.deleteFrom("agents").where("id", "not in", SEEDED).execute();
  };

  beforeAll(async () => {
    [ctx, target] = await Promise.all([open(), open()]);
    database = ctx.database;
  });
  beforeEach(async () => {
    ctx = { ...ctx, ingest: new IngestPipeline() };
    await Promise.all([reset(ctx), reset(target)]);
  });
  afterAll(async () => {
    await Promise.all([ctx.database.close(), target.database.close()]);
  });

  const importLines = (lines: readonly string[], agentId?: string) =>
    importTraceLines(ctx, { companyId: COMPANY, agentId }, linesOf(lines));
  const exportAll = (options: { since?: string; until?: string } = {}, from = ctx) =>
    collect(exportTraceLines(from, { companyId: COMPANY, agentId: AGENT, ...options }));

  it("imports native and OTLP lines and reports each bad line with its number and reason", async () => {
    const summary = await importLines(
      asLines(
        native(1),
        "",
        "{not json",
        { spans: [] },
        native(2, { agentId: "agent_nope" }),
        otlp({ "vigil.agent.id": AGENT }, ["b7ad6b7169203331", "b7ad6b7169203332"]),
        otlp({ "vigil.agent.id": "agent_nope" }, ["c7ad6b7169203331"], "1".repeat(32)),
        [1, 2],
        native(3, { id: "tr_given", sessionId: "s1", userId: "u1" }),
        { resourceSpans: "x" },
      ),
    );
    expect(summary).toMatchObject({
      lines: 10,
      imported: 3,
      spans: 6,
      rejected: 6,
      rejectedSpans: 3,
      moreReasons: 0,
    });
    expect(summary.reasons.map((r) => r.line)).toEqual([3, 4, 5, 7, 8, 10]);
    const reason = (line: number) => summary.reasons.find((r) => r.line === line)?.reason;
    expect(reason(3)).toMatch(/^invalid JSON: /);
    expect(reason(4)).toMatch(/^not a valid trace: agentId: /);
    expect(reason(5)).toBe(`agent agent_nope not found in company ${COMPANY}`);
    expect(reason(7)).toContain('unknown vigil.agent.id "agent_nope"');
    expect(reason(8)).toMatch(/^not a JSON object/);
    expect(reason(10)).toMatch(/^not a valid OTLP request: .* at resourceSpans/);
    const stored = await database.db
      .selectFrom("traces")
      .select(["id", "source", "agent_id"])
      .orderBy("id")
      .execute();
    expect(stored).toHaveLength(3);
    expect(stored.find((t) => t.id === `tr_${OTLP_TRACE}`)).toMatchObject({
      source: "otlp",
      agent_id: AGENT,
    });
    expect(stored.find((t) => t.id === "tr_given")).toMatchObject({ source: "import" });
  });

  it("names the first problem of a trace that fails the schema and counts the others", async () => {
    const bad = native(1);
    bad.spans[0] = { ...bad.spans[0], startTime: "yesterday" } as (typeof bad.spans)[0];
    const summary = await importLines(asLines({ ...bad, colour: "red" }));
    expect(summary.rejected).toBe(1);
    expect(summary.reasons[0]?.reason).toMatch(
      /^not a valid trace: spans\[0\]\.startTime: .+ \(and \d+ more\)$/,
    );
  });

  it("writes in batches, reports progress and byte counts, and caps the listed reasons", async () => {
    const lines = [
      ...Array.from({ length: 450 }, (_, i) => JSON.stringify(native(i))),
      ...Array.from({ length: 120 }, () => "nope"),
    ];
    const seen: ImportProgress[] = [];
    const summary = await importTraceLines(
      ctx,
      { companyId: COMPANY },
      linesOf(lines),
      (progress) => seen.push(progress),
    );
    expect(summary).toMatchObject({ lines: 570, imported: 450, spans: 900, rejected: 120 });
    expect(summary.reasons).toHaveLength(100);
    expect(summary.moreReasons).toBe(20);
    const last = seen.at(-1);
    expect(last).toEqual({
      lines: 570,
      imported: 450,
      rejected: 120,
      bytes: Buffer.byteLength(`${lines.join("\n")}\n`),
    });
    // Progress is reported while the import runs, not only at the end.
    expect(seen.some((p) => p.imported > 0 && p.imported < 450)).toBe(true);
  });

  it("refuses a trace id another agent holds without losing the rest of the batch", async () => {
    await importLines(asLines(native(1, { id: "tr_taken", agentId: OTHER_AGENT })));
    const summary = await importLines(asLines(native(2), native(3, { id: "tr_taken" }), native(4)));
    expect(summary).toMatchObject({ imported: 2, rejected: 1, rejectedSpans: 2 });
    expect(summary.reasons).toEqual([{ line: 2, reason: "tr_taken: trace id already in use" }]);
  });

  it("stores the rest of a batch when one trace cannot be stored", async () => {
    const failing = new IngestPipeline().use((_context, trace) => {
      if (trace.id === "tr_poison") throw new Error("cannot store this one");
      return trace;
    });
    ctx = { ...ctx, ingest: failing };
    const summary = await importLines(
      asLines(native(1), native(2, { id: "tr_poison" }), native(3)),
    );
    expect(summary).toMatchObject({ imported: 2, rejected: 1 });
    expect(summary.reasons).toEqual([{ line: 2, reason: "not stored: cannot store this one" }]);
  });

  it("stops when every trace of a batch fails on its own too: the database is failing", async () => {
    ctx = {
      ...ctx,
      ingest: new IngestPipeline().use(() => {
        throw new Error("database is gone");
      }),
    };
    await expect(importLines(asLines(native(1), native(2)))).rejects.toThrow("database is gone");
  });

  it("stores every trace under --agent, also lines without an agentId and OTLP spans", async () => {
    const { agentId: _dropped, ...anonymous } = native(1);
    const summary = await importLines(
      asLines(anonymous, native(2), otlp({ "service.name": "checkout" }, ["b7ad6b7169203331"])),
      OTHER_AGENT,
    );
    expect(summary).toMatchObject({ imported: 3, rejected: 0 });
    const agents = await database.db.selectFrom("traces").select("agent_id").distinct().execute();
    expect(agents).toEqual([{ agent_id: OTHER_AGENT }]);
  });

  it("throws NOT_FOUND for an unknown company or an agent outside the company", async () => {
    const none = linesOf([]);
    await expect(importTraceLines(ctx, { companyId: "initech" }, none)).rejects.toThrow(
      new NotFoundError("Company initech not found"),
    );
    await expect(
      importTraceLines(ctx, { companyId: COMPANY, agentId: "agent_globex" }, none),
    ).rejects.toThrow(NotFoundError);
  });

  it("exports one native line per trace, oldest first, across pages", async () => {
    await importLines(Array.from({ length: 450 }, (_, i) => JSON.stringify(native(450 - i))));
    await importLines(asLines(native(500, { agentId: OTHER_AGENT })));
    const lines = await exportAll();
    expect(lines).toHaveLength(450);
    const traces = lines.map((line) => CreateTraceBody.parse(JSON.parse(line)));
    const starts = traces.map((t) => t.spans[0]?.startTime ?? "");
    expect(starts).toEqual([...starts].sort());
    expect(new Set(traces.map((t) => t.id)).size).toBe(450);
    expect(traces[0]).toMatchObject({
      agentId: AGENT,
      outcome: "success",
      userMessage: "Where is my order?",
      agentResponse: "It ships tomorrow.",
      latencyMs: 1_200,
      tokenCount: 150,
      metadata: {},
    });
    expect(traces[0]?.spans.map((s) => s.id)).toEqual(["root", "llm"]);
    expect(traces[0]?.spans[1]).toMatchObject({
      parentSpanId: "root",
      model: "gpt-4o-mini",
      tokens: { input: 120, output: 30, total: 150 },
      status: "ok",
    });
  });

  it("filters by since and until, a plain date meaning the whole day", async () => {
    await importLines(asLines(native(0), native(60), native(120), native(24 * 60)));
    const startsOf = async (options: { since?: string; until?: string }) =>
      (await exportAll(options)).map(
        (l) => CreateTraceBody.parse(JSON.parse(l)).spans[0]?.startTime,
      );
    expect(await startsOf({ since: at(60) })).toEqual([at(60), at(120), at(24 * 60)]);
    expect(await startsOf({ until: at(60) })).toEqual([at(0), at(60)]);
    expect(await startsOf({ since: at(30), until: at(120) })).toEqual([at(60), at(120)]);
    expect(await startsOf({ until: "2026-01-15" })).toEqual([at(0), at(60), at(120)]);
    await expect(exportAll({ since: "last tuesday" })).rejects.toThrow(ValidationError);
  });

  it("throws NOT_FOUND when exporting an agent the company does not have", async () => {
    const lines = exportTraceLines(ctx, { companyId: COMPANY, agentId: "agent_globex" });
    await expect(collect(lines)).rejects.toThrow(
      new NotFoundError(`Agent agent_globex not found in company ${COMPANY}`),
    );
  });

  it("round-trips: export, import into a fresh database, export again gives the same lines", async () => {
    await importLines(
      asLines(
        native(1, { name: "lookup", sessionId: "s1", userId: "u1", metadata: { plan: "pro" } }),
        native(2, { outcome: "failure", latencyMs: 5.5, tokenCount: 9 }),
        {
          ...native(3),
          spans: [
            {
              name: "search",
              type: "retrieval",
              startTime: at(3),
              endTime: at(3, 40),
              query: "order 42",
              documents: [{ id: "doc-1", content: "ships tomorrow", score: 0.9 }],
              status: "error",
              statusMessage: "timeout",
              metadata: { index: "orders" },
            },
          ],
        },
        otlp({ "vigil.agent.id": AGENT, "service.name": "support" }, [
          "b7ad6b7169203331",
          "b7ad6b7169203332",
          "b7ad6b7169203333",
        ]),
      ),
    );
    const first = await exportAll();
    expect(first).toHaveLength(4);

    const summary = await importTraceLines(target, { companyId: COMPANY }, linesOf(first));
    expect(summary).toMatchObject({ lines: 4, imported: 4, spans: 8, rejected: 0 });
    expect(await exportAll({}, target)).toEqual(first);

    const columns = ["id", "outcome", "latency_ms", "token_count", "span_count", "created_at"];
    const rows = (db: Database) =>
      db.db
        .selectFrom("traces")
        .select(columns as ["id"])
        .orderBy("id")
        .execute();
    expect(await rows(target.database)).toEqual(await rows(database));
  });
});
