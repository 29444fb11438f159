import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emit } from "../../events/bus";
import type { LookupFn } from "../../events/outbound";
import { countRows } from "../../testing/databases";
import {
  createTestApp,
  dataOf,
  expectError,
  manualClock,
  type TestApp,
} from "../../testing/harness";
import { type Receiver, startReceiver } from "../../testing/receiver";

const BASE = "/api/v1/explainer/webhooks";
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SECRET = /^whsec_[A-Za-z0-9+/]{43}=$/;

interface WebhookView {
  id: string;
  name: string;
  url: string;
  events: string[];
  filters: Record<string, unknown>;
  isActive: boolean;
  lastTriggeredAt: string | null;
  consecutiveFailures: number;
  circuitBreakerUntil: string | null;
}
type CreatedView = WebhookView & { secret: string };
interface DeliveryPage {
  deliveries: { id: string; status: string; eventId: string }[];
  pagination: { limit: number; offset: number; total: number; hasMore: boolean };
}

/** Public for every name but `internal.example`, which resolves into 10/8. */
const lookup: LookupFn = async (host) =>
  host === "internal.example"
    ? [{ address: "10.0.0.5", family: 4 }]
    : [{ address: "93.184.216.34", family: 4 }];

const storedCount = (t: TestApp) => countRows(t.database, "webhooks");

