import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import type { Config } from "./config";
import type { Deps } from "./context";
import { createDeps, type DepsOptions } from "./deps";
import { BatchedResponse } from "./http/batched-response";
import { purgeExpiredIdempotencyKeys } from "./http/idempotency";
import { ingestOtlp } from "./modules/traces/ingest/otlp";
import { ingestOtlpLogsBody } from "./modules/traces/logs/entry";
import { type OtlpGrpcListener, startOtlpGrpc } from "./otlp/grpc";

export interface RunningServer {
  url: string;
  port: number;
  /** The OTLP/gRPC listener's port; null when it is off (or its default port was taken). */
  grpcPort: number | null;
  /** Why gRPC is off although it was on by default (its port was taken); else null. */
  grpcWarning: string | null;
  deps: Deps;
  /** Stops accepting, lets in-flight requests finish (bounded), flushes counters, closes the database. */
  close(): Promise<void>;
}

const FLUSH_EVERY_MS = 2_000;
/**
 * How long an idle keep-alive connection stays open. Node's 5 s default races clients that
 * reuse a connection idle for about that long (undici keeps them 4 s): the request lands as the
 * server closes the socket and the client sees ECONNRESET. 65 s outlasts common client and
 * load-balancer idle timeouts (60 s); shutdown still closes idle connections at once.
 */
export const KEEP_ALIVE_MS = 65_000;

function keepIdleConnections(server: unknown): void {
  const http = server as { keepAliveTimeout?: number; headersTimeout?: number };
  if (typeof http.keepAliveTimeout !== "number") return;
  http.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node requires the headers timeout to exceed the keep-alive timeout.
  http.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
const PURGE_EVERY_MS = 3_600_000;

/**
 * Starts Vigil on the configured host and port (`port: 0` picks a free one).
 * @example const server = await startServer(loadConfig({ port: 0 })); await server.close();
 */
export async function startServer(
  config: Config,
  options: DepsOptions = {},
): Promise<RunningServer> {
  const deps = await createDeps(config, options);
  // The trace writer and read threads start with the first write and reads: an idle server
  // does not carry them.
  await deps.database.start();
  const app = createApp(deps);
  let server: ReturnType<typeof serve>;
  try {
    server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const s = serve(
        {
          fetch: app.fetch,
          hostname: config.host,
          port: config.port,
          serverOptions: { ServerResponse: BatchedResponse },
        },
        () => resolve(s),
      );
      s.once("error", reject);
    });
  } catch (error) {
    // A database we opened is ours to close; one passed in stays the caller's.
    if (!options.database) await deps.database.close().catch(() => {});
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  keepIdleConnections(server);
  let grpc: OtlpGrpcListener | null = null;
  let grpcWarning: string | null = null;
  if (config.otlpGrpcPort !== undefined) {
    try {
      grpc = await startOtlpGrpc(
        deps,
        config.host,
        config.otlpGrpcPort,
        (principal, request) => ingestOtlp(deps, principal, request),
        async (principal, bytes) => {
          const outcome = await ingestOtlpLogsBody(deps, principal, bytes, true);
          return { rejectedSpans: outcome.rejectedLogRecords, errorMessage: outcome.errorMessage };
        },
      );
    } catch (error) {
      const taken = /EADDRINUSE|address already in use|No address added/i.test(String(error));
      if (config.otlpGrpcPortExplicit || !taken) {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        if (!options.database) await deps.database.close().catch(() => {});
        throw Object.assign(
          new Error(`cannot listen for OTLP/gRPC on ${config.host}:${config.otlpGrpcPort}`),
          { code: taken ? "EGRPCINUSE" : "EGRPC", cause: error },
        );
      }
      grpcWarning = `OTLP/gRPC port ${config.otlpGrpcPort} on ${config.host} is in use: running without gRPC (pick another with --otlp-grpc-port)`;
    }
  }

  deps.jobs.start();
  const flushTimer = setInterval(() => {
    deps.usage
      .flush()
      .catch((error) => deps.logger.error("usage flush failed", { message: String(error) }));
  }, FLUSH_EVERY_MS);
  const purgeTimer = setInterval(() => {
    purgeExpiredIdempotencyKeys(deps.database, deps.clock.now()).catch(() => {});
  }, PURGE_EVERY_MS);
  flushTimer.unref();
  purgeTimer.unref();

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      clearInterval(flushTimer);
      clearInterval(purgeTimer);
      const grpcClosed = grpc?.close();
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => {
          if ("closeAllConnections" in server) server.closeAllConnections();
          resolve();
        }, config.shutdownTimeoutMs);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        if ("closeIdleConnections" in server) server.closeIdleConnections();
      });
      await grpcClosed;
      // Running jobs finish (bounded); one still running keeps its lease and runs again later.
      await deps.jobs.stop(config.shutdownTimeoutMs);
      await deps.outbound.close();
      await deps.llm.close();
      await deps.ingest.close();
      await deps.usage.flush();
      await deps.database.close();
      deps.logger.flush();
    })();
    return closing;
  };

  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  return {
    url: `http://${host}:${port}`,
    port,
    grpcPort: grpc?.port ?? null,
    grpcWarning,
    deps,
    close,
  };
}
