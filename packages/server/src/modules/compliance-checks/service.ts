/**
 * Compliance check, summary, risk (current and history), the DSR SLA report and system health.
 * Every answer is computed from the deployment's state at the time of asking; each computation
 * of the risk also keeps the day's snapshot, which the history reads.
 */
import { statfs } from "node:fs/promises";
import { toNumber } from "../../db/sql";
import type { Principal } from "../../http/principal";
import { countJobs } from "../../jobs/queue";
import {
  type Finding,
  FRAMEWORKS,
  type FrameworkResult,
  findingsOf,
  frameworkResult,
  riskOf,
  statusOf,
} from "./policy";
import { type ChecksDeps, readState } from "./state";

async function evaluate(deps: ChecksDeps, companyId: string) {
  const findings = findingsOf(await readState(deps, companyId));
  const checks = Object.fromEntries(
    FRAMEWORKS.map((f) => [f, frameworkResult(f, findings)]),
  ) as Record<(typeof FRAMEWORKS)[number], FrameworkResult>;
  const score =
    Math.round((FRAMEWORKS.reduce((sum, f) => sum + checks[f].score, 0) / FRAMEWORKS.length) * 10) /
    10;
  const critical = findings.filter((f) => f.severity === "critical").length;
  const timestamp = deps.clock.now().toISOString();
  await keepSnapshot(deps, companyId, score, findings, timestamp);
  return { findings, checks, score, status: statusOf(score, critical, findings.length), timestamp };
}

async function keepSnapshot(
  deps: ChecksDeps,
  companyId: string,
  score: number,
  findings: readonly Finding[],
  at: string,
): Promise<void> {
  const risk = riskOf(score);
  const row = {
    company_id: companyId,
    day: at.slice(0, 10),
    risk_level: risk.riskLevel,
    overall_score: risk.overallScore,
    compliance_score: score,
    issue_count: findings.length,
    created_at: at,
  };
  await deps.database.db
    .insertInto("compliance_risk_snapshots")
    .values(row)
    .onConflict((oc) =>
      oc.columns(["company_id", "day"]).doUpdateSet({
        risk_level: row.risk_level,
        overall_score: row.overall_score,
        compliance_score: row.compliance_score,
        issue_count: row.issue_count,
        created_at: row.created_at,
      }),
    )
    .execute();
}

/** The full check: admins get every issue; members an empty list and where to go. */
export async function check(deps: ChecksDeps, principal: Principal) {
  const result = await evaluate(deps, principal.companyId);
  const admin = principal.role === "admin";
  return {
    overallStatus: result.status,
    score: result.score,
    timestamp: result.timestamp,
    issues: admin ? result.findings : [],
    checks: result.checks,
    ...(admin
      ? {}
      : { message: "Issue details are shown to administrators only; ask an administrator" }),
  };
}

export async function summary(deps: ChecksDeps, principal: Principal) {
  const result = await evaluate(deps, principal.companyId);
  const brief = (f: (typeof FRAMEWORKS)[number]) => ({
    status: result.checks[f].status,
    score: result.checks[f].score,
    issueCount: result.checks[f].issueCount,
  });
  return {
    status: result.status,
    score: result.score,
    gdpr: brief("gdpr"),
    hipaa: brief("hipaa"),
    soc2: brief("soc2"),
    lastChecked: result.timestamp,
  };
}

export async function risk(deps: ChecksDeps, principal: Principal) {
  const result = await evaluate(deps, principal.companyId);
  const { riskLevel, overallScore } = riskOf(result.score);
  const bySeverity = { critical: 0, high: 0, medium: 0, low: 0 };
  for (const f of result.findings) bySeverity[f.severity] += 1;
  return {
    riskLevel,
    overallScore,
    complianceScore: result.score,
    timestamp: result.timestamp,
    frameworks: {
      gdpr: riskOf(result.checks.gdpr.score),
      hipaa: riskOf(result.checks.hipaa.score),
      soc2: riskOf(result.checks.soc2.score),
    },
    findingsBySeverity: bySeverity,
    // Members see how many, not what (as with the check).
    factors:
      principal.role === "admin"
        ? result.findings.map((f) => ({
            check: f.check,
            framework: f.framework,
            severity: f.severity,
          }))
        : [],
  };
}

