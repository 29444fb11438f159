import { sql } from "kysely";
import type { Database } from "../../db/database";
import { toNumber } from "../../db/sql";
import type { Principal } from "../../http/principal";
import { visibleRows } from "../../http/visible-rows";

/** Business metric rows the caller can reach: its company's, or only its bound agent's. */
export function visibleMetrics(database: Database, principal: Principal) {
  return visibleRows(database.db, "business_metrics", principal);
}

export interface SeriesFilter {
  name: string;
  /** Only this agent's values; undefined: every value of the name the caller reaches. */
  agentId?: string;
  /** Inclusive ISO bounds. */
  from: string;
  to: string;
}

/** Sum and count of a unit (hour or UTC day) of a metric's values. */
export interface UnitTotals {
  sum: number;
  count: number;
}

/**
 * A metric's values summed and counted per time unit in the database (one row per unit, not
 * per value): the unit is the first `length` characters of the stored UTC timestamp, 13 for
 * an hour (`2026-11-02T09`) and 10 for a day (`2026-11-02`).
 */
export async function metricUnitTotals(
  database: Database,
  principal: Principal,
  filter: SeriesFilter,
  length: 10 | 13,
): Promise<Map<string, UnitTotals>> {
  // A literal, not a parameter: PostgreSQL must see the same expression in SELECT and GROUP BY.
  const unit = sql<string>`substr(measured_at, 1, ${sql.lit(length)})`;
  let query = visibleMetrics(database, principal)
    .select((eb) => [
      unit.as("unit"),
      eb.fn.sum<number>("value").as("total"),
      eb.fn.countAll<number>().as("n"),
    ])
    .where("name", "=", filter.name)
    .where("measured_at", ">=", filter.from)
    .where("measured_at", "<=", filter.to);
  if (filter.agentId !== undefined) query = query.where("agent_id", "=", filter.agentId);
  const rows = await database.select(query.groupBy(unit));
  return new Map(rows.map((r) => [r.unit, { sum: toNumber(r.total), count: toNumber(r.n) }]));
}

/** When the first value of any of `names` (of the agent, when given) was measured; null if none. */
export async function firstMetricAt(
  database: Database,
  principal: Principal,
  names: readonly string[],
  agentId: string | undefined,
): Promise<string | null> {
  if (names.length === 0) return null;
  let query = visibleMetrics(database, principal).where("name", "in", names);
  if (agentId !== undefined) query = query.where("agent_id", "=", agentId);
  const row = await query.select((eb) => eb.fn.min("measured_at").as("first")).executeTakeFirst();
  return (row?.first as string | null | undefined) ?? null;
}
