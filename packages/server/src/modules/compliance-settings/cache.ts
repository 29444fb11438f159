/** A company's compliance settings as the ingest step and the retention job read them. */
import type { PiiEntity } from "@vigil/guardrails-core";
import type { Database } from "../../db/database";
import { parseJson } from "../../db/sql";
import { CompanyCache } from "../../lib/company-cache";

export interface IngestSettings {
  retentionDays: number | null;
  redact: readonly PiiEntity[];
}

const OFF: IngestSettings = { retentionDays: null, redact: [] };
const TABLES = ["compliance_settings"] as const;

export async function readSettings(database: Database, companyId: string): Promise<IngestSettings> {
  const row = await database.db
    .selectFrom("compliance_settings")
    .select(["retention_days", "redact_on_ingest"])
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  if (!row) return OFF;
  return {
    retentionDays: row.retention_days === null ? null : Number(row.retention_days),
    redact: parseJson<PiiEntity[]>(row.redact_on_ingest, []),
  };
}

/** The settings cache of the redaction step (see lib/company-cache.ts for its validity). */
export function settingsCache(database: Database): CompanyCache<IngestSettings> {
  return new CompanyCache(database, TABLES, (companyId) => readSettings(database, companyId));
}
