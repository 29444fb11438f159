import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  type Config,
  createLogger,
  type Database,
  loadConfig,
  loginLinks,
  type RunningServer,
  startServer,
} from "@vigil/server";
import { Command } from "commander";
import { databaseFailure, openDatabase } from "../database";
import type { CliDeps } from "../deps";
import { codeOf, UserError } from "../errors";
import { parsePort } from "../options";

interface ServeFlags {
  host?: string;
  port?: number;
  dataDir?: string;
  databaseUrl?: string;
  dev?: boolean;
  /** A port, or false for --no-otlp-grpc. */
  otlpGrpc?: boolean;
  otlpGrpcPort?: number;
}

const DEFAULT_OTLP_GRPC_PORT = 4317;

/** The dashboard the build copies beside dist/cli.js; absent when running from sources. */
function builtDashboard(): string | undefined {
  const dir = fileURLToPath(new URL("./web", import.meta.url));
  return existsSync(`${dir}/index.html`) ? dir : undefined;
}

function configFor(flags: ServeFlags, deps: CliDeps): Config {
  try {
    return loadConfig(
      {
        host: flags.host,
        port: flags.port,
        dataDir: flags.dataDir,
        databaseUrl: flags.databaseUrl,
        dev: flags.dev,
        // VIGIL_WEB_ROOT, when set, wins: an operator may serve a build of their own.
        webRoot: deps.env.VIGIL_WEB_ROOT ? undefined : builtDashboard(),
        ...grpcOverrides(flags, deps.env),
      },
      deps.env,
    );
  } catch (error) {
    throw new UserError(
      error instanceof Error ? error.message : String(error),
      "check the flags and the VIGIL_* environment variables",
    );
  }
}

/**
 * gRPC on 4317 unless --otlp-grpc-port or VIGIL_OTLP_GRPC_PORT says otherwise, or --no-otlp-grpc.
 * An HTTP port of 0 (a throwaway server: tests, a second instance) makes the default gRPC port 0
 * too, so two such servers never race for 4317.
 */
function grpcOverrides(flags: ServeFlags, env: NodeJS.ProcessEnv) {
  if (flags.otlpGrpc === false) return {};
  if (flags.otlpGrpcPort !== undefined) {
    return { otlpGrpcPort: flags.otlpGrpcPort, otlpGrpcPortExplicit: true };
  }
  if (env.VIGIL_OTLP_GRPC_PORT !== undefined) return {};
  const httpPort = flags.port ?? env.VIGIL_PORT;
  const anyPort = httpPort !== undefined && String(httpPort).trim() === "0";
  return { otlpGrpcPort: anyPort ? 0 : DEFAULT_OTLP_GRPC_PORT, otlpGrpcPortExplicit: false };
}

/** Listening failures named by what the operator can change. */
function listenFailure(error: unknown, config: Config): unknown {
  const at = `${config.host}:${config.port}`;
  switch (codeOf(error)) {
    case "EGRPCINUSE":
      return new UserError(
        `OTLP/gRPC port ${config.otlpGrpcPort} on ${config.host} is already in use`,
        "pick another with --otlp-grpc-port (0 picks a free one) or turn it off with --no-otlp-grpc",
      );
    case "EADDRINUSE":
      return new UserError(
        `port ${config.port} on ${config.host} is already in use`,
        "stop the other process or pick another port with --port (0 picks a free one)",
      );
    case "EACCES":
      return new UserError(
        `not allowed to listen on ${at}`,
        "use a port above 1023 or run with the needed privileges",
      );
    case "EADDRNOTAVAIL":
    case "ENOTFOUND":
      return new UserError(
        `cannot listen on host ${config.host}`,
        "use an address of this machine with --host, such as 127.0.0.1 or 0.0.0.0",
      );
    default:
      return databaseFailure(error, config);
  }
}

/**
 * In a terminal, a one-time login link for the operator (as Jupyter prints its token URL); never
 * when stdout is a pipe or a file, so supervisors and logs never hold a live credential.
 */
async function printLoginLink(deps: CliDeps, database: Database, baseUrl: string): Promise<void> {
  if (deps.io.stdout.isTTY !== true) return;
  const link = await loginLinks.create({ database, clock: deps.clock }, { baseUrl });
  deps.io.stdout.write(`Open the dashboard (one-time login link, 15 minutes): ${link.url}\n`);
}

async function serve(flags: ServeFlags, deps: CliDeps): Promise<void> {
  const config = configFor(flags, deps);
  // Opened here, not inside startServer, so a failed start still closes it.
  const database = openDatabase(config);
  let server: RunningServer;
  try {
    server = await startServer(config, {
      database,
      clock: deps.clock,
      logger: createLogger(config.logLevel, (line) => deps.io.stdout.write(line)),
    });
  } catch (error) {
    await database.close().catch(() => {});
    throw listenFailure(error, config);
  }
  // Listen for signals before announcing readiness: a supervisor may stop us right after the line.
  const stopped = deps.stopSignal();
  deps.io.stdout.write(`Vigil listening on ${server.url}\n`);
  if (server.grpcPort !== null) {
    deps.io.stdout.write(`OTLP/gRPC listening on ${config.host}:${server.grpcPort}\n`);
  }
  if (server.grpcWarning) deps.io.stderr.write(`warning: ${server.grpcWarning}\n`);
  await printLoginLink(deps, database, config.publicUrl ?? server.url);
  const signal = await stopped;
  deps.io.stderr.write(`${signal} received: finishing in-flight requests, then stopping\n`);
  await server.close();
}

/** `vigil serve`: the HTTP API on SQLite (default) or PostgreSQL until SIGINT/SIGTERM. */
export function makeServeCommand(deps: CliDeps): Command {
  return new Command("serve")
    .description("Run the Vigil API server until SIGINT or SIGTERM")
    .option("--host <host>", "address to listen on (default: 127.0.0.1, or VIGIL_HOST)")
    .option(
      "--port <port>",
      "port to listen on; 0 picks a free one (default: 4318, or VIGIL_PORT)",
      parsePort,
    )
    .option(
      "--data-dir <dir>",
      "data directory: SQLite vigil.db and secret.key (default: ./.vigil, or VIGIL_DATA_DIR)",
    )
    .option(
      "--database-url <url>",
      "use PostgreSQL instead of SQLite: postgres://user:pass@host:5432/db (or VIGIL_DATABASE_URL)",
    )
    .option(
      "--otlp-grpc-port <port>",
      "OTLP/gRPC port; 0 picks a free one (default: 4317, or 0 with --port 0; or VIGIL_OTLP_GRPC_PORT)",
      parsePort,
    )
    .option("--no-otlp-grpc", "do not listen for OTLP/gRPC")
    .option("--dev", "allow http:// and loopback webhook/callback URLs (or VIGIL_DEV=1)")
    .addHelpText(
      "after",
      `
When ready it prints: Vigil listening on http://HOST:PORT
then, with gRPC on: OTLP/gRPC listening on HOST:PORT
and, in a terminal only, a one-time dashboard login link (new ones: vigil login-link).
SIGINT or SIGTERM stops accepting connections, finishes in-flight requests and exits 0.

Examples:
  $ vigil serve
  $ vigil serve --port 0 --data-dir /tmp/vigil
  $ vigil serve --host 0.0.0.0 --database-url postgres://vigil:secret@db:5432/vigil
  $ VIGIL_PORT=8080 vigil serve --dev`,
    )
    .action((flags: ServeFlags) => serve(flags, deps));
}
