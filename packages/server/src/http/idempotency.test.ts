import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../lib/hash";
import { TEST_DIALECTS } from "../testing/databases";
import { createTestApp, dataOf, expectError, manualClock, type TestApp } from "../testing/harness";

describe.each(TEST_DIALECTS)("Idempotency-Key on %s", (dialect) => {
  let t: TestApp;
  let key: string;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp({ dialect, clock });
    key = await t.key();
  });
  afterAll(() => t.close());

  const create = (name: string, idempotencyKey?: string) =>
    t.call("POST", "/api/agents", {
      key,
      body: { name },
      headers: idempotencyKey ? { "idempotency-key": idempotencyKey } : {},
    });
  const count = async (name: string) =>
    (
      await dataOf<{ name: string }[]>(await t.call("GET", "/api/agents?limit=100", { key }))
    ).filter((a) => a.name === name).length;

  it("replays the stored response for the same key and body, creating once", async () => {
    const first = await create("idem-1", "k-1");
    const firstBody = await first.text();
    const again = await create("idem-1", "k-1");
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.text()).toBe(firstBody);
    expect(await count("idem-1")).toBe(1);
  });

  it("answers 409 CONFLICT for the same key with a different body", async () => {
    await create("idem-2", "k-2");
    await expectError(await create("idem-2-changed", "k-2"), 409, "CONFLICT");
    expect(await count("idem-2-changed")).toBe(0);
  });

  it("creates twice without the header", async () => {
    await create("idem-3");
    await create("idem-3");
    expect(await count("idem-3")).toBe(2);
  });

  it("runs the request anew once the 24-hour window has passed", async () => {
    await create("idem-4", "k-4");
    clock.advance(24 * 3_600_000 + 1);
    const later = await create("idem-4", "k-4");
    expect(later.headers.get("idempotent-replayed")).toBeNull();
    expect(await count("idem-4")).toBe(2);
  });

  it("keeps keys apart per API key", async () => {
    const other = await t.key();
    await create("idem-5", "shared");
    const res = await t.call("POST", "/api/agents", {
      key: other,
      body: { name: "idem-5" },
      headers: { "idempotency-key": "shared" },
    });
    expect(res.headers.get("idempotent-replayed")).toBeNull();
    expect(await count("idem-5")).toBe(2);
  });

  it("replays a secret-bearing response without storing it in clear", async () => {
    const res = await t.call("POST", "/api/v2/api-keys", {
      key,
      body: { name: "idem-key" },
      headers: { "idempotency-key": "k-6" },
    });
    const created = await dataOf<{ key: string }>(res, 201);
    const replay = await dataOf<{ key: string }>(
      await t.call("POST", "/api/v2/api-keys", {
        key,
        body: { name: "idem-key" },
        headers: { "idempotency-key": "k-6" },
      }),
      201,
    );
    expect(replay.key).toBe(created.key);
    const rows = await t.database.db
      .selectFrom("idempotency_keys")
      .select("response_body")
      .execute();
    for (const row of rows) expect(row.response_body ?? "").not.toContain(created.key);
  });

  it("answers 409 CONFLICT with Retry-After while the first request is still running", async () => {
    const body = JSON.stringify({ name: "idem-8" });
    const keyRow = await t.database.db
      .selectFrom("api_keys")
      .select("id")
      .where("key_hash", "=", sha256Hex(key))
      .executeTakeFirstOrThrow();
    const now = clock.now();
    await t.database.db
      .insertInto("idempotency_keys")
      .values({
        scope: keyRow.id,
        idempotency_key: "k-8",
        request_hash: sha256Hex(`POST /api/agents\n${body}`),
        method: "POST",
        path: "/api/agents",
        status_code: null,
        response_body: null,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 60_000).toISOString(),
      })
      .execute();
    const res = await t.call("POST", "/api/agents", {
      key,
      body,
      headers: { "idempotency-key": "k-8" },
    });
    const retryAfter = res.headers.get("retry-after");
    await expectError(res, 409, "CONFLICT");
    expect(retryAfter).toBe("1");
    expect(await count("idem-8")).toBe(0);
  });

  it("refuses an over-long key with 400", async () => {
    await expectError(await create("idem-7", "x".repeat(256)), 400, "VALIDATION_ERROR");
  });
});
