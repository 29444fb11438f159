import type { Kysely } from "kysely";

/** Row types of the provider's two tables, as stored: timestamps ISO 8601 text, booleans 0/1. */

/** One row per request sent to the provider, and one per answer served from the cache. */
export interface LlmUsageTable {
  /** `llmu_<ULID>`. */
  id: string;
  company_id: string;
  /** What the call was for, e.g. `explainer.analysis` or `eval.judge`. */
  purpose: string;
  model: string;
  kind: "chat" | "embedding";
  /** Tokens billed by this call: 0 for a cache hit. */
  prompt_tokens: number;
  completion_tokens: number;
  latency_ms: number;
  /** 1 when served from `llm_cache` (no provider call). */
  cached: number;
  status: "ok" | "error";
  /** The AppError code of a failed call, e.g. `LLM_TIMEOUT`. */
  error_code: string | null;
  created_at: string;
}

/** Answers at temperature 0, by a hash of everything that shaped them (company included). */
export interface LlmCacheTable {
  /** SHA-256 hex of the canonical JSON of the request's parts. */
  key: string;
  company_id: string;
  /** JSON text: `{content, model}` for chat, `{vectors, model}` for embeddings. */
  response: string;
  /** Tokens the original provider calls billed. */
  prompt_tokens: number;
  completion_tokens: number;
  created_at: string;
}

/** The tables `createLlmProvider` reads and writes; the server's `DB` includes them. */
export interface LlmTables {
  llm_usage: LlmUsageTable;
  llm_cache: LlmCacheTable;
}

/**
 * Views a Kysely whose schema includes these tables (as the server's `DB` does) as one of
 * just these tables. Kysely's type is invariant in its schema, so this takes a cast.
 */
export function llmTablesOf<D extends LlmTables>(db: Kysely<D>): Kysely<LlmTables> {
  return db as unknown as Kysely<LlmTables>;
}
