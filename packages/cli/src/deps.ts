import type { Clock } from "@vigil/server/operator";

/** Anything with a `write` method: process.stdout, a stream, or a test's collector. */
export interface Writer {
  write(chunk: string): unknown;
  /** True when it is a terminal (process.stdout in one); absent for pipes and collectors. */
  isTTY?: boolean;
}

export interface CliIo {
  stdout: Writer;
  stderr: Writer;
}

/** What commands get from the outside world; tests replace any of it. */
export interface CliDeps {
  io: CliIo;
  /** Read for VIGIL_* settings through the server's loadConfig. */
  env: NodeJS.ProcessEnv;
  clock: Clock;
  /** Resolves with the signal's name when the process is asked to stop (SIGINT/SIGTERM). */
  stopSignal(): Promise<string>;
}
