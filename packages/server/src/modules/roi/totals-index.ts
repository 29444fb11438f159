import type { Kysely } from "kysely";
import type { MigrationContext } from "../../db/migrations/types";

/** Every column the ROI sums read of a trace besides its company, agent and time. */
const SUMMED = ["outcome", "latency_ms", "token_count", "input_tokens", "output_tokens"] as const;

/**
 * Covering indexes for the ROI sums (aggregates.ts), so summary, by-agent, trends, correlation
 * and predicted impact read index entries alone, never the wide trace rows with their messages:
 *
 * - `traces_roi_totals` (company, agent, time, …): one agent's period is one contiguous range.
 * - `traces_company_created` (company, time, id) is widened with the same columns: a whole
 *   company's period is one range of it, which the planner already picks for a time range. Its
 *   leading columns are unchanged, so the trace lists that page off it keep their plans, and a
 *   trace still writes one index entry here, only a wider one.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createIndex("traces_roi_totals")
    .on("traces")
    .columns(["company_id", "agent_id", "created_at", ...SUMMED])
    .execute();
  await db.schema.dropIndex("traces_company_created").execute();
  await db.schema
    .createIndex("traces_company_created")
    .on("traces")
    .columns(["company_id", "created_at", "id", "agent_id", ...SUMMED])
    .execute();
}
