/**
 * Regressions between consecutive completed runs of the same evaluation set: the examples both
 * runs scored are paired, so an example's difficulty cancels out. A drop counts only when it is
 * at least the threshold AND significant (p < 0.05) over at least 20 shared examples:
 * - mean score: the exact two-sided sign test on the per-example score changes (ties dropped);
 * - pass rate: McNemar's exact test on the pass→fail and fail→pass flips.
 * Both are the same exact binomial test on discordant pairs, so both use `mcnemarExact`.
 */
import type { z } from "@hono/zod-openapi";
import type { Deps } from "../../context";
import { parseJson } from "../../db/sql";
import type { Principal } from "../../http/principal";
import { mcnemarExact } from "../../lib/stats/comparison";
import { type ExampleOutcome, outcomes, passes } from "../eval-runs/compare-service";
import type { EvalRunsTable } from "../eval-runs/schema";
import { ALPHA, MIN_SHARED_EXAMPLES, periodMs, regressionSeverity, round4 } from "./policy";
import type { Regression, Regressions } from "./schemas";
import {
  completedRuns,
  exampleInputs,
  lastCompletedBefore,
  requireAgent,
  runsBySet,
  setNames,
} from "./store";

export type EvalHealthDeps = Pick<Deps, "database" | "clock">;
type RegressionView = z.infer<typeof Regression>;
type RegressionsView = z.infer<typeof Regressions>;
type ComparisonView = RegressionsView["comparisons"][number];

/** A pair's statistics, before the verdict. */
interface PairStats {
  shared: string[];
  before: Map<string, ExampleOutcome>;
  after: Map<string, ExampleOutcome>;
  scoreBefore: number;
  scoreAfter: number;
  signTestP: number;
  passRateBefore: number;
  passRateAfter: number;
  mcnemarP: number;
  flips: string[];
}

/** An unscorable example counts as its pass/fail (as the run comparison does), so all pair. */
const scoreOf = (o: ExampleOutcome) => o.score ?? (passes(o) ? 1 : 0);

function pairStats(before: Map<string, ExampleOutcome>, after: Map<string, ExampleOutcome>) {
  const shared = [...before.keys()].filter((id) => after.has(id)).sort();
  let down = 0;
  let up = 0;
  let sumBefore = 0;
  let sumAfter = 0;
  let passBefore = 0;
  let passAfter = 0;
  let failToPass = 0;
  const flips: string[] = [];
  for (const id of shared) {
    const a = before.get(id) as ExampleOutcome;
    const b = after.get(id) as ExampleOutcome;
    const sa = scoreOf(a);
    const sb = scoreOf(b);
    sumBefore += sa;
    sumAfter += sb;
    // Scores are stored rounded; a difference below 1e-9 is a tie, not a change.
    if (sb < sa - 1e-9) down++;
    if (sb > sa + 1e-9) up++;
    if (passes(a)) passBefore++;
    if (passes(b)) passAfter++;
    if (passes(a) && !passes(b)) flips.push(id);
    if (!passes(a) && passes(b)) failToPass++;
  }
  const n = shared.length || 1;
  return {
    shared,
    before,
    after,
    scoreBefore: round4(sumBefore / n),
    scoreAfter: round4(sumAfter / n),
    signTestP: mcnemarExact(down, up),
    passRateBefore: round4(passBefore / n),
    passRateAfter: round4(passAfter / n),
    mcnemarP: mcnemarExact(flips.length, failToPass),
    flips,
  } satisfies PairStats;
}

/** What changed between the two runs' configurations, as the likeliest cause of a drop. */
function possibleCause(baseline: EvalRunsTable, run: EvalRunsTable, flips: number): string {
  const a = parseJson<Record<string, unknown>>(baseline.config, {});
  const b = parseJson<Record<string, unknown>>(run.config, {});
  const changed = ["threshold", "metrics", "graderModel", "trials", "timeout", "target"].filter(
    (key) => JSON.stringify(a[key] ?? null) !== JSON.stringify(b[key] ?? null),
  );
  if (changed.length > 0) {
    return `The run's configuration differs from the previous run's (${changed.join(", ")}); check that change first.`;
  }
  return `Same evaluation set and configuration as the previous run, and ${flips} example(s) went from pass to fail: the agent's answers changed (its model, prompt, tools or data).`;
}

interface Pair {
  baseline: EvalRunsTable;
  run: EvalRunsTable;
}

/**
 * Consecutive completed runs of each set whose later run completed in [from, to): the period's
 * runs, each paired with the one before it (the first with the set's last run before `from`).
 */
