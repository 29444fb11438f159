import { readFileSync } from "node:fs";
import { join } from "node:path";
import { apiKeys, loadConfig, type RunningServer, startServer } from "@vigil/server";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, tempDir } from "../testing";

describe("vigil export my-data", () => {
  let dir: ReturnType<typeof tempDir>;
  let server: RunningServer;
  let key: string;
  beforeAll(async () => {
    dir = tempDir();
    server = await startServer(loadConfig({ port: 0, otlpGrpcPort: 0, dataDir: dir.path }, {}));
    const clock = { now: () => new Date() };
    key = (await apiKeys.create({ database: server.deps.database, clock }, { userId: "alice" }))
      .key;
    const agent = (await (
      await fetch(`${server.url}/api/agents`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({ name: "bot" }),
      })
    ).json()) as { data: { id: string } };
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${server.url}/api/traces`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({
          agentId: agent.data.id,
          spans: [],
          userId: "alice",
          userMessage: `=question ${i}`,
        }),
      });
      expect(res.status).toBe(201);
    }
  });
  afterAll(async () => {
    await server.close();
    dir.remove();
  });

  it("writes the CSV export to --out with a progress line on stderr", async () => {
    const out = join(dir.path, "my-data.csv");
    const result = await runCli(
      ["export", "my-data", "--format", "csv", "--out", out, "--url", server.url, "--json"],
      { env: { VIGIL_API_KEY: key } },
    );
    expect(result.stderr).toMatch(/Export exp_[0-9A-Z]{26} requested/);
    expect(result.stderr).toMatch(/traces written/);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ format: "csv", traceCount: 5, out });
    const rows = parse(readFileSync(out, "utf8")) as string[][];
    const traces = rows.filter((r) => r[0] === "trace");
    expect(traces).toHaveLength(5);
    // Formula-leading texts are neutralised in the file too.
    expect(traces.every((r) => (r[7] ?? "").startsWith("'="))).toBe(true);
  });

  it("says what to do without an API key or a server", async () => {
    const noKey = await runCli(["export", "my-data", "--url", server.url]);
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toContain("VIGIL_API_KEY");
    const noServer = await runCli(["export", "my-data", "--url", "http://127.0.0.1:9"], {
      env: { VIGIL_API_KEY: key },
    });
    expect(noServer.code).toBe(2);
    expect(noServer.stderr).toContain("vigil serve");
  });
});
