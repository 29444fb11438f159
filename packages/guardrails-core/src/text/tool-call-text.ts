/**
 * Canonical text of a tool call: the JSON of `{name, arguments}` with keys in insertion order,
 * which is what `JSON.stringify` gives. Built iteratively under a depth and size budget, so
 * deeply nested or cyclic arguments cannot overflow the stack or run unbounded.
 */

/** Where an argument key sits in the canonical text. */
export interface KeyPosition {
  /** Key names from the arguments root, e.g. ["options", "sudo"]. */
  path: string[];
  /** Offsets of the key name inside its quotes. */
  start: number;
  end: number;
}

/** Result of {@link serializeToolCall}. */
export interface ToolCallText {
  text: string;
  /** Offsets of the tool name inside its quotes. */
  nameStart: number;
  nameEnd: number;
  /** Offsets of the arguments value. */
  argumentsStart: number;
  argumentsEnd: number;
  keys: KeyPosition[];
  /** The arguments, parsed when they were given as a JSON string. */
  args: unknown;
}

/** Thrown when a tool call is larger or deeper than the budget. */
export class ToolCallBudgetError extends Error {
  override readonly name = "ToolCallBudgetError";
}

export const MAX_ARGUMENT_DEPTH = 64;
export const MAX_ARGUMENT_NODES = 100_000;
export const MAX_TOOL_CALL_CHARS = 2_000_000;

type Frame =
  | { kind: "value"; value: unknown; path: string[]; depth: number }
  | { kind: "text"; text: string }
  | { kind: "key"; key: string; path: string[] };

function parseArguments(raw: unknown): unknown {
  if (typeof raw !== "string") return raw;
  const trimmed = raw.trim();
  if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) return raw;
  if (raw.length > MAX_TOOL_CALL_CHARS) throw new ToolCallBudgetError("arguments too large");
  if (nestingDepth(trimmed) > MAX_ARGUMENT_DEPTH)
    throw new ToolCallBudgetError("arguments too deep");
  try {
    return JSON.parse(trimmed) as unknown;
  } catch (error) {
    if (error instanceof RangeError) throw new ToolCallBudgetError("arguments too deep");
    return raw;
  }
}

/** Deepest bracket nesting of a JSON text, outside strings; one linear pass. */
function nestingDepth(json: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if (c === 123 || c === 91) {
      max = Math.max(max, ++depth);
    } else if (c === 125 || c === 93) {
      depth--;
    }
  }
  return max;
}

function scalar(value: unknown): string | undefined {
  if (value === null) return "null";
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "number":
      return Number.isFinite(value) ? String(value) : "null";
    case "boolean":
      return String(value);
    case "bigint":
      return JSON.stringify(String(value));
    default:
      return undefined;
  }
}

/**
 * Serialises a tool call canonically; offsets of toolCall findings point into this text.
 *
 * @throws ToolCallBudgetError when deeper than 64 levels, over 100 000 nodes or 2 M chars.
 * @example
 * ```ts
 * const call = { name: "send", arguments: { to: "jane@example.com" } };
 * const { text } = serializeToolCall(call); // '{"name":"send","arguments":{"to":"jane@example.com"}}'
 * const f = scan({ toolCall: call, scanners: ["pii"] }).results.pii!.findings[0]!;
 * text.slice(f.start, f.end); // "jane@example.com"
 * ```
 */
export function serializeToolCall(call: { name: string; arguments?: unknown }): ToolCallText {
  const args = parseArguments(call.arguments);
  const head = `{"name":${JSON.stringify(call.name)},"arguments":`;
  const keys: KeyPosition[] = [];
  let out = head;
  let nodes = 0;
  const stack: Frame[] = [{ kind: "value", value: args ?? null, path: [], depth: 0 }];
  while (stack.length > 0) {
    const frame = stack.pop() as Frame;
    if (frame.kind === "text") {
      out += frame.text;
    } else if (frame.kind === "key") {
      const quoted = JSON.stringify(frame.key);
      keys.push({ path: frame.path, start: out.length + 1, end: out.length + quoted.length - 1 });
      out += `${quoted}:`;
    } else {
      if (++nodes > MAX_ARGUMENT_NODES) throw new ToolCallBudgetError("too many argument nodes");
      if (frame.depth > MAX_ARGUMENT_DEPTH) throw new ToolCallBudgetError("arguments too deep");
      const simple = scalar(frame.value);
      if (simple !== undefined) {
        out += simple;
      } else if (Array.isArray(frame.value)) {
        pushArray(stack, frame.value, frame.path, frame.depth);
      } else if (typeof frame.value === "object" && frame.value !== null) {
        pushObject(stack, frame.value as Record<string, unknown>, frame.path, frame.depth);
      } else {
        out += "null";
      }
    }
    if (out.length > MAX_TOOL_CALL_CHARS) throw new ToolCallBudgetError("tool call too large");
  }
  const argumentsEnd = out.length;
  return {
    text: `${out}}`,
    nameStart: 9,
    nameEnd: 9 + JSON.stringify(call.name).length - 2,
    argumentsStart: head.length,
    argumentsEnd,
    keys,
    args,
  };
}

function pushArray(stack: Frame[], items: unknown[], path: string[], depth: number): void {
  stack.push({ kind: "text", text: "]" });
  for (let i = items.length - 1; i >= 0; i--) {
    stack.push({ kind: "value", value: items[i] ?? null, path, depth: depth + 1 });
    if (i > 0) stack.push({ kind: "text", text: "," });
  }
  stack.push({ kind: "text", text: "[" });
}

function pushObject(
  stack: Frame[],
  obj: Record<string, unknown>,
  path: string[],
  depth: number,
): void {
  const entries = Object.entries(obj).filter(
    ([, v]) => v !== undefined && typeof v !== "function" && typeof v !== "symbol",
  );
  stack.push({ kind: "text", text: "}" });
  for (let i = entries.length - 1; i >= 0; i--) {
    const [key, value] = entries[i] as [string, unknown];
    const childPath = [...path, key];
    stack.push({ kind: "value", value, path: childPath, depth: depth + 1 });
    stack.push({ kind: "key", key, path: childPath });
    if (i > 0) stack.push({ kind: "text", text: "," });
  }
  stack.push({ kind: "text", text: "{" });
}
