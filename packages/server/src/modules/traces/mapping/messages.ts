// Chat messages from attributes: content parts, message lists and indexed attribute families.
import {
  assign,
  type Ctx,
  type Family,
  type Indexed,
  isObj,
  type Obj,
  own,
  parseJsonText,
  put,
} from "./attributes";

/** A chat message: role and content (text as a string), plus whatever else the source said. */
export interface Message extends Obj {
  role: string;
  content: unknown;
}

/** Segments OpenInference wraps each list item in (`messages.0.message.content`). */
const WRAPPERS = new Set(["message", "tool_call", "message_content", "document", "embedding"]);
const isIndex = (s: string) => s !== "" && s.charCodeAt(0) >= 48 && s.charCodeAt(0) <= 57;

/**
 * `a.0.b` paths into nested objects; objects keyed only by indexes become arrays. Only objects
 * built here are touched: attribute values are never mutated, and a path that collides with
 * another (`content` and `content.0.text`) is not consumed, so it stays in metadata.
 */
function unflatten(entries: readonly Indexed[], used: Set<string>): Obj[] {
  const items = new Map<number, Obj>();
  const built = new Set<Obj>();
  for (const { key, index, path, value } of entries) {
    const segments = path.split(".");
    if (segments.length > 16) continue; // too deep to be a convention; kept as it came
    let node = items.get(index);
    if (!node) {
      node = {};
      items.set(index, node);
      built.add(node);
    }
    if (setPath(node, segments, value, built)) used.add(key);
  }
  return [...items.keys()]
    .sort((a, b) => a - b)
    .map((i) => arraysFromIndexes(items.get(i)!, built));
}

function setPath(root: Obj, segments: string[], value: unknown, built: Set<Obj>): boolean {
  let node = root;
  const last = segments.length - 1;
  for (let i = 0; i < last; i++) {
    const segment = segments[i]!;
    if (WRAPPERS.has(segment) && (i === 0 || isIndex(segments[i - 1]!))) continue;
    const child = own(node, segment);
    if (child === undefined) {
      const next: Obj = {};
      built.add(next);
      put(node, segment, next);
      node = next;
    } else if (isObj(child) && built.has(child)) node = child;
    else return false;
  }
  const leaf = segments[last]!;
  if (own(node, leaf) !== undefined) return false;
  put(node, leaf, value);
  return true;
}

function arraysFromIndexes(o: Obj, built: ReadonlySet<Obj>): Obj {
  for (const key of Object.keys(o)) {
    const v = o[key];
    if (!isObj(v) || !built.has(v)) continue;
    const keys = Object.keys(v);
    if (keys.length > 0 && keys.every(isIndex)) {
      o[key] = keys
        .map(Number)
        .sort((a, b) => a - b)
        .map((k) => {
          const item = v[k];
          return isObj(item) && built.has(item) ? arraysFromIndexes(item, built) : item;
        });
    } else arraysFromIndexes(v, built);
  }
  return o;
}

const isResponseField = (f: string) => f === "id" || f === "response" || f === "result";

interface PartsContent {
  content: unknown;
  tool_calls?: Obj[];
  tool_call_id?: unknown;
}

/**
 * Content parts (GenAI `parts`, OpenAI/OpenInference content lists): one text part becomes a
 * string, tool calls and a tool response are lifted out; anything richer stays as the list.
 */
function fromParts(parts: unknown[]): PartsContent {
  let text: string | null = null;
  const calls: Obj[] = [];
  let response: Obj | null = null;
  for (const part of parts) {
    if (!isObj(part)) return { content: parts };
    const { type, ...rest } = part;
    const fields = Object.keys(rest);
    const body = rest.content ?? rest.text;
    if (type === "text" && fields.length === 1 && typeof body === "string" && text === null) {
      text = body;
    } else if (type === "tool_call") calls.push(rest);
    else if (type === "tool_call_response" && response === null && fields.every(isResponseField)) {
      response = rest;
    } else return { content: parts };
  }
  if (response !== null) {
    if (text !== null || calls.length > 0) return { content: parts };
    return { content: response.response ?? response.result ?? null, tool_call_id: response.id };
  }
  return calls.length > 0 ? { content: text, tool_calls: calls } : { content: text };
}

export function toMessage(raw: unknown, defaultRole: string): Message | null {
  if (typeof raw === "string") return { role: defaultRole, content: raw };
  if (!isObj(raw)) return null;
  const { role, content, ...extra } = raw;
  const message: Message = { role: typeof role === "string" ? role : defaultRole, content: null };
  let source = content;
  for (const key of ["parts", "contents"]) {
    if (source !== undefined || !Array.isArray(extra[key])) continue;
    source = extra[key];
    delete extra[key];
  }
  if (typeof source === "string" && source.startsWith("[{")) {
    // Traceloop records rich content as JSON text of the provider's content blocks.
    const parsed = parseJsonText(source);
    if (Array.isArray(parsed) && parsed.every((p) => isObj(p) && typeof p.type === "string")) {
      source = parsed;
    }
  }
  if (Array.isArray(source)) Object.assign(message, fromParts(source));
  else if (source !== undefined) message.content = source;
  return assign(message, extra);
}

/** A message list from an array, or JSON text of one; null when it is not one. */
export function messageList(v: unknown, defaultRole: string): Message[] | null {
  const list = parseJsonText(v);
  if (!Array.isArray(list) || list.length === 0) return null;
  const messages: Message[] = [];
  for (const item of list) {
    const message = toMessage(item, defaultRole);
    if (!message) return null;
    messages.push(message);
  }
  return messages;
}

/** `gen_ai.system_instructions` (parts, or plain text) as a system message. */
export function systemMessage(v: unknown): Message | null {
  const parsed = parseJsonText(v);
  if (typeof parsed === "string") return parsed === "" ? null : { role: "system", content: parsed };
  if (!Array.isArray(parsed)) return null;
  return { role: "system", ...fromParts(parsed) };
}

/** `gen_ai.prompt.N.*`, `llm.input_messages.N.message.*` and their output twins as messages. */
export function familyMessages(ctx: Ctx, family: Family, defaultRole: string): Message[] | null {
  const entries = ctx.families.get(family);
  if (!entries) return null;
  return unflatten(entries, ctx.used).map((m) => toMessage(m, defaultRole)!);
}

/** `llm.prompts.N.prompt.text` / `llm.choices.N.completion.text`: one text or a list of them. */
export function familyTexts(ctx: Ctx, family: Family, path: string): unknown {
  const texts: string[] = [];
  for (const entry of ctx.families.get(family) ?? []) {
    if (entry.path !== path || typeof entry.value !== "string") continue;
    texts.push(entry.value);
    ctx.used.add(entry.key);
  }
  return texts.length === 0 ? null : texts.length === 1 ? texts[0] : texts;
}
