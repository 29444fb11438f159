/** Migration 0012-trace-log-packs carries the records stored one row each over, on every dialect. */
import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "../../../db/database";
import { openTestDatabase, TEST_DIALECTS, tableNames } from "../../../testing/databases";
import { migrations } from "../../index";
import { kyselyWriter, type LogEventRow } from "../ingest/storage";
import type { TraceLogEventsTable } from "../schema";

const MIGRATION = "0012-trace-log-packs";
const AT = "2026-01-15T12:00:00.000Z";

/** A record as migration 0008-trace-logs stored it, one row each. */
function oldRow(companyId: string, traceId: string, n: number, extra: Partial<LogEventRow> = {}) {
  return {
    company_id: companyId,
    trace_id: traceId,
    span_id: n % 3 === 0 ? "" : `${(n % 3).toString(16).padStart(16, "0")}`,
    id: n.toString(16).padStart(32, "0"),
    bound_agent_id: null,
    name: n % 2 === 0 ? "gen_ai.user.message" : "gen_ai.choice",
    time_unix_nano: String(1_768_478_400_000_000_000n + BigInt(n)),
    observed_time_unix_nano: String(1_768_478_400_000_000_000n + BigInt(n) + 5n),
    seq: n,
    severity_number: 9,
    severity_text: "INFO",
    attributes: JSON.stringify({ content: `message ${n} "quoted" \\ é` }),
    created_at: AT,
    ...extra,
  } satisfies LogEventRow;
}

const byKey = (a: LogEventRow, b: LogEventRow) =>
  `${a.trace_id} ${a.span_id} ${a.id}` < `${b.trace_id} ${b.span_id} ${b.id}` ? -1 : 1;

async function storeOld(database: Database, rows: readonly LogEventRow[]) {
  const db = database.db as unknown as Kysely<{ trace_log_events: TraceLogEventsTable }>;
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto("trace_log_events")
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

describe.each(TEST_DIALECTS)("the trace log packs migration on %s", (dialect) => {
  it("packs every stored record, keeps its key, and drops the old table", async () => {
    const before = migrations.filter((m) => m.name < MIGRATION);
    const database = await openTestDatabase(dialect, before);
    try {
      // A trace with records of two spans, of the trace itself, and some sent by a bound key;
      // another company's trace; and a trace larger than one page of the carry-over.
      const mixed = [1, 2, 3, 4, 5].map((n) =>
        oldRow("acme", "tr_mixed", n, n === 5 ? { bound_agent_id: "agent_a" } : {}),
      );
      const other = [oldRow("other", "tr_mixed", 6)];
      const large = Array.from({ length: 2100 }, (_, i) => oldRow("acme", "tr_large", 100 + i));
      await storeOld(database, [...large, ...mixed, ...other]);

      expect(await database.migrate(migrations)).toContain(MIGRATION);
      expect(await tableNames(database)).not.toContain("trace_log_events");
      const packs = await database.db
        .selectFrom("trace_log_packs")
        .select(["company_id", "trace_id", "bound_agent_id", "record_count"])
        .orderBy("company_id")
        .orderBy("trace_id")
        .orderBy("record_count")
        .execute();
      expect(packs.map((p) => ({ ...p, record_count: Number(p.record_count) }))).toEqual([
        { company_id: "acme", trace_id: "tr_large", bound_agent_id: null, record_count: 2100 },
        { company_id: "acme", trace_id: "tr_mixed", bound_agent_id: "agent_a", record_count: 1 },
        { company_id: "acme", trace_id: "tr_mixed", bound_agent_id: null, record_count: 4 },
        { company_id: "other", trace_id: "tr_mixed", bound_agent_id: null, record_count: 1 },
      ]);

      const writer = kyselyWriter(database.db);
      const acme = await writer.logEventsOf("acme", ["tr_mixed", "tr_large"]);
      expect(acme.sort(byKey)).toEqual([...large, ...mixed].sort(byKey));
      expect(await writer.logEventsOf("other", ["tr_mixed"])).toEqual(other);
      const kinds = await writer.logEventKindsOf("acme", ["tr_mixed"]);
      expect(kinds).toHaveLength(5);
      expect(kinds).toContainEqual({
        trace_id: "tr_mixed",
        span_id: mixed[4]?.span_id,
        name: "gen_ai.choice",
        bound_agent_id: "agent_a",
      });

      // The records' keys survive: sent again they store nothing; a new one is stored.
      const fresh = oldRow("acme", "tr_mixed", 9);
      expect(await writer.insertLogEvents([...mixed, large[7]!])).toEqual([]);
      expect(await writer.insertLogEvents([mixed[0]!, fresh])).toEqual([fresh]);
      expect(await writer.logEventsOf("acme", ["tr_mixed"])).toHaveLength(6);
    } finally {
      await database.close();
    }
  });
});
