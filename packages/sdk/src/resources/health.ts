import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type { ExplainerHealth, Health, Readiness } from "../types";

/**
 * Service health; needs no API key.
 * @example const { status, version } = await vigil.health.check();
 */
export class HealthResource extends APIResource {
  /** GET /api/health: the service is up. */
  check(options?: RequestOptions): Promise<Health> {
    return this.transport.get("/api/health", options);
  }

  /** GET /api/health/live: the process is alive. */
  live(options?: RequestOptions): Promise<Health> {
    return this.transport.get("/api/health/live", options);
  }

  /**
   * GET /api/health/ready: the database answers. A 503 is retried like any 5xx, then throws
   * InternalServerError; a probe passes `{ maxRetries: 0 }`.
   */
  ready(options?: RequestOptions): Promise<Readiness> {
    return this.transport.get("/api/health/ready", options);
  }

  /** GET /api/explainer/health: which analysis tiers can run. */
  explainer(options?: RequestOptions): Promise<ExplainerHealth> {
    return this.transport.get("/api/explainer/health", options);
  }
}
