/**
 * The audit log's request scope. Design (issue 21, item 1), in one place:
 *
 * - `secured()` (http/route.ts) opens a scope for every authenticated non-GET request: who
 *   calls (company, user, key), which route, the client's address and agent. Idempotency
 *   bookkeeping runs outside it; only the handler runs inside.
 * - The database's driver (db/audit-driver.ts, wrapped around every dialect) watches the
 *   statements run in a scope. When a transaction that wrote commits, or a lone write runs
 *   outside a transaction (then wrapped in one), it appends the scope's entry to the company's
 *   hash chain (db/audit-chain.ts) on the same connection, before COMMIT: the change and its
 *   audit entry commit together or not at all. A request that changed nothing writes none.
 * - A service may name what happened (`annotateAudit`: action, resource, severity, details);
 *   otherwise the action is derived from the route (`POST /api/v2/api-keys/{id}/rotate` →
 *   `api-keys.rotate`).
 * - Security events that change nothing (a permission denial, a download) are written as
 *   entries of their own (`recordAuditEvent`, audit module).
 * - Batched follow-up work that mixes several requests (group commit, usage counters) runs
 *   `withoutAudit`, so no request's entry is written into another's transaction.
 *
 * Entries hold identifiers, routes and counts only: never request bodies, secrets or texts.
 */
import { AsyncLocalStorage } from "node:async_hooks";

export type AuditSeverity = "info" | "warning" | "critical";
export type AuditOutcome = "success" | "failure";

/** What a service may say about the change its request makes. */
export interface AuditAnnotation {
  action?: string;
  resourceType?: string;
  resourceId?: string | null;
  severity?: AuditSeverity;
  /** Identifiers and counts only: never personal data or secrets. */
  details?: Record<string, unknown>;
}

/** One request's audit context. */
export interface AuditScope extends AuditAnnotation {
  companyId: string;
  userId: string;
  keyId: string | null;
  method: string;
  /** The route pattern, e.g. `/api/departments/{id}`. */
  route: string;
  /** Path parameters of the route (ids). */
  params: Record<string, string>;
  ipAddress: string | null;
  userAgent: string | null;
  requestId: string | null;
  /** The app's clock: entries are stamped with it. */
  now(): Date;
  /** Entries written so far for this request (one per committed write transaction). */
  written: number;
}

const storage = new AsyncLocalStorage<AuditScope>();

/** The scope of the running request, if it is an audited one. */
export function currentAuditScope(): AuditScope | undefined {
  return storage.getStore();
}

/** Runs `work` (a request's handler) in an audit scope. */
export function runAudited<T>(scope: AuditScope, work: () => T): T {
  return storage.run(scope, work);
}

/** Runs `work` outside any request's audit scope (batched or system writes). */
export function withoutAudit<T>(work: () => T): T {
  return storage.exit(work);
}

/**
 * Names the change the running request makes, for its audit entry; does nothing outside a
 * request (a job, the CLI).
 * @example annotateAudit({ action: "api_key.rotate", resourceType: "api_key", resourceId: id, severity: "warning" })
 */
export function annotateAudit(annotation: AuditAnnotation): void {
  const scope = storage.getStore();
  if (!scope) return;
  if (annotation.action !== undefined) scope.action = annotation.action;
  if (annotation.resourceType !== undefined) scope.resourceType = annotation.resourceType;
  if (annotation.resourceId !== undefined) scope.resourceId = annotation.resourceId;
  if (annotation.severity !== undefined) scope.severity = annotation.severity;
  if (annotation.details !== undefined) scope.details = { ...scope.details, ...annotation.details };
}

/**
 * Names who the running request acts for once it is known inside the request (a login: the
 * session's user and company come from the token being spent); does nothing outside a scope.
 */
export function attributeAudit(companyId: string, userId: string): void {
  const scope = storage.getStore();
  if (!scope) return;
  scope.companyId = companyId;
  scope.userId = userId;
}

/**
 * The scope of an operator's command run straight on the database (`vigil keys …`): its
 * writes are audited like a request's, as user `operator`.
 * @example await runAudited(operatorScope("default", "vigil keys revoke", clock.now), () => revoke())
 */
export function operatorScope(companyId: string, command: string, now: () => Date): AuditScope {
  return {
    companyId,
    userId: "operator",
    keyId: null,
    method: "CLI",
    route: command,
    params: {},
    ipAddress: null,
    userAgent: "vigil-cli",
    requestId: null,
    now,
    written: 0,
  };
}
