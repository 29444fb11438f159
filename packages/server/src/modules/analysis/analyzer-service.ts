/** Analyzer v2: analyse with chosen modules (or only estimate), read a run, list the history. */
import type { z } from "@hono/zod-openapi";
import { parseJson, toNumber } from "../../db/sql";
import { ForbiddenError, notFound, ValidationError } from "../../http/errors";
import type { Principal } from "../../http/principal";
import { newId } from "../../lib/ids";
import { estimate, fromMilli, toMilli } from "../credits/pricing";
import { balanceOf } from "../credits/service";
import type {
  ANALYZER_MODULES,
  AnalysisRun,
  AnalyzerAnalyzeBody,
  AnalyzerAnalyzeResponse,
  AnalyzerHistory,
  AnalyzerResult,
  HistoryQuery,
} from "./analyzer-schemas";
import { type AnalysisDeps, type AnalysisOutcome, analyzeTraces, assertRunnable } from "./core";
import { averageScore } from "./explainer-service";
import type { Explanation } from "./explanation";
import type { AnalysesTable } from "./schema";
import { resolveTraces } from "./trace-input";

type Module = (typeof ANALYZER_MODULES)[number];
type Body = z.infer<typeof AnalyzerAnalyzeBody>;
type ResultView = z.infer<typeof AnalyzerResult>;

const DEFAULT_MODULES: Module[] = ["rag_evaluation", "hallucination_detection"];

/** The whole tier price is the base analysis: modules ride along within it. */
export function costEstimate(tier: Body["config"]["tier"], traces: number) {
  const total = estimate({ tier, traces });
  return {
    totalCredits: total,
    breakdown: {
      baseAnalysis: total,
      ragEvaluation: 0,
      hallucinationDetection: 0,
      businessImpact: 0,
    },
  };
}

export function resultView(
  outcome: Pick<AnalysisOutcome, "traceId" | "status" | "error" | "explanation" | "creditsUsed">,
  modules: readonly Module[],
): ResultView {
  const e = outcome.explanation;
  const picked: ResultView["modules"] = {};
  if (e) {
    if (modules.includes("rag_evaluation")) picked.rag_evaluation = e.ragMetrics;
    if (modules.includes("hallucination_detection"))
      picked.hallucination_detection = e.hallucinationReport;
    if (modules.includes("business_impact")) picked.business_impact = e.businessImpact;
    if (modules.includes("counterfactuals")) picked.counterfactuals = e.counterfactuals;
  }
  return {
    traceId: outcome.traceId,
    status: outcome.status,
    error: outcome.error,
    overallScore: e?.qualityScore ?? null,
    modules: picked,
    insights: e?.insights ?? [],
    creditsUsed: outcome.creditsUsed,
  };
}

function checkModules(tier: Body["config"]["tier"], modules: Module[]): void {
  const deepOnly = modules.find((m) => m === "counterfactuals" || m === "business_impact");
  if (deepOnly && tier !== "deep") {
    throw new ValidationError(`The ${deepOnly} module needs the deep tier`, {
      field: "config.modules",
      reason: `tier ${tier} does not produce ${deepOnly}; set config.tier to "deep"`,
    });
  }
}

export async function analyze(
  deps: AnalysisDeps,
  principal: Principal,
  body: Body,
): Promise<z.infer<typeof AnalyzerAnalyzeResponse>> {
  const { tier, dryRun } = body.config;
  const modules = body.config.modules ?? DEFAULT_MODULES;
  checkModules(tier, modules);
  // A dry run is a pure estimate (read permission); running it writes and charges.
  if (!dryRun && !principal.permissions.includes("write")) {
    throw new ForbiddenError(
      "Running an analysis needs the write permission (a dry run needs read)",
    );
  }
  const traces = await resolveTraces(deps, principal, body);
  const costs = costEstimate(tier, traces.length);
  if (dryRun) {
    return {
      id: null,
      status: "estimated" as const,
      costEstimate: costs,
      results: [],
      creditsUsed: 0,
      remainingCredits: await balanceOf(deps, principal.companyId),
    };
  }
  await assertRunnable(deps, principal.companyId, tier, traces.length);
  const id = newId("anl");
  const createdAt = deps.clock.now().toISOString();
  const agents = new Set(traces.map((t) => t.agentId));
  await deps.database.db
    .insertInto("analysis_runs")
    .values({
      id,
      company_id: principal.companyId,
      agent_id: agents.size === 1 ? ([...agents][0] ?? null) : null,
      kind: "analyze",
      tier,
      status: "processing",
      config: JSON.stringify({ modules }),
      trace_count: traces.length,
      completed_count: 0,
      failed_count: 0,
      avg_score: null,
      credits_used_milli: 0,
      created_at: createdAt,
      completed_at: null,
    })
    .execute();
  const outcomes = await analyzeTraces(deps, principal.companyId, traces, {
    tier,
    runId: id,
    checked: true,
  });
  const completed = outcomes.filter((o) => o.status === "completed");
  const used = outcomes.reduce((s, o) => s + toMilli(o.creditsUsed), 0);
  const status = completed.length === 0 ? "failed" : "completed";
  await deps.database.db
    .updateTable("analysis_runs")
    .set({
      status,
      completed_count: completed.length,
      failed_count: outcomes.length - completed.length,
      avg_score: averageScore(completed),
      credits_used_milli: used,
      completed_at: deps.clock.now().toISOString(),
    })
    .where("id", "=", id)
    .execute();
  return {
    id,
    status,
    costEstimate: costs,
    results: outcomes.map((o) => resultView(o, modules)),
    creditsUsed: fromMilli(used),
    remainingCredits: await balanceOf(deps, principal.companyId),
  };
}

