import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";

interface Policy {
  id: string;
  name: string;
  description: string;
  scanners: { scanner: string; config: Record<string, unknown> }[];
  options: { timeout: number; failOpen: boolean; shortCircuit: boolean };
  isDefault: boolean;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

const PII_POLICY = {
  name: "support-bot",
  description: "PII and secrets",
  scanners: [
    { scanner: "pii", config: { action: "redact" } },
    { scanner: "secrets", config: { action: "block" } },
  ],
  options: { timeout: 2000, shortCircuit: true },
};

describe.each(TEST_DIALECTS)("guardrail policies on %s", (dialect) => {
  let t: TestApp;
  let key: string;
  let company = 0;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    key = await t.key();
  });
  afterAll(() => t.close());

  /** A key of a company of its own, so defaults and names do not collide between tests. */
  const freshKey = () => t.key({ companyId: `policies-${++company}` });
  const create = async (body: Record<string, unknown>, k = key) =>
    dataOf<Policy>(await t.call("POST", "/api/guardrail-policies", { key: k, body }), 201);

  it("creates a policy with defaults filled in and a gp_ id", async () => {
    const policy = await create(PII_POLICY);
    expect(policy.id).toMatch(/^gp_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(policy).toMatchObject({
      name: "support-bot",
      description: "PII and secrets",
      scanners: PII_POLICY.scanners,
      options: { timeout: 2000, failOpen: false, shortCircuit: true },
      isDefault: false,
      active: true,
    });
    const read = await dataOf<Policy>(
      await t.call("GET", `/api/guardrail-policies/${policy.id}`, { key }),
    );
    expect(read).toEqual(policy);
  });

  it("answers 409 CONFLICT for a duplicate active name in the company only", async () => {
    const k = await freshKey();
    await create({ name: "dup", scanners: [{ scanner: "pii" }] }, k);
    await expectError(
      await t.call("POST", "/api/guardrail-policies", {
        key: k,
        body: { name: "dup", scanners: [{ scanner: "pii" }] },
      }),
      409,
      "CONFLICT",
    );
    // Another company may use the name.
    await create({ name: "dup", scanners: [{ scanner: "pii" }] }, await freshKey());
  });

  it("validates scanners and config with 400 BAD_REQUEST naming the field", async () => {
    const bad = async (body: Record<string, unknown>, field: string) => {
      const error = await expectError(
        await t.call("POST", "/api/guardrail-policies", { key, body: { name: "bad", ...body } }),
        400,
        "BAD_REQUEST",
      );
      expect(error.details?.field).toBe(field);
    };
    await bad({ scanners: [{ scanner: "nope" }] }, "scanners[0].scanner");
    await bad(
      { scanners: [{ scanner: "pii", config: { action: "erase" } }] },
      "scanners[0].config.action",
    );
    await bad({ scanners: [{ scanner: "keywords", config: {} }] }, "scanners[0].config.keywords");
    await bad({ scanners: [{ scanner: "pii" }, { scanner: "pii" }] }, "scanners[1].scanner");
    await bad({ scanners: [] }, "scanners");
    await bad({ scanners: [{ scanner: "pii" }], options: { timeout: 50 } }, "options.timeout");
  });

  it("lists active policies only; delete deactivates (soft delete)", async () => {
    const k = await freshKey();
    const a = await create({ name: "a", scanners: [{ scanner: "pii" }] }, k);
    const b = await create({ name: "b", scanners: [{ scanner: "secrets" }] }, k);
    const res = await t.call("DELETE", `/api/guardrail-policies/${a.id}`, { key: k });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toContain(a.id);

    const listed = await dataOf<Policy[]>(
      await t.call("GET", "/api/guardrail-policies", { key: k }),
    );
    expect(listed.map((p) => p.id)).toEqual([b.id]);
    await expectError(
      await t.call("GET", `/api/guardrail-policies/${a.id}`, { key: k }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("DELETE", `/api/guardrail-policies/${a.id}`, { key: k }),
      404,
      "NOT_FOUND",
    );
    const row = await t.database.db
      .selectFrom("guardrail_policies")
      .selectAll()
      .where("id", "=", a.id)
      .executeTakeFirstOrThrow();
    expect(row.active).toBe(0);
    // The deactivated policy's name is free again.
    await create({ name: "a", scanners: [{ scanner: "pii" }] }, k);
  });

  it("answers 404 NOT_FOUND for another company's policy, on every method", async () => {
    const policy = await create({ name: "mine", scanners: [{ scanner: "pii" }] }, await freshKey());
    const other = await freshKey();
    const path = `/api/guardrail-policies/${policy.id}`;
    await expectError(await t.call("GET", path, { key: other }), 404, "NOT_FOUND");
    await expectError(
      await t.call("PUT", path, { key: other, body: { name: "x" } }),
      404,
      "NOT_FOUND",
    );
    await expectError(await t.call("DELETE", path, { key: other }), 404, "NOT_FOUND");
    await expectError(
      await t.call("POST", "/v1/guardrails/scan", {
        key: other,
        body: { input: "x", policyId: policy.id },
      }),
      404,
      "NOT_FOUND",
    );
  });

  it("updates fields, merges options and refuses a taken name", async () => {
    const k = await freshKey();
    const policy = await create({ ...PII_POLICY, name: "p1" }, k);
    await create({ name: "p2", scanners: [{ scanner: "pii" }] }, k);
    const path = `/api/guardrail-policies/${policy.id}`;
    const updated = await dataOf<Policy>(
      await t.call("PUT", path, {
        key: k,
        body: { description: "changed", options: { failOpen: true } },
      }),
    );
    expect(updated).toMatchObject({
      name: "p1",
      description: "changed",
      options: { timeout: 2000, failOpen: true, shortCircuit: true },
    });
    await expectError(await t.call("PUT", path, { key: k, body: { name: "p2" } }), 409, "CONFLICT");
    await expectError(
      await t.call("PUT", path, { key: k, body: { scanners: [{ scanner: "regex" }] } }),
      400,
      "BAD_REQUEST",
    );
  });

  it("keeps one default per company: a new default unsets the previous one", async () => {
    const k = await freshKey();
    const first = await create(
      { name: "first", scanners: [{ scanner: "pii" }], isDefault: true },
      k,
    );
    const second = await create(
      { name: "second", scanners: [{ scanner: "secrets" }], isDefault: true },
      k,
    );
    const get = async (id: string) =>
      dataOf<Policy>(await t.call("GET", `/api/guardrail-policies/${id}`, { key: k }));
    expect((await get(first.id)).isDefault).toBe(false);
    expect((await get(second.id)).isDefault).toBe(true);
    await t.call("PUT", `/api/guardrail-policies/${first.id}`, {
      key: k,
      body: { isDefault: true },
    });
    expect((await get(first.id)).isDefault).toBe(true);
    expect((await get(second.id)).isDefault).toBe(false);
  });

  it("scans with the default policy when neither scanners nor policyId is given", async () => {
    const k = await freshKey();
    await create({ ...PII_POLICY, isDefault: true }, k);
    const scan = (body: Record<string, unknown>) =>
      t.call("POST", "/v1/guardrails/scan", { key: k, body });
    const data = await dataOf<{
      action: string;
      redactedInput?: string;
      results: Record<string, unknown>;
    }>(await scan({ input: "mail jane@example.com" }));
    expect(data.action).toBe("redact");
    expect(data.redactedInput).toBe("mail [EMAIL]");
    expect(Object.keys(data.results)).toEqual(["pii", "secrets"]);

    // Per-scanner config overrides are merged into the policy's.
    const masked = await dataOf<{ redactedInput?: string }>(
      await scan({ input: "mail jane@example.com", config: { pii: { action: "mask" } } }),
    );
    expect(masked.redactedInput).toBe("mail j***@*******.com");
  });

  it("lets policyId win over scanners and 404s for a deactivated policy", async () => {
    const k = await freshKey();
    const policy = await create({ name: "secrets-only", scanners: [{ scanner: "secrets" }] }, k);
    const scan = (body: Record<string, unknown>) =>
      t.call("POST", "/v1/guardrails/scan", { key: k, body });
    const data = await dataOf<{ action: string; results: Record<string, unknown> }>(
      await scan({ input: "mail jane@example.com", scanners: ["pii"], policyId: policy.id }),
    );
    expect(data.action).toBe("pass");
    expect(Object.keys(data.results)).toEqual(["secrets"]);

    await t.call("DELETE", `/api/guardrail-policies/${policy.id}`, { key: k });
    await expectError(await scan({ input: "x", policyId: policy.id }), 404, "NOT_FOUND");
  });
});
