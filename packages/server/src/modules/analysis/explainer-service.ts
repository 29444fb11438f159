/** Explainer v1: analyse traces, read a trace's stored explanation, list explanations. */
import type { z } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { parseJson, toNumber } from "../../db/sql";
import { notFound, ValidationError } from "../../http/errors";
import type { Principal } from "../../http/principal";
import { type AnalysisDeps, type AnalysisOutcome, analyzeTraces, assertRunnable } from "./core";
import type {
  ExplainerAnalyzeBody,
  ExplainerResult,
  ExplanationListItem,
  ExplanationListQuery,
} from "./explainer-schemas";
import type { Explanation } from "./explanation";
import { resolveTraces } from "./trace-input";

type AnalyzeBody = z.infer<typeof ExplainerAnalyzeBody>;
type Options = AnalyzeBody["options"];

function resultView(outcome: AnalysisOutcome, options: Options): z.infer<typeof ExplainerResult> {
  const e = outcome.explanation;
  return {
    traceId: outcome.traceId,
    status: outcome.status,
    error: outcome.error,
    analysis: e && {
      overallScore: e.qualityScore,
      outcome: e.outcome,
      ragEvaluation: options.includeRagEvaluation ? e.ragMetrics : null,
      hallucinationReport: options.includeHallucinationDetection ? e.hallucinationReport : null,
      businessImpact: options.includeBusinessImpact ? e.businessImpact : null,
      counterfactuals: options.includeCounterfactuals ? e.counterfactuals : null,
      insights: e.insights,
    },
    creditsUsed: outcome.creditsUsed,
  };
}

export function averageScore(outcomes: { explanation: Explanation | null }[]): number | null {
  const scores = outcomes
    .map((o) => o.explanation?.qualityScore)
    .filter((s): s is number => typeof s === "number");
  if (scores.length === 0) return null;
  return Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 1000) / 1000;
}

export async function analyze(deps: AnalysisDeps, principal: Principal, body: AnalyzeBody) {
  const { options } = body;
  if (options.includeCounterfactuals && options.tier !== "deep") {
    throw new ValidationError("includeCounterfactuals needs the deep tier", {
      field: "options.includeCounterfactuals",
      reason: `tier ${options.tier} produces no counterfactuals; set options.tier to "deep"`,
    });
  }
  const traces = await resolveTraces(deps, principal, body);
  await assertRunnable(deps, principal.companyId, options.tier, traces.length);
  const outcomes = await analyzeTraces(deps, principal.companyId, traces, {
    tier: options.tier,
    checked: true,
  });
  const completed = outcomes.filter((o) => o.status === "completed");
  return {
    results: outcomes.map((o) => resultView(o, options)),
    summary: {
      totalAnalyzed: completed.length,
      avgScore: averageScore(completed),
      totalCreditsUsed: outcomes.reduce((s, o) => s + o.creditsUsed, 0),
    },
  };
}

/** Analyses the caller can reach and that have not expired. */
export function visibleAnalyses(db: Kysely<DB>, principal: Principal, now: Date) {
  let query = db
    .selectFrom("analyses")
    .where("company_id", "=", principal.companyId)
    .where("expires_at", ">", now.toISOString());
  if (principal.agentId !== null) query = query.where("agent_id", "=", principal.agentId);
  return query;
}

/** The trace's newest completed explanation (404 when it has none, or it is not the caller's). */
export async function getExplanation(
  deps: Pick<AnalysisDeps, "database" | "clock">,
  principal: Principal,
  traceId: string,
): Promise<{ traceId: string; explanation: Explanation }> {
  const row = await visibleAnalyses(deps.database.db, principal, deps.clock.now())
    .select(["result"])
    .where("trace_id", "=", traceId)
    .where("status", "=", "completed")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  const explanation = row && parseJson<Explanation | null>(row.result, null);
  if (!explanation) throw notFound("Explanation", traceId);
  return { traceId, explanation };
}

export async function listExplanations(
  deps: Pick<AnalysisDeps, "database" | "clock">,
  principal: Principal,
  query: z.infer<typeof ExplanationListQuery>,
): Promise<{ items: z.infer<typeof ExplanationListItem>[]; total: number }> {
  let scoped = visibleAnalyses(deps.database.db, principal, deps.clock.now()).where(
    "status",
    "=",
    "completed",
  );
  if (query.agentId !== undefined) scoped = scoped.where("agent_id", "=", query.agentId);
  if (query.outcome !== undefined) scoped = scoped.where("outcome", "=", query.outcome);
  if (query.tier !== undefined) scoped = scoped.where("tier", "=", query.tier);
  if (query.minScore !== undefined) scoped = scoped.where("overall_score", ">=", query.minScore);
  if (query.maxScore !== undefined) scoped = scoped.where("overall_score", "<=", query.maxScore);
  if (query.startDate !== undefined) {
    scoped = scoped.where("created_at", ">=", new Date(query.startDate).toISOString());
  }
  if (query.endDate !== undefined) {
    scoped = scoped.where("created_at", "<=", new Date(query.endDate).toISOString());
  }
  const counted = await scoped.select((eb) => eb.fn.countAll().as("total")).executeTakeFirst();
  const rows = await scoped
    .select([
      "trace_id",
      "agent_id",
      "outcome",
      "overall_score",
      "tier",
      "user_message",
      "agent_response",
      "hallucination_detected",
      "created_at",
    ])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return {
    total: toNumber(counted?.total ?? 0),
    items: rows.map((r) => ({
      traceId: r.trace_id,
      agentId: r.agent_id,
      outcome: r.outcome,
      qualityScore: r.overall_score === null ? null : toNumber(r.overall_score),
      tier: r.tier,
      userMessage: r.user_message,
      agentResponse: r.agent_response,
      hallucinationDetected: toNumber(r.hallucination_detected) === 1,
      createdAt: r.created_at,
    })),
  };
}
