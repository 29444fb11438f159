import type { Database } from "../../db/database";
import { notFound, ValidationError } from "../../http/errors";
import type { Principal } from "../../http/principal";

const CHUNK = 500;

/**
 * Every id must name one of the caller's traces (its company's; its agent's for a bound key):
 * the first that does not answers 404 naming it, never silently dropped. A repeated id is a
 * 400, since traceCount counts the ids supplied.
 */
export async function assertOwnedTraces(
  database: Database,
  principal: Principal,
  traceIds: readonly string[],
  field = "traceIds",
): Promise<void> {
  const seen = new Set<string>();
  for (const [index, traceId] of traceIds.entries()) {
    if (seen.has(traceId)) {
      throw new ValidationError(`${field}[${index}] repeats trace ${traceId}`, {
        field: `${field}[${index}]`,
        reason: "duplicate trace id",
      });
    }
    seen.add(traceId);
  }
  const found = new Set<string>();
  for (let start = 0; start < traceIds.length; start += CHUNK) {
    let query = database.db
      .selectFrom("traces")
      .select("id")
      .where("company_id", "=", principal.companyId)
      .where("id", "in", traceIds.slice(start, start + CHUNK));
    if (principal.agentId !== null) query = query.where("agent_id", "=", principal.agentId);
    for (const row of await query.execute()) found.add(row.id);
  }
  const missing = traceIds.find((traceId) => !found.has(traceId));
  if (missing !== undefined) throw notFound("Trace", missing);
}
