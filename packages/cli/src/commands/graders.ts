import {
  type BulkEvaluateItem,
  type BulkEvaluateResponse,
  bulkEvaluate,
  type EvaluateResponse,
  evaluateGraders,
  GRADER_RULE_TYPES,
  type GraderResult,
  type GraderRule,
  GuardrailsError,
} from "@vigil/guardrails-core";
import { Command, CommanderError, InvalidArgumentError } from "commander";
import type { CliDeps } from "../deps";
import { UserError } from "../errors";
import { json } from "../format";
import { isObject, parseJson, readText } from "../read-input";

interface EvalFlags {
  rules?: string;
  rule?: GraderRule[];
  output?: string;
  bulk?: string;
  latencyMs?: number;
  json?: boolean;
}

/** Exit code when any rule fails: a failed check (2 is for errors, DESIGN.md). */
export const FAILED_EXIT_CODE = 1;

const RULE_EXAMPLE = `'{"type":"length","config":{"max":200}}'`;
const RULES_HINT = `give a JSON array of {type, config} (types: ${GRADER_RULE_TYPES.join(", ")})`;
const BULK_HINT =
  'give a JSON array (or {"items": [...]}) or JSON lines of {"id", "output", "rules"}';

/** `--rule`, repeatable: one JSON rule object per flag. */
function collectRule(value: string, previous: GraderRule[] = []): GraderRule[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new InvalidArgumentError(`Use a JSON rule object such as ${RULE_EXAMPLE}`);
  }
  if (!isObject(parsed) || typeof parsed.type !== "string") {
    throw new InvalidArgumentError(`Use a JSON rule object with a "type", such as ${RULE_EXAMPLE}`);
  }
  return [...previous, parsed as unknown as GraderRule];
}

/** `--latency-ms`: a non-negative number of milliseconds, for the response_time rule. */
function parseLatency(value: string): number {
  const ms = Number(value);
  if (value.trim() === "" || !Number.isFinite(ms) || ms < 0) {
    throw new InvalidArgumentError("Use a number of milliseconds, such as 850");
  }
  return ms;
}

async function loadRules(file: string): Promise<GraderRule[]> {
  const parsed = parseJson(await readText(file, "--rules"), `rules file ${file}`, RULES_HINT);
  const rules = isObject(parsed) ? parsed.rules : parsed;
  if (!Array.isArray(rules)) throw new UserError(`rules file ${file} holds no rules`, RULES_HINT);
  return rules as GraderRule[];
}

/** Items of a bulk file: one JSON document, else JSON lines (blank lines skipped). */
async function loadBulk(file: string): Promise<BulkEvaluateItem[]> {
  const text = await readText(file, "--bulk");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text
      .split("\n")
      .map((line, i) => ({ line: line.trim(), number: i + 1 }))
      .filter(({ line }) => line !== "")
      .map(({ line, number }) => parseJson(line, `line ${number} of ${file}`, BULK_HINT));
  }
  const items = isObject(parsed) ? parsed.items : parsed;
  if (!Array.isArray(items)) throw new UserError(`bulk file ${file} holds no items`, BULK_HINT);
  return items as BulkEvaluateItem[];
}

/** A GuardrailsError (bad rule, bad item) as the flag or file to fix. */
function gradeError(error: unknown, where: string): unknown {
  if (!(error instanceof GuardrailsError)) return error;
  return new UserError(error.message, `fix ${where}`);
}

function resultLines(results: readonly GraderResult[], indent: string): string[] {
  const width = Math.max(...results.map((r) => r.rule.length));
  return results.map(
    (r) => `${indent}${r.passed ? "PASS" : "FAIL"}  ${r.rule.padEnd(width)}  ${r.detail}`,
  );
}

function printEvaluation(deps: CliDeps, response: EvaluateResponse): void {
  const passed = response.results.filter((r) => r.passed).length;
  const out = [
    ...resultLines(response.results, ""),
    `score: ${response.score.toFixed(2)} (${passed} of ${response.results.length} rules passed)`,
  ];
  deps.io.stdout.write(`${out.join("\n")}\n`);
}

function printBulk(deps: CliDeps, response: BulkEvaluateResponse): void {
  const out: string[] = [];
  for (const item of response.results) {
    out.push(`${item.id}: ${item.passed ? "PASS" : "FAIL"} (score ${item.score.toFixed(2)})`);
    out.push(...resultLines(item.results, "  "));
  }
  const { passRate, avgScore } = response.summary;
  out.push(
    `${response.totalItems} items: ${response.passed} passed, ${response.failed} failed ` +
      `(pass rate ${passRate.toFixed(2)}, average score ${avgScore.toFixed(2)})`,
  );
  deps.io.stdout.write(`${out.join("\n")}\n`);
}