async function consecutivePairs(
  deps: EvalHealthDeps,
  principal: Principal,
  agentId: string,
  from: Date,
  to: Date,
): Promise<Pair[]> {
  const runs = await completedRuns(deps.database, principal.companyId, agentId, { from, to });
  const pairs: Pair[] = [];
  for (const [setId, list] of runsBySet(runs)) {
    const earlier = await lastCompletedBefore(
      deps.database,
      principal.companyId,
      agentId,
      setId,
      from,
    );
    const chain = earlier ? [earlier, ...list] : list;
    for (let i = 1; i < chain.length; i++) {
      pairs.push({ baseline: chain[i - 1] as EvalRunsTable, run: chain[i] as EvalRunsTable });
    }
  }
  return pairs;
}

/** The regressions of an agent's runs completed in the period (see the file's comment). */
export async function findRegressions(
  deps: EvalHealthDeps,
  principal: Principal,
  query: { agentId: string; threshold: number; period: string },
): Promise<RegressionsView> {
  const { database } = deps;
  await requireAgent(database, principal, query.agentId);
  const now = deps.clock.now();
  const from = new Date(now.getTime() - periodMs(query.period));
  const pairs = await consecutivePairs(
    deps,
    principal,
    query.agentId,
    from,
    new Date(now.getTime() + 1),
  );
  const names = await setNames(database, principal.companyId, [
    ...new Set(pairs.map((p) => p.run.eval_set_id)),
  ]);
  const loaded = new Map<string, Map<string, ExampleOutcome>>();
  const outcomesOf = async (id: string) => {
    const cached = loaded.get(id) ?? (await outcomes(database, id));
    loaded.set(id, cached);
    return cached;
  };
  const comparisons: ComparisonView[] = [];
  const regressions: RegressionView[] = [];
  for (const { baseline, run } of pairs) {
    const stats = pairStats(await outcomesOf(baseline.id), await outcomesOf(run.id));
    const scoreDrop = round4(stats.scoreBefore - stats.scoreAfter);
    const passRateDrop = round4(stats.passRateBefore - stats.passRateAfter);
    const enough = stats.shared.length >= MIN_SHARED_EXAMPLES;
    const scoreRegressed = enough && scoreDrop >= query.threshold && stats.signTestP < ALPHA;
    const passRegressed = enough && passRateDrop >= query.threshold && stats.mcnemarP < ALPHA;
    const bigEnough = scoreDrop >= query.threshold || passRateDrop >= query.threshold;
    comparisons.push({
      evalSetId: run.eval_set_id,
      baselineRunId: baseline.id,
      runId: run.id,
      sharedExamples: stats.shared.length,
      scoreDrop,
      signTestP: stats.signTestP,
      passRateDrop,
      mcnemarP: stats.mcnemarP,
      verdict: !enough
        ? "too_few_examples"
        : scoreRegressed || passRegressed
          ? "regression"
          : bigEnough
            ? "not_significant"
            : "below_threshold",
    });
    if (!scoreRegressed && !passRegressed) continue;
    const affected = await affectedExamples(deps, run.eval_set_id, stats);
    const common = {
      category: names.get(run.eval_set_id) ?? run.eval_set_id,
      evalSetId: run.eval_set_id,
      baselineRunId: baseline.id,
      runId: run.id,
      sharedExamples: stats.shared.length,
      firstDetected: run.completed_at ?? run.updated_at,
      affectedExamples: affected,
      possibleCause: possibleCause(baseline, run, stats.flips.length),
    };
    if (scoreRegressed) {
      regressions.push({
        id: `${run.id}:averageScore`,
        metric: "averageScore",
        previousScore: stats.scoreBefore,
        currentScore: stats.scoreAfter,
        drop: scoreDrop,
        pValue: stats.signTestP,
        test: "sign",
        severity: regressionSeverity(scoreDrop),
        ...common,
      });
    }
    if (passRegressed) {
      regressions.push({
        id: `${run.id}:passRate`,
        metric: "passRate",
        previousScore: stats.passRateBefore,
        currentScore: stats.passRateAfter,
        drop: passRateDrop,
        pValue: stats.mcnemarP,
        test: "mcnemar",
        severity: regressionSeverity(passRateDrop),
        ...common,
      });
    }
  }
  return {
    agentId: query.agentId,
    period: query.period,
    threshold: query.threshold,
    regressionsDetected: regressions.length,
    regressions,
    comparisons,
  };
}

/** The pass→fail flips with their inputs and scores before and after. */
async function affectedExamples(deps: EvalHealthDeps, setId: string, stats: PairStats) {
  const inputs = await exampleInputs(deps.database, setId, stats.flips);
  return stats.flips.map((id) => {
    const before = (stats.before.get(id) as ExampleOutcome).score;
    const after = (stats.after.get(id) as ExampleOutcome).score;
    return {
      id,
      input: inputs.get(id) ?? "",
      previousScore: before,
      currentScore: after,
      scoreDrop: before !== null && after !== null ? round4(before - after) : null,
    };
  });
}
