/**
 * Saturation: a set whose examples the agent passes run after run no longer tells a better
 * agent from a worse one. Per set, over its last 5 completed runs in the period, the share of
 * the examples (scored by every one of those runs) that passed in each run, and the share that
 * failed in each. Fewer than 5 runs is said in the answer, not an error.
 */
import type { z } from "@hono/zod-openapi";
import type { Principal } from "../../http/principal";
import { outcomes, passes } from "../eval-runs/compare-service";
import type { EvalRunsTable } from "../eval-runs/schema";
import { periodMs, round4, SATURATION_ALERT, SATURATION_RUNS } from "./policy";
import type { EvalHealthDeps } from "./regressions";
import type { Saturation } from "./schemas";
import { completedRuns, requireAgent, runsBySet, setNames } from "./store";

type SaturationView = z.infer<typeof Saturation>;
type SetView = SaturationView["sets"][number];

async function setSaturation(
  deps: EvalHealthDeps,
  setId: string,
  name: string,
  runs: EvalRunsTable[],
): Promise<SetView> {
  const recent = runs.slice(-SATURATION_RUNS);
  const perRun = await Promise.all(recent.map((r) => outcomes(deps.database, r.id)));
  const first = perRun[0] ?? new Map();
  const examples = [...first.keys()].filter((id) => perRun.every((o) => o.has(id)));
  let alwaysPassing = 0;
  let alwaysFailing = 0;
  for (const id of examples) {
    const passed = perRun.map((o) => passes(o.get(id) as Parameters<typeof passes>[0]));
    if (passed.every(Boolean)) alwaysPassing++;
    if (passed.every((p) => !p)) alwaysFailing++;
  }
  const share = (n: number) => (examples.length === 0 ? null : round4(n / examples.length));
  const passingShare = share(alwaysPassing);
  const enough = recent.length >= SATURATION_RUNS;
  const saturated = enough && passingShare !== null && passingShare >= SATURATION_ALERT;
  let message: string;
  if (!enough) {
    message = `Only ${recent.length} completed run(s) of this set in the period; saturation is judged over the last ${SATURATION_RUNS}.`;
  } else if (saturated) {
    message = `${Math.round((passingShare ?? 0) * 100)}% of the examples passed in each of the last ${SATURATION_RUNS} runs: the set no longer discriminates; add harder examples.`;
  } else {
    message = `${alwaysPassing} of ${examples.length} examples passed in each of the last ${SATURATION_RUNS} runs; the set still discriminates.`;
  }
  return {
    evalSetId: setId,
    name,
    runIds: recent.map((r) => r.id),
    runsConsidered: recent.length,
    examples: examples.length,
    alwaysPassing,
    alwaysFailing,
    alwaysPassingShare: passingShare,
    alwaysFailingShare: share(alwaysFailing),
    status: !enough ? "insufficient_runs" : saturated ? "saturated" : "ok",
    saturated,
    message,
  };
}

/** Saturation of every set with a completed run of the agent in the period. */
export async function saturation(
  deps: EvalHealthDeps,
  principal: Principal,
  query: { agentId: string; period: string },
): Promise<SaturationView> {
  await requireAgent(deps.database, principal, query.agentId);
  const now = deps.clock.now();
  const runs = await completedRuns(deps.database, principal.companyId, query.agentId, {
    from: new Date(now.getTime() - periodMs(query.period)),
    to: new Date(now.getTime() + 1),
  });
  const bySet = runsBySet(runs);
  const names = await setNames(deps.database, principal.companyId, [...bySet.keys()]);
  const sets: SetView[] = [];
  for (const [setId, list] of bySet) {
    sets.push(await setSaturation(deps, setId, names.get(setId) ?? setId, list));
  }
  return {
    agentId: query.agentId,
    period: query.period,
    windowRuns: SATURATION_RUNS,
    alertAt: SATURATION_ALERT,
    saturatedSets: sets.filter((s) => s.saturated).length,
    sets,
  };
}
