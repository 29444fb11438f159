/**
 * The SQLite TraceWriter: raw better-sqlite3 prepared statements inside one IMMEDIATE
 * transaction (writeSqlite).
 */
import type { SqliteNative } from "../../../db/database";
import { SETTLED_SQL } from "../logs/events";
import {
  kindsOfPack,
  type LogPackRow,
  packRecords,
  recordsOfPacks,
  storedKeys,
} from "../logs/log-packs";
import {
  type ExistingTrace,
  ID_CHUNK,
  type JobRow,
  type LogEventRow,
  OWNER_COLUMNS,
  SPAN_COLUMNS,
  type SpanContentColumns,
  type SpanKey,
  type SpanRow,
  TABLES_WRITTEN,
  TRACE_COLUMNS,
  type TraceOwner,
  type TraceRow,
  type TraceWriter,
  tracesByCompany,
} from "./trace-writer";

/** trace_log_packs' columns, in the order the SQLite insert binds them. */
const LOG_PACK_COLUMNS = [
  "company_id",
  "trace_id",
  "id",
  "bound_agent_id",
  "record_count",
  "record_keys",
  "records",
  "created_at",
] as const satisfies readonly (keyof LogPackRow)[];

/** Spans per `(trace_id, id) in (values …)` list (two parameters each; a power of two). */
const SPAN_KEY_CHUNK = 256;

/**
 * SQLite: raw prepared statements in one IMMEDIATE transaction while Kysely's connection lock
 * is held. Kysely would spend more time building 512-row inserts than SQLite spends on them.
 */
export async function writeSqlite<T>(
  sqlite: SqliteNative,
  run: (writer: TraceWriter) => Promise<T>,
) {
  try {
    return await sqlite.transaction(() => run(sqliteWriter(sqlite)));
  } finally {
    sqlite.wrote(TABLES_WRITTEN);
  }
}

function placeholders(count: number): string {
  return Array.from({ length: count }, () => "?").join(", ");
}

