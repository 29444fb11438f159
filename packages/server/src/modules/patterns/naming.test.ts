import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { type FailureSpec, postFailures } from "../../testing/failures";
import { type FakeLlm, startFakeLlm } from "../../testing/fake-llm";
import { createTestApp, dataOf, type TestApp } from "../../testing/harness";

const NAMING = {
  name: "Order lookup times out",
  description: "The order service does not answer in time.",
  rootCause: "The orders API is slow under load; every failure is a timeout calling it.",
  suggestedFix: {
    type: "retry_policy",
    description: "Retry the lookup with backoff and raise its timeout to 10s",
    priority: "high",
    estimatedImpact: "most of these failures",
  },
};

const FAILURES: FailureSpec[] = [
  {
    message: "Upstream timed out after 3000ms calling https://orders.example/1",
    userMessage: "Where is my order 12?",
  },
  {
    message: "Upstream timed out after 4000ms calling https://orders.example/2",
    userMessage: "Where is my order 13?",
  },
  {
    message: "Upstream timed out after 5000ms calling https://orders.example/3",
    userMessage: "Where is my order 14?",
  },
  {
    message: "ValueError: invalid refund amount -5",
    spanName: "issue_refund",
    userMessage: "Refund my purchase",
  },
];

interface Detail {
  id: string;
  name: string;
  description: string;
  rootCause: string;
  suggestedFix: Record<string, unknown>;
  namedBy: string;
  traceCount: number;
}

describe.each(TEST_DIALECTS)("cluster naming and embeddings on %s", (dialect) => {
  // One app per dialect (a PGlite start is slow); each test is a company of its own.
  let fake: FakeLlm;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeLlm();
    t = await createTestApp({
      dialect,
      env: {
        VIGIL_LLM_BASE_URL: fake.url,
        VIGIL_LLM_MODEL: "fake-model",
        VIGIL_LLM_API_KEY: "sk",
        VIGIL_LLM_EMBEDDING_MODEL: "fake-embedding",
        VIGIL_LLM_MAX_RETRIES: "0",
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function company(companyId: string) {
    const key = await t.key({ companyId });
    const agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "support" } }),
        201,
      )
    ).id;
    await postFailures(t, key, agentId, FAILURES);
    await t.deps.jobs.drain();
    return { key, agentId };
  }

  const list = async (key: string, agentId: string) =>
    (
      await dataOf<{ clusters: Detail[] }>(
        await t.call(
          "GET",
          `/api/v1/explainer/clusters/${agentId}?minClusterSize=1&startDate=2026-01-01`,
          { key },
        ),
      )
    ).clusters;

  it("names a cluster with the provider from the traces nearest its centroid, at temperature 0", async () => {
    fake.reset();
    fake.script({ match: /You name clusters/, reply: NAMING });
    const { key, agentId } = await company("named");
    const [largest] = await list(key, agentId);
    const detail = await dataOf<Detail>(
      await t.call("GET", `/api/v1/explainer/clusters/${agentId}/${largest?.id}`, { key }),
    );
    expect(detail).toMatchObject({
      name: NAMING.name,
      description: NAMING.description,
      rootCause: NAMING.rootCause,
      suggestedFix: { ...NAMING.suggestedFix, affectedDocuments: [] },
      namedBy: "llm",
      traceCount: 3,
    });
    const calls = fake.requests.filter((r) => r.path.endsWith("/chat/completions"));
    expect(calls).toHaveLength(2); // one per cluster
    const timeoutCall = calls.find((r) => JSON.stringify(r.body.messages).includes("timed out"));
    expect(timeoutCall?.body.temperature).toBe(0);
    expect(JSON.stringify(timeoutCall?.body.messages)).toContain("Where is my order");
  });

  it("keeps the rule-based name when the provider fails, and retries later", async () => {
    fake.reset();
    fake.script({ match: /You name clusters/, status: 500 });
    const { key, agentId } = await company("unnamed");
    const clusters = await list(key, agentId);
    expect(clusters.map((c) => c.namedBy)).toEqual(["rules", "rules"]);
    expect(clusters[0]?.name).toBe("tool_error: Upstream timed out after <duration> calling <url>");
    const counts = await t.deps.jobs.counts("unnamed");
    expect(counts.byType["patterns.name"]?.queued).toBe(2);
  });

  it("clusters by embeddings when an embedding model is configured", async () => {
    fake.reset();
    fake.script({ match: /You name clusters/, reply: NAMING });
    const { key, agentId } = await company("embedded");
    expect((await list(key, agentId)).map((c) => c.traceCount)).toEqual([3, 1]);
    const embedded = fake.requests.filter((r) => r.path.endsWith("/embeddings"));
    expect(embedded).toHaveLength(1);
    expect(embedded[0]?.body.input).toHaveLength(4);
    const stored = await t.database.db
      .selectFrom("pattern_clusters")
      .select("embedding")
      .where("company_id", "=", "embedded")
      .execute();
    expect(stored.map((row) => row.embedding === null)).toEqual([false, false]);
  });
});
