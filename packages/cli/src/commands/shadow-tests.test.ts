import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { apiKeys, loadConfig, type RunningServer, startServer } from "@vigil/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, tempDir } from "../testing";

const PROMPT = "You answer refund questions.\nBe brief.";
const DIFF =
  "@@ -1,2 +1,3 @@\n You answer refund questions.\n+Quote the refund policy.\n Be brief.\n";
const ANSWER = "Refunds are issued within 14 days of the return.";

/** An OpenAI-compatible provider that answers every chat with ANSWER. */
function startProvider(): Promise<Server> {
  const provider = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "chatcmpl-1",
          object: "chat.completion",
          created: 0,
          model: "m",
          choices: [
            { index: 0, message: { role: "assistant", content: ANSWER }, finish_reason: "stop" },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 9, total_tokens: 19 },
        }),
      );
    });
  });
  return new Promise((resolve) => provider.listen(0, "127.0.0.1", () => resolve(provider)));
}

describe("vigil shadow-tests", () => {
  let dir: ReturnType<typeof tempDir>;
  let provider: Server;
  let server: RunningServer;
  let env: NodeJS.ProcessEnv;
  let key: string;
  let fixId: string;
  let traceIds: string[];
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
    provider = await startProvider();
    const providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;
    server = await startServer(
      loadConfig(
        { port: 0, otlpGrpcPort: 0, dataDir: dir.path },
        { VIGIL_LLM_BASE_URL: providerUrl, VIGIL_LLM_MODEL: "m", VIGIL_LLM_MAX_RETRIES: "0" },
      ),
    );
    key = (
      await apiKeys.create(
        { database: server.deps.database, clock: { now: () => new Date() } },
        { userId: "ana" },
      )
    ).key;
    env = { VIGIL_API_KEY: key, VIGIL_URL: server.url };
    const agentId = (await call<{ id: string }>("POST", "/api/agents", { name: "refunds" })).id;
    await call("POST", "/api/agent-configs", { agentId, systemPrompt: PROMPT });
    traceIds = [];
    for (const order of ["A1", "A2"]) {
      const trace = await call<{ traceId: string }>("POST", "/api/traces", {
        agentId,
        userMessage: `How long do refunds take for order ${order}?`,
        agentResponse: "Sorry, something went wrong.",
        spans: [],
      });
      traceIds.push(trace.traceId);
    }
    const issueId = (
      await call<{ id: string }>("POST", "/api/v2/issues", {
        title: "Refund answers fail",
        agentId,
        severity: "high",
        traceIds,
      })
    ).id;
    fixId = (
      await call<{ id: string }>("POST", "/api/fixes", {
        issueId,
        type: "prompt_update",
        description: "Quote the policy",
        changes: { promptDiff: DIFF },
      })
    ).id;
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => provider.close(resolve));
    dir.remove();
  });

  it("creates a test over the fix's issue, waits with progress and prints the verdicts", async () => {
    const created = await runCli(
      ["shadow-tests", "create", "--fix", fixId, "--mode", "automated", "--wait"],
      { env },
    );
    expect(created.code).toBe(0);
    expect(created.stderrLines[0]).toMatch(/^Shadow test st_\w+: 2 traces, automated$/);
    expect(created.stderr).toMatch(/completed: 2\/2 traces replayed/);
    expect(created.stdout).toMatch(/^status\s+completed$/m);
    expect(created.stdout).toMatch(
      /^verdicts\s+\d improved, \d unchanged, \d regressed, 0 errored$/m,
    );
    const table = created.stdout.slice(created.stdout.indexOf("TRACE"));
    expect(table.split("\n")[0]).toMatch(/^TRACE\s+VERDICT\s+ORIGINAL\s+FIXED$/);
    for (const id of traceIds) expect(table).toContain(id);

    const id = (created.stderrLines[0] as string).split(" ")[2]?.replace(":", "") as string;
    const shown = await runCli(["shadow-tests", "show", id, "--json"], { env });
    expect(shown.code).toBe(0);
    const test = JSON.parse(shown.stdout) as {
      status: string;
      traceResults: { traceId: string; verdict: string }[];
    };
    expect(test.status).toBe("completed");
    expect(test.traceResults.map((r) => r.traceId)).toEqual(traceIds);
  });

  it("creates over named traces without waiting and prints JSON", async () => {
    const created = await runCli(
      ["shadow-tests", "create", "--fix", fixId, "--traces", traceIds[0] as string, "--json"],
      { env },
    );
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({
      fixId,
      status: "pending",
      traceCount: 1,
      config: { comparisonMode: "side_by_side" },
    });
    expect(created.stderr).toContain("vigil shadow-tests show st_");
  });

  it("exits 2 on usage and server errors, saying what to do", async () => {
    const both = await runCli(
      ["shadow-tests", "create", "--fix", fixId, "--traces", "tr_1", "--issue", "iss_1"],
      { env },
    );
    expect(both.code).toBe(2);
    expect(both.stderr).toContain("give --traces or --issue, not both");
    const missing = await runCli(["shadow-tests", "show", "st_nope"], { env });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("404");
    const badMode = await runCli(["shadow-tests", "create", "--fix", fixId, "--mode", "fast"], {
      env,
    });
    expect(badMode.code).not.toBe(0);
    const unknownFix = await runCli(["shadow-tests", "create", "--fix", "fix_nope"], { env });
    expect(unknownFix.code).toBe(2);
  });
});
