/**
 * The audit log for `vigil audit` (straight on the database, no server): chain checks and
 * the CSV export.
 */
import { recordAuditEvent } from "../../db/audit-events";
import type { Database } from "../../db/database";
import type { Clock } from "../../lib/clock";
import { auditCsv } from "./service";

export {
  AUDIT_CSV_COLUMNS,
  type ChainReport,
  verifyAllChains,
  verifyCompanyChain,
} from "./service";

/**
 * A company's entries of the last `days` days as CSV lines, header first. The export is
 * recorded first (a security event by the operator), so it shows in the log itself.
 */
export async function exportCsv(
  ctx: { database: Database; clock: Clock },
  companyId: string,
  days: number,
): Promise<AsyncGenerator<string>> {
  const now = ctx.clock.now();
  await recordAuditEvent(ctx.database, {
    company_id: companyId,
    user_id: "operator",
    key_id: null,
    action: "audit_log.export",
    resource_type: "audit_log",
    resource_id: null,
    severity: "warning",
    outcome: "success",
    ip_address: null,
    user_agent: "vigil-cli",
    details: JSON.stringify({ days, format: "csv", via: "cli" }),
    request_id: null,
    created_at: now.toISOString(),
  });
  const since = new Date(now.getTime() - days * 86_400_000).toISOString();
  return auditCsv(ctx.database, companyId, since);
}
