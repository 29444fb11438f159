import { type ChildProcess, fork } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const benchDir = fileURLToPath(new URL(".", import.meta.url));

/** A server the bench started: its URL, and CPU time it has used (µs, user + system). */
export interface ChildServer {
  url: string;
  cpuMicros(): Promise<number>;
}

const running: ChildProcess[] = [];

/**
 * Forks `bench/<script>` under tsx with an IPC channel; resolves once it reports its URL.
 * `stdoutFile`, when given, receives the child's stdout (request logs); else it is dropped.
 */
export function startChild(
  script: string,
  args: string[],
  options: { execArgv?: string[]; stdoutFile?: string } = {},
): Promise<ChildServer> {
  const out = options.stdoutFile ? openSync(options.stdoutFile, "w") : "ignore";
  const child = fork(join(benchDir, script), args, {
    cwd: packageDir,
    execArgv: ["--import", "tsx", ...(options.execArgv ?? [])],
    stdio: ["ignore", out, "inherit", "ipc"],
  });
  if (typeof out === "number") closeSync(out);
  running.push(child);
  const cpuMicros = () =>
    new Promise<number>((resolve) => {
      child.once("message", (message: { cpu?: NodeJS.CpuUsage }) =>
        resolve((message.cpu?.user ?? 0) + (message.cpu?.system ?? 0)),
      );
      child.send("cpu");
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start in 60 s`)), 60_000);
    child.once("message", (message: { url?: string }) => {
      clearTimeout(timer);
      if (message.url) resolve({ url: message.url, cpuMicros });
      else reject(new Error(`${script} sent ${JSON.stringify(message)}`));
    });
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code} before ready`)));
  });
}

/** Answers the bench's "cpu" message with this process's CPU time; used by both children. */
export function answerCpuQueries(): void {
  process.on("message", (message) => {
    if (message === "cpu") process.send?.({ cpu: process.cpuUsage() });
  });
}

/** SIGTERM every child (they close and exit normally, writing any CPU profile); SIGKILL after 10 s. */
export async function stopChildren(): Promise<void> {
  await Promise.all(
    running.splice(0).map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
          child.once("exit", () => {
            clearTimeout(force);
            resolve();
          });
          child.kill("SIGTERM");
        }),
    ),
  );
}