function failed(): never {
  // The verdict is already printed: exit 1 without an error line.
  throw new CommanderError(FAILED_EXIT_CODE, "vigil.graders.failed", "rules failed");
}

async function runBulk(file: string, flags: EvalFlags, deps: CliDeps): Promise<void> {
  const single =
    flags.rules !== undefined || flags.rule !== undefined || flags.output !== undefined;
  if (single || flags.latencyMs !== undefined) {
    throw new UserError(
      "--bulk cannot be combined with --rules, --rule, --output or --latency-ms",
      "each bulk item carries its own output, rules and metadata",
    );
  }
  const items = await loadBulk(file);
  let response: BulkEvaluateResponse;
  try {
    response = bulkEvaluate({ items });
  } catch (error) {
    throw gradeError(error, `the bulk file ${file}`);
  }
  if (flags.json) deps.io.stdout.write(json(response));
  else printBulk(deps, response);
  if (response.failed > 0) failed();
}

async function runEval(flags: EvalFlags, deps: CliDeps): Promise<void> {
  if (flags.bulk !== undefined) return runBulk(flags.bulk, flags, deps);
  const rules = [
    ...(flags.rules === undefined ? [] : await loadRules(flags.rules)),
    ...(flags.rule ?? []),
  ];
  if (rules.length === 0) {
    throw new UserError("no rules to evaluate", `give --rules FILE or --rule ${RULE_EXAMPLE}`);
  }
  const output = await readText(flags.output ?? "-", "--output");
  let response: EvaluateResponse;
  try {
    response = evaluateGraders({
      output,
      rules,
      ...(flags.latencyMs === undefined ? {} : { metadata: { latencyMs: flags.latencyMs } }),
    });
  } catch (error) {
    const given = [
      flags.rules === undefined ? "" : `--rules ${flags.rules}`,
      flags.rule ? "--rule" : "",
    ];
    throw gradeError(error, given.filter((flag) => flag !== "").join(" and "));
  }
  if (flags.json) deps.io.stdout.write(json(response));
  else printEvaluation(deps, response);
  if (!response.passed) failed();
}

function makeEvalCommand(deps: CliDeps): Command {
  return new Command("eval")
    .description("Evaluate an output against deterministic grader rules (no server needed)")
    .option("--rules <file>", "JSON array of rules {type, config} (or {rules: [...]})")
    .option("--rule <json>", "one rule as JSON; repeat for more", collectRule)
    .option("--output <file>", "the output to grade; - or nothing reads stdin")
    .option("--latency-ms <ms>", "the output's latency, for the response_time rule", parseLatency)
    .option("--bulk <file>", "JSON or JSON lines of items {id, output, rules, metadata?}")
    .option("--json", "print the full response (as POST /api/deterministic-graders/evaluate)")
    .addHelpText(
      "after",
      `
Rule types: ${GRADER_RULE_TYPES.join(", ")}.
Exit codes: 0 when every rule passes; 1 when any rule (or bulk item) fails; 2 on errors.

Examples:
  $ vigil graders eval --output answer.txt --rules rules.json --json
  $ vigil graders eval --output answer.txt \\
      --rule '{"type":"keywords","config":{"required":["refund"],"prohibited":["guarantee"]}}' \\
      --rule '{"type":"no_pii"}'
  $ vigil graders eval --output answer.txt --latency-ms 850 --rule '{"type":"response_time","config":{"maxMs":1000}}'
  $ vigil graders eval --bulk outputs.jsonl
  $ echo '{"answer": 42}' | vigil graders eval --rule '{"type":"json_valid"}'`,
    )
    .action((flags: EvalFlags) => runEval(flags, deps));
}

/** `vigil graders eval`: @vigil/guardrails-core's deterministic graders in-process. */
export function makeGradersCommand(deps: CliDeps): Command {
  return new Command("graders")
    .description("Grade outputs with deterministic rules in-process")
    .addCommand(makeEvalCommand(deps))
    .addHelpText(
      "after",
      `
Examples:
  $ vigil graders eval --output answer.txt --rules rules.json
  $ vigil graders eval --bulk outputs.jsonl --json`,
    );
}
