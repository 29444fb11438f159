import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows, TEST_DIALECTS } from "../../testing/databases";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";

const BASE = "/api/v1/compliance/scanning";

interface Rule {
  id: string;
  name: string;
  isEnabled: boolean;
  piiTypes: string[];
  fieldsToScan: string[];
  minConfidence: string;
}
interface Violation {
  id: string;
  ruleId: string;
  traceId: string;
  piiType: string;
  status: string;
  notes: string | null;
}

describe.each(TEST_DIALECTS)("compliance scanning on %s", (dialect) => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let other: string;
  let agentId: string;

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    admin = await t.key();
    member = await t.key({ role: "member", userId: "m" });
    other = await t.key({ companyId: "other" });
    agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key: admin, body: { name: "scanned" } }),
        201,
      )
    ).id;
  });
  afterAll(() => t.close());

  const json = async <T>(res: Response, status = 200): Promise<T> => {
    const text = await res.text();
    if (res.status !== status) throw new Error(`expected ${status}, got ${res.status} ${text}`);
    return JSON.parse(text) as T;
  };
  let minute = 0;
  const ingest = async (text: string) => {
    const start = new Date(Date.UTC(2026, 0, 1, 0, minute++)).toISOString();
    const body = {
      agentId,
      userMessage: text,
      spans: [{ id: "s", name: "a", type: "llm", startTime: start, endTime: start, output: text }],
    };
    return (
      await dataOf<{ traceId: string }>(
        await t.call("POST", "/api/traces", { key: admin, body }),
        201,
      )
    ).traceId;
  };
  const violationsOf = async (traceId: string, key = admin) =>
    (
      await json<{ violations: Violation[] }>(
        await t.call("GET", `${BASE}/violations/by-trace/${traceId}`, { key }),
      )
    ).violations;

  it("seeds the pre-configured rules, all disabled, once", async () => {
    const seeded = await json<{ rules: Rule[] }>(
      await t.call("POST", `${BASE}/rules/seed`, { key: admin }),
    );
    expect(seeded.rules.length).toBeGreaterThanOrEqual(4);
    expect(seeded.rules.every((r) => !r.isEnabled)).toBe(true);
    await t.call("POST", `${BASE}/rules/seed`, { key: admin });
    const { rules } = await json<{ rules: Rule[] }>(
      await t.call("GET", `${BASE}/rules`, { key: admin }),
    );
    expect(rules).toHaveLength(seeded.rules.length);
  });

  it("answers 400 BAD_REQUEST to a backfill while no rule is enabled, and for a limit over 500", async () => {
    await expectError(await t.call("POST", `${BASE}/backfill`, { key: admin }), 400, "BAD_REQUEST");
    await expectError(
      await t.call("POST", `${BASE}/backfill?limit=501`, { key: admin }),
      400,
      "BAD_REQUEST",
    );
  });

  it("scans newly ingested traces in the job queue: violations, an autoFlag flag and an autoAlert notification", async () => {
    const rule = await json<Rule>(
      await t.call("POST", `${BASE}/rules`, {
        key: admin,
        body: {
          name: "emails and SSNs",
          piiTypes: ["email", "ssn"],
          autoFlag: true,
          autoAlert: true,
          alertSeverity: "critical",
        },
      }),
      201,
    );
    expect(rule).toMatchObject({
      isEnabled: true,
      fieldsToScan: ["input", "output", "metadata"],
      minConfidence: "medium",
    });
    const notificationRule = await t.call("POST", "/api/notification-rules", {
      key: admin,
      body: {
        agentId,
        name: "compliance alerts",
        conditions: { event: "threshold.exceeded", minSeverity: "error" },
        channel: "in_app",
        recipients: ["admin"],
      },
    });
    expect(notificationRule.status).toBe(201);
    const clean = await ingest("Where is my order?");
    const traceId = await ingest("Reach me at jane.doe@example.com, SSN 123-45-6789");
    // Nothing is scanned on the request: the scan waits in the queue.
    expect(await violationsOf(traceId)).toEqual([]);
    const health = await json<{ redis: boolean; complianceQueue: { waiting: number } }>(
      await t.call("GET", `${BASE}/health`, { key: member }),
    );
    expect(health.redis).toBe(false);
    expect(health.complianceQueue.waiting).toBeGreaterThanOrEqual(1);
    await t.deps.jobs.drain();
    const found = await violationsOf(traceId);
    expect(found.map((v) => v.piiType).sort()).toEqual(["email", "ssn"]);
    expect(found.every((v) => v.ruleId === rule.id && v.status === "open")).toBe(true);
    expect(await violationsOf(clean)).toEqual([]);
    const flag = await dataOf<{ reason: string; status: string }>(
      await t.call("GET", `/api/flagged-traces/by-trace/${traceId}`, { key: admin }),
    );
    expect(flag).toMatchObject({ reason: "compliance_concern", status: "open" });
    expect(await countRows(t.database, "notifications")).toBeGreaterThanOrEqual(1);
    const after = await json<{ complianceQueue: { waiting: number; completed: number } }>(
      await t.call("GET", `${BASE}/health`, { key: admin }),
    );
    expect(after.complianceQueue.waiting).toBe(0);
    expect(after.complianceQueue.completed).toBeGreaterThanOrEqual(1);

    // A backfill scans the same traces again and finds nothing new.
    const backfill = await json<{ total: number; enqueued: number }>(
      await t.call("POST", `${BASE}/backfill?limit=2`, { key: admin }),
    );
    expect(backfill).toEqual({ total: 2, enqueued: 2 });
    await t.deps.jobs.drain();
    expect(await violationsOf(traceId)).toHaveLength(2);
    expect(await countRows(t.database, "flagged_traces")).toBe(1);
  });

  it("lists, filters, counts and updates violations one by one and in bulk", async () => {
    const traceId = await ingest("mail bob@example.org please");
    await t.deps.jobs.drain();
    const all = await json<{ violations: Violation[]; total: number }>(
      await t.call("GET", `${BASE}/violations?piiType=email`, { key: member }),
    );
    expect(all.total).toBe(2);
    expect(all.violations[0]?.traceId).toBe(traceId);
    const page = await json<{ violations: Violation[]; total: number }>(
      await t.call("GET", `${BASE}/violations?limit=1&offset=1`, { key: admin }),
    );
    expect(page.violations).toHaveLength(1);
    expect(page.total).toBe(3);
    const first = all.violations[0] as Violation;
    expect(
      await json<Violation>(await t.call("GET", `${BASE}/violations/${first.id}`, { key: admin })),
    ).toMatchObject({
      id: first.id,
    });
    const updated = await json<Violation>(
      await t.call("PUT", `${BASE}/violations/${first.id}`, {
        key: member,
        body: { status: "false_positive", notes: "test address" },
      }),
    );
    expect(updated).toMatchObject({ status: "false_positive", notes: "test address" });
    const ids = all.violations.map((v) => v.id);
    expect(
      await json(
        await t.call("POST", `${BASE}/violations/bulk`, {
          key: admin,
          body: { ids: [...ids, "viol_nope"], status: "resolved" },
        }),
      ),
    ).toEqual({ updated: 2 });
    const stats = await json<{
      stats: { total: number; byStatus: Record<string, number>; byPiiType: Record<string, number> };
    }>(await t.call("GET", `${BASE}/violations/stats?agentId=${agentId}`, { key: admin }));
    expect(stats.stats).toEqual({
      total: 3,
      byStatus: { open: 1, resolved: 2 },
      byPiiType: { email: 2, ssn: 1 },
    });
    expect(
      (
        await json<{ total: number }>(
          await t.call("GET", `${BASE}/violations?status=resolved`, { key: admin }),
        )
      ).total,
    ).toBe(2);
  });

  it("keeps companies apart: another company's rule and violation are 404 and unlisted", async () => {
    const { violations } = await json<{ violations: Violation[] }>(
      await t.call("GET", `${BASE}/violations`, { key: admin }),
    );
    const mine = violations[0] as Violation;
    const { rules } = await json<{ rules: Rule[] }>(
      await t.call("GET", `${BASE}/rules`, { key: admin }),
    );
    const rule = rules[0] as Rule;
    for (const [method, path, body] of [
      ["GET", `${BASE}/violations/${mine.id}`, undefined],
      ["PUT", `${BASE}/violations/${mine.id}`, { status: "open" }],
      ["PUT", `${BASE}/rules/${rule.id}`, { name: "mine now" }],
      ["DELETE", `${BASE}/rules/${rule.id}`, undefined],
    ] as const) {
      await expectError(await t.call(method, path, { key: other, body }), 404, "NOT_FOUND");
    }
    expect(await violationsOf(mine.traceId, other)).toEqual([]);
    expect(
      await json(
        await t.call("POST", `${BASE}/violations/bulk`, {
          key: other,
          body: { ids: [mine.id], status: "open" },
        }),
      ),
    ).toEqual({ updated: 0 });
    expect(
      (await json<{ total: number }>(await t.call("GET", `${BASE}/violations`, { key: other })))
        .total,
    ).toBe(0);
    expect(
      (await json<{ rules: Rule[] }>(await t.call("GET", `${BASE}/rules`, { key: other }))).rules,
    ).toEqual([]);
  });

  it("lets only admins change rules or backfill (403 for members), changing nothing", async () => {
    const before = await countRows(t.database, "compliance_scan_rules");
    const { rules } = await json<{ rules: Rule[] }>(
      await t.call("GET", `${BASE}/rules`, { key: member }),
    );
    const rule = rules[0] as Rule;
    for (const [method, path, body] of [
      ["POST", `${BASE}/rules`, { name: "m", piiTypes: ["email"] }],
      ["PUT", `${BASE}/rules/${rule.id}`, { isEnabled: false }],
      ["DELETE", `${BASE}/rules/${rule.id}`, undefined],
      ["POST", `${BASE}/rules/seed`, undefined],
      ["POST", `${BASE}/backfill`, undefined],
    ] as const) {
      await expectError(await t.call(method, path, { key: member, body }), 403, "FORBIDDEN");
    }
    expect(await countRows(t.database, "compliance_scan_rules")).toBe(before);
  });

  it.each([
    ["POST", "/rules", { piiTypes: ["email"] }],
    ["POST", "/rules", { name: "", piiTypes: ["email"] }],
    ["POST", "/rules", { name: "n".repeat(201), piiTypes: ["email"] }],
    ["POST", "/rules", { name: "x", piiTypes: [] }],
    ["POST", "/rules", { name: "x", piiTypes: ["shoe_size"] }],
    ["POST", "/rules", { name: "x", piiTypes: ["email"], minConfidence: "certain" }],
    ["POST", "/rules", { name: "x", piiTypes: ["email"], alertSeverity: "high" }],
    ["POST", "/rules", { name: "x", piiTypes: ["email"], fieldsToScan: ["everything"] }],
    ["POST", "/rules", { name: "x", piiTypes: ["email"], colour: "red" }],
    ["PUT", "/rules/RULE", {}],
    ["PUT", "/rules/RULE", { isEnabled: "yes" }],
    ["PUT", "/violations/VIOLATION", { notes: "no status" }],
    ["PUT", "/violations/VIOLATION", { status: "closed" }],
    ["PUT", "/violations/VIOLATION", { status: "open", notes: "n".repeat(5_001) }],
    ["POST", "/violations/bulk", { ids: [], status: "resolved" }],
    [
      "POST",
      "/violations/bulk",
      { ids: Array.from({ length: 101 }, (_, i) => `v${i}`), status: "resolved" },
    ],
    ["POST", "/violations/bulk", { ids: ["v"], status: "gone" }],
    ["GET", "/violations?limit=0", undefined],
    ["GET", "/violations?limit=101", undefined],
    ["GET", "/violations?status=closed", undefined],
    ["GET", "/violations?startDate=yesterday", undefined],
  ] as const)(
    "answers %s %s with bad input 400 BAD_REQUEST, changing nothing",
    async (method, path, body) => {
      const { rules } = await json<{ rules: Rule[] }>(
        await t.call("GET", `${BASE}/rules`, { key: admin }),
      );
      const { violations } = await json<{ violations: Violation[] }>(
        await t.call("GET", `${BASE}/violations`, { key: admin }),
      );
      const target = path
        .replace("RULE", rules[0]?.id ?? "none")
        .replace("VIOLATION", violations[0]?.id ?? "none");
      await expectError(
        await t.call(method, `${BASE}${target}`, { key: admin, body }),
        400,
        "BAD_REQUEST",
      );
      expect(
        (await json<{ rules: Rule[] }>(await t.call("GET", `${BASE}/rules`, { key: admin }))).rules,
      ).toEqual(rules);
      expect(
        (
          await json<{ violations: Violation[] }>(
            await t.call("GET", `${BASE}/violations`, { key: admin }),
          )
        ).violations,
      ).toEqual(violations);
    },
  );

  it("updates and deletes a rule (its violations stay)", async () => {
    const rule = await json<Rule>(
      await t.call("POST", `${BASE}/rules`, {
        key: admin,
        body: { name: "temp", piiTypes: ["phone"], isEnabled: false },
      }),
      201,
    );
    expect(
      await json<Rule>(
        await t.call("PUT", `${BASE}/rules/${rule.id}`, {
          key: admin,
          body: { minConfidence: "high", piiTypes: ["phone", "email"] },
        }),
      ),
    ).toMatchObject({ minConfidence: "high", piiTypes: ["phone", "email"], isEnabled: false });
    const deleted = await json<{ success: boolean }>(
      await t.call("DELETE", `${BASE}/rules/${rule.id}`, { key: admin }),
    );
    expect(deleted.success).toBe(true);
    await expectError(
      await t.call("DELETE", `${BASE}/rules/${rule.id}`, { key: admin }),
      404,
      "NOT_FOUND",
    );
  });
});
