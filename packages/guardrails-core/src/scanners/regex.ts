import { badRequest } from "../errors";
import { RegexSyntaxError, SafeRegex } from "../safe-regex/safe-regex";
import { placeholderFor } from "../text/mask";
import { resolveOverlaps } from "../text/spans";
import type { GuardrailAction } from "../types";
import { configObject, list, oneOf, text } from "./config";
import { type Scanner, type ScannerFinding, strongerAction } from "./scanner";

const ACTIONS = ["block", "redact", "flag"] as const;

interface NamedPattern {
  name: string;
  regex: SafeRegex;
  action: (typeof ACTIONS)[number];
}

/** Compiles a user pattern for the linear-time engine, as a BAD_REQUEST on failure. */
export function compileUserPattern(pattern: unknown, field: string, flags?: unknown): SafeRegex {
  const source = text(pattern, field, 4096);
  if (flags !== undefined && typeof flags !== "string")
    badRequest(`${field}`, "flags must be a string");
  try {
    return SafeRegex.compile(source, flags as string | undefined);
  } catch (error) {
    if (error instanceof RegexSyntaxError) badRequest(field, `invalid pattern: ${error.message}`);
    throw error;
  }
}

interface Candidate {
  start: number;
  end: number;
  priority: number;
  pattern: NamedPattern;
}

function parsePattern(raw: unknown, field: string, index: number): NamedPattern {
  const p = configObject(raw, field, ["pattern", "name", "action", "flags"]);
  const regex = compileUserPattern(p.pattern, `${field}.pattern`, p.flags);
  const name = p.name === undefined ? `pattern_${index + 1}` : text(p.name, `${field}.name`, 100);
  return { name, regex, action: oneOf(p.action, `${field}.action`, ACTIONS, "block") };
}

/** Regex: named user patterns, each with its own action, run by the linear-time SafeRegex. */
export const regexScanner: Scanner = {
  name: "regex",
  description:
    "Named user patterns, each with its own action (block, redact, flag); evaluated by a linear-time engine so no pattern can backtrack catastrophically.",
  prepare(raw, field) {
    const config = configObject(raw, field, ["patterns"]);
    const patterns = list(config.patterns, `${field}.patterns`, true, 100).map((p, i) =>
      parsePattern(p, `${field}.patterns[${i}]`, i),
    );
    if (patterns.length === 0) badRequest(`${field}.patterns`, "must not be empty");
    return ({ targets, deadline }) => {
      const findings: ScannerFinding[] = [];
      let action: GuardrailAction = "pass";
      for (const target of targets.texts()) {
        const candidates: Candidate[] = [];
        patterns.forEach((p, i) => {
          for (const [start, end] of p.regex.findAll(target.text, deadline)) {
            candidates.push({ start, end, priority: patterns.length - i, pattern: p });
          }
          deadline.check();
        });
        for (const { start, end, pattern } of resolveOverlaps(candidates)) {
          action = strongerAction(action, pattern.action);
          findings.push({
            field: target.field,
            type: pattern.name,
            value: placeholderFor(pattern.name),
            start,
            end,
            confidence: 1,
            redact: pattern.action === "redact",
          });
        }
      }
      return { action, findings };
    };
  },
};
