import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import type { Database } from "../db/database";
import { sha256Hex } from "../lib/hash";
import { ConflictError, ValidationError } from "./errors";

const WINDOW_MS = 24 * 3_600_000;
const MAX_KEY_LENGTH = 255;

interface StoredResponse {
  status: number;
  contentType: string | null;
  body: string;
}

/**
 * Honours `Idempotency-Key` on POST: the same key with the same request within 24 hours
 * answers the stored response (header `Idempotent-Replayed: true`); the same key with a
 * different request, or while the first is still running, is 409 CONFLICT. Responses are
 * stored encrypted (they can hold secrets, such as a new API key). 5xx answers are not
 * kept, so the client may retry them.
 */
export function idempotency(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const idempotencyKey = c.req.header("idempotency-key");
    if (idempotencyKey === undefined) return next();
    if (idempotencyKey.length === 0 || idempotencyKey.length > MAX_KEY_LENGTH) {
      throw new ValidationError(`Idempotency-Key must be 1-${MAX_KEY_LENGTH} characters`, {
        field: "Idempotency-Key",
        reason: "invalid length",
      });
    }
    const { database, clock, secretBox } = c.env.deps;
    const scope = c.get("principal").keyId;
    const path = new URL(c.req.url).pathname;
    const requestHash = sha256Hex(`${c.req.method} ${path}\n${await c.req.text()}`);
    const now = clock.now();

    const existing = await claim(
      database,
      scope,
      idempotencyKey,
      requestHash,
      c.req.method,
      path,
      now,
    );
    if (existing) {
      if (existing.request_hash !== requestHash) {
        throw new ConflictError(
          "Idempotency-Key was already used with a different request; use a new key for a new request",
          { field: "Idempotency-Key" },
        );
      }
      if (existing.status_code === null || existing.response_body === null) {
        throw new ConflictError(
          "A request with this Idempotency-Key is still in progress; retry shortly",
          { field: "Idempotency-Key" },
          { "Retry-After": "1" },
        );
      }
      const stored = JSON.parse(secretBox.open(existing.response_body)) as StoredResponse;
      const headers: Record<string, string> = { "Idempotent-Replayed": "true" };
      if (stored.contentType) headers["content-type"] = stored.contentType;
      return c.body(stored.body, stored.status as 200, headers);
    }

    try {
      await next();
    } catch (error) {
      await release(database, scope, idempotencyKey);
      throw error;
    }
    if (c.res.status >= 500) {
      await release(database, scope, idempotencyKey);
      return;
    }
    const stored: StoredResponse = {
      status: c.res.status,
      contentType: c.res.headers.get("content-type"),
      body: await c.res.clone().text(),
    };
    await database.db
      .updateTable("idempotency_keys")
      .set({ status_code: stored.status, response_body: secretBox.seal(JSON.stringify(stored)) })
      .where("scope", "=", scope)
      .where("idempotency_key", "=", idempotencyKey)
      .execute();
  };
}

/** Inserts the in-flight record; returns the live record already there, if any. */
async function claim(
  database: Database,
  scope: string,
  idempotencyKey: string,
  requestHash: string,
  method: string,
  path: string,
  now: Date,
) {
  const row = {
    scope,
    idempotency_key: idempotencyKey,
    request_hash: requestHash,
    method,
    path,
    status_code: null,
    response_body: null,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + WINDOW_MS).toISOString(),
  };
  await database.db
    .deleteFrom("idempotency_keys")
    .where("scope", "=", scope)
    .where("idempotency_key", "=", idempotencyKey)
    .where("expires_at", "<=", row.created_at)
    .execute();
  const inserted = await database.db
    .insertInto("idempotency_keys")
    .values(row)
    .onConflict((oc) => oc.columns(["scope", "idempotency_key"]).doNothing())
    .returning("scope")
    .executeTakeFirst();
  if (inserted) return undefined;
  return database.db
    .selectFrom("idempotency_keys")
    .selectAll()
    .where("scope", "=", scope)
    .where("idempotency_key", "=", idempotencyKey)
    .executeTakeFirst();
}

async function release(database: Database, scope: string, idempotencyKey: string): Promise<void> {
  await database.db
    .deleteFrom("idempotency_keys")
    .where("scope", "=", scope)
    .where("idempotency_key", "=", idempotencyKey)
    .execute();
}

/** Drops records past their 24-hour window. */
export async function purgeExpiredIdempotencyKeys(database: Database, now: Date): Promise<void> {
  await database.db
    .deleteFrom("idempotency_keys")
    .where("expires_at", "<=", now.toISOString())
    .execute();
}
