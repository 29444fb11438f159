/**
 * Structured output: how the expected JSON is asked for, read back and, once, repaired.
 * Pure functions; the calls they shape are made in chat.ts.
 */
import { type ZodType, z } from "zod";
import type { OutputIssue } from "./errors";
import type { ChatMessage, ResponseFormat } from "./wire";

/**
 * How a provider takes a JSON request, best first: a JSON schema (OpenAI, vLLM, recent
 * Ollama), JSON mode, or nothing (the schema is then only in the prompt).
 */
export type FormatMode = "json_schema" | "json_object" | "none";

export function nextFormatMode(mode: FormatMode): FormatMode | null {
  if (mode === "json_schema") return "json_object";
  if (mode === "json_object") return "none";
  return null;
}

/**
 * The JSON Schema of what the model must write (the schema's input side, so transforms are
 * allowed), with every object closed to extra keys as strict structured outputs require.
 */
export function jsonSchemaOf(schema: ZodType): Record<string, unknown> {
  // Converting is costly and callers reuse their schemas (a judge asks with one per call):
  // each schema is converted once. Callers only serialise the answer, never change it.
  const known = converted.get(schema);
  if (known) return known;
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  const closed = closeObjects(json) as Record<string, unknown>;
  converted.set(schema, closed);
  return closed;
}

const converted = new WeakMap<ZodType, Record<string, unknown>>();

function closeObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closeObjects);
  if (node === null || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = closeObjects(value);
  if (out.type === "object" && out.properties && out.additionalProperties === undefined) {
    out.additionalProperties = false;
  }
  return out;
}

/** json_schema names may hold only letters, digits, `_` and `-`, at most 64 of them. */
export function responseFormatFor(
  mode: FormatMode,
  name: string,
  schema: Record<string, unknown>,
): ResponseFormat | undefined {
  if (mode === "json_object") return { type: "json_object" };
  if (mode === "none") return undefined;
  const safeName = name.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 64) || "output";
  return { type: "json_schema", json_schema: { name: safeName, schema, strict: true } };
}

/**
 * The messages as sent in `mode`: without a schema in the request, the system message says
 * which JSON to write (JSON mode also needs the word "JSON" in the prompt).
 */
export function withFormatInstruction(
  messages: readonly ChatMessage[],
  mode: FormatMode,
  schema: Record<string, unknown>,
): ChatMessage[] {
  if (mode === "json_schema") return [...messages];
  const instruction =
    "Answer with only a JSON value, no prose and no code fence, that matches this JSON " +
    `Schema:\n${JSON.stringify(schema)}`;
  const [first, ...rest] = messages;
  // One system message: some chat templates refuse a second one.
  if (first?.role === "system") {
    return [{ role: "system", content: `${first.content}\n\n${instruction}` }, ...rest];
  }
  return [{ role: "system", content: instruction }, ...messages];
}

/** Whether an error answer says the provider does not take this `response_format`. */
export function isFormatRejection(status: number | undefined, message: string | undefined) {
  if (status !== 400 && status !== 422) return false;
  return /response_format|json_schema|json_object|structured output/i.test(message ?? "");
}

export type ParsedOutput<T> = { ok: true; value: T } | { ok: false; issues: OutputIssue[] };

/**
 * Reads the model's text as JSON (a ```json fence around it is taken off) and validates it.
 * @example parseOutput('{"score": 3}', z.object({ score: z.number() })) // { ok: true, value: { score: 3 } }
 */
export function parseOutput<T>(content: string, schema: ZodType<T>): ParsedOutput<T> {
  let json: unknown;
  try {
    json = JSON.parse(stripFence(content));
  } catch (error) {
    return { ok: false, issues: [{ path: "", message: `not JSON: ${(error as Error).message}` }] };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({
      path: issue.path.map(String).join("."),
      message: issue.message,
    })),
  };
}

function stripFence(content: string): string {
  const text = content.trim();
  const fenced = /^```[a-zA-Z]*\s*\n?([\s\S]*?)\n?```$/.exec(text);
  return fenced ? (fenced[1] ?? "") : text;
}

/** The conversation again, the model's bad answer, and what is wrong with it. */
export function repairMessages(
  messages: readonly ChatMessage[],
  badContent: string,
  issues: readonly OutputIssue[],
): ChatMessage[] {
  const problems = issues.map((i) => `- ${i.path === "" ? "(root)" : i.path}: ${i.message}`);
  return [
    ...messages,
    { role: "assistant", content: badContent },
    {
      role: "user",
      content:
        "Your answer is not valid for the required JSON schema:\n" +
        `${problems.join("\n")}\n` +
        "Answer again with only the corrected JSON value, no prose and no code fence.",
    },
  ];
}