function sqliteWriter(sqlite: SqliteNative): TraceWriter {
  const insertSpan = sqlite.prepare(
    `insert into spans (${SPAN_COLUMNS.join(", ")}) values (${placeholders(SPAN_COLUMNS.length)}) on conflict (trace_id, id) do nothing`,
  );
  /** Some columns of a company's traces' log packs (`order` by created_at, id: as stored). */
  const packsOf = (companyId: string, traceIds: readonly string[], columns: string, order = "") => {
    const found: unknown[] = [];
    for (let i = 0; i < traceIds.length; i += ID_CHUNK) {
      const chunk = traceIds.slice(i, i + ID_CHUNK);
      const rows = sqlite
        .prepare(
          `select ${columns} from trace_log_packs where company_id = ? and trace_id in (${placeholders(chunk.length)})${order}`,
        )
        .all(companyId, ...chunk);
      found.push(...rows);
    }
    return found;
  };
  /** Some columns of the stored traces among `ids`, by id. */
  const tracesById = <T extends { id: string }>(
    ids: readonly string[],
    columns: readonly string[],
  ) => {
    const found = new Map<string, T>();
    for (let i = 0; i < ids.length; i += ID_CHUNK) {
      const chunk = ids.slice(i, i + ID_CHUNK);
      const rows = sqlite
        .prepare(
          `select ${columns.join(", ")} from traces where id in (${placeholders(chunk.length)})`,
        )
        .all(...chunk) as T[];
      for (const row of rows) found.set(row.id, row);
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
      const columns = Object.keys(row) as (keyof TraceRow)[];
      const statement = sqlite.prepare(
        `insert into traces (${columns.join(", ")}) values (${placeholders(columns.length)}) on conflict (id) do nothing`,
      );
      return statement.run(...columns.map((c) => row[c] ?? null)).changes > 0;
    },
    async insertSpans(rows) {
      let inserted = 0;
      for (const row of rows) inserted += insertSpan.run(row).changes;
      return inserted;
    },
    async spansOf(traceId) {
      return sqlite.prepare("select * from spans where trace_id = ?").all(traceId) as SpanRow[];
    },
    async updateTrace(id, changes) {
      const columns = Object.keys(changes) as (keyof TraceRow)[];
      sqlite
        .prepare(`update traces set ${columns.map((c) => `${c} = ?`).join(", ")} where id = ?`)
        .run(...columns.map((c) => changes[c] ?? null), id);
    },
    async ensureSessions(companyId, sessions, now) {
      const statement = sqlite.prepare(
        "insert into trace_sessions (company_id, id, user_id, metadata, created_at, updated_at) values (?, ?, ?, '{}', ?, ?) on conflict (company_id, id) do nothing",
      );
      for (const [id, userId] of sessions) statement.run(companyId, id, userId, now, now);
    },
    async insertJobs(rows) {
      for (const row of rows) {
        const columns = Object.keys(row) as (keyof JobRow)[];
        sqlite
          .prepare(
            `insert into jobs (${columns.join(", ")}) values (${placeholders(columns.length)})`,
          )
          .run(...columns.map((c) => row[c] ?? null));
      }
    },
    async lockTraces() {},
    async logEventsOf(companyId, traceIds) {
      const packs = packsOf(companyId, traceIds, "*", " order by created_at, id");
      return recordsOfPacks(packs as LogPackRow[]);
    },
    async logEventKindsOf(companyId, traceIds) {
      const packs = packsOf(companyId, traceIds, "trace_id, bound_agent_id, record_keys");
      return (packs as Pick<LogPackRow, "trace_id" | "bound_agent_id" | "record_keys">[]).flatMap(
        kindsOfPack,
      );
    },
    async insertLogEvents(rows) {
      // Only the keys of what the traces hold already: the content stays in the database.
      const stored: Pick<LogPackRow, "company_id" | "trace_id" | "record_keys">[] = [];
      for (const [companyId, traceIds] of tracesByCompany(rows)) {
        const packs = packsOf(companyId, traceIds, "company_id, trace_id, record_keys");
        stored.push(...(packs as typeof stored));
      }
      const insert = sqlite.prepare(
        `insert into trace_log_packs (${LOG_PACK_COLUMNS.join(", ")}) values (${placeholders(LOG_PACK_COLUMNS.length)}) on conflict do nothing`,
      );
      const fresh: LogEventRow[] = [];
      const now = rows[0]?.created_at ?? "";
      for (const pack of packRecords(rows, storedKeys(stored), now)) {
        const values = LOG_PACK_COLUMNS.map((c) => pack.row[c]);
        if (insert.run(...values).changes > 0) fresh.push(...pack.records);
      }
      return fresh;
    },
    async spanMergeStatesOf(spans) {
      const found: (SpanKey & { settled: boolean })[] = [];
      // One statement for up to SPAN_KEY_CHUNK spans rather than one per span: a logs export
      // names hundreds. The list is padded to a power of two (repeating its last span, which
      // IN ignores) so that a few statement texts serve every batch size.
      for (let i = 0; i < spans.length; i += SPAN_KEY_CHUNK) {
        const chunk = spans.slice(i, i + SPAN_KEY_CHUNK);
        const size = 2 ** Math.ceil(Math.log2(chunk.length));
        const args: string[] = [];
        for (let k = 0; k < size; k++) {
          const span = chunk[Math.min(k, chunk.length - 1)] as SpanKey;
          args.push(span.traceId, span.id);
        }
        const rows = sqlite
          .prepare(
            `select trace_id, id, ${SETTLED_SQL} as settled from spans where (trace_id, id) in (values ${Array.from({ length: size }, () => "(?, ?)").join(", ")})`,
          )
          .all(...args) as { trace_id: string; id: string; settled: number }[];
        for (const row of rows) {
          found.push({ traceId: row.trace_id, id: row.id, settled: row.settled === 1 });
        }
      }
      return found;
    },
    async spanContentOf(traceId, spanIds) {
      const statement = sqlite.prepare(
        "select id, input, output, metadata from spans where trace_id = ? and id = ?",
      );
      const found: (SpanContentColumns & { id: string })[] = [];
      for (const id of spanIds) {
        const row = statement.get(traceId, id) as (SpanContentColumns & { id: string }) | undefined;
        if (row) found.push(row);
      }
      return found;
    },
    async updateSpanContent(traceId, spanId, { input, output, metadata }) {
      sqlite
        .prepare(
          "update spans set input = ?, output = ?, metadata = ? where trace_id = ? and id = ?",
        )
        .run(input, output, metadata, traceId, spanId);
    },
  };
}
