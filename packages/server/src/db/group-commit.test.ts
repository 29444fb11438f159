import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../testing/databases";
import type { Database } from "./database";
import { GroupCommit } from "./group-commit";

describe("GroupCommit", () => {
  let database: Database;
  beforeEach(async () => {
    database = await openTestDatabase("sqlite");
  });
  afterEach(() => database.close());

  const insert = (id: string) => async (trx: Parameters<Parameters<GroupCommit["run"]>[0]>[0]) => {
    await trx
      .insertInto("companies")
      .values({ id, name: id, created_at: "2026-01-01T00:00:00.000Z" })
      .execute();
  };
  const ids = async () =>
    (await database.db.selectFrom("companies").select("id").orderBy("id").execute()).map(
      (r) => r.id,
    );

  it("commits writes queued in one turn together, and each caller learns it", async () => {
    const commits = new GroupCommit(database);
    let transactions = 0;
    const original = database.db.transaction.bind(database.db);
    database.db.transaction = () => {
      transactions++;
      return original();
    };
    await Promise.all(["a", "b", "c"].map((id) => commits.run(insert(id))));
    expect(await ids()).toEqual(["a", "b", "c"]);
    expect(transactions).toBe(1);
  });

  it("fails only the write that fails when the shared transaction rolls back", async () => {
    const commits = new GroupCommit(database);
    const results = await Promise.allSettled([
      commits.run(insert("x")),
      commits.run(insert("x")),
      commits.run(insert("y")),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(await ids()).toEqual(["x", "y"]);
  });
});
