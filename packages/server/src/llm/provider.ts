/** The public factory: the provider every LLM-backed feature gets through Deps. */
import type { Kysely } from "kysely";
import type { Dispatcher } from "undici";
import type { Config } from "../config";
import type { Logger } from "../http/logger";
import type { Clock } from "../lib/clock";
import { type ChatRequest, type ChatResult, type OutputSpec, runChat } from "./chat";
import { createProviderClient } from "./client";
import { type EmbedRequest, type EmbedResult, runEmbed } from "./embed";
import { embeddingNotConfigured, notConfigured } from "./errors";
import type { FormatMode } from "./json-output";
import { createLimiter } from "./limiter";
import { type LlmTables, llmTablesOf } from "./schema";
import { createTransport } from "./transport";

export type LlmConfig = Config["llm"];

export interface LlmProvider {
  /** Whether VIGIL_LLM_BASE_URL and VIGIL_LLM_MODEL are set; when not, calls answer 503. */
  readonly configured: boolean;
  /** Whether VIGIL_LLM_EMBEDDING_MODEL is set as well. */
  readonly embeddingsConfigured: boolean;
  /**
   * A chat completion. With `output`, the answer's `value` is JSON validated by its schema.
   * @throws AppError 503 SERVICE_UNAVAILABLE (not configured), 504 LLM_TIMEOUT,
   *   502 LLM_PROVIDER_ERROR, 502 LLM_INVALID_OUTPUT
   */
  chat<T>(
    request: ChatRequest<T> & { output: OutputSpec<T> },
  ): Promise<ChatResult<T> & { value: T }>;
  chat(request: ChatRequest): Promise<ChatResult>;
  /**
   * Embeddings of `input`, one vector per text.
   * @throws AppError 503 SERVICE_UNAVAILABLE (no provider or no embedding model), 504, 502
   */
  embed(request: EmbedRequest): Promise<EmbedResult>;
  /** Closes the provider's connections (not a dispatcher passed in). */
  close(): Promise<void>;
}

export interface LlmProviderOptions<D extends LlmTables = LlmTables> {
  config: LlmConfig;
  /** Any Kysely whose schema includes `llm_usage` and `llm_cache` (the server's does). */
  database: Kysely<D>;
  clock: Clock;
  logger?: Logger;
  /** An undici dispatcher to send through (a proxy agent, a test mock); the caller closes it. */
  fetchDispatcher?: Dispatcher;
}

/**
 * The LLM provider over any OpenAI-compatible endpoint (OpenAI, vLLM, Ollama, llama.cpp):
 * JSON outputs validated with zod and repaired once, a per-process concurrency limit, retries,
 * a timeout per request, usage rows per call and a cache of answers at temperature 0.
 * @example
 * const llm = createLlmProvider({ config: config.llm, database: database.db, clock });
 * const { value } = await llm.chat({
 *   companyId: "acme",
 *   purpose: "explainer.analysis",
 *   messages: [{ role: "user", content: "Rate this answer from 1 to 5: …" }],
 *   output: { name: "rating", schema: z.object({ score: z.number().int().min(1).max(5) }) },
 * });
 * await llm.close();
 */
export function createLlmProvider<D extends LlmTables>(
  options: LlmProviderOptions<D>,
): LlmProvider {
  const { config, clock, logger } = options;
  const database = llmTablesOf(options.database);
  const { baseUrl, model, embeddingModel } = config;
  if (!baseUrl || !model) {
    const refuse = async (): Promise<never> => {
      throw notConfigured();
    };
    return {
      configured: false,
      embeddingsConfigured: false,
      chat: refuse,
      embed: refuse,
      close: async () => {},
    };
  }

  const transport = createTransport({
    baseUrl,
    apiKey: config.apiKey,
    timeoutMs: config.timeoutMs,
    dispatcher: options.fetchDispatcher,
  });
  const client = createProviderClient({
    transport,
    limiter: createLimiter(config.concurrency),
    database,
    clock,
    logger,
    maxRetries: config.maxRetries,
    apiKey: config.apiKey,
  });
  const format: { mode: FormatMode } = { mode: "json_schema" };

  function chat<T>(
    request: ChatRequest<T> & { output: OutputSpec<T> },
  ): Promise<ChatResult<T> & { value: T }>;
  function chat(request: ChatRequest): Promise<ChatResult>;
  function chat(request: ChatRequest): Promise<ChatResult> {
    return runChat({ client, database, clock, model: model as string, format }, request);
  }

  return {
    configured: true,
    embeddingsConfigured: Boolean(embeddingModel),
    chat,
    async embed(request) {
      if (!embeddingModel) throw embeddingNotConfigured();
      return runEmbed({ client, database, clock, model: embeddingModel }, request);
    },
    close: () => transport.close(),
  };
}
