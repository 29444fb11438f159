/**
 * The evaluation run's durable job: calls the target per (example, trial) with bounded
 * concurrency, scores each answer and stores its result as soon as it finishes. Results are keyed
 * by (run, example, trial) and inserted with ON CONFLICT DO NOTHING, so a job that runs again
 * after a crash or restart skips what is stored and never counts an example twice.
 */
import { setMaxListeners } from "node:events";
import type { Deps } from "../../context";
import { emit } from "../../events/bus";
import type { JobHandler } from "../../jobs/worker";
import { insertReviewItem, needsHumanReview } from "../human-review/store";
import { type StoredRunConfig, storedConfig, summarizeRun } from "./run-store";
import type { EvalRunsTable } from "./schema";
import { scoreExample } from "./scoring";
import { type CriterionSpec, type ExampleSpec, loadExamples } from "./sets-service";
import { callTarget, type TargetDeps } from "./targets";

export const RUN_JOB = "eval-runs.run";

/** How often a running job looks for a cancel made by another process. */
const CANCEL_POLL_MS = 250;

/** Runs in this process, so a cancel made here aborts their calls at once. */
const localRuns = new Map<string, AbortController>();

export function abortLocalRun(runId: string): void {
  localRuns.get(runId)?.abort(new Error("the run was cancelled"));
}

type RunJobDeps = Pick<Deps, "database" | "clock" | "llm" | "outbound" | "secretBox">;

interface Task {
  example: ExampleSpec;
  trial: number;
}

async function pendingTasks(deps: RunJobDeps, run: EvalRunsTable, trials: number): Promise<Task[]> {
  const examples = await loadExamples(deps.database, run.eval_set_id);
  const done = await deps.database.db
    .selectFrom("eval_run_results")
    .select(["example_id", "trial"])
    .where("run_id", "=", run.id)
    .execute();
  const finished = new Set(done.map((d) => `${d.example_id}\u0000${Number(d.trial)}`));
  const tasks: Task[] = [];
  for (let trial = 1; trial <= trials; trial++) {
    for (const example of examples) {
      if (!finished.has(`${example.id}\u0000${trial}`)) tasks.push({ example, trial });
    }
  }
  return tasks;
}

/** One (example, trial): call, score, store. A target failure is a failed result, not a retry. */
async function runTask(
  deps: RunJobDeps & TargetDeps,
  run: EvalRunsTable,
  config: StoredRunConfig,
  criteria: readonly CriterionSpec[],
  task: Task,
  signal: AbortSignal,
): Promise<void> {
  let output = "";
  let latencyMs = 0;
  let error: string | null = null;
  try {
    const answer = await callTarget(
      deps,
      { companyId: run.company_id, agentId: run.agent_id, target: config.target },
      task.example,
      config.timeout,
      signal,
    );
    output = answer.output;
    latencyMs = answer.latencyMs;
  } catch (failure) {
    if (signal.aborted) return;
    error = failure instanceof Error ? failure.message : String(failure);
  }
  if (signal.aborted) return;
  const scored =
    error === null
      ? await scoreExample({
          example: task.example,
          output,
          latencyMs,
          criteria,
          metrics: config.metrics,
          threshold: config.threshold,
        })
      : {
          passed: false,
          score: null,
          scores: {},
          reasoning: `failed: the target gave no answer: ${error}`,
        };
  const at = deps.clock.now().toISOString();
  await deps.database.db.transaction().execute(async (trx) => {
    const stored = await trx
      .insertInto("eval_run_results")
      .values({
        run_id: run.id,
        example_id: task.example.id,
        trial: task.trial,
        company_id: run.company_id,
        actual_output: output,
        passed: scored.passed ? 1 : 0,
        score: scored.score,
        scores: JSON.stringify(scored.scores),
        reasoning: scored.reasoning,
        latency_ms: latencyMs,
        error,
        created_at: at,
      })
      .onConflict((oc) => oc.columns(["run_id", "example_id", "trial"]).doNothing())
      .returning("run_id")
      .execute();
    // A scored answer that fails goes to the human review queue (DESIGN.md), in the same
    // transaction as its result; one item per (run, example) however many trials failed.
    // A target that gave no answer has nothing to review.
    if (stored.length === 0 || error !== null || !needsHumanReview({ passed: scored.passed })) {
      return;
    }
    await insertReviewItem(
      trx,
      {
        companyId: run.company_id,
        agentId: run.agent_id,
        input: task.example.input,
        output,
        priority: "medium",
        flagReason:
          `evaluation run ${run.name ?? run.id} failed this example: ${scored.reasoning}`.slice(
            0,
            1000,
          ),
        autoGraderScores: scored.scores,
        origin: { type: "eval_run", runId: run.id, exampleId: task.example.id },
      },
      at,
    );
  });
}

async function pool<T>(
  items: T[],
  size: number,
  signal: AbortSignal,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const lane = async () => {
    while (!signal.aborted && next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, lane));
}

