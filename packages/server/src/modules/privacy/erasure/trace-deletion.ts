/**
 * The one way traces leave the database (retention and erasure both use it): a company's
 * traces go with every row derived from them, in bounded batches, each batch one short
 * transaction so that ingestion is never held up for long.
 *
 * - Every table with a `trace_id` column, found in the database's own catalogue, so a table a
 *   module adds later is covered without a list (coverage.ts makes the new module say so).
 * - Flags' review history and comments, and review items' events (they hang off the flag or
 *   the item, not the trace); issues keep their other traces, with trace_count recounted.
 * - Failure patterns: members and pending rows (they hold raw failure reasons), with the
 *   clusters and signatures they counted in recounted (pattern-recount.ts).
 * - Rows that name a trace inside text: webhook delivery payloads, notifications, stored
 *   idempotent responses, finished jobs' payloads, shadow tests and suite runs (their results
 *   hold outputs replayed or judged from the traces).
 * - Sessions left without traces; on SQLite `trace_day_counts` follows by its triggers and the
 *   search index (FTS5) by the analyses' triggers; PostgreSQL's tsvector goes with the row.
 */
import { sql, type Transaction } from "kysely";
import type { Deps } from "../../../context";
import { tablesWithColumn } from "../../../db/columns";
import type { DB } from "../../../db/schema";
import { containsAny } from "../../../db/text-match";
import { clusterNamedIssues, renameFromClusters } from "./issue-titles";
import { recountPatterns } from "./pattern-recount";

export type TraceDeletionDeps = Pick<Deps, "database" | "clock">;

/** Traces per transaction. */
export const DELETION_BATCH = 200;

/** Rows deleted (or, for patterns, rewritten) per table. */
export type RowCounts = Record<string, number>;

/** Tables whose trace rows this file deletes itself, before or after the catalogue's. */
const HANDLED_APART = new Set(["traces", "pattern_members", "pattern_pending"]);

/**
 * Tables that name traces inside text, with the columns to look in. Live jobs (queued or
 * running) are left alone: their payloads hold ids only and their handlers find the trace gone.
 */
const TEXT_REFERENCES: readonly { table: string; columns: string[]; where?: string }[] = [
  { table: "webhook_deliveries", columns: ["payload"] },
  { table: "notifications", columns: ["subject", "body"] },
  { table: "idempotency_keys", columns: ["response_body"] },
  { table: "jobs", columns: ["payload"], where: "state in ('completed', 'dead')" },
  { table: "shadow_tests", columns: ["trace_ids"] },
  { table: "evaluation_suite_runs", columns: ["results"] },
];

export interface DeletionPlan {
  /** Tables with a trace_id column besides those handled apart (from the catalogue). */
  traceTables: string[];
  /** Of those, the ones with a company_id column (scoped by it). */
  companyScoped: Set<string>;
}

/** Reads the catalogue once per job: which tables carry trace rows. */
export async function deletionPlan(database: TraceDeletionDeps["database"]): Promise<DeletionPlan> {
  const [withTrace, withCompany] = await Promise.all([
    tablesWithColumn(database, "trace_id"),
    tablesWithColumn(database, "company_id"),
  ]);
  return {
    traceTables: withTrace.filter((table) => !HANDLED_APART.has(table)),
    companyScoped: new Set(withCompany),
  };
}

function add(counts: RowCounts, table: string, n: number): void {
  if (n > 0) counts[table] = (counts[table] ?? 0) + n;
}

async function deleteCounted(trx: Transaction<DB>, query: ReturnType<typeof sql>): Promise<number> {
  // RETURNING counts the rows where drivers (PGlite) report no counts.
  return (await query.execute(trx)).rows.length;
}

async function deleteFlagChildren(
  trx: Transaction<DB>,
  companyId: string,
  traceIds: readonly string[],
  counts: RowCounts,
): Promise<void> {
  const flags = trx
    .selectFrom("flagged_traces")
    .select("id")
    .where("company_id", "=", companyId)
    .where("trace_id", "in", traceIds);
  const items = trx
    .selectFrom("human_review_items")
    .select("id")
    .where("company_id", "=", companyId)
    .where("trace_id", "in", traceIds);
  const events = await trx
    .deleteFrom("human_review_events")
    .where("company_id", "=", companyId)
    .where("item_id", "in", items)
    .returning("id")
    .execute();
  add(counts, "human_review_events", events.length);
  for (const table of ["flag_reviews", "flag_comments"] as const) {
    const deleted = await trx
      .deleteFrom(table)
      .where("company_id", "=", companyId)
      .where("flag_id", "in", flags)
      .returning("id")
      .execute();
    add(counts, table, deleted.length);
  }
}

