/**
 * Suites v1: create a suite, run it over stored traces, read a run's results. A run is
 * synchronous (the spec answers the run result): it checks credits for its worst case first,
 * evaluates, then stores the run, charges the judge answers that reached a model and emits
 * run.completed or run.failed in one transaction.
 */
import type { z } from "@hono/zod-openapi";
import type { Deps } from "../../context";
import { parseJson } from "../../db/sql";
import { AppError, notFound } from "../../http/errors";
import type { Principal } from "../../http/principal";
import { newId } from "../../lib/ids";
import { notConfigured } from "../../llm/errors";
import { JUDGE_CALL_COST } from "../credits/pricing";
import { assertAffordable, estimate, InsufficientCreditsError } from "../credits/service";
import {
  checkCriteria,
  evaluationOrder,
  judgeCallsPerTrace,
  type SuiteCriterion,
} from "./criteria";
import { type CriterionOutcome, evaluateTrace } from "./evaluate";
import { mapWithLimit } from "./pool";
import { type RunView, runFromRow, stoppedRun, storeRun } from "./runs";
import type { CreateSuiteBody, RunSuiteBody } from "./schemas";
import { summarize, traceResult } from "./summary";
import { tracesUnderTest } from "./traces";

export type EvaluationDeps = Pick<Deps, "database" | "clock" | "config" | "llm">;

/** Traces evaluated at once when a run asks for `parallel`. */
export const PARALLEL_TRACES = 8;

export interface SuiteView {
  id: string;
  name: string;
  description: string;
  criteria: SuiteCriterion[];
  createdAt: string;
  updatedAt: string;
}

export async function createSuite(
  { database, clock }: Pick<Deps, "database" | "clock">,
  principal: Principal,
  body: z.infer<typeof CreateSuiteBody>,
): Promise<SuiteView> {
  checkCriteria(body.criteria);
  const at = clock.now().toISOString();
  const suite: SuiteView = {
    id: newId("suite"),
    name: body.name,
    description: body.description,
    criteria: body.criteria,
    createdAt: at,
    updatedAt: at,
  };
  await database.db
    .insertInto("evaluation_suites")
    .values({
      id: suite.id,
      company_id: principal.companyId,
      name: suite.name,
      description: suite.description,
      criteria: JSON.stringify(suite.criteria),
      created_at: at,
      updated_at: at,
    })
    .execute();
  return suite;
}