export async function riskHistory(deps: ChecksDeps, principal: Principal, limit: number) {
  const rows = await deps.database.db
    .selectFrom("compliance_risk_snapshots")
    .selectAll()
    .where("company_id", "=", principal.companyId)
    .orderBy("day", "desc")
    .limit(limit)
    .execute();
  return {
    assessments: rows.map((row) => ({
      riskLevel: row.risk_level,
      overallScore: toNumber(row.overall_score),
      timestamp: row.created_at,
    })),
  };
}

/** DSR deadlines over the last `days` days of requests. */
export async function slaReport(deps: ChecksDeps, principal: Principal, days: number) {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - days * 86_400_000).toISOString();
  const rows = await deps.database.db
    .selectFrom("dsrs")
    .select(["id", "type", "status", "created_at", "due_date", "completed_at"])
    .where("company_id", "=", principal.companyId)
    .where("created_at", ">=", since)
    .orderBy("created_at")
    .execute();
  const at = now.toISOString();
  const completed = rows.filter((r) => r.status === "completed" && r.completed_at !== null);
  const onTime = completed.filter((r) => (r.completed_at as string) <= r.due_date);
  const open = rows.filter((r) => r.status !== "completed");
  const overdue = open.filter((r) => r.due_date < at);
  const durations = completed.map(
    (r) => (Date.parse(r.completed_at as string) - Date.parse(r.created_at)) / 86_400_000,
  );
  const judged = completed.length + overdue.length;
  const byType: Record<string, number> = {};
  for (const r of rows) byType[r.type] = (byType[r.type] ?? 0) + 1;
  return {
    periodDays: days,
    since,
    timestamp: at,
    deadlineDays: 30,
    totalRequests: rows.length,
    completed: completed.length,
    completedOnTime: onTime.length,
    completedLate: completed.length - onTime.length,
    open: open.length,
    overdue: overdue.length,
    slaComplianceRate: judged === 0 ? 100 : Math.round((onTime.length / judged) * 1000) / 10,
    averageCompletionDays:
      durations.length === 0
        ? null
        : Math.round((durations.reduce((a, b) => a + b, 0) / durations.length) * 10) / 10,
    byType,
    overdueRequests: overdue.map((r) => ({
      id: r.id,
      type: r.type,
      status: r.status,
      dueDate: r.due_date,
    })),
  };
}

type ComponentStatus = "healthy" | "degraded" | "unhealthy";

async function probe(
  name: string,
  work: () => Promise<{ status: ComponentStatus; detail?: string }>,
) {
  const start = performance.now();
  try {
    const { status, detail } = await work();
    return { name, status, latencyMs: Math.round((performance.now() - start) * 100) / 100, detail };
  } catch (error) {
    return {
      name,
      status: "unhealthy" as ComponentStatus,
      latencyMs: Math.round((performance.now() - start) * 100) / 100,
      detail: error instanceof Error ? error.message : String(error),
    };
  }
}

/** Probes the real components: database, job queue, model provider, disk of the data dir. */
export async function systemHealth(deps: ChecksDeps, principal: Principal) {
  const components = [
    await probe("database", async () => {
      await deps.database.ping();
      return { status: "healthy", detail: deps.database.dialect };
    }),
    await probe("job_queue", async () => {
      const counts = await countJobs(deps.database, principal.companyId);
      return {
        status: counts.dead > 0 ? "degraded" : "healthy",
        detail: `${counts.queued} queued, ${counts.running} running, ${counts.dead} dead`,
      };
    }),
    await probe("llm_provider", async () =>
      deps.llm.configured
        ? { status: "healthy", detail: "configured" }
        : { status: "degraded", detail: "not configured: only the rule_based tier works" },
    ),
    await probe("disk", async () => {
      const stats = await statfs(deps.config.dataDir).catch(() => statfs("."));
      const free = (stats.bavail * stats.bsize) / (stats.blocks * stats.bsize);
      return {
        status: free < 0.02 ? "unhealthy" : free < 0.1 ? "degraded" : "healthy",
        detail: `${Math.round(free * 1000) / 10}% free`,
      };
    }),
  ];
  return {
    timestamp: deps.clock.now().toISOString(),
    components,
    healthy: components.every((c) => c.status !== "unhealthy"),
  };
}
