/** A suite run as stored: the row, its charge and its event written together, and read back. */
import type { z } from "@hono/zod-openapi";
import type { Selectable } from "kysely";
import type { Deps } from "../../context";
import { parseJson, toNumber } from "../../db/sql";
import { emit } from "../../events/bus";
import { newId } from "../../lib/ids";
import { fromMilli, toMilli } from "../credits/pricing";
import { charge } from "../credits/service";
import type { SuiteCriterion } from "./criteria";
import type { EvaluationSuiteRunsTable } from "./schema";
import type { RunSuiteBody } from "./schemas";
import { type SummaryView, summarize, type TraceResultView } from "./summary";

export type RunStoreDeps = Pick<Deps, "database" | "clock" | "config">;

export interface RunView {
  suiteId: string;
  runId: string;
  status: "completed" | "failed";
  summary: SummaryView;
  results: TraceResultView[];
  judgeCalls: number;
  cachedJudgeCalls: number;
  creditsUsed: number;
  error: string | null;
  createdAt: string;
  completedAt: string;
}

/** A run an internal failure stopped: no results, nothing charged, the reason kept. */
export function stoppedRun(
  suite: { id: string; criteria: SuiteCriterion[] },
  totalTraces: number,
  createdAt: string,
  completedAt: string,
): RunView {
  return {
    suiteId: suite.id,
    runId: newId("run"),
    status: "failed",
    summary: { ...summarize(suite.criteria, []), totalTraces },
    results: [],
    judgeCalls: 0,
    cachedJudgeCalls: 0,
    creditsUsed: 0,
    error: "an internal error stopped the run; see the server log, then run it again",
    createdAt,
    completedAt,
  };
}

/** The run, its charge and its event commit together (a charge that would overdraw: 402, none). */
export async function storeRun(
  deps: RunStoreDeps,
  owner: { companyId: string; agentId: string | null },
  run: RunView,
  options: z.infer<typeof RunSuiteBody>["options"],
): Promise<void> {
  const { companyId, agentId } = owner;
  await deps.database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("evaluation_suite_runs")
      .values({
        id: run.runId,
        company_id: companyId,
        suite_id: run.suiteId,
        status: run.status,
        options: JSON.stringify(options),
        summary: JSON.stringify(run.summary),
        results: JSON.stringify(run.results),
        judge_calls: run.judgeCalls,
        cached_calls: run.cachedJudgeCalls,
        credits_used_milli: toMilli(run.creditsUsed),
        error: run.error,
        created_at: run.createdAt,
        completed_at: run.completedAt,
      })
      .execute();
    if (run.creditsUsed > 0) {
      await charge(trx, deps, {
        companyId,
        amount: run.creditsUsed,
        reason: "evaluation judges",
        ref: run.runId,
      });
    }
    await emit(
      trx,
      {
        event: run.status === "completed" ? "run.completed" : "run.failed",
        data: {
          companyId,
          agentId,
          ...(run.status === "failed" ? { severity: "error" as const } : {}),
          kind: "suite",
          runId: run.runId,
          suiteId: run.suiteId,
          status: run.status,
          totalTraces: run.summary.totalTraces,
          passRate: run.summary.passRate,
          averageScore: run.summary.averageScore,
          errors: run.summary.errors,
          ...(run.error ? { error: run.error } : {}),
        },
      },
      new Date(run.completedAt),
    );
  });
}

/** A stored run row as the API answers it. */
export function runFromRow(row: Selectable<EvaluationSuiteRunsTable>): RunView {
  return {
    suiteId: row.suite_id,
    runId: row.id,
    status: row.status,
    summary: parseJson<SummaryView>(row.summary, {} as SummaryView),
    results: parseJson<TraceResultView[]>(row.results, []),
    judgeCalls: toNumber(row.judge_calls),
    cachedJudgeCalls: toNumber(row.cached_calls),
    creditsUsed: fromMilli(toNumber(row.credits_used_milli)),
    error: row.error,
    createdAt: row.created_at,
    completedAt: row.completed_at,
  };
}
