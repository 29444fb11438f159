import { type SelectQueryBuilder, sql } from "kysely";
import type { Database } from "../../db/database";
import type { DB } from "../../db/schema";
import { toNumber } from "../../db/sql";

export const STATS_INTERVALS = ["hour", "day"] as const;
export type StatsInterval = (typeof STATS_INTERVALS)[number];

/** One bucket of a stats series; empty buckets are zeros and a null latency, never missing. */
export interface StatsPoint {
  timestamp: string;
  traces: number;
  failures: number;
  tokens: number;
  avgLatencyMs: number | null;
}

const STEP_MS: Record<StatsInterval, number> = { hour: 3_600_000, day: 86_400_000 };
/** created_at is ISO 8601 text in UTC, so its first 13 (10) characters name its hour (day). */
const PREFIX: Record<StatsInterval, number> = { hour: 13, day: 10 };

/** Hourly buckets up to a week (at most 168 points), daily beyond. */
export function defaultInterval(periodMs: number): StatsInterval {
  return periodMs <= 7 * STEP_MS.day ? "hour" : "day";
}

function floorTo(time: number, interval: StatsInterval): number {
  return Math.floor(time / STEP_MS[interval]) * STEP_MS[interval];
}

/**
 * The period's traces per UTC hour or day, grouped in SQL over the created_at prefix (the same
 * expression on SQLite and PostgreSQL), then laid on every bucket from `from` to `to` so a
 * chart reads gaps as zeros.
 */
export async function statsSeries(
  database: Database,
  filtered: SelectQueryBuilder<DB, "traces", object>,
  from: Date,
  to: Date,
  interval: StatsInterval,
): Promise<StatsPoint[]> {
  const bucket = sql<string>`substr(created_at, 1, ${sql.lit(PREFIX[interval])})`;
  const rows = await database.select(
    filtered
      .select((eb) => [
        bucket.as("bucket"),
        eb.fn.countAll().as("traces"),
        eb.fn.sum(eb.case().when("outcome", "=", "failure").then(1).else(0).end()).as("failures"),
        eb.fn.sum("token_count").as("tokens"),
        eb.fn.avg("latency_ms").as("avg_latency"),
      ])
      .groupBy(bucket),
  );
  const byStart = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    const key = String(row.bucket);
    byStart.set(Date.parse(interval === "hour" ? `${key}:00:00Z` : `${key}T00:00:00Z`), row);
  }
  const points: StatsPoint[] = [];
  for (let t = floorTo(from.getTime(), interval); t <= to.getTime(); t += STEP_MS[interval]) {
    const row = byStart.get(t);
    points.push({
      timestamp: new Date(t).toISOString(),
      traces: toNumber(row?.traces),
      failures: toNumber(row?.failures),
      tokens: toNumber(row?.tokens),
      avgLatencyMs:
        row?.avg_latency == null ? null : Math.round(toNumber(row.avg_latency) * 100) / 100,
    });
  }
  return points;
}
