/** Answers at temperature 0, stored by a hash of everything that shaped them. */
import type { Kysely } from "kysely";
import { sha256Hex } from "../lib/hash";
import type { LlmTables } from "./schema";
import type { TokenUsage } from "./wire";

/**
 * JSON with object keys sorted at every depth, so equal values give equal text.
 * @example canonicalJson({ b: 1, a: [2, { d: 3, c: 4 }] }) // '{"a":[2,{"c":4,"d":3}],"b":1}'
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== "object" || Array.isArray(inner)) return inner;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(inner).sort()) {
      sorted[key] = (inner as Record<string, unknown>)[key];
    }
    return sorted;
  });
}

/** The parts of a request that decide its answer; the company keeps tenants apart. */
export type CacheKeyParts =
  | {
      companyId: string;
      kind: "chat";
      model: string;
      messages: unknown;
      temperature: number;
      schema: unknown;
      maxTokens: number | null;
    }
  | { companyId: string; kind: "embedding"; model: string; input: readonly string[] };

export function cacheKey(parts: CacheKeyParts): string {
  return sha256Hex(canonicalJson(parts));
}

export interface CacheEntry<R> {
  response: R;
  usage: TokenUsage;
}

export async function readCache<R>(
  db: Kysely<LlmTables>,
  key: string,
  companyId: string,
): Promise<CacheEntry<R> | null> {
  const row = await db
    .selectFrom("llm_cache")
    .select(["response", "prompt_tokens", "completion_tokens"])
    .where("key", "=", key)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    response: JSON.parse(row.response) as R,
    usage: {
      promptTokens: Number(row.prompt_tokens),
      completionTokens: Number(row.completion_tokens),
    },
  };
}

/**
 * Stores the answer for a key, replacing one stored before (an answer the output schema no
 * longer accepts is asked again, and its replacement must then be kept).
 */
export async function writeCache(
  db: Kysely<LlmTables>,
  entry: { key: string; companyId: string; response: unknown; usage: TokenUsage; at: Date },
): Promise<void> {
  await db
    .insertInto("llm_cache")
    .values({
      key: entry.key,
      company_id: entry.companyId,
      response: JSON.stringify(entry.response),
      prompt_tokens: entry.usage.promptTokens,
      completion_tokens: entry.usage.completionTokens,
      created_at: entry.at.toISOString(),
    })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet((eb) => ({
        response: eb.ref("excluded.response"),
        prompt_tokens: eb.ref("excluded.prompt_tokens"),
        completion_tokens: eb.ref("excluded.completion_tokens"),
        created_at: eb.ref("excluded.created_at"),
      })),
    )
    .execute();
}
