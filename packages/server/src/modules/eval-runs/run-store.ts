/** Reading runs and their results: views, progress counts and summaries, shared by service and job. */
import type { z } from "@hono/zod-openapi";
import type { Database } from "../../db/database";
import { parseJson, toNumber } from "../../db/sql";
import { notFound } from "../../http/errors";
import type { Principal } from "../../http/principal";
import type { RunConfig, RunSummary, RunView } from "./run-schemas";
import type { EvalRunResultsTable, EvalRunsTable } from "./schema";
import type { StoredTarget } from "./targets";

export type RunConfigValue = z.infer<typeof RunConfig>;
export type StoredRunConfig = RunConfigValue & { target: StoredTarget };
type Summary = z.infer<typeof RunSummary>;
type View = z.infer<typeof RunView>;

export interface Counts {
  completed: number;
  passed: number;
}

export function storedConfig(row: EvalRunsTable): StoredRunConfig {
  return parseJson<StoredRunConfig>(row.config, {} as StoredRunConfig);
}

/** The run row, or 404 for a missing run, another company's, or one outside the key's agent. */
export async function findRun(
  database: Database,
  principal: Principal,
  id: string,
): Promise<EvalRunsTable> {
  let query = database.db
    .selectFrom("eval_runs")
    .selectAll()
    .where("id", "=", id)
    .where("company_id", "=", principal.companyId);
  if (principal.agentId !== null) query = query.where("agent_id", "=", principal.agentId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound("Evaluation run", id);
  return row;
}

/** Finished results and passes per run, counted from the result rows (so never double-counted). */
export async function countResults(
  database: Database,
  runIds: readonly string[],
): Promise<Map<string, Counts>> {
  if (runIds.length === 0) return new Map();
  const rows = await database.db
    .selectFrom("eval_run_results")
    .select((eb) => ["run_id", eb.fn.countAll().as("n"), eb.fn.sum("passed").as("passed")])
    .where("run_id", "in", [...runIds])
    .groupBy("run_id")
    .execute();
  return new Map(
    rows.map((r) => [r.run_id, { completed: toNumber(r.n), passed: toNumber(r.passed) }]),
  );
}

const mean = (values: number[]) =>
  values.length === 0
    ? null
    : Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 1000) / 1000;

/** The summary of a run's results so far (final once the run has ended). */
export function summarize(
  rows: Pick<EvalRunResultsTable, "passed" | "score" | "scores" | "error">[],
): Summary {
  const passed = rows.filter((r) => toNumber(r.passed) === 1).length;
  const scores = rows.map((r) => parseJson<Record<string, number>>(r.scores, {}));
  const metric = (name: string) =>
    mean(scores.map((s) => s[name]).filter((v): v is number => typeof v === "number"));
  return {
    passed,
    failed: rows.length - passed,
    errors: rows.filter((r) => r.error !== null).length,
    passRate: rows.length === 0 ? 0 : Math.round((passed / rows.length) * 10_000) / 10_000,
    avgScore: mean(
      rows
        .map((r) => r.score)
        .filter((v): v is number => v !== null)
        .map(Number),
    ),
    avgAccuracy: metric("accuracy"),
    avgGroundedness: metric("groundedness"),
    avgFaithfulness: metric("faithfulness"),
  };
}

export async function summarizeRun(database: Database, runId: string): Promise<Summary> {
  const rows = await database.db
    .selectFrom("eval_run_results")
    .select(["passed", "score", "scores", "error"])
    .where("run_id", "=", runId)
    .execute();
  return summarize(rows);
}

export function toRunView(row: EvalRunsTable, counts: Counts | undefined): View {
  const config = storedConfig(row);
  const { target, ...rest } = config;
  const completed = counts?.completed ?? 0;
  const passed = counts?.passed ?? 0;
  const summary = parseJson<Summary | null>(row.summary, null);
  const trials = rest.trials ?? 1;
  return {
    id: row.id,
    runId: row.id,
    evalSetId: row.eval_set_id,
    agentId: row.agent_id,
    name: row.name,
    status: row.status,
    progress: { completed, total: toNumber(row.total) },
    config: {
      ...rest,
      target:
        target.type === "http"
          ? { type: "http", url: target.url, headerNames: target.headerNames }
          : { type: "provider" },
    },
    tags: parseJson<string[]>(row.tags, []),
    passRate: summary ? summary.passRate : null,
    totalExamples: Math.round(toNumber(row.total) / trials),
    passed,
    failed: completed - passed,
    summary,
    error: row.error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    startedAt: row.started_at,
    completedAt: row.completed_at,
  };
}

export async function viewOf(database: Database, row: EvalRunsTable): Promise<View> {
  return toRunView(row, (await countResults(database, [row.id])).get(row.id));
}
