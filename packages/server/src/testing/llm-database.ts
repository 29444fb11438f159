import type { Kysely } from "kysely";
import type { Database } from "../db/database";
import { up } from "../llm/migration";
import type { LlmTables } from "../llm/schema";
import { openTestDatabase, type TestDialect, tableNames } from "./databases";

/**
 * A migrated test database with the LLM provider's tables, and a Kysely typed for them. The
 * tables are created here until the provider's migration is in the server's list.
 */
export async function openLlmTestDatabase(
  dialect: TestDialect,
): Promise<{ database: Database; db: Kysely<LlmTables> }> {
  const database = await openTestDatabase(dialect);
  const db = database.db as unknown as Kysely<LlmTables>;
  if (!(await tableNames(database)).includes("llm_usage")) {
    const types =
      database.dialect === "sqlite"
        ? ({ float: "real", bigint: "integer" } as const)
        : ({ float: "double precision", bigint: "bigint" } as const);
    await up(db as Kysely<unknown>, { dialect: database.dialect, types });
  }
  return { database, db };
}

/** Empties the provider's tables between tests that share one database. */
export async function clearLlmTables(db: Kysely<LlmTables>): Promise<void> {
  await db.deleteFrom("llm_usage").execute();
  await db.deleteFrom("llm_cache").execute();
}
