/**
 * The logs entry points with their dependencies (POST /v1/logs, gRPC LogsService): apart from
 * ingest.ts, which the trace writer thread loads, so that the pipeline and its thread never
 * import the service's dependency types.
 */
import type { Principal } from "../../../http/principal";
import type { TracesDeps } from "../service";
import type { OtlpLogsOutcome } from "./ingest";

/** A logs export as its bytes (POST /v1/logs, gRPC LogsService) stored through the pipeline. */
export function ingestOtlpLogsBody(
  { database, clock, ingest }: Pick<TracesDeps, "database" | "clock" | "ingest">,
  principal: Principal,
  bytes: Uint8Array,
  protobuf: boolean,
): Promise<OtlpLogsOutcome> {
  const body = { companyId: principal.companyId, boundAgentId: principal.agentId, bytes, protobuf };
  return ingest.writeLogsBody(database, body, clock.now());
}
