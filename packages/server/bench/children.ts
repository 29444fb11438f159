import { type ChildProcess, fork } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const benchDir = fileURLToPath(new URL(".", import.meta.url));

/** A server the bench started: its URL, CPU time it has used (µs, user + system), its memory. */
export interface ChildServer {
  url: string;
  cpuMicros(): Promise<number>;
  memory(): Promise<NodeJS.MemoryUsage>;
}

const running: ChildProcess[] = [];

/** Sends `question` and resolves with the first answer carrying `field` (other messages pass). */
function ask<T>(child: ChildProcess, question: string, field: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: Record<string, unknown> | null) => {
      if (message === null || typeof message !== "object" || !(field in message)) return;
      child.off("message", onMessage);
      resolve(message[field] as T);
    };
    child.on("message", onMessage);
    child.send(question, (error) => {
      if (!error) return;
      child.off("message", onMessage);
      reject(error);
    });
  });
}

/**
 * Extra Node flags for every server child, from BENCH_CHILD_NODE_FLAGS (space-separated), e.g.
 * "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server and its writer thread.
 */
const PROFILE_ARGV = (process.env.BENCH_CHILD_NODE_FLAGS ?? "").split(" ").filter(Boolean);

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
    execArgv: ["--import", "tsx", ...(options.execArgv ?? []), ...PROFILE_ARGV],
    stdio: ["ignore", out, "inherit", "ipc"],
  });
  if (typeof out === "number") closeSync(out);
  running.push(child);
  const cpuMicros = () =>
    ask<NodeJS.CpuUsage>(child, "cpu", "cpu").then((cpu) => cpu.user + cpu.system);
  const memory = () => ask<NodeJS.MemoryUsage>(child, "memory", "memory");
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start in 60 s`)), 60_000);
    child.once("message", (message: { url?: string }) => {
      clearTimeout(timer);
      if (message.url) resolve({ url: message.url, cpuMicros, memory });
      else reject(new Error(`${script} sent ${JSON.stringify(message)}`));
    });
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code} before ready`)));
  });
}

/**
 * Answers the bench's "cpu" message with this process's CPU time, and "memory" with its
 * process.memoryUsage(); used by every server child.
 */
export function answerCpuQueries(): void {
  process.on("message", (message) => {
    if (message === "cpu") process.send?.({ cpu: process.cpuUsage() });
    if (message === "memory") process.send?.({ memory: process.memoryUsage() });
  });
}

/** The real server (serve-child.ts), under Node's defaults as `vigil serve` runs. */
export function startServerChild(
  args: string[],
  options: { execArgv?: string[]; stdoutFile?: string } = {},
): Promise<ChildServer> {
  return startChild("serve-child.ts", args, options);
}

/** A job process the bench started (not a server): runs `params` and answers with its result. */
export interface Worker<P, R> {
  run(params: P): Promise<R>;
}

/**
 * Forks `bench/<script>` under tsx as a worker: it sends `{ready: true}` once set up, then
 * answers each `{run: params}` with `{result}`. Stopped like the servers by stopChildren.
 */
export function startWorker<P, R>(script: string, args: string[]): Promise<Worker<P, R>> {
  const child = fork(join(benchDir, script), args, {
    cwd: packageDir,
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  running.push(child);
  const worker: Worker<P, R> = {
    run: (params) =>
      new Promise((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`${script} exited with ${code}`));
        const onMessage = (message: { result?: R } | null) => {
          if (!message || typeof message !== "object" || !("result" in message)) return;
          child.off("message", onMessage);
          child.off("exit", onExit);
          resolve(message.result as R);
        };
        child.on("message", onMessage);
        child.once("exit", onExit);
        child.send({ run: params });
      }),
  };
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`${script} exited with ${code} before ready`));
    child.once("message", () => {
      child.off("exit", onExit);
      resolve(worker);
    });
    child.once("exit", onExit);
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
