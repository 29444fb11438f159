/**
 * Comparing runs with statistics that respect pairing: the same examples scored by two runs,
 * McNemar's exact test on the pass/fail flips, a seeded paired bootstrap for the mean score
 * change, Wilson intervals for pass rates, pass@k and pass^k across trials.
 */
import type { z } from "@hono/zod-openapi";
import type { Database } from "../../db/database";
import { parseJson, toNumber } from "../../db/sql";
import type { Principal } from "../../http/principal";
import {
  mcnemarExact,
  pairedBootstrap,
  passAtK,
  passHatK,
  wilsonInterval,
} from "../../lib/stats/comparison";
import { ALPHA, type Change, type ComparedRun, type PairComparison } from "./compare-schemas";
import { findRun, storedConfig } from "./run-store";
import type { EvalRunsTable } from "./schema";

type ChangeView = z.infer<typeof Change>;
type PairView = z.infer<typeof PairComparison>;
type RunStats = z.infer<typeof ComparedRun>;

/** One example of one run, over its trials. */
export interface ExampleOutcome {
  trials: number;
  passes: number;
  /** Mean of the trials' scores; null when none could be scored. */
  score: number | null;
  metrics: Record<string, number[]>;
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
const mean = (values: number[]) =>
  values.length === 0 ? null : round4(values.reduce((s, v) => s + v, 0) / values.length);

/** An example passes when at least half of its trials pass. */
export const passes = (o: ExampleOutcome) => o.passes * 2 >= o.trials;

export async function outcomes(
  database: Database,
  runId: string,
): Promise<Map<string, ExampleOutcome>> {
  const rows = await database.db
    .selectFrom("eval_run_results")
    .select(["example_id", "passed", "score", "scores"])
    .where("run_id", "=", runId)
    .execute();
  const byExample = new Map<string, ExampleOutcome & { scoreList: number[] }>();
  for (const row of rows) {
    const o = byExample.get(row.example_id) ?? {
      trials: 0,
      passes: 0,
      score: null,
      metrics: {},
      scoreList: [],
    };
    o.trials++;
    if (toNumber(row.passed) === 1) o.passes++;
    if (row.score !== null) o.scoreList.push(Number(row.score));
    for (const [name, value] of Object.entries(parseJson<Record<string, number>>(row.scores, {}))) {
      const list = o.metrics[name] ?? [];
      list.push(value);
      o.metrics[name] = list;
    }
    byExample.set(row.example_id, o);
  }
  for (const o of byExample.values()) o.score = mean(o.scoreList);
  return byExample;
}

function runStats(run: EvalRunsTable, examples: Map<string, ExampleOutcome>): RunStats {
  const all = [...examples.values()];
  const trials = storedConfig(run).trials ?? 1;
  const results = all.reduce((s, o) => s + o.trials, 0);
  const passed = all.reduce((s, o) => s + o.passes, 0);
  const metric = (name: string) => mean(all.flatMap((o) => o.metrics[name] ?? []));
  const passAt: Record<string, number> = {};
  const passHat: Record<string, number> = {};
  // pass@k over examples that ran every trial; k from 1 to the trials configured.
  const full = all.filter((o) => o.trials === trials);
  if (trials > 1 && full.length > 0) {
    for (let k = 1; k <= trials; k++) {
      passAt[k] = round4(
        full.reduce((s, o) => s + passAtK(o.trials, o.passes, k), 0) / full.length,
      );
      passHat[k] = round4(
        full.reduce((s, o) => s + passHatK(o.trials, o.passes, k), 0) / full.length,
      );
    }
  }
  const interval = wilsonInterval(passed, results);
  return {
    id: run.id,
    name: run.name,
    status: run.status,
    examples: examples.size,
    trials,
    passRate: results === 0 ? 0 : round4(passed / results),
    passRateInterval: { lower: round4(interval.lower), upper: round4(interval.upper) },
    avgScore: mean(all.map((o) => o.score).filter((s): s is number => s !== null)),
    avgAccuracy: metric("accuracy"),
    avgGroundedness: metric("groundedness"),
    avgFaithfulness: metric("faithfulness"),
    completedAt: run.completed_at,
    passAtK: passAt,
    passHatK: passHat,
    flakyExamples: [...examples.entries()]
      .filter(([, o]) => o.passes > 0 && o.passes < o.trials)
      .map(([id]) => id),
  };
}

function comparePair(
  baseline: { id: string; examples: Map<string, ExampleOutcome> },
  candidate: { id: string; examples: Map<string, ExampleOutcome> },
  seed: number,
): { pair: PairView; changes: ChangeView[] } {
  const shared = [...baseline.examples.keys()].filter((id) => candidate.examples.has(id));
  let passToFail = 0;
  let failToPass = 0;
  let before = 0;
  let after = 0;
  const scoresBefore: number[] = [];
  const scoresAfter: number[] = [];
  const examples = shared.map((exampleId) => {
    const a = baseline.examples.get(exampleId) as ExampleOutcome;
    const b = candidate.examples.get(exampleId) as ExampleOutcome;
    const pa = passes(a);
    const pb = passes(b);
    if (pa) before++;
    if (pb) after++;
    if (pa && !pb) passToFail++;
    if (!pa && pb) failToPass++;
    // An unscorable example counts as its pass/fail, so every shared example is paired.
    const sa = a.score ?? (pa ? 1 : 0);
    const sb = b.score ?? (pb ? 1 : 0);
    scoresBefore.push(sa);
    scoresAfter.push(sb);
    return {
      exampleId,
      baseline: { passed: pa, score: a.score },
      candidate: { passed: pb, score: b.score },
      delta: a.score !== null && b.score !== null ? round4(b.score - a.score) : null,
    };
  });
  const p = mcnemarExact(passToFail, failToPass);
  const boot = pairedBootstrap(scoresBefore, scoresAfter, { seed, alpha: ALPHA });
  const passRateChange = shared.length === 0 ? 0 : round4((after - before) / shared.length);
  const ids = { runId: candidate.id, baselineRunId: baseline.id };
  const changes: ChangeView[] = [];
  if (p < ALPHA && passToFail !== failToPass) {
    changes.push({
      ...ids,
      metric: "passRate",
      change: passRateChange,
      direction: failToPass > passToFail ? "better" : "worse",
      pValue: p,
    });
  }
  if (boot.lower > 0 || boot.upper < 0) {
    changes.push({
      ...ids,
      metric: "score",
      change: round4(boot.mean),
      direction: boot.mean > 0 ? "better" : "worse",
      interval: { lower: round4(boot.lower), upper: round4(boot.upper) },
    });
  }
  return {
    pair: {
      baselineRunId: baseline.id,
      runId: candidate.id,
      sharedExamples: shared.length,
      passToFail,
      failToPass,
      mcnemarP: p,
      passRateChange,
      scoreChange: {
        mean: round4(boot.mean),
        lower: round4(boot.lower),
        upper: round4(boot.upper),
      },
      examples,
    },
    changes,
  };
}

/** Compares runs (the first is the baseline); each must be the caller's, else 404. */
export async function compareRuns(
  { database }: { database: Database },
  principal: Principal,
  runIds: string[],
  seed: number,
) {
  const runs = [];
  for (const id of runIds) {
    const row = await findRun(database, principal, id);
    runs.push({ row, examples: await outcomes(database, id) });
  }
  const [baseline, ...others] = runs as [(typeof runs)[number], ...typeof runs];
  const pairs = others.map((run) =>
    comparePair(
      { id: baseline.row.id, examples: baseline.examples },
      { id: run.row.id, examples: run.examples },
      seed,
    ),
  );
  const significantChanges = pairs.flatMap((p) => p.changes);
  return {
    alpha: ALPHA,
    seed,
    runs: runs.map((r) => runStats(r.row, r.examples)),
    improvement: pairs.at(-1)?.pair.passRateChange ?? 0,
    comparisons: pairs.map((p) => p.pair),
    significantChanges,
    regressions: significantChanges.filter((c) => c.direction === "worse"),
  };
}
