import type { z } from "@hono/zod-openapi";
import type { PiiEntity } from "@vigil/guardrails-core";
import type { Deps } from "../../context";
import { parseJson } from "../../db/sql";
import { ForbiddenError } from "../../http/errors";
import type { Principal } from "../../http/principal";
import { deleteQueued, enqueue } from "../../jobs/queue";
import type { LogEventsProcessor, TraceProcessor } from "../traces/ingest/pipeline";
import type { LogEventRow } from "../traces/ingest/storage";
import { settingsCache } from "./cache";
import { redactLogEvents, redactTrace } from "./redact";
import { RETENTION_JOB } from "./retention";
import type { ComplianceSettings, UpdateComplianceSettingsBody } from "./schemas";

type SettingsView = z.infer<typeof ComplianceSettings>;

/** What the compliance-settings service uses of the process's Deps. */
export type ComplianceSettingsDeps = Pick<Deps, "database" | "clock">;

function requireAdmin(principal: Principal): void {
  if (principal.role !== "admin") {
    throw new ForbiddenError("Compliance settings need the admin role");
  }
}

export async function getSettings(
  { database }: ComplianceSettingsDeps,
  principal: Principal,
): Promise<SettingsView> {
  requireAdmin(principal);
  const row = await database.db
    .selectFrom("compliance_settings")
    .selectAll()
    .where("company_id", "=", principal.companyId)
    .executeTakeFirst();
  return {
    retentionDays: row?.retention_days == null ? null : Number(row.retention_days),
    redactOnIngest: parseJson<SettingsView["redactOnIngest"]>(row?.redact_on_ingest ?? "[]", []),
    updatedAt: row?.updated_at ?? null,
  };
}

/**
 * Changes the settings; with a retention period the company's purge job is (re)planned to run
 * now, in the same transaction, and it then runs every hour while retention is set.
 */
export async function putSettings(
  deps: ComplianceSettingsDeps,
  principal: Principal,
  body: z.infer<typeof UpdateComplianceSettingsBody>,
): Promise<SettingsView> {
  requireAdmin(principal);
  const current = await getSettings(deps, principal);
  const now = deps.clock.now();
  const next = {
    company_id: principal.companyId,
    retention_days: body.retentionDays !== undefined ? body.retentionDays : current.retentionDays,
    redact_on_ingest: JSON.stringify(body.redactOnIngest ?? current.redactOnIngest),
    updated_by: principal.userId,
    updated_at: now.toISOString(),
  };
  await deps.database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("compliance_settings")
      .values(next)
      .onConflict((oc) =>
        oc.column("company_id").doUpdateSet({
          retention_days: next.retention_days,
          redact_on_ingest: next.redact_on_ingest,
          updated_by: next.updated_by,
          updated_at: next.updated_at,
        }),
      )
      .execute();
    if (body.retentionDays !== undefined) {
      await deleteQueued(trx, RETENTION_JOB, principal.companyId);
      if (next.retention_days !== null) {
        await enqueue(
          trx,
          [
            {
              type: RETENTION_JOB,
              ref: principal.companyId,
              companyId: principal.companyId,
              payload: { companyId: principal.companyId },
            },
          ],
          now,
        );
      }
    }
  });
  return {
    retentionDays: next.retention_days,
    redactOnIngest: JSON.parse(next.redact_on_ingest) as SettingsView["redactOnIngest"],
    updatedAt: next.updated_at,
  };
}

/**
 * The ingest step: redacts the configured PII entities from every trace before it is stored.
 * With redaction off it costs a cache look-up (and on PostgreSQL one read per write).
 */
export function redactionProcessor({ database }: Pick<Deps, "database">): TraceProcessor {
  const cache = settingsCache(database);
  return (context, trace) => {
    const settings = cache.get(context.companyId, context);
    if (!(settings instanceof Promise)) {
      return settings.redact.length === 0 ? trace : redactTrace(trace, settings.redact);
    }
    return settings.then((s) => (s.redact.length === 0 ? trace : redactTrace(trace, s.redact)));
  };
}

/**
 * The same redaction for OTLP log events (GenAI instrumentations that send message content as
 * logs): a company without redaction has no step, so its log bodies stay off the main thread.
 */
export function logRedactionProcessor({ database }: Pick<Deps, "database">): LogEventsProcessor {
  const cache = settingsCache(database);
  const stepOf = ({ redact }: { redact: readonly PiiEntity[] }) =>
    redact.length === 0 ? null : (rows: LogEventRow[]) => redactLogEvents(rows, redact);
  return (companyId, write) => {
    const settings = cache.get(companyId, write);
    return settings instanceof Promise ? settings.then(stepOf) : stepOf(settings);
  };
}
