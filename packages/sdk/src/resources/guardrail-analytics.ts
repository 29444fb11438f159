import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type { GuardrailAnalytics, GuardrailAnalyticsParams } from "../types";

/**
 * Counts of guardrail scans by action, scanner and finding type.
 * @example
 * const stats = await vigil.guardrailAnalytics.get({ period: "24h" });
 * console.log(stats.byAction.block, stats.topFindings);
 */
export class GuardrailAnalyticsResource extends APIResource {
  /** GET /api/guardrail-analytics (default period 7d; filter by agentId). */
  get(query: GuardrailAnalyticsParams = {}, options?: RequestOptions): Promise<GuardrailAnalytics> {
    return this.transport.get("/api/guardrail-analytics", options, query);
  }
}
