import type { z } from "@hono/zod-openapi";
import type { Database } from "../../db/database";
import { parseJson, toNumber } from "../../db/sql";
import type { Principal } from "../../http/principal";
import type { Clock } from "../../lib/clock";
import type { AnalyticsQuery, GuardrailAnalytics } from "./schemas";

type Analytics = z.infer<typeof GuardrailAnalytics>;

const PERIOD_MS: Record<Analytics["period"], number> = {
  "24h": 86_400_000,
  "7d": 7 * 86_400_000,
  "30d": 30 * 86_400_000,
};

const TOP_FINDINGS = 10;

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Guardrail scan counts over a period: by action, by scanner (scans it ran in, findings it
 * made), mean latency and the most frequent finding types. A key bound to an agent sees only
 * that agent's scans.
 */
export async function guardrailAnalytics(
  { database, clock }: { database: Database; clock: Clock },
  principal: Principal,
  query: z.infer<typeof AnalyticsQuery>,
): Promise<Analytics> {
  const to = clock.now();
  const from = new Date(to.getTime() - PERIOD_MS[query.period]);
  let scans = database.db
    .selectFrom("guardrail_scans")
    .where("company_id", "=", principal.companyId)
    .where("created_at", ">=", from.toISOString())
    .where("created_at", "<=", to.toISOString());
  if (principal.agentId !== null) scans = scans.where("agent_id", "=", principal.agentId);
  if (query.agentId !== undefined) scans = scans.where("agent_id", "=", query.agentId);

  const [actions, rows] = await Promise.all([
    scans
      .select((eb) => ["action", eb.fn.countAll().as("count"), eb.fn.sum("latency_ms").as("ms")])
      .groupBy("action")
      .execute(),
    scans.select(["scanner_findings", "finding_types"]).execute(),
  ]);

  const byAction: Analytics["byAction"] = { pass: 0, redact: 0, flag: 0, block: 0 };
  let totalScans = 0;
  let totalMs = 0;
  for (const row of actions) {
    const count = toNumber(row.count);
    byAction[row.action] = count;
    totalScans += count;
    totalMs += toNumber(row.ms);
  }

  const byScanner: Analytics["byScanner"] = {};
  const types = new Map<string, number>();
  for (const row of rows) {
    for (const [name, findings] of Object.entries(
      parseJson<Record<string, number>>(row.scanner_findings, {}),
    )) {
      const entry = byScanner[name] ?? { scans: 0, findings: 0 };
      entry.scans += 1;
      entry.findings += findings;
      byScanner[name] = entry;
    }
    for (const [type, count] of Object.entries(
      parseJson<Record<string, number>>(row.finding_types, {}),
    )) {
      types.set(type, (types.get(type) ?? 0) + count);
    }
  }
  const topFindings = [...types]
    .map(([type, count]) => ({ type, count }))
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type))
    .slice(0, TOP_FINDINGS);

  return {
    period: query.period,
    from: from.toISOString(),
    to: to.toISOString(),
    totalScans,
    byAction,
    byScanner,
    avgLatencyMs: totalScans === 0 ? null : round3(totalMs / totalScans),
    topFindings,
  };
}