function visibleRuns(deps: Pick<AnalysisDeps, "database">, principal: Principal) {
  let query = deps.database.db
    .selectFrom("analysis_runs")
    .where("company_id", "=", principal.companyId);
  if (principal.agentId !== null) query = query.where("agent_id", "=", principal.agentId);
  return query;
}

/** A stored analysis row as a result view. */
export function storedResult(row: AnalysesTable, modules: readonly Module[]): ResultView {
  return resultView(
    {
      traceId: row.trace_id,
      status: row.status,
      error: parseJson<{ code: string; message: string } | null>(row.error, null),
      explanation: parseJson<Explanation | null>(row.result, null),
      creditsUsed: fromMilli(toNumber(row.credits_used_milli)),
    },
    modules,
  );
}

export async function getRun(
  deps: Pick<AnalysisDeps, "database">,
  principal: Principal,
  id: string,
): Promise<z.infer<typeof AnalysisRun>> {
  const run = await visibleRuns(deps, principal)
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!run) throw notFound("Analysis", id);
  const config = parseJson<{ modules?: Module[] }>(run.config, {});
  const rows = await deps.database.db
    .selectFrom("analyses")
    .selectAll()
    .where("company_id", "=", principal.companyId)
    .where("run_id", "=", id)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return {
    id: run.id,
    status: run.status,
    tier: run.tier,
    traceCount: toNumber(run.trace_count),
    createdAt: run.created_at,
    completedAt: run.completed_at,
    results: rows.map((r) => storedResult(r, config.modules ?? DEFAULT_MODULES)),
    creditsUsed: fromMilli(toNumber(run.credits_used_milli)),
  };
}

export async function history(
  deps: Pick<AnalysisDeps, "database">,
  principal: Principal,
  query: z.infer<typeof HistoryQuery>,
): Promise<z.infer<typeof AnalyzerHistory>> {
  let scoped = visibleRuns(deps, principal);
  if (query.agentId !== undefined) scoped = scoped.where("agent_id", "=", query.agentId);
  if (query.tier !== undefined) scoped = scoped.where("tier", "=", query.tier);
  if (query.status !== undefined) scoped = scoped.where("status", "=", query.status);
  if (query.startDate !== undefined) {
    scoped = scoped.where("created_at", ">=", new Date(query.startDate).toISOString());
  }
  if (query.endDate !== undefined) {
    scoped = scoped.where("created_at", "<=", new Date(query.endDate).toISOString());
  }
  const totals = await scoped
    .select((eb) => [
      eb.fn.countAll().as("total"),
      eb.fn.sum("credits_used_milli").as("used"),
      eb.fn.avg("avg_score").as("avg"),
    ])
    .executeTakeFirst();
  const rows = await scoped
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const total = toNumber(totals?.total ?? 0);
  const avg = totals?.avg === null || totals?.avg === undefined ? null : toNumber(totals.avg);
  return {
    analyses: rows.map((r) => ({
      id: r.id,
      tier: r.tier,
      status: r.status,
      traceCount: toNumber(r.trace_count),
      avgScore: r.avg_score === null ? null : toNumber(r.avg_score),
      creditsUsed: fromMilli(toNumber(r.credits_used_milli)),
      createdAt: r.created_at,
      completedAt: r.completed_at,
    })),
    pagination: {
      limit: query.limit,
      offset: query.offset,
      total,
      hasMore: query.offset + rows.length < total,
    },
    summary: {
      totalAnalyses: total,
      totalCreditsUsed: fromMilli(toNumber(totals?.used ?? 0)),
      avgScore: avg === null ? null : Math.round(avg * 1000) / 1000,
    },
  };
}
