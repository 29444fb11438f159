/**
 * failure.detected → the failure waits in pattern_pending and one clustering job per company is
 * queued, in the dispatch transaction (the ingest write enqueued the dispatch in its own), so
 * clustering runs in batches in the background, never per request.
 */
import type { Transaction } from "kysely";
import type { DB } from "../../db/schema";
import type { EventEnvelope } from "../../events/types";
import { CLUSTER_JOB, enqueueOnce } from "./queue";

export async function queueFailure(trx: Transaction<DB>, event: EventEnvelope, now: Date) {
  if (event.event !== "failure.detected") return;
  const { companyId, agentId, traceId } = event.data;
  if (typeof traceId !== "string" || typeof agentId !== "string") return;
  await trx
    .insertInto("pattern_pending")
    .values({
      trace_id: traceId,
      company_id: companyId,
      agent_id: agentId,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column("trace_id").doNothing())
    .execute();
  await enqueueOnce(trx, { type: CLUSTER_JOB, ref: companyId, companyId, payload: {} }, now);
}
