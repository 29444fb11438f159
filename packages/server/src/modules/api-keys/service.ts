import type { z } from "@hono/zod-openapi";
import type { Deps } from "../../context";
import { annotateAudit } from "../../db/audit-scope";
import type { Database } from "../../db/database";
import { selectPage } from "../../db/page";
import type { ApiKeysTable } from "../../db/schema";
import { parseJson } from "../../db/sql";
import { ForbiddenError, notFound, ValidationError } from "../../http/errors";
import { offsetOf, type PageParams } from "../../http/paging";
import {
  PERMISSIONS,
  type Permission,
  type Principal,
  type Role,
  TIER_LIMITS,
  type Tier,
  tierRank,
} from "../../http/principal";
import { parseDuration } from "../../lib/duration";
import { sha256Hex } from "../../lib/hash";
import { newId, randomBase62 } from "../../lib/ids";
import { findVisibleAgent } from "../agents/access";
import type { ApiKey, ApiKeyTest, CreateApiKeyBody, UpdateApiKeyBody } from "./schemas";

export type ApiKeyView = z.infer<typeof ApiKey>;

/** What the api-keys service uses of the process's Deps. */
export type ApiKeysDeps = Pick<Deps, "database" | "clock">;

/** `vgl_` + 32 random base62 characters. */
export function generateApiKey(): string {
  return `vgl_${randomBase62(32)}`;
}

export function toApiKeyView(row: ApiKeysTable): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    keyPrefix: row.key_prefix,
    agentId: row.agent_id,
    userId: row.user_id,
    role: row.role,
    permissions: parseJson<Permission[]>(row.permissions, []),
    tier: row.tier as Tier,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    rotatedAt: row.rotated_at,
    lastUsedAt: row.last_used_at,
  };
}

/** Orders permissions as read, write, delete and drops repeats. */
export function normalizePermissions(permissions: readonly Permission[]): Permission[] {
  return PERMISSIONS.filter((p) => permissions.includes(p));
}

export interface IssueKeyInput {
  companyId: string;
  userId: string;
  role: Role;
  permissions: readonly Permission[];
  agentId: string | null;
  tier: Tier;
  name: string;
  expiresAt: string | null;
}

/**
 * Stores a new key (only its SHA-256 hash) and returns it with the full value, creating the
 * company and user on first sight. Used by the API and by `vigil keys create`.
 */
export async function issueKey(
  { database, clock }: ApiKeysDeps,
  input: IssueKeyInput,
): Promise<{ view: ApiKeyView; key: string }> {
  const now = clock.now().toISOString();
  const key = generateApiKey();
  const row: ApiKeysTable = {
    id: newId("key"),
    company_id: input.companyId,
    user_id: input.userId,
    name: input.name,
    key_hash: sha256Hex(key),
    key_prefix: key.slice(0, 8),
    agent_id: input.agentId,
    role: input.role,
    permissions: JSON.stringify(normalizePermissions(input.permissions)),
    tier: input.tier,
    expires_at: input.expiresAt,
    created_at: now,
    updated_at: now,
    rotated_at: null,
    last_used_at: null,
    revoked_at: null,
  };
  annotateAudit({
    action: "api_key.create",
    resourceType: "api_key",
    resourceId: row.id,
    severity: "warning",
    details: { role: row.role, permissions: normalizePermissions(input.permissions) },
  });
  await database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("companies")
      .values({ id: input.companyId, name: input.companyId, created_at: now })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    await trx
      .insertInto("users")
      .values({
        company_id: input.companyId,
        id: input.userId,
        role: input.role,
        name: null,
        email: null,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(["company_id", "id"]).doNothing())
      .execute();
    await trx.insertInto("api_keys").values(row).execute();
  });
  return { view: toApiKeyView(row), key };
}

function expiresAtFrom(expiresIn: string | undefined, now: Date): string | null {
  if (expiresIn === undefined) return null;
  const ms = parseDuration(expiresIn);
  if (ms === null)
    throw new ValidationError("expiresIn must be a duration such as 30d", {
      field: "expiresIn",
      reason: "invalid duration",
    });
  return new Date(now.getTime() + ms).toISOString();
}

