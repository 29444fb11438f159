import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import {
  createTestApp,
  dataOf,
  expectError,
  manualClock,
  type TestApp,
} from "../../testing/harness";

interface ScanData {
  action: string;
  actionReason: string;
  redactedInput?: string;
  redactedOutput?: string;
  results: Record<
    string,
    { status: string; action: string; findings: unknown[]; latencyMs: number }
  >;
  metadata: { scanId: string; totalLatencyMs: number; scannersExecuted: number };
}

/** The vectors guardrails-core's own test runs: the HTTP answer must be the library's. */
const { vectors } = JSON.parse(
  readFileSync(
    new URL("../../../../guardrails-core/test-vectors/scan-vectors.json", import.meta.url),
    "utf8",
  ),
) as { vectors: Array<{ name: string; request: Record<string, unknown>; expected: unknown }> };

function comparable({ metadata, results, ...rest }: ScanData): unknown {
  const { scanId: _id, totalLatencyMs: _total, ...counters } = metadata;
  return {
    ...rest,
    results: Object.fromEntries(
      Object.entries(results).map(([name, { latencyMs: _ms, ...result }]) => [name, result]),
    ),
    metadata: counters,
  };
}

describe.each(TEST_DIALECTS)("guardrail scans on %s", (dialect) => {
  let t: TestApp;
  let key: string;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp({ dialect, clock });
    key = await t.key();
  });
  afterAll(() => t.close());

  const scan = (body: unknown, k = key) => t.call("POST", "/v1/guardrails/scan", { key: k, body });

  it.each(vectors.map((v) => [v.name, v] as const))(
    "answers the shared vector: %s",
    async (_, vector) => {
      const data = await dataOf<ScanData>(await scan(vector.request));
      expect(comparable(data)).toEqual(vector.expected);
      expect(data.metadata.scanId).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it("accepts the key in X-API-Key", async () => {
    const res = await t.call("POST", "/v1/guardrails/scan", {
      body: { input: "hello", scanners: ["pii"] },
      headers: { "x-api-key": key },
    });
    expect((await dataOf<ScanData>(res)).action).toBe("pass");
  });

  it("never stores the scanned text, even with an Idempotency-Key", async () => {
    const res = await t.call("POST", "/v1/guardrails/scan", {
      key,
      body: { input: "secret plans for jane@example.com", scanners: ["pii"] },
      headers: { "idempotency-key": "scan-1" },
    });
    expect((await dataOf<ScanData>(res)).redactedInput).toBe("secret plans for [EMAIL]");
    const stored = JSON.stringify(
      await t.database.db.selectFrom("idempotency_keys").selectAll().execute(),
    );
    expect(stored).not.toContain("secret plans");
  });

  it("needs only the read permission", async () => {
    const reader = await t.key({ permissions: ["read"] });
    const res = await scan({ input: "a@b.co", scanners: ["pii"] }, reader);
    expect((await dataOf<ScanData>(res)).action).toBe("redact");
  });

  it("answers 400 BAD_REQUEST without input, output or toolCall", async () => {
    await expectError(await scan({ scanners: ["pii"] }), 400, "BAD_REQUEST");
  });

  it("answers 400 BAD_REQUEST for an unknown scanner, naming it", async () => {
    const error = await expectError(
      await scan({ input: "x", scanners: ["pii", "nope"] }),
      400,
      "BAD_REQUEST",
    );
    expect(error.details?.field).toBe("scanners[1]");
    expect(error.message).toContain("nope");
  });

  it("answers 400 BAD_REQUEST for more than 6 scanners", async () => {
    const scanners = ["pii", "secrets", "keywords", "regex", "topic", "tool_call", "pii"];
    const error = await expectError(await scan({ input: "x", scanners }), 400, "BAD_REQUEST");
    expect(error.details?.field).toBe("scanners");
  });

  it("answers 400 BAD_REQUEST for a timeout outside 100-30000 and a bad scanner config", async () => {
    for (const timeout of [99, 30_001]) {
      const error = await expectError(
        await scan({ input: "x", scanners: ["pii"], options: { timeout } }),
        400,
        "BAD_REQUEST",
      );
      expect(error.details?.field).toBe("options.timeout");
    }
    const error = await expectError(
      await scan({ input: "x", scanners: ["pii"], config: { pii: { action: "erase" } } }),
      400,
      "BAD_REQUEST",
    );
    expect(error.details?.field).toBe("config.pii.action");
  });

  it("answers 400 BAD_REQUEST without scanners, policyId or a default policy", async () => {
    const other = await t.key({ companyId: "no-policies" });
    const error = await expectError(await scan({ input: "x" }, other), 400, "BAD_REQUEST");
    expect(error.message).toContain("default");
  });

  it("answers 413 PAYLOAD_TOO_LARGE for input over 100 KB", async () => {
    const error = await expectError(
      await scan({ input: "a".repeat(100 * 1024 + 1), scanners: ["pii"] }),
      413,
      "PAYLOAD_TOO_LARGE",
    );
    expect(error.details?.limitBytes).toBe(100 * 1024);
  });

  it("scans input of just under 100 KB", async () => {
    const input = `${"word ".repeat(20_000)}jane@example.com`;
    const data = await dataOf<ScanData>(await scan({ input, scanners: ["pii"] }));
    expect(data.action).toBe("redact");
  });

  it("lists the six scanners with descriptions", async () => {
    const res = await t.call("GET", "/v1/guardrails/scanners", { headers: { "x-api-key": key } });
    const data = await dataOf<{ scanners: { name: string; description: string }[] }>(res);
    expect(data.scanners.map((s) => s.name)).toEqual([
      "pii",
      "secrets",
      "keywords",
      "regex",
      "topic",
      "tool_call",
    ]);
    for (const s of data.scanners) expect(s.description.length).toBeGreaterThan(0);
  });

  it("applies the Beta plan (60/min) to a starter key on top of its tier, with Retry-After", async () => {
    const starter = await t.key({ tier: "starter" });
    for (let i = 0; i < 60; i++) {
      const res = await scan({ input: "hi", scanners: ["pii"] }, starter);
      expect(res.status, `request ${i + 1}`).toBe(200);
    }
    const res = await scan({ input: "hi", scanners: ["pii"] }, starter);
    await expectError(res, 429, "RATE_LIMITED");
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // A minute later the bucket has refilled.
    clock.advance(60_000);
    expect((await scan({ input: "hi", scanners: ["pii"] }, starter)).status).toBe(200);
  });

  it("gives each key its own plan bucket and none to enterprise keys", async () => {
    const free = await t.key({ tier: "free" });
    const enterprise = await t.key({ tier: "enterprise" });
    expect((await scan({ input: "hi", scanners: ["pii"] }, free)).status).toBe(200);
    for (let i = 0; i < 70; i++) {
      expect((await scan({ input: "hi", scanners: ["pii"] }, enterprise)).status).toBe(200);
    }
  });
});
