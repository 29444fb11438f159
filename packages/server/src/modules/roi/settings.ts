import type { z } from "@hono/zod-openapi";
import type { Deps } from "../../context";
import { annotateAudit } from "../../db/audit-scope";
import type { Database } from "../../db/database";
import { parseJson } from "../../db/sql";
import { ForbiddenError } from "../../http/errors";
import type { Principal } from "../../http/principal";
import { newId } from "../../lib/ids";
import { findVisibleAgent } from "../agents/access";
import type {
  ConfigureRoiBody,
  RoiConfigured,
  RoiSettings,
  RoiSettingsFields,
} from "./settings-schemas";

export type Settings = z.infer<typeof RoiSettingsFields>;

/** What the ROI services use of the process's Deps. */
export type RoiDeps = Pick<Deps, "database" | "clock">;

/** The spec's defaults, and the prices the cost models read until a company sets its own. */
export const DEFAULT_SETTINGS: Settings = Object.freeze({
  humanCostPerHour: 25,
  avgHumanHandlingMinutes: 6,
  aiCostModel: "per-token",
  currency: "USD",
  overheadMultiplier: 1,
  costPer1kInputTokens: 0.0005,
  costPer1kOutputTokens: 0.0015,
  costPerRequest: 0.01,
  flatRateMonthlyCost: 0,
  agentOverrides: [],
});

/** A company's settings with defaults under whatever it stored, and its configId. */
export async function loadSettings(
  database: Database,
  companyId: string,
): Promise<{ settings: Settings; configId: string | null; updatedAt: string | null }> {
  const row = await database.db
    .selectFrom("roi_settings")
    .selectAll()
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  if (!row) return { settings: { ...DEFAULT_SETTINGS }, configId: null, updatedAt: null };
  return {
    settings: { ...DEFAULT_SETTINGS, ...parseJson<Partial<Settings>>(row.settings, {}) },
    configId: row.id,
    updatedAt: row.updated_at,
  };
}

/** An agent's human cost per hour and handling minutes: its override, else the company's. */
export function humanRatesOf(
  settings: Settings,
  agentId: string,
): { humanCostPerHour: number; avgHumanHandlingMinutes: number } {
  const override = settings.agentOverrides.find((o) => o.agentId === agentId);
  return {
    humanCostPerHour: override?.humanCostPerHour ?? settings.humanCostPerHour,
    avgHumanHandlingMinutes: override?.avgHumanHandlingMinutes ?? settings.avgHumanHandlingMinutes,
  };
}

export async function getSettings(
  { database }: RoiDeps,
  principal: Principal,
): Promise<z.infer<typeof RoiSettings>> {
  const { settings, configId, updatedAt } = await loadSettings(database, principal.companyId);
  return { ...settings, configId, updatedAt };
}

/**
 * Stores the fields sent over the company's current settings (fields not sent keep their
 * values; agentOverrides, when sent, replaces the whole list). Every override's agent must be
 * the caller's (else 404, nothing stored).
 */
export async function configure(
  { database, clock }: RoiDeps,
  principal: Principal,
  body: z.infer<typeof ConfigureRoiBody>,
): Promise<z.infer<typeof RoiConfigured>> {
  // The settings are the company's: a key that reaches one agent does not change them.
  if (principal.agentId !== null) {
    throw new ForbiddenError("A key bound to one agent cannot change company-wide ROI settings");
  }
  for (const override of body.agentOverrides ?? []) {
    await findVisibleAgent(database, principal, override.agentId);
  }
  const now = clock.now().toISOString();
  const changes = withoutUndefined(body);
  // The audit entry is written when the transaction commits: name it before then.
  const audited = (configId: string) => {
    annotateAudit({
      action: "roi.configure",
      resourceType: "roi_settings",
      resourceId: configId,
      details: { fields: Object.keys(changes).sort() },
    });
    return configId;
  };
  const configId = await database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("roi_settings")
      .selectAll()
      .where("company_id", "=", principal.companyId)
      .executeTakeFirst();
    if (!row) {
      const id = newId("roi");
      const inserted = await trx
        .insertInto("roi_settings")
        .values({
          company_id: principal.companyId,
          id,
          settings: JSON.stringify({ ...DEFAULT_SETTINGS, ...changes }),
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column("company_id").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return audited(id);
    }
    // The row exists (perhaps since a concurrent first configure): these fields over its own.
    const current = await trx
      .selectFrom("roi_settings")
      .selectAll()
      .where("company_id", "=", principal.companyId)
      .executeTakeFirstOrThrow();
    const stored = parseJson<Partial<Settings>>(current.settings, {});
    await trx
      .updateTable("roi_settings")
      .set({
        settings: JSON.stringify({ ...DEFAULT_SETTINGS, ...stored, ...changes }),
        updated_at: now,
      })
      .where("company_id", "=", principal.companyId)
      .execute();
    return audited(current.id);
  });
  return { configId, updatedAt: now };
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
