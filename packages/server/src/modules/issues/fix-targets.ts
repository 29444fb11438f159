/**
 * Where each fix type writes, as snapshots: `read` takes the target's current version,
 * `next` computes the version with the fix, `write` stores a version. Apply stores the
 * snapshot it replaced, so rollback writes it back as it was.
 */

import { parseJson } from "../../db/sql";
import { ConflictError, notFound } from "../../http/errors";
import type { Executor } from "../../jobs/queue";
import { applyPromptDiff, checkPolicy, type FixChanges } from "./fix-changes";
import type { FixApplicationsTable } from "./schema";

export type TargetKind = FixApplicationsTable["target"];

export interface AgentConfigSnapshot {
  systemPrompt: string;
  model: string;
  temperature: number | null;
  maxTokens: number | null;
  tools: string[];
}
/** The agents.config and guardrail policy columns as stored text, so a rollback is exact. */
export interface AgentSnapshot {
  config: string;
}
export interface PolicySnapshot {
  scanners: string;
  options: string;
}
export type Snapshot = AgentConfigSnapshot | AgentSnapshot | PolicySnapshot;

export interface Target {
  kind: TargetKind;
  id: string;
}

export function targetOf(fix: { agentId: string } & FixChanges): Target {
  switch (fix.type) {
    case "prompt_update":
    case "config_change":
      return { kind: "agent_config", id: fix.agentId };
    case "retrieval_update":
      return { kind: "agent", id: fix.agentId };
    case "guardrail":
      return { kind: "guardrail_policy", id: fix.changes.policyId };
  }
}

/** The target's current version; null when it does not exist (no config record yet). */
export async function readTarget(
  db: Executor,
  companyId: string,
  target: Target,
): Promise<Snapshot | null> {
  if (target.kind === "agent_config") {
    const row = await db
      .selectFrom("agent_configs")
      .selectAll()
      .where("agent_id", "=", target.id)
      .where("company_id", "=", companyId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      systemPrompt: row.system_prompt,
      model: row.model,
      temperature: row.temperature === null ? null : Number(row.temperature),
      maxTokens: row.max_tokens === null ? null : Number(row.max_tokens),
      tools: parseJson<string[]>(row.tools, []),
    };
  }
  if (target.kind === "agent") {
    const row = await db
      .selectFrom("agents")
      .select("config")
      .where("id", "=", target.id)
      .where("company_id", "=", companyId)
      .executeTakeFirst();
    return row ? { config: row.config } : null;
  }
  const row = await db
    .selectFrom("guardrail_policies")
    .select(["scanners", "options"])
    .where("id", "=", target.id)
    .where("company_id", "=", companyId)
    .where("active", "=", 1)
    .executeTakeFirst();
  return row ? { scanners: row.scanners, options: row.options } : null;
}

/** The version with the fix; throws 400 when it does not apply to `current`. */
export function nextVersion(fix: FixChanges, current: Snapshot): Snapshot {
  switch (fix.type) {
    case "prompt_update": {
      const config = current as AgentConfigSnapshot;
      return {
        ...config,
        systemPrompt: applyPromptDiff(config.systemPrompt, fix.changes.promptDiff),
      };
    }
    case "config_change": {
      const config = current as AgentConfigSnapshot;
      const { model, temperature, maxTokens, tools, systemPrompt } = fix.changes;
      return {
        systemPrompt: systemPrompt ?? config.systemPrompt,
        model: model ?? config.model,
        temperature: temperature === undefined ? config.temperature : temperature,
        maxTokens: maxTokens === undefined ? config.maxTokens : maxTokens,
        tools: tools ?? config.tools,
      };
    }
    case "retrieval_update": {
      const config = parseJson<Record<string, unknown>>((current as AgentSnapshot).config, {});
      const previous = config.retrievalConfig;
      const retrievalConfig = {
        ...(typeof previous === "object" && previous !== null ? previous : {}),
        ...fix.changes.retrievalConfig,
      };
      return { config: JSON.stringify({ ...config, retrievalConfig }) };
    }
    case "guardrail": {
      const policy = current as PolicySnapshot;
      const scanners = fix.changes.scanners ?? parseJson<unknown[]>(policy.scanners, []);
      const options = { ...parseJson<object>(policy.options, {}), ...fix.changes.options };
      checkPolicy(scanners, options);
      return { scanners: JSON.stringify(scanners), options: JSON.stringify(options) };
    }
  }
}

/** The target's current version, or 409 when it is missing (nothing to write the fix to). */
export async function requireTarget(
  db: Executor,
  companyId: string,
  target: Target,
): Promise<Snapshot> {
  const current = await readTarget(db, companyId, target);
  if (current) return current;
  if (target.kind === "agent_config") {
    throw new ConflictError(
      `Agent ${target.id} has no config record to change; create it with POST /api/agent-configs first`,
      { agentId: target.id },
    );
  }
  throw notFound(target.kind === "agent" ? "Agent" : "Guardrail policy", target.id);
}

export async function writeTarget(
  db: Executor,
  companyId: string,
  target: Target,
  version: Snapshot,
  at: string,
): Promise<void> {
  if (target.kind === "agent_config") {
    const config = version as AgentConfigSnapshot;
    await db
      .updateTable("agent_configs")
      .set({
        system_prompt: config.systemPrompt,
        model: config.model,
        temperature: config.temperature,
        max_tokens: config.maxTokens,
        tools: JSON.stringify(config.tools),
        updated_at: at,
      })
      .where("agent_id", "=", target.id)
      .where("company_id", "=", companyId)
      .execute();
    return;
  }
  if (target.kind === "agent") {
    await db
      .updateTable("agents")
      .set({ config: (version as AgentSnapshot).config, updated_at: at })
      .where("id", "=", target.id)
      .where("company_id", "=", companyId)
      .execute();
    return;
  }
  const policy = version as PolicySnapshot;
  await db
    .updateTable("guardrail_policies")
    .set({ scanners: policy.scanners, options: policy.options, updated_at: at })
    .where("id", "=", target.id)
    .where("company_id", "=", companyId)
    .execute();
}
