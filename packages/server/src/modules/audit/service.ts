import type { Deps } from "../../context";
import {
  type AuditRow,
  type ChainBreak,
  ChainVerifier,
  type NewAuditEntry,
} from "../../db/audit-chain";
import { recordAuditEvent } from "../../db/audit-events";
import type { Database } from "../../db/database";
import { toNumber } from "../../db/sql";
import { BadRequestError, ForbiddenError } from "../../http/errors";
import type { Principal } from "../../http/principal";
import { csvLine } from "./csv";

/** What the audit service uses of the process's Deps. */
export type AuditDeps = Pick<Deps, "database" | "clock">;

export interface AuditLogQuery {
  page: number;
  limit: number;
  action?: string | undefined;
  outcome?: "success" | "failure" | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

export interface AuditLogView {
  id: string;
  sequence: number;
  userId: string;
  action: string;
  resourceType: string;
  resourceId: string | null;
  severity: string;
  outcome: string;
  ipAddress: string | null;
  userAgent: string | null;
  details: Record<string, unknown>;
  requestId: string | null;
  timestamp: string;
  previousHash: string;
  hash: string;
}

/** The audit log shows what everyone in the company did: admins only. */
export function assertAdmin(principal: Principal, what: string): void {
  if (principal.role !== "admin") {
    throw new ForbiddenError(`${what} requires the admin role`, { requiredRole: "admin" });
  }
}

function toView(row: AuditRow): AuditLogView {
  return {
    id: row.id,
    sequence: toNumber(row.seq),
    userId: row.user_id,
    action: row.action,
    resourceType: row.resource_type,
    resourceId: row.resource_id,
    severity: row.severity,
    outcome: row.outcome,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    details: JSON.parse(row.details) as Record<string, unknown>,
    requestId: row.request_id,
    timestamp: row.created_at,
    previousHash: row.prev_hash,
    hash: row.hash,
  };
}

/** Newest first, with the spec's filters and {page, limit, total, totalPages}. */
export async function listAuditLogs(deps: AuditDeps, principal: Principal, query: AuditLogQuery) {
  assertAdmin(principal, "Reading the audit log");
  if (query.startDate && query.endDate && query.startDate > query.endDate) {
    throw new BadRequestError("startDate must not be after endDate", {
      field: "startDate",
      reason: "after endDate",
    });
  }
  let base = deps.database.db
    .selectFrom("audit_logs")
    .where("company_id", "=", principal.companyId);
  if (query.action) base = base.where("action", "=", query.action);
  if (query.outcome) base = base.where("outcome", "=", query.outcome);
  if (query.startDate) base = base.where("created_at", ">=", query.startDate);
  if (query.endDate) base = base.where("created_at", "<=", query.endDate);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy("seq", "desc")
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll().as("total")).executeTakeFirst(),
  ]);
  const total = toNumber(count?.total);
  return {
    logs: rows.map(toView),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.ceil(total / query.limit),
    },
  };
}

const PAGE = 1_000;

/** A company's entries in chain order, read in keyset pages (never the whole log at once). */
export async function* chainRows(
  database: Database,
  companyId: string,
  since?: string,
): AsyncGenerator<AuditRow> {
  let after = 0;
  for (;;) {
    let query = database.db
      .selectFrom("audit_logs")
      .selectAll()
      .where("company_id", "=", companyId)
      .where("seq", ">", after);
    if (since) query = query.where("created_at", ">=", since);
    const rows = await query.orderBy("seq", "asc").limit(PAGE).execute();
    for (const row of rows) yield row;
    if (rows.length < PAGE) return;
    after = toNumber(rows.at(-1)?.seq);
  }
}

export const AUDIT_CSV_COLUMNS = [
  "Timestamp",
  "User ID",
  "Action",
  "Resource Type",
  "Resource ID",
  "Severity",
  "IP Address",
] as const;

/** The CSV lines of a company's entries since `since`, header first. */
export async function* auditCsv(
  database: Database,
  companyId: string,
  since: string,
): AsyncGenerator<string> {
  yield csvLine(AUDIT_CSV_COLUMNS);
  for await (const row of chainRows(database, companyId, since)) {
    yield csvLine([
      row.created_at,
      row.user_id,
      row.action,
      row.resource_type,
      row.resource_id,
      row.severity,
      row.ip_address,
    ]);
  }
}

/**
 * The export of the last `days` days as CSV lines; the export itself is recorded first (a
 * security event), so it appears in the next export.
 */
export async function exportAuditCsv(
  deps: AuditDeps,
  principal: Principal,
  days: number,
  request: Pick<NewAuditEntry, "ip_address" | "user_agent" | "request_id">,
): Promise<AsyncGenerator<string>> {
  assertAdmin(principal, "Exporting the audit log");
  const now = deps.clock.now();
  const since = new Date(now.getTime() - days * 86_400_000).toISOString();
  await recordAuditEvent(deps.database, {
    company_id: principal.companyId,
    user_id: principal.userId,
    key_id: principal.keyId,
    action: "audit_log.export",
    resource_type: "audit_log",
    resource_id: null,
    severity: "warning",
    outcome: "success",
    details: JSON.stringify({ days, format: "csv" }),
    created_at: now.toISOString(),
    ...request,
  });
  return auditCsv(deps.database, principal.companyId, since);
}

export interface ChainReport {
  companyId: string;
  entries: number;
  intact: boolean;
  firstBroken: ChainBreak | null;
}

/** Walks a company's chain from its first entry; names the first broken one. */
export async function verifyCompanyChain(
  database: Database,
  companyId: string,
): Promise<ChainReport> {
  const head = await database.db
    .selectFrom("audit_chain_heads")
    .select(["seq", "hash"])
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  const verifier = new ChainVerifier();
  let entries = 0;
  let firstBroken: ChainBreak | null = null;
  for await (const row of chainRows(database, companyId)) {
    entries++;
    firstBroken = verifier.push(row);
    if (firstBroken) break;
  }
  firstBroken ??= verifier.finish(head ? { seq: toNumber(head.seq), hash: head.hash } : undefined);
  return { companyId, entries, intact: firstBroken === null, firstBroken };
}

/** Every company's chain (the CLI's `vigil audit verify`). */
export async function verifyAllChains(database: Database): Promise<ChainReport[]> {
  const companies = await database.db
    .selectFrom("audit_chain_heads")
    .select("company_id")
    .orderBy("company_id")
    .execute();
  const reports: ChainReport[] = [];
  for (const { company_id } of companies) {
    reports.push(await verifyCompanyChain(database, company_id));
  }
  return reports;
}
