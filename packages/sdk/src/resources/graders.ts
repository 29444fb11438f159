import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type {
  GraderBulkEvaluateParams,
  GraderBulkEvaluateResult,
  GraderEvaluateParams,
  GraderEvaluateResult,
} from "../types";

/**
 * Deterministic (rule-based) graders: no model calls.
 * @example
 * const res = await vigil.graders.evaluate({
 *   output: answer,
 *   rules: [{ type: "length", config: { max: 500 } }, { type: "no_pii" }],
 * });
 * if (!res.passed) console.log(res.results.filter((r) => !r.passed));
 */
export class GradersResource extends APIResource {
  /**
   * POST /api/deterministic-graders/evaluate. `response_time` reads `metadata.responseTimeMs`,
   * else `metadata.latencyMs`, else the stored latency of the trace `metadata.traceId` names.
   */
  evaluate(body: GraderEvaluateParams, options?: RequestOptions): Promise<GraderEvaluateResult> {
    return this.transport.post("/api/deterministic-graders/evaluate", body, options);
  }

  /** POST /api/deterministic-graders/bulk-evaluate: up to 100 items, each with its rules. */
  bulkEvaluate(
    body: GraderBulkEvaluateParams,
    options?: RequestOptions,
  ): Promise<GraderBulkEvaluateResult> {
    return this.transport.post("/api/deterministic-graders/bulk-evaluate", body, options);
  }
}
