import type { Kysely } from "kysely";

export type Dialect = "sqlite" | "postgres";

/** Column types that differ between SQLite and PostgreSQL. */
export interface MigrationContext {
  dialect: Dialect;
  types: { float: "real" | "double precision"; bigint: "integer" | "bigint" };
}

export interface VersionedMigration {
  name: string;
  up(db: Kysely<unknown>, context: MigrationContext): Promise<void>;
}
