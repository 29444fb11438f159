import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
}

/** `node_modules/.pnpm/kysely@0.28.2/node_modules/kysely/dist/…` → `kysely`; our code by file. */
function areaOf(url: string): string {
  if (url === "") return "(native / garbage collector / idle)";
  if (url.startsWith("node:")) return "node: core";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  const own = /\/packages\/server\/(.+)$/.exec(url);
  return own?.[1] ?? url;
}

function top(map: Map<string, number>, total: number, count: number): string[] {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, hits]) => `  ${((hits / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
}

function add(map: Map<string, number>, key: string, count: number): void {
  map.set(key, (map.get(key) ?? 0) + count);
}

/**
 * Where the server process spent its CPU, from its .cpuprofile files: self time by package and
 * by function, and inclusive time of the server's own functions (a sample counts once per
 * function on its stack; code after an `await` is charged to its own frame, not its caller).
 */
export function summarizeProfiles(dir: string): string {
  const files = readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"));
  const byArea = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    const profile = JSON.parse(readFileSync(join(dir, file), "utf8")) as Profile;
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parents = new Map<number, number>();
    for (const node of profile.nodes)
      for (const child of node.children ?? []) parents.set(child, node.id);
    const hits = new Map<number, number>();
    for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
    for (const [id, count] of hits) {
      const node = nodes.get(id);
      if (!node || node.callFrame.functionName === "(idle)") continue;
      const { functionName, url, lineNumber } = node.callFrame;
      total += count;
      const area = areaOf(url);
      add(byArea, area, count);
      add(byFunction, `${functionName || "(anonymous)"} ${area}:${lineNumber + 1}`, count);
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
        const frame = nodes.get(at)?.callFrame;
        if (!frame?.url.includes("/packages/server/src/") || !frame.functionName) continue;
        const name = `${frame.functionName} ${areaOf(frame.url)}`;
        if (!seen.has(name)) {
          seen.add(name);
          add(inclusive, name, count);
        }
      }
    }
  }
  if (total === 0) return "CPU profile: no samples found";
  return [
    `CPU profile of the server process (${files.length} file(s) in ${dir}; idle excluded):`,
    "self time by package / file:",
    ...top(byArea, total, 15),
    "self time by function:",
    ...top(byFunction, total, 25),
    "inclusive time of the server's own named functions:",
    ...top(inclusive, total, 20),
  ].join("\n");
}
