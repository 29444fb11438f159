import { mkdtempSync, rmSync, statSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { create as createKey } from "./modules/api-keys/operator";
import { KEEP_ALIVE_MS, startServer } from "./server";

describe("startServer", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "vigil-server-"));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("serves on a free port with SQLite in WAL mode and a 0600 secret key in the data dir", async () => {
    const dataDir = tempDir();
    const server = await startServer(loadConfig({ port: 0, dataDir, logLevel: "silent" }, {}));
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    const res = await fetch(`${server.url}/api/health/ready`);
    expect(res.status).toBe(200);
    expect(statSync(join(dataDir, "vigil.db-wal")).isFile()).toBe(true);
    expect(statSync(join(dataDir, "secret.key")).mode & 0o777).toBe(0o600);
    await server.close();
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });

  it("keeps idle keep-alive connections for 65 s, past the clients' own idle timeouts", async () => {
    const server = await startServer(
      loadConfig({ port: 0, dataDir: tempDir(), logLevel: "silent" }, {}),
    );
    const header = await new Promise<string | undefined>((resolve, reject) => {
      const req = request(`${server.url}/api/health`, { headers: { connection: "keep-alive" } });
      req.on("response", (res) => {
        res.resume();
        resolve(String(res.headers["keep-alive"]));
      });
      req.on("error", reject);
      req.end();
    });
    // Node announces its keep-alive timeout; the default (5 s) races undici's 4 s reuse.
    expect(header).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    await server.close();
  });

  it("finishes a request in flight when closing, then stops accepting", async () => {
    const server = await startServer(
      loadConfig({ port: 0, dataDir: tempDir(), logLevel: "silent" }, {}),
    );
    const { key } = await createKey(server.deps, {});
    const body = JSON.stringify({ name: "in-flight" });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        `${server.url}/api/agents`,
        {
          method: "POST",
          headers: {
            authorization: `Bearer ${key}`,
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk) => {
            text += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 5));
      setTimeout(() => req.end(body.slice(5)), 200);
    });
    await new Promise((r) => setTimeout(r, 50));
    const closed = server.close();
    const result = await answer;
    await closed;
    expect(result.status).toBe(201);
    expect(JSON.parse(result.text).data.name).toBe("in-flight");
  });

  it("sends X-Request-ID over a real socket on answers, errors and cached answers", async () => {
    const server = await startServer(
      loadConfig({ port: 0, dataDir: tempDir(), logLevel: "silent" }, {}),
    );
    const { key } = await createKey(server.deps, {});
    const auth = { authorization: `Bearer ${key}` };
    const mine = await fetch(`${server.url}/api/agents`, {
      headers: { ...auth, "x-request-id": "abc-1" },
    });
    expect(mine.headers.get("x-request-id")).toBe("abc-1");
    const cached = await fetch(`${server.url}/api/agents`, {
      headers: { ...auth, "x-request-id": "abc-2" },
    });
    expect(cached.headers.get("x-request-id")).toBe("abc-2");
    const missing = await fetch(`${server.url}/api/nope`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const unauthorized = await fetch(`${server.url}/api/agents`);
    expect(unauthorized.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(mine.headers.get("x-request-id")?.split(",")).toHaveLength(1);
    await server.close();
  });

  it("gives each of many concurrent requests its own answer (answers are written in batches)", async () => {
    const server = await startServer(
      loadConfig({ port: 0, dataDir: tempDir(), logLevel: "silent" }, {}),
    );
    const { key } = await createKey(server.deps, {});
    const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await fetch(`${server.url}/api/agents`, {
        method: "POST",
        headers,
        body: JSON.stringify({ name: `agent ${i}` }),
      });
      ids.push(((await res.json()) as { data: { id: string } }).data.id);
    }
    const answers = await Promise.all(
      Array.from({ length: 64 }, async (_, n) => {
        const id = ids[n % ids.length] as string;
        const res = await fetch(`${server.url}/api/agents/${id}`, {
          headers: { ...headers, "x-request-id": `req-${n}` },
        });
        const body = (await res.json()) as { data: { id: string } };
        return { n, id, requestId: res.headers.get("x-request-id"), got: body.data.id };
      }),
    );
    for (const answer of answers) {
      expect(answer.got).toBe(answer.id);
      expect(answer.requestId).toBe(`req-${answer.n}`);
    }
    await server.close();
  });

  it("refuses a database URL that is not PostgreSQL", async () => {
    await expect(
      startServer(
        loadConfig(
          { port: 0, dataDir: tempDir(), databaseUrl: "mysql://x", logLevel: "silent" },
          {},
        ),
      ),
    ).rejects.toThrow(/postgres:\/\//);
  });
});
