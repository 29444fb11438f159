/** The PostgreSQL (and any Kysely dialect) TraceWriter: the write's steps as Kysely queries. */
import { type Kysely, sql, type Transaction } from "kysely";
import { lockKeys } from "../../../db/advisory-locks";
import type { DB } from "../../../db/schema";
import { SETTLED_SQL } from "../logs/events";
import {
  kindsOfPack,
  type LogEventKind,
  type LogEventRow,
  type LogPackRow,
  packRecords,
  recordsOfPacks,
  storedKeys,
} from "../logs/log-packs";
import {
  type ExistingTrace,
  ID_CHUNK,
  OWNER_COLUMNS,
  type SpanKey,
  spanObject,
  TRACE_COLUMNS,
  type TraceOwner,
  type TraceWriter,
  tracesByCompany,
} from "./trace-writer";

/** Rows per multi-row insert on PostgreSQL (20 columns each: far below its parameter limit). */
const SPAN_CHUNK = 500;

export function kyselyWriter(trx: Transaction<DB> | Kysely<DB>): TraceWriter {
  /** Some columns of the stored traces among `ids`, by id (as sqliteWriter's tracesById). */
  const tracesById = async <T extends { id: string }>(
    ids: readonly string[],
    columns: readonly (typeof TRACE_COLUMNS | typeof OWNER_COLUMNS)[number][],
  ) => {
    const found = new Map<string, T>();
    for (let i = 0; i < ids.length; i += ID_CHUNK) {
      const rows = await trx
        .selectFrom("traces")
        .select(columns)
        .where("id", "in", ids.slice(i, i + ID_CHUNK))
        .execute();
      for (const row of rows) found.set(row.id, row as unknown as T);
    }
    return found;
  };
  return {
    async findTraces(ids) {
      return tracesById<ExistingTrace>(ids, TRACE_COLUMNS);
    },
    async traceOwnersOf(ids) {
      return tracesById<TraceOwner>(ids, OWNER_COLUMNS);
    },
    async insertTrace(row) {
      const inserted = await trx
        .insertInto("traces")
        .values(row)
        .onConflict((oc) => oc.column("id").doNothing())
        .returning("id")
        .executeTakeFirst();
      return inserted !== undefined;
    },
    async insertSpans(rows) {
      let inserted = 0;
      for (let i = 0; i < rows.length; i += SPAN_CHUNK) {
        const done = await trx
          .insertInto("spans")
          .values(rows.slice(i, i + SPAN_CHUNK).map(spanObject))
          .onConflict((oc) => oc.columns(["trace_id", "id"]).doNothing())
          .returning("id")
          .execute();
        inserted += done.length;
      }
      return inserted;
    },
    async spansOf(traceId) {
      return trx.selectFrom("spans").selectAll().where("trace_id", "=", traceId).execute();
    },
    async updateTrace(id, changes) {
      await trx.updateTable("traces").set(changes).where("id", "=", id).execute();
    },
    async ensureSessions(companyId, sessions, now) {
      await trx
        .insertInto("trace_sessions")
        .values(
          [...sessions].map(([id, userId]) => ({
            company_id: companyId,
            id,
            user_id: userId,
            metadata: "{}",
            created_at: now,
            updated_at: now,
          })),
        )
        .onConflict((oc) => oc.columns(["company_id", "id"]).doNothing())
        .execute();
    },
    async insertJobs(rows) {
      await trx
        .insertInto("jobs")
        .values([...rows])
        .execute();
    },
    async lockTraces(ids) {
      await lockKeys(
        trx,
        ids.map((id) => `trace:${id}`),
      );
    },
    async logEventsOf(companyId, traceIds) {
      const packs: LogPackRow[] = [];
      for (let i = 0; i < traceIds.length; i += ID_CHUNK) {
        const rows = await trx
          .selectFrom("trace_log_packs")
          .selectAll()
          .where("company_id", "=", companyId)
          .where("trace_id", "in", traceIds.slice(i, i + ID_CHUNK))
          .orderBy("created_at")
          .orderBy("id")
          .execute();
        packs.push(...rows);
      }
      return recordsOfPacks(packs);
    },
    async logEventKindsOf(companyId, traceIds) {
      const found: LogEventKind[] = [];
      for (let i = 0; i < traceIds.length; i += ID_CHUNK) {
        const rows = await trx
          .selectFrom("trace_log_packs")
          .select(["trace_id", "bound_agent_id", "record_keys"])
          .where("company_id", "=", companyId)
          .where("trace_id", "in", traceIds.slice(i, i + ID_CHUNK))
          .execute();
        for (const row of rows) found.push(...kindsOfPack(row));
      }
      return found;
    },
    async insertLogEvents(rows) {
      // Only the keys of what the traces hold already: the content stays in the database.
      const stored: Pick<LogPackRow, "company_id" | "trace_id" | "record_keys">[] = [];
      for (const [companyId, traceIds] of tracesByCompany(rows)) {
        for (let i = 0; i < traceIds.length; i += ID_CHUNK) {
          const found = await trx
            .selectFrom("trace_log_packs")
            .select(["company_id", "trace_id", "record_keys"])
            .where("company_id", "=", companyId)
            .where("trace_id", "in", traceIds.slice(i, i + ID_CHUNK))
            .execute();
          stored.push(...found);
        }
      }
      const packs = packRecords(rows, storedKeys(stored), rows[0]?.created_at ?? "");
      const fresh: LogEventRow[] = [];
      // 8 columns a row: 500 rows stay far below PostgreSQL's parameter limit.
      for (let i = 0; i < packs.length; i += SPAN_CHUNK) {
        const chunk = packs.slice(i, i + SPAN_CHUNK);
        const done = await trx
          .insertInto("trace_log_packs")
          .values(chunk.map((pack) => pack.row))
          .onConflict((oc) => oc.doNothing())
          .returning(["company_id", "trace_id", "id"])
          .execute();
        const key = (row: Pick<LogPackRow, "company_id" | "trace_id" | "id">) =>
          `${row.company_id}\u0000${row.trace_id}\u0000${row.id}`;
        const inserted = new Set(done.map(key));
        for (const pack of chunk) if (inserted.has(key(pack.row))) fresh.push(...pack.records);
      }
      return fresh;
    },
    async spanMergeStatesOf(spans) {
      const found: (SpanKey & { settled: boolean })[] = [];
      const byTrace = new Map<string, string[]>();
      for (const { traceId, id } of spans)
        byTrace.set(traceId, [...(byTrace.get(traceId) ?? []), id]);
      for (const [traceId, ids] of byTrace) {
        const rows = await trx
          .selectFrom("spans")
          .select(["id", sql<number>`${sql.raw(SETTLED_SQL)}`.as("settled")])
          .where("trace_id", "=", traceId)
          .where("id", "in", ids)
          .execute();
        for (const row of rows)
          found.push({ traceId, id: row.id, settled: Number(row.settled) === 1 });
      }
      return found;
    },
    async spanContentOf(traceId, spanIds) {
      if (spanIds.length === 0) return [];
      return trx
        .selectFrom("spans")
        .select(["id", "input", "output", "metadata"])
        .where("trace_id", "=", traceId)
        .where("id", "in", [...spanIds])
        .execute();
    },
    async updateSpanContent(traceId, spanId, changes) {
      await trx
        .updateTable("spans")
        .set(changes)
        .where("trace_id", "=", traceId)
        .where("id", "=", spanId)
        .execute();
    },
  };
}
