/**
 * The loop end to end: failed traces → cluster → issue from the cluster → prompt fix → shadow
 * test run by its job against the fake provider (per-trace verdicts, McNemar) → apply → rollback.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { postFailures } from "../../testing/failures";
import { type FakeLlm, type FakeRequestBody, startFakeLlm } from "../../testing/fake-llm";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";

const PROMPT = "You are the order desk.\nLook orders up with lookup_order.\nBe brief.";
const DIFF = [
  "--- a/systemPrompt",
  "+++ b/systemPrompt",
  "@@ -1,3 +1,4 @@",
  " You are the order desk.",
  " Look orders up with lookup_order.",
  "+If lookup_order times out, retry once, then say the order system is slow.",
  " Be brief.",
  "\\ No newline at end of file",
  "",
].join("\n");

const FIXED_LINE = "If lookup_order times out, retry once";
const FIXED_ANSWER = "The order system is slow; I will retry once.";
const text = (body: FakeRequestBody) => (body.messages ?? []).map((m) => m.content).join("\n");

/**
 * The agent answers badly with the old prompt and well with the fixed one; the pairwise judge
 * prefers whichever shown response is the fixed answer, so it agrees in both orders.
 */
const PROVIDER_RULES = [
  {
    match: (body: FakeRequestBody) => text(body).includes("comparing two responses"),
    reply: (body: FakeRequestBody) => {
      const shown = text(body);
      const second = shown.slice(shown.indexOf("Second response:"));
      return { winner: second.includes(FIXED_ANSWER) ? "second" : "first", reasoning: "retries" };
    },
  },
  { match: (body: FakeRequestBody) => text(body).includes(FIXED_LINE), reply: FIXED_ANSWER },
  { reply: "Sorry, something went wrong." },
];

