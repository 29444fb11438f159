/**
 * The world the firing tests run in: the real app under a manual clock, real HTTP and SMTP
 * receivers, and companies with an agent and a Slack channel. Events go through the real
 * path: emit → event.dispatch job → rule subscriber → notification.send job.
 */
import { expect } from "vitest";
import { emit } from "../events/bus";
import type { EventData, EventType } from "../events/types";
import type { RuleView } from "../modules/notifications/schemas";
import type { TestDialect } from "./databases";
import { createTestApp, dataOf, manualClock, type TestApp } from "./harness";
import { type Receiver, startReceiver } from "./receiver";
import { type SmtpReceiver, startSmtpReceiver } from "./smtp-receiver";

export const CHANNELS = "/api/v1/explainer/notification-channels";
export const PREFERENCES = "/api/v1/explainer/notification-preferences";

export interface FiringWorld {
  t: TestApp;
  http: Receiver;
  smtp: SmtpReceiver;
  clock: ReturnType<typeof manualClock>;
  tenant(): Promise<Tenant>;
  close(): Promise<void>;
}

export type Tenant = Awaited<ReturnType<typeof makeTenant>>;

let companies = 0;

export async function firingWorld(dialect: TestDialect): Promise<FiringWorld> {
  const clock = manualClock();
  const http = await startReceiver();
  const smtp = await startSmtpReceiver();
  const t = await createTestApp({
    dialect,
    clock,
    config: {
      dev: true,
      slackWebhookPrefix: `${http.url}/slack/`,
      pagerdutyUrl: `${http.url}/v2/enqueue`,
      smtpUrl: smtp.url,
    },
  });
  const world: FiringWorld = {
    t,
    http,
    smtp,
    clock,
    tenant: () => makeTenant(world),
    async close() {
      await t.close();
      await http.close();
      await smtp.close();
    },
  };
  return world;
}

/** A company with one agent and a Slack channel posting to /slack/<company>. */
async function makeTenant({ t, http, clock }: FiringWorld) {
  const companyId = `firing-${++companies}`;
  const key = await t.key({ companyId });
  const agent = await dataOf<{ id: string }>(
    await t.call("POST", "/api/agents", { key, body: { name: "bot" } }),
    201,
  );
  const slackPath = `/slack/${companyId}`;
  await dataOf(
    await t.call("PUT", `${CHANNELS}/slack`, {
      key,
      body: { config: { webhookUrl: `${http.url}/${slackPath.slice(1)}` } },
    }),
  );
  return {
    companyId,
    key,
    agentId: agent.id,
    /** A rule for failure.detected from error, to Slack, unless `body` says otherwise. */
    async addRule(body: Record<string, unknown> = {}): Promise<RuleView> {
      const res = await t.call("POST", "/api/notification-rules", {
        key,
        body: {
          agentId: agent.id,
          name: "alerts",
          conditions: { event: "failure.detected", minSeverity: "error" },
          channel: "slack",
          recipients: [],
          ...body,
        },
      });
      expect(res.status).toBe(201);
      return (await res.json()) as RuleView;
    },
    async setPreferences(body: Record<string, unknown>): Promise<void> {
      await dataOf(await t.call("PUT", PREFERENCES, { key, body }));
    },
    /** Emits an event of the agent and runs every job due now. */
    async fire(
      event: EventType = "failure.detected",
      data: Partial<EventData> = { severity: "error" },
    ) {
      const made = await t.database.db
        .transaction()
        .execute((trx) =>
          emit(trx, { event, data: { companyId, agentId: agent.id, ...data } }, clock.now()),
        );
      await t.deps.jobs.drain();
      return made;
    },
    notifications() {
      return t.database.db
        .selectFrom("notifications")
        .selectAll()
        .where("company_id", "=", companyId)
        .orderBy("created_at")
        .orderBy("id")
        .execute();
    },
    slackPosts() {
      return http.received.filter((r) => r.path === slackPath);
    },
  };
}