async function deleteTextReferences(
  trx: Transaction<DB>,
  deps: TraceDeletionDeps,
  companyId: string,
  ids: readonly string[],
  counts: RowCounts,
): Promise<void> {
  const dialect = deps.database.dialect;
  for (const { table, columns, where } of TEXT_REFERENCES) {
    // Stored responses are scoped by key, not company; trace ids are unique across companies.
    const scope = table === "idempotency_keys" ? sql`1 = 1` : sql`company_id = ${companyId}`;
    const extra = where ? sql` and ${sql.raw(where)}` : sql``;
    const n = await deleteCounted(
      trx,
      sql`delete from ${sql.table(table)} where ${scope}${extra}
        and ${containsAny(dialect, columns, ids)} returning 1`,
    );
    add(counts, table, n);
  }
}

/**
 * Runs at the end of a deletion's transaction with the rows that transaction deleted, so a
 * caller can record its progress in the same commit (an erasure's receipt survives a restart).
 */
export type OnDeleted = (trx: Transaction<DB>, counts: RowCounts) => Promise<void>;

/** One transaction: the given traces of `companyId` and everything derived from them. */
export async function deleteTraceBatch(
  deps: TraceDeletionDeps,
  plan: DeletionPlan,
  companyId: string,
  traceIds: readonly string[],
  onDeleted?: OnDeleted,
): Promise<RowCounts> {
  const counts: RowCounts = {};
  if (traceIds.length === 0) return counts;
  const at = deps.clock.now().toISOString();
  await deps.database.db.transaction().execute(async (trx) => {
    await deleteFlagChildren(trx, companyId, traceIds, counts);
    const issues = await trx
      .selectFrom("issue_traces")
      .select("issue_id")
      .distinct()
      .where("company_id", "=", companyId)
      .where("trace_id", "in", traceIds)
      .execute();
    const named = await clusterNamedIssues(
      trx,
      companyId,
      issues.map((row) => row.issue_id),
    );
    const patterns = await recountPatterns(trx, companyId, traceIds, at);
    addCounts(counts, patterns.counts);
    for (const table of plan.traceTables) {
      const scoped = plan.companyScoped.has(table) ? sql` and company_id = ${companyId}` : sql``;
      const n = await deleteCounted(
        trx,
        sql`delete from ${sql.table(table)} where trace_id in (${sql.join(traceIds)})${scoped} returning 1`,
      );
      add(counts, table, n);
    }
    if (issues.length > 0) {
      // An issue keeps its other traces; its count follows the links that remain.
      await trx
        .updateTable("issues")
        .set((eb) => ({
          trace_count: eb
            .selectFrom("issue_traces")
            .select((inner) => inner.fn.countAll<number>().as("n"))
            .whereRef("issue_traces.issue_id", "=", "issues.id"),
          updated_at: at,
        }))
        .where("company_id", "=", companyId)
        .where(
          "id",
          "in",
          issues.map((row) => row.issue_id),
        )
        .execute();
    }
    add(counts, "issues (renamed)", await renameFromClusters(trx, named, at));
    // Events about a deleted cluster carry its name, made from the deleted failures' text.
    await deleteTextReferences(trx, deps, companyId, [...traceIds, ...patterns.deletedIds], counts);
    const sessions = await trx
      .selectFrom("traces")
      .select("session_id")
      .distinct()
      .where("company_id", "=", companyId)
      .where("id", "in", traceIds)
      .where("session_id", "is not", null)
      .execute();
    const traces = await trx
      .deleteFrom("traces")
      .where("company_id", "=", companyId)
      .where("id", "in", traceIds)
      .returning("id")
      .execute();
    add(counts, "traces", traces.length);
    const sessionIds = sessions.map((row) => row.session_id as string);
    if (sessionIds.length > 0) {
      const emptied = await trx
        .deleteFrom("trace_sessions")
        .where("company_id", "=", companyId)
        .where("id", "in", sessionIds)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("traces")
                .select("traces.id")
                .where("traces.company_id", "=", companyId)
                .whereRef("traces.session_id", "=", "trace_sessions.id"),
            ),
          ),
        )
        .returning("id")
        .execute();
      add(counts, "trace_sessions", emptied.length);
    }
    await onDeleted?.(trx, counts);
  });
  return counts;
}

/** Adds `more` into `total`. */
export function addCounts(total: RowCounts, more: RowCounts): RowCounts {
  for (const [table, n] of Object.entries(more)) add(total, table, n);
  return total;
}

/**
 * Deletes `traceIds` of `companyId` with everything derived from them, DELETION_BATCH traces
 * per transaction; answers the rows deleted per table.
 * @example const counts = await deleteTraces(deps, "acme", ["tr_01J…"]);
 */
export async function deleteTraces(
  deps: TraceDeletionDeps,
  companyId: string,
  traceIds: readonly string[],
  plan?: DeletionPlan,
  onDeleted?: OnDeleted,
): Promise<RowCounts> {
  const tables = plan ?? (await deletionPlan(deps.database));
  const total: RowCounts = {};
  for (let i = 0; i < traceIds.length; i += DELETION_BATCH) {
    const batch = traceIds.slice(i, i + DELETION_BATCH);
    addCounts(total, await deleteTraceBatch(deps, tables, companyId, batch, onDeleted));
  }
  return total;
}
