import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { apiKeys, loadConfig, type RunningServer, startServer } from "@vigil/server";
import { afterAll, beforeAll, expect, it } from "vitest";

const here = fileURLToPath(new URL(".", import.meta.url));
const sdkDist = join(here, "../../packages/sdk/dist/index.js");
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "vigil-quickstart-"));
  server = await startServer(loadConfig({ port: 0, dataDir, logLevel: "silent" }, {}));
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it("runs the README's SDK tour against a real server", async () => {
  expect(existsSync(sdkDist), "build the SDK first: pnpm build").toBe(true);
  const { key } = await apiKeys.create(server.deps, { name: "quickstart" });
  const { stdout } = await promisify(execFile)("node", [join(here, "index.mjs")], {
    env: { ...process.env, VIGIL_API_KEY: key, VIGIL_BASE_URL: server.url },
  });
  const lines = stdout.trim().split("\n");
  expect(lines[0]).toBe("Support bot 0");
  expect(lines[1]).toMatch(/^agent_[0-9A-Z]{26} Support bot$/);
  expect(lines[2]).toMatch(/^not found: NOT_FOUND [0-9a-f-]{36}$/);
});
