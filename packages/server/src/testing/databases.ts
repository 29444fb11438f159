import {
  type DatabaseConnection,
  type Driver,
  Kysely,
  type Dialect as KyselyDialect,
  PostgresDialect,
  sql,
} from "kysely";
import pg from "pg";
import { auditingDialect } from "../db/audit-driver";
import { type Database, fromKysely, openSqliteDatabase } from "../db/database";
import type { VersionedMigration } from "../db/migrations/types";
import type { DB } from "../db/schema";
import type { AgentsTable } from "../modules/agents/schema";
import { migrations } from "../modules/index";

/** Every migration of the server, for tests outside the modules that migrate a database. */
export { migrations as ALL_MIGRATIONS };

export type TestDialect = "sqlite" | "pglite" | "postgres";

/**
 * The dialects data-layer tests run on: SQLite and PGlite always, and a real PostgreSQL
 * server when VIGIL_TEST_PG_URL is set (CI starts one).
 */
export const TEST_DIALECTS: TestDialect[] = [
  "sqlite",
  "pglite",
  ...(process.env.VIGIL_TEST_PG_URL ? (["postgres"] as const) : []),
];

let counter = 0;

/**
 * PGlite is one connection, and kysely-pglite hands it to every caller at once, so two
 * transactions would interleave on it. Callers take turns here, as SQLite's driver makes them.
 */
function oneConnectionAtATime(dialect: KyselyDialect): KyselyDialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver(): Driver {
      const inner = dialect.createDriver();
      let tail: Promise<void> = Promise.resolve();
      const releases = new WeakMap<DatabaseConnection, () => void>();
      return {
        init: () => inner.init(),
        async acquireConnection() {
          let release: () => void = () => {};
          const turn = new Promise<void>((resolve) => {
            release = resolve;
          });
          const previous = tail;
          tail = previous.then(() => turn);
          await previous;
          const connection = await inner.acquireConnection();
          releases.set(connection, release);
          return connection;
        },
        async releaseConnection(connection) {
          try {
            await inner.releaseConnection(connection);
          } finally {
            releases.get(connection)?.();
          }
        },
        beginTransaction: (connection, settings) => inner.beginTransaction(connection, settings),
        commitTransaction: (connection) => inner.commitTransaction(connection),
        rollbackTransaction: (connection) => inner.rollbackTransaction(connection),
        destroy: () => inner.destroy(),
      };
    },
  };
}

/**
 * A fresh, migrated, empty database of the given dialect; close() removes it. `upTo` migrates
 * it only that far (a migration's test stores rows as they were before it).
 */
export async function openTestDatabase(
  dialect: TestDialect,
  upTo: readonly VersionedMigration[] = migrations,
): Promise<Database> {
  let database: Database;
  if (dialect === "sqlite") {
    database = openSqliteDatabase(":memory:");
  } else if (dialect === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    const { KyselyPGlite } = await import("kysely-pglite");
    const client = new PGlite();
    const { dialect: pgliteDialect } = new KyselyPGlite(client);
    database = fromKysely(
      new Kysely<DB>({
        dialect: auditingDialect(oneConnectionAtATime(pgliteDialect), "postgres"),
      }),
      "postgres",
      {
        onClose: async () => {
          if (!client.closed) await client.close();
        },
      },
    );
  } else {
    database = await openServerDatabase(process.env.VIGIL_TEST_PG_URL ?? "");
  }
  await database.migrate(upTo);
  return database;
}

/** Creates a throwaway database on the server and drops it on close. */
async function openServerDatabase(url: string): Promise<Database> {
  const name = `vigil_test_${process.pid}_${Date.now()}_${counter++}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: target.toString(), max: 4 });
  // Dropping the database ends connections still closing; that is expected here.
  pool.on("error", () => {});
  const kysely = new Kysely<DB>({
    dialect: auditingDialect(new PostgresDialect({ pool }), "postgres"),
  });
  return fromKysely(kysely, "postgres", {
    onClose: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  });
}

export async function tableNames(database: Database): Promise<string[]> {
  if (database.dialect === "sqlite") {
    const result = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'table'`.execute(database.db);
    return result.rows.map((r) => r.name);
  }
  const result = await sql<{
    name: string;
  }>`select table_name as name from information_schema.tables where table_schema = 'public'`.execute(
    database.db,
  );
  return result.rows.map((r) => r.name);
}

/** How many rows `table` holds: for tests that check a refused request stored nothing. */
export async function countRows(database: Database, table: keyof DB): Promise<number> {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** An agents row as tests seed one: no department, empty config, `name` defaults to the id. */
export function agentRow(id: string, companyId: string, at: string, name = id): AgentsTable {
  return {
    id,
    company_id: companyId,
    department_id: null,
    name,
    description: "",
    industry: "other",
    config: "{}",
    created_at: at,
    updated_at: at,
  };
}
