import { readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { apiKeys, loadConfig, type RunningServer, startServer } from "@vigil/server";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, tempDir } from "../testing";

interface TestSuites {
  testsuites: {
    "@_tests": string;
    "@_failures": string;
    "@_errors": string;
    testsuite: {
      testcase: { "@_name": string; failure?: { "@_message": string }; error?: unknown }[];
    };
  };
}

/** Parses the file as XML (a well-formedness error fails the test) and answers the document. */
function readJunit(file: string): TestSuites {
  const xml = readFileSync(file, "utf8");
  expect(XMLValidator.validate(xml)).toBe(true);
  return new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "testcase" }).parse(
    xml,
  ) as TestSuites;
}

describe("vigil eval", () => {
  let dir: ReturnType<typeof tempDir>;
  let server: RunningServer;
  let agent: Server;
  let agentUrl: string;
  let key: string;
  let agentId: string;
  /** How the http agent answers: right, wrong (every "even" question), or down (HTTP 500). */
  let mode: "right" | "wrong" | "down" = "right";
  let env: Record<string, string>;

  beforeAll(async () => {
    dir = tempDir();
    server = await startServer(
      loadConfig(
        { port: 0, otlpGrpcPort: 0, dataDir: dir.path, dev: true, logLevel: "silent" },
        {},
      ),
    );
    key = (
      await apiKeys.create(
        { database: server.deps.database, clock: { now: () => new Date() } },
        { userId: "ci" },
      )
    ).key;
    env = { VIGIL_API_KEY: key, VIGIL_URL: server.url };
    const res = await fetch(`${server.url}/api/agents`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "faq" }),
    });
    agentId = ((await res.json()) as { data: { id: string } }).data.id;
    agent = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => {
        const { input } = JSON.parse(raw) as { input: string };
        const n = Number(/\d+/.exec(input)?.[0] ?? 0);
        if (mode === "down") return void res.writeHead(500).end();
        const output =
          mode === "wrong" && n % 2 === 0
            ? "I do not know <sorry> & bye"
            : `The answer is ${n * 2}.`;
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ output }));
      });
    });
    await new Promise<void>((resolve) => agent.listen(0, "127.0.0.1", resolve));
    agentUrl = `http://127.0.0.1:${(agent.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    agent.closeAllConnections();
    agent.close();
    await server.close();
    dir.remove();
  });

  async function importSet(): Promise<string> {
    const file = join(dir.path, "examples.jsonl");
    const lines = Array.from({ length: 12 }, (_, i) =>
      JSON.stringify({
        id: `double-${i + 1}`,
        input: `What is twice ${i + 1}?`,
        expectedOutput: `${(i + 1) * 2}`,
      }),
    );
    writeFileSync(file, `${lines.join("\n")}\n`);
    const imported = await runCli(
      ["eval", "sets", "import", file, "--agent", agentId, "--name", "doubles", "--json"],
      { env },
    );
    expect(imported.code).toBe(0);
    expect(imported.stderr).toContain("Importing 12 examples");
    return (JSON.parse(imported.stdout) as { id: string; exampleCount: number }).id;
  }

  it("exits 0 when the run passes, prints a summary and writes a JUnit file that parses as XML", async () => {
    const setId = await importSet();
    mode = "right";
    const junit = join(dir.path, "pass.xml");
    const result = await runCli(
      ["eval", "run", "--set", setId, "--target", agentUrl, "--threshold", "0.9", "--junit", junit],
      { env },
    );
    expect(result.stderr).toMatch(/evaluated 12\/12/);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/pass rate\s+1\.000 \(threshold 0\.9\)/);
    const doc = readJunit(junit);
    expect(doc.testsuites).toMatchObject({ "@_tests": "12", "@_failures": "0", "@_errors": "0" });
    expect(doc.testsuites.testsuite.testcase.map((c) => c["@_name"])).toContain("double-7");
  });

  it("exits 1 on a threshold miss, with each failed example a JUnit failure", async () => {
    const setId = await importSet();
    mode = "wrong";
    const junit = join(dir.path, "fail.xml");
    const result = await runCli(
      ["eval", "run", "--set", setId, "--target", agentUrl, "--junit", junit, "--json"],
      { env },
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("gate failed: pass rate 0.500 is below the threshold 0.9");
    const out = JSON.parse(result.stdout) as {
      gate: { passed: boolean };
      run: { passRate: number };
    };
    expect(out).toMatchObject({ gate: { passed: false }, run: { passRate: 0.5 } });
    const doc = readJunit(junit);
    expect(doc.testsuites["@_failures"]).toBe("6");
    const failed = doc.testsuites.testsuite.testcase.find((c) => c["@_name"] === "double-2");
    expect(failed?.failure?.["@_message"]).toContain("accuracy");
  });

  it("exits 1 on a significant regression against the baseline, and compare says so", async () => {
    const setId = await importSet();
    mode = "right";
    const base = await runCli(["eval", "run", "--set", setId, "--target", agentUrl, "--json"], {
      env,
    });
    expect(base.code).toBe(0);
    const baseline = (JSON.parse(base.stdout) as { run: { id: string } }).run.id;
    mode = "wrong";
    const worse = await runCli(
      [
        "eval",
        "run",
        "--set",
        setId,
        "--target",
        agentUrl,
        "--threshold",
        "0",
        "--baseline",
        baseline,
      ],
      { env },
    );
    expect(worse.code).toBe(1);
    expect(worse.stderr).toMatch(/significant passRate regression against eval_run_/);
    expect(worse.stdout).toMatch(/6 pass→fail, 0 fail→pass/);
    const runId = /run\s+(eval_run_\w+)/.exec(worse.stdout)?.[1] as string;
    const same = await runCli(["eval", "compare", baseline, baseline], { env });
    expect(same.code).toBe(0);
    expect(same.stdout).toContain("significant changes: none");
    const compared = await runCli(["eval", "compare", baseline, runId, "--json"], { env });
    expect(compared.code).toBe(1);
    expect(
      (JSON.parse(compared.stdout) as { regressions: unknown[] }).regressions.length,
    ).toBeGreaterThan(0);
  });

  it("exits 2 for a bad set id, an unreachable server and a failed run", async () => {
    const bad = await runCli(["eval", "run", "--set", "eval_set_missing", "--target", agentUrl], {
      env,
    });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/404.*eval_set_missing/);
    const unreachable = await runCli(["eval", "run", "--set", "x", "--target", agentUrl], {
      env: { ...env, VIGIL_URL: "http://127.0.0.1:9" },
    });
    expect(unreachable.code).toBe(2);
    expect(unreachable.stderr).toContain("cannot reach Vigil at http://127.0.0.1:9");
    const setId = await importSet();
    mode = "down";
    const failed = await runCli(["eval", "run", "--set", setId, "--target", agentUrl], { env });
    expect(failed.code).toBe(2);
    expect(failed.stderr).toMatch(/run eval_run_\w+ failed: every call to the target failed/);
  });

  it("imports a CSV with quoted fields", async () => {
    const file = join(dir.path, "examples.csv");
    writeFileSync(
      file,
      'id,input,expectedOutput,context\nq1,"What is twice 1, exactly?",2,"Two is twice one. || ""Twice"" means two times."\nq2,What is twice 2?,4,\n',
    );
    const result = await runCli(["eval", "sets", "import", file, "--agent", agentId], { env });
    expect(result.code).toBe(0);
    const id = result.stdout.trim();
    const res = await fetch(`${server.url}/api/evaluation/sets/${id}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    const set = (
      (await res.json()) as { data: { examples: { input: string; context: string[] }[] } }
    ).data;
    expect(set.examples[0]).toMatchObject({
      input: "What is twice 1, exactly?",
      context: ["Two is twice one.", '"Twice" means two times.'],
    });
    expect(set.examples).toHaveLength(2);
  });
});
