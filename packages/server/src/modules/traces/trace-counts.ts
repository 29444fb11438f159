import { type Compilable, type Expression, type SelectQueryBuilder, sql } from "kysely";
import type { Database } from "../../db/database";
import type { DB } from "../../db/schema";
import type { Principal } from "../../http/principal";

/** A trace list's query before its time bounds and columns. */
export type TraceQuery = SelectQueryBuilder<DB, "traces", object>;

/** What a trace list filters on, as far as its total is concerned. */
export interface CountFilter {
  agentId?: string | undefined;
  outcome?: "success" | "failure" | undefined;
  sessionId?: string | undefined;
  userId?: string | undefined;
  /** Inclusive lower bound on created_at (an ISO date-time). */
  from?: string | undefined;
  /** Upper bound on created_at. */
  to?: { op: "<" | "<="; value: string } | undefined;
}

const DAY_MS = 86_400_000;

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * The total of a trace list, read from the day counts (migration 0006) where they can answer:
 * the traces of the range's first and last partial days are counted, and the whole days in
 * between come from one row per agent, outcome and day, so a 30-day total reads two days of
 * traces instead of thirty. One statement, so one snapshot.
 *
 * `scoped` is the list's query with every filter but the time bounds. Answers null (count the
 * traces) on PostgreSQL, which keeps no day counts, with a session or user filter, which they
 * do not split by, and when the range holds no whole UTC day.
 *
 * Exact because created_at is an ISO date-time whose first ten characters are its UTC day:
 * `c >= "YYYY-MM-DD"` and `c < "YYYY-MM-DD"` compare as the day `substr(c, 1, 10)` does.
 */
export function totalFromDayCounts(
  database: Database,
  principal: Principal,
  filter: CountFilter,
  scoped: TraceQuery,
): Compilable<{ total: number }> | null {
  if (database.dialect !== "sqlite" || filter.sessionId !== undefined) return null;
  if (filter.userId !== undefined) return null;
  const { from, to } = filter;
  // The whole days are [firstDay, lastDay): after the day `from` falls in, before `to`'s day.
  const firstDay = from === undefined ? undefined : nextDay(from.slice(0, 10));
  const lastDay = to?.value.slice(0, 10);
  if (firstDay !== undefined && lastDay !== undefined && firstDay >= lastDay) return null;

  let days = database.db
    .selectFrom("trace_day_counts")
    .where("company_id", "=", principal.companyId);
  if (principal.agentId !== null) days = days.where("agent_id", "=", principal.agentId);
  if (filter.agentId !== undefined) days = days.where("agent_id", "=", filter.agentId);
  if (filter.outcome !== undefined) days = days.where("outcome", "=", filter.outcome);
  if (firstDay !== undefined) days = days.where("day", ">=", firstDay);
  if (lastDay !== undefined) days = days.where("day", "<", lastDay);
  const parts: Expression<unknown>[] = [days.select(sql<number>`coalesce(sum(traces), 0)`.as("n"))];
  if (from !== undefined && firstDay !== undefined) {
    parts.push(
      scoped
        .where("created_at", ">=", from)
        .where("created_at", "<", firstDay)
        .select((eb) => eb.fn.countAll().as("n")),
    );
  }
  if (to !== undefined && lastDay !== undefined) {
    parts.push(
      scoped
        .where("created_at", ">=", lastDay)
        .where("created_at", to.op, to.value)
        .select((eb) => eb.fn.countAll().as("n")),
    );
  }
  const sum = sql.join(
    parts.map((part) => sql`(${part})`),
    sql` + `,
  );
  return database.db.selectNoFrom(sql<number>`${sum}`.as("total"));
}
