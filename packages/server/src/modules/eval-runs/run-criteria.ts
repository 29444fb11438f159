/**
 * Which criteria score an example of a run: the set's (those the example names; none named:
 * all) and the run's own `config.criteria`, which apply to every example and replace a set
 * criterion of the same name. Also the judge calls that costs at most, for the credits check.
 */
import type { CriterionSpec, ExampleSpec } from "./sets-service";

export type JudgeCriterionSpec = Extract<CriterionSpec, { type: "llm_judge" | "jury" }>;

export function isJudgeCriterion(criterion: CriterionSpec): criterion is JudgeCriterionSpec {
  return "type" in criterion;
}

export interface RunCriteria {
  criteria: CriterionSpec[];
  /** Names given by the run's config: they score every example. */
  runNames: ReadonlySet<string>;
}

/** The set's criteria with the run's merged in (a run criterion replaces the set's namesake). */
export function runCriteria(
  setCriteria: readonly CriterionSpec[],
  fromRun: readonly CriterionSpec[] | undefined,
): RunCriteria {
  const extra = fromRun ?? [];
  const runNames = new Set(extra.map((c) => c.name));
  return { criteria: [...setCriteria.filter((c) => !runNames.has(c.name)), ...extra], runNames };
}

/** Whether `criterion` scores `example`. */
export function applies(
  criterion: CriterionSpec,
  example: Pick<ExampleSpec, "criteria">,
  runNames: ReadonlySet<string> | undefined,
): boolean {
  if (runNames?.has(criterion.name)) return true;
  return example.criteria.length === 0 || example.criteria.includes(criterion.name);
}

/** Model calls a criterion makes per example at most: one per judge, none for rules. */
export function judgeCallsOf(criterion: CriterionSpec): number {
  if (!isJudgeCriterion(criterion)) return 0;
  return criterion.type === "jury" ? criterion.judges.length : 1;
}

/** The run's worst case: every judge call of every (example, trial) reaching a model. */
export function worstJudgeCalls(
  examples: readonly Pick<ExampleSpec, "criteria">[],
  { criteria, runNames }: RunCriteria,
  trials: number,
): number {
  const judges = criteria.filter(isJudgeCriterion);
  if (judges.length === 0) return 0;
  let calls = 0;
  for (const example of examples) {
    for (const judge of judges) if (applies(judge, example, runNames)) calls += judgeCallsOf(judge);
  }
  return calls * trials;
}
