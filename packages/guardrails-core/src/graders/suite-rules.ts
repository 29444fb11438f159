import { badRequest } from "../errors";
import type { GraderRule, GraderRuleType } from "./types";

/** The spec's deterministic rule names in evaluation suites. */
export type SuiteRuleName =
  | "response_length_between"
  | "contains_keywords"
  | "json_valid"
  | "regex_match"
  | "no_pii"
  | "response_time_under";

/**
 * Suite rule name → grader rule type.
 *
 * @example
 * ```ts
 * SUITE_RULE_TYPES.response_time_under; // "response_time"
 * ```
 */
export const SUITE_RULE_TYPES: Readonly<Record<SuiteRuleName, GraderRuleType>> = {
  response_length_between: "length",
  contains_keywords: "keywords",
  json_valid: "json_valid",
  regex_match: "regex",
  no_pii: "no_pii",
  response_time_under: "response_time",
};

function pick(params: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => params[k] !== undefined).map((k) => [k, params[k]]));
}

/**
 * Maps a suite's deterministic criterion (`rule` + `params`) onto a grader rule:
 * response_length_between(min, max, unit?) → length; contains_keywords(keywords[]) → keywords
 * {required}; json_valid(schema?) → json_valid; regex_match(pattern, shouldMatch?) → regex;
 * no_pii(categories?) → no_pii; response_time_under(maxMs) → response_time.
 *
 * @example
 * ```ts
 * suiteRuleToGraderRule("contains_keywords", { keywords: ["refund"] });
 * // { type: "keywords", config: { required: ["refund"] } }
 * ```
 */
export function suiteRuleToGraderRule(
  rule: string,
  params: Record<string, unknown> = {},
): GraderRule {
  switch (rule as SuiteRuleName) {
    case "response_length_between":
      return { type: "length", config: pick(params, ["min", "max", "unit"]) };
    case "contains_keywords":
      return {
        type: "keywords",
        config: { required: params.keywords, ...pick(params, ["caseSensitive"]) },
      };
    case "json_valid":
      return { type: "json_valid", config: pick(params, ["schema"]) };
    case "regex_match":
      return { type: "regex", config: pick(params, ["pattern", "shouldMatch", "flags"]) };
    case "no_pii":
      return { type: "no_pii", config: pick(params, ["categories"]) };
    case "response_time_under":
      return { type: "response_time", config: pick(params, ["maxMs"]) };
    default:
      badRequest("rule", `unknown suite rule (known: ${Object.keys(SUITE_RULE_TYPES).join(", ")})`);
  }
}
