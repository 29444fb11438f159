import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterEach, beforeAll, expect, it } from "vitest";
import { tempDir } from "./testing";

/**
 * An evaluation run survives its server: `vigil serve` is SIGKILLed mid-run and started again on
 * the same data dir; the run resumes from its stored results and scores every example once.
 */
const CLI = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
const children: ChildProcess[] = [];
let dir: ReturnType<typeof tempDir>;

const env = {
  ...Object.fromEntries(Object.entries(process.env).filter(([n]) => !n.startsWith("VIGIL_"))),
  // A short lease: the restarted server takes over the dead one's job within a second or two.
  VIGIL_JOB_LEASE: "1s",
  VIGIL_LOG_LEVEL: "error",
};

function run(args: string[]): Promise<{ code: number | null; stdout: string }> {
  const child = spawn(process.execPath, [CLI, ...args], { env, stdio: "pipe" });
  let stdout = "";
  child.stdout?.on("data", (chunk) => (stdout += chunk));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, stdout })));
}

async function serve(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [CLI, "serve", "--dev", "--port", "0", "--no-otlp-grpc", "--data-dir", dataDir],
    { env, stdio: "pipe" },
  );
  children.push(child);
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once("line", resolve);
    child.once("exit", (code) => reject(new Error(`vigil serve exited early with ${code}`)));
  });
  const url = /listening on (\S+)/.exec(line)?.[1];
  if (!url) throw new Error(`unexpected first line: ${line}`);
  return { url, child };
}

beforeAll(() => {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`pnpm build\` first`);
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  dir?.remove();
});

it("resumes an evaluation run after a SIGKILL and scores every example exactly once", async () => {
  dir = tempDir();
  const created = await run(["keys", "create", "--json", "--data-dir", dir.path]);
  expect(created.code).toBe(0);
  const { key } = JSON.parse(created.stdout) as { key: string };
  // The agent under test: slow enough (80 ms a call) that the kill lands mid-run.
  const calls: { input: string; at: number }[] = [];
  const agent = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const { input } = JSON.parse(raw) as { input: string };
      calls.push({ input, at: Date.now() });
      setTimeout(() => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ output: `answer ${input.slice(9)}` }));
      }, 80);
    });
  });
  await new Promise<void>((resolve) => agent.listen(0, "127.0.0.1", resolve));
  const agentUrl = `http://127.0.0.1:${(agent.address() as AddressInfo).port}/`;

  let { url, child } = await serve(dir.path);
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await res.json()) as { data: T };
    if (res.status >= 300)
      throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  const total = 40;
  const agentRow = await call<{ id: string }>("POST", "/api/agents", { name: "crash-eval" });
  const examples = Array.from({ length: total }, (_, i) => ({
    id: `e${i + 1}`,
    input: `question ${i + 1}`,
    expectedOutput: `answer ${i + 1}`,
  }));
  const set = await call<{ id: string }>("POST", "/api/evaluation/sets", {
    name: "crash",
    agentId: agentRow.id,
    examples,
  });
  const started = await call<{ id: string }>("POST", "/api/eval-runs", {
    evalSetId: set.id,
    config: { concurrency: 2, metrics: ["accuracy"] },
    target: { type: "http", url: agentUrl },
  });
  type Detail = {
    status: string;
    progress: { completed: number; total: number };
    results: { exampleId: string; passed: boolean }[];
  };
  const detail = () => call<Detail>("GET", `/api/evaluation/runs/${started.id}`);
  await expect
    .poll(async () => (await detail()).progress.completed, { timeout: 20_000, interval: 50 })
    .toBeGreaterThanOrEqual(6);

  child.kill("SIGKILL");
  await new Promise((resolve) => child.once("exit", resolve));
  const killedAt = Date.now();

  ({ url, child } = await serve(dir.path));
  const before = await detail();
  expect(before.status).toBe("running");
  expect(before.progress.completed).toBeLessThan(total);
  await expect
    .poll(async () => (await detail()).status, { timeout: 60_000, interval: 200 })
    .toBe("completed");

  const after = await detail();
  expect(after.progress).toEqual({ completed: total, total });
  // One result row per example: none missing, none twice.
  expect(after.results).toHaveLength(total);
  expect(new Set(after.results.map((r) => r.exampleId)).size).toBe(total);
  expect(after.results.every((r) => r.passed)).toBe(true);
  // Examples stored before the kill were not called again after it.
  const storedBefore = new Set(before.results.map((r) => `question ${r.exampleId.slice(1)}`));
  const calledAgain = calls.filter((c) => c.at > killedAt && storedBefore.has(c.input));
  expect(calledAgain).toEqual([]);
  agent.closeAllConnections();
  agent.close();
}, 120_000);