async function suiteOf(
  { database }: Pick<Deps, "database">,
  principal: Principal,
  id: string,
): Promise<SuiteView> {
  const row = await database.db
    .selectFrom("evaluation_suites")
    .selectAll()
    .where("id", "=", id)
    .where("company_id", "=", principal.companyId)
    .executeTakeFirst();
  if (!row) throw notFound("Suite", id);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    criteria: parseJson<SuiteCriterion[]>(row.criteria, []),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The credits check of the worst case, with a message about judge calls rather than the
 * analysis tiers the credits module's message suggests (evaluation runs check with it too).
 */
export async function affordable(
  deps: Pick<Deps, "database" | "config">,
  companyId: string,
  judgeCalls: number,
) {
  const required = estimate({ judgeCalls });
  try {
    await assertAffordable(deps, companyId, required);
  } catch (error) {
    if (!(error instanceof InsufficientCreditsError)) throw error;
    const balance = error.details?.balance;
    throw new AppError(
      402,
      "INSUFFICIENT_CREDITS",
      `This run may make ${judgeCalls} judge calls (${required} credits at ${JUDGE_CALL_COST} each) and the balance is ${balance}; run it over fewer traces, examples or judges, or ask an operator to run "vigil credits grant"`,
      { required, balance },
    );
  }
}

function callCounts(outcomes: Map<string, CriterionOutcome>[]) {
  let charged = 0;
  let cached = 0;
  for (const map of outcomes) {
    for (const outcome of map.values()) {
      charged += outcome.modelCalls;
      cached += outcome.cachedCalls;
    }
  }
  return { charged, cached };
}

/**
 * Runs every criterion of the suite on every trace. Refused before any work with 402 when the
 * worst case (every judge call reaching a model, JUDGE_CALL_COST each) exceeds the balance;
 * charged afterwards for the judge answers that did reach a model (cache hits are free, failed
 * judge calls are not charged).
 */
export async function runSuite(
  deps: EvaluationDeps,
  principal: Principal,
  body: z.infer<typeof RunSuiteBody>,
): Promise<RunView> {
  const { clock } = deps;
  const suite = await suiteOf(deps, principal, body.suiteId);
  const traces = await tracesUnderTest(deps, principal, body.traceIds);
  const worstCalls = judgeCallsPerTrace(suite.criteria) * traces.length;
  if (worstCalls > 0) {
    if (!deps.llm.configured) throw notConfigured();
    await affordable(deps, principal.companyId, worstCalls);
  }
  const createdAt = clock.now().toISOString();
  const ordered = evaluationOrder(suite.criteria);
  const settings = {
    companyId: principal.companyId,
    timeoutMs: body.options.timeout,
    parallel: body.options.parallel,
  };
  // The event names the traces' agent when they share one, so agent-scoped rules see it.
  const agents = [...new Set(traces.map((trace) => trace.agentId))];
  const owner = {
    companyId: principal.companyId,
    agentId: agents.length === 1 ? (agents[0] ?? null) : principal.agentId,
  };
  let outcomes: Map<string, CriterionOutcome>[];
  try {
    outcomes = await mapWithLimit(traces, body.options.parallel ? PARALLEL_TRACES : 1, (trace) =>
      evaluateTrace(deps, ordered, trace, settings),
    );
  } catch (error) {
    // An internal failure (judge failures are results, not exceptions): the run is recorded as
    // failed, charged nothing, and run.failed is emitted; then the request answers 500.
    const stopped = stoppedRun(suite, traces.length, createdAt, clock.now().toISOString());
    await storeRun(deps, owner, stopped, body.options).catch(() => {});
    throw error;
  }
  const results = traces.map((trace, i) =>
    traceResult(trace.traceId, suite.criteria, outcomes[i] as Map<string, CriterionOutcome>),
  );
  const summary = summarize(suite.criteria, results);
  const calls = callCounts(outcomes);
  const creditsUsed = estimate({ judgeCalls: calls.charged });
  const run: RunView = {
    suiteId: suite.id,
    runId: newId("run"),
    status: summary.errors > 0 ? "failed" : "completed",
    summary,
    results,
    judgeCalls: calls.charged,
    cachedJudgeCalls: calls.cached,
    creditsUsed,
    error: null,
    createdAt,
    completedAt: clock.now().toISOString(),
  };
  await storeRun(deps, owner, run, body.options);
  return run;
}

/**
 * A run's results: `runId` names one (of `suiteId` too when both are given), else the newest
 * run of `suiteId`. 404 for another company's suite or run, and for a suite never run.
 */
export async function getResults(
  deps: Pick<Deps, "database">,
  principal: Principal,
  query: { suiteId?: string | undefined; runId?: string | undefined },
): Promise<RunView> {
  let select = deps.database.db
    .selectFrom("evaluation_suite_runs")
    .selectAll()
    .where("company_id", "=", principal.companyId);
  if (query.runId !== undefined) select = select.where("id", "=", query.runId);
  if (query.suiteId !== undefined) {
    await suiteOf(deps, principal, query.suiteId);
    select = select.where("suite_id", "=", query.suiteId);
  }
  const row = await select.orderBy("created_at", "desc").orderBy("id", "desc").executeTakeFirst();
  if (!row) {
    throw query.runId !== undefined
      ? notFound("Run", query.runId)
      : notFound("Run of suite", query.suiteId ?? "");
  }
  return runFromRow(row);
}
