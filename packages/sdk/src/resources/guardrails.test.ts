import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Vigil } from "../client";
import { BadRequestError, NotFoundError, PayloadTooLargeError } from "../core/errors";
import { startTestServer, type TestServer } from "../testing/test-server";

let server: TestServer;
let vigil: Vigil;

beforeAll(async () => {
  server = await startTestServer();
  vigil = await server.client();
});
afterAll(() => server.close());

describe("vigil.guardrails against the real server", () => {
  it("scans with listed scanners and returns the redacted input", async () => {
    const res = await vigil.guardrails.scan({
      input: "Email me at jane@example.com",
      scanners: ["pii", "secrets"],
    });
    expect(res.action).toBe("redact");
    expect(res.redactedInput).toBe("Email me at [EMAIL]");
    expect(res.results.pii?.findings[0]).toMatchObject({ type: "email", value: "[EMAIL]" });
    expect(res.metadata.scannersExecuted).toBe(2);
  });

  it("lists the scanners", async () => {
    const { scanners } = await vigil.guardrails.scanners();
    expect(scanners.map((s) => s.name)).toContain("tool_call");
  });

  it("raises BadRequestError for an unknown scanner and PayloadTooLargeError over 100 KB", async () => {
    await expect(vigil.guardrails.scan({ input: "x", scanners: ["nope"] })).rejects.toBeInstanceOf(
      BadRequestError,
    );
    await expect(
      vigil.guardrails.scan({ input: "a".repeat(100 * 1024 + 1), scanners: ["pii"] }),
    ).rejects.toBeInstanceOf(PayloadTooLargeError);
  });
});

describe("vigil.guardrailPolicies and guardrailAnalytics against the real server", () => {
  it("creates, lists, scans with the default, updates and deactivates a policy", async () => {
    const client = await server.client();
    const policy = await client.guardrailPolicies.create({
      name: "support-bot",
      scanners: [{ scanner: "secrets", config: { action: "block" } }],
      isDefault: true,
    });
    expect(policy).toMatchObject({ name: "support-bot", isDefault: true, active: true });
    expect(policy.id).toMatch(/^gp_/);

    await expect(client.guardrailPolicies.list()).resolves.toHaveLength(1);
    await expect(client.guardrailPolicies.get(policy.id)).resolves.toMatchObject({ id: policy.id });

    const scanned = await client.guardrails.scan({
      output: "Use key ghp_u8jzPde0IgxLd6GncfBAepfJBd0Kh8oOOL8d",
    });
    expect(scanned.action).toBe("block");

    const updated = await client.guardrailPolicies.update(policy.id, {
      options: { failOpen: true },
    });
    expect(updated.options).toEqual({ timeout: 5000, failOpen: true, shortCircuit: false });

    const analytics = await client.guardrailAnalytics.get({ period: "24h" });
    expect(analytics).toMatchObject({
      totalScans: 1,
      byAction: { pass: 0, redact: 0, flag: 0, block: 1 },
      byScanner: { secrets: { scans: 1, findings: 1 } },
      topFindings: [{ type: "github_token", count: 1 }],
    });

    const deleted = await client.guardrailPolicies.delete(policy.id);
    expect(deleted.message).toContain(policy.id);
    await expect(client.guardrailPolicies.get(policy.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.guardrailPolicies.list()).resolves.toEqual([]);
  });
});

describe("vigil.graders against the real server", () => {
  it("evaluates rules on one output", async () => {
    const res = await vigil.graders.evaluate({
      output: "Refunds take 5 days",
      rules: [
        { type: "length", config: { max: 100 } },
        { type: "keywords", config: { required: ["refunds"] } },
      ],
      metadata: { traceId: "tr_1" },
    });
    expect(res).toMatchObject({ passed: true, score: 1, metadata: { traceId: "tr_1" } });
  });

  it("bulk-evaluates items", async () => {
    const res = await vigil.graders.bulkEvaluate({
      items: [
        { id: "a", output: "{}", rules: [{ type: "json_valid" }] },
        { id: "b", output: "not json", rules: [{ type: "json_valid" }] },
      ],
    });
    expect(res).toMatchObject({ totalItems: 2, passed: 1, failed: 1 });
    expect(res.summary.passRate).toBe(0.5);
  });
});
