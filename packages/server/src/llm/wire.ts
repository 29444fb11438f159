/**
 * The OpenAI wire protocol (Chat Completions and Embeddings), as far as Vigil uses it: the
 * request bodies it sends and lenient readers of the answers, so vLLM, Ollama and llama.cpp
 * servers, which leave out fields OpenAI sends, read the same.
 */
import { z } from "zod";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export type ResponseFormat =
  | { type: "json_schema"; json_schema: { name: string; schema: unknown; strict: true } }
  | { type: "json_object" };

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

export interface ChatRequestBody {
  model: string;
  messages: ChatMessage[];
  temperature: number;
  max_tokens?: number;
  response_format?: ResponseFormat;
}

export function chatRequestBody(options: {
  model: string;
  messages: ChatMessage[];
  temperature: number;
  maxTokens?: number | undefined;
  responseFormat?: ResponseFormat | undefined;
}): ChatRequestBody {
  const body: ChatRequestBody = {
    model: options.model,
    messages: options.messages,
    temperature: options.temperature,
  };
  if (options.maxTokens !== undefined) body.max_tokens = options.maxTokens;
  if (options.responseFormat) body.response_format = options.responseFormat;
  return body;
}

const UsageSchema = z
  .object({
    prompt_tokens: z.number().nonnegative().optional(),
    completion_tokens: z.number().nonnegative().optional(),
  })
  .nullish();

const ChatCompletionSchema = z.object({
  model: z.string().optional(),
  choices: z.array(z.object({ message: z.object({ content: z.string().nullish() }) })).min(1),
  usage: UsageSchema,
});

const EmbeddingsSchema = z.object({
  model: z.string().optional(),
  data: z.array(
    z.object({ index: z.number().int().nonnegative(), embedding: z.array(z.number()) }),
  ),
  usage: UsageSchema,
});

const ErrorBodySchema = z.object({
  error: z.union([z.string(), z.object({ message: z.string() })]),
});

/** What every successful answer yields besides its payload. */
export interface AnswerMeta {
  /** The model the provider says answered; absent when it does not say. */
  model?: string;
  usage: TokenUsage;
}

function usageOf(usage: z.infer<typeof UsageSchema>): TokenUsage {
  return {
    promptTokens: Math.round(usage?.prompt_tokens ?? 0),
    completionTokens: Math.round(usage?.completion_tokens ?? 0),
  };
}

/** The first choice's text (a null content, as for a refusal, reads as ""), or null. */
export function readChatCompletion(json: unknown): (AnswerMeta & { content: string }) | null {
  const parsed = ChatCompletionSchema.safeParse(json);
  if (!parsed.success) return null;
  const { model, choices, usage } = parsed.data;
  return { content: choices[0]?.message.content ?? "", usage: usageOf(usage), model };
}

/** One vector per input, in input order; null when the answer has another count of them. */
export function readEmbeddings(
  json: unknown,
  inputs: number,
): (AnswerMeta & { vectors: number[][] }) | null {
  const parsed = EmbeddingsSchema.safeParse(json);
  if (!parsed.success || parsed.data.data.length !== inputs) return null;
  const { model, data, usage } = parsed.data;
  const vectors = [...data].sort((a, b) => a.index - b.index).map((d) => d.embedding);
  return { vectors, usage: usageOf(usage), model };
}

/** The message of an error answer (`{error: {message}}` or Ollama's `{error: "…"}`). */
export function readErrorMessage(text: string): string | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = ErrorBodySchema.safeParse(json);
  if (!parsed.success) return undefined;
  const { error } = parsed.data;
  return typeof error === "string" ? error : error.message;
}
