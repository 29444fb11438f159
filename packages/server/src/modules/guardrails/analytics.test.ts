import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import {
  createTestApp,
  dataOf,
  expectError,
  manualClock,
  type TestApp,
} from "../../testing/harness";

interface Analytics {
  period: string;
  totalScans: number;
  byAction: Record<string, number>;
  byScanner: Record<string, { scans: number; findings: number }>;
  avgLatencyMs: number | null;
  topFindings: { type: string; count: number }[];
}

describe.each(TEST_DIALECTS)("guardrail analytics on %s", (dialect) => {
  let t: TestApp;
  let key: string;
  let agentId: string;
  let agentKey: string;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp({ dialect, clock });
    key = await t.key({ companyId: "analytics" });
    const agent = await dataOf<{ id: string }>(
      await t.call("POST", "/api/agents", { key, body: { name: "bot" } }),
      201,
    );
    agentId = agent.id;
    agentKey = await t.key({ companyId: "analytics", agentId });
  });
  afterAll(() => t.close());

  const scan = (body: unknown, k = key) =>
    t.call("POST", "/v1/guardrails/scan", { key: k, body }).then((res) => dataOf(res));
  const analytics = (query = "", k = key) =>
    t.call("GET", `/api/guardrail-analytics${query}`, { key: k }).then((r) => dataOf<Analytics>(r));

  it("is empty before any scan", async () => {
    const data = await analytics();
    expect(data).toMatchObject({
      period: "7d",
      totalScans: 0,
      byAction: { pass: 0, redact: 0, flag: 0, block: 0 },
      byScanner: {},
      avgLatencyMs: null,
      topFindings: [],
    });
  });

  it("counts scans by action, scanner and finding type, for the period and agent", async () => {
    clock.advance(-2 * 86_400_000); // two days ago: outside 24h, inside 7d
    await scan({ input: "hello", scanners: ["pii", "secrets"] });
    clock.advance(2 * 86_400_000);
    await scan({ input: "a@b.co and c@d.co", scanners: ["pii"] }, agentKey);
    await scan({
      output: "ghp_u8jzPde0IgxLd6GncfBAepfJBd0Kh8oOOL8d",
      scanners: ["secrets", "pii"],
    });
    await scan({
      input: "key ghp_u8jzPde0IgxLd6GncfBAepfJBd0Kh8oOOL8d, 123-45-6789",
      scanners: ["secrets", "pii"],
      options: { shortCircuit: true },
    });

    const week = await analytics();
    expect(week.totalScans).toBe(4);
    expect(week.byAction).toEqual({ pass: 1, redact: 1, flag: 0, block: 2 });
    // The short-circuited pii run is not counted as a scan of pii.
    expect(week.byScanner).toEqual({
      pii: { scans: 3, findings: 2 },
      secrets: { scans: 3, findings: 2 },
    });
    expect(week.topFindings).toEqual([
      { type: "email", count: 2 },
      { type: "github_token", count: 2 },
    ]);
    expect(week.avgLatencyMs).toBeGreaterThanOrEqual(0);

    expect((await analytics("?period=24h")).totalScans).toBe(3);
    const agent = await analytics(`?agentId=${agentId}`);
    expect(agent.totalScans).toBe(1);
    expect(agent.byAction.redact).toBe(1);
    // A key bound to the agent sees only that agent's scans.
    expect((await analytics("?period=30d", agentKey)).totalScans).toBe(1);
  });

  it("keeps other companies' scans apart", async () => {
    const other = await t.key({ companyId: "analytics-other" });
    expect((await analytics("", other)).totalScans).toBe(0);
  });

  it("stores counts only, never the scanned text or finding values", async () => {
    const rows = await t.database.db.selectFrom("guardrail_scans").selectAll().execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain("a@b.co");
    expect(stored).not.toContain("ghp_");
    expect(stored).not.toContain("[EMAIL]");
    expect(rows.some((r) => r.agent_id === agentId)).toBe(true);
  });

  it("answers 400 VALIDATION_ERROR for an unknown period", async () => {
    await expectError(
      await t.call("GET", "/api/guardrail-analytics?period=1y", { key }),
      400,
      "VALIDATION_ERROR",
    );
  });
});
