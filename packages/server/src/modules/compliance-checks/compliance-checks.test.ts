import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { createTestApp, expectError, manualClock, type TestApp } from "../../testing/harness";

interface Check {
  overallStatus: string;
  score: number;
  issues: { framework: string; severity: string; check: string; message: string }[];
  checks: Record<
    string,
    { score: number; issueCount: number; checks: { check: string; passed: boolean }[] }
  >;
  message?: string;
}

const DAY = 86_400_000;

describe.each(TEST_DIALECTS)("compliance checks on %s", (dialect) => {
  let t: TestApp;
  const clock = manualClock(new Date("2026-05-01T09:00:00.000Z"));
  let admin: string;
  let member: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect, clock });
    admin = await t.key({ companyId: "acme", userId: "root" });
    member = await t.key({ companyId: "acme", userId: "mia", role: "member" });
  });
  afterAll(() => t.close());

  const json = async <T>(path: string, key = admin): Promise<T> => {
    const res = await t.call("GET", path, { key });
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };
  const failing = async () =>
    (await json<Check>("/api/v1/compliance/check")).issues.map((i) => i.check).sort();

  it("finds what the deployment's state shows, and each finding goes when its cause does", async () => {
    const first = await failing();
    expect(first).toEqual(
      expect.arrayContaining(["data_retention", "encryption_key", "key_expiry"]),
    );
    expect(first).not.toContain("baa_current");

    await t.call("PUT", "/api/v1/compliance/settings", { key: admin, body: { retentionDays: 30 } });
    expect(await failing()).not.toContain("data_retention");

    const agent = await t.call("POST", "/api/agents", {
      key: admin,
      body: { name: "triage", industry: "healthcare" },
    });
    expect(agent.status).toBe(201);
    expect(await failing()).toEqual(
      expect.arrayContaining(["baa_current", "redaction_on_ingest", "encryption_at_rest"]),
    );
    const baa = await t.call("POST", "/api/v1/compliance/baa", {
      key: admin,
      body: {
        vendorName: "Cloud Host",
        agreementDate: "2026-04-01",
        effectiveDate: "2026-04-01",
        expirationDate: "2028-04-01",
      },
    });
    expect(baa.status).toBe(201);
    expect(await failing()).not.toContain("baa_current");
    await t.call("PUT", "/api/v1/compliance/settings", {
      key: admin,
      body: { redactOnIngest: ["email"] },
    });
    expect(await failing()).not.toContain("redaction_on_ingest");
  });

  it("reports overdue data subject requests in the check and the SLA report until completed", async () => {
    const created = await t.call("POST", "/api/v1/compliance/dsr", {
      key: member,
      body: { requestType: "access" },
    });
    const { id } = (await created.json()) as { id: string };
    expect(await failing()).not.toContain("dsr_deadlines");
    clock.advance(31 * DAY);
    const check = await json<Check>("/api/v1/compliance/check");
    const overdue = check.issues.find((i) => i.check === "dsr_deadlines");
    expect(overdue).toMatchObject({ framework: "gdpr", severity: "critical" });
    expect(check.overallStatus).toBe("non_compliant");
    expect(
      await json<{ overdue: number; overdueRequests: { id: string }[] }>(
        "/api/v1/compliance/sla?days=60",
      ),
    ).toMatchObject({ overdue: 1, overdueRequests: [{ id }] });
    await t.call("PATCH", `/api/v1/compliance/dsr/${id}`, {
      key: admin,
      body: { status: "completed" },
    });
    expect(await failing()).not.toContain("dsr_deadlines");
    expect(await json("/api/v1/compliance/sla?days=60")).toMatchObject({
      overdue: 0,
      completed: 1,
      completedLate: 1,
      slaComplianceRate: 0,
    });
  });

  it("flags keys never rotated, plain-HTTP webhooks outside --dev and a broken audit chain", async () => {
    clock.advance(91 * DAY);
    expect(await failing()).toContain("key_rotation");
    const at = clock.now().toISOString();
    await t.database.db
      .insertInto("webhooks")
      .values({
        id: "00000000-0000-4000-8000-000000000001",
        company_id: "acme",
        variant: "canonical",
        name: "made under --dev",
        url: "http://hooks.example.com/in",
        events: "[]",
        filters: "{}",
        is_active: 1,
        secret: "sealed",
        previous_secret: null,
        previous_secret_until: null,
        consecutive_failures: 0,
        circuit_breaker_until: null,
        probe_until: null,
        last_triggered_at: null,
        created_by: "root",
        created_at: at,
        updated_at: at,
      })
      .execute();
    expect(await failing()).toContain("webhook_https");
    await t.database.db.updateTable("webhooks").set({ is_active: 0 }).execute();
    expect(await failing()).not.toContain("webhook_https");

    expect(await failing()).not.toContain("audit_chain");
    const entry = await t.database.db
      .selectFrom("audit_logs")
      .select(["id", "details"])
      .where("company_id", "=", "acme")
      .orderBy("seq")
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable("audit_logs")
      .set({ details: "{}" })
      .where("id", "=", entry.id)
      .execute();
    expect(await failing()).toContain("audit_chain");
    await t.database.db
      .updateTable("audit_logs")
      .set({ details: entry.details })
      .where("id", "=", entry.id)
      .execute();
    expect(await failing()).not.toContain("audit_chain");
  });

  it("gives members the summary and scores but no issues", async () => {
    const check = await json<Check>("/api/v1/compliance/check", member);
    expect(check.issues).toEqual([]);
    expect(check.message).toMatch(/administrator/);
    const summary = await json<Record<string, unknown>>("/api/v1/compliance/check/summary", member);
    expect(Object.keys(summary).sort()).toEqual(
      ["gdpr", "hipaa", "lastChecked", "score", "soc2", "status"].sort(),
    );
    expect(summary.soc2).toMatchObject({ issueCount: expect.any(Number) });
  });

  it("counts administrators: a company without one is told so", async () => {
    const solo = await t.key({ companyId: "solo", userId: "sam", role: "member" });
    const check = await json<Check>("/api/v1/compliance/check", solo);
    const adminCount = check.checks.soc2?.checks.find((c) => c.check === "admin_count");
    expect(adminCount?.passed).toBe(false);
    const acme = await json<Check>("/api/v1/compliance/check");
    expect(acme.checks.soc2?.checks.find((c) => c.check === "admin_count")?.passed).toBe(true);
  });

  it("keeps a risk snapshot per day for the history", async () => {
    const risk = await json<{ riskLevel: string; overallScore: number }>("/api/v1/compliance/risk");
    expect(["low", "medium", "high", "critical"]).toContain(risk.riskLevel);
    clock.advance(DAY);
    await json("/api/v1/compliance/risk");
    const history = await json<{ assessments: { overallScore: number; timestamp: string }[] }>(
      "/api/v1/compliance/risk/history?limit=2",
    );
    expect(history.assessments).toHaveLength(2);
    expect(history.assessments[0]?.timestamp).toBe(clock.now().toISOString());
  });

  it("probes the database, job queue, provider and disk with latency", async () => {
    const health = await json<{
      healthy: boolean;
      components: { name: string; status: string; latencyMs: number }[];
    }>("/api/v1/compliance/sla/health");
    expect(health.components.map((c) => c.name)).toEqual([
      "database",
      "job_queue",
      "llm_provider",
      "disk",
    ]);
    expect(health.components[0]).toMatchObject({ status: "healthy" });
    expect(health.components[2]).toMatchObject({ status: "degraded" });
    for (const c of health.components) expect(c.latencyMs).toBeGreaterThanOrEqual(0);
    expect(health.healthy).toBe(true);
  });

  it("answers bad queries with 400 BAD_REQUEST", async () => {
    await expectError(
      await t.call("GET", "/api/v1/compliance/sla?days=0", { key: admin }),
      400,
      "BAD_REQUEST",
    );
    await expectError(
      await t.call("GET", "/api/v1/compliance/risk/history?limit=many", { key: admin }),
      400,
      "BAD_REQUEST",
    );
    await expectError(await t.call("GET", "/api/v1/compliance/check"), 401, "UNAUTHORIZED");
  });

  it("drops the key findings once every key is rotated and none lives forever", async () => {
    clock.advance(DAY);
    expect(await failing()).toEqual(expect.arrayContaining(["key_expiry", "key_rotation"]));
    const keys = async () =>
      (
        (await (await t.call("GET", "/api/v2/api-keys", { key: admin })).json()) as {
          data: { id: string; name: string; expiresAt: string | null }[];
        }
      ).data;
    // Replace the keys that never expire with one that does, made and used by the admin.
    const made = await t.call("POST", "/api/v2/api-keys", {
      key: admin,
      body: { name: "expiring admin", expiresIn: "365d" },
    });
    expect(made.status).toBe(201);
    const fresh = ((await made.json()) as { data: { key: string } }).data.key;
    const old = (await keys()).filter((k) => k.expiresAt === null);
    expect(old.length).toBeGreaterThan(0);
    for (const key of old) {
      const revoked = await t.call("DELETE", `/api/v2/api-keys/${key.id}`, { key: fresh });
      expect(revoked.status).toBeLessThan(300);
    }
    admin = fresh;
    const after = await failing();
    expect(after).not.toContain("key_expiry");
    // The new key is young; ninety-one days on it counts as never rotated, until it is.
    expect(after).not.toContain("key_rotation");
    clock.advance(91 * DAY);
    expect(await failing()).toContain("key_rotation");
    const [current] = (await keys()).filter((k) => k.expiresAt !== null);
    const rotated = await t.call("POST", `/api/v2/api-keys/${current?.id}/rotate`, { key: admin });
    expect(rotated.status).toBe(200);
    admin = ((await rotated.json()) as { data: { key: string } }).data.key;
    expect(await failing()).not.toContain("key_rotation");
  });
});
