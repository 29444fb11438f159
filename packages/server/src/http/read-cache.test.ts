import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import type { Deps } from "../context";
import { createDatabase, type Database } from "../db/database";
import { createDeps } from "../deps";
import { StampedCache } from "../lib/stamped-cache";
import { openTestDatabase } from "../testing/databases";
import { createOperatorKey, revokeOperatorKey } from "../testing/harness";

describe("StampedCache", () => {
  it("serves an entry only under the stamp it was stored with", () => {
    const cache = new StampedCache<string>(10);
    cache.set("k", "s1", "v");
    expect(cache.get("k", "s1")).toBe("v");
    expect(cache.get("k", "s2")).toBeUndefined();
    expect(cache.get("k", "s1")).toBeUndefined();
  });

  it("drops the oldest entry beyond its capacity", () => {
    const cache = new StampedCache<number>(2);
    cache.set("a", "s", 1);
    cache.set("b", "s", 2);
    cache.set("c", "s", 3);
    expect(cache.get("a", "s")).toBeUndefined();
    expect(cache.get("c", "s")).toBe(3);
  });
});

describe("read caches over a SQLite file shared with another process", () => {
  let dataDir: string;
  let deps: Deps;
  let other: Database;
  let key: string;
  let keyId: string;
  let agentId: string;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "vigil-cache-"));
    const config = loadConfig({ dataDir, logLevel: "silent" }, {});
    deps = await createDeps(config);
    app = createApp(deps);
    other = createDatabase(config);
    const created = await createOperatorKey(deps, {});
    key = created.key;
    keyId = created.record.id;
    const res = await app.request("/api/agents", {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "cached" }),
    });
    agentId = ((await res.json()) as { data: { id: string } }).data.id;
  });
  afterAll(async () => {
    await other.close();
    await deps.database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const getAgent = async (k = key) => {
    const res = await app.request(`/api/agents/${agentId}`, {
      headers: { authorization: `Bearer ${k}` },
    });
    return {
      status: res.status,
      body: (await res.json()) as { data: { name: string; metrics: { totalTraces: number } } },
    };
  };

  it("answers a repeated GET from memory", async () => {
    await getAgent();
    const before = deps.responses.size;
    await getAgent();
    expect(deps.responses.size).toBe(before);
    expect(before).toBeGreaterThan(0);
  });

  it("sees this process's writes at once, to any table the answer reads", async () => {
    await getAgent();
    await deps.database.db
      .insertInto("traces")
      .values({
        id: "tr_c1",
        company_id: "default",
        agent_id: agentId,
        outcome: "success",
        user_message: "",
        agent_response: "",
        latency_ms: 5,
        token_count: 1,
        metadata: "{}",
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await getAgent()).body.data.metrics.totalTraces).toBe(1);
  });

  // A request reaches the server through I/O, so it always starts in a later turn of the event
  // loop than a commit it follows; nextTurn() stands in for that here.
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it("sees another process's writes from the next turn of the event loop", async () => {
    await getAgent();
    await other.db
      .updateTable("agents")
      .set({ name: "renamed elsewhere" })
      .where("id", "=", agentId)
      .execute();
    await nextTurn();
    expect((await getAgent()).body.data.name).toBe("renamed elsewhere");
  });

  it("refuses a key revoked by another process (vigil keys revoke) on the next request", async () => {
    expect((await getAgent()).status).toBe(200);
    await revokeOperatorKey({ database: other, clock: deps.clock }, keyId);
    await nextTurn();
    expect((await getAgent()).status).toBe(401);
  });
});

describe("read caches on PostgreSQL", () => {
  it("are off: other replicas' writes cannot be seen cheaply", async () => {
    const database = await openTestDatabase("pglite");
    expect(database.stamp(["agents"])).toBeNull();
    await database.close();
  });
});
