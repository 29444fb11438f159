/**
 * Migration 0012-trace-log-packs: log records go from one row each (trace_log_events) to one
 * row per trace and write (trace_log_packs, see log-packs.ts). The records stored already are
 * carried over, a trace's records into one pack per bound agent, and the old table dropped.
 */
import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "../../../db/migrations/types";
import type { TraceLogEventsTable, TraceLogPacksTable } from "../schema";
import { packOf } from "./log-packs";

interface Tables {
  trace_log_events: TraceLogEventsTable;
  trace_log_packs: TraceLogPacksTable;
}

/** Old rows read per statement (keyset pages, so a large table is never read whole). */
const PAGE = 2000;

export async function up(raw: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  const db = raw as Kysely<Tables>;
  // A rowid table on SQLite, unlike trace_log_events: a pack is a kilobyte or more, and a
  // WITHOUT ROWID table keeps whole rows in its key order, where random keys split pages and
  // tripled the commit's cost in bench/ingest-logs-write.ts; here rows append and only the
  // small key goes into the primary key's index.
  await sql`
    create table trace_log_packs (
      company_id text not null,
      trace_id text not null,
      id text not null,
      bound_agent_id text,
      record_count integer not null,
      record_keys text not null,
      records text not null,
      created_at text not null,
      primary key (company_id, trace_id, id)
    )
  `.execute(db);
  await carryOver(db);
  await sql`drop table trace_log_events`.execute(db);
}

/** Packs the old rows, a trace at a time (its rows arrive together in key order). */
async function carryOver(db: Kysely<Tables>): Promise<void> {
  let after: TraceLogEventsTable | undefined;
  let trace: TraceLogEventsTable[] = [];
  for (;;) {
    let query = db
      .selectFrom("trace_log_events")
      .selectAll()
      .orderBy("company_id")
      .orderBy("trace_id")
      .orderBy("span_id")
      .orderBy("id")
      .limit(PAGE);
    if (after) {
      const { company_id, trace_id, span_id, id } = after;
      query = query.where(
        sql<boolean>`(company_id, trace_id, span_id, id) > (${company_id}, ${trace_id}, ${span_id}, ${id})`,
      );
    }
    const page = await query.execute();
    for (const row of page) {
      const current = trace[0];
      if (current && (current.company_id !== row.company_id || current.trace_id !== row.trace_id)) {
        await insertPacks(db, trace);
        trace = [];
      }
      trace.push(row);
    }
    if (page.length < PAGE) break;
    after = page[page.length - 1];
  }
  if (trace.length > 0) await insertPacks(db, trace);
}

/** One trace's old rows as its packs: one per bound agent, dated by its first record. */
async function insertPacks(db: Kysely<Tables>, rows: readonly TraceLogEventsTable[]) {
  const byAgent = new Map<string | null, TraceLogEventsTable[]>();
  for (const row of rows) {
    const group = byAgent.get(row.bound_agent_id);
    if (group) group.push(row);
    else byAgent.set(row.bound_agent_id, [row]);
  }
  for (const group of byAgent.values()) {
    const created = group.map((row) => row.created_at).sort()[0] as string;
    await db.insertInto("trace_log_packs").values(packOf(group, created).row).execute();
  }
}
