import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { fileURLToPath } from "node:url";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "./testing";

// The built binary, as `npm start -- --port 0` runs it: grpc-js's own stderr lines only show
// in a real process.
const CLI = fileURLToPath(new URL("../dist/cli.js", import.meta.url));

const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith("VIGIL_")),
);

interface Started {
  child: ChildProcess;
  httpUrl: string;
  grpcPort: number;
  stderr: () => string;
}

const children: ChildProcess[] = [];
const dirs: ReturnType<typeof tempDir>[] = [];

beforeAll(() => {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run the build before the CLI tests`);
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) dir.remove();
});

function spawnServe(
  args: string[],
  env: NodeJS.ProcessEnv = {},
): { child: ChildProcess; out: () => string; err: () => string } {
  const dir = tempDir();
  dirs.push(dir);
  const child = spawn(process.execPath, [CLI, "serve", "--data-dir", dir.path, ...args], {
    env: { ...cleanEnv, ...env },
    stdio: "pipe",
  });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => (stdout += chunk));
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  return { child, out: () => stdout, err: () => stderr };
}

/** Resolves once both listening lines are out (gRPC prints right after HTTP). */
function started(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Started> {
  const { child, out, err } = spawnServe(args, env);
  return new Promise((resolve, reject) => {
    const check = () => {
      const http = /^Vigil listening on (http:\/\/\S+)$/m.exec(out());
      const grpc = /^OTLP\/gRPC listening on \S+:(\d+)$/m.exec(out());
      if (http?.[1] && grpc?.[1]) {
        resolve({ child, httpUrl: http[1], grpcPort: Number(grpc[1]), stderr: err });
      }
    };
    child.stdout?.on("data", check);
    child.once("exit", (code) => reject(new Error(`serve exited with ${code}: ${err()}`)));
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

function occupiedPort(): Promise<{ port: number; server: Server }> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ port: typeof address === "object" && address ? address.port : 0, server });
    });
  });
}

describe("vigil serve --port 0", () => {
  it("lets two servers start at once, each on its own free HTTP and OTLP/gRPC port, with nothing on stderr", async () => {
    const [a, b] = await Promise.all([started(["--port", "0"]), started(["--port", "0"])]);
    expect(a.httpUrl).not.toBe(b.httpUrl);
    expect(a.grpcPort).not.toBe(b.grpcPort);
    // Neither took the default gRPC port: --port 0 means "a throwaway server", gRPC included.
    expect([a.grpcPort, b.grpcPort]).not.toContain(4317);
    for (const server of [a, b]) {
      expect((await fetch(`${server.httpUrl}/api/health`)).status).toBe(200);
      server.child.kill("SIGTERM");
      expect(await exited(server.child)).toBe(0);
      // Only the shutdown notice: no grpc-js line, no warning.
      expect(server.stderr().trim()).toMatch(/^SIGTERM received: [^\n]*$/);
    }
  });

  it("reads VIGIL_PORT=0 the same way", async () => {
    const a = await started([], { VIGIL_PORT: "0" });
    expect(a.grpcPort).not.toBe(4317);
    a.child.kill("SIGTERM");
    expect(await exited(a.child)).toBe(0);
  });

  it("still honours an explicit --otlp-grpc-port beside --port 0", async () => {
    const { port, server } = await occupiedPort();
    server.close();
    await new Promise((resolve) => server.once("close", resolve));
    const a = await started(["--port", "0", "--otlp-grpc-port", String(port)]);
    expect(a.grpcPort).toBe(port);
    a.child.kill("SIGTERM");
    expect(await exited(a.child)).toBe(0);
  });

  it("reports a taken gRPC port in one line of its own, without grpc-js's diagnostics", async () => {
    const { port, server } = await occupiedPort();
    try {
      const serve = spawnServe(["--port", "0", "--otlp-grpc-port", String(port)]);
      // A runtime error, not a failed gate: exit 2 (DESIGN.md's CLI contract).
      expect(await exited(serve.child)).toBe(2);
      const lines = serve
        .err()
        .split("\n")
        .filter((line) => line !== "");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`OTLP/gRPC port ${port}`);
      expect(serve.err()).not.toMatch(/No address added/);
    } finally {
      server.close();
    }
  });
});
