import type { PagePromise } from "../core/pagination";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type {
  LlmUsageListParams,
  LlmUsageRecord,
  LlmUsageSummary,
  LlmUsageSummaryParams,
} from "../types";

/**
 * What Vigil's model provider calls cost your company: one record per provider call or cache
 * hit (admin keys only).
 * @example
 * const { totals, byPurpose } = await vigil.llmUsage.summary({ from: "2026-11-01T00:00:00Z" });
 * for await (const call of vigil.llmUsage.list({ purpose: "eval.judge" })) console.log(call);
 */
export class LlmUsageResource extends APIResource {
  /** GET /api/v2/llm/usage: provider calls and cache hits, newest first. */
  list(query: LlmUsageListParams = {}, options?: RequestOptions): PagePromise<LlmUsageRecord> {
    return this.transport.getPage("/api/v2/llm/usage", query, options);
  }

  /** GET /api/v2/llm/usage/summary: totals, and per purpose, model and kind. */
  summary(query: LlmUsageSummaryParams = {}, options?: RequestOptions): Promise<LlmUsageSummary> {
    return this.transport.get("/api/v2/llm/usage/summary", options, query);
  }
}
