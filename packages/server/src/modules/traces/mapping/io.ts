// A span's input and output: attribute, family and event sources, tried in order of precedence.
import { jsonNestsDeeperThan } from "../../../lib/json-depth";
import { type Ctx, isObj, parseJsonText, pick, QUERY_KEYS, toText } from "./attributes";
import { familyDocuments } from "./documents";
import { contentEvent, detailsMessages, type EventGroups, eventMessages } from "./events";
import { familyMessages, familyTexts, type Message, messageList, systemMessage } from "./messages";

/** An attribute holding a message list, a JSON value or text. */
function attrValue(ctx: Ctx, key: string, role?: string): unknown {
  const value = ctx.attrs[key];
  if (value === undefined || value === "") return null;
  ctx.used.add(key);
  return (role === undefined ? null : messageList(value, role)) ?? parseJsonText(value);
}

function messagesAttr(ctx: Ctx, key: string, role: string): Message[] | null {
  const messages = messageList(ctx.attrs[key], role);
  if (messages) ctx.used.add(key);
  return messages;
}

/** OpenInference `input.value`/`output.value`, read as their mime type says. */
function mimeValue(ctx: Ctx, key: string, mimeKey: string): unknown {
  const value = ctx.attrs[key];
  if (value === undefined || value === "") return null;
  const mime = ctx.attrs[mimeKey];
  ctx.used.add(key);
  if (mime === undefined) return parseJsonText(value);
  if (mime === "text/plain") ctx.used.add(mimeKey);
  else if (
    mime === "application/json" &&
    typeof value === "string" &&
    !jsonNestsDeeperThan(value)
  ) {
    try {
      const parsed: unknown = JSON.parse(value);
      ctx.used.add(mimeKey);
      return parsed;
    } catch {
      // not JSON after all: kept as text, and the mime type stays in metadata
    }
  }
  return value;
}

/**
 * Vercel AI SDK `ai.prompt`: JSON `{system?, prompt?, messages?}` as a message list. Consumed
 * only when that is all it holds.
 */
function vercelPrompt(ctx: Ctx): Message[] | null {
  const parsed = parseJsonText(ctx.attrs["ai.prompt"]);
  if (!isObj(parsed)) return null;
  const { system, prompt, messages, ...rest } = parsed;
  const list = messages === undefined ? null : messageList(messages, "user");
  const out: Message[] = [];
  if (typeof system === "string" && system !== "") out.push({ role: "system", content: system });
  if (list) out.push(...list);
  else if (typeof prompt === "string") out.push({ role: "user", content: prompt });
  else {
    const fromPrompt = messageList(prompt, "user");
    if (!fromPrompt) return null;
    out.push(...fromPrompt);
  }
  if (Object.keys(rest).length === 0) ctx.used.add("ai.prompt");
  return out;
}

export function resolveInput(ctx: Ctx, events: EventGroups): unknown {
  const messages = messagesAttr(ctx, "gen_ai.input.messages", "user");
  const system = systemMessage(ctx.attrs["gen_ai.system_instructions"]);
  if (messages && system) ctx.used.add("gen_ai.system_instructions");
  if (messages) return system ? [system, ...messages] : messages;
  const fallback = (): unknown => {
    if (!system) return null;
    ctx.used.add("gen_ai.system_instructions");
    return [system];
  };
  return (
    familyMessages(ctx, "oiInput", "user") ??
    familyMessages(ctx, "genaiPrompt", "user") ??
    familyTexts(ctx, "oiPrompts", "prompt.text") ??
    detailsMessages(ctx, events.details, "input") ??
    eventMessages(ctx, events.messages, false) ??
    contentEvent(ctx, events.prompt, "gen_ai.prompt", "user") ??
    attrValue(ctx, "gen_ai.prompt", "user") ??
    mimeValue(ctx, "input.value", "input.mime_type") ??
    attrValue(ctx, "langfuse.observation.input", "user") ??
    messagesAttr(ctx, "ai.prompt.messages", "user") ??
    vercelPrompt(ctx) ??
    attrValue(ctx, "traceloop.entity.input") ??
    attrValue(ctx, "gen_ai.tool.call.arguments") ??
    familyTexts(ctx, "embeddings", "embedding.text") ??
    familyDocuments(ctx, "rerankInput") ??
    pick(ctx.attrs, QUERY_KEYS, toText, ctx.used) ??
    fallback()
  );
}

export function resolveOutput(ctx: Ctx, events: EventGroups): unknown {
  return (
    messagesAttr(ctx, "gen_ai.output.messages", "assistant") ??
    familyMessages(ctx, "oiOutput", "assistant") ??
    familyMessages(ctx, "genaiCompletion", "assistant") ??
    familyTexts(ctx, "oiChoices", "completion.text") ??
    detailsMessages(ctx, events.details, "output") ??
    eventMessages(ctx, events.choices, true) ??
    contentEvent(ctx, events.completion, "gen_ai.completion", "assistant") ??
    attrValue(ctx, "gen_ai.completion", "assistant") ??
    mimeValue(ctx, "output.value", "output.mime_type") ??
    attrValue(ctx, "langfuse.observation.output", "assistant") ??
    attrValue(ctx, "ai.response.text") ??
    attrValue(ctx, "traceloop.entity.output") ??
    attrValue(ctx, "gen_ai.tool.call.result")
  );
}
