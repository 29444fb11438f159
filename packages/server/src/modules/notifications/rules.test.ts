import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import {
  createTestApp,
  dataOf,
  expectError,
  manualClock,
  type TestApp,
} from "../../testing/harness";
import type { RuleView } from "./schemas";

const RULES = "/api/notification-rules";

describe.each(TEST_DIALECTS)("notification rules on %s", (dialect) => {
  let t: TestApp;
  let company = 0;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp({ dialect, clock });
  });
  afterAll(() => t.close());

  /** A company of its own with one agent. */
  async function tenant() {
    const companyId = `rules-${++company}`;
    const key = await t.key({ companyId });
    const agent = await dataOf<{ id: string }>(
      await t.call("POST", "/api/agents", { key, body: { name: "support-bot" } }),
      201,
    );
    return { companyId, key, agentId: agent.id };
  }
  const rule = (agentId: string, extra: Record<string, unknown> = {}) => ({
    agentId,
    name: "Failures to Slack",
    conditions: { event: "failure.detected", minSeverity: "error" },
    channel: "slack",
    recipients: ["#alerts"],
    ...extra,
  });
  async function bareJson<T>(res: Response, status: number): Promise<T> {
    const text = await res.text();
    if (res.status !== status) throw new Error(`expected ${status}, got ${res.status} ${text}`);
    return JSON.parse(text) as T;
  }
  const create = async (key: string, body: unknown) =>
    bareJson<RuleView>(await t.call("POST", RULES, { key, body }), 201);
  const list = async (key: string, agentId: string) =>
    bareJson<RuleView[]>(await t.call("GET", `${RULES}?agentId=${agentId}`, { key }), 200);

  it("creates a rule and answers the bare rule with defaults", async () => {
    const { key, agentId } = await tenant();
    const created = await create(
      key,
      rule(agentId, { conditions: { event: "failure.detected", team: "a" } }),
    );
    expect(created).toEqual({
      id: expect.stringMatching(/^rule_[0-9A-Z]{26}$/),
      agentId,
      name: "Failures to Slack",
      description: null,
      conditions: { event: "failure.detected", team: "a" },
      channel: "slack",
      recipients: ["#alerts"],
      cooldownMinutes: 60,
      lastTriggered: null,
      isActive: true,
      createdAt: clock.now().toISOString(),
      updatedAt: clock.now().toISOString(),
    });
  });

  it("lists an agent's rules as a bare array, newest first", async () => {
    const { key, agentId } = await tenant();
    const first = await create(key, rule(agentId));
    clock.advance(1_000);
    const second = await create(key, rule(agentId, { name: "second", channel: "in_app" }));
    const listed = await list(key, agentId);
    expect(Array.isArray(listed)).toBe(true);
    expect(listed.map((r) => r.id)).toEqual([second.id, first.id]);
  });

  it("answers 400 VALIDATION_ERROR for a list without agentId", async () => {
    const { key } = await tenant();
    const error = await expectError(await t.call("GET", RULES, { key }), 400, "VALIDATION_ERROR");
    expect(error.details?.field).toBe("agentId");
  });

  it("patches the given fields only and answers the bare rule", async () => {
    const { key, agentId } = await tenant();
    const created = await create(key, rule(agentId));
    clock.advance(5_000);
    const patched = await bareJson<RuleView>(
      await t.call("PATCH", `${RULES}/${created.id}`, {
        key,
        body: { isActive: false, cooldownMinutes: 0, description: "quiet" },
      }),
      200,
    );
    expect(patched).toEqual({
      ...created,
      isActive: false,
      cooldownMinutes: 0,
      description: "quiet",
      updatedAt: clock.now().toISOString(),
    });
    expect((await list(key, agentId))[0]).toEqual(patched);
  });

  it("deletes with 204 and no body; the rule is then 404 NOT_FOUND", async () => {
    const { key, agentId } = await tenant();
    const created = await create(key, rule(agentId));
    const res = await t.call("DELETE", `${RULES}/${created.id}`, { key });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(await list(key, agentId)).toEqual([]);
    await expectError(await t.call("DELETE", `${RULES}/${created.id}`, { key }), 404, "NOT_FOUND");
  });

  it("validates channel, conditions, cooldown and email recipients", async () => {
    const { key, agentId } = await tenant();
    const bad = async (body: Record<string, unknown>, field: string) => {
      const error = await expectError(
        await t.call("POST", RULES, { key, body: rule(agentId, body) }),
        400,
        "VALIDATION_ERROR",
      );
      expect(error.details?.field, JSON.stringify(error)).toBe(field);
    };
    await bad({ channel: "sms" }, "channel");
    await bad({ conditions: { event: "trace.exploded" } }, "conditions.event");
    await bad({ conditions: { minSeverity: "fatal" } }, "conditions.minSeverity");
    await bad({ cooldownMinutes: -1 }, "cooldownMinutes");
    await bad({ cooldownMinutes: 1.5 }, "cooldownMinutes");
    await bad({ recipients: "ops@example.com" }, "recipients");
    await bad({ channel: "email", recipients: ["ops@example.com", "nope"] }, "recipients[1]");
    await bad({ name: "" }, "name");
    const { recipients: _, ...withoutRecipients } = rule(agentId);
    const error = await expectError(
      await t.call("POST", RULES, { key, body: withoutRecipients }),
      400,
      "VALIDATION_ERROR",
    );
    expect(error.details?.field).toBe("recipients");
  });

  it("accepts a conditions.minSeverity of either vocabulary (high, error)", async () => {
    const { key, agentId } = await tenant();
    for (const minSeverity of ["high", "error"]) {
      const conditions = { event: "case.created", minSeverity };
      const created = await create(key, rule(agentId, { conditions }));
      expect(created.conditions).toEqual(conditions);
    }
  });

  it("accepts recipients as an object and a list of event types", async () => {
    const { key, agentId } = await tenant();
    const created = await create(
      key,
      rule(agentId, {
        channel: "webhook",
        recipients: { teams: ["sre"] },
        conditions: { event: ["run.failed", "drift.detected"] },
      }),
    );
    expect(created.recipients).toEqual({ teams: ["sre"] });
    expect(created.conditions).toEqual({ event: ["run.failed", "drift.detected"] });
  });

  it("answers 404 NOT_FOUND for another company's rule and agent", async () => {
    const owner = await tenant();
    const other = await tenant();
    const created = await create(owner.key, rule(owner.agentId));
    await expectError(
      await t.call("PATCH", `${RULES}/${created.id}`, { key: other.key, body: { name: "x" } }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("DELETE", `${RULES}/${created.id}`, { key: other.key }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("GET", `${RULES}?agentId=${owner.agentId}`, { key: other.key }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("POST", RULES, { key: other.key, body: rule(owner.agentId) }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("PATCH", `${RULES}/${created.id}`, {
        key: owner.key,
        body: { agentId: other.agentId },
      }),
      404,
      "NOT_FOUND",
    );
  });

  it("lets a key bound to an agent manage that agent's rules only", async () => {
    const { companyId, key, agentId } = await tenant();
    const sibling = await dataOf<{ id: string }>(
      await t.call("POST", "/api/agents", { key, body: { name: "sibling" } }),
      201,
    );
    const siblingRule = await create(key, rule(sibling.id));
    const bound = await t.key({ companyId, agentId });
    const own = await create(bound, rule(agentId));
    expect((await list(bound, agentId)).map((r) => r.id)).toEqual([own.id]);
    await expectError(
      await t.call("GET", `${RULES}?agentId=${sibling.id}`, { key: bound }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("POST", RULES, { key: bound, body: rule(sibling.id) }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await t.call("PATCH", `${RULES}/${siblingRule.id}`, { key: bound, body: { name: "x" } }),
      404,
      "NOT_FOUND",
    );
  });
});
