import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { BUSY_TIMEOUT_MS, openConnection, takeWriteLock } from "../../../db/sqlite-connection";
import {
  MAIN_SIDE,
  WRITER_SIDE,
  WriteTurn,
  writerGone,
  writeTurnsBuffer,
} from "../../../db/write-turns";
import { DatabaseBusyError } from "../../../http/errors";
import { countRows } from "../../../testing/databases";
import { createTestAppOn, expectError, SQLITE_FILE, type TestApp } from "../../../testing/harness";
import type { TraceInput } from "../model";
import type { IngestResult } from "./batch-write";
import { createIngestPipeline } from "./pipeline";

const hex = (n: number, length: number) => n.toString(16).padStart(length, "0");

/** One OTLP/HTTP JSON export of a one-span trace numbered `n`. */
function otlpTrace(n: number): string {
  const start = BigInt(Date.UTC(2026, 0, 15, 10)) * 1_000_000n;
  return JSON.stringify({
    resourceSpans: [
      {
        resource: { attributes: [{ key: "service.name", value: { stringValue: "agent" } }] },
        scopeSpans: [
          {
            spans: [
              {
                traceId: hex(n, 32),
                spanId: hex(n, 16),
                name: "chat",
                startTimeUnixNano: String(start),
                endTimeUnixNano: String(start + 1_000_000n),
              },
            ],
          },
        ],
      },
    ],
  });
}

const context = { companyId: "default", source: "otlp" as const, agentBound: false };

/** A stored trace of one span, as the ingest pipeline takes it. */
function trace(id: string): TraceInput {
  return {
    id,
    agentId: "agent_1",
    sessionId: null,
    userId: null,
    stated: {},
    metadata: {},
    receivedAt: "2026-01-15T10:00:00.000Z",
    spans: [
      {
        id: `${id}_s`,
        parentSpanId: null,
        name: "chat",
        type: "llm",
        startTime: "2026-01-15T10:00:00.000Z",
        endTime: "2026-01-15T10:00:01.000Z",
        latencyMs: 1000,
        status: "ok",
        statusMessage: null,
        model: null,
        input: null,
        output: null,
        tokens: { input: 0, output: 0, total: 0 },
        query: null,
        documents: null,
        metadata: {},
      },
    ],
  };
}

describe("write turns between the main connection and the trace writer thread", () => {
  let dir: string;
  let file: string;
  let t: TestApp;
  let key: string;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "vigil-write-turns-"));
    file = join(dir, "vigil.db");
    t = await createTestAppOn(SQLITE_FILE, file);
    key = await t.key();
  });
  afterEach(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const sendTrace = (n: number) =>
    t.app.request("/v1/traces", {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: otlpTrace(n),
    });

  it("a transaction begun back to back on the main connection lets the writer's waiting write go first", async () => {
    const main = new WriteTurn(writeTurnsBuffer(file), MAIN_SIDE);
    const pipeline = createIngestPipeline();
    onTestFinished(() => pipeline.close());
    let sent: Promise<IngestResult> | undefined;
    await t.database.db.transaction().execute(async (trx) => {
      await sql`insert into companies (id, name, created_at) values ('c_job', 'job', '2026-01-15T10:00:00.000Z')`.execute(
        trx,
      );
      sent = pipeline.ingest(t.database, context, [trace("tr_first")], new Date());
      // The writer thread meets the lock this transaction holds, and says it waits.
      while (!main.otherWaits()) await sleep(1);
    });
    // Begun at once after the commit, as a background job's next batch would be: the trace
    // the writer was waiting to store is there first. SQLite alone would give the lock to
    // whoever asks at the instant it comes free: this begin, while the writer sleeps.
    const seen = await t.database.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom("traces")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    });
    expect(seen).toBe(1);
    expect(await sent).toMatchObject({ acceptedSpans: 1 });
    expect(main.otherWaits()).toBe(false);
  });

  it(
    "a write lock held elsewhere past the wait answers 503 with Retry-After, and stores nothing",
    async () => {
      const pipeline = createIngestPipeline();
      onTestFinished(() => pipeline.close());
      const cli = new SQLite(file);
      cli.prepare("begin immediate").run();
      try {
        // The writer thread's wait and the main connection's, side by side.
        const [stored, agent] = await Promise.allSettled([
          pipeline.ingest(t.database, context, [trace("tr_held")], new Date()),
          t.call("POST", "/api/agents", { key, body: { name: "held-out" } }),
        ]);
        expect(stored.status === "rejected" && stored.reason).toBeInstanceOf(DatabaseBusyError);
        const res = (agent as PromiseFulfilledResult<Response>).value;
        expect(res.headers.get("retry-after")).toBe("1");
        const error = await expectError(res, 503, "SERVICE_UNAVAILABLE");
        expect(error.details).toEqual({ reason: "database_busy" });
      } finally {
        cli.prepare("rollback").run();
        cli.close();
      }
      expect(await countRows(t.database, "traces")).toBe(0);
      expect(await countRows(t.database, "agents")).toBe(0);
      // Sent again once the lock is free, the same export is stored.
      expect((await sendTrace(2)).status).toBe(200);
      expect(await countRows(t.database, "traces")).toBe(1);
    },
    BUSY_TIMEOUT_MS * 3,
  );
});

describe("takeWriteLock (the writer thread's wait)", () => {
  let dir: string;
  let file: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "vigil-take-lock-"));
    file = join(dir, "lock.db");
    openConnection(file).exec("create table t (x integer)").close();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("says it waits while the lock is held, and gives up with SQLITE_BUSY, saying so no more", () => {
    const buffer = new SharedArrayBuffer(8);
    const writer = new WriteTurn(buffer, WRITER_SIDE);
    const main = new WriteTurn(buffer, MAIN_SIDE);
    const holder = openConnection(file, { busyTimeoutMs: 0 });
    const mine = openConnection(file, { busyTimeoutMs: 0 });
    holder.prepare("begin immediate").run();
    let seenWaiting = false;
    expect(() =>
      takeWriteLock(
        () => {
          seenWaiting ||= main.otherWaits();
          mine.prepare("begin immediate").run();
        },
        writer,
        30,
      ),
    ).toThrow(expect.objectContaining({ code: "SQLITE_BUSY" }));
    expect(seenWaiting).toBe(true);
    expect(main.otherWaits()).toBe(false);
    holder.prepare("rollback").run();
    takeWriteLock(() => mine.prepare("begin immediate").run(), writer, 30);
    expect(mine.inTransaction).toBe(true);
    mine.prepare("rollback").run();
    holder.close();
    mine.close();
  });

  it("a thread that stopped while waiting is forgotten: the main connection no longer lets it first", () => {
    const buffer = new SharedArrayBuffer(8);
    new WriteTurn(buffer, WRITER_SIDE).waiting();
    const main = new WriteTurn(buffer, MAIN_SIDE);
    expect(main.otherWaits()).toBe(true);
    writerGone(buffer);
    expect(main.otherWaits()).toBe(false);
  });
});
