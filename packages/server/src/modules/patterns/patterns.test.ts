import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventEnvelope } from "../../events/types";
import { TEST_DIALECTS } from "../../testing/databases";
import { type FailureSpec, postFailures, recordEvents } from "../../testing/failures";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";
import { mergeClusters } from "./merge";

interface ClusterBody {
  id: string;
  name: string;
  traceCount: number;
  severity: string;
  commonPatterns: string[];
  sampleTraceIds: string[];
  impactEstimate: { affectedCustomers: number };
}
interface ClusterList {
  clusters: ClusterBody[];
  totalClusters: number;
  totalFailures: number;
}
interface SignatureBody {
  id: string;
  fingerprint: string;
  name: string;
  occurrences: number;
  affectedAgents: string[];
  clusterId: string;
  sampleTraceId: string;
  template: string;
}

const TIMEOUTS: FailureSpec[] = [
  {
    message: "Upstream timed out after 3000ms calling https://orders.example/api/1",
    userId: "u1",
    userMessage: "Where is my order 1234?",
  },
  {
    message: "Upstream timed out after 5000ms calling https://orders.example/api/77",
    userId: "u2",
    userMessage: "Where is my order 99?",
  },
  {
    message: "Upstream timed out after 30s calling https://orders.example/api/8",
    userId: "u3",
    userMessage: "Where is my order 555?",
  },
  {
    message: "Upstream timed out after 1200ms calling https://orders.example/api/2",
    userId: "u1",
    userMessage: "Where is my order 42?",
  },
];
const INVALID: FailureSpec[] = [
  {
    message: "ValueError: invalid refund amount -5 for customer bob@example.com",
    spanName: "issue_refund",
    userMessage: "Refund my last purchase please",
  },
  {
    message: "ValueError: invalid refund amount 0 for customer amy@example.org",
    spanName: "issue_refund",
    userMessage: "I want a refund for my purchase",
  },
  {
    message: "ValueError: invalid refund amount 12.5 for customer li@example.net",
    spanName: "issue_refund",
    userMessage: "Refund the purchase I made",
  },
];

