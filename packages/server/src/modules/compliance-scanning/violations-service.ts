import type { z } from "@hono/zod-openapi";
import type { Deps } from "../../context";
import { toNumber } from "../../db/sql";
import { BadRequestError, notFound } from "../../http/errors";
import type { Principal } from "../../http/principal";
import { visibleRows } from "../../http/visible-rows";
import { enqueue } from "../../jobs/queue";
import { upperTimeBound } from "../traces/model";
import { enabledRules, requireAdmin, type ScanningDeps } from "./rules-service";
import { SCAN_JOB } from "./scan-job";
import type { ComplianceViolationsTable } from "./schema";
import type {
  BulkViolationsBody,
  ListViolationsQuery,
  UpdateViolationBody,
  Violation,
} from "./schemas";

type ViolationView = z.infer<typeof Violation>;

export function violationView(row: ComplianceViolationsTable): ViolationView {
  return {
    id: row.id,
    ruleId: row.rule_id,
    ruleName: row.rule_name,
    traceId: row.trace_id,
    agentId: row.agent_id,
    piiType: row.pii_type,
    status: row.status,
    matchCount: toNumber(row.match_count),
    detectedAt: row.detected_at,
    notes: row.notes,
    updatedAt: row.updated_at,
  };
}

/** Violations the caller reaches: its company's, only its agent's for an agent-bound key. */
function visible({ database }: Pick<Deps, "database">, principal: Principal) {
  return visibleRows(database.db, "compliance_violations", principal);
}

export async function listViolations(
  deps: ScanningDeps,
  principal: Principal,
  query: z.infer<typeof ListViolationsQuery>,
) {
  let base = visible(deps, principal);
  if (query.status) base = base.where("status", "=", query.status);
  if (query.ruleId) base = base.where("rule_id", "=", query.ruleId);
  if (query.agentId) base = base.where("agent_id", "=", query.agentId);
  if (query.piiType) base = base.where("pii_type", "=", query.piiType);
  if (query.startDate) {
    base = base.where("detected_at", ">=", new Date(Date.parse(query.startDate)).toISOString());
  }
  if (query.endDate) {
    const bound = upperTimeBound(query.endDate);
    base = base.where("detected_at", bound.op, bound.value);
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy("detected_at", "desc")
      .orderBy("id", "desc")
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { violations: rows.map(violationView), total: toNumber(count.n) };
}

export async function getViolation(deps: ScanningDeps, principal: Principal, id: string) {
  const row = await visible(deps, principal).selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound("Violation", id);
  return violationView(row);
}

export async function violationsOfTrace(deps: ScanningDeps, principal: Principal, traceId: string) {
  const rows = await visible(deps, principal)
    .selectAll()
    .where("trace_id", "=", traceId)
    .orderBy("detected_at")
    .orderBy("id")
    .execute();
  return { violations: rows.map(violationView) };
}

export async function violationStats(
  deps: ScanningDeps,
  principal: Principal,
  agentId: string | undefined,
) {
  let base = visible(deps, principal);
  if (agentId) base = base.where("agent_id", "=", agentId);
  const rows = await base
    .select((eb) => ["status", "pii_type", eb.fn.countAll().as("n")])
    .groupBy(["status", "pii_type"])
    .execute();
  const stats = {
    total: 0,
    byStatus: {} as Record<string, number>,
    byPiiType: {} as Record<string, number>,
  };
  for (const row of rows) {
    const n = toNumber(row.n);
    stats.total += n;
    stats.byStatus[row.status] = (stats.byStatus[row.status] ?? 0) + n;
    stats.byPiiType[row.pii_type] = (stats.byPiiType[row.pii_type] ?? 0) + n;
  }
  return { stats };
}

export async function updateViolation(
  deps: ScanningDeps,
  principal: Principal,
  id: string,
  body: z.infer<typeof UpdateViolationBody>,
) {
  const row = await visible(deps, principal).selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound("Violation", id);
  const changes: Partial<ComplianceViolationsTable> = {
    status: body.status,
    updated_at: deps.clock.now().toISOString(),
  };
  if (body.notes !== undefined) changes.notes = body.notes;
  await deps.database.db
    .updateTable("compliance_violations")
    .set(changes)
    .where("id", "=", id)
    .execute();
  return violationView({ ...row, ...changes });
}

/** Sets the status of up to 100 violations; ids outside the caller's reach are not counted. */
export async function bulkUpdate(
  deps: ScanningDeps,
  principal: Principal,
  body: z.infer<typeof BulkViolationsBody>,
) {
  let update = deps.database.db
    .updateTable("compliance_violations")
    .set({ status: body.status, updated_at: deps.clock.now().toISOString() })
    .where("company_id", "=", principal.companyId)
    .where("id", "in", [...new Set(body.ids)]);
  if (principal.agentId !== null) update = update.where("agent_id", "=", principal.agentId);
  const updated = await update.returning("id").execute();
  return { updated: updated.length };
}

const BACKFILL_CHUNK = 100;

/**
 * Enqueues scans of the company's most recent `limit` traces (100 per job); 400 BAD_REQUEST
 * while no rule is enabled, since the scans would find nothing to apply.
 */
export async function backfill(deps: ScanningDeps, principal: Principal, limit: number) {
  requireAdmin(principal);
  if ((await enabledRules(deps, principal.companyId)).length === 0) {
    throw new BadRequestError("Enable at least one scan rule before a backfill", {
      field: "rules",
      reason: "no enabled rule",
    });
  }
  const now = deps.clock.now();
  return deps.database.db.transaction().execute(async (trx) => {
    const ids = (
      await trx
        .selectFrom("traces")
        .select("id")
        .where("company_id", "=", principal.companyId)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute()
    ).map((row) => row.id);
    const jobs = [];
    for (let i = 0; i < ids.length; i += BACKFILL_CHUNK) {
      jobs.push({
        type: SCAN_JOB,
        companyId: principal.companyId,
        payload: { traceIds: ids.slice(i, i + BACKFILL_CHUNK) },
      });
    }
    await enqueue(trx, jobs, now);
    return { total: ids.length, enqueued: ids.length };
  });
}

/** The scan queue's counts for the company; the queue is the database's, never Redis. */
export async function scanningHealth(deps: Pick<Deps, "jobs">, principal: Principal) {
  const counts = (await deps.jobs.counts(principal.companyId)).byType[SCAN_JOB] ?? {};
  return {
    active: true,
    redis: false as const,
    workerInitialized: true,
    complianceQueue: {
      waiting: counts.queued ?? 0,
      active: counts.running ?? 0,
      completed: counts.completed ?? 0,
      failed: counts.dead ?? 0,
    },
  };
}
