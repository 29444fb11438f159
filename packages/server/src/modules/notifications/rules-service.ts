/** Notification rules: per agent, which events notify through which channel, and how often. */
import { z } from "@hono/zod-openapi";
import type { Deps } from "../../context";
import type { Database } from "../../db/database";
import { parseJson, toNumber } from "../../db/sql";
import { notFound, ValidationError } from "../../http/errors";
import type { Principal } from "../../http/principal";
import { newId } from "../../lib/ids";
import { findVisibleAgent } from "../agents/access";
import type { NotificationRulesTable } from "./schema";
import type { CreateRuleBody, RuleChannel, RuleView, UpdateRuleBody } from "./schemas";

export type RulesDeps = Pick<Deps, "database" | "clock">;

/** A stored rule as the API shows it. */
export function toRuleView(row: NotificationRulesTable): RuleView {
  return {
    id: row.id,
    agentId: row.agent_id,
    name: row.name,
    description: row.description,
    conditions: parseJson<RuleView["conditions"]>(row.conditions, {}),
    channel: row.channel as RuleChannel,
    recipients: parseJson<RuleView["recipients"]>(row.recipients, []),
    cooldownMinutes: toNumber(row.cooldown_minutes),
    lastTriggered: row.last_triggered,
    isActive: toNumber(row.is_active) === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The rule, or 404 when it is another company's, or outside a bound key's agent. */
async function findRule(
  database: Database,
  principal: Principal,
  id: string,
): Promise<NotificationRulesTable> {
  let query = database.db
    .selectFrom("notification_rules")
    .selectAll()
    .where("id", "=", id)
    .where("company_id", "=", principal.companyId);
  if (principal.agentId !== null) query = query.where("agent_id", "=", principal.agentId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound("Notification rule", id);
  return row;
}

const Email = z.email();

/** An email rule's recipient list, when it is a list, holds addresses only. */
function checkRecipients(channel: RuleChannel, recipients: RuleView["recipients"]): void {
  if (channel !== "email" || !Array.isArray(recipients)) return;
  recipients.forEach((entry, i) => {
    if (typeof entry !== "string" || !Email.safeParse(entry).success) {
      const reason = "must be an email address";
      throw new ValidationError(`Invalid body: recipients[${i}]: ${reason}`, {
        field: `recipients[${i}]`,
        reason,
      });
    }
  });
}

export async function listRules(
  { database }: RulesDeps,
  principal: Principal,
  agentId: string,
): Promise<RuleView[]> {
  await findVisibleAgent(database, principal, agentId);
  const rows = await database.db
    .selectFrom("notification_rules")
    .selectAll()
    .where("company_id", "=", principal.companyId)
    .where("agent_id", "=", agentId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toRuleView);
}

export async function createRule(
  { database, clock }: RulesDeps,
  principal: Principal,
  body: z.infer<typeof CreateRuleBody>,
): Promise<RuleView> {
  await findVisibleAgent(database, principal, body.agentId);
  checkRecipients(body.channel, body.recipients);
  const now = clock.now().toISOString();
  const row: NotificationRulesTable = {
    id: newId("rule"),
    company_id: principal.companyId,
    agent_id: body.agentId,
    name: body.name,
    description: body.description ?? null,
    conditions: JSON.stringify(body.conditions),
    channel: body.channel,
    recipients: JSON.stringify(body.recipients),
    cooldown_minutes: body.cooldownMinutes,
    last_triggered: null,
    is_active: body.isActive ? 1 : 0,
    created_by: principal.userId,
    created_at: now,
    updated_at: now,
  };
  await database.db.insertInto("notification_rules").values(row).execute();
  return toRuleView(row);
}

/** Changes the given fields; conditions and recipients are replaced, not merged. */
export async function updateRule(
  { database, clock }: RulesDeps,
  principal: Principal,
  id: string,
  body: z.infer<typeof UpdateRuleBody>,
): Promise<RuleView> {
  const row = await findRule(database, principal, id);
  if (body.agentId !== undefined && body.agentId !== row.agent_id) {
    await findVisibleAgent(database, principal, body.agentId);
  }
  const current = toRuleView(row);
  checkRecipients(body.channel ?? current.channel, body.recipients ?? current.recipients);
  const changes: Partial<NotificationRulesTable> = { updated_at: clock.now().toISOString() };
  if (body.agentId !== undefined) changes.agent_id = body.agentId;
  if (body.name !== undefined) changes.name = body.name;
  if (body.description !== undefined) changes.description = body.description;
  if (body.conditions !== undefined) changes.conditions = JSON.stringify(body.conditions);
  if (body.channel !== undefined) changes.channel = body.channel;
  if (body.recipients !== undefined) changes.recipients = JSON.stringify(body.recipients);
  if (body.cooldownMinutes !== undefined) changes.cooldown_minutes = body.cooldownMinutes;
  if (body.isActive !== undefined) changes.is_active = body.isActive ? 1 : 0;
  await database.db
    .updateTable("notification_rules")
    .set(changes)
    .where("id", "=", id)
    .where("company_id", "=", principal.companyId)
    .execute();
  return toRuleView({ ...row, ...changes });
}

export async function deleteRule(
  { database }: RulesDeps,
  principal: Principal,
  id: string,
): Promise<void> {
  await findRule(database, principal, id);
  await database.db
    .deleteFrom("notification_rules")
    .where("id", "=", id)
    .where("company_id", "=", principal.companyId)
    .execute();
}
