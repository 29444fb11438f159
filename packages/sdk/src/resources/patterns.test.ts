import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Vigil } from "../client";
import { NotFoundError } from "../core/errors";
import { startTestServer, type TestServer } from "../testing/test-server";

let server: TestServer;
let vigil: Vigil;

beforeAll(async () => {
  server = await startTestServer();
  vigil = await server.client();
});
afterAll(() => server.close());

const at = (second: number) => new Date(Date.UTC(2026, 0, 15, 11, 0, second)).toISOString();

function failure(agentId: string, n: number) {
  return {
    agentId,
    userMessage: `Where is my order ${n}?`,
    spans: [
      {
        name: "lookup_order",
        type: "tool" as const,
        startTime: at(n),
        endTime: at(n + 1),
        status: "error" as const,
        statusMessage: `Upstream timed out after ${n * 100}ms calling https://orders.example/${n}`,
      },
    ],
  };
}

/** Clustering runs in the server's background worker: wait for it to place every failure. */
async function clustersOnceSettled(agentId: string, traces: number) {
  for (let i = 0; i < 500; i++) {
    const list = await vigil.patterns.clusters(agentId, {
      minClusterSize: 1,
      startDate: "2026-01-01",
    });
    if (list.clusters.reduce((sum, c) => sum + c.traceCount, 0) >= traces) return list;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("failures were not clustered in time");
}

describe("vigil.patterns and vigil.credits against the real server", () => {
  it("lists the clusters and signatures of ingested failures, and a cluster's detail", async () => {
    const agent = await vigil.agents.create({ name: "support" });
    for (const n of [1, 2, 3]) await vigil.traces.create(failure(agent.id, n));
    const list = await clustersOnceSettled(agent.id, 3);
    expect(list).toMatchObject({ totalClusters: 1, totalFailures: 3 });
    const [cluster] = list.clusters;
    expect(cluster).toMatchObject({ traceCount: 3, status: "open" });
    const detail = await vigil.patterns.cluster(agent.id, cluster?.id ?? "");
    expect(detail.traces).toHaveLength(3);
    expect(detail.suggestedFix.type).toBe("retry_policy");
    const { signatures, totalSignatures } = await vigil.patterns.signatures({ agentId: agent.id });
    expect(totalSignatures).toBe(1);
    expect(signatures[0]).toMatchObject({ occurrences: 3, clusterId: cluster?.id });
    await expect(vigil.patterns.cluster(agent.id, "cluster_missing")).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it("reads the credit balance and its ledger", async () => {
    await expect(vigil.credits.balance({ limit: 5 })).resolves.toMatchObject({
      balance: 1000,
      used: 0,
      initial: 1000,
      ledger: [],
    });
  });
});