/**
 * Ends the run: completed, or failed when the target never answered or its job gave up
 * (`gaveUp`, the reason); emits the event with it.
 */
async function finish(deps: RunJobDeps, run: EvalRunsTable, gaveUp?: string): Promise<void> {
  const summary = await summarizeRun(deps.database, run.id);
  const results = summary.passed + summary.failed;
  const failed = gaveUp !== undefined || (results > 0 && summary.errors === results);
  const firstError = failed
    ? await deps.database.db
        .selectFrom("eval_run_results")
        .select("error")
        .where("run_id", "=", run.id)
        .where("error", "is not", null)
        .executeTakeFirst()
    : undefined;
  const now = deps.clock.now();
  await deps.database.db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable("eval_runs")
      .set({
        status: failed ? "failed" : "completed",
        summary: JSON.stringify(summary),
        error:
          gaveUp ??
          (failed ? `every call to the target failed: ${firstError?.error ?? "unknown"}` : null),
        completed_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .where("id", "=", run.id)
      .where("status", "in", ["pending", "running"])
      .returning("id")
      .executeTakeFirst();
    // A cancel that won the race keeps its status, and no event is sent for it.
    if (!ended) return;
    await emit(
      trx,
      {
        event: failed ? "run.failed" : "run.completed",
        data: {
          companyId: run.company_id,
          agentId: run.agent_id,
          runId: run.id,
          evalSetId: run.eval_set_id,
          status: failed ? "failed" : "completed",
          passRate: summary.passRate,
          passed: summary.passed,
          failed: summary.failed,
          ...(failed ? { severity: "error" as const } : {}),
        },
      },
      now,
    );
  });
}

async function loadRun(deps: RunJobDeps, runId: string) {
  return deps.database.db
    .selectFrom("eval_runs")
    .selectAll()
    .where("id", "=", runId)
    .executeTakeFirst();
}

export function runJob(deps: Deps): JobHandler<{ runId: string }> {
  return async (job, { signal: stopping }) => {
    const run = await loadRun(deps, job.payload.runId);
    if (!run || (run.status !== "pending" && run.status !== "running")) return undefined;
    try {
      await execute(deps, run, stopping);
    } catch (error) {
      // A retry may succeed; after the last attempt the run must not stay "running" forever.
      if (stopping.aborted || job.attempt < job.maxAttempts) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      await finish(deps, run, `the run's job gave up after ${job.attempt} attempts: ${reason}`);
    }
    return undefined;
  };
}

/** Calls, scores and stores what is left of the run, then ends it (unless cancelled or stopping). */
async function execute(deps: Deps, run: EvalRunsTable, stopping: AbortSignal): Promise<void> {
  const now = deps.clock.now().toISOString();
  if (run.status === "pending") {
    await deps.database.db
      .updateTable("eval_runs")
      .set({ status: "running", started_at: now, updated_at: now })
      .where("id", "=", run.id)
      .where("status", "=", "pending")
      .execute();
  }
  const config = storedConfig(run);
  const set = await deps.database.db
    .selectFrom("eval_sets")
    .select("criteria")
    .where("id", "=", run.eval_set_id)
    .executeTakeFirst();
  const criteria = JSON.parse(set?.criteria ?? "[]") as CriterionSpec[];
  const tasks = await pendingTasks(deps, run, config.trials ?? 1);
  const controller = new AbortController();
  // Every call in flight listens on the run's signal: up to `concurrency` at once.
  setMaxListeners(config.concurrency + 10, controller.signal);
  localRuns.set(run.id, controller);
  const stop = () => controller.abort(new Error("the server is stopping"));
  stopping.addEventListener("abort", stop, { once: true });
  const watch = setInterval(() => {
    loadRun(deps, run.id)
      .then((current) => {
        if (current?.status === "cancelled") abortLocalRun(run.id);
      })
      .catch(() => {});
  }, CANCEL_POLL_MS);
  watch.unref();
  try {
    await pool(tasks, config.concurrency, controller.signal, (task) =>
      runTask(deps, run, config, criteria, task, controller.signal),
    );
  } finally {
    clearInterval(watch);
    stopping.removeEventListener("abort", stop);
    localRuns.delete(run.id);
  }
  const current = await loadRun(deps, run.id);
  if (current?.status === "cancelled") {
    // Calls finished before the cancel are kept: the summary covers them.
    const summary = await summarizeRun(deps.database, run.id);
    await deps.database.db
      .updateTable("eval_runs")
      .set({ summary: JSON.stringify(summary) })
      .where("id", "=", run.id)
      .execute();
    return;
  }
  // Stopped by a shutdown: the job stays leased and runs again, resuming where it was.
  if (controller.signal.aborted) throw new Error("the evaluation run was interrupted; it resumes");
  await finish(deps, { ...run, status: "running" });
}
