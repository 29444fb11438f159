/**
 * Applying a fix writes its change to the target (the agent config record, the agent's
 * retrievalConfig, a guardrail policy) and stores the version it replaced in
 * fix_applications; rollback writes that version back. Both run in one transaction with the
 * fix's status move and its issue's (closed on apply, reopened to proposed_fix on rollback when
 * no other fix of it stays applied: lifecycle.ts), and both are audited (warning: they change
 * what an agent does).
 */
import type { z } from "@hono/zod-openapi";
import type { Deps } from "../../context";
import { annotateAudit } from "../../db/audit-scope";
import type { Database } from "../../db/database";
import { parseJson } from "../../db/sql";
import { ConflictError, notFound } from "../../http/errors";
import type { Principal } from "../../http/principal";
import { newId } from "../../lib/ids";
import type { FixChanges } from "./fix-changes";
import { changesOf, findFix, toFixView } from "./fix-store";
import {
  type AgentConfigSnapshot,
  nextVersion,
  readTarget,
  requireTarget,
  type Snapshot,
  targetOf,
  writeTarget,
} from "./fix-targets";
import {
  anotherFixApplied,
  issueAfterFixApplied,
  issueAfterFixRolledBack,
  moveIssue,
  movesDetail,
} from "./lifecycle";
import type { FixApplicationsTable, FixesTable } from "./schema";
import type { FixApplication } from "./schemas";
import { AFTER_ROLLBACK, canApplyFix } from "./states";

export type FixApplyDeps = Pick<Deps, "database" | "clock">;
type ApplicationView = z.infer<typeof FixApplication>;

/** A snapshot as JSON objects (stored JSON text parsed), for answers. */
function snapshotView(snapshot: Snapshot): Record<string, unknown> {
  if ("config" in snapshot) return { config: parseJson<object>(snapshot.config, {}) };
  if ("scanners" in snapshot) {
    return {
      scanners: parseJson<unknown[]>(snapshot.scanners, []),
      options: parseJson<object>(snapshot.options, {}),
    };
  }
  return { ...snapshot };
}

function applicationView(fix: FixesTable, application: FixApplicationsTable): ApplicationView {
  return {
    fix: toFixView(fix),
    target: application.target,
    targetId: application.target_id,
    previous: snapshotView(JSON.parse(application.previous) as Snapshot),
    current: snapshotView(
      JSON.parse(
        application.rolled_back_at ? application.previous : application.applied,
      ) as Snapshot,
    ),
    appliedAt: application.applied_at,
    rolledBackAt: application.rolled_back_at,
  };
}

/** Writes the fix; 409 when it is applied already or rejected, or its target is gone. */
export async function applyFix(
  { database, clock }: FixApplyDeps,
  principal: Principal,
  id: string,
): Promise<ApplicationView> {
  const fix = await findFix(database, principal, id);
  if (!canApplyFix(fix.status)) {
    throw new ConflictError(
      `Fix ${id} is ${fix.status}; only a draft, proposed or testing fix can be applied`,
      {
        status: fix.status,
      },
    );
  }
  const at = clock.now().toISOString();
  const changes = changesOf(fix);
  const target = targetOf({ agentId: fix.agent_id, ...changes });
  annotateAudit({
    action: "fix.apply",
    resourceType: "fix",
    resourceId: id,
    severity: "warning",
    details: { type: fix.type, target: target.kind, targetId: target.id },
  });
  return database.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("fixes")
      .set({ status: "applied", applied_at: at, updated_at: at })
      .where("id", "=", id)
      .where("company_id", "=", principal.companyId)
      .where("status", "=", fix.status)
      .returning("id")
      .executeTakeFirst();
    if (!claimed) throw new ConflictError(`Fix ${id} changed meanwhile; read it again`);
    const previous = await requireTarget(trx, principal.companyId, target);
    const next = nextVersion(changes, previous);
    await writeTarget(trx, principal.companyId, target, next, at);
    const application: FixApplicationsTable = {
      id: newId("fixapp"),
      company_id: principal.companyId,
      fix_id: id,
      target: target.kind,
      target_id: target.id,
      previous: JSON.stringify(previous),
      applied: JSON.stringify(next),
      applied_by: principal.userId,
      applied_at: at,
      rolled_back_by: null,
      rolled_back_at: null,
    };
    await trx.insertInto("fix_applications").values(application).execute();
    const moved = await moveIssue(
      trx,
      { companyId: principal.companyId, issueId: fix.issue_id, at },
      "fix.applied",
      issueAfterFixApplied,
    );
    annotateAudit({ details: movesDetail([moved]) });
    return applicationView(
      { ...fix, status: "applied", applied_at: at, updated_at: at },
      application,
    );
  });
}

