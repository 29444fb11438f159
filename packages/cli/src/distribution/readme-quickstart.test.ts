import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../testing";
import { quickstartBlocks, REPO, readme } from "./readme";

/**
 * The README's quick start, run as a newcomer runs it: from the repository root, against
 * `vigil serve` (what `npm start` runs once it has built), with `npx vigil` from the root's
 * dependency on the CLI. The data directory is a temp dir given to both as VIGIL_DATA_DIR (the
 * README's `./.vigil` would be the checkout's own); the server listens on a free port, written
 * into the blocks in place of 4318.
 */
const CLI = join(REPO, "packages/cli/dist/cli.js");
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) => !name.startsWith("VIGIL_") && !name.toLowerCase().startsWith("npm_config_"),
  ),
);

let dataDir: ReturnType<typeof tempDir>;
let server: ChildProcess;
let port = 0;

beforeAll(async () => {
  if (!existsSync(CLI) || !existsSync(join(REPO, "node_modules/.bin/vigil"))) {
    throw new Error("the CLI is not built and linked: run `npm test` (or build, then install)");
  }
  dataDir = tempDir("vigil-quickstart-");
  server = spawn(process.execPath, [CLI, "serve", "--port", "0"], {
    cwd: REPO,
    env: { ...cleanEnv, VIGIL_DATA_DIR: dataDir.path, VIGIL_LOG_LEVEL: "error" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  port = await new Promise<number>((resolve, reject) => {
    let out = "";
    server.stdout?.on("data", (chunk) => {
      out += chunk;
      const match = /^Vigil listening on http:\/\/127\.0\.0\.1:(\d+)$/m.exec(out);
      if (match?.[1]) resolve(Number(match[1]));
    });
    server.once("exit", (code) => reject(new Error(`vigil serve exited with ${code}`)));
  });
});

afterAll(() => {
  if (server?.exitCode === null) server.kill("SIGKILL");
  dataDir?.remove();
});

describe("the README's quick start", () => {
  const blocks = quickstartBlocks(readme());

  it("is at most ten lines of shell", () => {
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.join("\n").split("\n").length).toBeLessThanOrEqual(10);
  });

  it("creates a key and an agent, sends a trace and reads it back", async () => {
    const script = blocks.join("\n").replaceAll(":4318", `:${port}`);
    const { stdout } = await promisify(execFile)("bash", ["-euo", "pipefail", "-c", script], {
      cwd: REPO,
      env: { ...cleanEnv, VIGIL_DATA_DIR: dataDir.path },
    });
    const lastLine = stdout.trim().split("\n").at(-1) ?? "";
    const answer = JSON.parse(lastLine) as {
      success: boolean;
      data: { id: string; agentId: string; agentResponse: string; spans: { model: string }[] };
    };
    expect(answer.success).toBe(true);
    expect(answer.data.id).toMatch(/^tr_/);
    expect(answer.data.agentId).toMatch(/^agent_/);
    expect(answer.data.agentResponse).toBe("It ships tomorrow.");
    expect(answer.data.spans.map((span) => span.model)).toEqual(["gpt-4o-mini"]);
  });
});
