/**
 * The logs entry points with their dependencies (POST /v1/logs, gRPC LogsService): apart from
 * ingest.ts, which the trace writer thread loads, so that the pipeline and its thread never
 * import the service's dependency types.
 */
import type { Principal } from "../../../http/principal";
import type { OtlpLogsRequest } from "../../../otlp/types";
import type { TracesDeps } from "../service";
import { type OtlpLogsOutcome, storeLogsRequest } from "./ingest";

/** A decoded logs export (gRPC LogsService) stored through the ingest pipeline. */
export function ingestOtlpLogs(
  { database, clock, ingest }: Pick<TracesDeps, "database" | "clock" | "ingest">,
  principal: Principal,
  request: OtlpLogsRequest,
): Promise<OtlpLogsOutcome> {
  const at = clock.now();
  const { companyId, agentId } = principal;
  return storeLogsRequest(companyId, agentId, request, at.toISOString(), (rows) =>
    ingest.writeLogs(database, { companyId, boundAgentId: agentId, rows }, at),
  );
}

/** An OTLP/HTTP logs body (POST /v1/logs) stored through the ingest pipeline. */
export function ingestOtlpLogsBody(
  { database, clock, ingest }: Pick<TracesDeps, "database" | "clock" | "ingest">,
  principal: Principal,
  bytes: Uint8Array,
  protobuf: boolean,
): Promise<OtlpLogsOutcome> {
  const body = { companyId: principal.companyId, boundAgentId: principal.agentId, bytes, protobuf };
  return ingest.writeLogsBody(database, body, clock.now());
}
