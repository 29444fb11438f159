import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type RawBuilder, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_MIGRATIONS, agentRow, openTestDatabase, TEST_DIALECTS } from "../testing/databases";
import { type Database, openSqliteDatabase } from "./database";

const agent = (id: string, company: string, name: string) =>
  agentRow(id, company, "2026-01-01T00:00:00.000Z", name);

async function seedCompany(database: Database, ...agents: ReturnType<typeof agent>[]) {
  await database.db
    .insertInto("companies")
    .values({ id: "c1", name: "c1", created_at: "2026-01-01T00:00:00.000Z" })
    .execute();
  await database.db.insertInto("agents").values(agents).execute();
}

/** A query that runs long inside SQLite: a recursive count to two million. */
const slowCount = sql<{ n: number }>`
  with recursive c(x) as (select 1 union all select x + 1 from c where x < 2000000)
  select count(*) as n from c`;

describe("select and column on a SQLite file (read threads)", () => {
  let dir: string;
  let database: Database;
  /** A raw SQL query as a Compilable, bound to `database`. */
  const raw = <R>(query: RawBuilder<R>) => ({ compile: () => query.compile(database.db) });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "vigil-read-pool-"));
    database = openSqliteDatabase(join(dir, "vigil.db"));
    await database.migrate(ALL_MIGRATIONS);
    await seedCompany(database, agent("agent_a", "c1", "ünïcode ✓"), agent("agent_b", "c1", "b"));
  });

  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers the rows Kysely would", async () => {
    const query = database.db
      .selectFrom("agents")
      .select(["id", "name", "config"])
      .where("company_id", "=", "c1")
      .orderBy("id");
    expect(await database.select(query)).toEqual(await query.execute());
  });

  it("answers one column's values", async () => {
    const names = database.db.selectFrom("agents").select("name").orderBy("id");
    expect(await database.column(names)).toEqual(["ünïcode ✓", "b"]);
    const count = database.db.selectFrom("agents").select((eb) => eb.fn.countAll().as("n"));
    expect(await database.column(count)).toEqual([2]);
  });

  it("runs several queries in one trip, each answering its rows", async () => {
    const ids = database.db
      .selectFrom("agents")
      .select("id")
      .where("id", "<", "agent_c")
      .orderBy("id");
    const count = database.db.selectFrom("agents").select((eb) => eb.fn.countAll().as("n"));
    const [rows, [total]] = await database.selectEach([ids, count]);
    expect(rows).toEqual([{ id: "agent_a" }, { id: "agent_b" }]);
    expect(total).toEqual({ n: 2 });
  });

  it("sees a write committed just before", async () => {
    await database.db
      .insertInto("agents")
      .values(agent("agent_c", "c1", "c"))
      .execute();
    const ids = database.db.selectFrom("agents").select("id").where("id", "=", "agent_c");
    expect(await database.column(ids)).toEqual(["agent_c"]);
  });

  it("does not hold up the main thread while a read runs", async () => {
    const order: string[] = [];
    const read = database.select(raw(slowCount)).then(() => order.push("read"));
    await new Promise((resolve) => setTimeout(resolve, 1));
    order.push("timer");
    await read;
    expect(order).toEqual(["timer", "read"]);
  });

  it("answers many concurrent reads, each its own", async () => {
    const reads = Array.from({ length: 40 }, (_, i) =>
      database.column(raw(sql<{ v: number }>`select ${i} * 2 as v`)),
    );
    expect(await Promise.all(reads)).toEqual(Array.from({ length: 40 }, (_, i) => [i * 2]));
  });

  it("refuses writes and bad SQL with an error, and keeps working", async () => {
    await expect(database.select(raw(sql`delete from agents`))).rejects.toThrow(/return rows/);
    await expect(database.select(raw(sql`select * from no_such_table`))).rejects.toThrow(
      /no such table/,
    );
    expect(await database.column(database.db.selectFrom("agents").select("id"))).toHaveLength(3);
  });

  it("refuses reads after close", async () => {
    const other = openSqliteDatabase(join(dir, "vigil.db"));
    const one = { compile: () => sql<{ one: number }>`select 1 as one`.compile(other.db) };
    expect(await other.column(one)).toEqual([1]);
    await other.close();
    await expect(other.column(one)).rejects.toThrow(/closed/);
  });
});

describe.each(TEST_DIALECTS)("select and column on %s (the calling connection)", (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    await seedCompany(database, agent("agent_a", "c1", "a"));
  });
  afterAll(async () => {
    await database.close();
  });

  it("answers rows and column values", async () => {
    const query = database.db.selectFrom("agents").select(["id", "name"]);
    expect(await database.select(query)).toEqual([{ id: "agent_a", name: "a" }]);
    expect(await database.column(database.db.selectFrom("agents").select("name"))).toEqual(["a"]);
    const [ids, names] = await database.selectEach([
      database.db.selectFrom("agents").select("id"),
      database.db.selectFrom("agents").select("name"),
    ]);
    expect([ids, names]).toEqual([[{ id: "agent_a" }], [{ name: "a" }]]);
  });
});
