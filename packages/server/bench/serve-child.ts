import { loadConfig } from "../src/config";
import { startServer } from "../src/server";
import { answerCpuQueries } from "./children";

/**
 * The real Vigil server for the benchmark, in its own process: `startServer` on SQLite in the
 * given data dir. Request logging is off unless `--with-logs` (then JSON lines go to stdout,
 * which the bench points at a file); `--dev` admits http:// loopback webhook URLs. Reports its
 * URL over IPC; stops on SIGTERM or when the bench goes away, exiting normally so `--cpu-prof`
 * can write its profile.
 */
const [dataDir, ...flags] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: serve-child.ts <data-dir> [--with-logs] [--dev]");

const server = await startServer(
  loadConfig(
    {
      host: "127.0.0.1",
      port: 0,
      dataDir,
      logLevel: flags.includes("--with-logs") ? "info" : "silent",
      dev: flags.includes("--dev"),
    },
    {},
  ),
);
process.send?.({ url: server.url });

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on("SIGTERM", stop);
process.on("disconnect", stop);
answerCpuQueries();
