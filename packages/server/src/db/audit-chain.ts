/**
 * The audit log's hash chain (see audit-scope.ts for the design). Each company has its own
 * chain: entries numbered 1, 2, 3… (`seq`), each storing the hash of the one before
 * (`prev_hash`) and its own hash over every stored field. A changed, removed or reordered row
 * breaks the chain at that row, which `verifyChain` names.
 *
 * Appends serialise on the company's row in `audit_chain_heads`: PostgreSQL locks it FOR
 * UPDATE (concurrent requests of one company queue there, other companies do not); SQLite's
 * transactions begin IMMEDIATE, so its single writer already serialises them. The tables are
 * created by the audit module's migration (modules/audit/migration.ts).
 */
import { sha256Hex } from "../lib/hash";
import { newId } from "../lib/ids";
import type { AuditOutcome, AuditScope, AuditSeverity } from "./audit-scope";
import type { Dialect } from "./migrations/types";

/** Runs one statement with `?` placeholders on the connection of the change being audited. */
export type RunSql = (text: string, params: readonly unknown[]) => Promise<unknown[]>;

/** An entry as the chain stores it (column names as in the table). */
export interface AuditRow {
  id: string;
  company_id: string;
  seq: number;
  user_id: string;
  key_id: string | null;
  action: string;
  resource_type: string;
  resource_id: string | null;
  severity: AuditSeverity;
  outcome: AuditOutcome;
  ip_address: string | null;
  user_agent: string | null;
  details: string;
  request_id: string | null;
  created_at: string;
  prev_hash: string;
  hash: string;
}

export type NewAuditEntry = Omit<AuditRow, "id" | "seq" | "prev_hash" | "hash">;

/** The chain's start: the prev_hash of a company's first entry. */
export const GENESIS_HASH = "0".repeat(64);

const COLUMNS = [
  "id",
  "company_id",
  "seq",
  "user_id",
  "key_id",
  "action",
  "resource_type",
  "resource_id",
  "severity",
  "outcome",
  "ip_address",
  "user_agent",
  "details",
  "request_id",
  "created_at",
  "prev_hash",
] as const;

/** The hash of an entry: SHA-256 over every stored field but the hash itself, in fixed order. */
export function entryHash(row: Omit<AuditRow, "hash">): string {
  return sha256Hex(JSON.stringify(COLUMNS.map((column) => row[column] ?? null)));
}

function placeholders(dialect: Dialect, text: string): string {
  if (dialect === "sqlite") return text;
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
}

/** Appends `entry` to its company's chain through `run` (inside the change's transaction). */
export async function appendAuditEntry(
  run: RunSql,
  dialect: Dialect,
  entry: NewAuditEntry,
): Promise<AuditRow> {
  const q = (text: string, params: readonly unknown[]) => run(placeholders(dialect, text), params);
  await q(
    "insert into audit_chain_heads (company_id, seq, hash) values (?, 0, ?) on conflict (company_id) do nothing",
    [entry.company_id, GENESIS_HASH],
  );
  const lock = dialect === "postgres" ? " for update" : "";
  const [head] = (await q(`select seq, hash from audit_chain_heads where company_id = ?${lock}`, [
    entry.company_id,
  ])) as { seq: number | string; hash: string }[];
  const seq = Number(head?.seq ?? 0) + 1;
  const unhashed = { ...entry, id: newId("audit"), seq, prev_hash: head?.hash ?? GENESIS_HASH };
  const row: AuditRow = { ...unhashed, hash: entryHash(unhashed) };
  const columns = [...COLUMNS, "hash"] as const;
  await q(
    `insert into audit_logs (${columns.join(", ")}) values (${columns.map(() => "?").join(", ")})`,
    columns.map((column) => row[column]),
  );
  await q("update audit_chain_heads set seq = ?, hash = ? where company_id = ?", [
    seq,
    row.hash,
    entry.company_id,
  ]);
  return row;
}

const VERBS: Record<string, string> = {
  POST: "create",
  PUT: "update",
  PATCH: "update",
  DELETE: "delete",
};
const VERSION_SEGMENTS = new Set(["api", "v1", "v2", "v3"]);

