/**
 * Fixtures of the evaluation health tests: real evaluation runs (POST /api/eval-runs, the queue
 * job, an in-test http agent) completed at chosen times by a manual clock. Example n of a set
 * has input `q<n>` and expected output `a<n>`; the agent answers `a<n>` (accuracy 1, passes) or,
 * for the examples a run marks wrong, `nope` (accuracy 0, fails).
 */
import { type EvalAgent, startEvalAgent } from "./eval-agent";
import { dataOf, type manualClock, type TestApp } from "./harness";

export interface EvalHealthWorld {
  agent: EvalAgent;
  /** A fresh agent of the world's company. */
  newAgent(): Promise<string>;
  /** A set of `size` examples `e1..e<size>` for the agent. */
  newSet(agentId: string, size: number, name?: string): Promise<string>;
  /** Runs the set to completion at `at`; the examples whose number `wrong` accepts fail. */
  run(setId: string, at: Date, wrong?: (n: number) => boolean): Promise<string>;
  close(): Promise<void>;
}

export async function evalHealthWorld(
  t: TestApp,
  clock: ReturnType<typeof manualClock>,
  key: string,
): Promise<EvalHealthWorld> {
  let wrong: (n: number) => boolean = () => false;
  const agent = await startEvalAgent((input) => {
    const n = Number(input.slice(1));
    return wrong(n) ? "nope" : `a${n}`;
  });
  return {
    agent,
    async newAgent() {
      const res = await t.call("POST", "/api/agents", { key, body: { name: "under test" } });
      return (await dataOf<{ id: string }>(res, 201)).id;
    },
    async newSet(agentId, size, name = "set") {
      const examples = Array.from({ length: size }, (_, i) => ({
        id: `e${i + 1}`,
        input: `q${i + 1}`,
        expectedOutput: `a${i + 1}`,
      }));
      const res = await t.call("POST", "/api/evaluation/sets", {
        key,
        body: { name, agentId, examples },
      });
      return (await dataOf<{ id: string }>(res, 201)).id;
    },
    async run(setId, at, isWrong = () => false) {
      wrong = isWrong;
      clock.set(at);
      const body = {
        evalSetId: setId,
        config: { concurrency: 4, metrics: ["accuracy"] },
        target: { type: "http", url: agent.url },
      };
      const res = await t.call("POST", "/api/eval-runs", { key, body });
      const { id } = await dataOf<{ id: string }>(res, 201);
      await t.deps.jobs.drain();
      const run = await dataOf<{ status: string }>(
        await t.call("GET", `/api/eval-runs/${id}`, { key }),
      );
      if (run.status !== "completed") throw new Error(`run ${id} ended ${run.status}`);
      return id;
    },
    close: () => agent.close(),
  };
}
