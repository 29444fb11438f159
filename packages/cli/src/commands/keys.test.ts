import { createHash } from "node:crypto";
import { createDatabase, loadConfig, startServer } from "@vigil/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli, tempDir } from "../testing";

let dir: ReturnType<typeof tempDir>;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => dir.remove());

const KEY = /^vgl_[0-9A-Za-z]{32}$/;
const keys = (...args: string[]) => runCli(["keys", ...args, "--data-dir", dir.path]);

async function createJson(...args: string[]) {
  const result = await keys("create", "--json", ...args);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as Record<string, unknown> & { id: string; key: string };
}

/** GET `path` on a real server over the same data dir, authenticated with `key`. */
async function getWithKey(key: string, path = "/api/agents"): Promise<Response> {
  const server = await startServer(
    loadConfig({ port: 0, dataDir: dir.path, logLevel: "silent" }, {}),
  );
  try {
    return await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${key}` } });
  } finally {
    await server.close();
  }
}

describe("vigil keys create", () => {
  it("prints only the key on stdout and the shown-once note on stderr", async () => {
    const result = await keys("create");
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toMatch(KEY);
    expect(result.stdout.split("\n").filter(Boolean)).toHaveLength(1);
    expect(result.stderr).toContain("shown only once");
  });

  it("stores only the SHA-256 hash of the key", async () => {
    const { id, key } = await createJson();
    const database = createDatabase({ dataDir: dir.path });
    try {
      const row = await database.db
        .selectFrom("api_keys")
        .select(["key_hash", "key_prefix"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row.key_hash).toBe(createHash("sha256").update(key).digest("hex"));
      expect(row.key_prefix).toBe(key.slice(0, 8));
    } finally {
      await database.close();
    }
  });

  it("creates a key the server accepts for GET /api/agents", async () => {
    const { key } = await createJson();
    const response = await getWithKey(key);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, data: [] });
  });

  it("prints exactly the documented fields with --json and applies the defaults", async () => {
    const created = await createJson();
    expect(Object.keys(created).sort()).toEqual(
      [
        "id",
        "key",
        "companyId",
        "userId",
        "role",
        "permissions",
        "agentId",
        "tier",
        "expiresAt",
        "createdAt",
      ].sort(),
    );
    expect(created).toMatchObject({
      companyId: "default",
      userId: "admin",
      role: "admin",
      permissions: ["read", "write", "delete"],
      agentId: null,
      tier: "enterprise",
      expiresAt: null,
    });
    expect(created.key).toMatch(KEY);
    expect(created.id).toMatch(/^key_[0-9A-Z]{26}$/);
  });

  it("honours company, user, role, permissions, tier and expiry", async () => {
    const now = new Date("2026-03-01T00:00:00.000Z");
    const result = await runCli(
      [
        "keys",
        "create",
        "--json",
        "--data-dir",
        dir.path,
        "--company",
        "acme",
        "--user",
        "alice",
        "--role",
        "member",
        "--permissions",
        "write, read",
        "--tier",
        "free",
        "--expires",
        "30d",
      ],
      { clock: { now: () => now } },
    );
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      companyId: "acme",
      userId: "alice",
      role: "member",
      permissions: ["read", "write"],
      tier: "free",
      expiresAt: "2026-03-31T00:00:00.000Z",
      createdAt: "2026-03-01T00:00:00.000Z",
    });
  });

  it("uses VIGIL_DATA_DIR when no --data-dir is given", async () => {
    const result = await runCli(["keys", "create"], { env: { VIGIL_DATA_DIR: dir.path } });
    expect(result.code).toBe(0);
    const list = await keys("list", "--json");
    expect(JSON.parse(list.stdout)).toHaveLength(1);
  });
});

describe("vigil keys create: mistakes", () => {
  it.each([
    ["an unknown role", ["--role", "owner"], "--role"],
    ["an unknown permission", ["--permissions", "read,admin"], 'Unknown permission "admin"'],
    ["an empty permission list", ["--permissions", ","], "--permissions"],
    ["a malformed duration", ["--expires", "30x"], "<n>s|m|h|d"],
    ["a zero duration", ["--expires", "0d"], "<n>s|m|h|d"],
    ["an unknown tier", ["--tier", "gold"], "--tier"],
    ["an agent the company lacks", ["--agent", "agent_nope"], "agent agent_nope not found"],
  ])("rejects %s with exit code 2 and one stderr line", async (_what, args, message) => {
    const result = await keys("create", ...args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderrLines).toHaveLength(1);
    expect(result.stderrLines[0]).toMatch(/^error: /);
    expect(result.stderrLines[0]).toContain(message);
  });

  it("refuses --data-dir together with --database-url", async () => {
    const result = await keys("create", "--database-url", "postgres://localhost/vigil");
    expect(result.code).toBe(2);
    expect(result.stderrLines).toHaveLength(1);
    expect(result.stderrLines[0]).toContain("cannot be used with");
  });

  it("names the problem when the database URL is not PostgreSQL", async () => {
    const result = await runCli(["keys", "create", "--database-url", "mysql://db/vigil"]);
    expect(result.code).toBe(2);
    expect(result.stderrLines).toEqual([expect.stringContaining('scheme "mysql"')]);
  });

  it("hides the password when PostgreSQL cannot be reached", async () => {
    const url = "postgres://vigil:hunter2@127.0.0.1:1/vigil";
    const result = await runCli(["keys", "create", "--database-url", url]);
    expect(result.code).toBe(2);
    expect(result.stderrLines).toHaveLength(1);
    expect(result.stderrLines[0]).toContain("cannot connect to PostgreSQL");
    expect(result.stderr).not.toContain("hunter2");
  });
});

describe("vigil keys list", () => {
  it("shows every live key without its value", async () => {
    const first = await createJson("--company", "acme");
    const second = await createJson("--company", "globex", "--name", "ci");
    const result = await keys("list");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(first.id);
    expect(result.stdout).toContain(second.id);
    expect(result.stdout).toContain(first.key.slice(0, 8));
    expect(result.stdout).not.toContain(first.key);
    expect(result.stdout).not.toContain(second.key);
    expect(result.stdout.split("\n")[0]).toMatch(/^ID\s+NAME\s+PREFIX\s+COMPANY\s+USER\s+ROLE/);
  });

  it("filters by --company and prints JSON without key values", async () => {
    const acme = await createJson("--company", "acme");
    const other = await createJson("--company", "globex");
    const result = await keys("list", "--company", "acme", "--json");
    const listed = JSON.parse(result.stdout) as { id: string; companyId: string }[];
    expect(listed.map((k) => k.id)).toEqual([acme.id]);
    expect(result.stdout).not.toContain(acme.key);
    expect(result.stdout).not.toContain(other.id);
  });

  it("says how to create a key when there is none", async () => {
    const result = await keys("list");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("vigil keys create");
  });
});

describe("vigil keys revoke", () => {
  it("stops the key working and drops it from the list", async () => {
    const { id, key } = await createJson();
    const result = await keys("revoke", id);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`Revoked API key ${id}`);
    expect((await getWithKey(key)).status).toBe(401);
    expect(JSON.parse((await keys("list", "--json")).stdout)).toEqual([]);
  });

  it("answers an unknown id with exit code 2 and a hint to list keys", async () => {
    const result = await keys("revoke", "key_x");
    expect(result.code).toBe(2);
    expect(result.stderrLines).toEqual([
      'error: API key key_x not found: list keys with "vigil keys list"',
    ]);
  });

  it("requires the id argument", async () => {
    const result = await keys("revoke");
    expect(result.code).toBe(2);
    expect(result.stderrLines).toHaveLength(1);
    expect(result.stderrLines[0]).toContain("missing required argument 'id'");
  });
});

describe("vigil keys rotate", () => {
  it("prints a new key that works while the old one stops working", async () => {
    const { id, key: oldKey } = await createJson("--company", "acme");
    const result = await keys("rotate", id, "--json");
    expect(result.code, result.stderr).toBe(0);
    const rotated = JSON.parse(result.stdout) as { id: string; key: string; companyId: string };
    expect(rotated).toMatchObject({ id, companyId: "acme" });
    expect(rotated.key).toMatch(KEY);
    expect(rotated.key).not.toBe(oldKey);
    expect((await getWithKey(rotated.key)).status).toBe(200);
    expect((await getWithKey(oldKey)).status).toBe(401);
  });

  it("prints only the new key without --json", async () => {
    const { id } = await createJson();
    const result = await keys("rotate", id);
    expect(result.stdout.trim()).toMatch(KEY);
    expect(result.stderr).toContain("shown only once");
  });

  it("answers a revoked key's id like an unknown one", async () => {
    const { id } = await createJson();
    await keys("revoke", id);
    const result = await keys("rotate", id);
    expect(result.code).toBe(2);
    expect(result.stderrLines).toEqual([
      `error: API key ${id} not found: list keys with "vigil keys list"`,
    ]);
  });
});