/** POST /api/v2/api-keys: a key can grant no more than the caller has, and stays in its agent. */
export async function createKey(
  ctx: ApiKeysDeps,
  principal: Principal,
  body: z.infer<typeof CreateApiKeyBody>,
): Promise<{ view: ApiKeyView; key: string }> {
  const permissions = normalizePermissions(body.permissions ?? principal.permissions);
  const extra = permissions.filter((p) => !principal.permissions.includes(p));
  if (extra.length > 0) {
    throw new ForbiddenError(
      `A key cannot grant permissions its creator lacks: ${extra.join(", ")}`,
      { field: "permissions" },
    );
  }
  let agentId = body.agentId ?? null;
  if (principal.agentId !== null) {
    if (agentId === null) agentId = principal.agentId;
    else if (agentId !== principal.agentId) throw notFound("Agent", agentId);
  }
  if (agentId !== null) await findVisibleAgent(ctx.database, principal, agentId);
  return issueKey(ctx, {
    companyId: principal.companyId,
    userId: principal.userId,
    role: principal.role,
    permissions,
    agentId,
    tier: principal.tier,
    name: body.name,
    expiresAt: expiresAtFrom(body.expiresIn, ctx.clock.now()),
  });
}

/**
 * Keys the caller may see, in SQL for lists: the company's (admin) or the caller's own
 * (member), within its agent. The same scope as assertMayManage, which guards single keys.
 */
function visibleKeys(database: Database, principal: Principal) {
  let query = database.db
    .selectFrom("api_keys")
    .where("company_id", "=", principal.companyId)
    .where("revoked_at", "is", null);
  if (principal.role !== "admin") query = query.where("user_id", "=", principal.userId);
  if (principal.agentId !== null) query = query.where("agent_id", "=", principal.agentId);
  return query;
}

export async function listKeys(
  { database }: ApiKeysDeps,
  principal: Principal,
  params: PageParams & { agentId?: string | undefined },
): Promise<{ items: ApiKeyView[]; total: number }> {
  let query = visibleKeys(database, principal);
  if (params.agentId !== undefined) query = query.where("agent_id", "=", params.agentId);
  const { rows, total } = await selectPage(query, {
    sortColumn: "created_at",
    sortOrder: "desc",
    limit: params.limit,
    offset: offsetOf(params),
  });
  return { items: rows.map(toApiKeyView), total };
}

/** What an endpoint does with an existing key. */
export type KeyAction = "read" | "update" | "revoke" | "rotate";

/** The parts of a key that decide who may act on it. */
export type ManagedKey = Pick<
  ApiKeyView,
  "id" | "userId" | "agentId" | "role" | "permissions" | "tier"
> & { companyId: string };

/** The rights `key` holds beyond the caller's, described for the error message. */
function rightsBeyond(caller: Principal, key: ManagedKey): string[] {
  const beyond = key.permissions
    .filter((p) => !caller.permissions.includes(p))
    .map((p) => `the ${p} permission`);
  if (tierRank(key.tier) > tierRank(caller.tier)) {
    beyond.push(`tier ${key.tier} (yours is ${caller.tier})`);
  }
  if (key.role === "admin" && caller.role !== "admin") beyond.push("the admin role");
  return beyond;
}

/**
 * The one rule for every endpoint that acts on an existing key. A caller manages only keys it
 * may see: its company's (admin) or its own (member), and only its agent's when it is bound to
 * one; any other key answers 404 NOT_FOUND, as if absent. Rotating hands out a working value,
 * so it is refused with 403 FORBIDDEN when the key holds a permission the caller lacks, a
 * higher tier or the admin role of a member caller: no one obtains more than they have.
 * @example assertMayManage(principal, { ...toApiKeyView(row), companyId: row.company_id }, "rotate")
 */
export function assertMayManage(caller: Principal, key: ManagedKey, action: KeyAction): void {
  const visible =
    key.companyId === caller.companyId &&
    (caller.role === "admin" || key.userId === caller.userId) &&
    (caller.agentId === null || key.agentId === caller.agentId);
  if (!visible) throw notFound("API key", key.id);
  if (action !== "rotate") return;
  const beyond = rightsBeyond(caller, key);
  if (beyond.length > 0) {
    throw new ForbiddenError(
      `Cannot rotate API key ${key.id}: it holds rights your key lacks: ${beyond.join(", ")}`,
      { field: "id", reason: "the key has rights the caller lacks", beyond },
    );
  }
}