/** Restores the version the fix replaced; 409 unless the fix is applied. The fix goes back to proposed. */
export async function rollbackFix(
  { database, clock }: FixApplyDeps,
  principal: Principal,
  id: string,
): Promise<ApplicationView> {
  const fix = await findFix(database, principal, id);
  if (fix.status !== "applied") {
    throw new ConflictError(
      `Fix ${id} is ${fix.status}, not applied: there is nothing to roll back`,
      {
        status: fix.status,
      },
    );
  }
  const at = clock.now().toISOString();
  annotateAudit({
    action: "fix.rollback",
    resourceType: "fix",
    resourceId: id,
    severity: "warning",
    details: { type: fix.type },
  });
  return database.db.transaction().execute(async (trx) => {
    const open = await trx
      .selectFrom("fix_applications")
      .selectAll()
      .where("fix_id", "=", id)
      .where("company_id", "=", principal.companyId)
      .where("rolled_back_at", "is", null)
      .orderBy("applied_at", "desc")
      .executeTakeFirst();
    if (!open) throw new ConflictError(`Fix ${id} has no application to roll back`);
    const target = { kind: open.target, id: open.target_id };
    if (!(await readTarget(trx, principal.companyId, target))) {
      throw new ConflictError(
        `The ${open.target} ${open.target_id} the fix changed no longer exists`,
      );
    }
    const moved = await trx
      .updateTable("fixes")
      .set({ status: AFTER_ROLLBACK, applied_at: null, updated_at: at })
      .where("id", "=", id)
      .where("company_id", "=", principal.companyId)
      .where("status", "=", "applied")
      .returning("id")
      .executeTakeFirst();
    if (!moved) throw new ConflictError(`Fix ${id} changed meanwhile; read it again`);
    await writeTarget(trx, principal.companyId, target, JSON.parse(open.previous) as Snapshot, at);
    const others = await anotherFixApplied(trx, principal.companyId, fix.issue_id, id);
    const reopened = await moveIssue(
      trx,
      { companyId: principal.companyId, issueId: fix.issue_id, at },
      "fix.rolled_back",
      (from) => issueAfterFixRolledBack(from, others),
    );
    annotateAudit({ details: movesDetail([reopened]) });
    const closed = { ...open, rolled_back_by: principal.userId, rolled_back_at: at };
    await trx
      .updateTable("fix_applications")
      .set({ rolled_back_by: principal.userId, rolled_back_at: at })
      .where("id", "=", open.id)
      .execute();
    return applicationView(
      { ...fix, status: AFTER_ROLLBACK, applied_at: null, updated_at: at },
      closed,
    );
  });
}

/** The agent's configuration as a replay sees it: the config record, retrieval and guardrail. */
export interface AgentRunConfig {
  agentId: string;
  systemPrompt: string;
  model: string;
  temperature: number | null;
  maxTokens: number | null;
  tools: string[];
  retrievalConfig: Record<string, unknown> | null;
  /** Set for a guardrail fix: the policy as it would be. */
  guardrailPolicy: { id: string; scanners: unknown[]; options: Record<string, unknown> } | null;
}

export interface FixForReplay {
  companyId: string;
  agentId: string;
  type: FixesTable["type"];
  /** Stored changes (JSON text) or parsed. */
  changes: string | Record<string, unknown>;
}

const NO_CONFIG: AgentConfigSnapshot = {
  systemPrompt: "",
  model: "",
  temperature: null,
  maxTokens: null,
  tools: [],
};

/**
 * The agent's config as it would be with the fix, written nowhere: what the shadow-test
 * runner replays a trace with. Throws 400 when a prompt diff no longer applies.
 * @example const fixed = await fixedConfigFor(deps, { companyId, agentId, type, changes })
 */
export async function fixedConfigFor(
  { database }: { database: Database },
  fix: FixForReplay,
): Promise<AgentRunConfig> {
  const changes = changesOf({
    type: fix.type,
    changes: typeof fix.changes === "string" ? fix.changes : JSON.stringify(fix.changes),
  });
  const base = await currentConfigOf(database, fix.companyId, fix.agentId);
  return withFix(database, fix.companyId, base, changes);
}

/** The agent's config as it is now (no fix): the other side of a replay. */
export async function currentConfigOf(
  database: Database,
  companyId: string,
  agentId: string,
): Promise<AgentRunConfig> {
  const agent = await readTarget(database.db, companyId, { kind: "agent", id: agentId });
  if (!agent) throw notFound("Agent", agentId);
  const record = (await readTarget(database.db, companyId, {
    kind: "agent_config",
    id: agentId,
  })) as AgentConfigSnapshot | null;
  const config = parseJson<{ retrievalConfig?: Record<string, unknown> }>(
    (agent as { config: string }).config,
    {},
  );
  return {
    agentId,
    ...(record ?? NO_CONFIG),
    retrievalConfig: config.retrievalConfig ?? null,
    guardrailPolicy: null,
  };
}

async function withFix(
  database: Database,
  companyId: string,
  base: AgentRunConfig,
  fix: FixChanges,
): Promise<AgentRunConfig> {
  const target = targetOf({ agentId: base.agentId, ...fix });
  if (target.kind === "agent_config") {
    const { systemPrompt, model, temperature, maxTokens, tools } = base;
    const next = nextVersion(fix, {
      systemPrompt,
      model,
      temperature,
      maxTokens,
      tools,
    }) as AgentConfigSnapshot;
    return { ...base, ...next };
  }
  const current = await requireTarget(database.db, companyId, target);
  const next = nextVersion(fix, current);
  if ("config" in next) {
    const config = parseJson<{ retrievalConfig?: Record<string, unknown> }>(next.config, {});
    return { ...base, retrievalConfig: config.retrievalConfig ?? null };
  }
  const policy = next as { scanners: string; options: string };
  return {
    ...base,
    guardrailPolicy: {
      id: target.id,
      scanners: parseJson<unknown[]>(policy.scanners, []),
      options: parseJson<Record<string, unknown>>(policy.options, {}),
    },
  };
}
