/**
 * Group commit: small writes that arrive together share one transaction, so a burst of them
 * pays for one commit instead of one each. Each caller still learns when its own write is
 * committed; if the shared transaction fails, each write is retried alone, so one bad write
 * fails only its caller.
 */
import type { Transaction } from "kysely";
import { withoutAudit } from "./audit-scope";
import type { Database } from "./database";
import type { DB } from "./schema";

type Work = (trx: Transaction<DB>) => Promise<void>;

interface Pending {
  work: Work;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class GroupCommit {
  #pending: Pending[] = [];
  #scheduled = false;

  constructor(
    private readonly database: Database,
    private readonly maxBatch = 64,
  ) {}

  /** Runs `work` in a transaction shared with the writes queued in the same turn. */
  run(work: Work): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.#pending.push({ work, resolve, reject });
      if (this.#pending.length >= this.maxBatch) this.#flush();
      else if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(() => this.#flush());
      }
    });
  }

  #flush(): void {
    // The batch mixes several requests' writes: none of their audit entries belongs in it.
    withoutAudit(() => this.#commit());
  }

  #commit(): void {
    this.#scheduled = false;
    const batch = this.#pending;
    this.#pending = [];
    if (batch.length === 0) return;
    this.database.db
      .transaction()
      .execute(async (trx) => {
        for (const item of batch) await item.work(trx);
      })
      .then(
        () => {
          for (const item of batch) item.resolve();
        },
        () => {
          for (const item of batch) {
            this.database.db.transaction().execute(item.work).then(item.resolve, item.reject);
          }
        },
      );
  }
}
