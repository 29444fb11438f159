import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type {
  EvaluateBatchParams,
  EvaluateBatchResult,
  HallucinationDetection,
  HallucinationDetectionParams,
  QualitySummary,
  QualitySummaryParams,
  QualityTrends,
  QualityTrendsParams,
  RagScores,
} from "../types";

/**
 * Quality metrics: RAG scores of a trace, hallucination detection of any output against its
 * context, batch evaluation of stored traces, and the summary and trends over time.
 * @example
 * const { hallucinated, claims } = await vigil.quality.hallucinationDetection({
 *   output: "Refunds take 45 days.", context: ["Refunds are issued within 14 days."],
 * });
 */
export class QualityResource extends APIResource {
  /** GET /api/v1/quality/rag-scores/:traceId */
  ragScores(traceId: string, options?: RequestOptions): Promise<RagScores> {
    return this.transport.get(`/api/v1/quality/rag-scores/${encodeURIComponent(traceId)}`, options);
  }

  /** POST /api/v1/quality/hallucination-detection */
  hallucinationDetection(
    body: HallucinationDetectionParams,
    options?: RequestOptions,
  ): Promise<HallucinationDetection> {
    return this.transport.post("/api/v1/quality/hallucination-detection", body, options);
  }

  /** POST /api/v1/quality/evaluate-batch (at most 100 stored traces) */
  evaluateBatch(body: EvaluateBatchParams, options?: RequestOptions): Promise<EvaluateBatchResult> {
    return this.transport.post("/api/v1/quality/evaluate-batch", body, options);
  }

  /** GET /api/v1/quality/summary */
  summary(query: QualitySummaryParams = {}, options?: RequestOptions): Promise<QualitySummary> {
    return this.transport.get("/api/v1/quality/summary", options, query);
  }

  /** GET /api/v1/quality/trends */
  trends(query: QualityTrendsParams = {}, options?: RequestOptions): Promise<QualityTrends> {
    return this.transport.get("/api/v1/quality/trends", options, query);
  }
}
