import { BudgetExceeded, Deadline, systemClock } from "../deadline";
import { badRequest } from "../errors";
import { jsonValidGrader } from "./json-valid";
import { keywordsGrader } from "./keywords";
import { lengthGrader } from "./length";
import { noPiiGrader } from "./no-pii";
import { regexGrader } from "./regex";
import { responseTimeGrader } from "./response-time";
import type {
  BulkEvaluateRequest,
  BulkEvaluateResponse,
  EvaluateRequest,
  EvaluateResponse,
  Grader,
  GraderEnvironment,
  GraderMetadata,
  GraderResult,
  GraderRule,
  PreparedGrader,
} from "./types";

const GRADERS: ReadonlyMap<string, Grader> = new Map(
  [lengthGrader, keywordsGrader, jsonValidGrader, regexGrader, noPiiGrader, responseTimeGrader].map(
    (g) => [g.type, g],
  ),
);

/**
 * Rule types accepted by {@link evaluateGraders}.
 *
 * @example
 * ```ts
 * GRADER_RULE_TYPES; // ["length", "keywords", "json_valid", "regex", "no_pii", "response_time"]
 * ```
 */
export const GRADER_RULE_TYPES: readonly string[] = [...GRADERS.keys()];

const round = (n: number): number => Math.round(n * 1000) / 1000;

function prepareRules(rules: unknown, field: string): Array<{ type: string; run: PreparedGrader }> {
  if (!Array.isArray(rules) || rules.length === 0)
    badRequest(field, "must be a non-empty array of {type, config}");
  if (rules.length > 100) badRequest(field, "must have at most 100 rules");
  return rules.map((rule: GraderRule, i) => {
    const f = `${field}[${i}]`;
    if (typeof rule !== "object" || rule === null)
      badRequest(f, "must be an object {type, config}");
    const grader = GRADERS.get(rule.type);
    if (!grader)
      badRequest(`${f}.type`, `unknown rule type (known: ${GRADER_RULE_TYPES.join(", ")})`);
    return { type: grader.type, run: grader.prepare(rule.config, `${f}.config`) };
  });
}

function runRules(
  rules: Array<{ type: string; run: PreparedGrader }>,
  output: string,
  metadata: GraderMetadata,
  env: GraderEnvironment,
): GraderResult[] {
  const clock = env.now ?? systemClock;
  const budget = env.ruleTimeoutMs ?? 5000;
  return rules.map(({ type, run }) => {
    try {
      const { passed, detail } = run(output, metadata, new Deadline(clock, clock() + budget));
      return { rule: type, passed, detail };
    } catch (error) {
      if (!(error instanceof BudgetExceeded)) throw error;
      return { rule: type, passed: false, detail: `timed out after ${budget} ms` };
    }
  });
}

function checkOutput(output: unknown, field: string): string {
  if (typeof output !== "string") badRequest(field, "must be a string");
  return output;
}

/**
 * Evaluates deterministic rules against one output (POST /api/deterministic-graders/evaluate).
 * score is the fraction of rules passed; passed means every rule passed.
 *
 * @throws GuardrailsError (BAD_REQUEST) for an unknown rule type or invalid config.
 * @example
 * ```ts
 * const res = evaluateGraders({
 *   output: '{"answer": 42}',
 *   rules: [
 *     { type: "json_valid", config: { schema: { type: "object", required: ["answer"] } } },
 *     { type: "length", config: { max: 50, unit: "chars" } },
 *   ],
 *   metadata: { traceId: "tr_1" },
 * });
 * res.passed; // true
 * res.score;  // 1
 * ```
 */
export function evaluateGraders(
  request: EvaluateRequest,
  env: GraderEnvironment = {},
): EvaluateResponse {
  const clock = env.now ?? systemClock;
  const started = clock();
  if (typeof request !== "object" || request === null)
    badRequest(undefined, "request must be an object");
  const output = checkOutput(request.output, "output");
  const rules = prepareRules(request.rules, "rules");
  const metadata = request.metadata ?? {};
  const results = runRules(rules, output, metadata, env);
  const passedCount = results.filter((r) => r.passed).length;
  return {
    passed: passedCount === results.length,
    score: round(passedCount / results.length),
    results,
    metadata: {
      traceId: metadata.traceId ?? null,
      agentId: metadata.agentId ?? null,
      evaluatedAt: (env.date ?? (() => new Date()))().toISOString(),
      durationMs: round(clock() - started),
    },
  };
}

/**
 * Evaluates many outputs, each with its own rules (POST /api/deterministic-graders/bulk-evaluate).
 * Every item is validated before any is evaluated, so a bad item fails the whole request.
 *
 * @example
 * ```ts
 * const res = bulkEvaluate({
 *   items: [
 *     { id: "a", output: "hello world", rules: [{ type: "length", config: { min: 2, unit: "words" } }] },
 *     { id: "b", output: "hi", rules: [{ type: "length", config: { min: 2, unit: "words" } }] },
 *   ],
 * });
 * res.passed;            // 1
 * res.summary.passRate;  // 0.5
 * ```
 */
export function bulkEvaluate(
  request: BulkEvaluateRequest,
  env: GraderEnvironment = {},
): BulkEvaluateResponse {
  const clock = env.now ?? systemClock;
  const started = clock();
  const items = request?.items;
  if (!Array.isArray(items) || items.length === 0) badRequest("items", "must be a non-empty array");
  if (items.length > 1000) badRequest("items", "must have at most 1000 items");
  const prepared = items.map((item, i) => {
    if (typeof item !== "object" || item === null) badRequest(`items[${i}]`, "must be an object");
    if (typeof item.id !== "string" || item.id === "")
      badRequest(`items[${i}].id`, "must be a non-empty string");
    return {
      id: item.id,
      output: checkOutput(item.output, `items[${i}].output`),
      rules: prepareRules(item.rules, `items[${i}].rules`),
      metadata: item.metadata ?? {},
    };
  });
  const results = prepared.map(({ id, output, rules, metadata }) => {
    const graded = runRules(rules, output, metadata, env);
    const passedCount = graded.filter((r) => r.passed).length;
    return {
      id,
      passed: passedCount === graded.length,
      score: round(passedCount / graded.length),
      results: graded,
    };
  });
  const passed = results.filter((r) => r.passed).length;
  return {
    totalItems: results.length,
    passed,
    failed: results.length - passed,
    results,
    summary: {
      passRate: round(passed / results.length),
      avgScore: round(results.reduce((sum, r) => sum + r.score, 0) / results.length),
      durationMs: round(clock() - started),
    },
  };
}