/** The caller's company's live key with this id, once assertMayManage allows `action` on it. */
async function findKey(
  database: Database,
  principal: Principal,
  id: string,
  action: KeyAction,
): Promise<ApiKeysTable> {
  const row = await database.db
    .selectFrom("api_keys")
    .selectAll()
    .where("company_id", "=", principal.companyId)
    .where("revoked_at", "is", null)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound("API key", id);
  assertMayManage(principal, { ...toApiKeyView(row), companyId: row.company_id }, action);
  return row;
}

export async function getKey(
  { database }: ApiKeysDeps,
  principal: Principal,
  id: string,
): Promise<ApiKeyView> {
  return toApiKeyView(await findKey(database, principal, id, "read"));
}

export async function updateKey(
  { database, clock }: ApiKeysDeps,
  principal: Principal,
  id: string,
  body: z.infer<typeof UpdateApiKeyBody>,
): Promise<ApiKeyView> {
  const row = await findKey(database, principal, id, "update");
  const changes: Partial<ApiKeysTable> = { updated_at: clock.now().toISOString() };
  if (body.name !== undefined) changes.name = body.name;
  if (body.permissions !== undefined) {
    const permissions = normalizePermissions(body.permissions);
    const extra = permissions.filter((p) => !principal.permissions.includes(p));
    if (extra.length > 0) {
      throw new ForbiddenError(`A key cannot grant permissions you lack: ${extra.join(", ")}`, {
        field: "permissions",
      });
    }
    changes.permissions = JSON.stringify(permissions);
  }
  annotateAudit({
    action: "api_key.update",
    resourceType: "api_key",
    resourceId: row.id,
    severity: body.permissions === undefined ? "info" : "warning",
    details: body.permissions === undefined ? {} : { permissions: body.permissions },
  });
  await database.db.updateTable("api_keys").set(changes).where("id", "=", row.id).execute();
  return toApiKeyView({ ...row, ...changes });
}

export async function revokeKey(
  { database, clock }: ApiKeysDeps,
  principal: Principal,
  id: string,
): Promise<void> {
  const row = await findKey(database, principal, id, "revoke");
  const now = clock.now().toISOString();
  annotateAudit({
    action: "api_key.revoke",
    resourceType: "api_key",
    resourceId: row.id,
    severity: "warning",
  });
  await database.db
    .updateTable("api_keys")
    .set({ revoked_at: now, updated_at: now })
    .where("id", "=", row.id)
    .execute();
}

/** A new value for the key; the old value stops working at once. */
export async function rotateKey(
  { database, clock }: ApiKeysDeps,
  principal: Principal,
  id: string,
): Promise<{ view: ApiKeyView; key: string }> {
  const row = await findKey(database, principal, id, "rotate");
  return replaceSecret(database, row, clock.now());
}

export async function replaceSecret(database: Database, row: ApiKeysTable, at: Date) {
  const key = generateApiKey();
  const now = at.toISOString();
  const changes = {
    key_hash: sha256Hex(key),
    key_prefix: key.slice(0, 8),
    rotated_at: now,
    updated_at: now,
  };
  annotateAudit({
    action: "api_key.rotate",
    resourceType: "api_key",
    resourceId: row.id,
    severity: "warning",
  });
  await database.db.updateTable("api_keys").set(changes).where("id", "=", row.id).execute();
  return { view: toApiKeyView({ ...row, ...changes }), key };
}

export async function testKey(
  { database, clock }: ApiKeysDeps,
  principal: Principal,
  id: string,
): Promise<z.infer<typeof ApiKeyTest>> {
  const view = toApiKeyView(await findKey(database, principal, id, "read"));
  const expired = view.expiresAt !== null && view.expiresAt <= clock.now().toISOString();
  return {
    valid: !expired,
    permissions: view.permissions,
    rateLimit: TIER_LIMITS[view.tier]?.perMinute ?? null,
    tier: view.tier,
    expiresAt: view.expiresAt,
  };
}

export async function keyExists(
  { database }: ApiKeysDeps,
  principal: Principal,
  id: string,
): Promise<string> {
  return (await findKey(database, principal, id, "read")).id;
}
