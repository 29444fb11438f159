import { type EvalAgent, startEvalAgent } from "../src/testing/eval-agent";
import { type FakeLlm, startFakeLlm } from "../src/testing/fake-llm";

/**
 * The other side of `pnpm bench:eval`'s runs, in its own process as they would be on other
 * machines: the agent under test (an http target answering at once or after a delay) and the
 * fake judge (the fake provider answering a score after a delay). Their CPU is not the
 * server's. A bench worker (children.ts startWorker): answers `{run: EvalPeersQuery}`.
 */
export type EvalPeersQuery =
  | { op: "start"; judgeLatencyMs: number }
  | { op: "agent"; delayMs: number }
  | { op: "reset" }
  | { op: "stats" };

export interface EvalPeersStats {
  judgeCalls: number;
  /** Σ of the judge calls' durations as the judge saw them (its timer's lateness included), ms. */
  judgeMs: number;
  maxInFlight: number;
  cpuMicros: number;
}

const answerOf = (input: string) => `The order ${input.slice(6)} ships within 3 days by courier.`;

let judge: FakeLlm | null = null;
let latencyMs = 0;
const agents: EvalAgent[] = [];

function script(fake: FakeLlm) {
  fake.script({ delayMs: latencyMs, reply: { score: 4, reasoning: "ships as expected" } });
}

async function answer(query: EvalPeersQuery): Promise<unknown> {
  if (query.op === "start") {
    latencyMs = query.judgeLatencyMs;
    judge = await startFakeLlm();
    script(judge);
    return judge.url;
  }
  if (query.op === "agent") {
    const agent = await startEvalAgent(answerOf, query.delayMs);
    agents.push(agent);
    return agent.url;
  }
  const fake = judge as FakeLlm;
  if (query.op === "reset") {
    fake.reset();
    script(fake);
    return null;
  }
  const cpu = process.cpuUsage();
  return {
    judgeCalls: fake.requests.length,
    judgeMs: fake.requests.reduce((sum, r) => sum + ((r.endedAt ?? r.startedAt) - r.startedAt), 0),
    maxInFlight: fake.maxInFlight,
    cpuMicros: cpu.user + cpu.system,
  } satisfies EvalPeersStats;
}

process.on("message", (message: { run?: EvalPeersQuery }) => {
  if (!message?.run) return;
  answer(message.run).then(
    (result) => process.send?.({ result }),
    (error: unknown) => process.send?.({ result: { error: String(error) } }),
  );
});
process.send?.({ ready: true });

async function stop() {
  await Promise.all([...agents.map((a) => a.close()), judge?.close()]);
  process.exit(0);
}
process.on("SIGTERM", stop);
process.on("disconnect", stop);
