/**
 * Statuses that follow the work (lifecycle.ts): fix create, shadow-test create, apply and
 * rollback move the fix and its issue, each move named in the request's audit entry; manual
 * moves keep their 409 rules.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";
import {
  fixAfterShadowTestCreated,
  issueAfterFixApplied,
  issueAfterFixCreated,
  issueAfterFixRolledBack,
  issueAfterShadowTestCreated,
} from "./lifecycle";

const PROMPT = "You are a support agent.\nAnswer briefly.";
const DIFF = "@@ -1,2 +1,3 @@\n You are a support agent.\n Answer briefly.\n+Quote the order id.\n";

describe("automatic moves", () => {
  it("only ever move forward, and leave closed issues and final fixes alone", () => {
    expect(issueAfterFixCreated("open")).toBe("proposed_fix");
    expect(
      ["proposed_fix", "testing", "closed"].map((s) => issueAfterFixCreated(s as never)),
    ).toEqual([null, null, null]);
    expect(issueAfterShadowTestCreated("open")).toBe("testing");
    expect(issueAfterShadowTestCreated("proposed_fix")).toBe("testing");
    expect(issueAfterShadowTestCreated("testing")).toBeNull();
    expect(issueAfterShadowTestCreated("closed")).toBeNull();
    expect(fixAfterShadowTestCreated("draft")).toBe("testing");
    expect(fixAfterShadowTestCreated("proposed")).toBe("testing");
    for (const s of ["testing", "applied", "rejected"] as const) {
      expect(fixAfterShadowTestCreated(s)).toBeNull();
    }
    expect(issueAfterFixApplied("testing")).toBe("closed");
    expect(issueAfterFixApplied("open")).toBe("closed");
    expect(issueAfterFixApplied("closed")).toBeNull();
    expect(issueAfterFixRolledBack("closed", false)).toBe("proposed_fix");
    expect(issueAfterFixRolledBack("closed", true)).toBeNull();
    expect(issueAfterFixRolledBack("open", false)).toBeNull();
  });
});

describe.each(TEST_DIALECTS)("statuses that follow the work on %s", (dialect) => {
  let t: TestApp;
  let key: string;
  let agentId: string;
  let traceId: string;

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    key = await t.key({ companyId: "acme", userId: "dana" });
    agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "support" } }),
        201,
      )
    ).id;
    await dataOf(
      await t.call("POST", "/api/agent-configs", {
        key,
        body: { agentId, systemPrompt: PROMPT, model: "m-1" },
      }),
      201,
    );
    traceId = (
      await dataOf<{ traceId: string }>(
        await t.call("POST", "/api/traces", {
          key,
          body: { agentId, userMessage: "Where is order 7?", agentResponse: "Shipped.", spans: [] },
        }),
        201,
      )
    ).traceId;
  });
  afterAll(() => t.close());

  const newIssue = async () =>
    (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/v2/issues", {
          key,
          body: { title: "Missing order ids", agentId, severity: "high", traceIds: [traceId] },
        }),
        201,
      )
    ).id;
  const newFix = async (issueId: string) =>
    (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/fixes", {
          key,
          body: {
            issueId,
            type: "prompt_update",
            description: "Quote the id",
            changes: { promptDiff: DIFF },
          },
        }),
        201,
      )
    ).id;
  const issueStatus = async (id: string) =>
    (await dataOf<{ status: string }>(await t.call("GET", `/api/v2/issues/${id}`, { key }))).status;
  const fixStatus = async (id: string) =>
    (await dataOf<{ status: string }>(await t.call("GET", `/api/fixes/${id}`, { key }))).status;
  const patchIssue = (id: string, status: string) =>
    t.call("PATCH", `/api/v2/issues/${id}`, { key, body: { status } });
  const newShadowTest = async (fixId: string) =>
    (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/shadow-tests", {
          key,
          body: { fixId, traceIds: [traceId], config: { comparisonMode: "automated" } },
        }),
        201,
      )
    ).id;
  const auditOf = async (resourceId: string) => {
    const body = (await (
      await t.call("GET", "/api/v1/compliance/audit-logs?limit=100", { key })
    ).json()) as {
      logs: { action: string; resourceId: string; details: Record<string, unknown> }[];
    };
    return body.logs.filter((entry) => entry.resourceId === resourceId);
  };

  it("moves an open issue to proposed_fix when a fix is created, audited", async () => {
    const issueId = await newIssue();
    const fixId = await newFix(issueId);
    expect(await issueStatus(issueId)).toBe("proposed_fix");
    expect(await fixStatus(fixId)).toBe("draft");
    const [entry] = await auditOf(fixId);
    expect(entry?.action).toBe("fix.create");
    expect(entry?.details.automaticMoves).toEqual([
      {
        resourceType: "issue",
        resourceId: issueId,
        from: "open",
        to: "proposed_fix",
        because: "fix.created",
      },
    ]);
  });

  it("never moves a closed or testing issue back when a fix is created", async () => {
    const closed = await newIssue();
    await dataOf(await patchIssue(closed, "closed"));
    const fixId = await newFix(closed);
    expect(await issueStatus(closed)).toBe("closed");
    expect((await auditOf(fixId))[0]?.details.automaticMoves).toBeUndefined();
    const testing = await newIssue();
    await dataOf(await patchIssue(testing, "testing"));
    await newFix(testing);
    expect(await issueStatus(testing)).toBe("testing");
  });

  it("moves the fix and its issue to testing when a shadow test is created; completion leaves them", async () => {
    const issueId = await newIssue();
    const fixId = await newFix(issueId);
    const testId = await newShadowTest(fixId);
    expect(await fixStatus(fixId)).toBe("testing");
    expect(await issueStatus(issueId)).toBe("testing");
    const [entry] = await auditOf(testId);
    expect(entry?.details.automaticMoves).toEqual([
      {
        resourceType: "fix",
        resourceId: fixId,
        from: "draft",
        to: "testing",
        because: "shadow_test.created",
      },
      {
        resourceType: "issue",
        resourceId: issueId,
        from: "proposed_fix",
        to: "testing",
        because: "shadow_test.created",
      },
    ]);
    // No provider configured: the replay errs on every trace and the test ends failed; either
    // way a finished test moves nothing.
    await t.deps.jobs.drain();
    expect(await fixStatus(fixId)).toBe("testing");
    expect(await issueStatus(issueId)).toBe("testing");
    // A second test of a fix already in testing moves nothing.
    const again = await newShadowTest(fixId);
    expect((await auditOf(again))[0]?.details.automaticMoves).toBeUndefined();
  });

  it("leaves a rejected fix rejected when a shadow test is created", async () => {
    const fixId = await newFix(await newIssue());
    await dataOf(
      await t.call("PATCH", `/api/fixes/${fixId}`, { key, body: { status: "rejected" } }),
    );
    await newShadowTest(fixId);
    expect(await fixStatus(fixId)).toBe("rejected");
  });

  it("closes the issue on apply and reopens it to proposed_fix on rollback, audited", async () => {
    const issueId = await newIssue();
    const fixId = await newFix(issueId);
    await newShadowTest(fixId);
    await dataOf(await t.call("POST", `/api/fixes/${fixId}/apply`, { key }));
    expect(await issueStatus(issueId)).toBe("closed");
    await dataOf(await t.call("POST", `/api/fixes/${fixId}/rollback`, { key }));
    expect(await fixStatus(fixId)).toBe("proposed");
    expect(await issueStatus(issueId)).toBe("proposed_fix");
    const moves = (await auditOf(fixId)).flatMap(
      (entry) => (entry.details.automaticMoves as { because: string; to: string }[]) ?? [],
    );
    expect(moves.map((m) => [m.because, m.to]).sort()).toEqual([
      ["fix.applied", "closed"],
      ["fix.created", "proposed_fix"],
      ["fix.rolled_back", "proposed_fix"],
    ]);
  });

  it("keeps the issue closed on rollback while another fix of it stays applied", async () => {
    const issueId = await newIssue();
    const first = await newFix(issueId);
    await dataOf(await t.call("POST", `/api/fixes/${first}/apply`, { key }));
    // A second fix on top: its diff applies to the prompt the first one wrote.
    const second = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/fixes", {
          key,
          body: {
            issueId,
            type: "config_change",
            description: "Cooler",
            changes: { temperature: 0.1 },
          },
        }),
        201,
      )
    ).id;
    await dataOf(await t.call("POST", `/api/fixes/${second}/apply`, { key }));
    await dataOf(await t.call("POST", `/api/fixes/${second}/rollback`, { key }));
    expect(await issueStatus(issueId)).toBe("closed");
    await dataOf(await t.call("POST", `/api/fixes/${first}/rollback`, { key }));
    expect(await issueStatus(issueId)).toBe("proposed_fix");
  });

  it("keeps the 409 rules for manual moves", async () => {
    const issueId = await newIssue();
    const fixId = await newFix(issueId);
    await dataOf(await patchIssue(issueId, "closed"));
    await expectError(await patchIssue(issueId, "testing"), 409, "CONFLICT");
    await expectError(
      await t.call("PATCH", `/api/fixes/${fixId}`, { key, body: { status: "testing" } }),
      409,
      "CONFLICT",
    );
    expect(await fixStatus(fixId)).toBe("draft");
  });
});
