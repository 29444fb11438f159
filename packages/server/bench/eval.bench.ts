import { performance } from "node:perf_hooks";
import { startEvalAgent } from "../src/testing/eval-agent";
import { createTestApp, dataOf } from "../src/testing/harness";
import { loadLine, machineLine, table } from "./report";

/**
 * `pnpm bench:eval`: an evaluation run of a 1,000-example set through the http target at
 * concurrency 16, on SQLite, in one process (the job queue's worker runs the run's job).
 *  1. Throughput with an instant agent: examples/s with the deterministic criteria (length,
 *     keywords) and the rule-based accuracy metric. Every result row is written as it finishes.
 *  2. Overhead with a slow agent (200 ms per answer, as a judge call would take): wall time
 *     against the ideal N × 200 ms / 16; the run's own cost beyond the waiting. Goal < 10%.
 *   BENCH_EXAMPLES=1000   BENCH_CONCURRENCY=16   BENCH_LATENCY_MS=200
 */
const EXAMPLES = Number(process.env.BENCH_EXAMPLES ?? 1_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 200);
const TARGET_OVERHEAD = 0.1;
const say = (text: string) => process.stdout.write(`${text}\n`);

const answerOf = (input: string) => `The order ${input.slice(6)} ships within 3 days by courier.`;

async function main() {
  const t = await createTestApp({ dialect: "sqlite", config: { dev: true, jobConcurrency: 4 } });
  const key = await t.key();
  const agentId = (
    await dataOf<{ id: string }>(
      await t.call("POST", "/api/agents", { key, body: { name: "bench" } }),
      201,
    )
  ).id;
  const examples = Array.from({ length: EXAMPLES }, (_, i) => ({
    id: `e${i + 1}`,
    input: `Order ${i + 1}: when does it ship?`,
    expectedOutput: answerOf(`Order ${i + 1}`),
  }));
  const criteria = [
    { name: "short", rule: { type: "length", config: { max: 200, unit: "chars" } } },
    { name: "mentions-shipping", rule: { type: "keywords", config: { required: ["ships"] } } },
    { name: "accuracy", weight: 2 },
  ];
  const set = await dataOf<{ id: string }>(
    await t.call("POST", "/api/evaluation/sets", {
      key,
      body: { name: "bench", agentId, examples, criteria },
    }),
    201,
  );
  t.deps.jobs.start();

  async function timedRun(delayMs: number) {
    const agent = await startEvalAgent(answerOf, delayMs);
    const started = performance.now();
    const run = await dataOf<{ id: string }>(
      await t.call("POST", "/api/eval-runs", {
        key,
        body: {
          evalSetId: set.id,
          config: { concurrency: CONCURRENCY, metrics: ["accuracy"], timeout: 60_000 },
          target: { type: "http", url: agent.url },
        },
      }),
      201,
    );
    let status = "pending";
    let completed = 0;
    while (status === "pending" || status === "running") {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const view = await dataOf<{
        status: string;
        progress: { completed: number };
        passed: number;
      }>(await t.call("GET", `/api/eval-runs/${run.id}`, { key }));
      status = view.status;
      completed = view.progress.completed;
    }
    const seconds = (performance.now() - started) / 1000;
    await agent.close();
    process.stderr.write(
      `run ${run.id}: ${status}, ${completed} examples in ${seconds.toFixed(2)} s\n`,
    );
    if (status !== "completed" || completed !== EXAMPLES)
      throw new Error(`run ended ${status} at ${completed}`);
    return seconds;
  }

  say(
    `\nEvaluation run: ${EXAMPLES} examples, concurrency ${CONCURRENCY}, SQLite, http target on 127.0.0.1`,
  );
  say(machineLine());
  say(loadLine());
  const instant = await timedRun(0);
  const slow = await timedRun(LATENCY_MS);
  const ideal = (EXAMPLES * LATENCY_MS) / CONCURRENCY / 1000;
  const overhead = slow / ideal - 1;
  say(
    table(
      ["figure", "value", "goal"],
      [
        ["instant agent: examples/s", (EXAMPLES / instant).toFixed(0), ""],
        [`${LATENCY_MS} ms agent: wall time`, `${slow.toFixed(2)} s`, ""],
        [`${LATENCY_MS} ms agent: ideal (N × latency / concurrency)`, `${ideal.toFixed(2)} s`, ""],
        [
          "overhead beyond the waiting",
          `${(overhead * 100).toFixed(1)}%`,
          `< ${TARGET_OVERHEAD * 100}%`,
        ],
      ],
    ),
  );
  await t.close();
  if (overhead >= TARGET_OVERHEAD) process.exitCode = 1;
}

await main();
