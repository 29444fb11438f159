/**
 * Analyzer v2 batches: up to 500 stored traces analysed in the background by a durable job,
 * enqueued in the transaction that records the batch. Priority orders the queue: leasing takes
 * jobs by run_at, so a high-priority batch is queued as if it had arrived earlier.
 */
import type { z } from "@hono/zod-openapi";
import type { Deps } from "../../context";
import { parseJson, toNumber } from "../../db/sql";
import { notFound } from "../../http/errors";
import type { Principal } from "../../http/principal";
import { enqueue } from "../../jobs/queue";
import type { JobHandler } from "../../jobs/worker";
import { newId } from "../../lib/ids";
import { estimate } from "../credits/pricing";
import type { AnalyzerBatchBody } from "./analyzer-schemas";
import { analyzeInBackground } from "./background";
import { callbackSecret, queueCallback } from "./batch-callback";
import { assertRunnable } from "./core";
import { averageScore } from "./explainer-service";
import type { Explanation } from "./explanation";
import { pickUnexplained } from "./generate-all";
import { loadStored } from "./trace-input";

export const BATCH_JOB = "analysis.batch";

/** How much earlier than now a batch of each priority is queued. */
const PRIORITY_HEAD_START_MS = { high: 10 * 60_000, normal: 5 * 60_000, low: 0 } as const;
/** A rough time per trace by tier, for estimatedDuration (seconds). */
const SECONDS_PER_TRACE = { rule_based: 0.02, fast_llm: 2, full_llm: 4, deep: 8 } as const;

type Body = z.infer<typeof AnalyzerBatchBody>;

interface BatchConfig {
  traceIds: string[];
  modules: string[];
  priority: Body["config"]["priority"];
  callbackUrl: string | null;
  /** The callback's signing secret, sealed with the server's key. */
  callbackSecret?: string;
}

/** Records a run and enqueues its job in one transaction. */
async function queueRun(
  deps: Deps,
  run: {
    id: string;
    companyId: string;
    agentId: string;
    kind: "batch" | "generate_all";
    tier: Body["config"]["tier"];
  },
  config: BatchConfig,
  now: Date,
): Promise<void> {
  await deps.database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("analysis_runs")
      .values({
        id: run.id,
        company_id: run.companyId,
        agent_id: run.agentId,
        kind: run.kind,
        tier: run.tier,
        status: "queued",
        config: JSON.stringify(config),
        trace_count: config.traceIds.length,
        completed_count: 0,
        failed_count: 0,
        avg_score: null,
        credits_used_milli: 0,
        created_at: now.toISOString(),
        completed_at: null,
      })
      .execute();
    await enqueue(
      trx,
      [
        {
          type: BATCH_JOB,
          companyId: run.companyId,
          ref: run.id,
          payload: { runId: run.id },
          runAt: new Date(now.getTime() - PRIORITY_HEAD_START_MS[config.priority]),
        },
      ],
      now,
    );
  });
}

export function estimatedSeconds(tier: Body["config"]["tier"], traces: number): number {
  return Math.ceil(traces * SECONDS_PER_TRACE[tier]);
}

/**
 * generate-all: queues the agent's newest traces (up to `limit`, optionally of one outcome)
 * that have no completed explanation yet and wait in no other run (generate-all.ts); answers
 * what was queued and how many were skipped on the way.
 */
export async function generateAll(
  deps: Deps,
  principal: Principal,
  agentId: string,
  query: {
    limit: number;
    tier: Body["config"]["tier"];
    outcomeFilter?: "success" | "failure" | undefined;
    startDate?: string | undefined;
  },
) {
  const agent = await deps.database.db
    .selectFrom("agents")
    .select("id")
    .where("id", "=", agentId)
    .where("company_id", "=", principal.companyId)
    .executeTakeFirst();
  if (!agent || (principal.agentId !== null && principal.agentId !== agentId)) {
    throw notFound("Agent", agentId);
  }
  const { traceIds, skipped } = await pickUnexplained(deps, principal, agentId, query);
  const remaining = await assertRunnable(deps, principal.companyId, query.tier, traceIds.length);
  const now = deps.clock.now();
  const id = newId("anl");
  if (traceIds.length > 0) {
    await queueRun(
      deps,
      { id, companyId: principal.companyId, agentId, kind: "generate_all", tier: query.tier },
      { traceIds, modules: [], priority: "low", callbackUrl: null },
      now,
    );
  }
  return {
    jobId: traceIds.length > 0 ? id : null,
    status: traceIds.length > 0 ? ("queued" as const) : ("completed" as const),
    queued: traceIds.length,
    skipped,
    estimatedCredits: estimate({ tier: query.tier, traces: traceIds.length }),
    estimatedDuration: estimatedSeconds(query.tier, traceIds.length),
    remainingCredits: remaining,
  };
}

