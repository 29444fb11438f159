import { describe, expect, it } from "vitest";
import { MAX_ARGUMENT_DEPTH, serializeToolCall, ToolCallBudgetError } from "./tool-call-text";

function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = { leaf: true };
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

describe("serializeToolCall", () => {
  it("produces the same text as JSON.stringify", () => {
    const call = {
      name: "search",
      arguments: { q: 'x"y', n: 3, tags: ["a", null], deep: { k: false } },
    };
    expect(serializeToolCall(call).text).toBe(
      JSON.stringify({ name: call.name, arguments: call.arguments }),
    );
  });

  it("locates the tool name and every argument key", () => {
    const doc = serializeToolCall({ name: "run", arguments: { cmd: "ls", opts: { sudo: true } } });
    expect(doc.text.slice(doc.nameStart, doc.nameEnd)).toBe("run");
    expect(doc.keys.map((k) => [k.path.join("."), doc.text.slice(k.start, k.end)])).toEqual([
      ["cmd", "cmd"],
      ["opts", "opts"],
      ["opts.sudo", "sudo"],
    ]);
    expect(doc.text.slice(doc.argumentsStart, doc.argumentsEnd)).toBe(
      '{"cmd":"ls","opts":{"sudo":true}}',
    );
  });

  it("parses arguments given as a JSON string", () => {
    const doc = serializeToolCall({ name: "f", arguments: '{"a": 1}' });
    expect(doc.args).toEqual({ a: 1 });
    expect(doc.text).toBe('{"name":"f","arguments":{"a":1}}');
  });

  it("keeps a non-JSON string argument as a string", () => {
    expect(serializeToolCall({ name: "f", arguments: "{not json" }).text).toBe(
      '{"name":"f","arguments":"{not json"}',
    );
  });

  it("accepts arguments at the depth limit", () => {
    expect(() =>
      serializeToolCall({ name: "f", arguments: nested(MAX_ARGUMENT_DEPTH - 1) }),
    ).not.toThrow();
  });

  it("refuses arguments nested deeper than the limit without recursing", () => {
    expect(() => serializeToolCall({ name: "f", arguments: nested(100_000) })).toThrow(
      ToolCallBudgetError,
    );
  });

  it("refuses a deeply nested JSON string before parsing it", () => {
    const deep = `${"[".repeat(50_000)}${"]".repeat(50_000)}`;
    expect(() => serializeToolCall({ name: "f", arguments: deep })).toThrow(ToolCallBudgetError);
  });

  it("refuses cyclic arguments", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => serializeToolCall({ name: "f", arguments: cyclic })).toThrow(ToolCallBudgetError);
  });
});