describe.each(TEST_DIALECTS)("from failures to a rolled-back fix on %s", (dialect) => {
  let t: TestApp;
  let key: string;
  let agentId: string;
  let failed: string[];
  let fake: FakeLlm;

  beforeAll(async () => {
    fake = await startFakeLlm({ rules: PROVIDER_RULES });
    t = await createTestApp({
      dialect,
      env: {
        VIGIL_LLM_BASE_URL: fake.url,
        VIGIL_LLM_MODEL: "fake-model",
        VIGIL_LLM_MAX_RETRIES: "0",
      },
    });
    key = await t.key({ companyId: "acme", userId: "ops" });
    agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "orders" } }),
        201,
      )
    ).id;
    await dataOf(
      await t.call("POST", "/api/agent-configs", {
        key,
        body: { agentId, systemPrompt: PROMPT, model: "m-1" },
      }),
      201,
    );
    failed = await postFailures(
      t,
      key,
      agentId,
      ["3000ms", "5000ms", "30s", "1200ms"].map((took, i) => ({
        message: `Upstream timed out after ${took} calling https://orders.example/api/${i}`,
        userId: `u${i % 3}`,
        minutes: i,
      })),
    );
    // The patterns module clusters failures in its job (failure.detected → patterns.cluster).
    await t.deps.jobs.drain();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("opens an issue from the cluster, fixes the prompt, applies and rolls back", async () => {
    const clusters = await dataOf<{
      clusters: { id: string; traceCount: number; severity: string; name: string }[];
    }>(
      await t.call(
        "GET",
        `/api/v1/explainer/clusters/${agentId}?minClusterSize=1&startDate=2026-01-01`,
        { key },
      ),
    );
    expect(clusters.clusters).toHaveLength(1);
    const cluster = clusters.clusters[0] as {
      id: string;
      traceCount: number;
      severity: string;
      name: string;
    };
    expect(cluster.traceCount).toBe(4);

    const issue = await dataOf<{
      id: string;
      title: string;
      severity: string;
      traceCount: number;
      traceIds: string[];
      clusterId: string;
      metadata: {
        affectedCustomers: number;
        clusterConfidence: number;
        firstSeenAt: string;
        lastSeenAt: string;
      };
    }>(
      await t.call("POST", "/api/v2/issues", {
        key,
        body: { clusterId: cluster.id, tags: ["timeouts"] },
      }),
      201,
    );
    expect(issue).toMatchObject({
      title: cluster.name,
      severity: cluster.severity,
      traceCount: 4,
      clusterId: cluster.id,
    });
    expect([...issue.traceIds].sort()).toEqual([...failed].sort());
    expect(issue.metadata.affectedCustomers).toBe(3);
    expect(issue.metadata.clusterConfidence).toBeGreaterThan(0);
    expect(issue.metadata.clusterConfidence).toBeLessThanOrEqual(1);
    expect(issue.metadata.firstSeenAt < issue.metadata.lastSeenAt).toBe(true);
    const linked = await dataOf<{ impactEstimate: { issueId: string } }>(
      await t.call("GET", `/api/v1/explainer/clusters/${agentId}/${cluster.id}`, { key }),
    );
    expect(linked.impactEstimate.issueId).toBe(issue.id);
    await expectError(
      await t.call("POST", "/api/v2/issues", { key, body: { clusterId: cluster.id } }),
      409,
      "CONFLICT",
    );

    const fix = await dataOf<{ id: string; status: string; author: string }>(
      await t.call("POST", "/api/fixes", {
        key,
        body: {
          issueId: issue.id,
          type: "prompt_update",
          description: "Retry once",
          changes: { promptDiff: DIFF },
        },
      }),
      201,
    );
    expect(fix).toMatchObject({ status: "draft", author: "ops" });
    await dataOf(
      await t.call("PATCH", `/api/fixes/${fix.id}`, { key, body: { status: "proposed" } }),
    );
    await dataOf(
      await t.call("PATCH", `/api/v2/issues/${issue.id}`, {
        key,
        body: { status: "proposed_fix" },
      }),
    );

    // Shadow test (side_by_side by default), run by its job over the issue's traces.
    const shadow = await dataOf<{ id: string; status: string }>(
      await t.call("POST", "/api/shadow-tests", {
        key,
        body: { fixId: fix.id, traceIds: issue.traceIds },
      }),
      201,
    );
    expect(shadow.status).toBe("pending");
    await t.deps.jobs.drain();
    const tested = await dataOf<{
      status: string;
      config: { comparisonMode: string };
      results: Record<string, unknown>;
      traceResults: { traceId: string; verdict: string; explanation: string }[];
    }>(await t.call("GET", `/api/shadow-tests/${shadow.id}`, { key }));
    expect(tested.status).toBe("completed");
    expect(tested.config.comparisonMode).toBe("side_by_side");
    // Four fail → pass flips and none back: McNemar p = 2 · (½)⁴ = 0.125.
    expect(tested.results).toEqual({
      improved: 4,
      unchanged: 0,
      regressed: 0,
      errored: 0,
      improvementRate: 1,
      mcnemarPValue: 0.125,
    });
    expect(tested.traceResults.map((r) => r.traceId)).toEqual(issue.traceIds);
    for (const result of tested.traceResults) {
      expect(result.verdict).toBe("improved");
      // The config was written after the traces, so the original side was replayed too.
      expect(result.explanation).toContain("original replayed with the current config");
      expect(result.explanation).toContain(
        "pairwise judge prefers the fixed answer (in both orders)",
      );
    }
    const fixDetail = await dataOf<{ shadowTests: { id: string; improvementRate: number }[] }>(
      await t.call("GET", `/api/fixes/${fix.id}`, { key }),
    );
    expect(fixDetail.shadowTests).toEqual([
      expect.objectContaining({ id: shadow.id, improvementRate: 1 }),
    ]);

    await dataOf(await t.call("POST", `/api/fixes/${fix.id}/apply`, { key }));
    const applied = await dataOf<{ systemPrompt: string; model: string }>(
      await t.call("GET", `/api/agent-configs/${agentId}`, { key }),
    );
    expect(applied.systemPrompt).toBe(
      "You are the order desk.\nLook orders up with lookup_order.\nIf lookup_order times out, retry once, then say the order system is slow.\nBe brief.",
    );
    expect(applied.model).toBe("m-1");

    await dataOf(await t.call("POST", `/api/fixes/${fix.id}/rollback`, { key }));
    const restored = await dataOf<{ systemPrompt: string; model: string }>(
      await t.call("GET", `/api/agent-configs/${agentId}`, { key }),
    );
    expect(restored).toMatchObject({ systemPrompt: PROMPT, model: "m-1" });

    const audit = (await (
      await t.call("GET", "/api/v1/compliance/audit-logs?limit=100", { key })
    ).json()) as {
      logs: { action: string; resourceId: string }[];
    };
    const fixActions = audit.logs
      .filter((entry) => entry.resourceId === fix.id)
      .map((entry) => entry.action);
    expect(fixActions).toEqual(expect.arrayContaining(["fix.apply", "fix.rollback"]));
  });
});
