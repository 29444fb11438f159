import type { PagePromise } from "../core/pagination";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type {
  TraceEvaluation,
  TraceEvaluationCreateParams,
  TraceEvaluationListParams,
} from "../types";

/**
 * Evaluations attached to traces or spans: scores, labels, human annotations.
 * @example
 * await vigil.traceEvaluations.create({ traceId, name: "helpfulness", value: 0.8 });
 * for await (const e of vigil.traceEvaluations.listAll({ traceId })) console.log(e.name, e.value);
 */
export class TraceEvaluationsResource extends APIResource {
  /** GET /api/trace-evaluation: a page of evaluations, newest first. */
  list(
    query: TraceEvaluationListParams = {},
    options?: RequestOptions,
  ): PagePromise<TraceEvaluation> {
    return this.transport.getPage("/api/trace-evaluation", query, options);
  }

  /** Every evaluation matching `query`, fetching page after page. */
  async *listAll(
    query: TraceEvaluationListParams = {},
    options?: RequestOptions,
  ): AsyncGenerator<TraceEvaluation, void, undefined> {
    yield* this.list(query, options);
  }

  /** POST /api/trace-evaluation: give a `value`, a `label`, or both. */
  create(body: TraceEvaluationCreateParams, options?: RequestOptions): Promise<TraceEvaluation> {
    return this.transport.post("/api/trace-evaluation", body, options);
  }
}
