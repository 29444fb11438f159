import { annotateAudit, operatorScope, runAudited } from "../../db/audit-scope";
import type { Database } from "../../db/database";
import { NotFoundError, notFound } from "../../http/errors";
import type { Permission, Role, Tier } from "../../http/principal";
import type { Clock } from "../../lib/clock";
import { type ApiKeyView, issueKey, replaceSecret, toApiKeyView } from "./service";

/**
 * Key management for the operator (`vigil keys …`): straight to the database, no server,
 * across every company.
 */
export interface OperatorCtx {
  database: Database;
  clock: Clock;
}

export interface CreateKeyOptions {
  name?: string;
  companyId?: string;
  userId?: string;
  role?: Role;
  permissions?: readonly Permission[];
  agentId?: string | null;
  tier?: Tier;
  expiresAt?: string | null;
}

export type OperatorKey = ApiKeyView & { companyId: string; revokedAt: string | null };

/** Creates a key; defaults: company `default`, user `admin`, role admin, all permissions, tier enterprise. */
export async function create(
  ctx: OperatorCtx,
  options: CreateKeyOptions = {},
): Promise<{ key: string; record: OperatorKey }> {
  const companyId = options.companyId ?? "default";
  const agentId = options.agentId ?? null;
  if (agentId !== null) {
    const agent = await ctx.database.db
      .selectFrom("agents")
      .select("id")
      .where("id", "=", agentId)
      .where("company_id", "=", companyId)
      .executeTakeFirst();
    if (!agent) throw new NotFoundError(`Agent ${agentId} not found in company ${companyId}`);
  }
  const scope = operatorScope(companyId, "vigil keys create", () => ctx.clock.now());
  const { view, key } = await runAudited(scope, () =>
    issueKey(ctx, {
      companyId,
      userId: options.userId ?? "admin",
      role: options.role ?? "admin",
      permissions: options.permissions ?? ["read", "write", "delete"],
      agentId,
      tier: options.tier ?? "enterprise",
      name: options.name ?? "API key",
      expiresAt: options.expiresAt ?? null,
    }),
  );
  return { key, record: { ...view, companyId, revokedAt: null } };
}

export async function list(
  { database }: OperatorCtx,
  filter: { companyId?: string; includeRevoked?: boolean } = {},
): Promise<OperatorKey[]> {
  let query = database.db
    .selectFrom("api_keys")
    .selectAll()
    .orderBy("created_at", "asc")
    .orderBy("id", "asc");
  if (filter.companyId !== undefined) query = query.where("company_id", "=", filter.companyId);
  if (!filter.includeRevoked) query = query.where("revoked_at", "is", null);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...toApiKeyView(row),
    companyId: row.company_id,
    revokedAt: row.revoked_at,
  }));
}

async function findLive(database: Database, id: string) {
  const row = await database.db
    .selectFrom("api_keys")
    .selectAll()
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (!row) throw notFound("API key", id);
  return row;
}

export async function revoke({ database, clock }: OperatorCtx, id: string): Promise<void> {
  const row = await findLive(database, id);
  const now = clock.now().toISOString();
  await runAudited(
    operatorScope(row.company_id, "vigil keys revoke", () => clock.now()),
    async () => {
      annotateAudit({
        action: "api_key.revoke",
        resourceType: "api_key",
        resourceId: id,
        severity: "warning",
      });
      await database.db
        .updateTable("api_keys")
        .set({ revoked_at: now, updated_at: now })
        .where("id", "=", id)
        .execute();
    },
  );
}

export async function rotate(
  { database, clock }: OperatorCtx,
  id: string,
): Promise<{ key: string; record: OperatorKey }> {
  const row = await findLive(database, id);
  const { view, key } = await runAudited(
    operatorScope(row.company_id, "vigil keys rotate", () => clock.now()),
    () => replaceSecret(database, row, clock.now()),
  );
  return { key, record: { ...view, companyId: row.company_id, revokedAt: null } };
}
