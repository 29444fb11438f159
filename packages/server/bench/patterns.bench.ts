import { clusterPending } from "../src/modules/patterns/cluster-job";
import { failedTrace } from "../src/testing/failures";
import { createTestApp } from "../src/testing/harness";

/**
 * `pnpm bench:patterns`: failure clustering on SQLite (in memory, in process). Ingests
 * BENCH_FAILURES failed traces of 20 kinds (ids, numbers, emails and durations varying), then
 *  1. drains the queue as the server would (event dispatch, clustering, pattern events), and
 *  2. clusters the same failures again from an empty patterns state, batch by batch, timing
 *     each batch: a batch holds the write lock, so its time is what ingestion may wait for.
 *   BENCH_FAILURES=2000
 */
const KINDS = 20;
const N = Number(process.env.BENCH_FAILURES ?? 2000);
const WORDS = ["order", "refund", "invoice", "shipment", "account", "password", "coupon"];

const t = await createTestApp({ dialect: "sqlite" });
const key = await t.key({ companyId: "acme" });
const res = await t.call("POST", "/api/agents", { key, body: { name: "bench" } });
const agentId = ((await res.json()) as { data: { id: string } }).data.id;
for (let j = 0; j < N; j++) {
  const kind = j % KINDS;
  const word = WORDS[kind % WORDS.length];
  const body = failedTrace(agentId, {
    message: `${word} backend kind${kind} rejected request ${j} for user${j}@x.io after ${j}ms`,
    spanName: `tool_${kind}`,
    userMessage: `help with my ${word} number ${j}`,
    minutes: j % 1000,
  });
  await t.call("POST", "/api/traces", { key, body });
}

let started = performance.now();
const jobs = await t.deps.jobs.drain(100_000);
const drainMs = performance.now() - started;
const db = t.database.db;
const clusters = await db
  .selectFrom("pattern_clusters")
  .select("id")
  .where("merged_into", "is", null)
  .execute();
const signatures = await db.selectFrom("pattern_signatures").select("id").execute();

for (const table of [
  "pattern_members",
  "pattern_clusters",
  "pattern_signatures",
  "pattern_signature_agents",
  "pattern_state",
] as const) {
  await db.deleteFrom(table).execute();
}
const traces = await db.selectFrom("traces").select(["id", "agent_id", "company_id"]).execute();
for (let i = 0; i < traces.length; i += 500) {
  await db
    .insertInto("pattern_pending")
    .values(
      traces.slice(i, i + 500).map((row, k) => ({
        trace_id: row.id,
        company_id: row.company_id,
        agent_id: row.agent_id,
        created_at: new Date(1e12 + i + k).toISOString(),
      })),
    )
    .execute();
}
const batchMs: number[] = [];
started = performance.now();
for (;;) {
  const batchStart = performance.now();
  if ((await clusterPending(t.deps, "acme")) === 0) break;
  batchMs.push(performance.now() - batchStart);
}
const clusterMs = performance.now() - started;
batchMs.sort((a, b) => a - b);
const at = (q: number) =>
  Math.round(batchMs[Math.min(batchMs.length - 1, Math.floor(q * batchMs.length))] ?? 0);
console.log(
  JSON.stringify({
    failures: N,
    drain: {
      jobs,
      ms: Math.round(drainMs),
      clusters: clusters.length,
      signatures: signatures.length,
    },
    clusteringOnly: {
      ms: Math.round(clusterMs),
      perFailureMs: +(clusterMs / N).toFixed(2),
      batches: batchMs.length,
      batchP50Ms: at(0.5),
      batchMaxMs: at(1),
    },
  }),
);
await t.close();