export async function createBatch(deps: Deps, principal: Principal, body: Body) {
  const { tier, priority } = body.config;
  if (principal.agentId !== null && principal.agentId !== body.agentId) {
    throw notFound("Agent", body.agentId);
  }
  const traceIds = [...new Set(body.traceIds)];
  const stored = await loadStored(deps, principal, traceIds);
  const stray = [...stored.values()].find((t) => t.agentId !== body.agentId);
  if (stray) throw notFound("Trace", stray.traceId);
  await assertRunnable(deps, principal.companyId, tier, traceIds.length);
  const callbackUrl = body.config.callbackUrl
    ? await deps.outbound.checkField(body.config.callbackUrl, "config.callbackUrl")
    : null;
  const now = deps.clock.now();
  const id = newId("anl");
  const secret = callbackUrl ? callbackSecret(deps) : null;
  const config: BatchConfig = {
    traceIds,
    modules: body.config.modules ?? [],
    priority,
    callbackUrl,
    ...(secret ? { callbackSecret: secret.sealed } : {}),
  };
  await queueRun(
    deps,
    { id, companyId: principal.companyId, agentId: body.agentId, kind: "batch", tier },
    config,
    now,
  );
  return {
    batchId: id,
    status: "queued" as const,
    totalTraces: traceIds.length,
    estimatedCredits: estimate({ tier, traces: traceIds.length }),
    estimatedDuration: estimatedSeconds(tier, traceIds.length),
    progress: { completed: 0, failed: 0, pending: traceIds.length },
    createdAt: now.toISOString(),
    pollUrl: `/api/v2/analyzer/results/${id}`,
    // Shown once: verifies the completion POST's signatures.
    callbackSecret: secret?.secret ?? null,
  };
}

/** Runs a queued batch; a retry after a crash skips the traces already analysed. */
export function batchJob(deps: Deps): JobHandler<{ runId: string }> {
  return async (job) => {
    const run = await deps.database.db
      .selectFrom("analysis_runs")
      .selectAll()
      .where("id", "=", job.payload.runId)
      .executeTakeFirst();
    if (!run || run.status === "completed" || run.status === "failed") return undefined;
    const config = parseJson<BatchConfig>(run.config, {
      traceIds: [],
      modules: [],
      priority: "normal",
      callbackUrl: null,
    });
    await deps.database.db
      .updateTable("analysis_runs")
      .set({ status: "processing" })
      .where("id", "=", run.id)
      .execute();
    const done = await deps.database.db
      .selectFrom("analyses")
      .select("trace_id")
      .where("run_id", "=", run.id)
      .execute();
    const skip = new Set(done.map((d) => d.trace_id));
    const scope: Principal = {
      keyId: "batch",
      companyId: run.company_id,
      userId: "batch",
      role: "member",
      permissions: ["read"],
      agentId: null,
      tier: "unlimited",
      expiresAt: null,
    };
    const pending = config.traceIds.filter((id) => !skip.has(id));
    await analyzeInBackground(deps, scope, pending, {
      tier: run.tier,
      runId: run.id,
      skipExplained: run.kind === "generate_all",
    });
    const rows = await deps.database.db
      .selectFrom("analyses")
      .select(["status", "overall_score", "credits_used_milli", "result"])
      .where("run_id", "=", run.id)
      .execute();
    const completed = rows.filter((r) => r.status === "completed");
    const finish = deps.database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("analysis_runs")
        .set({
          status: completed.length === 0 && rows.length > 0 ? "failed" : "completed",
          completed_count: completed.length,
          failed_count: rows.length - completed.length,
          avg_score: averageScore(
            completed.map((r) => ({ explanation: parseJson<Explanation | null>(r.result, null) })),
          ),
          credits_used_milli: rows.reduce((s, r) => s + toNumber(r.credits_used_milli), 0),
          completed_at: deps.clock.now().toISOString(),
        })
        .where("id", "=", run.id)
        .execute();
      if (config.callbackUrl) await queueCallback(trx, run.company_id, run.id, deps.clock.now());
    });
    await finish;
    return undefined;
  };
}
