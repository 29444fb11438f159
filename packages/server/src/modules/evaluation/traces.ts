/** The stored traces a run evaluates, as the criteria see them. */
import type { Deps } from "../../context";
import { toNumber } from "../../db/sql";
import type { Principal } from "../../http/principal";
import { loadStored } from "../analysis/trace-input";
import type { TraceUnderTest } from "./evaluate";

/**
 * The caller's traces by id, in the order asked (input = userMessage, output = agentResponse,
 * context = the retrieval spans' documents, latency = the trace's); any other one is 404.
 */
export async function tracesUnderTest(
  deps: Pick<Deps, "database">,
  principal: Principal,
  ids: readonly string[],
): Promise<TraceUnderTest[]> {
  const stored = await loadStored(deps, principal, [...ids]);
  const rows = await deps.database.db
    .selectFrom("traces")
    .select(["id", "latency_ms"])
    .where("company_id", "=", principal.companyId)
    .where("id", "in", [...stored.keys()])
    .execute();
  const latency = new Map(rows.map((row) => [row.id, toNumber(row.latency_ms)]));
  return ids.map((id) => {
    const trace = stored.get(id);
    if (!trace) throw new Error(`trace ${id} was loaded without its row`);
    return {
      traceId: id,
      agentId: trace.agentId,
      input: trace.userMessage,
      output: trace.agentResponse,
      context: trace.documents.map((d) => d.content),
      latencyMs: latency.get(id) ?? 0,
    };
  });
}
