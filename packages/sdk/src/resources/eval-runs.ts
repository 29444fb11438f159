import type { PagePromise } from "../core/pagination";
import { path } from "../core/path";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type {
  EvalRun,
  EvalRunComparison,
  EvalRunCreateParams,
  EvalRunDetail,
  EvalRunListParams,
  EvalRunUpdateParams,
  EvalSet,
  EvalSetCreated,
  EvalSetCreateParams,
  EvalSetDetail,
  EvalSetListParams,
  StartedEvalRun,
} from "../types";

/**
 * Evaluation sets and runs: examples scored against an agent (an http endpoint or the agent's
 * config through the model provider), runs compared with significance tests.
 * @example
 * const set = await vigil.evalRuns.createSet({ name: "FAQ", agentId, examples: [{ input: "Hi?", expectedOutput: "Hello" }] });
 * const run = await vigil.evalRuns.create({ evalSetId: set.id, target: { type: "http", url: "https://agent.example/answer" } });
 * const done = await vigil.evalRuns.get(run.id); // poll until status is completed
 * const diff = await vigil.evalRuns.compare([baselineId, run.id]);
 * diff.regressions; // only significant ones (α = 0.05)
 */
export class EvalRunsResource extends APIResource {
  /** GET /api/evaluation/sets */
  listSets(query: EvalSetListParams = {}, options?: RequestOptions): PagePromise<EvalSet> {
    return this.transport.getPage("/api/evaluation/sets", query, options);
  }

  /** POST /api/evaluation/sets */
  createSet(body: EvalSetCreateParams, options?: RequestOptions): Promise<EvalSetCreated> {
    return this.transport.post("/api/evaluation/sets", body, options);
  }

  /** GET /api/evaluation/sets/{id}: the set with its examples. */
  getSet(id: string, options?: RequestOptions): Promise<EvalSetDetail> {
    return this.transport.get(path`/api/evaluation/sets/${id}`, options);
  }

  /** POST /api/evaluation/run: starts a run (status running). */
  start(body: EvalRunCreateParams, options?: RequestOptions): Promise<StartedEvalRun> {
    return this.transport.post("/api/evaluation/run", body, options);
  }

  /** GET /api/evaluation/runs/{runId}: the run with every finished result. */
  results(runId: string, options?: RequestOptions): Promise<EvalRunDetail> {
    return this.transport.get(path`/api/evaluation/runs/${runId}`, options);
  }

  /** GET /api/eval-runs */
  list(query: EvalRunListParams = {}, options?: RequestOptions): PagePromise<EvalRun> {
    return this.transport.getPage("/api/eval-runs", query, options);
  }

  /** POST /api/eval-runs: creates a run (status pending; the server's queue starts it). */
  create(body: EvalRunCreateParams, options?: RequestOptions): Promise<EvalRun> {
    return this.transport.post("/api/eval-runs", body, options);
  }

  /** GET /api/eval-runs/{id}: progress and config. */
  get(id: string, options?: RequestOptions): Promise<EvalRun> {
    return this.transport.get(path`/api/eval-runs/${id}`, options);
  }

  /** PATCH /api/eval-runs/{id}: rename, retag, or `status: "cancelled"`. */
  update(id: string, body: EvalRunUpdateParams, options?: RequestOptions): Promise<EvalRun> {
    return this.transport.patch(path`/api/eval-runs/${id}`, body, options);
  }

  /** Cancels a run: calls in flight stop, finished results stay. */
  cancel(id: string, options?: RequestOptions): Promise<EvalRun> {
    return this.update(id, { status: "cancelled" }, options);
  }

  /** GET /api/evaluation/compare: the first run is the baseline. */
  compare(
    runIds: readonly string[],
    query: { seed?: number } = {},
    options?: RequestOptions,
  ): Promise<EvalRunComparison> {
    return this.transport.get("/api/evaluation/compare", options, {
      runIds: runIds.join(","),
      ...(query.seed !== undefined ? { seed: query.seed } : {}),
    });
  }
}