/**
 * The action and resource a request's route names when its service did not say:
 * `PATCH /api/departments/{id}` → departments.update on that id; `POST
 * /api/v2/api-keys/{id}/rotate` → api-keys.rotate.
 */
export function describeRoute(
  method: string,
  route: string,
  params: Record<string, string>,
): { action: string; resourceType: string; resourceId: string | null } {
  const segments = route.split("/").filter((s) => s && !VERSION_SEGMENTS.has(s));
  const isParam = (s: string) => s.startsWith("{") || s.startsWith(":");
  const paramName = (s: string) => s.replace(/^[{:]|}$/g, "");
  const last = segments.length - 1;
  const verb = VERBS[method.toUpperCase()] ?? method.toLowerCase();
  let resourceType = segments.filter((s) => !isParam(s)).at(-1) ?? "api";
  let action = `${resourceType}.${verb}`;
  let resourceId: string | null = null;
  const lastParam = segments.findLastIndex(isParam);
  if (lastParam >= 0) {
    resourceId = params[paramName(segments[lastParam] as string)] ?? null;
    const owner = segments
      .slice(0, lastParam)
      .filter((s) => !isParam(s))
      .at(-1);
    if (lastParam < last && owner) {
      resourceType = owner;
      action = `${owner}.${segments.slice(lastParam + 1).join(".")}`;
    }
  }
  return { action, resourceType, resourceId };
}

/** The entry a request scope's committed change is recorded as. */
export function entryFromScope(scope: AuditScope, at: Date): NewAuditEntry {
  const derived = describeRoute(scope.method, scope.route, scope.params);
  return {
    company_id: scope.companyId,
    user_id: scope.userId,
    key_id: scope.keyId,
    action: scope.action ?? derived.action,
    resource_type: scope.resourceType ?? derived.resourceType,
    resource_id: scope.resourceId !== undefined ? scope.resourceId : derived.resourceId,
    severity: scope.severity ?? "info",
    outcome: "success",
    ip_address: scope.ipAddress,
    user_agent: scope.userAgent,
    details: JSON.stringify({
      method: scope.method,
      route: scope.route,
      ...(scope.written > 0 ? { part: scope.written + 1 } : {}),
      ...scope.details,
    }),
    request_id: scope.requestId,
    created_at: at.toISOString(),
  };
}

export interface ChainBreak {
  seq: number;
  id: string | null;
  reason: string;
}

/**
 * Checks a company's entries, fed in `seq` order from 1, one at a time (so a long chain is
 * walked in pages): numbering without gaps, each prev_hash the hash of the entry before, each
 * hash the entry's own. `finish` compares the end with the chain-head row, which catches
 * removed tail rows.
 */
export class ChainVerifier {
  #expectedSeq = 1;
  #prevHash = GENESIS_HASH;

  /** The break `row` shows, or null while the chain holds. */
  push(row: AuditRow): ChainBreak | null {
    const seq = Number(row.seq);
    if (seq !== this.#expectedSeq) {
      return { seq: this.#expectedSeq, id: null, reason: `entry ${this.#expectedSeq} is missing` };
    }
    if (row.prev_hash !== this.#prevHash) {
      return { seq, id: row.id, reason: "prev_hash does not match the entry before" };
    }
    const { hash, ...rest } = row;
    if (entryHash({ ...rest, seq }) !== hash) {
      return { seq, id: row.id, reason: "the entry's fields do not match its hash" };
    }
    this.#prevHash = hash;
    this.#expectedSeq++;
    return null;
  }

  finish(head: { seq: number; hash: string } | undefined): ChainBreak | null {
    const last = this.#expectedSeq - 1;
    if (head && (Number(head.seq) !== last || head.hash !== this.#prevHash)) {
      return {
        seq: last + 1,
        id: null,
        reason: `the chain head records ${head.seq} entries; entries after ${last} are missing or changed`,
      };
    }
    return null;
  }
}

/** verifyChain over a whole list: the first break, or null for an intact chain. */
export function verifyChain(
  rows: Iterable<AuditRow>,
  head?: { seq: number; hash: string },
): ChainBreak | null {
  const verifier = new ChainVerifier();
  for (const row of rows) {
    const broken = verifier.push(row);
    if (broken) return broken;
  }
  return verifier.finish(head);
}
