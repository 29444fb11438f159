import { run } from "./main";

// The `vigil` binary (dist/cli.js). Everything else is in main.ts so tests can call run().

// `vigil openapi | head` closes the pipe early: that is the reader's choice, not a failure.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

const code = await run(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr });
process.exitCode = code;
// Work is done; if a stray handle (say, a database pool) would keep the process alive, leave.
setTimeout(() => process.exit(code), 2_000).unref();
