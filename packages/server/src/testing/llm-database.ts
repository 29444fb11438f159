import type { Kysely } from "kysely";
import type { Database } from "../db/database";
import { type LlmTables, llmTablesOf } from "../llm/schema";
import { openTestDatabase, type TestDialect } from "./databases";

/** A migrated test database (the provider's tables included) and a Kysely typed for them. */
export async function openLlmTestDatabase(
  dialect: TestDialect,
): Promise<{ database: Database; db: Kysely<LlmTables> }> {
  const database = await openTestDatabase(dialect);
  return { database, db: llmTablesOf(database.db) };
}

/** Empties the provider's tables between tests that share one database. */
export async function clearLlmTables(db: Kysely<LlmTables>): Promise<void> {
  await db.deleteFrom("llm_usage").execute();
  await db.deleteFrom("llm_cache").execute();
}
