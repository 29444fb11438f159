import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows, TEST_DIALECTS } from "../../testing/databases";
import { createTestApp, expectError, manualClock, type TestApp } from "../../testing/harness";
import { sixMonthsBefore } from "./dates";

interface Agreement {
  id: string;
  vendorName: string;
  status: string;
  expirationDate: string | null;
  nextReviewDue: string | null;
  notes: string | null;
}

const BASE = "/api/v1/compliance/baa";
const valid = {
  vendorName: "Acme Health Cloud",
  vendorEmail: "legal@acme.test",
  agreementDate: "2026-01-01",
  effectiveDate: "2026-01-10",
  expirationDate: "2027-01-10",
};

describe("six months before an expiration date", () => {
  it("keeps the form and clamps to the month's last day", () => {
    expect(sixMonthsBefore("2027-01-10")).toBe("2026-07-10");
    expect(sixMonthsBefore("2026-08-31")).toBe("2026-02-28");
    expect(sixMonthsBefore("2026-12-01T09:30:00.000Z")).toBe("2026-06-01T09:30:00.000Z");
  });
});

describe.each(TEST_DIALECTS)("business associate agreements on %s", (dialect) => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let otherAdmin: string;
  const clock = manualClock(new Date("2026-03-01T12:00:00.000Z"));
  beforeAll(async () => {
    t = await createTestApp({ dialect, clock });
    admin = await t.key();
    member = await t.key({ role: "member", userId: "m1" });
    otherAdmin = await t.key({ companyId: "other" });
  });
  afterAll(() => t.close());

  const create = async (body: Record<string, unknown> = valid, key = admin) => {
    const res = await t.call("POST", BASE, { key, body });
    expect(res.status).toBe(201);
    return (await res.json()) as Agreement;
  };

  it("creates an active agreement with nextReviewDue six months before expiration (bare 201)", async () => {
    const made = await create();
    expect(made).toMatchObject({
      vendorName: "Acme Health Cloud",
      status: "active",
      expirationDate: "2027-01-10",
      nextReviewDue: "2026-07-10",
    });
    expect(made.id).toMatch(/^baa_[0-9A-Z]{26}$/);
    const listed = (await (await t.call("GET", BASE, { key: admin })).json()) as {
      agreements: Agreement[];
    };
    expect(listed.agreements.map((a) => a.id)).toContain(made.id);
  });

  it("updates status, notes and expiration (review date follows unless given)", async () => {
    const made = await create();
    const res = await t.call("PUT", `${BASE}/${made.id}`, {
      key: admin,
      body: { expirationDate: "2028-03-31", notes: "renegotiated" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      expirationDate: "2028-03-31",
      nextReviewDue: "2027-09-30",
      notes: "renegotiated",
    });
    const set = await t.call("PUT", `${BASE}/${made.id}`, {
      key: admin,
      body: { status: "terminated", nextReviewDue: "2026-04-01" },
    });
    expect(await set.json()).toMatchObject({ status: "terminated", nextReviewDue: "2026-04-01" });
  });

  it("refuses members with 403 FORBIDDEN on every BAA endpoint, changing nothing", async () => {
    const made = await create();
    const before = await countRows(t.database, "baa_agreements");
    await expectError(await t.call("GET", BASE, { key: member }), 403, "FORBIDDEN");
    await expectError(await t.call("POST", BASE, { key: member, body: valid }), 403, "FORBIDDEN");
    await expectError(
      await t.call("PUT", `${BASE}/${made.id}`, { key: member, body: { status: "terminated" } }),
      403,
      "FORBIDDEN",
    );
    expect(await countRows(t.database, "baa_agreements")).toBe(before);
  });

  it("answers 404 NOT_FOUND for another company's agreement and keeps lists apart", async () => {
    const made = await create();
    await expectError(
      await t.call("PUT", `${BASE}/${made.id}`, { key: otherAdmin, body: { notes: "x" } }),
      404,
      "NOT_FOUND",
    );
    const theirs = (await (await t.call("GET", BASE, { key: otherAdmin })).json()) as {
      agreements: Agreement[];
    };
    expect(theirs.agreements).toEqual([]);
  });

  it.each([
    ["a missing vendorName", { ...valid, vendorName: undefined }],
    ["an empty vendorName", { ...valid, vendorName: " " }],
    ["a vendorName over 200 characters", { ...valid, vendorName: "v".repeat(201) }],
    ["a bad vendorEmail", { ...valid, vendorEmail: "not-an-email" }],
    ["a missing agreementDate", { ...valid, agreementDate: undefined }],
    ["a malformed effectiveDate", { ...valid, effectiveDate: "10/01/2026" }],
    ["an impossible date", { ...valid, expirationDate: "2027-02-30" }],
    ["an expiration before the effective date", { ...valid, expirationDate: "2025-12-31" }],
    ["an unknown field", { ...valid, status: "expired" }],
  ])("answers 400 BAD_REQUEST for %s and stores nothing", async (_name, body) => {
    const before = await countRows(t.database, "baa_agreements");
    await expectError(await t.call("POST", BASE, { key: admin, body }), 400, "BAD_REQUEST");
    expect(await countRows(t.database, "baa_agreements")).toBe(before);
  });

  it("answers 400 BAD_REQUEST for a bad update and keeps the agreement", async () => {
    const made = await create();
    await expectError(
      await t.call("PUT", `${BASE}/${made.id}`, { key: admin, body: { status: "paused" } }),
      400,
      "BAD_REQUEST",
    );
    await expectError(
      await t.call("PUT", `${BASE}/${made.id}`, { key: admin, body: { notes: "n".repeat(5_001) } }),
      400,
      "BAD_REQUEST",
    );
    const listed = (await (await t.call("GET", BASE, { key: admin })).json()) as {
      agreements: Agreement[];
    };
    expect(listed.agreements.find((a) => a.id === made.id)).toMatchObject({
      status: "active",
      notes: null,
    });
  });

  it("marks an agreement expired by the scheduled job once its expiration date has passed", async () => {
    const made = await create({
      ...valid,
      effectiveDate: "2026-01-01",
      expirationDate: "2026-03-02",
    });
    const moved = await create({
      ...valid,
      effectiveDate: "2026-01-01",
      expirationDate: "2026-03-02",
    });
    await t.call("PUT", `${BASE}/${moved.id}`, {
      key: admin,
      body: { expirationDate: "2026-09-01" },
    });
    await t.deps.jobs.drain();
    const statusOf = async (id: string) =>
      (
        (await (await t.call("GET", BASE, { key: admin })).json()) as { agreements: Agreement[] }
      ).agreements.find((a) => a.id === id)?.status;
    expect(await statusOf(made.id)).toBe("active");
    // The plain date 2026-03-02 runs to the end of that day.
    clock.set(new Date("2026-03-02T23:59:00.000Z"));
    await t.deps.jobs.drain();
    expect(await statusOf(made.id)).toBe("active");
    clock.set(new Date("2026-03-03T00:00:01.000Z"));
    await t.deps.jobs.drain();
    expect(await statusOf(made.id)).toBe("expired");
    expect(await statusOf(moved.id)).toBe("active");
    clock.set(new Date("2026-03-01T12:00:00.000Z"));
  });
});
