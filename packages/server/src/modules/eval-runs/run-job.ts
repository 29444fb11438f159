/**
 * The evaluation run's durable job: `concurrency` lanes each call the target for an (example,
 * trial), then its judges, and hand the answer to the result writer, which scores and stores
 * it off the lane's path (`result-writer.ts`); a lane starts its next target call while the
 * judges of the last one are asked, so the judges' slots never wait for the target. Results are
 * keyed by (run, example, trial) and inserted with ON CONFLICT DO NOTHING, so a job that runs
 * again after a crash or restart skips what is stored and never counts an example twice.
 */
import { setMaxListeners } from "node:events";
import type { Deps } from "../../context";
import { emit } from "../../events/bus";
import type { JobHandler } from "../../jobs/worker";
import { InsufficientCreditsError } from "../credits/service";
import { type JudgeContext, type JudgeOutcome, judgeExample } from "./judging";
import { type FinishedTask, type ResultWriter, resultWriter, type Task } from "./result-writer";
import { isJudgeCriterion, type RunCriteria, runCriteria } from "./run-criteria";
import { type StoredRunConfig, storedConfig, summarizeRun } from "./run-store";
import type { EvalRunsTable } from "./schema";
import { type CriterionSpec, loadExamples } from "./sets-service";
import { callTarget, type TargetDeps } from "./targets";

export const RUN_JOB = "eval-runs.run";

/** How often a running job looks for a cancel made by another process. */
const CANCEL_POLL_MS = 250;

/** Runs in this process, so a cancel made here aborts their calls at once. */
const localRuns = new Map<string, AbortController>();

export function abortLocalRun(runId: string): void {
  localRuns.get(runId)?.abort(new Error("the run was cancelled"));
}

type RunJobDeps = Pick<Deps, "database" | "clock" | "config" | "llm" | "outbound" | "secretBox">;

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

type Answered = Omit<FinishedTask, "task" | "judged">;

/** The target's answer for one task, or why there is none; never rejects. */
async function ask(
  deps: TargetDeps,
  run: EvalRunsTable,
  config: StoredRunConfig,
  task: Task,
  signal: AbortSignal,
): Promise<Answered> {
  try {
    const answer = await callTarget(
      deps,
      { companyId: run.company_id, agentId: run.agent_id, target: config.target },
      task.example,
      config.timeout,
      signal,
    );
    return { output: answer.output, latencyMs: answer.latencyMs, error: null };
  } catch (failure) {
    const error = failure instanceof Error ? failure.message : String(failure);
    return { output: "", latencyMs: 0, error };
  }
}

/** Resolves null once `signal` aborts: a lane stops waiting for a judge of a cancelled run. */
function whenAborted(signal: AbortSignal): Promise<null> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve(null);
    else signal.addEventListener("abort", () => resolve(null), { once: true });
  });
}

interface LaneSetup {
  deps: RunJobDeps;
  run: EvalRunsTable;
  config: StoredRunConfig;
  criteria: RunCriteria;
  judge: JudgeContext | null;
  writer: ResultWriter;
  signal: AbortSignal;
}

/**
 * Exactly `size` lanes over the tasks (a pool, not batches): each asks the target, starts the
 * next task's target call, asks this answer's judges, and hands both to the writer.
 */
async function lanes(tasks: readonly Task[], size: number, setup: LaneSetup): Promise<void> {
  const { deps, run, config, criteria, judge, writer, signal } = setup;
  let next = 0;
  const take = () => (!signal.aborted && next < tasks.length ? tasks[next++] : undefined);
  const aborted = whenAborted(signal);
  const lane = async () => {
    let task = take();
    let pending = task ? ask(deps, run, config, task, signal) : null;
    while (task && pending) {
      const answered = await pending;
      if (signal.aborted) return;
      const following = take();
      pending = following ? ask(deps, run, config, following, signal) : null;
      let judged: JudgeOutcome | null = null;
      if (judge && answered.error === null) {
        const asked = judgeExample(
          deps,
          { ...judge, signal },
          criteria.criteria,
          criteria.runNames,
          task.example,
          answered.output,
        );
        judged = await Promise.race([asked, aborted]);
        if (judged === null) asked.catch(() => {});
      }
      if (signal.aborted) return;
      writer.add({ task, ...answered, judged });
      task = following;
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, tasks.length) }, lane));
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

/** The set's criteria with the run's own, and what the judges need, when there are judges. */
async function criteriaOf(deps: RunJobDeps, run: EvalRunsTable, config: StoredRunConfig) {
  const set = await deps.database.db
    .selectFrom("eval_sets")
    .select("criteria")
    .where("id", "=", run.eval_set_id)
    .executeTakeFirst();
  const criteria = runCriteria(
    JSON.parse(set?.criteria ?? "[]") as CriterionSpec[],
    config.criteria,
  );
  const judge: JudgeContext | null = criteria.criteria.some(isJudgeCriterion)
    ? {
        companyId: run.company_id,
        defaultModel: config.graderModel || deps.config.llm.model || "",
        timeoutMs: config.timeout,
      }
    : null;
  return { criteria, judge };
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
  const { criteria, judge } = await criteriaOf(deps, run, config);
  const tasks = await pendingTasks(deps, run, config.trials ?? 1);
  const controller = new AbortController();
  // Every call in flight listens on the run's signal: a target call and the judges' wait per lane.
  setMaxListeners(2 * config.concurrency + 10, controller.signal);
  const writer = resultWriter(deps, {
    run,
    config,
    criteria: criteria.criteria,
    runNames: criteria.runNames,
    // Results that cannot be stored stop the run: calling on would only lose them.
    onFailure: (error) => controller.abort(error),
  });
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
    await lanes(tasks, config.concurrency, {
      deps,
      run,
      config,
      criteria,
      judge,
      writer,
      signal: controller.signal,
    }).catch((error: unknown) => {
      // A lane that broke (not a target or judge failure: those are results) stops the others,
      // so nothing of this attempt goes on beside the job's retry.
      controller.abort(error);
      throw error;
    });
  } finally {
    clearInterval(watch);
    stopping.removeEventListener("abort", stop);
    localRuns.delete(run.id);
  }
  // What finished before a cancel or a stop is kept: it is written before anything else.
  let storeFailure: unknown = null;
  await writer.flush().catch((error: unknown) => {
    storeFailure = error;
  });
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
  if (storeFailure instanceof InsufficientCreditsError) {
    // Another spender took the credits this run was checked for: the run ends here, with what
    // it stored and paid for, rather than retrying work it cannot pay for.
    const balance = storeFailure.details?.balance;
    await finish(
      deps,
      { ...run, status: "running" },
      `the company's credits ran out during the run (balance ${balance}); grant credits with "vigil credits grant" and run the set again`,
    );
    return;
  }
  if (storeFailure !== null) throw storeFailure;
  // Stopped by a shutdown: the job stays leased and runs again, resuming where it was.
  if (controller.signal.aborted) throw new Error("the evaluation run was interrupted; it resumes");
  await finish(deps, { ...run, status: "running" });
}
