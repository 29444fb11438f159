import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type {
  ComplianceCheck,
  ComplianceSummary,
  RiskAssessment,
  RiskHistory,
  RiskHistoryParams,
  SlaReport,
  SlaReportParams,
  SystemHealth,
} from "../types";

const BASE = "/api/v1/compliance";

/**
 * GDPR, HIPAA and SOC 2 checks of the deployment's state, risk and its history, the data
 * subject request SLA report and system health. Members get the check without its issues.
 * @example
 * const { overallStatus, issues } = await vigil.complianceChecks.check();
 */
export class ComplianceChecksResource extends APIResource {
  /** GET /api/v1/compliance/check */
  check(options?: RequestOptions): Promise<ComplianceCheck> {
    return this.transport.request(
      { method: "GET", path: `${BASE}/check`, envelope: "bare" },
      options,
    );
  }

  /** GET /api/v1/compliance/check/summary */
  summary(options?: RequestOptions): Promise<ComplianceSummary> {
    return this.transport.request(
      { method: "GET", path: `${BASE}/check/summary`, envelope: "bare" },
      options,
    );
  }

  /** GET /api/v1/compliance/risk */
  risk(options?: RequestOptions): Promise<RiskAssessment> {
    return this.transport.request(
      { method: "GET", path: `${BASE}/risk`, envelope: "bare" },
      options,
    );
  }

  /** GET /api/v1/compliance/risk/history: one assessment per day, newest first (limit default 10). */
  riskHistory(query: RiskHistoryParams = {}, options?: RequestOptions): Promise<RiskHistory> {
    return this.transport.request(
      { method: "GET", path: `${BASE}/risk/history`, query, envelope: "bare" },
      options,
    );
  }

  /** GET /api/v1/compliance/sla: deadlines met and missed over the last `days` (default 30). */
  sla(query: SlaReportParams = {}, options?: RequestOptions): Promise<SlaReport> {
    return this.transport.request(
      { method: "GET", path: `${BASE}/sla`, query, envelope: "bare" },
      options,
    );
  }

  /** GET /api/v1/compliance/sla/health */
  systemHealth(options?: RequestOptions): Promise<SystemHealth> {
    return this.transport.request(
      { method: "GET", path: `${BASE}/sla/health`, envelope: "bare" },
      options,
    );
  }
}
