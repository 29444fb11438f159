import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ALL_MIGRATIONS, countRows } from "../testing/databases";
import { eventually } from "../testing/eventually";
import { type Database, openSqliteDatabase } from "./database";
import { openConnection, WAL_AUTOCHECKPOINT_PAGES } from "./sqlite-connection";

const at = "2026-01-01T00:00:00.000Z";

/** About 2 MB of companies: far below the connections' own checkpoint at 16 MB of WAL. */
function writeRows(file: string, from: number, count: number): void {
  const connection = openConnection(file);
  const insert = connection.prepare(
    "insert into companies (id, name, created_at) values (?, ?, ?)",
  );
  connection.transaction(() => {
    for (let i = from; i < from + count; i++) insert.run(`company_${i}`, "x".repeat(1_000), at);
  })();
  connection.close();
}

describe("the SQLite checkpoint thread", () => {
  let dir: string;
  let file: string;
  let database: Database;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "vigil-checkpoint-"));
    file = join(dir, "vigil.db");
    database = openSqliteDatabase(file);
    await database.migrate(ALL_MIGRATIONS);
  });

  afterEach(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("copies other connections' commits into the database file, so none of them has to", async () => {
    expect(WAL_AUTOCHECKPOINT_PAGES * 4096).toBeGreaterThan(4 * 2_000 * 1_000);
    const size = () => statSync(file).size;
    // Not started: the commits stay in the WAL (below the connections' own checkpoint size).
    writeRows(file, 0, 2_000);
    const before = size();
    await sleep(300);
    expect(size()).toBe(before);

    await database.start();
    await eventually(() => size() > before + 1_000_000);

    // Later commits too, while it runs.
    const after = size();
    writeRows(file, 2_000, 2_000);
    await eventually(() => size() > after + 1_000_000);
    expect(await countRows(database, "companies")).toBe(4_000);
  });
});
