import { apiKeys, loadConfig, type RunningServer, startServer } from "@vigil/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, tempDir } from "../testing";

const PROMPT = "You are the order desk.\nBe brief.";

describe("vigil issues and vigil fixes", () => {
  let dir: ReturnType<typeof tempDir>;
  let server: RunningServer;
  let key: string;
  let agentId: string;
  let issueId: string;
  let fixId: string;
  let env: NodeJS.ProcessEnv;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return ((await res.json()) as { data: T }).data;
  };

  beforeAll(async () => {
    dir = tempDir();
    server = await startServer(loadConfig({ port: 0, otlpGrpcPort: 0, dataDir: dir.path }, {}));
    key = (
      await apiKeys.create(
        { database: server.deps.database, clock: { now: () => new Date() } },
        { userId: "ana" },
      )
    ).key;
    env = { VIGIL_API_KEY: key, VIGIL_URL: server.url };
    agentId = (await call<{ id: string }>("POST", "/api/agents", { name: "orders" })).id;
    await call("POST", "/api/agent-configs", { agentId, systemPrompt: PROMPT });
    issueId = (
      await call<{ id: string }>("POST", "/api/v2/issues", {
        title: "Slow lookups",
        agentId,
        severity: "critical",
      })
    ).id;
    await call("POST", "/api/v2/issues", { title: "Typos", agentId, severity: "low" });
    fixId = (
      await call<{ id: string }>("POST", "/api/fixes", {
        issueId,
        type: "prompt_update",
        description: "Retry once",
        changes: {
          promptDiff:
            "@@ -1,2 +1,3 @@\n You are the order desk.\n+Retry a slow lookup once.\n Be brief.\n",
        },
      })
    ).id;
  });
  afterAll(async () => {
    await server.close();
    dir.remove();
  });

  it("lists issues by severity as a table and as JSON", async () => {
    const table = await runCli(["issues", "list", "--sort", "severity"], { env });
    expect(table.code).toBe(0);
    const lines = table.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^ID\s+SEVERITY\s+STATUS\s+TRACES\s+AGENT\s+TITLE$/);
    expect(lines[1]).toContain("critical");
    expect(lines[2]).toContain("low");
    expect(table.stderr).toContain("2 of 2 issues");
    const asJson = await runCli(["issues", "list", "--severity", "low", "--json"], { env });
    expect(
      (JSON.parse(asJson.stdout) as { issues: { title: string }[] }).issues.map((i) => i.title),
    ).toEqual(["Typos"]);
  });

  it("shows an issue with its fixes", async () => {
    const shown = await runCli(["issues", "show", issueId], { env });
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain("Slow lookups");
    expect(shown.stdout).toContain(fixId);
    const missing = await runCli(["issues", "show", "iss_nope"], { env });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("404");
  });

  it("applies and rolls back a fix, refusing a second apply", async () => {
    const applied = await runCli(["fixes", "apply", fixId, "--json"], { env });
    expect(applied.code).toBe(0);
    expect(applied.stderr).toContain(`vigil fixes rollback ${fixId}`);
    expect(
      (JSON.parse(applied.stdout) as { current: { systemPrompt: string } }).current.systemPrompt,
    ).toBe("You are the order desk.\nRetry a slow lookup once.\nBe brief.");
    const again = await runCli(["fixes", "apply", fixId], { env });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("409");
    const rolled = await runCli(["fixes", "rollback", fixId], { env });
    expect(rolled.code).toBe(0);
    expect(rolled.stderr).toContain("restored");
    expect(
      (await call<{ systemPrompt: string }>("GET", `/api/agent-configs/${agentId}`)).systemPrompt,
    ).toBe(PROMPT);
  });

  it("asks for an API key and rejects bad options", async () => {
    const noKey = await runCli(["issues", "list"], { env: { VIGIL_URL: server.url } });
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toContain("VIGIL_API_KEY");
    const bad = await runCli(["issues", "list", "--status", "done"], { env });
    expect(bad.code).toBe(2);
    const tooMany = await runCli(["issues", "list", "--limit", "101"], { env });
    expect(tooMany.code).toBe(2);
  });
});
