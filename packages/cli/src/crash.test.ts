import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterEach, beforeAll, expect, it } from "vitest";
import { tempDir } from "./testing";

/**
 * Nothing acknowledged is lost: deliveries pending while the receiver is down survive a SIGKILL
 * of the server and arrive once it is back, at least once each, duplicates with the same event id.
 */
const CLI = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
const children: ChildProcess[] = [];
let dir: ReturnType<typeof tempDir>;

const env = {
  ...Object.fromEntries(Object.entries(process.env).filter(([n]) => !n.startsWith("VIGIL_"))),
  VIGIL_WEBHOOK_RETRY_SCHEDULE: "1s,1s,1s,1s,1s,1s,1s,1s,1s,1s,1s,1s,1s,1s,1s,1s,1s,1s,1s,1s",
  VIGIL_WEBHOOK_CIRCUIT_COOLDOWN: "1s",
  VIGIL_JOB_LEASE: "2s",
  VIGIL_LOG_LEVEL: "error",
};

function run(args: string[]): Promise<{ code: number | null; stdout: string }> {
  const child = spawn(process.execPath, [CLI, ...args], { env, stdio: "pipe" });
  let stdout = "";
  child.stdout?.on("data", (chunk) => (stdout += chunk));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, stdout })));
}

async function serve(dataDir: string): Promise<string> {
  const child = spawn(
    process.execPath,
    [CLI, "serve", "--dev", "--port", "0", "--no-otlp-grpc", "--data-dir", dataDir],
    { env, stdio: "pipe" },
  );
  children.push(child);
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once("line", resolve);
    child.once("exit", (code) => reject(new Error(`vigil serve exited early with ${code}`)));
  });
  const url = /listening on (\S+)/.exec(line)?.[1];
  if (!url) throw new Error(`unexpected first line: ${line}`);
  return url;
}

/** A receiver on `port` (0: any) that answers 200 and keeps what it got. */
async function startReceiver(port = 0) {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

beforeAll(() => {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`pnpm build\` first`);
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  dir?.remove();
});

it("delivers every event after a SIGKILL with deliveries pending and the receiver down", async () => {
  dir = tempDir();
  const created = await run(["keys", "create", "--json", "--data-dir", dir.path]);
  expect(created.code).toBe(0);
  const { key } = JSON.parse(created.stdout) as { key: string };
  // Reserve a port for the receiver, then take it down: deliveries fail until it is back.
  const probe = await startReceiver();
  const port = probe.port;
  await probe.close();

  let url = await serve(dir.path);
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await res.json()) as { data: Record<string, unknown> };
    if (res.status >= 300)
      throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  const agent = await call("POST", "/api/agents", { name: "crash" });
  const hook = await call("POST", "/api/v1/explainer/webhooks", {
    name: "crash",
    url: `http://127.0.0.1:${port}/hook`,
    events: ["failure.detected"],
  });
  const traces = 30;
  for (let i = 0; i < traces; i++) {
    const start = new Date(Date.now() - 1_000).toISOString();
    await call("POST", "/api/traces", {
      agentId: agent.id,
      spans: [
        {
          id: "root",
          name: `run ${i}`,
          type: "chain",
          status: "error",
          startTime: start,
          endTime: start,
        },
      ],
    });
  }
  // Wait until every delivery exists and the dead receiver has failed enough of them to open
  // the circuit: the rest are held, unsent.
  await expect
    .poll(
      async () => {
        const page = await call(
          "GET",
          `/api/v1/explainer/webhooks/${hook.id}/deliveries?limit=100`,
        );
        const list = page.deliveries as { attempts: number }[];
        return list.length === traces && list.filter((d) => d.attempts >= 1).length >= 5;
      },
      { timeout: 20_000, interval: 200 },
    )
    .toBe(true);

  const killed = children[0]!;
  const exit = new Promise((resolve) => killed.once("exit", resolve));
  killed.kill("SIGKILL");
  await exit;

  const receiver = await startReceiver(port);
  try {
    url = await serve(dir.path);
    const seen = async () => new Set(receiver.received.map((r) => JSON.parse(r.body).eventId));
    await expect
      .poll(async () => (await seen()).size, { timeout: 30_000, interval: 250 })
      .toBe(traces);
    for (const request of receiver.received) {
      expect(request.headers["webhook-id"]).toBe(JSON.parse(request.body).eventId);
    }
    const page = await call("GET", `/api/v1/explainer/webhooks/${hook.id}/deliveries?limit=100`);
    expect((page.deliveries as { status: string }[]).every((d) => d.status === "delivered")).toBe(
      true,
    );
  } finally {
    await receiver.close();
  }
}, 90_000);
