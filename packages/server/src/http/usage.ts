import { withoutAudit } from "../db/audit-scope";
import type { Database } from "../db/database";
import { toNumber } from "../db/sql";

export interface KeyUsage {
  totalRequests: number;
  last24h: number;
  last7d: number;
  byEndpoint: Record<string, number>;
}

/**
 * Counts authenticated requests per key, endpoint and hour. Counts are kept in memory and
 * written in one transaction per flush (every few seconds, before a usage read, at
 * shutdown), so the hot path never waits on a write.
 */
export interface UsageRecorder {
  record(keyId: string, endpoint: string, at: Date): void;
  flush(): Promise<void>;
  read(keyId: string, now: Date): Promise<KeyUsage>;
}

const SEP = "\u0000";

let lastHour = { start: -1, text: "" };

/** The hour an instant falls in, as ISO text (the last one is kept: it is asked every request). */
function hourOf(at: Date): string {
  const start = Math.floor(at.getTime() / 3_600_000) * 3_600_000;
  if (start !== lastHour.start) lastHour = { start, text: new Date(start).toISOString() };
  return lastHour.text;
}

export function createUsageRecorder(database: Database): UsageRecorder {
  let pending = new Map<string, number>();
  let flushing: Promise<void> = Promise.resolve();

  async function write(batch: Map<string, number>): Promise<void> {
    if (batch.size === 0) return;
    await database.db.transaction().execute(async (trx) => {
      for (const [compound, count] of batch) {
        const [keyId, endpoint, hour] = compound.split(SEP) as [string, string, string];
        await trx
          .insertInto("api_key_usage")
          .values({ key_id: keyId, endpoint, hour, count })
          .onConflict((oc) =>
            oc.columns(["key_id", "hour", "endpoint"]).doUpdateSet((eb) => ({
              count: eb("api_key_usage.count", "+", count),
            })),
          )
          .execute();
      }
    });
  }

  const recorder: UsageRecorder = {
    record(keyId, endpoint, at) {
      const compound = [keyId, endpoint, hourOf(at)].join(SEP);
      pending.set(compound, (pending.get(compound) ?? 0) + 1);
    },
    flush() {
      const batch = pending;
      pending = new Map();
      // Counters of many requests: not part of whichever request happens to flush them.
      flushing = flushing.then(() => withoutAudit(() => write(batch)));
      return flushing;
    },
    async read(keyId, now) {
      await recorder.flush();
      const rows = await database.db
        .selectFrom("api_key_usage")
        .select(["endpoint", "hour", "count"])
        .where("key_id", "=", keyId)
        .execute();
      const dayAgo = hourOf(new Date(now.getTime() - 24 * 3_600_000));
      const weekAgo = hourOf(new Date(now.getTime() - 7 * 24 * 3_600_000));
      const usage: KeyUsage = { totalRequests: 0, last24h: 0, last7d: 0, byEndpoint: {} };
      for (const row of rows) {
        const count = toNumber(row.count);
        usage.totalRequests += count;
        if (row.hour > dayAgo) usage.last24h += count;
        if (row.hour > weekAgo) usage.last7d += count;
        usage.byEndpoint[row.endpoint] = (usage.byEndpoint[row.endpoint] ?? 0) + count;
      }
      return usage;
    },
  };
  return recorder;
}
