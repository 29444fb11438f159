import { apiKeys, loadConfig, type RunningServer, startServer } from "@vigil/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, tempDir } from "../testing";

const DOC = "Refunds take 14 days to reach your card. Members may bring one guest per visit.";

interface Summary {
  runId: string | null;
  status: string;
  analysed: number;
  failed: number;
  skipped: number;
  avgScore: number | null;
  creditsUsed: number;
  lowest: { traceId: string; score: number }[];
}

describe("vigil analyze", () => {
  let dir: ReturnType<typeof tempDir>;
  let server: RunningServer;
  let key: string;
  let agentId: string;
  const call = async (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    dir = tempDir();
    server = await startServer(loadConfig({ port: 0, otlpGrpcPort: 0, dataDir: dir.path }, {}));
    const clock = { now: () => new Date() };
    key = (await apiKeys.create({ database: server.deps.database, clock }, { userId: "ana" })).key;
    agentId = (
      (await (await call("/api/agents", { name: "support" })).json()) as {
        data: { id: string };
      }
    ).data.id;
    const answers = [
      ["How long do refunds take?", "Refunds take 14 days to reach your card.", "success"],
      ["Can I bring a guest?", "Members may bring three guests every day for free.", "failure"],
    ] as const;
    const at = new Date().toISOString();
    for (const [userMessage, agentResponse, outcome] of answers) {
      const res = await call("/api/traces", {
        agentId,
        outcome,
        userMessage,
        agentResponse,
        spans: [
          {
            name: "search",
            type: "retrieval",
            startTime: at,
            endTime: at,
            documents: [{ id: "policy.md", content: DOC }],
          },
        ],
      });
      expect(res.status).toBe(201);
    }
  });
  afterAll(async () => {
    await server.close();
    dir.remove();
  });

  it("analyses the agent's traces with progress on stderr and a JSON summary", async () => {
    const first = await runCli(
      ["analyze", "--agent", agentId, "--tier", "rule_based", "--since", "1d", "--json"],
      { env: { VIGIL_API_KEY: key, VIGIL_URL: server.url } },
    );
    expect(first.stderr).toContain("Analysing 2 traces at rule_based");
    expect(first.stderr).toMatch(/analysed 2\/2/);
    expect(first.code).toBe(0);
    const summary = JSON.parse(first.stdout) as Summary;
    expect(summary).toMatchObject({ status: "completed", analysed: 2, failed: 0, skipped: 0 });
    expect(summary.creditsUsed).toBe(0);
    expect(summary.avgScore).toBeGreaterThanOrEqual(0);
    expect(summary.avgScore).toBeLessThanOrEqual(1);
    expect(summary.lowest).toHaveLength(2);

    // A second run finds them explained, and prints the table.
    const again = await runCli(["analyze", "--agent", agentId, "--tier", "rule_based"], {
      env: { VIGIL_API_KEY: key, VIGIL_URL: server.url },
    });
    expect(again.code).toBe(0);
    expect(again.stderr).toContain("Nothing to analyse: 2 traces already explained");
    expect(again.stdout).toMatch(/skipped \(already explained\)\s+2/);
  });

  it("says what to do on bad flags, a missing key or an unknown agent", async () => {
    const badSince = await runCli(["analyze", "--agent", agentId, "--since", "soon"], {
      env: { VIGIL_API_KEY: key, VIGIL_URL: server.url },
    });
    expect(badSince.code).toBe(2);
    expect(badSince.stderr).toContain("30m, 12h or 7d");
    const noKey = await runCli(["analyze", "--agent", agentId, "--url", server.url]);
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toContain("VIGIL_API_KEY");
    const unknown = await runCli(["analyze", "--agent", "agent_missing", "--tier", "rule_based"], {
      env: { VIGIL_API_KEY: key, VIGIL_URL: server.url },
    });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("404");
  });
});
