import type * as Grpc from "@grpc/grpc-js";
import type { Deps } from "../context";
import { isBusy } from "../db/sqlite-connection";
import { admitKey, resolveKey } from "../http/auth";
import { AppError, DatabaseBusyError } from "../http/errors";
import type { Principal } from "../http/principal";
import { decodeTraceRequestProtobuf, encodeTraceResponseProtobuf } from "./protobuf";
import { OtlpDecodeError, type OtlpTraceRequest } from "./types";

export const TRACE_EXPORT_PATH = "/opentelemetry.proto.collector.trace.v1.TraceService/Export";
export const LOGS_EXPORT_PATH = "/opentelemetry.proto.collector.logs.v1.LogsService/Export";

interface ExportAnswer {
  rejectedSpans: number;
  errorMessage: string;
}

/** Stores the spans of one decoded export request for a caller (the traces module's ingest). */
export type OtlpTraceSink = (
  principal: Principal,
  request: OtlpTraceRequest,
) => Promise<ExportAnswer>;

/**
 * Stores the records of one logs export, given as its protobuf bytes: decoded where they are
 * stored (the trace writer thread on a SQLite file), as OTLP/HTTP logs bodies are. A malformed
 * export rejects with a 400 AppError; `rejectedSpans` counts refused records.
 */
export type OtlpLogsSink = (principal: Principal, bytes: Uint8Array) => Promise<ExportAnswer>;

/**
 * One Export method without .proto files: requests are decoded by our own protobuf decoder,
 * answers encoded by our own encoder (logs and traces answers share their wire shape).
 */
function exportMethod(path: string): Grpc.MethodDefinition<Buffer, ExportAnswer> {
  // Only the server side is used: the client-side (de)serializers are never called.
  return {
    path,
    requestStream: false,
    responseStream: false,
    requestSerialize: () => Buffer.alloc(0),
    requestDeserialize: (bytes: Buffer) => bytes,
    responseSerialize: (answer: ExportAnswer) =>
      Buffer.from(encodeTraceResponseProtobuf(answer.rejectedSpans > 0 ? answer : undefined)),
    responseDeserialize: () => ({ rejectedSpans: 0, errorMessage: "" }),
  };
}

/** The TraceService definition (the same decoder and encoder as OTLP/HTTP). */
const traceService: Grpc.ServiceDefinition = { Export: exportMethod(TRACE_EXPORT_PATH) };

const GRPC_STATUS_BY_HTTP: Record<number, keyof typeof Grpc.status> = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  413: "RESOURCE_EXHAUSTED",
  429: "RESOURCE_EXHAUSTED",
  503: "UNAVAILABLE",
};

/** An error as a gRPC status; unexpected errors are logged and answered INTERNAL without detail. */
function toStatus(deps: Deps, grpc: typeof Grpc, error: unknown): Partial<Grpc.StatusObject> {
  if (error instanceof OtlpDecodeError) {
    return {
      code: grpc.status.INVALID_ARGUMENT,
      details: `Invalid OTLP request: ${error.message}`,
    };
  }
  if (isBusy(error)) return toStatus(deps, grpc, new DatabaseBusyError());
  if (error instanceof AppError) {
    return {
      code: grpc.status[GRPC_STATUS_BY_HTTP[error.status] ?? "UNKNOWN"],
      details: error.message,
    };
  }
  deps.logger.error("otlp grpc export failed", {
    error: error instanceof Error ? error.name : "unknown",
    message: error instanceof Error ? error.message.slice(0, 500) : String(error),
  });
  return { code: grpc.status.INTERNAL, details: "Internal server error" };
}

function bearerKey(metadata: Grpc.Metadata): string {
  const value = metadata.get("authorization")[0];
  const match = typeof value === "string" ? /^Bearer\s+(\S+)\s*$/i.exec(value) : null;
  if (!match?.[1]) {
    throw new AppError(
      401,
      "UNAUTHORIZED",
      "Send the API key as metadata authorization: Bearer <key>",
    );
  }
  return match[1];
}

