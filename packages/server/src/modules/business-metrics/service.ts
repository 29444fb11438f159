import type { z } from "@hono/zod-openapi";
import { sql } from "kysely";
import type { Deps } from "../../context";
import { parseJson, toNumber } from "../../db/sql";
import { notFound, ValidationError } from "../../http/errors";
import { offsetOf } from "../../http/paging";
import type { Principal } from "../../http/principal";
import { newId } from "../../lib/ids";
import { findVisibleAgent } from "../agents/access";
import { bucketCount, bucketStart, bucketStarts, DAY_MS, type Interval, unitOf } from "./buckets";
import type { BusinessMetricsTable } from "./schema";
import type {
  BusinessMetric,
  CreateBusinessMetricBody,
  ListBusinessMetricsQuery,
  MetricHistory,
  MetricHistoryQuery,
} from "./schemas";
import { metricUnitTotals, visibleMetrics } from "./series";

type MetricView = z.infer<typeof BusinessMetric>;

/** What the business metrics service uses of the process's Deps. */
export type BusinessMetricsDeps = Pick<Deps, "database" | "clock">;

/** More buckets than this in one history answer is refused: narrow the range or widen the interval. */
export const MAX_HISTORY_BUCKETS = 1_000;

/** How far back a history reaches when `from` is not given. */
const DEFAULT_SPAN_MS: Record<Interval, number> = {
  hour: DAY_MS,
  day: 30 * DAY_MS,
  week: 12 * 7 * DAY_MS,
  month: 365 * DAY_MS,
};

function toView(row: BusinessMetricsTable): MetricView {
  return {
    id: row.id,
    name: row.name,
    value: toNumber(row.value),
    agentId: row.agent_id,
    timestamp: row.measured_at,
    metadata: parseJson<Record<string, unknown>>(row.metadata, {}),
    createdAt: row.created_at,
  };
}

export async function createMetric(
  { database, clock }: BusinessMetricsDeps,
  principal: Principal,
  body: z.infer<typeof CreateBusinessMetricBody>,
): Promise<MetricView> {
  // A key bound to an agent records that agent's metrics (it reaches no company-wide data).
  const agentId = body.agentId ?? principal.agentId ?? null;
  if (agentId !== null) await findVisibleAgent(database, principal, agentId);
  const now = clock.now().toISOString();
  const row: BusinessMetricsTable = {
    id: newId("metric"),
    company_id: principal.companyId,
    agent_id: agentId,
    name: body.name,
    value: body.value,
    // Stored normalised to UTC with ms, so the text orders and buckets as time does.
    measured_at: body.timestamp === undefined ? now : new Date(body.timestamp).toISOString(),
    metadata: JSON.stringify(body.metadata ?? {}),
    created_at: now,
  };
  await database.db.insertInto("business_metrics").values(row).execute();
  return toView(row);
}

/** The latest value of each metric name (newest timestamp, then newest id), by name. */
export async function listLatest(
  { database }: BusinessMetricsDeps,
  principal: Principal,
  query: z.infer<typeof ListBusinessMetricsQuery>,
): Promise<{ items: MetricView[]; total: number }> {
  if (query.agentId !== undefined) await findVisibleAgent(database, principal, query.agentId);
  let scoped = visibleMetrics(database, principal);
  if (query.agentId !== undefined) scoped = scoped.where("agent_id", "=", query.agentId);
  if (query.name !== undefined) scoped = scoped.where("name", "=", query.name);
  const ranked = scoped
    .selectAll()
    .select(
      sql<number>`row_number() over (partition by name order by measured_at desc, id desc)`.as(
        "rank",
      ),
    );
  const [rows, [counted]] = await Promise.all([
    database.select(
      database.db
        .selectFrom(ranked.as("ranked"))
        .selectAll()
        .where("rank", "=", 1)
        .orderBy("name")
        .limit(query.limit)
        .offset(offsetOf(query)),
    ),
    database.select(scoped.select(sql<number>`count(distinct name)`.as("total"))),
  ]);
  return { items: rows.map(toView), total: toNumber(counted?.total) };
}

/** The inclusive window of a history: validated, with the defaults filled in. */
function historyWindow(
  query: z.infer<typeof MetricHistoryQuery>,
  now: Date,
): { from: Date; to: Date } {
  const to = query.to === undefined ? now : new Date(query.to);
  const from =
    query.from === undefined
      ? new Date(to.getTime() - DEFAULT_SPAN_MS[query.interval])
      : new Date(query.from);
  if (from > to) {
    throw new ValidationError("Invalid query: from: must not be after to", {
      field: "from",
      reason: "must not be after to",
      location: "query",
      issues: [{ field: "from", reason: "must not be after to", code: "custom" }],
    });
  }
  const buckets = bucketCount(from, to, query.interval);
  if (buckets > MAX_HISTORY_BUCKETS) {
    const reason = `spans ${buckets} ${query.interval} buckets, more than ${MAX_HISTORY_BUCKETS}: narrow from..to or use a wider interval`;
    throw new ValidationError(`Invalid query: interval: ${reason}`, {
      field: "interval",
      reason,
      location: "query",
      issues: [{ field: "interval", reason, code: "custom" }],
    });
  }
  return { from, to };
}

/**
 * A metric's values in UTC buckets from `from` to `to`: each bucket's mean and count, and
 * every empty bucket in the range as value null, count 0.
 */
export async function history(
  { database, clock }: BusinessMetricsDeps,
  principal: Principal,
  query: z.infer<typeof MetricHistoryQuery>,
): Promise<z.infer<typeof MetricHistory>> {
  const { from, to } = historyWindow(query, clock.now());
  if (query.agentId !== undefined) await findVisibleAgent(database, principal, query.agentId);
  const unit = unitOf(query.interval);
  const totals = await metricUnitTotals(
    database,
    principal,
    { name: query.name, agentId: query.agentId, from: from.toISOString(), to: to.toISOString() },
    unit.length,
  );
  const buckets = new Map(
    bucketStarts(from, to, query.interval).map((start) => [start.getTime(), { sum: 0, count: 0 }]),
  );
  for (const [key, { sum, count }] of totals) {
    const bucket = buckets.get(bucketStart(unit.parse(key), query.interval).getTime());
    if (!bucket) continue;
    bucket.sum += sum;
    bucket.count += count;
  }
  return {
    name: query.name,
    agentId: query.agentId ?? null,
    interval: query.interval,
    from: from.toISOString(),
    to: to.toISOString(),
    dataPoints: [...buckets].map(([start, { sum, count }]) => ({
      timestamp: new Date(start).toISOString(),
      value: count === 0 ? null : sum / count,
      count,
    })),
  };
}

export async function deleteMetric(
  { database }: BusinessMetricsDeps,
  principal: Principal,
  id: string,
): Promise<void> {
  const found = await visibleMetrics(database, principal)
    .select("id")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!found) throw notFound("Business metric", id);
  await database.db
    .deleteFrom("business_metrics")
    .where("id", "=", id)
    .where("company_id", "=", principal.companyId)
    .execute();
}