describe("canonical webhooks API", () => {
  let t: TestApp;
  let receiver: Receiver;
  let key: string;
  const clock = manualClock();

  const create = (body: Record<string, unknown>, withKey = key) =>
    t.call("POST", BASE, { key: withKey, body });
  const createHook = async (body: Record<string, unknown> = {}) =>
    dataOf<CreatedView>(
      await create({
        name: "ops",
        url: `${receiver.url}/hook`,
        events: ["failure.detected"],
        ...body,
      }),
      201,
    );
  const list = async (withKey = key) =>
    dataOf<WebhookView[]>(await t.call("GET", BASE, { key: withKey }));
  const emitFailure = (agentId = "agent_support") =>
    emit(
      t.database.db,
      { event: "failure.detected", data: { companyId: "default", agentId, severity: "error" } },
      clock.now(),
    );

  beforeEach(async () => {
    clock.set(new Date("2026-01-15T12:00:00.000Z"));
    receiver = await startReceiver();
    t = await createTestApp({ clock, config: { dev: true } });
    key = await t.key();
  });
  afterEach(async () => {
    await t.close();
    await receiver.close();
  });

  describe("create", () => {
    it("answers 201 with the webhook and a whsec_ secret of 32 random bytes", async () => {
      const res = await create({
        name: "ops",
        url: `${receiver.url}/hook`,
        events: ["failure.detected", "run.failed"],
      });
      const hook = await dataOf<CreatedView>(res, 201);
      expect(hook.id).toMatch(UUID_V4);
      expect(hook).toMatchObject({
        name: "ops",
        url: `${receiver.url}/hook`,
        events: ["failure.detected", "run.failed"],
        filters: {},
        isActive: true,
        lastTriggeredAt: null,
        consecutiveFailures: 0,
        circuitBreakerUntil: null,
      });
      expect(hook.secret).toMatch(SECRET);
      expect(Buffer.from(hook.secret.slice("whsec_".length), "base64")).toHaveLength(32);
    });

    it("creates an inactive webhook from the guide variant's `active: false`", async () => {
      const hook = await createHook({ active: false });
      expect(hook.isActive).toBe(false);
      const shown = await dataOf<WebhookView>(await t.call("GET", `${BASE}/${hook.id}`, { key }));
      expect(shown.isActive).toBe(false);
    });

    it("never shows the secret again in the list or a get", async () => {
      const hook = await createHook();
      const listed = await t.call("GET", BASE, { key });
      const one = await t.call("GET", `${BASE}/${hook.id}`, { key });
      for (const text of [await listed.text(), await one.text()]) {
        expect(text).not.toContain(hook.secret);
        expect(text).not.toContain('"secret"');
      }
    });

    it("stores the secret sealed, not as it was shown", async () => {
      const hook = await createHook();
      const row = await t.database.db
        .selectFrom("webhooks")
        .select("secret")
        .where("id", "=", hook.id)
        .executeTakeFirstOrThrow();
      expect(row.secret).not.toContain(hook.secret);
      expect(row.secret).not.toContain(hook.secret.slice("whsec_".length));
      expect(t.deps.secretBox.open(row.secret)).toBe(hook.secret);
    });
  });

  describe("create validation", () => {
    const valid = () => ({
      name: "ops",
      url: `${receiver.url}/hook`,
      events: ["failure.detected"],
    });
    const cases: [string, () => Record<string, unknown>, string][] = [
      [
        "a missing name",
        () => {
          const { name: _, ...rest } = valid();
          return rest;
        },
        "name",
      ],
      ["a name of 256 characters", () => ({ ...valid(), name: "x".repeat(256) }), "name"],
      ["an empty events list", () => ({ ...valid(), events: [] }), "events"],
      ["an unknown event", () => ({ ...valid(), events: ["trace.ingested"] }), "events[0]"],
      [
        "an unknown filters.minSeverity",
        () => ({ ...valid(), filters: { minSeverity: "fatal" } }),
        "filters.minSeverity",
      ],
    ];
    for (const [what, body, field] of cases) {
      it(`answers 400 VALIDATION_ERROR on ${what} and stores nothing`, async () => {
        const before = await list();
        const error = await expectError(await create(body()), 400, "VALIDATION_ERROR");
        expect(error.details?.field).toBe(field);
        expect(await list()).toEqual(before);
        expect(await storedCount(t)).toBe(0);
      });
    }

    it("accepts a minSeverity of either vocabulary (high, error) with 201", async () => {
      for (const minSeverity of ["high", "medium", "low", "error"]) {
        const res = await create({ ...valid(), filters: { minSeverity } });
        expect((await dataOf<CreatedView>(res, 201)).filters).toEqual({ minSeverity });
      }
    });

    it("answers 400 VALIDATION_ERROR on an unknown top-level field and stores nothing", async () => {
      const error = await expectError(
        await create({ ...valid(), colour: "blue" }),
        400,
        "VALIDATION_ERROR",
      );
      expect(error.details?.field).toEqual(expect.any(String));
      expect(String(error.details?.reason)).toContain("colour");
      expect(await list()).toEqual([]);
    });
  });

  describe("list, get, update", () => {
    it("lists newest first", async () => {
      const first = await createHook({ name: "first" });
      clock.advance(1_000);
      const second = await createHook({ name: "second" });
      expect((await list()).map((w) => w.id)).toEqual([second.id, first.id]);
    });

    it("gets one webhook", async () => {
      const hook = await createHook({ filters: { minSeverity: "warning" } });
      const shown = await dataOf<WebhookView>(await t.call("GET", `${BASE}/${hook.id}`, { key }));
      const { secret: _, ...view } = hook;
      expect(shown).toEqual(view);
    });

    it("applies a PATCH of name, events, filters and isActive, answering a message and the webhook", async () => {
      const hook = await createHook();
      clock.advance(1_000);
      const res = await t.call("PATCH", `${BASE}/${hook.id}`, {
        key,
        body: {
          name: "renamed",
          events: ["run.failed", "case.created"],
          filters: { agentIds: ["agent_a"], minSeverity: "critical", outcomes: ["failure"] },
          isActive: false,
        },
      });
      const answer = await dataOf<{ message: string; webhook: WebhookView }>(res);
      expect(answer.message).toEqual(expect.any(String));
      const shown = await dataOf<WebhookView & { updatedAt: string }>(
        await t.call("GET", `${BASE}/${hook.id}`, { key }),
      );
      expect(answer.webhook).toEqual(shown);
      expect(shown).toMatchObject({
        name: "renamed",
        url: hook.url,
        events: ["run.failed", "case.created"],
        filters: { agentIds: ["agent_a"], minSeverity: "critical", outcomes: ["failure"] },
        isActive: false,
        updatedAt: clock.now().toISOString(),
      });
    });

    it("answers 400 VALIDATION_ERROR on a PATCH with an unknown field and changes nothing", async () => {
      const hook = await createHook();
      await expectError(
        await t.call("PATCH", `${BASE}/${hook.id}`, { key, body: { name: "x", colour: "blue" } }),
        400,
        "VALIDATION_ERROR",
      );
      const shown = await dataOf<WebhookView>(await t.call("GET", `${BASE}/${hook.id}`, { key }));
      expect(shown.name).toBe("ops");
    });

    it("sends nothing to an inactive webhook", async () => {
      const active = await createHook({ url: `${receiver.url}/active` });
      const createdInactive = await createHook({ url: `${receiver.url}/off`, active: false });
      const patchedInactive = await createHook({ url: `${receiver.url}/paused` });
      const patched = await t.call("PATCH", `${BASE}/${patchedInactive.id}`, {
        key,
        body: { isActive: false },
      });
      expect(patched.status).toBe(200);
      await emitFailure();
      await t.deps.jobs.drain();
      expect(receiver.received.map((r) => r.path)).toEqual(["/active"]);
      const count = async (id: string) =>
        (await dataOf<DeliveryPage>(await t.call("GET", `${BASE}/${id}/deliveries`, { key })))
          .pagination.total;
      expect(await count(active.id)).toBe(1);
      expect(await count(createdInactive.id)).toBe(0);
      expect(await count(patchedInactive.id)).toBe(0);
    });
  });

  describe("delivery targets with --dev", () => {
    it("accepts http:// on loopback", async () => {
      const hook = await createHook({ url: `http://127.0.0.1:${receiver.port}/hook` });
      expect(hook.url).toBe(`http://127.0.0.1:${receiver.port}/hook`);
    });

    it("still refuses a private address", async () => {
      const error = await expectError(
        await create({ name: "ops", url: "https://10.0.0.1/hook", events: ["failure.detected"] }),
        400,
        "VALIDATION_ERROR",
      );
      expect(error.details?.field).toBe("url");
      expect(await storedCount(t)).toBe(0);
    });
  });

  describe("tenancy and permissions", () => {
    const paths = (id: string, deliveryId: string): [string, string, unknown?][] => [
      ["GET", `${BASE}/${id}`],
      ["PATCH", `${BASE}/${id}`, { name: "stolen" }],
      ["DELETE", `${BASE}/${id}`],
      ["POST", `${BASE}/${id}/test`],
      ["GET", `${BASE}/${id}/metrics`],
      ["GET", `${BASE}/${id}/deliveries`],
      ["POST", `${BASE}/${id}/deliveries/${deliveryId}/replay`],
      ["POST", `${BASE}/${id}/rotate-secret`],
      ["POST", `${BASE}/${id}/rotate-secret-graceful`, { gracePeriodHours: 1 }],
      ["POST", `${BASE}/${id}/reset-circuit-breaker`],
    ];

    it("answers 404 NOT_FOUND to another company on every webhook path, and hides it from its list", async () => {
      const hook = await createHook();
      receiver.status = 500;
      await emitFailure();
      await t.deps.jobs.drain();
      const [failed] = (
        await dataOf<DeliveryPage>(await t.call("GET", `${BASE}/${hook.id}/deliveries`, { key }))
      ).deliveries;
      expect(failed?.status).toBe("failed");
      const other = await t.key({ companyId: "other-co" });
      for (const [method, path, body] of paths(hook.id, failed!.id)) {
        const res = await t.call(method, path, { key: other, body });
        await expectError(res, 404, "NOT_FOUND").catch((error: Error) => {
          throw new Error(`${method} ${path}: ${error.message}`);
        });
      }
      expect(await list(other)).toEqual([]);
      // Nothing the other company tried took effect.
      const shown = await dataOf<WebhookView>(await t.call("GET", `${BASE}/${hook.id}`, { key }));
      expect(shown.name).toBe("ops");
      const row = await t.database.db
        .selectFrom("webhooks")
        .select(["secret", "previous_secret"])
        .where("id", "=", hook.id)
        .executeTakeFirstOrThrow();
      expect(t.deps.secretBox.open(row.secret)).toBe(hook.secret);
      expect(row.previous_secret).toBeNull();
    });

    it("answers 403 FORBIDDEN to a key bound to one agent", async () => {
      const hook = await createHook();
      const agent = await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "Support" } }),
        201,
      );
      const bound = await t.key({ agentId: agent.id });
      await expectError(await t.call("GET", BASE, { key: bound }), 403, "FORBIDDEN");
      await expectError(
        await t.call("GET", `${BASE}/${hook.id}`, { key: bound }),
        403,
        "FORBIDDEN",
      );
      await expectError(
        await create({ name: "x", url: `${receiver.url}/x`, events: ["run.failed"] }, bound),
        403,
        "FORBIDDEN",
      );
      await expectError(
        await t.call("DELETE", `${BASE}/${hook.id}`, { key: bound }),
        403,
        "FORBIDDEN",
      );
      expect(await storedCount(t)).toBe(1);
    });

    it("lets a read-only key read but not create or change", async () => {
      const hook = await createHook();
      const reader = await t.key({ permissions: ["read"] });
      await expectError(
        await create({ name: "x", url: `${receiver.url}/x`, events: ["run.failed"] }, reader),
        403,
        "FORBIDDEN",
      );
      await expectError(
        await t.call("PATCH", `${BASE}/${hook.id}`, { key: reader, body: { name: "changed" } }),
        403,
        "FORBIDDEN",
      );
      expect((await list(reader)).map((w) => w.id)).toEqual([hook.id]);
      const shown = await dataOf<WebhookView>(
        await t.call("GET", `${BASE}/${hook.id}`, { key: reader }),
      );
      expect(shown.name).toBe("ops");
    });

    it("answers 403 FORBIDDEN to a DELETE by a key without delete", async () => {
      const hook = await createHook();
      const writer = await t.key({ permissions: ["read", "write"] });
      await expectError(
        await t.call("DELETE", `${BASE}/${hook.id}`, { key: writer }),
        403,
        "FORBIDDEN",
      );
      expect(await storedCount(t)).toBe(1);
    });

    it("answers 401 UNAUTHORIZED without a key", async () => {
      const hook = await createHook();
      await expectError(await t.call("GET", BASE), 401, "UNAUTHORIZED");
      await expectError(await t.call("GET", `${BASE}/${hook.id}`), 401, "UNAUTHORIZED");
      await expectError(
        await t.call("POST", BASE, {
          body: { name: "x", url: `${receiver.url}/x`, events: ["run.failed"] },
        }),
        401,
        "UNAUTHORIZED",
      );
    });
  });

  describe("deliveries", () => {
    const page = async (id: string, query: string) =>
      dataOf<DeliveryPage>(await t.call("GET", `${BASE}/${id}/deliveries${query}`, { key }));

    it("answers 400 VALIDATION_ERROR to a limit over 100", async () => {
      const hook = await createHook();
      const error = await expectError(
        await t.call("GET", `${BASE}/${hook.id}/deliveries?limit=101`, { key }),
        400,
        "VALIDATION_ERROR",
      );
      expect(error.details?.field).toBe("limit");
    });

    it("pages with limit and offset, newest first, and filters by status", async () => {
      const hook = await createHook();
      receiver.status = 500;
      await emitFailure();
      await t.deps.jobs.drain();
      receiver.status = 200;
      clock.advance(1_000);
      await emitFailure();
      clock.advance(1_000);
      await emitFailure();
      await t.deps.jobs.drain();

      const first = await page(hook.id, "?limit=2&offset=0");
      expect(first.deliveries).toHaveLength(2);
      expect(first.pagination).toEqual({ limit: 2, offset: 0, total: 3, hasMore: true });
      const rest = await page(hook.id, "?limit=2&offset=2");
      expect(rest.deliveries).toHaveLength(1);
      expect(rest.pagination).toEqual({ limit: 2, offset: 2, total: 3, hasMore: false });
      expect(rest.deliveries[0]?.status).toBe("failed");
      const ids = [...first.deliveries, ...rest.deliveries].map((d) => d.id);
      expect(new Set(ids).size).toBe(3);

      const failed = await page(hook.id, "?status=failed");
      expect(failed.deliveries.map((d) => d.status)).toEqual(["failed"]);
      expect(failed.pagination.total).toBe(1);
      const delivered = await page(hook.id, "?status=delivered");
      expect(delivered.deliveries.map((d) => d.status)).toEqual(["delivered", "delivered"]);
      expect((await page(hook.id, "?status=dead_letter")).deliveries).toEqual([]);
    });

    it("answers 404 NOT_FOUND to a replay of an unknown delivery", async () => {
      const hook = await createHook();
      await expectError(
        await t.call(
          "POST",
          `${BASE}/${hook.id}/deliveries/7d1c0c0e-1111-4222-8333-444455556666/replay`,
          { key },
        ),
        404,
        "NOT_FOUND",
      );
    });
  });

  describe("graceful secret rotation", () => {
    it("defaults to a 24-hour grace period when no body is sent", async () => {
      const hook = await createHook();
      const rotated = await dataOf<{ newSecret: string; gracePeriodUntil: string }>(
        await t.call("POST", `${BASE}/${hook.id}/rotate-secret-graceful`, { key }),
      );
      expect(rotated.newSecret).toMatch(SECRET);
      expect(rotated.newSecret).not.toBe(hook.secret);
      expect(rotated.gracePeriodUntil).toBe(
        new Date(clock.now().getTime() + 24 * 3_600_000).toISOString(),
      );
    });

    it("answers 400 VALIDATION_ERROR to a negative gracePeriodHours and keeps the secret", async () => {
      const hook = await createHook();
      const error = await expectError(
        await t.call("POST", `${BASE}/${hook.id}/rotate-secret-graceful`, {
          key,
          body: { gracePeriodHours: -1 },
        }),
        400,
        "VALIDATION_ERROR",
      );
      expect(error.details?.field).toBe("gracePeriodHours");
      const row = await t.database.db
        .selectFrom("webhooks")
        .select(["secret", "previous_secret"])
        .where("id", "=", hook.id)
        .executeTakeFirstOrThrow();
      expect(t.deps.secretBox.open(row.secret)).toBe(hook.secret);
      expect(row.previous_secret).toBeNull();
    });
  });
});

