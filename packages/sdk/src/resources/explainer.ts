import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type {
  CounterfactualReport,
  ExplainerAnalyzeParams,
  ExplainerAnalyzeResponse,
  ExplainerSearchParams,
  ExplainerSearchResponse,
  ExplanationListItem,
  ExplanationListParams,
  GenerateAllJob,
  GenerateAllParams,
  StoredExplanation,
} from "../types";

/** An offset-paged list as the server sends it. */
export interface OffsetList<Item> {
  data: Item[];
  pagination: { limit: number; offset: number; total: number; hasMore: boolean };
}

/**
 * Explainer v1: analyse traces at a tier (rule_based is free; fast_llm, full_llm and deep use
 * the configured model and cost credits), then read stored explanations.
 * @example
 * const { results } = await vigil.explainer.analyze({
 *   traces: [{ userMessage: "How long do refunds take?", agentResponse: "14 days.",
 *              retrievedDocuments: [{ content: "Refunds are issued within 14 days." }] }],
 *   options: { tier: "rule_based" },
 * });
 * const { explanation } = await vigil.explainer.trace(results[0].traceId);
 */
export class ExplainerResource extends APIResource {
  /** POST /api/v1/explainer/analyze: the flat shape, stored trace ids, or OTLP resourceSpans. */
  analyze(
    body: ExplainerAnalyzeParams,
    options?: RequestOptions,
  ): Promise<ExplainerAnalyzeResponse> {
    return this.transport.post("/api/v1/explainer/analyze", body, options);
  }

  /** GET /api/v1/explainer/trace/:traceId: the trace's newest explanation. */
  trace(traceId: string, options?: RequestOptions): Promise<StoredExplanation> {
    return this.transport.get(`/api/v1/explainer/trace/${encodeURIComponent(traceId)}`, options);
  }

  /** GET /api/v1/explainer/list: explanations, newest first, offset-paged. */
  list(
    query: ExplanationListParams = {},
    options?: RequestOptions,
  ): Promise<OffsetList<ExplanationListItem>> {
    return this.transport.request(
      { method: "GET", path: "/api/v1/explainer/list", query, envelope: "bare" },
      options,
    );
  }

  /** GET /api/v1/explainer/counterfactual/:traceId: costs 2 credits. */
  counterfactual(traceId: string, options?: RequestOptions): Promise<CounterfactualReport> {
    return this.transport.get(
      `/api/v1/explainer/counterfactual/${encodeURIComponent(traceId)}`,
      options,
    );
  }

  /** POST /api/v1/explainer/search: full-text search over explanations (free, limit ≤ 50). */
  search(body: ExplainerSearchParams, options?: RequestOptions): Promise<ExplainerSearchResponse> {
    return this.transport.post("/api/v1/explainer/search", body, options);
  }

  /** POST /api/v1/explainer/generate-all/:agentId: queues the agent's unexplained traces. */
  generateAll(
    agentId: string,
    query: GenerateAllParams = {},
    options?: RequestOptions,
  ): Promise<GenerateAllJob> {
    return this.transport.request(
      {
        method: "POST",
        path: `/api/v1/explainer/generate-all/${encodeURIComponent(agentId)}`,
        query,
      },
      options,
    );
  }
}
