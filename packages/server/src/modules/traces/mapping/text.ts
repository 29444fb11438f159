// The user's and assistant's text in a span's input and output (userText, assistantText).
import { isObj, type Obj, own } from "./attributes";

const USER_ROLES = new Set(["user", "human"]);
const ASSISTANT_ROLES = new Set(["assistant", "ai", "model", "bot"]);
const USER_TEXT_KEYS = [
  "input",
  "query",
  "question",
  "prompt",
  "message",
  "messages",
  "inputs",
  "kwargs",
  "args",
];
const ASSISTANT_TEXT_KEYS = [
  "output",
  "answer",
  "response",
  "text",
  "content",
  "message",
  "messages",
  "choices",
  "outputs",
  "result",
];
const MAX_DEPTH = 8;

/** Text of a message content: a string, text parts, or `{text}` / `{text: {value}}`. */
function textOf(content: unknown, depth = 0): string | null {
  if (typeof content === "string") return content === "" ? null : content;
  if (depth > MAX_DEPTH) return null;
  if (Array.isArray(content)) {
    const texts: string[] = [];
    for (const part of content) {
      const isText = typeof part === "string" || (isObj(part) && (part.type ?? "text") === "text");
      const text = isText
        ? textOf(isObj(part) ? (part.text ?? part.content) : part, depth + 1)
        : null;
      if (text !== null) texts.push(text);
    }
    return texts.length > 0 ? texts.join("\n") : null;
  }
  if (isObj(content))
    return textOf(isObj(content.text) ? content.text.value : content.text, depth + 1);
  return null;
}

/** A message's role (`type` for LangChain's serialised messages), lower-cased. */
function roleOf(o: Obj): string | null {
  const role = o.role ?? o.type;
  return typeof role === "string" ? role.toLowerCase() : null;
}

function findText(
  v: unknown,
  roles: ReadonlySet<string>,
  keys: readonly string[],
  depth: number,
): string | null {
  if (typeof v === "string") return v === "" ? null : v;
  if (depth > MAX_DEPTH) return null;
  if (Array.isArray(v)) {
    for (let i = v.length - 1; i >= 0; i--) {
      let item = v[i];
      if (Array.isArray(item)) {
        // LangChain batches: a list of message lists
        const text = findText(item, roles, keys, depth + 1);
        if (text !== null) return text;
        continue;
      }
      if (!isObj(item)) continue;
      if (item.role === undefined && isObj(item.message)) item = item.message; // a choice
      if (item.type === "constructor" && isObj(item.kwargs)) item = item.kwargs; // LangChain lc
      const role = roleOf(item);
      if (role !== null && roles.has(role)) return textOf(item.content);
    }
    return null;
  }
  if (!isObj(v)) return null;
  const role = roleOf(v);
  if (role !== null && roles.has(role)) return textOf(v.content);
  if (typeof v.role === "string") return null;
  for (const key of keys) {
    const child = own(v, key);
    if (child === undefined) continue;
    const items = key === "args" && Array.isArray(child) ? child : [child];
    for (const item of items) {
      const text = findText(item, roles, keys, depth + 1);
      if (text !== null) return text;
    }
  }
  return null;
}

/**
 * The user's text in a span input: the last user message of a message list, a string, or the
 * text under `input`, `query`, `question`, `prompt` or `message`; null when there is none.
 *
 * @example
 * userText([{ role: "system", content: "Be brief." }, { role: "user", content: "Hi?" }]); // "Hi?"
 * userText({ question: "What is RAG?" }); // "What is RAG?"
 */
export function userText(input: unknown): string | null {
  return findText(input, USER_ROLES, USER_TEXT_KEYS, 0);
}

/**
 * The assistant's text in a span output: the last assistant message or choice, a string, or
 * the text under `output`, `answer`, `response`, `text` or `content`; null when there is none.
 *
 * @example
 * assistantText([{ role: "assistant", content: "Hello!" }]); // "Hello!"
 * assistantText({ answer: "42" }); // "42"
 */
export function assistantText(output: unknown): string | null {
  return findText(output, ASSISTANT_ROLES, ASSISTANT_TEXT_KEYS, 0);
}
