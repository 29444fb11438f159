import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type { AuditChainReport, AuditLogList, AuditLogListParams } from "../types";

/**
 * The company's audit log (admin keys): every change and security event, hash-chained.
 * @example
 * const { logs, pagination } = await vigil.audit.list({ action: "api-keys.rotate" });
 * const csv = await vigil.audit.exportCsv({ days: 7 });
 */
export class AuditResource extends APIResource {
  /** GET /api/v1/compliance/audit-logs: newest first, {page, limit, total, totalPages}. */
  list(query: AuditLogListParams = {}, options?: RequestOptions): Promise<AuditLogList> {
    return this.transport.request(
      { method: "GET", path: "/api/v1/compliance/audit-logs", query, envelope: "bare" },
      options,
    );
  }

  /** GET /api/v1/compliance/audit-logs/export: the last `days` days (default 30) as CSV text. */
  exportCsv(query: { days?: number } = {}, options?: RequestOptions): Promise<string> {
    return this.transport.request(
      { method: "GET", path: "/api/v1/compliance/audit-logs/export", query, envelope: "bare" },
      options,
    );
  }

  /** GET /api/v1/compliance/audit-logs/verify: whether the chain is intact, and where not. */
  verify(options?: RequestOptions): Promise<AuditChainReport> {
    return this.transport.request(
      { method: "GET", path: "/api/v1/compliance/audit-logs/verify", envelope: "bare" },
      options,
    );
  }
}
