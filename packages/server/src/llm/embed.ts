/** Embeddings: one request per call, cached always (an embedding model is deterministic). */
import type { Kysely } from "kysely";
import type { Clock } from "../lib/clock";
import { cacheKey, readCache, writeCache } from "./cache";
import type { ProviderClient } from "./client";
import type { LlmTables } from "./schema";
import { recordUsage } from "./usage";
import { readEmbeddings, type TokenUsage } from "./wire";

export interface EmbedRequest {
  companyId: string;
  purpose: string;
  /** The texts to embed; send at most a few hundred per call (providers cap a request). */
  input: string[];
  /** Cancels the call as ChatRequest's `signal` does. */
  signal?: AbortSignal;
}

export interface EmbedResult {
  /** One vector per input, in input order. */
  vectors: number[][];
  usage: TokenUsage;
  model: string;
  cached: boolean;
}

export interface EmbedDeps {
  client: ProviderClient;
  database: Kysely<LlmTables>;
  clock: Clock;
  model: string;
}

interface CachedEmbeddings {
  vectors: number[][];
  model: string;
}

export async function runEmbed(deps: EmbedDeps, request: EmbedRequest): Promise<EmbedResult> {
  const started = performance.now();
  const { database, clock } = deps;
  const { companyId, purpose, input, signal } = request;
  signal?.throwIfAborted();
  const none = { promptTokens: 0, completionTokens: 0 };
  if (input.length === 0) return { vectors: [], usage: none, model: deps.model, cached: false };

  const key = cacheKey({ companyId, kind: "embedding", model: deps.model, input });
  const hit = await readCache<CachedEmbeddings>(database, key, companyId);
  if (hit) {
    const { vectors, model } = hit.response;
    const latencyMs = performance.now() - started;
    await recordUsage(
      database,
      { companyId, purpose, model, kind: "embedding", ...none, latencyMs, cached: true },
      clock.now(),
    );
    return { vectors, usage: hit.usage, model, cached: true };
  }

  const context = { companyId, purpose, kind: "embedding" as const, model: deps.model };
  const body = { model: deps.model, input, encoding_format: "float" };
  const answer = await deps.client.send(
    context,
    "/embeddings",
    body,
    (json) => readEmbeddings(json, input.length),
    signal,
  );
  const model = answer.model ?? deps.model;
  const response: CachedEmbeddings = { vectors: answer.vectors, model };
  await writeCache(database, { key, companyId, response, usage: answer.usage, at: clock.now() });
  return { vectors: answer.vectors, usage: answer.usage, model, cached: false };
}