describe("canonical webhook targets outside --dev", () => {
  let t: TestApp;
  let key: string;
  let post: ReturnType<typeof vi.spyOn>;

  const create = (url: string) =>
    t.call("POST", BASE, { key, body: { name: "ops", url, events: ["failure.detected"] } });

  beforeEach(async () => {
    t = await createTestApp({ clock: manualClock(), config: { dev: false }, lookup });
    key = await t.key();
    post = vi.spyOn(t.deps.outbound, "post");
  });
  afterEach(async () => {
    post.mockRestore();
    await t.close();
  });

  const refused: [string, string][] = [
    ["http://", "http://example.com/hook"],
    ["a loopback address", "https://127.0.0.1/hook"],
    ["a private address", "https://10.1.2.3/hook"],
    ["the cloud metadata address", "https://169.254.169.254/latest/meta-data"],
    ["IPv6 loopback", "https://[::1]/x"],
    ["a name that resolves to a private address", "https://internal.example/hook"],
  ];
  for (const [what, url] of refused) {
    it(`refuses ${what} (${url}) with 400 VALIDATION_ERROR on url, storing and sending nothing`, async () => {
      const error = await expectError(await create(url), 400, "VALIDATION_ERROR");
      expect(error.details?.field).toBe("url");
      expect(String(error.details?.reason ?? error.message)).not.toBe("");
      expect(await storedCount(t)).toBe(0);
      await emit(
        t.database.db,
        { event: "failure.detected", data: { companyId: "default", severity: "error" } },
        new Date(),
      );
      await t.deps.jobs.drain();
      expect(post).not.toHaveBeenCalled();
    });
  }

  it("accepts an https URL whose name resolves to a public address", async () => {
    const hook = await dataOf<CreatedView>(await create("https://hooks.example.com/x"), 201);
    expect(hook.url).toBe("https://hooks.example.com/x");
    expect(await storedCount(t)).toBe(1);
  });

  it("refuses a PATCH to a private target and keeps the url", async () => {
    const hook = await dataOf<CreatedView>(await create("https://hooks.example.com/x"), 201);
    const error = await expectError(
      await t.call("PATCH", `${BASE}/${hook.id}`, {
        key,
        body: { url: "https://internal.example/hook" },
      }),
      400,
      "VALIDATION_ERROR",
    );
    expect(error.details?.field).toBe("url");
    const shown = await dataOf<WebhookView>(await t.call("GET", `${BASE}/${hook.id}`, { key }));
    expect(shown.url).toBe("https://hooks.example.com/x");
  });
});
