/**
 * Where a run's finished calls go: scored (the CPU-bound rule engine) and stored off the path of
 * the calls, so a lane starts its next call at once. Results are written in batches, one
 * transaction each with their human review items and the charge for their judge calls; keyed
 * by (run, example, trial) with ON CONFLICT DO NOTHING, so a job that runs again after a crash
 * stores and charges each example once. A result finished but not yet written when the process
 * dies is simply called again (its judges answer from the cache, free).
 */
import type { Deps } from "../../context";
import { estimate } from "../credits/pricing";
import { charge } from "../credits/service";
import { insertReviewItem, needsHumanReview } from "../human-review/store";
import type { JudgeOutcome } from "./judging";
import type { StoredRunConfig } from "./run-store";
import type { EvalRunResultsTable, EvalRunsTable } from "./schema";
import { type ScoredExample, scoreExample } from "./scoring";
import type { CriterionSpec, ExampleSpec } from "./sets-service";

/** Results per write transaction, and the longest a finished result waits to be written. */
const BATCH_SIZE = 50;
const FLUSH_MS = 100;

export type WriterDeps = Pick<Deps, "database" | "clock" | "config">;

export interface Task {
  example: ExampleSpec;
  trial: number;
}

/** One (example, trial) whose calls are over: the target's answer (or why none) and the judges'. */
export interface FinishedTask {
  task: Task;
  output: string;
  latencyMs: number;
  error: string | null;
  judged: JudgeOutcome | null;
}

interface ReadyResult {
  finished: FinishedTask;
  scored: ScoredExample;
  at: string;
}

export interface ResultWriter {
  /** Takes a finished task; scoring and storing happen later, off the caller's path. */
  add(finished: FinishedTask): void;
  /** Scores and stores everything taken so far; rejects with a store's failure. */
  flush(): Promise<void>;
}

export interface WriterSetup {
  run: EvalRunsTable;
  config: StoredRunConfig;
  criteria: readonly CriterionSpec[];
  runNames: ReadonlySet<string>;
  /** Called once with the first failure to store (the run cannot go on without its results). */
  onFailure(error: unknown): void;
}

function score(setup: WriterSetup, finished: FinishedTask): ScoredExample {
  if (finished.error !== null) {
    return {
      passed: false,
      score: null,
      scores: {},
      reasoning: `failed: the target gave no answer: ${finished.error}`,
    };
  }
  return scoreExample({
    example: finished.task.example,
    output: finished.output,
    latencyMs: finished.latencyMs,
    criteria: setup.criteria,
    metrics: setup.config.metrics,
    threshold: setup.config.threshold,
    runNames: setup.runNames,
    ...(finished.judged ? { judged: finished.judged } : {}),
  });
}

function rowOf(run: EvalRunsTable, ready: ReadyResult): EvalRunResultsTable {
  const { finished, scored } = ready;
  return {
    run_id: run.id,
    example_id: finished.task.example.id,
    trial: finished.task.trial,
    company_id: run.company_id,
    actual_output: finished.output,
    passed: scored.passed ? 1 : 0,
    score: scored.score,
    scores: JSON.stringify(scored.scores),
    reasoning: scored.reasoning,
    latency_ms: finished.latencyMs,
    error: finished.error,
    created_at: ready.at,
  };
}

const keyOf = (exampleId: string, trial: number) => `${exampleId}\u0000${trial}`;

/** One transaction: the results, the review items of the new ones, the charge for their judges. */
async function writeBatch(deps: WriterDeps, setup: WriterSetup, batch: ReadyResult[]) {
  const { run } = setup;
  await deps.database.db.transaction().execute(async (trx) => {
    const stored = await trx
      .insertInto("eval_run_results")
      .values(batch.map((ready) => rowOf(run, ready)))
      .onConflict((oc) => oc.columns(["run_id", "example_id", "trial"]).doNothing())
      .returning(["example_id", "trial"])
      .execute();
    const fresh = new Set(stored.map((s) => keyOf(s.example_id, Number(s.trial))));
    let judgeCalls = 0;
    for (const { finished, scored, at } of batch) {
      if (!fresh.has(keyOf(finished.task.example.id, finished.task.trial))) continue;
      judgeCalls += finished.judged?.modelCalls ?? 0;
      // A scored answer that fails (or a judge unsure of it) goes to the human review queue
      // (DESIGN.md) with its result; one item per (run, example) however many trials. A target
      // that gave no answer has nothing to review.
      const confidence = finished.judged?.confidence ?? null;
      if (finished.error !== null || !needsHumanReview({ passed: scored.passed, confidence })) {
        continue;
      }
      await insertReviewItem(
        trx,
        {
          companyId: run.company_id,
          agentId: run.agent_id,
          input: finished.task.example.input,
          output: finished.output,
          priority: "medium",
          flagReason:
            `evaluation run ${run.name ?? run.id} ${scored.passed ? "passed this example with low judge confidence" : "failed this example"}: ${scored.reasoning}`.slice(
              0,
              1000,
            ),
          autoGraderScores: scored.scores,
          origin: { type: "eval_run", runId: run.id, exampleId: finished.task.example.id },
        },
        at,
      );
    }
    // Judge answers that reached a model, as the suites charge them; a re-run from the cache
    // and a result already stored cost nothing.
    if (judgeCalls > 0) {
      await charge(trx, deps, {
        companyId: run.company_id,
        amount: estimate({ judgeCalls }),
        reason: "evaluation judges",
        ref: run.id,
      });
    }
  });
}

export function resultWriter(deps: WriterDeps, setup: WriterSetup): ResultWriter {
  const waiting: FinishedTask[] = [];
  let ready: ReadyResult[] = [];
  let chain: Promise<void> = Promise.resolve();
  let failure: unknown = null;
  let timer: NodeJS.Timeout | null = null;
  let scoring = false;

  const write = () => {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (ready.length === 0) return;
    const batch = ready;
    ready = [];
    chain = chain.then(async () => {
      if (failure !== null) return;
      try {
        await writeBatch(deps, setup, batch);
      } catch (error) {
        failure = error;
        setup.onFailure(error);
      }
    });
  };
  const scoreOne = () => {
    const finished = waiting.shift();
    if (finished) {
      ready.push({ finished, scored: score(setup, finished), at: deps.clock.now().toISOString() });
      if (ready.length >= BATCH_SIZE) write();
      else if (!timer) timer = setTimeout(write, FLUSH_MS);
    }
    // One answer per turn of the event loop: the calls' callbacks run in between.
    if (waiting.length > 0) setImmediate(scoreOne);
    else scoring = false;
  };

  return {
    add(finished) {
      waiting.push(finished);
      if (!scoring) {
        scoring = true;
        setImmediate(scoreOne);
      }
    },
    async flush() {
      while (waiting.length > 0) {
        const finished = waiting.shift() as FinishedTask;
        ready.push({
          finished,
          scored: score(setup, finished),
          at: deps.clock.now().toISOString(),
        });
      }
      write();
      await chain;
      if (failure !== null) throw failure;
    },
  };
}
