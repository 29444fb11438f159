import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { createTestApp, expectError, type TestApp } from "../../testing/harness";

interface ConsentBody {
  id: string;
  purpose: string;
  granted: boolean;
  lawfulBasis: string;
  grantedAt: string | null;
  withdrawnAt: string | null;
}

describe.each(TEST_DIALECTS)("consents on %s", (dialect) => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    alice = await t.key({ companyId: "acme", userId: "alice", role: "member" });
    bob = await t.key({ companyId: "acme", userId: "bob", role: "member" });
    other = await t.key({ companyId: "globex", userId: "alice" });
  });
  afterAll(() => t.close());

  const list = async (key: string) => {
    const res = await t.call("GET", "/api/v1/compliance/consents", { key });
    expect(res.status).toBe(200);
    return (await res.json()) as { consents: ConsentBody[]; history: ConsentBody[] };
  };
  const rows = async () =>
    (await t.database.db.selectFrom("consents").select("id").execute()).length;

  it("grants a purpose with a lawful basis and answers the spec's shape", async () => {
    const res = await t.call("POST", "/api/v1/compliance/consents/analytics/grant", {
      key: alice,
      body: { lawfulBasis: "legitimate_interests" },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      success: boolean;
      purpose: string;
      granted: boolean;
      consent: ConsentBody;
    };
    expect(body).toMatchObject({ success: true, purpose: "analytics", granted: true });
    expect(body.consent.id).toMatch(/^cons_[0-9A-Z]{26}$/);
    expect(body.consent.lawfulBasis).toBe("legitimate_interests");
  });

  it("grants without a body on the consent basis", async () => {
    const res = await t.call("POST", "/api/v1/compliance/consents/essential/grant", { key: alice });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { consent: ConsentBody }).consent.lawfulBasis).toBe("consent");
  });

  it("keeps history: a withdrawal is a new record, the grant stays", async () => {
    await t.call("POST", "/api/v1/compliance/consents/marketing/grant", { key: alice });
    const res = await t.call("POST", "/api/v1/compliance/consents/marketing/withdraw", {
      key: alice,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      success: true,
      purpose: "marketing",
      withdrawn: true,
    });
    const { consents, history } = await list(alice);
    const marketing = consents.find((c) => c.purpose === "marketing");
    expect(marketing).toMatchObject({ granted: false });
    expect(marketing?.withdrawnAt).not.toBeNull();
    expect(history.filter((c) => c.purpose === "marketing").map((c) => c.granted)).toEqual([
      false,
      true,
    ]);
  });

  it("refuses to withdraw essential consent with 400 and changes nothing", async () => {
    const before = await rows();
    await expectError(
      await t.call("POST", "/api/v1/compliance/consents/essential/withdraw", { key: alice }),
      400,
      "BAD_REQUEST",
    );
    expect(await rows()).toBe(before);
    expect((await list(alice)).consents.find((c) => c.purpose === "essential")?.granted).toBe(true);
  });

  it("answers 404 withdrawing a purpose that is not granted", async () => {
    await expectError(
      await t.call("POST", "/api/v1/compliance/consents/third_party/withdraw", { key: alice }),
      404,
      "NOT_FOUND",
    );
  });

  it("answers 400 BAD_REQUEST for an unknown purpose or basis, changing nothing", async () => {
    const before = await rows();
    await expectError(
      await t.call("POST", "/api/v1/compliance/consents/spying/grant", { key: alice }),
      400,
      "BAD_REQUEST",
    );
    await expectError(
      await t.call("POST", "/api/v1/compliance/consents/analytics/grant", {
        key: alice,
        body: { lawfulBasis: "because" },
      }),
      400,
      "BAD_REQUEST",
    );
    await expectError(
      await t.call("POST", "/api/v1/compliance/consents/analytics/grant", {
        key: alice,
        body: { lawfulBasis: "consent", extra: 1 },
      }),
      400,
      "BAD_REQUEST",
    );
    expect(await rows()).toBe(before);
  });

  it("shows each caller only their own records", async () => {
    expect((await list(bob)).history).toEqual([]);
    expect((await list(other)).history).toEqual([]);
    expect((await list(alice)).history.length).toBeGreaterThan(2);
  });
});
