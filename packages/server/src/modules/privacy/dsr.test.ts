import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { createTestApp, expectError, manualClock, type TestApp } from "../../testing/harness";
import { overdueDsrs } from "./dsr-service";

interface DsrBody {
  id: string;
  type: string;
  status: string;
  dueDate: string;
  createdAt: string;
  completedAt: string | null;
  completionNotes: string | null;
  overdue: boolean;
}

describe.each(TEST_DIALECTS)("data subject requests on %s", (dialect) => {
  let t: TestApp;
  const clock = manualClock(new Date("2026-03-01T10:00:00.000Z"));
  let admin: string;
  let alice: string;
  let bob: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect, clock });
    admin = await t.key({ companyId: "acme", userId: "root" });
    alice = await t.key({ companyId: "acme", userId: "alice", role: "member" });
    bob = await t.key({ companyId: "acme", userId: "bob", role: "member" });
    other = await t.key({ companyId: "globex", userId: "eve" });
  });
  afterAll(() => t.close());

  const create = async (key: string, body: unknown) => {
    const res = await t.call("POST", "/api/v1/compliance/dsr", { key, body });
    expect(res.status).toBe(201);
    return (await res.json()) as DsrBody;
  };
  const get = async (id: string, key = admin) => {
    const res = await t.call("GET", `/api/v1/compliance/dsr/${id}`, { key });
    expect(res.status).toBe(200);
    return (await res.json()) as DsrBody;
  };
  const count = async () => (await t.database.db.selectFrom("dsrs").select("id").execute()).length;

  it("creates a pending request due 30 days after creation", async () => {
    const dsr = await create(alice, {
      requestType: "access",
      requestDetails: { description: "all" },
    });
    expect(dsr.id).toMatch(/^dsr_[0-9A-Z]{26}$/);
    expect(dsr).toMatchObject({
      type: "access",
      status: "pending",
      dueDate: "2026-03-31T10:00:00.000Z",
    });
  });

  it("lists the caller's own requests only", async () => {
    await create(bob, { requestType: "objection" });
    const res = await t.call("GET", "/api/v1/compliance/dsr", { key: alice });
    const { requests } = (await res.json()) as { requests: DsrBody[] };
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((r) => r.type !== "objection")).toBe(true);
  });

  it("shows a request to its requester and admins, 403 to other members, 404 to other companies", async () => {
    const dsr = await create(alice, { requestType: "rectification" });
    expect((await get(dsr.id, alice)).status).toBe("pending");
    expect((await get(dsr.id, admin)).id).toBe(dsr.id);
    await expectError(
      await t.call("GET", `/api/v1/compliance/dsr/${dsr.id}`, { key: bob }),
      403,
      "FORBIDDEN",
    );
    await expectError(
      await t.call("GET", `/api/v1/compliance/dsr/${dsr.id}`, { key: other }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("GET", "/api/v1/compliance/dsr/dsr_missing", { key: admin }),
      404,
      "NOT_FOUND",
    );
  });

  it("moves pending → in_progress → completed by an admin, and refuses other moves with 409", async () => {
    const dsr = await create(alice, { requestType: "restriction" });
    const patch = (key: string, body: unknown) =>
      t.call("PATCH", `/api/v1/compliance/dsr/${dsr.id}`, { key, body });
    await expectError(await patch(alice, { status: "in_progress" }), 403, "FORBIDDEN");
    expect(((await (await patch(admin, { status: "in_progress" })).json()) as DsrBody).status).toBe(
      "in_progress",
    );
    await expectError(await patch(admin, { status: "in_progress" }), 409, "CONFLICT");
    const done = (await (
      await patch(admin, { status: "completed", completionNotes: "Restricted" })
    ).json()) as DsrBody;
    expect(done).toMatchObject({ status: "completed", completionNotes: "Restricted" });
    expect(done.completedAt).not.toBeNull();
    await expectError(await patch(admin, { status: "in_progress" }), 409, "CONFLICT");
    await expectError(await patch(admin, { status: "pending" }), 400, "BAD_REQUEST");
  });

  it("holds an erasure request in awaiting_verification until an admin verifies it", async () => {
    const res = await t.call("POST", "/api/v1/compliance/erasure/request", {
      key: alice,
      body: { reason: "Leaving the service" },
    });
    expect(res.status).toBe(201);
    const requested = (await res.json()) as { requestId: string; status: string; message: string };
    expect(requested.status).toBe("awaiting_verification");
    const id = requested.requestId;
    // Not movable by PATCH, not verifiable by a member.
    await expectError(
      await t.call("PATCH", `/api/v1/compliance/dsr/${id}`, {
        key: admin,
        body: { status: "in_progress" },
      }),
      409,
      "CONFLICT",
    );
    await expectError(
      await t.call("POST", `/api/v1/compliance/dsr/${id}/verify`, {
        key: alice,
        body: { approve: true },
      }),
      403,
      "FORBIDDEN",
    );
    await expectError(
      await t.call("POST", `/api/v1/compliance/dsr/${id}/verify`, {
        key: other,
        body: { approve: true },
      }),
      404,
      "NOT_FOUND",
    );
    const verified = await t.call("POST", `/api/v1/compliance/dsr/${id}/verify`, {
      key: admin,
      body: { approve: true, notes: "ID checked" },
    });
    expect(verified.status).toBe(200);
    const approved = (await verified.json()) as DsrBody;
    expect(approved.status).toBe("in_progress");
    expect(approved.completionNotes).toContain("Erasure is queued");
    await expectError(
      await t.call("POST", `/api/v1/compliance/dsr/${id}/verify`, {
        key: admin,
        body: { approve: false },
      }),
      409,
      "CONFLICT",
    );
  });

  it("completes a rejected erasure request with the reason", async () => {
    const dsr = await create(alice, { requestType: "erasure" });
    expect(dsr.status).toBe("awaiting_verification");
    const res = await t.call("POST", `/api/v1/compliance/dsr/${dsr.id}/verify`, {
      key: admin,
      body: { approve: false, notes: "Identity not confirmed" },
    });
    const rejected = (await res.json()) as DsrBody;
    expect(rejected.status).toBe("completed");
    expect(rejected.completionNotes).toContain("Identity not confirmed");
  });

  it("refuses verify on a request that is not an erasure", async () => {
    const dsr = await create(alice, { requestType: "access" });
    await expectError(
      await t.call("POST", `/api/v1/compliance/dsr/${dsr.id}/verify`, {
        key: admin,
        body: { approve: true },
      }),
      409,
      "CONFLICT",
    );
  });

  it("flags open requests past their due date as overdue", async () => {
    const dsr = await create(alice, { requestType: "portability" });
    expect((await get(dsr.id)).overdue).toBe(false);
    clock.advance(31 * 86_400_000);
    expect((await get(dsr.id)).overdue).toBe(true);
    const overdue = await overdueDsrs(t.deps, "acme", clock.now());
    expect(overdue.map((d) => d.id)).toContain(dsr.id);
    expect(overdue.every((d) => d.status !== "completed")).toBe(true);
    expect(await overdueDsrs(t.deps, "globex", clock.now())).toEqual([]);
  });

  it("lets only an admin name another data subject", async () => {
    const body = {
      requestType: "access",
      requestDetails: { subject: { email: "end.user@example.com" } },
    };
    await expectError(
      await t.call("POST", "/api/v1/compliance/dsr", { key: alice, body }),
      403,
      "FORBIDDEN",
    );
    expect((await create(admin, body)).status).toBe("pending");
  });

  it("answers 400 BAD_REQUEST for bad bodies and changes nothing", async () => {
    const before = await count();
    const bad = [
      {},
      { requestType: "delete_everything" },
      { requestType: "access", requestDetails: "text" },
      { requestType: "access", requestDetails: { description: "x".repeat(5_001) } },
      { requestType: "access", requestDetails: { blob: "x".repeat(10_001) } },
      { requestType: "access", requestDetails: { subject: {} } },
      { requestType: "access", extra: true },
    ];
    for (const body of bad) {
      await expectError(
        await t.call("POST", "/api/v1/compliance/dsr", { key: admin, body }),
        400,
        "BAD_REQUEST",
      );
    }
    for (const body of [{}, { reason: "" }, { reason: "x".repeat(2_001) }]) {
      await expectError(
        await t.call("POST", "/api/v1/compliance/erasure/request", { key: alice, body }),
        400,
        "BAD_REQUEST",
      );
    }
    expect(await count()).toBe(before);
  });
});
