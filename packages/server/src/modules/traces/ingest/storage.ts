/** The storage steps of an ingest write on each dialect: raw better-sqlite3, or Kysely. */
import { type Insertable, type Kysely, sql, type Transaction } from "kysely";
import { lockKeys } from "../../../db/advisory-locks";
import type { SqliteNative } from "../../../db/database";
import type { DB, JobsTable } from "../../../db/schema";
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
import type { SpansTable, TracesTable } from "../schema";

export type SpanRow = Insertable<SpansTable>;
export type TraceRow = Insertable<TracesTable>;
export type JobRow = Insertable<JobsTable>;
export type { LogEventKind, LogEventRow };
/** What a merge of log events changes in a stored span. */
export interface SpanContentColumns {
  input: string | null;
  output: string | null;
  metadata: string;
}
/** Where a span is stored: its trace and its own id. */
export interface SpanKey {
  traceId: string;
  id: string;
}
/** A span row's values in SPAN_COLUMNS order. */
export type SpanValues = unknown[];

export interface ExistingTrace {
  id: string;
  company_id: string;
  agent_id: string;
  /** What a joining write keeps when a batch stated it (see statedName in batch-write.ts). */
  name: string | null;
  outcome: "success" | "failure";
  user_message: string;
  agent_response: string;
  session_id: string | null;
  user_id: string | null;
  /** JSON text: what a joining write's trace metadata merges into. */
  metadata: string;
}

/**
 * Whose a stored trace is, and which of its spans are not settled (traces.unsettled_span_ids):
 * all a log write needs to know of most of its traces.
 */
export type TraceOwner = Pick<ExistingTrace, "id" | "company_id" | "agent_id"> & {
  unsettled_span_ids: string | null;
};

/** The storage steps of a write, on one dialect, inside one transaction. */
export interface TraceWriter {
  findTraces(ids: readonly string[]): Promise<Map<string, ExistingTrace>>;
  /** findTraces with only the owner columns: no text of the traces is read. */
  traceOwnersOf(ids: readonly string[]): Promise<Map<string, TraceOwner>>;
  /** False when the id already exists (another writer got there first). */
  insertTrace(row: TraceRow): Promise<boolean>;
  /** Inserts the spans not stored yet; answers how many were new. */
  insertSpans(rows: readonly SpanValues[]): Promise<number>;
  spansOf(traceId: string): Promise<SpanRow[]>;
  updateTrace(id: string, changes: Partial<TraceRow>): Promise<void>;
  ensureSessions(
    companyId: string,
    sessions: Map<string, string | null>,
    now: string,
  ): Promise<void>;
  /** Jobs (event dispatches) committed with the write. */
  insertJobs(rows: readonly JobRow[]): Promise<void>;
  /**
   * Serialises this transaction with every other writer of these traces (spans or logs), so
   * a span and its log records written at once on two replicas still meet. No-op on SQLite,
   * whose write transactions are serial already.
   */
  lockTraces(ids: readonly string[]): Promise<void>;
  /** The stored log events of a company's traces. */
  logEventsOf(companyId: string, traceIds: readonly string[]): Promise<LogEventRow[]>;
  /** What the merge needs to know of a company's stored log events: where they are, their names. */
  logEventKindsOf(companyId: string, traceIds: readonly string[]): Promise<LogEventKind[]>;
  /** Inserts the log events not stored yet; answers those (the rows that were new). */
  insertLogEvents(rows: readonly LogEventRow[]): Promise<LogEventRow[]>;
  updateSpanContent(traceId: string, spanId: string, changes: SpanContentColumns): Promise<void>;
  /** Whether each of some spans (those stored) is settled (see isSettled), in one read. */
  spanMergeStatesOf(spans: readonly SpanKey[]): Promise<(SpanKey & { settled: boolean })[]>;
  /** The content columns of some of a trace's spans (those stored). */
  spanContentOf(
    traceId: string,
    spanIds: readonly string[],
  ): Promise<(SpanContentColumns & { id: string })[]>;
}

/** A log record's fields, in the order the trip to the writer thread packs them. */
export const LOG_EVENT_COLUMNS = [
  "company_id",
  "trace_id",
  "span_id",
  "id",
  "bound_agent_id",
  "name",
  "time_unix_nano",
  "observed_time_unix_nano",
  "seq",
  "severity_number",
  "severity_text",
  "attributes",
  "created_at",
] as const satisfies readonly (keyof LogEventRow)[];

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

/** The companies of some log rows, each with the traces its rows name. */
function tracesByCompany(rows: readonly LogEventRow[]): Map<string, string[]> {
  const traces = new Map<string, Set<string>>();
  for (const row of rows) {
    const ids = traces.get(row.company_id) ?? new Set<string>();
    traces.set(row.company_id, ids);
    ids.add(row.trace_id);
  }
  return new Map([...traces].map(([company, ids]) => [company, [...ids]]));
}

const OWNER_COLUMNS = ["id", "company_id", "agent_id", "unsettled_span_ids"] as const;

const TRACE_COLUMNS = [
  "id",
  "company_id",
  "agent_id",
  "name",
  "outcome",
  "user_message",
  "agent_response",
  "session_id",
  "user_id",
  "metadata",
] as const;

const SPAN_COLUMNS = [
  "trace_id",
  "id",
  "company_id",
  "parent_span_id",
  "name",
  "type",
  "start_time",
  "end_time",
  "latency_ms",
  "status",
  "status_message",
  "model",
  "input",
  "output",
  "input_tokens",
  "output_tokens",
  "total_tokens",
  "query",
  "documents",
  "metadata",
] as const satisfies readonly (keyof SpanRow)[];

/** Where a span column sits in SpanValues. */
export const spanColumnIndex = (column: (typeof SPAN_COLUMNS)[number]) =>
  SPAN_COLUMNS.indexOf(column);

export const TABLES_WRITTEN = [
  "traces",
  "spans",
  "trace_sessions",
  "jobs",
  "trace_log_packs",
] as const;
/** Ids per `in (…)` list: well under every dialect's parameter limit. */
const ID_CHUNK = 500;
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

/** Rows per multi-row insert on PostgreSQL (20 columns each: far below its parameter limit). */
const SPAN_CHUNK = 500;

export function spanObject(values: SpanValues): SpanRow {
  return Object.fromEntries(SPAN_COLUMNS.map((column, i) => [column, values[i]])) as SpanRow;
}

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