describe.each(TEST_DIALECTS)("failure patterns on %s", (dialect) => {
  let t: TestApp;
  let key: string;
  let agentId: string;
  let events: EventEnvelope[];
  beforeAll(async () => {
    t = await createTestApp({ dialect, config: { dev: true } });
    events = recordEvents(t);
    key = await t.key({ companyId: "acme" });
    await dataOf(
      await t.call("POST", "/api/v1/explainer/webhooks", {
        key,
        body: { name: "patterns", url: "http://127.0.0.1:9/hook", events: ["pattern.new"] },
      }),
      201,
    );
    agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "support" } }),
        201,
      )
    ).id;
    await postFailures(t, key, agentId, [...TIMEOUTS, ...INVALID]);
    await t.deps.jobs.drain();
  });
  afterAll(() => t.close());

  const clusters = async (agent = agentId, query = "?minClusterSize=1", as = key) =>
    dataOf<ClusterList>(
      await t.call("GET", `/api/v1/explainer/clusters/${agent}${query}&startDate=2026-01-01`, {
        key: as,
      }),
    );
  const signatures = async (query = "", as = key) =>
    dataOf<{
      signatures: SignatureBody[];
      totalSignatures: number;
      pagination: Record<string, unknown>;
    }>(await t.call("GET", `/api/v1/explainer/signatures${query}`, { key: as }));

  it("groups failures by parameterised signature, with occurrences and a sample trace", async () => {
    const list = await signatures();
    expect(list.totalSignatures).toBe(2);
    const [timeouts, invalid] = [...list.signatures].sort((a, b) => b.occurrences - a.occurrences);
    expect(timeouts).toMatchObject({
      occurrences: 4,
      affectedAgents: [agentId],
      template: "Upstream timed out after <duration> calling <url>",
    });
    expect(invalid).toMatchObject({
      occurrences: 3,
      name: "ValueError: invalid refund amount <num> for customer <email>",
    });
    expect(timeouts?.sampleTraceId).toMatch(/^tr_/);
    expect(timeouts?.id).toMatch(/^sig_[0-9A-Z]{26}$/);
    expect(list.pagination).toMatchObject({ limit: 20, offset: 0, total: 2, hasMore: false });
  });

  it("opens one cluster per kind of failure, with top terms and affected customers", async () => {
    const list = await clusters();
    expect(list.totalClusters).toBe(2);
    expect(list.totalFailures).toBe(7);
    const [first, second] = list.clusters;
    expect(first).toMatchObject({ traceCount: 4, impactEstimate: { affectedCustomers: 3 } });
    expect(second).toMatchObject({ traceCount: 3 });
    expect(first?.id).toMatch(/^cluster_[0-9A-Z]{26}$/);
    expect(first?.commonPatterns.join(" ")).toContain("call <url>");
    expect(second?.commonPatterns.join(" ")).toContain("refund");
    expect(first?.sampleTraceIds).toHaveLength(4);
    const sigs = (await signatures()).signatures;
    expect(new Set(sigs.map((s) => s.clusterId))).toEqual(new Set([first?.id, second?.id]));
  });

  it("emits pattern.new for each new cluster, delivered to subscribed webhooks", async () => {
    const made = events.filter((e) => e.event === "pattern.new");
    expect(made).toHaveLength(2);
    expect(made[0]?.data).toMatchObject({ companyId: "acme", agentId });
    const deliveries = await t.database.db
      .selectFrom("webhook_deliveries")
      .select(["event_type", "event_id"])
      .execute();
    expect(deliveries.map((d) => d.event_type)).toEqual(["pattern.new", "pattern.new"]);
    expect(new Set(deliveries.map((d) => d.event_id))).toEqual(new Set(made.map((e) => e.eventId)));
  });

  it("keeps cluster ids when the same failures are ingested again", async () => {
    const before = await clusters();
    const updatedBefore = events.filter((e) => e.event === "pattern.updated").length;
    await postFailures(t, key, agentId, [...TIMEOUTS, ...INVALID]);
    await t.deps.jobs.drain();
    const after = await clusters();
    expect(after.clusters.map((c) => c.id)).toEqual(before.clusters.map((c) => c.id));
    expect(after.clusters.map((c) => c.traceCount)).toEqual([8, 6]);
    expect(events.filter((e) => e.event === "pattern.new")).toHaveLength(2);
    expect(events.filter((e) => e.event === "pattern.updated").length - updatedBefore).toBe(2);
    expect((await signatures()).signatures.map((s) => s.occurrences).sort()).toEqual([6, 8]);
  });

  it("counts a trace once when its spans are sent again", async () => {
    const [id] = await postFailures(t, key, agentId, [
      {
        ...INVALID[0],
        message: "ValueError: invalid refund amount 3 for customer x@y.io",
      } as FailureSpec,
    ]);
    await t.deps.jobs.drain();
    const counted = (await clusters()).clusters.map((c) => c.traceCount);
    await postFailures(t, key, agentId, [{ ...(INVALID[0] as FailureSpec), id }]);
    await t.deps.jobs.drain();
    expect((await clusters()).clusters.map((c) => c.traceCount)).toEqual(counted);
  });

  it("answers the detail with a rule-based root cause, fix and the member traces", async () => {
    const [largest] = (await clusters()).clusters;
    const detail = await dataOf<Record<string, unknown> & { traces: Record<string, unknown>[] }>(
      await t.call("GET", `/api/v1/explainer/clusters/${agentId}/${largest?.id}`, { key }),
    );
    expect(detail.rootCause).toMatch(
      /^100% of these failures raise tool_error "Upstream timed out/,
    );
    expect(detail.suggestedFix).toMatchObject({ type: "retry_policy", affectedDocuments: [] });
    expect(detail.traces).toHaveLength(8);
    expect(detail.traces[0]).toMatchObject({
      userMessage: expect.stringContaining("order"),
      qualityScore: null,
    });
    expect(String(detail.traces[0]?.failureReason)).toContain("timed out");
  });

  it("filters signatures by agent, severity and dates, and validates the query", async () => {
    expect((await signatures(`?agentId=${agentId}`)).totalSignatures).toBe(2);
    expect((await signatures("?agentId=agent_other")).totalSignatures).toBe(0);
    expect((await signatures("?endDate=2025-01-01")).totalSignatures).toBe(0);
    expect((await signatures("?limit=1")).pagination).toMatchObject({ limit: 1, hasMore: true });
    expect((await signatures("?severity=critical")).totalSignatures).toBe(0);
    await expectError(
      await t.call("GET", "/api/v1/explainer/signatures?limit=101", { key }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await t.call("GET", `/api/v1/explainer/clusters/${agentId}?minClusterSize=0`, { key }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("hides clusters smaller than minClusterSize (default 3)", async () => {
    const res = await t.call(
      "GET",
      `/api/v1/explainer/clusters/${agentId}?startDate=2026-01-01&minClusterSize=8`,
      { key },
    );
    expect((await dataOf<ClusterList>(res)).clusters.map((c) => c.traceCount)).toEqual([8]);
  });

  it("answers 404 for another company's agent and cluster, and lists none of its signatures", async () => {
    const other = await t.key({ companyId: "globex" });
    const [cluster] = (await clusters()).clusters;
    await expectError(
      await t.call("GET", `/api/v1/explainer/clusters/${agentId}`, { key: other }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("GET", `/api/v1/explainer/clusters/${agentId}/${cluster?.id}`, { key: other }),
      404,
      "NOT_FOUND",
    );
    expect((await signatures("", other)).totalSignatures).toBe(0);
    const otherAgent = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "sales" } }),
        201,
      )
    ).id;
    const bound = await t.key({ companyId: "acme", agentId: otherAgent });
    await expectError(
      await t.call("GET", `/api/v1/explainer/clusters/${agentId}`, { key: bound }),
      404,
      "NOT_FOUND",
    );
    expect((await signatures("", bound)).totalSignatures).toBe(0);
    await expectError(
      await t.call("GET", `/api/v1/explainer/clusters/${otherAgent}/${cluster?.id}`, { key }),
      404,
      "NOT_FOUND",
    );
  });

  it("runs the merge pass as a delayed job that leaves distinct clusters alone", async () => {
    const before = (await clusters()).clusters.map((c) => c.id);
    const merge = await t.database.db
      .selectFrom("jobs")
      .select(["id", "run_at", "created_at"])
      .where("type", "=", "patterns.merge")
      .where("state", "=", "queued")
      .execute();
    expect(merge).toHaveLength(1); // one per company, however many batches ran
    const delay = Date.parse(merge[0]?.run_at ?? "") - Date.parse(merge[0]?.created_at ?? "");
    expect(delay).toBe(5 * 60_000);
    await t.database.db
      .updateTable("jobs")
      .set({ run_at: new Date(0).toISOString() })
      .where("id", "=", merge[0]?.id ?? "")
      .execute();
    await t.deps.jobs.drain();
    const done = await t.database.db
      .selectFrom("jobs")
      .select("state")
      .where("id", "=", merge[0]?.id ?? "")
      .executeTakeFirst();
    expect(done?.state).toBe("completed");
    expect((await clusters()).clusters.map((c) => c.id)).toEqual(before);
  });

  it("merges, at the default threshold, clusters whose centroids have drifted together", async () => {
    const row = (id: string, createdAt: string, centroid: Record<number, number>) => ({
      id,
      company_id: "drift",
      agent_id: "agent_drift",
      name: id,
      description: "",
      severity: "low",
      status: "open" as const,
      trace_count: 2,
      first_seen: createdAt,
      last_seen: createdAt,
      centroid: JSON.stringify(centroid),
      embedding: null,
      term_weights: JSON.stringify({ refund: 1 }),
      signature_id: null,
      root_cause: null,
      suggested_fix: null,
      named_by: "rules" as const,
      named_trace_count: 0,
      merged_into: null,
      issue_id: null,
      created_at: createdAt,
      updated_at: createdAt,
    });
    await t.database.db
      .insertInto("pattern_clusters")
      .values([
        row("cluster_drift_old", "2026-01-10T00:00:00.000Z", { 1: 0.8, 2: 0.6 }),
        row("cluster_drift_new", "2026-01-11T00:00:00.000Z", { 1: 0.78, 2: 0.62, 3: 0.05 }),
        row("cluster_drift_far", "2026-01-12T00:00:00.000Z", { 7: 1 }),
      ])
      .execute();
    expect(await mergeClusters(t.deps, "drift")).toEqual([
      ["cluster_drift_new", "cluster_drift_old"],
    ]);
    const kept = await t.database.db
      .selectFrom("pattern_clusters")
      .select(["id", "trace_count", "merged_into"])
      .where("company_id", "=", "drift")
      .orderBy("id")
      .execute();
    expect(kept.map((k) => [k.id, Number(k.trace_count), k.merged_into])).toEqual([
      ["cluster_drift_far", 2, null],
      ["cluster_drift_new", 2, "cluster_drift_old"],
      ["cluster_drift_old", 4, null],
    ]);
  });

  it("merges alike clusters into the older one, whose id keeps answering for both", async () => {
    const before = (await clusters()).clusters;
    const [older, newer] = [...before].sort((a, b) => (a.id < b.id ? -1 : 1));
    const merged = await mergeClusters(t.deps, "acme", { threshold: 0 });
    expect(merged).toEqual([[newer?.id, older?.id]]);
    const after = (await clusters()).clusters;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: older?.id,
      traceCount: (older?.traceCount ?? 0) + (newer?.traceCount ?? 0),
    });
    const viaOld = await dataOf<{ id: string; traces: unknown[] }>(
      await t.call("GET", `/api/v1/explainer/clusters/${agentId}/${newer?.id}`, { key }),
    );
    expect(viaOld.id).toBe(older?.id);
    expect((await signatures()).signatures.every((s) => s.clusterId === older?.id)).toBe(true);
    await t.deps.jobs.drain();
    const update = events.filter((e) => e.event === "pattern.updated").at(-1);
    expect(update?.data).toMatchObject({ clusterId: older?.id, mergedClusterIds: [newer?.id] });
    // A failure like the merged-away kind now joins the survivor.
    await postFailures(t, key, agentId, [INVALID[1] as FailureSpec]);
    await t.deps.jobs.drain();
    expect((await clusters()).clusters.map((c) => c.id)).toEqual([older?.id]);
  });
});
