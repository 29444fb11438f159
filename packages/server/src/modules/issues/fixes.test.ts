import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventEnvelope } from "../../events/types";
import { TEST_DIALECTS } from "../../testing/databases";
import { recordEvents } from "../../testing/failures";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";
import { fixedConfigFor } from "./fix-apply";

interface FixBody {
  id: string;
  issueId: string | null;
  type: string;
  status: string;
  description: string;
  changes: Record<string, unknown>;
  author: string;
  shadowTests: unknown[];
}
interface ConfigBody {
  systemPrompt: string;
  model: string;
  temperature: number | null;
  maxTokens: number | null;
  tools: string[];
}

const PROMPT = "You are a support agent.\nAnswer briefly.";
const DIFF =
  "@@ -1,2 +1,3 @@\n You are a support agent.\n-Answer briefly.\n+Answer briefly.\n+Always quote the order id.\n";

describe.each(TEST_DIALECTS)("fixes on %s", (dialect) => {
  let t: TestApp;
  let key: string;
  let otherKey: string;
  let agentId: string;
  let issueId: string;
  let events: EventEnvelope[];

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    events = recordEvents(t);
    key = await t.key({ companyId: "acme", userId: "dana" });
    otherKey = await t.key({ companyId: "other-co" });
    agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", {
          key,
          body: { name: "support", config: { retrievalConfig: { topK: 3 } } },
        }),
        201,
      )
    ).id;
    await dataOf(
      await t.call("POST", "/api/agent-configs", {
        key,
        body: { agentId, systemPrompt: PROMPT, model: "m-1", temperature: 0.2, tools: ["lookup"] },
      }),
      201,
    );
    issueId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/v2/issues", {
          key,
          body: { title: "i", agentId, severity: "high" },
        }),
        201,
      )
    ).id;
  });
  afterAll(() => t.close());

  const createFix = async (body: Record<string, unknown>, status = 201) =>
    dataOf<FixBody>(
      await t.call("POST", "/api/fixes", { key, body: { issueId, description: "d", ...body } }),
      status,
    );
  const config = async () =>
    dataOf<ConfigBody>(await t.call("GET", `/api/agent-configs/${agentId}`, { key }));
  const fixCount = async () =>
    (
      (await (await t.call("GET", "/api/fixes?limit=100", { key })).json()) as {
        pagination: { total: number };
      }
    ).pagination.total;

  it("creates a draft prompt_update fix authored by the caller, with fix.created", async () => {
    const fix = await createFix({ type: "prompt_update", changes: { promptDiff: DIFF } });
    expect(fix).toMatchObject({
      issueId,
      status: "draft",
      author: "dana",
      type: "prompt_update",
      shadowTests: [],
    });
    expect(fix.id).toMatch(/^fix_[0-9A-Z]{26}$/);
    await t.deps.jobs.drain();
    expect(
      events.find((e) => e.event === "fix.created" && e.data.fixId === fix.id)?.data,
    ).toMatchObject({
      companyId: "acme",
      agentId,
      issueId,
      type: "prompt_update",
    });
    const issue = await dataOf<{ fixes: { id: string }[] }>(
      await t.call("GET", `/api/v2/issues/${issueId}`, { key }),
    );
    expect(issue.fixes.map((f) => f.id)).toContain(fix.id);
    const listed = await dataOf<FixBody[]>(
      await t.call("GET", `/api/fixes?issueId=${issueId}&type=prompt_update&status=draft`, { key }),
    );
    expect(listed.map((f) => f.id)).toEqual([fix.id]);
    expect(
      await dataOf<FixBody[]>(await t.call("GET", "/api/fixes?type=guardrail", { key })),
    ).toEqual([]);
  });

  it("refuses a diff that does not apply (400), bad types and shapes, and creates nothing", async () => {
    const before = await fixCount();
    const error = await expectError(
      await t.call("POST", "/api/fixes", {
        key,
        body: {
          issueId,
          type: "prompt_update",
          description: "d",
          changes: { promptDiff: "@@ -1 +1 @@\n-Hello\n+Hi\n" },
        },
      }),
      400,
      "VALIDATION_ERROR",
    );
    expect(error.details?.field).toBe("changes.promptDiff");
    const bad = [
      { type: "magic", changes: {} },
      { type: "config_change", changes: {} },
      { type: "config_change", changes: { temperature: 5 } },
      { type: "prompt_update", changes: { diff: "x" } },
      { type: "retrieval_update", changes: { retrievalConfig: 3 } },
      { type: "guardrail", changes: { policyId: "gp_x" } },
      { type: "config_change", changes: { model: "m" }, description: "" },
    ];
    for (const body of bad) {
      await expectError(
        await t.call("POST", "/api/fixes", { key, body: { issueId, description: "d", ...body } }),
        400,
        "VALIDATION_ERROR",
      );
    }
    await expectError(
      await t.call("POST", "/api/fixes", {
        key,
        body: { type: "config_change", description: "d", changes: { model: "x" } },
      }),
      400,
      "VALIDATION_ERROR",
    );
    await expectError(
      await t.call("GET", "/api/fixes?limit=101", { key }),
      400,
      "VALIDATION_ERROR",
    );
    expect(await fixCount()).toBe(before);
  });

  it("answers 404 for another company's issue and fix", async () => {
    const fix = await createFix({ type: "config_change", changes: { model: "m-2" } });
    await expectError(
      await t.call("POST", "/api/fixes", {
        key: otherKey,
        body: { issueId, type: "config_change", description: "d", changes: { model: "x" } },
      }),
      404,
      "NOT_FOUND",
    );
    for (const [method, path, body] of [
      ["GET", `/api/fixes/${fix.id}`],
      ["PATCH", `/api/fixes/${fix.id}`, { status: "proposed" }],
      ["POST", `/api/fixes/${fix.id}/apply`],
      ["POST", `/api/fixes/${fix.id}/rollback`],
    ] as const) {
      await expectError(await t.call(method, path, { key: otherKey, body }), 404, "NOT_FOUND");
    }
    expect(
      (await dataOf<FixBody>(await t.call("GET", `/api/fixes/${fix.id}`, { key }))).status,
    ).toBe("draft");
  });

  it("enforces fix status moves with 409", async () => {
    const fix = await createFix({ type: "config_change", changes: { maxTokens: 512 } });
    const patch = (body: Record<string, unknown>) =>
      t.call("PATCH", `/api/fixes/${fix.id}`, { key, body });
    await expectError(await patch({ status: "testing" }), 409, "CONFLICT");
    await expectError(await patch({ status: "applied" }), 409, "CONFLICT");
    expect(
      (await dataOf<FixBody>(await patch({ status: "proposed", description: "better" }))).status,
    ).toBe("proposed");
    expect((await dataOf<FixBody>(await patch({ status: "testing" }))).status).toBe("testing");
    expect((await dataOf<FixBody>(await patch({ status: "rejected" }))).status).toBe("rejected");
    await expectError(await t.call("POST", `/api/fixes/${fix.id}/apply`, { key }), 409, "CONFLICT");
    await expectError(await patch({ status: "proposed" }), 409, "CONFLICT");
    await expectError(await patch({ status: "archived" }), 400, "VALIDATION_ERROR");
    expect(
      await dataOf<FixBody>(await t.call("GET", `/api/fixes/${fix.id}`, { key })),
    ).toMatchObject({
      status: "rejected",
      description: "better",
    });
  });

  it("applies a prompt_update, refuses a second apply, and rolls back exactly", async () => {
    const before = await config();
    const fix = await createFix({ type: "prompt_update", changes: { promptDiff: DIFF } });
    const applied = await t.call("POST", `/api/fixes/${fix.id}/apply`, { key });
    expect(applied.headers.get("deprecation")).toBe("true");
    const application = await dataOf<{ fix: FixBody; previous: ConfigBody; current: ConfigBody }>(
      applied,
    );
    expect(application.fix.status).toBe("applied");
    expect(application.previous.systemPrompt).toBe(PROMPT);
    expect((await config()).systemPrompt).toBe(`${PROMPT}\nAlways quote the order id.`);
    await expectError(await t.call("POST", `/api/fixes/${fix.id}/apply`, { key }), 409, "CONFLICT");
    await expectError(
      await t.call("PATCH", `/api/fixes/${fix.id}`, { key, body: { status: "draft" } }),
      409,
      "CONFLICT",
    );
    const rolled = await t.call("POST", `/api/fixes/${fix.id}/rollback`, { key });
    expect(rolled.headers.get("deprecation")).toBeNull();
    expect((await dataOf<{ fix: FixBody }>(rolled)).fix.status).toBe("proposed");
    const after = await config();
    expect({ ...after, updatedAt: undefined }).toEqual({ ...before, updatedAt: undefined });
    await expectError(
      await t.call("POST", `/api/fixes/${fix.id}/rollback`, { key }),
      409,
      "CONFLICT",
    );
  });

  it("answers 400 at apply when the prompt changed under the diff, and changes nothing", async () => {
    const fix = await createFix({ type: "prompt_update", changes: { promptDiff: DIFF } });
    await dataOf(
      await t.call("PUT", `/api/agent-configs/${agentId}`, {
        key,
        body: { systemPrompt: "Other prompt" },
      }),
    );
    await expectError(
      await t.call("POST", `/api/fixes/${fix.id}/apply`, { key }),
      400,
      "VALIDATION_ERROR",
    );
    expect((await config()).systemPrompt).toBe("Other prompt");
    expect(
      (await dataOf<FixBody>(await t.call("GET", `/api/fixes/${fix.id}`, { key }))).status,
    ).toBe("draft");
    await dataOf(
      await t.call("PUT", `/api/agent-configs/${agentId}`, { key, body: { systemPrompt: PROMPT } }),
    );
  });

  it("applies and rolls back config_change, retrieval_update and guardrail fixes", async () => {
    const before = await config();
    const change = await createFix({
      type: "config_change",
      changes: { model: "m-9", temperature: null, tools: [] },
    });
    await dataOf(await t.call("POST", `/api/fixes/${change.id}/apply`, { key }));
    expect(await config()).toMatchObject({
      model: "m-9",
      temperature: null,
      tools: [],
      systemPrompt: PROMPT,
    });
    await dataOf(await t.call("POST", `/api/fixes/${change.id}/rollback`, { key }));
    expect({ ...(await config()), updatedAt: 0 }).toEqual({ ...before, updatedAt: 0 });

    const agentConfig = async () =>
      (
        await dataOf<{ config: Record<string, unknown> }>(
          await t.call("GET", `/api/agents/${agentId}`, { key }),
        )
      ).config;
    const retrieval = await createFix({
      type: "retrieval_update",
      changes: { retrievalConfig: { topK: 8, rerank: true } },
    });
    await dataOf(await t.call("POST", `/api/fixes/${retrieval.id}/apply`, { key }));
    expect((await agentConfig()).retrievalConfig).toEqual({ topK: 8, rerank: true });
    await dataOf(await t.call("POST", `/api/fixes/${retrieval.id}/rollback`, { key }));
    expect((await agentConfig()).retrievalConfig).toEqual({ topK: 3 });

    const policy = await dataOf<{ id: string; scanners: unknown[] }>(
      await t.call("POST", "/api/guardrail-policies", {
        key,
        body: { name: "p", scanners: [{ scanner: "pii", config: {} }] },
      }),
      201,
    );
    await expectError(
      await t.call("POST", "/api/fixes", {
        key,
        body: {
          issueId,
          type: "guardrail",
          description: "d",
          changes: { policyId: policy.id, scanners: [{ scanner: "nope" }] },
        },
      }),
      400,
      "VALIDATION_ERROR",
    );
    const guard = await createFix({
      type: "guardrail",
      changes: {
        policyId: policy.id,
        scanners: [
          { scanner: "pii", config: {} },
          { scanner: "secrets", config: {} },
        ],
      },
    });
    const readPolicy = async () =>
      dataOf<{ scanners: { scanner: string }[] }>(
        await t.call("GET", `/api/guardrail-policies/${policy.id}`, { key }),
      );
    await dataOf(await t.call("POST", `/api/fixes/${guard.id}/apply`, { key }));
    expect((await readPolicy()).scanners.map((s) => s.scanner)).toEqual(["pii", "secrets"]);
    await dataOf(await t.call("POST", `/api/fixes/${guard.id}/rollback`, { key }));
    expect((await readPolicy()).scanners.map((s) => s.scanner)).toEqual(["pii"]);
  });

  it("computes the config a fix would give without writing it", async () => {
    const fixed = await fixedConfigFor(t.deps, {
      companyId: "acme",
      agentId,
      type: "prompt_update",
      changes: { promptDiff: DIFF },
    });
    expect(fixed).toMatchObject({
      systemPrompt: `${PROMPT}\nAlways quote the order id.`,
      model: "m-1",
      tools: ["lookup"],
      retrievalConfig: { topK: 3 },
      guardrailPolicy: null,
    });
    expect((await config()).systemPrompt).toBe(PROMPT);
  });

  it("marks POST /api/fixes with caseId as deprecated", async () => {
    const res = await t.call("POST", "/api/fixes", {
      key,
      body: { caseId: issueId, type: "config_change", description: "d", changes: { maxTokens: 9 } },
    });
    expect(res.headers.get("deprecation")).toBe("true");
    expect((await dataOf<FixBody>(res, 201)).issueId).toBe(issueId);
    const current = await t.call("POST", "/api/fixes", {
      key,
      body: { issueId, type: "config_change", description: "d", changes: { maxTokens: 9 } },
    });
    expect(current.headers.get("deprecation")).toBeNull();
  });
});
