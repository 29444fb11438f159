import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tempDir } from "./testing";

// The built binary, exactly as users run it: `node packages/cli/dist/cli.js …`.
const CLI = fileURLToPath(new URL("../dist/cli.js", import.meta.url));

const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith("VIGIL_")),
);

function spawnCli(args: string[], options: { detached?: boolean } = {}): ChildProcess {
  return spawn(process.execPath, [CLI, ...args], { env: cleanEnv, stdio: "pipe", ...options });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

async function runToEnd(args: string[]) {
  const child = spawnCli(args);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => (stdout += chunk));
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const code = await exited(child);
  return { code, stdout, stderr };
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!child.stdout) return reject(new Error("no stdout"));
    const lines = createInterface({ input: child.stdout });
    lines.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`vigil serve exited early with ${code}`)));
  });
}

let dir: ReturnType<typeof tempDir>;
const children: ChildProcess[] = [];

beforeAll(() => {
  if (!existsSync(CLI)) {
    throw new Error(`${CLI} is missing: run \`pnpm build\` before the CLI tests`);
  }
});
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  dir.remove();
});

describe("dist/cli.js", () => {
  it("serves with a key made by `keys create --json` and exits 0 on SIGTERM", async () => {
    const created = await runToEnd(["keys", "create", "--json", "--data-dir", dir.path]);
    expect(created.code, created.stderr).toBe(0);
    const { key } = JSON.parse(created.stdout) as { key: string };

    const serve = spawnCli(["serve", "--port", "0", "--data-dir", dir.path]);
    children.push(serve);
    const line = await firstLine(serve);
    const match = /^Vigil listening on (http:\/\/127\.0\.0\.1:(\d+))$/.exec(line);
    expect(match, line).not.toBeNull();
    expect(Number(match?.[2])).toBeGreaterThan(0);

    const response = await fetch(`${match?.[1]}/api/agents`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });

    const exit = exited(serve);
    serve.kill("SIGTERM");
    expect(await exit).toBe(0);
  });

  it("serves the dashboard built into dist/web at / and on deep links", async () => {
    const serve = spawnCli(["serve", "--port", "0", "--no-otlp-grpc", "--data-dir", dir.path]);
    children.push(serve);
    const url = /(http:\/\/\S+)/.exec(await firstLine(serve))?.[1];
    for (const path of ["/", "/traces/tr_4bf92f3577b34da6a3ce929d0e0e4736?span=x"]) {
      const page = await fetch(`${url}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.headers.get("content-type")).toContain("text/html");
      const html = await page.text();
      expect(html).toContain('<div id="root">');
      const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      const asset = await fetch(`${url}${script}`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get("cache-control")).toContain("immutable");
    }
    const exit = exited(serve);
    serve.kill("SIGTERM");
    expect(await exit).toBe(0);
  });

  it("exits 0 on SIGINT too", async () => {
    const serve = spawnCli(["serve", "--port", "0", "--data-dir", dir.path]);
    children.push(serve);
    await firstLine(serve);
    const exit = exited(serve);
    serve.kill("SIGINT");
    expect(await exit).toBe(0);
  });

  it("exits 1 with one stderr line when the port is taken", async () => {
    const blocker = createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, "127.0.0.1", () => {
        const address = blocker.address();
        resolve(typeof address === "object" && address ? address.port : 0);
      }),
    );
    try {
      const result = await runToEnd(["serve", "--port", String(port), "--data-dir", dir.path]);
      expect(result.code).toBe(2);
      expect(result.stderr.trim().split("\n")).toEqual([
        expect.stringContaining(`port ${port} on 127.0.0.1 is already in use`),
      ]);
    } finally {
      blocker.close();
    }
  });
});

/** The processes `pid` started (Linux: /proc). */
function childrenOf(pid: number): number[] {
  const text = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
  return text === "" ? [] : text.split(/\s+/).map(Number);
}

describe.runIf(process.platform === "linux")("dist/cli.js serve as one process", () => {
  it("runs the server in the process it was started as", async () => {
    const serve = spawnCli(["serve", "--port", "0", "--no-otlp-grpc", "--data-dir", dir.path]);
    children.push(serve);
    await firstLine(serve);
    expect(childrenOf(serve.pid as number)).toEqual([]);
    const exit = exited(serve);
    serve.kill("SIGTERM");
    expect(await exit).toBe(0);
  });

  it("stops gracefully and exits 0 when a Ctrl-C reaches the whole process group", async () => {
    const serve = spawnCli(["serve", "--port", "0", "--no-otlp-grpc", "--data-dir", dir.path], {
      detached: true,
    });
    children.push(serve);
    let stderr = "";
    serve.stderr?.on("data", (chunk) => (stderr += chunk));
    await firstLine(serve);
    const exit = exited(serve);
    process.kill(-(serve.pid as number), "SIGINT");
    expect(await exit).toBe(0);
    expect(stderr).toContain("SIGINT received: finishing in-flight requests, then stopping");
  });
});
