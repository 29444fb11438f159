import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import {
  createTestApp,
  dataOf,
  expectError,
  manualClock,
  type TestApp,
} from "../../testing/harness";
import { nativeTrace } from "../traces/service";
import { exportFile } from "./export-files";
import { EXPORT_CSV_COLUMNS } from "./export-job";

interface Requested {
  requestId: string;
  exportId: string;
  status: string;
  downloadUrl: string;
  message: string;
}

describe.each(TEST_DIALECTS)("my-data export on %s", (dialect) => {
  let t: TestApp;
  let dataDir: string;
  const clock = manualClock(new Date("2026-04-01T08:00:00.000Z"));
  let admin: string;
  let alice: string;
  let bob: string;
  let other: string;
  let agentId: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "vigil-export-"));
    t = await createTestApp({ dialect, clock, config: { dataDir } });
    admin = await t.key({ companyId: "acme", userId: "root" });
    alice = await t.key({ companyId: "acme", userId: "alice", role: "member" });
    bob = await t.key({ companyId: "acme", userId: "bob", role: "member" });
    other = await t.key({ companyId: "globex", userId: "alice" });
    agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key: admin, body: { name: "bot" } }),
        201,
      )
    ).id;
    // 1,203 of alice's traces (three keyset pages), one of bob's.
    const now = clock.now();
    const inputs = Array.from({ length: 1_203 }, (_, i) =>
      nativeTrace(
        {
          agentId,
          spans: [],
          userId: "alice",
          userMessage: i === 0 ? "Mail me at alice@example.com, formula =1+1" : `question ${i}`,
          agentResponse: `answer ${i}`,
          metadata: i === 0 ? { phone: "call alice@example.com" } : {},
        } as never,
        now,
      ),
    );
    inputs.push(
      nativeTrace({ agentId, spans: [], userId: "bob", userMessage: "bob's secret" } as never, now),
    );
    await t.deps.ingest.ingest(
      t.database,
      { companyId: "acme", source: "native", agentBound: false },
      inputs,
      now,
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const request = async (key: string, body: unknown) => {
    const res = await t.call("POST", "/api/v1/compliance/export/my-data", { key, body });
    expect(res.status).toBe(201);
    return (await res.json()) as Requested;
  };
  const download = (url: string, key: string) => t.call("GET", url, { key });

  it("writes a JSON export in the background and serves it as an attachment", async () => {
    const requested = await request(alice, {});
    expect(requested.status).toBe("in_progress");
    expect(requested.downloadUrl).toBe(`/api/v1/compliance/export/download/${requested.exportId}`);
    expect(requested.exportId).toMatch(/^exp_[0-9A-Z]{26}$/);
    await expectError(await download(requested.downloadUrl, alice), 409, "CONFLICT");
    await t.deps.jobs.drain();
    const dsr = (await (
      await t.call("GET", `/api/v1/compliance/dsr/${requested.requestId}`, { key: alice })
    ).json()) as {
      status: string;
      type: string;
      downloadUrl: string;
      export: { traceCount: number; status: string };
    };
    expect(dsr).toMatchObject({
      status: "completed",
      type: "portability",
      downloadUrl: requested.downloadUrl,
    });
    expect(dsr.export).toMatchObject({ traceCount: 1_203, status: "completed" });
    const res = await download(requested.downloadUrl, alice);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="vigil-my-data-${requested.exportId}.json"`,
    );
    const body = (await res.json()) as {
      traces: { userMessage: string }[];
      traceCount: number;
      consents: unknown[];
    };
    expect(body.traceCount).toBe(1_203);
    expect(body.traces).toHaveLength(1_203);
    expect(body.traces.some((tr) => tr.userMessage.includes("alice@example.com"))).toBe(true);
    expect(JSON.stringify(body)).not.toContain("bob's secret");
    expect(body.consents).toEqual([]);
  });

  it("writes CSV with PII redacted through guardrails-core and honours traceLimit", async () => {
    await t.call("POST", "/api/v1/compliance/consents/analytics/grant", { key: alice });
    const requested = await request(alice, { format: "csv", redactPII: true, traceLimit: 600 });
    await t.deps.jobs.drain();
    const res = await download(requested.downloadUrl, alice);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const text = await res.text();
    expect(text).not.toContain("alice@example.com");
    const rows = parse(text) as string[][];
    expect(rows[0]).toEqual([...EXPORT_CSV_COLUMNS]);
    const traces = rows.filter((r) => r[0] === "trace");
    expect(traces).toHaveLength(600);
    expect(rows.filter((r) => r[0] === "consent")).toHaveLength(1);
    const first = traces.find((r) => (r[7] ?? "").includes("REDACTED"));
    expect(first?.[7]).toContain("[REDACTED_EMAIL]");
    expect(first?.[11]).toContain("[REDACTED_EMAIL]");
  });

  it("lets only the requester or an admin download; another company gets 404", async () => {
    const requested = await request(alice, { includeTraces: false });
    await t.deps.jobs.drain();
    expect((await download(requested.downloadUrl, admin)).status).toBe(200);
    await expectError(await download(requested.downloadUrl, bob), 403, "FORBIDDEN");
    await expectError(await download(requested.downloadUrl, other), 404, "NOT_FOUND");
  });

  it("expires links 7 days after completion and removes the file", async () => {
    const requested = await request(bob, { includeConsents: false });
    await t.deps.jobs.drain();
    const file = exportFile(dataDir, requested.exportId, "json");
    expect(existsSync(file)).toBe(true);
    expect((await download(requested.downloadUrl, bob)).status).toBe(200);
    clock.advance(7 * 86_400_000 + 1_000);
    await expectError(await download(requested.downloadUrl, bob), 404, "NOT_FOUND");
    await t.deps.jobs.drain();
    expect(existsSync(file)).toBe(false);
  });

  it("allows 10 exports per hour per user, then 429 with Retry-After", async () => {
    clock.advance(2 * 3_600_000);
    for (let i = 0; i < 10; i++) await request(bob, { includeTraces: false });
    const res = await t.call("POST", "/api/v1/compliance/export/my-data", { key: bob, body: {} });
    await expectError(res, 429, "RATE_LIMITED");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another user is not held up.
    await request(admin, { includeTraces: false });
    await t.deps.jobs.drain();
  });

  it("answers 400 BAD_REQUEST for bad bodies and creates nothing", async () => {
    const count = async () =>
      (await t.database.db.selectFrom("exports").select("id").execute()).length;
    const before = await count();
    for (const body of [
      { format: "xml" },
      { traceLimit: 0 },
      { traceLimit: 100_001 },
      { traceLimit: 1.5 },
      { includeTraces: "yes" },
      { redactPII: 1 },
      { unknown: true },
    ]) {
      await expectError(
        await t.call("POST", "/api/v1/compliance/export/my-data", { key: alice, body }),
        400,
        "BAD_REQUEST",
      );
    }
    expect(await count()).toBe(before);
    await expectError(
      await t.call("GET", "/api/v1/compliance/export/download/exp_missing", { key: alice }),
      404,
      "NOT_FOUND",
    );
  });
});
