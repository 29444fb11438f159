import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type {
  EvaluationResultsParams,
  EvaluationSuite,
  EvaluationSuiteCreateParams,
  EvaluationSuiteRunParams,
  EvaluationSuiteRunResult,
} from "../types";

/**
 * Evaluation suites (v1): criteria run over stored traces. Judge calls cost 0.5 credits each;
 * answers served from the judge cache (a re-run) cost nothing.
 * @example
 * const suite = await vigil.evaluationSuites.create({
 *   name: "support",
 *   criteria: [
 *     { name: "mentions", type: "deterministic", rule: "contains_keywords", params: { keywords: ["refund"] } },
 *     { name: "helpful", type: "llm_judge", prompt: "Is {{output}} helpful?", scale: { min: 1, max: 5 }, model: "gpt-4o-mini" },
 *   ],
 * });
 * const run = await vigil.evaluationSuites.run({ suiteId: suite.id, traceIds: ["tr_1"] });
 * console.log(run.summary.passRate);
 */
export class EvaluationSuitesResource extends APIResource {
  /** POST /api/v1/evaluation/suites */
  create(body: EvaluationSuiteCreateParams, options?: RequestOptions): Promise<EvaluationSuite> {
    return this.transport.post("/api/v1/evaluation/suites", body, options);
  }

  /** POST /api/v1/evaluation/run: evaluates and answers the stored run (402 when credits lack). */
  run(body: EvaluationSuiteRunParams, options?: RequestOptions): Promise<EvaluationSuiteRunResult> {
    return this.transport.post("/api/v1/evaluation/run", body, options);
  }

  /** GET /api/v1/evaluation/results: the newest run of `suiteId`, or the run `runId` names. */
  results(
    query: EvaluationResultsParams,
    options?: RequestOptions,
  ): Promise<EvaluationSuiteRunResult> {
    return this.transport.get("/api/v1/evaluation/results", options, query);
  }
}
