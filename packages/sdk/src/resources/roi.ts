import { path } from "../core/path";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type {
  RoiByAgent,
  RoiByAgentParams,
  RoiConfigured,
  RoiConfigureParams,
  RoiCorrelation,
  RoiCorrelationParams,
  RoiPredictedImpact,
  RoiPredictedImpactParams,
  RoiSettings,
  RoiSummary,
  RoiSummaryParams,
  RoiTrends,
  RoiTrendsParams,
} from "../types";

const base = "/api/v1/roi-analytics";

/**
 * ROI analytics: savings from resolved interactions against AI cost, computed from your traces,
 * business metrics and settings.
 * @example
 * await vigil.roi.configure({ humanCostPerHour: 32, aiCostModel: "per-request", costPerRequest: 0.02 });
 * const { netROI, roiPercentage } = await vigil.roi.summary({ period: "90d" });
 * const { correlation, pValue } = await vigil.roi.correlation({ metricX: "successRate", metricY: "csat" });
 */
export class RoiResource extends APIResource {
  /** POST /api/v1/roi-analytics/configure: fields not sent keep their values. */
  configure(body: RoiConfigureParams, options?: RequestOptions): Promise<RoiConfigured> {
    return this.transport.post(`${base}/configure`, body, options);
  }

  /** GET /api/v1/roi-analytics/settings: every setting in force, defaults included. */
  settings(options?: RequestOptions): Promise<RoiSettings> {
    return this.transport.get(`${base}/settings`, options);
  }

  /** GET /api/v1/roi-analytics/summary */
  summary(query: RoiSummaryParams = {}, options?: RequestOptions): Promise<RoiSummary> {
    return this.transport.get(`${base}/summary`, options, query);
  }

  /** GET /api/v1/roi-analytics/by-agent/{agentId} */
  byAgent(
    agentId: string,
    query: RoiByAgentParams = {},
    options?: RequestOptions,
  ): Promise<RoiByAgent> {
    return this.transport.get(path`/api/v1/roi-analytics/by-agent/${agentId}`, options, query);
  }

  /** GET /api/v1/roi-analytics/predicted-impact */
  predictedImpact(
    query: RoiPredictedImpactParams = {},
    options?: RequestOptions,
  ): Promise<RoiPredictedImpact> {
    return this.transport.get(`${base}/predicted-impact`, options, query);
  }

  /** GET /api/v1/roi-analytics/correlation: Pearson's r and its p-value over aligned days. */
  correlation(query: RoiCorrelationParams, options?: RequestOptions): Promise<RoiCorrelation> {
    return this.transport.get(`${base}/correlation`, options, query);
  }

  /** GET /api/v1/roi-analytics/trends */
  trends(query: RoiTrendsParams = {}, options?: RequestOptions): Promise<RoiTrends> {
    return this.transport.get(`${base}/trends`, options, query);
  }
}
