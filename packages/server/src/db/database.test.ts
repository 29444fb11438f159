import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ALL_MIGRATIONS,
  agentRow,
  openTestDatabase,
  TEST_DIALECTS,
  tableNames,
} from "../testing/databases";
import { type Database, openSqliteDatabase } from "./database";
import { migrations } from "./migrations/index";
import type { VersionedMigration } from "./migrations/types";
import { SQLITE_ONLY_TABLES } from "./schema";

describe.each(TEST_DIALECTS)("database on %s", (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.close();
  });

  it("creates every table of the schema", async () => {
    const tables = await tableNames(database);
    for (const table of [
      "companies",
      "users",
      "api_keys",
      "api_key_usage",
      "departments",
      "agents",
      "agent_configs",
      "traces",
      "idempotency_keys",
      "rate_limit_buckets",
    ]) {
      expect(tables).toContain(table);
    }
  });

  it("applies nothing the second time", async () => {
    expect(await database.migrate(ALL_MIGRATIONS)).toEqual([]);
    expect(migrations.length).toBeGreaterThan(0);
  });

  it("answers a ping", async () => {
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it("round-trips text, numbers and nulls the same way on every dialect", async () => {
    const now = "2026-01-01T00:00:00.000Z";
    await database.db
      .insertInto("companies")
      .values({ id: "c1", name: "c1", created_at: now })
      .execute();
    await database.db
      .insertInto("agents")
      .values(agentRow("agent_1", "c1", now, "ünïcode ✓"))
      .execute();
    await database.db
      .insertInto("traces")
      .values({
        id: "tr_1",
        company_id: "c1",
        agent_id: "agent_1",
        outcome: "success",
        user_message: "hi",
        agent_response: "yo",
        latency_ms: 12.5,
        token_count: 7,
        metadata: "{}",
        created_at: now,
      })
      .execute();
    const agent = await database.db
      .selectFrom("agents")
      .selectAll()
      .where("id", "=", "agent_1")
      .executeTakeFirstOrThrow();
    expect(agent.name).toBe("ünïcode ✓");
    expect(agent.department_id).toBeNull();
    const trace = await database.db.selectFrom("traces").selectAll().executeTakeFirstOrThrow();
    expect(Number(trace.latency_ms)).toBe(12.5);
    expect(Number(trace.token_count)).toBe(7);
  });

  it("enforces foreign keys: an agent of an unknown company is refused", async () => {
    const now = "2026-01-01T00:00:00.000Z";
    await expect(
      database.db
        .insertInto("agents")
        .values(agentRow("agent_x", "nope", now, "x"))
        .execute(),
    ).rejects.toThrow();
  });
});

describe("the schema across dialects", () => {
  it("has the same tables on every dialect, besides the ones named SQLite-only", async () => {
    const byDialect = new Map<string, string[]>();
    for (const dialect of TEST_DIALECTS) {
      const database = await openTestDatabase(dialect);
      try {
        const tables = await tableNames(database);
        byDialect.set(
          dialect,
          tables.filter((t) => !t.startsWith("sqlite_") && !SQLITE_ONLY_TABLES.includes(t)).sort(),
        );
        if (dialect === "sqlite") for (const t of SQLITE_ONLY_TABLES) expect(tables).toContain(t);
        else for (const t of SQLITE_ONLY_TABLES) expect(tables).not.toContain(t);
      } finally {
        await database.close();
      }
    }
    const [first, ...rest] = [...byDialect.values()];
    for (const tables of rest) expect(tables).toEqual(first);
  });
});

describe("migrations of several areas", () => {
  const table = (name: string): VersionedMigration => ({
    name,
    up: async (db) => {
      await db.schema
        .createTable(name.replace(/-/g, "_").replace(/^/, "t"))
        .addColumn("id", "text")
        .execute();
    },
  });

  it("runs a migration that lands after a higher-named one has run", async () => {
    const database = openSqliteDatabase(":memory:");
    try {
      expect(await database.migrate([table("0007-evaluations")])).toEqual(["0007-evaluations"]);
      expect(await database.migrate([table("0007-analysis"), table("0007-evaluations")])).toEqual([
        "0007-analysis",
      ]);
      expect(await tableNames(database)).toEqual(
        expect.arrayContaining(["t0007_analysis", "t0007_evaluations"]),
      );
    } finally {
      await database.close();
    }
  });
});
