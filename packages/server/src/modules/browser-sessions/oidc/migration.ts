import type { Kysely } from "kysely";
import type { MigrationContext } from "../../../db/migrations/types";

/** OpenID Connect: users by (issuer, subject), and logins under way (secrets sealed). */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable("oidc_identities")
    .addColumn("issuer", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("company_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_login_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("oidc_identities_pk", ["issuer", "subject"])
    .execute();

  await db.schema
    .createTable("oidc_logins")
    .addColumn("state_hash", "text", (c) => c.primaryKey())
    .addColumn("secrets", "text", (c) => c.notNull())
    .addColumn("next_path", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
}
