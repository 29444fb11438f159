/** What tests read of the stored OTLP log records, which are stored packed (see log-packs.ts). */
import type { Database } from "../db/database";
import type { LogEventRow } from "../modules/traces/ingest/storage";
import { recordsOfPacks } from "../modules/traces/logs/log-packs";

/** Every stored log record (of one trace when given), each once. */
export async function storedLogRecords(
  database: Database,
  traceId?: string,
): Promise<LogEventRow[]> {
  let query = database.db.selectFrom("trace_log_packs").selectAll();
  if (traceId !== undefined) query = query.where("trace_id", "=", traceId);
  return recordsOfPacks(await query.orderBy("created_at").orderBy("id").execute());
}

/** How many log records are stored (of one trace when given), as stored (not unpacked). */
export async function countLogRecords(database: Database, traceId?: string): Promise<number> {
  let query = database.db
    .selectFrom("trace_log_packs")
    .select((eb) => eb.fn.sum<number>("record_count").as("n"));
  if (traceId !== undefined) query = query.where("trace_id", "=", traceId);
  const { n } = await query.executeTakeFirstOrThrow();
  return Number(n ?? 0);
}
