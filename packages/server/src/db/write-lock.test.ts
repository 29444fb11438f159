import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ALL_MIGRATIONS, countRows } from "../testing/databases";
import { type Database, openSqliteDatabase } from "./database";
import { waitForWriteLock } from "./sqlite-connection";

const at = "2026-01-01T00:00:00.000Z";
const company = (id: string) => ({ id, name: id, created_at: at });

/**
 * The server's main connection beside another connection to the same file (the trace writer
 * thread, a CLI command): transactions take the write lock when they begin, and a held lock
 * is waited for on a timer, never inside SQLite where it would stop the thread.
 */
describe("SQLite write lock on the main connection", () => {
  let dir: string;
  let file: string;
  let database: Database;
  let other: SQLite.Database;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "vigil-write-lock-"));
    file = join(dir, "vigil.db");
    database = openSqliteDatabase(file);
    await database.migrate(ALL_MIGRATIONS);
    other = new SQLite(file);
    other.pragma("busy_timeout = 0");
  });

  afterEach(async () => {
    if (other.inTransaction) other.exec("rollback");
    other.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const insertOther = (id: string) =>
    other.prepare("insert into companies (id, name, created_at) values (?, ?, ?)").run(id, id, at);

  it("holds the write lock from the start of a transaction, so a read then a write commits", async () => {
    let blocked: unknown;
    await database.db.transaction().execute(async (trx) => {
      await trx.selectFrom("companies").select("id").execute();
      // Under a deferred BEGIN this commit would land, and the write below would fail with
      // SQLITE_BUSY_SNAPSHOT: the transaction's snapshot would be older than the database.
      try {
        insertOther("c_other");
      } catch (error) {
        blocked = error;
      }
      await trx.insertInto("companies").values(company("c_main")).execute();
    });
    expect((blocked as { code?: string }).code).toBe("SQLITE_BUSY");
    expect(await countRows(database, "companies")).toBe(1);
  });

  it("waits for a lock held elsewhere without stopping the thread", async () => {
    other.exec("begin immediate");
    insertOther("c_other");
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 1);
    // Released from this same thread on a timer: a wait inside SQLite's busy handler would
    // keep the timer from ever running, and the insert would fail after the busy timeout.
    setTimeout(() => other.exec("commit"), 50);
    const transaction = database.db
      .transaction()
      .execute((trx) => trx.insertInto("companies").values(company("c_trx")).execute());
    const single = database.db.insertInto("companies").values(company("c_single")).execute();
    await Promise.all([transaction, single]);
    clearInterval(ticker);
    expect(ticks).toBeGreaterThan(5);
    expect(await countRows(database, "companies")).toBe(3);
  });

  it("raw-statement transactions wait for the lock too, and roll back when their work throws", async () => {
    const sqlite = database.sqlite;
    if (!sqlite) throw new Error("expected a SQLite database");
    other.exec("begin immediate");
    setTimeout(() => other.exec("commit"), 30);
    await sqlite.transaction(async () => {
      sqlite
        .prepare("insert into companies (id, name, created_at) values (?, ?, ?)")
        .run("c_raw", "r", at);
    });
    await expect(
      sqlite.transaction(async () => {
        sqlite
          .prepare("insert into companies (id, name, created_at) values (?, ?, ?)")
          .run("c_gone", "g", at);
        throw new Error("work failed");
      }),
    ).rejects.toThrow("work failed");
    expect(await database.db.selectFrom("companies").select("id").execute()).toEqual([
      { id: "c_raw" },
    ]);
  });

  it("gives up with SQLITE_BUSY after the timeout, and retries no other error", async () => {
    let busyTries = 0;
    const busy = () => {
      busyTries++;
      throw Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });
    };
    await expect(waitForWriteLock(busy, 20)).rejects.toMatchObject({ code: "SQLITE_BUSY" });
    expect(busyTries).toBeGreaterThan(1);
    let otherTries = 0;
    const failing = () => {
      otherTries++;
      throw Object.assign(new Error("stale snapshot"), { code: "SQLITE_BUSY_SNAPSHOT" });
    };
    await expect(waitForWriteLock(failing, 20)).rejects.toThrow("stale snapshot");
    expect(otherTries).toBe(1);
  });
});
