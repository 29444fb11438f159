/**
 * A company's compliance settings as the ingest step reads them: free when nothing changed.
 * On SQLite the cache is validated by the database stamp of compliance_settings, which moves
 * with every write in this process and with every commit of another (PRAGMA data_version).
 * On PostgreSQL, where other replicas write unseen, one read serves one ingest write (all of
 * its traces share the write's context object).
 */
import type { PiiEntity } from "@vigil/guardrails-core";
import type { Database } from "../../db/database";
import { parseJson } from "../../db/sql";
import { StampedCache } from "../../lib/stamped-cache";

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

export class SettingsCache {
  readonly #stamped = new StampedCache<IngestSettings>(10_000);
  readonly #perWrite = new WeakMap<object, Map<string, Promise<IngestSettings>>>();

  constructor(readonly database: Database) {}

  /** The settings of `companyId`; `write` is the ingest write's context (one per write). */
  get(companyId: string, write: object): IngestSettings | Promise<IngestSettings> {
    const stamp = this.database.stamp(TABLES);
    if (stamp !== null) {
      const hit = this.#stamped.get(companyId, stamp);
      if (hit) return hit;
      return readSettings(this.database, companyId).then((settings) => {
        this.#stamped.set(companyId, stamp, settings);
        return settings;
      });
    }
    let byCompany = this.#perWrite.get(write);
    if (!byCompany) {
      byCompany = new Map();
      this.#perWrite.set(write, byCompany);
    }
    let pending = byCompany.get(companyId);
    if (!pending) {
      pending = readSettings(this.database, companyId);
      byCompany.set(companyId, pending);
    }
    return pending;
  }
}
