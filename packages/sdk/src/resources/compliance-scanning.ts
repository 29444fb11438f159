import { path } from "../core/path";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type {
  DeleteResponse,
  ScanBackfillResult,
  ScanningHealth,
  ScanRule,
  ScanRuleCreateParams,
  ScanRuleUpdateParams,
  Violation,
  ViolationBulkUpdateParams,
  ViolationList,
  ViolationListParams,
  ViolationStats,
  ViolationUpdateParams,
} from "../types";

const BASE = "/api/v1/compliance/scanning";

/**
 * Compliance scanning: rules that look for PII in every newly stored trace (in the background),
 * and the violations they find. Changing rules and backfills need an admin key.
 * @example
 * await vigil.complianceScanning.createRule({ name: "Emails", piiTypes: ["email"], autoFlag: true });
 * const { violations, total } = await vigil.complianceScanning.listViolations({ status: "open" });
 */
export class ComplianceScanningResource extends APIResource {
  #bare<T>(
    method: "GET" | "POST" | "PUT" | "DELETE",
    at: string,
    rest: object,
    options?: RequestOptions,
  ) {
    return this.transport.request<T>({ method, path: at, envelope: "bare", ...rest }, options);
  }

  /** GET …/rules */
  async listRules(options?: RequestOptions): Promise<ScanRule[]> {
    return (await this.#bare<{ rules: ScanRule[] }>("GET", `${BASE}/rules`, {}, options)).rules;
  }

  /** POST …/rules */
  createRule(body: ScanRuleCreateParams, options?: RequestOptions): Promise<ScanRule> {
    return this.#bare("POST", `${BASE}/rules`, { body }, options);
  }

  /** PUT …/rules/{id} */
  updateRule(id: string, body: ScanRuleUpdateParams, options?: RequestOptions): Promise<ScanRule> {
    return this.#bare("PUT", path`/api/v1/compliance/scanning/rules/${id}`, { body }, options);
  }

  /** DELETE …/rules/{id}: the violations it found stay. */
  deleteRule(id: string, options?: RequestOptions): Promise<DeleteResponse> {
    return this.#bare("DELETE", path`/api/v1/compliance/scanning/rules/${id}`, {}, options);
  }

  /** POST …/rules/seed: the pre-configured rules, all disabled. */
  async seedRules(options?: RequestOptions): Promise<ScanRule[]> {
    return (await this.#bare<{ rules: ScanRule[] }>("POST", `${BASE}/rules/seed`, {}, options))
      .rules;
  }

  /** GET …/violations: `{violations, total}`. */
  listViolations(
    query: ViolationListParams = {},
    options?: RequestOptions,
  ): Promise<ViolationList> {
    return this.#bare("GET", `${BASE}/violations`, { query }, options);
  }

  /** GET …/violations/{id} */
  getViolation(id: string, options?: RequestOptions): Promise<Violation> {
    return this.#bare("GET", path`/api/v1/compliance/scanning/violations/${id}`, {}, options);
  }

  /** GET …/violations/by-trace/{traceId} */
  async violationsOfTrace(traceId: string, options?: RequestOptions): Promise<Violation[]> {
    const at = path`/api/v1/compliance/scanning/violations/by-trace/${traceId}`;
    return (await this.#bare<{ violations: Violation[] }>("GET", at, {}, options)).violations;
  }

  /** GET …/violations/stats */
  async violationStats(
    query: { agentId?: string } = {},
    options?: RequestOptions,
  ): Promise<ViolationStats["stats"]> {
    const at = `${BASE}/violations/stats`;
    return (await this.#bare<ViolationStats>("GET", at, { query }, options)).stats;
  }

  /** PUT …/violations/{id}: status and notes. */
  updateViolation(
    id: string,
    body: ViolationUpdateParams,
    options?: RequestOptions,
  ): Promise<Violation> {
    return this.#bare("PUT", path`/api/v1/compliance/scanning/violations/${id}`, { body }, options);
  }

  /** POST …/violations/bulk: up to 100 ids; answers how many were updated. */
  bulkUpdateViolations(
    body: ViolationBulkUpdateParams,
    options?: RequestOptions,
  ): Promise<{ updated: number }> {
    return this.#bare("POST", `${BASE}/violations/bulk`, { body }, options);
  }

  /** POST …/backfill: scans the most recent `limit` traces (default 200, up to 500). */
  backfill(query: { limit?: number } = {}, options?: RequestOptions): Promise<ScanBackfillResult> {
    return this.#bare("POST", `${BASE}/backfill`, { query }, options);
  }

  /** GET …/health: the scan queue's counts (`redis` is always false). */
  health(options?: RequestOptions): Promise<ScanningHealth> {
    return this.#bare("GET", `${BASE}/health`, {}, options);
  }
}
