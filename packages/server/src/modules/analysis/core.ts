/**
 * The analysis core: analyse traces at a tier, store each result and charge its cost in one
 * transaction, emit trace.analyzed. Every endpoint that analyses (explainer, analyzer, quality,
 * batches, generate-all) goes through `analyzeTraces`.
 */
import type { Transaction } from "kysely";
import type { Deps } from "../../context";
import type { DB } from "../../db/schema";
import { dispatchJobRow, envelope } from "../../events/bus";
import type { EventEnvelope } from "../../events/types";
import { AppError } from "../../http/errors";
import { newId } from "../../lib/ids";
import { notConfigured } from "../../llm/errors";
import { type AnalysisTier, estimate, TIER_COSTS, toMilli } from "../credits/pricing";
import { assertAffordable, charge } from "../credits/service";
import { analyzeRuleBased } from "./engine";
import {
  type Analysed,
  type Explanation,
  fromRule,
  ruleInputOf,
  type TraceToAnalyze,
} from "./explanation";
import { analyzeWithLlm } from "./llm-tier";
import type { AnalysesTable } from "./schema";

export type AnalysisDeps = Pick<Deps, "database" | "config" | "clock" | "llm">;

/** Stored explanations are kept about three months. */
export const RETENTION_DAYS = 90;

export interface AnalysisOutcome {
  id: string;
  traceId: string;
  agentId: string | null;
  status: "completed" | "failed";
  /** Why it failed (the provider's error), when it did. */
  error: { code: string; message: string } | null;
  explanation: Explanation | null;
  creditsUsed: number;
}

export interface AnalyzeOptions {
  tier: AnalysisTier;
  runId?: string | null;
  /** Whether the caller checked affordability already (a batch checks once for all). */
  checked?: boolean;
}

export function needsModel(tier: AnalysisTier): boolean {
  return tier !== "rule_based";
}

/** Refuses up front what cannot run: a model tier without a provider (503), too few credits (402). */
export async function assertRunnable(
  deps: AnalysisDeps,
  companyId: string,
  tier: AnalysisTier,
  traces: number,
): Promise<number> {
  if (needsModel(tier) && !deps.llm.configured) throw notConfigured();
  return assertAffordable(deps, companyId, estimate({ tier, traces }));
}

async function analyseOne(
  deps: AnalysisDeps,
  companyId: string,
  trace: TraceToAnalyze,
  tier: AnalysisTier,
): Promise<Analysed> {
  const rule = analyzeRuleBased(ruleInputOf(trace));
  if (tier === "rule_based") return fromRule(trace, rule);
  return analyzeWithLlm(deps, companyId, trace, tier, rule);
}

function errorOf(error: unknown): { code: string; message: string } {
  if (error instanceof AppError) return { code: error.code, message: error.message };
  return { code: "INTERNAL_ERROR", message: "the analysis failed unexpectedly" };
}

function rowOf(
  companyId: string,
  trace: TraceToAnalyze,
  tier: AnalysisTier,
  runId: string | null,
  now: Date,
): Omit<
  AnalysesTable,
  | "status"
  | "error"
  | "overall_score"
  | "hallucination_detected"
  | "result"
  | "credits_used_milli"
  | "embedding"
> {
  const expires = new Date(now.getTime() + RETENTION_DAYS * 86_400_000);
  return {
    id: newId("anl"),
    company_id: companyId,
    agent_id: trace.agentId,
    trace_id: trace.traceId,
    run_id: runId,
    tier,
    outcome: trace.outcome,
    user_message: trace.userMessage,
    agent_response: trace.agentResponse,
    created_at: now.toISOString(),
    expires_at: expires.toISOString(),
  };
}

/**
 * Analyses each trace and stores its result. A provider failure fails that trace's result
 * (stored with its error, charged nothing) and never the others; a completed result, its
 * charge and its trace.analyzed event commit together.
 */
export async function analyzeTraces(
  deps: AnalysisDeps,
  companyId: string,
  traces: TraceToAnalyze[],
  options: AnalyzeOptions,
): Promise<AnalysisOutcome[]> {
  const { tier } = options;
  if (!options.checked) await assertRunnable(deps, companyId, tier, traces.length);
  const outcomes: AnalysisOutcome[] = [];
  for (const trace of traces) {
    const attempt = await attemptOne(deps, companyId, trace, tier);
    outcomes.push(
      ...(await storeAttempts(deps, companyId, [attempt], tier, options.runId ?? null)),
    );
  }
  return outcomes;
}

/** One trace's analysis, or why it failed (a provider error fails that trace alone). */
export interface Attempt {
  trace: TraceToAnalyze;
  analysed: Analysed | null;
  failure: { code: string; message: string } | null;
}

export async function attemptOne(
  deps: AnalysisDeps,
  companyId: string,
  trace: TraceToAnalyze,
  tier: AnalysisTier,
): Promise<Attempt> {
  try {
    return { trace, analysed: await analyseOne(deps, companyId, trace, tier), failure: null };
  } catch (error) {
    return { trace, analysed: null, failure: errorOf(error) };
  }
}

/**
 * The traces among `traceIds` whose attempts must not be stored after all (another run
 * explained them meanwhile), decided inside the transaction that would store them.
 */
export type AlreadyDone = (trx: Transaction<DB>, traceIds: string[]) => Promise<Set<string>>;