async function exportTraces(
  deps: Deps,
  sink: OtlpTraceSink,
  metadata: Grpc.Metadata,
  bytes: Buffer,
) {
  const principal = await admit(deps, metadata, "GRPC TraceService/Export");
  const request: OtlpTraceRequest = decodeTraceRequestProtobuf(bytes);
  return sink(principal, request);
}

async function exportLogs(deps: Deps, sink: OtlpLogsSink, metadata: Grpc.Metadata, bytes: Buffer) {
  const principal = await admit(deps, metadata, "GRPC LogsService/Export");
  return sink(principal, bytes);
}

/** The caller's key, checked for write permission and its rate limit. */
async function admit(deps: Deps, metadata: Grpc.Metadata, what: string): Promise<Principal> {
  const principal = await resolveKey(deps, bearerKey(metadata));
  const decision = await admitKey(deps, principal, "write", what);
  if (decision && !decision.allowed) {
    throw new AppError(
      429,
      "RATE_LIMITED",
      `Rate limit exceeded; retry in ${decision.retryAfter} s`,
    );
  }
  return principal;
}

export interface OtlpGrpcListener {
  port: number;
  close(): Promise<void>;
}

/** Max message size: the same 16 MB as an OTLP/HTTP body. */
const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;

/**
 * grpc-js writes its own diagnostics to stderr ("E No address added out of total 1 resolved"
 * when a port is taken), beside the error its callbacks already hand us: send them to our JSON
 * log at info level instead, so an operator's terminal shows only our own messages.
 */
function quietGrpcLog(deps: Deps, grpc: typeof Grpc): void {
  const forward = (...args: unknown[]) =>
    deps.logger.info("grpc-js", { detail: args.map(String).join(" ") });
  grpc.setLogger({ error: forward, info: forward, debug: forward });
}

/**
 * Serves the OTLP/gRPC TraceService (and, given `logsSink`, LogsService) Export call on `host:port` (0 picks a free port): the same
 * authentication (`authorization: Bearer <key>` metadata), permission, rate limit and ingest
 * pipeline as POST /v1/traces: `sink` is that pipeline's OTLP entry. grpc-js is loaded here, so
 * a server without gRPC never loads it.
 */
export async function startOtlpGrpc(
  deps: Deps,
  host: string,
  port: number,
  sink: OtlpTraceSink,
  logsSink?: OtlpLogsSink,
): Promise<OtlpGrpcListener> {
  const grpc = await import("@grpc/grpc-js");
  quietGrpcLog(deps, grpc);
  const server = new grpc.Server({
    "grpc.max_receive_message_length": MAX_MESSAGE_BYTES,
  });
  server.addService(traceService, {
    Export: (
      call: Grpc.ServerUnaryCall<Buffer, ExportAnswer>,
      callback: Grpc.sendUnaryData<ExportAnswer>,
    ) => {
      exportTraces(deps, sink, call.metadata, call.request).then(
        (outcome) => callback(null, outcome),
        (error: unknown) => callback(toStatus(deps, grpc, error)),
      );
    },
  });
  if (logsSink) {
    server.addService(
      { Export: exportMethod(LOGS_EXPORT_PATH) },
      {
        Export: (
          call: Grpc.ServerUnaryCall<Buffer, ExportAnswer>,
          callback: Grpc.sendUnaryData<ExportAnswer>,
        ) => {
          exportLogs(deps, logsSink, call.metadata, call.request).then(
            (outcome) => callback(null, outcome),
            (error: unknown) => callback(toStatus(deps, grpc, error)),
          );
        },
      },
    );
  }
  const address = host.includes(":") ? `[${host}]:${port}` : `${host}:${port}`;
  const bound = await new Promise<number>((resolve, reject) => {
    server.bindAsync(address, grpc.ServerCredentials.createInsecure(), (error, actual) =>
      error ? reject(error) : resolve(actual),
    );
  });
  return {
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        const force = setTimeout(() => {
          server.forceShutdown();
          resolve();
        }, 5_000);
        force.unref();
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      }),
  };
}
