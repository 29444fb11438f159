import { createServer, type Server } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { run } from "../main";
import { runCli, tempDir } from "../testing";

let dir: ReturnType<typeof tempDir>;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => dir.remove());

/** Runs `vigil serve` in-process; resolves `listening` with the URL once the line is printed. */
function serveInProcess(args: string[], env: NodeJS.ProcessEnv = {}) {
  let stdout = "";
  let stderr = "";
  let stop: (signal: string) => void = () => {};
  let onLine: (url: string) => void = () => {};
  const listening = new Promise<string>((resolve) => {
    onLine = resolve;
  });
  const exit = run(
    ["serve", ...args],
    {
      stdout: {
        write(chunk: string) {
          stdout += chunk;
          const match = /^Vigil listening on (http:\/\/\S+)$/m.exec(stdout);
          if (match?.[1]) onLine(match[1]);
        },
      },
      stderr: { write: (chunk: string) => (stderr += chunk) },
    },
    { env, stopSignal: () => new Promise((resolve) => (stop = resolve)) },
  );
  return { listening, exit, stop: (signal = "SIGTERM") => stop(signal), output: () => stdout };
}

function occupiedPort(): Promise<{ port: number; server: Server }> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ port: typeof address === "object" && address ? address.port : 0, server });
    });
  });
}

describe("vigil serve", () => {
  it("prints one listening line with the real port, serves, and exits 0 when stopped", async () => {
    const created = await runCli(["keys", "create", "--data-dir", dir.path]);
    const key = created.stdout.trim();
    const serve = serveInProcess(["--port", "0", "--data-dir", dir.path]);
    const url = await serve.listening;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(url).not.toMatch(/:0$/);

    const response = await fetch(`${url}/api/agents`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(response.status).toBe(200);

    serve.stop("SIGTERM");
    expect(await serve.exit).toBe(0);
    expect(serve.output().match(/Vigil listening on/g)).toHaveLength(1);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  });

  it("lets flags win over VIGIL_* variables", async () => {
    const serve = serveInProcess(["--port", "0", "--host", "127.0.0.1", "--data-dir", dir.path], {
      VIGIL_PORT: "1",
      VIGIL_HOST: "192.0.2.1",
    });
    const url = await serve.listening;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    serve.stop();
    expect(await serve.exit).toBe(0);
  });

  it("reads the port from VIGIL_PORT when no flag is given", async () => {
    const { port, server } = await occupiedPort();
    server.close();
    await new Promise((resolve) => server.once("close", resolve));
    const serve = serveInProcess(["--data-dir", dir.path], { VIGIL_PORT: String(port) });
    expect(await serve.listening).toBe(`http://127.0.0.1:${port}`);
    serve.stop();
    expect(await serve.exit).toBe(0);
  });
});

describe("vigil serve: start-up errors", () => {
  it("reports a port in use with exit code 2 and one line", async () => {
    const { port, server } = await occupiedPort();
    try {
      const result = await runCli(["serve", "--port", String(port), "--data-dir", dir.path]);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe("");
      expect(result.stderrLines).toEqual([
        `error: port ${port} on 127.0.0.1 is already in use: stop the other process or pick another port with --port (0 picks a free one)`,
      ]);
    } finally {
      server.close();
    }
  });

  it("reports a database URL that is not PostgreSQL", async () => {
    const result = await runCli(["serve", "--port", "0", "--database-url", "mysql://db/vigil"]);
    expect(result.code).toBe(2);
    expect(result.stderrLines).toEqual([expect.stringMatching(/^error: .*scheme "mysql"/)]);
  });

  it("reports an unreachable PostgreSQL server without its password", async () => {
    const result = await runCli([
      "serve",
      "--port",
      "0",
      "--data-dir",
      dir.path,
      "--database-url",
      "postgres://vigil:hunter2@127.0.0.1:1/vigil",
    ]);
    expect(result.code).toBe(2);
    expect(result.stderrLines).toHaveLength(1);
    expect(result.stderrLines[0]).toContain("cannot connect to PostgreSQL");
    expect(result.stderr).not.toContain("hunter2");
  });

  it.each([["70000"], ["-1"], ["http"]])("rejects --port %s", async (port) => {
    const result = await runCli(["serve", "--port", port]);
    expect(result.code).toBe(2);
    expect(result.stderrLines).toHaveLength(1);
    expect(result.stderrLines[0]).toContain("from 0 to 65535");
  });

  it("reports an invalid VIGIL_PORT as a configuration problem", async () => {
    const result = await runCli(["serve"], { env: { VIGIL_PORT: "eighty" } });
    expect(result.code).toBe(2);
    expect(result.stderrLines).toHaveLength(1);
    expect(result.stderrLines[0]).toMatch(/^error: Invalid configuration: port.*VIGIL_\*/);
  });
});
