/**
 * Per-company values that ingest steps read on every write (compliance settings, whether any
 * scan rule is on), free while nothing changed. On SQLite an entry is valid while the database
 * stamp of its tables holds, which moves with every write in this process and with every
 * commit of another (PRAGMA data_version), so replicas sharing the file see each other's
 * changes at once. On PostgreSQL, where other replicas write unseen (no stamp), one read
 * serves one ingest write: all of its traces share the write's context object.
 */
import type { Database } from "../db/database";
import { StampedCache } from "./stamped-cache";

export class CompanyCache<T> {
  readonly #stamped = new StampedCache<T>(10_000);
  readonly #perWrite = new WeakMap<object, Map<string, Promise<T>>>();

  constructor(
    readonly database: Database,
    readonly tables: readonly string[],
    readonly load: (companyId: string) => Promise<T>,
  ) {}

  /** The value for `companyId`; `write` is the ingest write's context (one per write). */
  get(companyId: string, write: object): T | Promise<T> {
    const stamp = this.database.stamp(this.tables);
    if (stamp !== null) {
      const hit = this.#stamped.get(companyId, stamp);
      if (hit !== undefined) return hit;
      return this.load(companyId).then((value) => {
        this.#stamped.set(companyId, stamp, value);
        return value;
      });
    }
    let byCompany = this.#perWrite.get(write);
    if (!byCompany) {
      byCompany = new Map();
      this.#perWrite.set(write, byCompany);
    }
    let pending = byCompany.get(companyId);
    if (!pending) {
      pending = this.load(companyId);
      byCompany.set(companyId, pending);
    }
    return pending;
  }
}
