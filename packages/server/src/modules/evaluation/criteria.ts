/**
 * What a suite's criteria must satisfy beyond their shapes, and the order they are evaluated
 * in. Deterministic criteria are checked by guardrails-core itself (the rule name through
 * suiteRuleToGraderRule, the params by preparing the grader), so a suite accepts exactly what
 * the deterministic graders evaluate: one implementation.
 */
import type { z } from "@hono/zod-openapi";
import { evaluateGraders, GuardrailsError, suiteRuleToGraderRule } from "@vigil/guardrails-core";
import { ValidationError } from "../../http/errors";
import type { Criterion } from "./schemas";

export type SuiteCriterion = z.infer<typeof Criterion>;

function invalid(field: string, reason: string): never {
  throw new ValidationError(`Invalid body: ${field}: ${reason}`, { field, reason });
}

/** Throws 400 naming the params field when guardrails-core refuses the rule or its params. */
function checkDeterministic(
  criterion: Extract<SuiteCriterion, { type: "deterministic" }>,
  i: number,
) {
  try {
    const rule = suiteRuleToGraderRule(criterion.rule, criterion.params ?? {});
    // Preparing the grader validates its config; the output and time are irrelevant here.
    evaluateGraders({ output: "", rules: [rule], metadata: { latencyMs: 0 } });
  } catch (error) {
    if (!(error instanceof GuardrailsError)) throw error;
    const where = error.field === "rule" ? "rule" : "params";
    const reason = error.field === "rule" ? error.message.replace(/^rule: /, "") : error.message;
    invalid(`criteria[${i}].${where}`, reason.replace(/^rules\[0\]\.config\.?/, ""));
  }
}

/**
 * Checks names are unique, deterministic rules and params are the graders', and composites
 * name criteria of the suite without a cycle; answers the criteria in evaluation order
 * (every composite after its components).
 */
export function checkCriteria(criteria: readonly SuiteCriterion[]): SuiteCriterion[] {
  const index = new Map<string, number>();
  criteria.forEach((criterion, i) => {
    if (index.has(criterion.name))
      invalid(`criteria[${i}].name`, `"${criterion.name}" is used twice`);
    index.set(criterion.name, i);
    if (criterion.type === "deterministic") checkDeterministic(criterion, i);
  });
  criteria.forEach((criterion, i) => {
    if (criterion.type !== "composite") return;
    criterion.components.forEach((component, j) => {
      if (!index.has(component.criterion)) {
        invalid(
          `criteria[${i}].components[${j}].criterion`,
          `no criterion named "${component.criterion}" in this suite`,
        );
      }
      if (component.criterion === criterion.name) {
        invalid(`criteria[${i}].components[${j}].criterion`, "a composite cannot contain itself");
      }
    });
  });
  return evaluationOrder(criteria);
}

/**
 * Criteria with every composite after its components (depth-first); a cycle of composites is
 * 400 naming one of them.
 */
export function evaluationOrder(criteria: readonly SuiteCriterion[]): SuiteCriterion[] {
  const byName = new Map(criteria.map((c) => [c.name, c]));
  const state = new Map<string, "visiting" | "done">();
  const ordered: SuiteCriterion[] = [];
  const visit = (criterion: SuiteCriterion, path: string[]) => {
    const seen = state.get(criterion.name);
    if (seen === "done") return;
    if (seen === "visiting") {
      const i = criteria.indexOf(criterion);
      invalid(
        `criteria[${i}].components`,
        `composites form a cycle: ${[...path, criterion.name].join(" → ")}`,
      );
    }
    state.set(criterion.name, "visiting");
    if (criterion.type === "composite") {
      for (const component of criterion.components) {
        const inner = byName.get(component.criterion);
        if (inner) visit(inner, [...path, criterion.name]);
      }
    }
    state.set(criterion.name, "done");
    ordered.push(criterion);
  };
  for (const criterion of criteria) visit(criterion, []);
  return ordered;
}

/** Judge calls one trace can cost at most: one per llm_judge, one per jury member. */
export function judgeCallsPerTrace(criteria: readonly SuiteCriterion[]): number {
  return criteria.reduce(
    (sum, c) => sum + (c.type === "llm_judge" ? 1 : c.type === "jury" ? c.judges.length : 0),
    0,
  );
}
