/** A chat completion: the cache, the JSON format negotiation and the one repair call. */
import type { Kysely } from "kysely";
import type { ZodType } from "zod";
import { AppError } from "../http/errors";
import type { Clock } from "../lib/clock";
import { cacheKey, readCache, writeCache } from "./cache";
import type { ProviderClient } from "./client";
import { invalidOutput } from "./errors";
import {
  type FormatMode,
  isFormatRejection,
  jsonSchemaOf,
  nextFormatMode,
  parseOutput,
  repairMessages,
  responseFormatFor,
  withFormatInstruction,
} from "./json-output";
import type { LlmTables } from "./schema";
import { recordUsage } from "./usage";
import { type ChatMessage, chatRequestBody, readChatCompletion, type TokenUsage } from "./wire";

export interface OutputSpec<T> {
  /** Names the schema to the provider (letters, digits, `_`, `-`). */
  name: string;
  schema: ZodType<T>;
}

export interface ChatRequest<T = unknown> {
  /** Whose call this is: usage is billed and the cache is kept per company. */
  companyId: string;
  /** What the call is for, e.g. `explainer.analysis`; shown in the usage view. */
  purpose: string;
  messages: ChatMessage[];
  /** A model other than VIGIL_LLM_MODEL on the same provider (an evaluation judge's, say). */
  model?: string;
  /** 0 by default; only answers at 0 are cached. */
  temperature?: number;
  maxTokens?: number;
  /** Ask for JSON matching `schema`; the answer's `value` is the parsed, validated JSON. */
  output?: OutputSpec<T>;
  /**
   * Cancels the call: waiting for a slot, in flight (its connection is closed) or between
   * retries. The call then rejects with the signal's reason and frees its slot at once.
   */
  signal?: AbortSignal;
}

export interface ChatResult<T = unknown> {
  content: string;
  value?: T;
  /** Tokens of every provider call this answer took (also when it came from the cache). */
  usage: TokenUsage;
  model: string;
  cached: boolean;
  latencyMs: number;
}

export interface ChatDeps {
  client: ProviderClient;
  database: Kysely<LlmTables>;
  clock: Clock;
  model: string;
  /** How this provider takes JSON requests; moves down once it refuses one (per process). */
  format: { mode: FormatMode };
}

interface CachedChat {
  content: string;
  model: string;
}

export async function runChat<T>(deps: ChatDeps, request: ChatRequest<T>): Promise<ChatResult<T>> {
  const started = performance.now();
  const { database, clock } = deps;
  const { companyId, purpose, output, signal } = request;
  signal?.throwIfAborted();
  const model = request.model ?? deps.model;
  const temperature = request.temperature ?? 0;
  const schema = output ? jsonSchemaOf(output.schema) : null;
  const key =
    temperature === 0
      ? cacheKey({
          companyId,
          kind: "chat",
          model,
          messages: request.messages,
          temperature,
          schema,
          maxTokens: request.maxTokens ?? null,
        })
      : null;

  if (key) {
    const hit = await readCache<CachedChat>(database, key, companyId);
    const parsed = hit && output ? parseOutput(hit.response.content, output.schema) : null;
    // An entry the schema no longer accepts is asked again, not served.
    if (hit && (!parsed || parsed.ok)) {
      const latencyMs = performance.now() - started;
      const { model: answeredBy, content } = hit.response;
      const billed = { promptTokens: 0, completionTokens: 0, latencyMs, cached: true };
      await recordUsage(
        database,
        { companyId, purpose, model: answeredBy, kind: "chat", ...billed },
        clock.now(),
      );
      const value = parsed?.ok ? { value: parsed.value } : {};
      return { content, ...value, usage: hit.usage, model: answeredBy, cached: true, latencyMs };
    }
  }

  const complete = async (messages: ChatMessage[]) => {
    for (;;) {
      const mode = deps.format.mode;
      const body = chatRequestBody({
        model,
        messages: schema ? withFormatInstruction(messages, mode, schema) : messages,
        temperature,
        maxTokens: request.maxTokens,
        responseFormat: schema && output ? responseFormatFor(mode, output.name, schema) : undefined,
      });
      const context = { companyId, purpose, kind: "chat" as const, model };
      try {
        return await deps.client.send(
          context,
          "/chat/completions",
          body,
          readChatCompletion,
          signal,
        );
      } catch (error) {
        const next = nextFormatMode(mode);
        if (!schema || !next || !refusesFormat(error)) throw error;
        // A concurrent call may have moved on already; never move back up.
        if (deps.format.mode === mode) deps.format.mode = next;
      }
    }
  };

  let answer = await complete(request.messages);
  let usage = answer.usage;
  let value: T | undefined;
  if (output) {
    let parsed = parseOutput(answer.content, output.schema);
    if (!parsed.ok) {
      answer = await complete(repairMessages(request.messages, answer.content, parsed.issues));
      usage = addUsage(usage, answer.usage);
      parsed = parseOutput(answer.content, output.schema);
      if (!parsed.ok) throw invalidOutput(parsed.issues);
    }
    value = parsed.value;
  }

  const answeredBy = answer.model ?? model;
  if (key) {
    const response: CachedChat = { content: answer.content, model: answeredBy };
    await writeCache(database, { key, companyId, response, usage, at: clock.now() });
  }
  const latencyMs = performance.now() - started;
  return {
    content: answer.content,
    ...(output ? { value } : {}),
    usage,
    model: answeredBy,
    cached: false,
    latencyMs,
  };
}

function refusesFormat(error: unknown): boolean {
  if (!(error instanceof AppError) || error.code !== "LLM_PROVIDER_ERROR") return false;
  const status = error.details?.status;
  const message = error.details?.providerMessage;
  return isFormatRejection(
    typeof status === "number" ? status : undefined,
    typeof message === "string" ? message : undefined,
  );
}

export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return {
    promptTokens: a.promptTokens + b.promptTokens,
    completionTokens: a.completionTokens + b.completionTokens,
  };
}
