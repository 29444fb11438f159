import type { Kysely } from "kysely";
import type { MigrationContext } from "../../db/migrations/types";

/** `credit_balances` (one row per company) and `credit_ledger` (every change of one). */
export async function up(db: Kysely<unknown>, { types }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("credit_balances")
    .addColumn("company_id", "text", (c) => c.primaryKey())
    .addColumn("balance_milli", types.bigint, (c) => c.notNull())
    .addColumn("used_milli", types.bigint, (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("credit_ledger")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("amount_milli", types.bigint, (c) => c.notNull())
    .addColumn("balance_after_milli", types.bigint, (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("ref", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // The balance view reads a company's newest entries.
  await db.schema
    .createIndex("credit_ledger_company_created")
    .on("credit_ledger")
    .columns(["company_id", "created_at"])
    .execute();
}
