import { describe, expect, it } from "vitest";
import { scan, serializeToolCall } from "../index";

const allowed = {
  allowedTools: [
    { name: "search", requiredArgs: ["query"] },
    { name: "shell", requiredArgs: ["cmd"], blockedArgs: ["sudo", "env.PATH"] },
  ],
};

function run(toolCall: { name: string; arguments?: unknown }) {
  const res = scan({ toolCall, scanners: ["tool_call"], config: { tool_call: allowed } });
  const text = serializeToolCall(toolCall).text;
  const found = (res.results.tool_call?.findings ?? []).map((f) => [
    f.type,
    text.slice(f.start, f.end),
  ]);
  return { res, found };
}

describe("tool_call scanner", () => {
  it("passes an allowed tool with its required arguments", () => {
    const { res, found } = run({ name: "search", arguments: { query: "weather" } });
    expect(res.action).toBe("pass");
    expect(found).toEqual([]);
  });

  it("blocks an unknown tool, pointing at its name", () => {
    const { res, found } = run({ name: "delete_all", arguments: {} });
    expect(res.action).toBe("block");
    expect(found).toEqual([["unknown_tool", "delete_all"]]);
  });

  it("blocks a missing required argument", () => {
    const { res, found } = run({ name: "search", arguments: { q: "x" } });
    expect(res.action).toBe("block");
    expect(found).toEqual([["missing_required_arg", "search"]]);
  });

  it("treats a null required argument as missing", () => {
    expect(run({ name: "search", arguments: { query: null } }).found).toEqual([
      ["missing_required_arg", "search"],
    ]);
  });

  it("blocks a blocked argument name at any depth", () => {
    const { found } = run({ name: "shell", arguments: { cmd: "ls", opts: { sudo: true } } });
    expect(found).toEqual([["blocked_arg", "sudo"]]);
  });

  it("matches a dotted blocked path from the root only", () => {
    expect(run({ name: "shell", arguments: { cmd: "ls", env: { PATH: "/x" } } }).found).toEqual([
      ["blocked_arg", "PATH"],
    ]);
    expect(run({ name: "shell", arguments: { cmd: "ls", other: { PATH: "/x" } } }).found).toEqual(
      [],
    );
  });

  it("checks arguments given as a JSON string", () => {
    expect(run({ name: "shell", arguments: '{"cmd":"ls","sudo":true}' }).found).toEqual([
      ["blocked_arg", "sudo"],
    ]);
  });

  it("passes when the request has no tool call", () => {
    const res = scan({ input: "hi", scanners: ["tool_call"], config: { tool_call: allowed } });
    expect(res.action).toBe("pass");
  });

  it("requires allowedTools", () => {
    expect(() => scan({ input: "x", scanners: ["tool_call"] })).toThrow(
      "config.tool_call.allowedTools: is required (an array)",
    );
  });

  it("rejects a duplicate tool name", () => {
    expect(() =>
      scan({
        input: "x",
        scanners: ["tool_call"],
        config: { tool_call: { allowedTools: [{ name: "a" }, { name: "a" }] } },
      }),
    ).toThrow('config.tool_call.allowedTools[1].name: duplicate tool "a"');
  });
});