/**
 * Stores attempts in one transaction: each completed result with its charge and its
 * trace.analyzed event, each failed one with its error and no charge. Background runs pass
 * several, so a batch takes the write lock once per slice rather than once per trace; they
 * also pass `alreadyDone`, and what it names is neither stored nor charged.
 */
export async function storeAttempts(
  deps: AnalysisDeps,
  companyId: string,
  attempts: Attempt[],
  tier: AnalysisTier,
  runId: string | null,
  alreadyDone?: AlreadyDone,
): Promise<AnalysisOutcome[]> {
  if (attempts.length === 0) return [];
  const embeddings = await embeddingsOf(deps, companyId, attempts);
  return deps.database.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const outcomes: AnalysisOutcome[] = [];
    const events: EventEnvelope[] = [];
    const done = alreadyDone
      ? await alreadyDone(
          trx,
          attempts.map((a) => a.trace.traceId),
        )
      : null;
    for (const [i, attempt] of attempts.entries()) {
      if (done?.has(attempt.trace.traceId)) continue;
      const embedding = embeddings[i] ?? null;
      const stored = await storeAttempt(trx, deps, companyId, attempt, tier, runId, embedding);
      outcomes.push(stored.outcome);
      if (stored.event) events.push(stored.event);
    }
    // A free tier charges nothing: one call keeps the balance row there, as a charge would.
    if (TIER_COSTS[tier] === 0 && events.length > 0) {
      await charge(trx, deps, { companyId, amount: 0, reason: `analysis ${tier}` });
    }
    // One dispatch job for the transaction's events (a slice of a batch: 20), not one each:
    // each event still exists exactly when its result commits.
    if (events.length > 0)
      await trx.insertInto("jobs").values(dispatchJobRow(events, now)).execute();
    return outcomes;
  });
}

/** The text a completed analysis is found by: what was asked, answered and concluded. */
export function searchTextOf(trace: TraceToAnalyze, summary: string): string {
  return `${trace.userMessage}\n${trace.agentResponse}\n${summary}`;
}

/**
 * Embeddings of the completed attempts (one provider call) when an embedding model is
 * configured; nulls otherwise or when the call fails: search then ranks them by BM25 alone,
 * and an embedding outage never fails an analysis.
 */
async function embeddingsOf(
  deps: AnalysisDeps,
  companyId: string,
  attempts: Attempt[],
): Promise<(string | null)[]> {
  const none = attempts.map(() => null);
  if (!deps.llm.embeddingsConfigured) return none;
  const done = attempts.flatMap((a, i) => (a.analysed ? [{ a, i }] : []));
  if (done.length === 0) return none;
  try {
    const { vectors } = await deps.llm.embed({
      companyId,
      purpose: "analysis.search",
      input: done.map(({ a }) => searchTextOf(a.trace, a.analysed?.summary ?? "")),
    });
    const out: (string | null)[] = [...none];
    done.forEach(({ i }, k) => {
      const vector = vectors[k];
      out[i] = vector ? JSON.stringify(vector) : null;
    });
    return out;
  } catch {
    return none;
  }
}

async function storeAttempt(
  trx: Transaction<DB>,
  deps: AnalysisDeps,
  companyId: string,
  { trace, analysed, failure }: Attempt,
  tier: AnalysisTier,
  runId: string | null,
  embedding: string | null,
): Promise<{ outcome: AnalysisOutcome; event: EventEnvelope | null }> {
  const now = deps.clock.now();
  const base = rowOf(companyId, trace, tier, runId, now);
  if (!analysed) {
    await trx
      .insertInto("analyses")
      .values({
        ...base,
        status: "failed",
        error: JSON.stringify(failure),
        overall_score: null,
        hallucination_detected: 0,
        result: "null",
        credits_used_milli: 0,
      })
      .execute();
    return {
      outcome: {
        id: base.id,
        traceId: trace.traceId,
        agentId: trace.agentId,
        status: "failed",
        error: failure,
        explanation: null,
        creditsUsed: 0,
      },
      event: null,
    };
  }
  const explanation: Explanation = {
    ...analysed,
    generatedAt: base.created_at,
    expiresAt: base.expires_at,
  };
  const cost = TIER_COSTS[tier];
  await trx
    .insertInto("analyses")
    .values({
      ...base,
      status: "completed",
      error: null,
      overall_score: explanation.qualityScore,
      hallucination_detected: explanation.hallucinationReport.detected ? 1 : 0,
      result: JSON.stringify(explanation),
      credits_used_milli: toMilli(cost),
      embedding,
    })
    .execute();
  // Every charge is a ledger row beside the result it pays for (a free tier's: see storeAttempts).
  if (cost > 0) {
    await charge(trx, deps, {
      companyId,
      amount: cost,
      reason: `analysis ${tier}`,
      ref: trace.traceId,
    });
  }
  const event = envelope(
    {
      event: "trace.analyzed",
      data: {
        companyId,
        agentId: trace.agentId,
        traceId: trace.traceId,
        analysisId: base.id,
        tier,
        outcome: trace.outcome,
        qualityScore: explanation.qualityScore,
        hallucinationDetected: explanation.hallucinationReport.detected,
      },
    },
    now,
  );
  return {
    outcome: {
      id: base.id,
      traceId: trace.traceId,
      agentId: trace.agentId,
      status: "completed",
      error: null,
      explanation,
      creditsUsed: cost,
    },
    event,
  };
}
