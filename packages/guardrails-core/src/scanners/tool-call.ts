import { badRequest } from "../errors";
import type { ToolCallText } from "../text/tool-call-text";
import { configObject, list, oneOf, stringList, text } from "./config";
import type { Scanner, ScannerFinding } from "./scanner";

const ACTIONS = ["block", "flag"] as const;

interface AllowedTool {
  name: string;
  requiredArgs: string[];
  blockedArgs: string[];
}

function allowedTools(raw: unknown, field: string): Map<string, AllowedTool> {
  const tools = new Map<string, AllowedTool>();
  list(raw, field, true, 500).forEach((item, i) => {
    const f = `${field}[${i}]`;
    const t = configObject(item, f, ["name", "requiredArgs", "blockedArgs"]);
    const name = text(t.name, `${f}.name`, 200);
    if (tools.has(name)) badRequest(`${f}.name`, `duplicate tool "${name}"`);
    tools.set(name, {
      name,
      requiredArgs: stringList(t.requiredArgs, `${f}.requiredArgs`, false, 200),
      blockedArgs: stringList(t.blockedArgs, `${f}.blockedArgs`, false, 200),
    });
  });
  return tools;
}

function topLevel(args: unknown): Record<string, unknown> {
  return typeof args === "object" && args !== null && !Array.isArray(args)
    ? (args as Record<string, unknown>)
    : {};
}

/** A blocked name matches a key at any depth; a dotted path matches from the root. */
function blockedKeys(doc: ToolCallText, blocked: string): Array<[number, number]> {
  const dotted = blocked.includes(".");
  return doc.keys
    .filter((k) => (dotted ? k.path.join(".") === blocked : k.path[k.path.length - 1] === blocked))
    .map((k) => [k.start, k.end]);
}

/** Tool call: only allow-listed tools, with their required arguments and none of the blocked. */
export const toolCallScanner: Scanner = {
  name: "tool_call",
  description:
    "Tool-call allow-list: unknown tools are blocked; each allowed tool may require arguments (requiredArgs) and forbid argument names at any depth (blockedArgs).",
  prepare(raw, field) {
    const config = configObject(raw, field, ["allowedTools", "action"]);
    const tools = allowedTools(config.allowedTools, `${field}.allowedTools`);
    const action = oneOf(config.action, `${field}.action`, ACTIONS, "block");
    return ({ targets }) => {
      const doc = targets.toolCallText();
      if (!doc || !targets.toolCall) return { action: "pass", findings: [] };
      const findings: ScannerFinding[] = [];
      const add = (type: string, start: number, end: number) =>
        findings.push({
          field: "toolCall",
          type,
          value: `[${type.toUpperCase()}]`,
          start,
          end,
          confidence: 1,
          redact: false,
        });
      const tool = tools.get(targets.toolCall.name);
      if (!tool) {
        add("unknown_tool", doc.nameStart, doc.nameEnd);
        return { action: "block", findings };
      }
      const args = topLevel(doc.args);
      for (const required of tool.requiredArgs) {
        const value = required.split(".").reduce<unknown>((v, k) => topLevel(v)[k], args);
        if (value === undefined || value === null) {
          add("missing_required_arg", doc.nameStart, doc.nameEnd);
        }
      }
      for (const blocked of tool.blockedArgs) {
        for (const [start, end] of blockedKeys(doc, blocked)) add("blocked_arg", start, end);
      }
      findings.sort((a, b) => a.start - b.start || b.end - a.end);
      return { action: findings.length > 0 ? action : "pass", findings: nonOverlapping(findings) };
    };
  },
};

/** Several missing arguments share the name's span: report it once. */
function nonOverlapping(findings: ScannerFinding[]): ScannerFinding[] {
  const out: ScannerFinding[] = [];
  for (const f of findings) {
    const last = out[out.length - 1];
    if (!last || f.start >= last.end) out.push(f);
  }
  return out;
}
