import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type {
  EvalHealthRegressions,
  EvalHealthRegressionsParams,
  EvalHealthReport,
  EvalHealthReportParams,
  EvalHealthSaturation,
  EvalHealthSaturationParams,
  EvalHealthSnapshots,
  EvalHealthSnapshotsParams,
} from "../types";

/**
 * Evaluation health of an agent, computed from its completed evaluation runs: the report (this
 * period against the previous one, trends, alerts), snapshots per day/week/month, significant
 * regressions between consecutive runs of a set, and saturation of each set.
 * @example
 * const report = await vigil.evalHealth.report({ agentId, period: "7d" });
 * report.alerts; // pass_rate_drop, regression_detected, saturation, no_runs
 * const { regressions } = await vigil.evalHealth.regressions({ agentId, threshold: 0.05 });
 */
export class EvalHealthResource extends APIResource {
  /** GET /api/eval-health/report */
  report(query: EvalHealthReportParams, options?: RequestOptions): Promise<EvalHealthReport> {
    return this.transport.get("/api/eval-health/report", options, query);
  }

  /** GET /api/eval-health/snapshots: every bucket of the range, empty ones with nulls. */
  snapshots(
    query: EvalHealthSnapshotsParams,
    options?: RequestOptions,
  ): Promise<EvalHealthSnapshots> {
    return this.transport.get("/api/eval-health/snapshots", options, query);
  }

  /** GET /api/eval-health/regressions: only drops ≥ threshold with p < 0.05 over ≥ 20 examples. */
  regressions(
    query: EvalHealthRegressionsParams,
    options?: RequestOptions,
  ): Promise<EvalHealthRegressions> {
    return this.transport.get("/api/eval-health/regressions", options, query);
  }

  /** GET /api/eval-health/saturation: per set, over its last 5 completed runs. */
  saturation(
    query: EvalHealthSaturationParams,
    options?: RequestOptions,
  ): Promise<EvalHealthSaturation> {
    return this.transport.get("/api/eval-health/saturation", options, query);
  }
}
