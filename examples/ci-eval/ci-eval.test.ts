import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { apiKeys, loadConfig, type RunningServer, startServer } from "@vigil/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answer, createAgent } from "./agent.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const WORKFLOW = readFileSync(
  new URL("./.github/workflows/agent-eval.yml", import.meta.url),
  "utf8",
);

/** The one-line `run:` of the workflow step with this name. */
function stepRun(name: string): string {
  const lines = WORKFLOW.split("\n");
  const at = lines.findIndex((line) => line.trim() === `- name: ${name}`);
  const run = lines.slice(at + 1).find((line) => /^\s+run: /.test(line));
  if (at < 0 || !run) throw new Error(`no step "${name}" with a run line`);
  return run.replace(/^\s+run: /, "");
}

/** Runs a step's command in bash, asynchronously: the Vigil server it calls is in this process. */
function bash(command: string, cwd: string, env: Record<string, string>) {
  const child = spawn("bash", ["-c", command], { cwd, env, stdio: "pipe" });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once("close", (status) => resolve({ status, stdout, stderr })),
  );
}

describe("the CI evaluation example", () => {
  let dir: string;
  let server: RunningServer;
  let env: Record<string, string>;
  const agents: Server[] = [];

  async function startAgent(forgetful: boolean): Promise<string> {
    const agent = createAgent({ forgetful });
    agents.push(agent);
    await new Promise<void>((resolve) => agent.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(agent.address() as AddressInfo).port}/answer`;
  }

  /** Runs the workflow's import and evaluate steps as GitHub Actions would, in bash. */
  async function workflow(agentUrl: string, baseline?: string) {
    const output = join(dir, `github-output-${Date.now()}`);
    writeFileSync(output, "");
    const stepEnv = {
      ...env,
      AGENT_URL: agentUrl,
      GITHUB_OUTPUT: output,
      BASELINE_RUN: baseline ?? "",
    };
    const imported = await bash(stepRun("Import the evaluation set"), dir, stepEnv);
    expect(imported.status, imported.stderr).toBe(0);
    const setId = /^id=(eval_set_\w+)$/m.exec(readFileSync(output, "utf8"))?.[1];
    expect(setId).toBeDefined();
    const evaluate = stepRun(
      "Evaluate (exit 1 fails the build on a threshold miss or a significant regression)",
    ).replace(/\$\{\{ steps\.set\.outputs\.id \}\}/, setId as string);
    return bash(evaluate, dir, stepEnv);
  }

  beforeAll(async () => {
    if (!existsSync(join(ROOT, "packages/cli/dist/cli.js")))
      throw new Error("run `pnpm build` first");
    dir = mkdtempSync(join(tmpdir(), "vigil-ci-eval-"));
    // The workflow's paths are relative to the repository: run its steps from a copy of the layout.
    for (const path of ["packages", "examples"]) {
      spawnSync("ln", ["-s", join(ROOT, path), join(dir, path)]);
    }
    server = await startServer(
      loadConfig(
        { port: 0, otlpGrpcPort: 0, dataDir: join(dir, "data"), dev: true, logLevel: "silent" },
        {},
      ),
    );
    const { key } = await apiKeys.create(
      { database: server.deps.database, clock: { now: () => new Date() } },
      { userId: "ci" },
    );
    const res = await fetch(`${server.url}/api/agents`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "gym-faq" }),
    });
    const agentId = ((await res.json()) as { data: { id: string } }).data.id;
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(([n]) => !n.startsWith("VIGIL_")),
    ) as Record<string, string>;
    env = {
      ...inherited,
      VIGIL_URL: server.url,
      VIGIL_API_KEY: key,
      VIGIL_AGENT_ID: agentId,
      GITHUB_SHA: "abc123",
    };
  });
  afterAll(async () => {
    for (const agent of agents) {
      agent.closeAllConnections();
      agent.close();
    }
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers from its knowledge base and forgets half of it when told to", () => {
    expect(answer("How long do refunds take?")).toContain("14 days");
    expect(answer("Can I bring a guest?", { forgetful: true })).toBe("Sorry, I do not know that.");
  });

  it("passes the gate with the good agent and writes the JUnit report", async () => {
    const result = await workflow(await startAgent(false));
    expect(result.status, result.stderr).toBe(0);
    const xml = readFileSync(join(dir, "eval-results.xml"), "utf8");
    expect(xml).toMatch(/<testsuites name="vigil eval" tests="6" failures="0" errors="0"/);
  });

  it("fails the build (exit 1) when the forgetful agent regresses against the good run", async () => {
    const good = await workflow(await startAgent(false));
    expect(good.status).toBe(0);
    const baseline = /name="runId" value="(eval_run_\w+)"/.exec(
      readFileSync(join(dir, "eval-results.xml"), "utf8"),
    )?.[1];
    const result = await workflow(await startAgent(true), baseline);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("gate failed: pass rate 0.500 is below the threshold 0.9");
    expect(readFileSync(join(dir, "eval-results.xml"), "utf8")).toMatch(/failures="3"/);
  });
});
