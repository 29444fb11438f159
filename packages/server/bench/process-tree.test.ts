import { type ChildProcess, spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { cpuMs, processTree, statusMb } from "./process-tree";

let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill("SIGKILL");
  child = undefined;
});

/** A pid no process has: above the largest pid_max Linux allows (2^22). */
const GONE = 2 ** 22 + 1;

describe.runIf(process.platform === "linux")("process-tree (/proc)", () => {
  it("lists a process first, then the processes it started", async () => {
    child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], { stdio: "ignore" });
    await new Promise((resolve) => child?.once("spawn", resolve));
    const tree = processTree(process.pid);
    expect(tree[0]).toBe(process.pid);
    expect(tree).toContain(child.pid);
  });

  it("leaves out a process that is gone", () => {
    expect(processTree(GONE)).toEqual([]);
    expect(statusMb(GONE, "VmRSS")).toBe(0);
    expect(cpuMs(GONE)).toBe(0);
  });

  it("reads resident memory in MB and CPU time in ms", () => {
    // This test process: tens of MB resident, and it has used some CPU to get here.
    expect(statusMb(process.pid, "VmRSS")).toBeGreaterThan(10);
    expect(statusMb(process.pid, "VmRSS")).toBeLessThan(10_000);
    expect(cpuMs(process.pid)).toBeGreaterThan(0);
  });
});
