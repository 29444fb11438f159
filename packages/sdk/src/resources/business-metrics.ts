import type { PagePromise } from "../core/pagination";
import { path } from "../core/path";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type {
  BusinessMetric,
  BusinessMetricCreateParams,
  BusinessMetricHistory,
  BusinessMetricHistoryParams,
  BusinessMetricListParams,
  DeleteResponse,
} from "../types";

/**
 * Business metrics: values you report (CSAT, revenue, tickets), their latest value per name
 * and their history in UTC buckets (weeks start Monday 00:00 UTC).
 * @example
 * await vigil.businessMetrics.create({ name: "csat", value: 4.6, agentId });
 * const { dataPoints } = await vigil.businessMetrics.history({ name: "csat", interval: "week" });
 */
export class BusinessMetricsResource extends APIResource {
  /** POST /api/metrics: timestamp defaults to now; another company's agentId throws NotFoundError. */
  create(body: BusinessMetricCreateParams, options?: RequestOptions): Promise<BusinessMetric> {
    return this.transport.post("/api/metrics", body, options);
  }

  /** GET /api/metrics: the latest value of each metric name, by name. */
  list(
    query: BusinessMetricListParams = {},
    options?: RequestOptions,
  ): PagePromise<BusinessMetric> {
    return this.transport.getPage("/api/metrics", query, options);
  }

  /** GET /api/metrics/history: mean and count per hour, day, week or month (UTC). */
  history(
    query: BusinessMetricHistoryParams,
    options?: RequestOptions,
  ): Promise<BusinessMetricHistory> {
    return this.transport.get("/api/metrics/history", options, query);
  }

  /** DELETE /api/metrics/{id} */
  delete(id: string, options?: RequestOptions): Promise<DeleteResponse> {
    return this.transport.delete(path`/api/metrics/${id}`, options);
  }
}
