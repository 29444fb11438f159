import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { apiKeys, loadConfig, type RunningServer, startServer } from "@vigil/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, tempDir } from "../testing";

describe("vigil eval health", () => {
  let dir: ReturnType<typeof tempDir>;
  let server: RunningServer;
  let agent: Server;
  let agentUrl: string;
  let agentId: string;
  let setId: string;
  let env: Record<string, string>;
  /** Examples answered wrong: none at first, e1..e12 for the regressed run. */
  let wrongUpTo = 0;

  async function post<T>(path: string, body: unknown): Promise<T> {
    const res = await fetch(`${env.VIGIL_URL}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${env.VIGIL_API_KEY}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: T }).data;
  }

  beforeAll(async () => {
    dir = tempDir();
    server = await startServer(
      loadConfig(
        { port: 0, otlpGrpcPort: 0, dataDir: dir.path, dev: true, logLevel: "silent" },
        {},
      ),
    );
    const key = (
      await apiKeys.create(
        { database: server.deps.database, clock: { now: () => new Date() } },
        { userId: "ci" },
      )
    ).key;
    env = { VIGIL_API_KEY: key, VIGIL_URL: server.url };
    agent = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => {
        const n = Number((JSON.parse(raw) as { input: string }).input.slice(1));
        const output = n <= wrongUpTo ? "nope" : `a${n}`;
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ output }));
      });
    });
    await new Promise<void>((resolve) => agent.listen(0, "127.0.0.1", resolve));
    agentUrl = `http://127.0.0.1:${(agent.address() as AddressInfo).port}/`;
    agentId = (await post<{ id: string }>("/api/agents", { name: "faq" })).id;
    const examples = Array.from({ length: 30 }, (_, i) => ({
      id: `e${i + 1}`,
      input: `q${i + 1}`,
      expectedOutput: `a${i + 1}`,
    }));
    setId = (await post<{ id: string }>("/api/evaluation/sets", { name: "faq", agentId, examples }))
      .id;
  });
  afterAll(async () => {
    agent.closeAllConnections();
    agent.close();
    await server.close();
    dir.remove();
  });

  const evalRun = () =>
    runCli(["eval", "run", "--set", setId, "--target", agentUrl, "--threshold", "0", "--json"], {
      env,
    });

  it("prints the report with its trends and a regression alert, or the report as JSON", async () => {
    expect((await evalRun()).code).toBe(0);
    wrongUpTo = 12;
    expect((await evalRun()).code).toBe(0);
    const text = await runCli(["eval", "health", "--agent", agentId, "--period", "7d"], { env });
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`${agentId}: critical`);
    expect(text.stdout).toMatch(/passRate\s+0\.800/);
    expect(text.stdout).toContain("[critical] regression_detected");
    const doc = await runCli(["eval", "health", "--agent", agentId, "--json"], { env });
    expect(doc.code).toBe(0);
    const report = JSON.parse(doc.stdout) as { period: string; runsInPeriod: number };
    expect(report).toMatchObject({ period: "30d", runsInPeriod: 2 });
  });

  it("exits 2 for an agent out of reach and refuses a period it does not know", async () => {
    const missing = await runCli(["eval", "health", "--agent", "agent_missing"], { env });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("agent_missing");
    const period = await runCli(["eval", "health", "--agent", agentId, "--period", "14d"], { env });
    expect(period.code).not.toBe(0);
    expect(period.stderr).toContain("7d, 30d, 90d");
  });
});
