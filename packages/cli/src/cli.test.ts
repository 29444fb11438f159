import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { SERVER_NODE_FLAGS } from "@vigil/server";
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
      expect(result.code).toBe(1);
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

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => boolean, ms = 10_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

describe.runIf(process.platform === "linux")("dist/cli.js serve in a child Node", () => {
  it("runs the server with the server's Node options", async () => {
    const serve = spawnCli(["serve", "--port", "0", "--no-otlp-grpc", "--data-dir", dir.path]);
    children.push(serve);
    await firstLine(serve);
    const [server] = childrenOf(serve.pid as number);
    const argv = readFileSync(`/proc/${server}/cmdline`, "utf8").split("\0");
    for (const flag of SERVER_NODE_FLAGS) expect(argv).toContain(flag);
    const exit = exited(serve);
    serve.kill("SIGTERM");
    expect(await exit).toBe(0);
    expect(alive(server as number)).toBe(false);
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

  it("stops the server when the vigil process is killed outright", async () => {
    const serve = spawnCli(["serve", "--port", "0", "--no-otlp-grpc", "--data-dir", dir.path]);
    children.push(serve);
    await firstLine(serve);
    const [server] = childrenOf(serve.pid as number);
    serve.kill("SIGKILL");
    expect(await until(() => !alive(server as number))).toBe(true);
  });
});
