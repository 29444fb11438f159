import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type { JobStats } from "../types";

/**
 * The durable background job queue (webhook deliveries, notifications, event dispatch).
 * @example
 * const { queued, dead, byType } = await vigil.jobs.stats();
 */
export class JobsResource extends APIResource {
  /** GET /api/v1/jobs/stats: counts by state and type (admin keys only). */
  stats(options?: RequestOptions): Promise<JobStats> {
    return this.transport.get("/api/v1/jobs/stats", options);
  }
}
