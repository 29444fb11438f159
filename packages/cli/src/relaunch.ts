import { spawn } from "node:child_process";
import { constants } from "node:os";
import { hasServerNodeFlags, SERVER_NODE_FLAGS } from "@vigil/server";
import { RELAUNCHED_ENV } from "./signals";

const FORWARDED = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/**
 * Whether `vigil <args>` should start Node again with SERVER_NODE_FLAGS first: only `serve`,
 * and only when neither the command line nor NODE_OPTIONS set them already (the operator's
 * own value wins). Node reads these options only when it starts.
 */
export function needsRelaunch(
  args: readonly string[],
  execArgv: readonly string[],
  env: NodeJS.ProcessEnv,
): boolean {
  if (args[0] !== "serve") return false;
  const nodeOptions = (env.NODE_OPTIONS ?? "").split(/\s+/).filter(Boolean);
  return !hasServerNodeFlags([...execArgv, ...nodeOptions]);
}

/**
 * Runs this same command in a child Node with SERVER_NODE_FLAGS (and this process's own Node
 * options, such as --cpu-prof) and answers its exit code. The child gets its own process group,
 * so a Ctrl-C reaches it once, through here, and its first SIGINT still means a graceful stop;
 * every SIGINT, SIGTERM and SIGHUP sent here is passed on. The child stops too if this process
 * dies (it watches the IPC channel between them).
 */
export function relaunch(script: string, args: readonly string[]): Promise<number> {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...process.execArgv, script, ...args],
    {
      stdio: ["inherit", "inherit", "inherit", "ipc"],
      env: { ...process.env, [RELAUNCHED_ENV]: "1" },
      detached: true,
    },
  );
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  for (const signal of FORWARDED) process.on(signal, forward);
  return new Promise((resolve) => {
    child.once("error", (error) => {
      process.stderr.write(`error: could not start the server process: ${error.message}\n`);
      resolve(1);
    });
    child.once("exit", (code, signal) => {
      for (const name of FORWARDED) process.off(name, forward);
      resolve(code ?? 128 + (signal ? constants.signals[signal] : 0));
    });
  });
}
