import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SqliteNative } from "../../../db/database";
import { openConnection, withStatementCache } from "../../../db/sqlite-connection";
import { commitGroup, type GroupConnection, type GroupWrite } from "./group-commit";

/**
 * The writer thread's group commit on a SQLite file, as the thread opens it: writes share one
 * commit, and one that fails (on its own, at the commit, or by ending the transaction) never
 * takes the others with it.
 */
describe("commitGroup", () => {
  let dir: string;
  let native: SQLite.Database;
  let connection: GroupConnection;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "vigil-group-"));
    const file = join(dir, "group.db");
    native = openConnection(file);
    native.exec(`
      create table parents (id text primary key);
      create table rows (id text primary key, parent text references parents (id)
        deferrable initially deferred);
      insert into parents values ('p');
    `);
    const { prepare } = withStatementCache(native);
    connection = {
      file,
      prepare,
      lock: (start) => start(),
      inTransaction: () => native.inTransaction,
    };
  });
  afterEach(() => {
    native.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A write that inserts one row (with `parent`) and answers its id. */
  const insert =
    (id: string, parent = "p"): GroupWrite<string> =>
    (sqlite: SqliteNative) =>
      sqlite.transaction(async () => {
        sqlite.prepare("insert into rows (id, parent) values (?, ?)").run(id, parent);
        return id;
      });
  const stored = () =>
    (native.prepare("select id from rows order by id").all() as { id: string }[]).map(
      (row) => row.id,
    );

  it("commits all the writes of a group once, each seeing the ones before it", async () => {
    let seen = -1;
    const count: GroupWrite<string> = (sqlite) =>
      sqlite.transaction(async () => {
        seen = (sqlite.prepare("select count(*) as n from rows").get() as { n: number }).n;
        return "count";
      });
    const settled = await commitGroup(connection, [insert("a"), insert("b"), count]);
    expect(settled).toEqual([
      { ok: true, value: "a" },
      { ok: true, value: "b" },
      { ok: true, value: "count" },
    ]);
    expect(seen).toBe(2);
    expect(stored()).toEqual(["a", "b"]);
    expect(native.inTransaction).toBe(false);
  });

  it("rolls a failing write back to its savepoint; the others commit", async () => {
    const failing: GroupWrite<string> = (sqlite) =>
      sqlite.transaction(async () => {
        sqlite.prepare("insert into rows (id, parent) values ('bad', 'p')").run();
        throw new Error("this write fails after its first statement");
      });
    const settled = await commitGroup(connection, [insert("a"), failing, insert("c")]);
    expect(settled.map((s) => s.ok)).toEqual([true, false, true]);
    expect(String((settled[1] as { error: unknown }).error)).toMatch(/fails after/);
    expect(stored()).toEqual(["a", "c"]);
  });

  it("runs the writes again alone when the group's commit fails, so only the bad one fails", async () => {
    // A deferred foreign key is checked at the commit: the group's commit fails for one write.
    const settled = await commitGroup(connection, [
      insert("a"),
      insert("orphan", "nobody"),
      insert("c"),
    ]);
    expect(settled.map((s) => s.ok)).toEqual([true, false, true]);
    expect(String((settled[1] as { error: unknown }).error)).toMatch(/FOREIGN KEY/);
    expect(stored()).toEqual(["a", "c"]);
    expect(native.inTransaction).toBe(false);
  });

  it("runs the others again alone when a write ends the whole transaction", async () => {
    // As SQLite does itself on a full disk or an I/O error: nothing is left to roll back to.
    const ending: GroupWrite<string> = (sqlite) =>
      sqlite.transaction(async () => {
        sqlite.prepare("insert into rows (id, parent) values ('lost', 'p')").run();
        sqlite.prepare("rollback").run();
        throw new Error("the transaction is gone");
      });
    const settled = await commitGroup(connection, [insert("a"), ending, insert("c")]);
    expect(settled.map((s) => s.ok)).toEqual([true, false, true]);
    expect(String((settled[1] as { error: unknown }).error)).toMatch(/is gone/);
    expect(stored()).toEqual(["a", "c"]);
  });

  it("answers nothing before the one commit: another connection sees no write until then", async () => {
    const other = openConnection(connection.file);
    try {
      const visible = () =>
        (other.prepare("select count(*) as n from rows").get() as { n: number }).n;
      let seenMidway = -1;
      const look: GroupWrite<string> = (sqlite) =>
        sqlite.transaction(async () => {
          seenMidway = visible();
          return "look";
        });
      await commitGroup(connection, [insert("a"), insert("b"), look]);
      // Alone, "a" and "b" would each have been committed before the next write began.
      expect(seenMidway).toBe(0);
      expect(visible()).toBe(2);
    } finally {
      other.close();
    }
  });
});
