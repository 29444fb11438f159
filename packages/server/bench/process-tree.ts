import { readdirSync, readFileSync } from "node:fs";

/**
 * A process and everything it started, read from Linux's /proc: what `vigil serve` costs is
 * the sum over every process it runs as, however many that is.
 */

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

function read(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

/** `pid` and its descendants, parents first; processes that have exited are left out. */
export function processTree(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  // A child is listed under the thread that started it.
  const children = tasks.flatMap((task) =>
    (read(`/proc/${pid}/task/${task}/children`) ?? "").split(/\s+/).filter(Boolean).map(Number),
  );
  return [pid, ...children.flatMap(processTree)];
}

/** A field of /proc/<pid>/status in kB (VmRSS, RssAnon, RssFile…) as MB; 0 once it is gone. */
export function statusMb(pid: number, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(read(`/proc/${pid}/status`) ?? "");
  return match ? Number(match[1]) / 1024 : 0;
}

/** CPU time (user + system, all threads) the process has used so far, in ms. */
export function cpuMs(pid: number): number {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return 0;
  // The command name may hold spaces and parentheses: fields are counted after its last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / TICKS_PER_SECOND;
}
