import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type SQLite from "better-sqlite3";
import { type Compilable, Kysely, type Migration, Migrator, PostgresDialect, sql } from "kysely";
import { auditingDialect } from "./audit-driver";
import { ChangeTracker } from "./changes";
import { Checkpointer } from "./checkpointer";
import type { Dialect, MigrationContext, VersionedMigration } from "./migrations/types";
import { ReadPool } from "./read-pool";
import type { DB } from "./schema";
import {
  immediateTransaction,
  openConnection,
  waitForWriteLock,
  withStatementCache,
} from "./sqlite-connection";
import { LockWaitingSqliteDialect } from "./sqlite-dialect";
import { MAIN_SIDE, WriteTurn, writeTurnsBuffer } from "./write-turns";

export type { Dialect } from "./migrations/types";

/** The database handle every service gets: a typed Kysely instance and its dialect. */
export interface Database {
  readonly db: Kysely<DB>;
  readonly dialect: Dialect;
  /**
   * Brings the schema up to date with `migrations` (every area's: modules/index.ts exports the
   * list) and answers the names it applied. Migrations run in name order; one landed later
   * with a lower name still runs (areas' migrations are independent of one another).
   */
  migrate(migrations: readonly VersionedMigration[]): Promise<string[]>;
  /**
   * Runs a SELECT built on `db`, outside any transaction. On a SQLite file it runs in a read
   * thread, so a long read does not hold up the requests behind it.
   */
  select<R>(query: Compilable<R>): Promise<R[]>;
  /** Like `select` for a one-column query: the column's values. */
  column<V>(query: Compilable<Record<string, V>>): Promise<V[]>;
  /** Like `select` for several queries, run one after another in one trip to a read thread. */
  selectEach<T extends readonly unknown[]>(
    queries: {
      [K in keyof T]: Compilable<T[K]>;
    },
  ): Promise<{ -readonly [K in keyof T]: T[K][] }>;
  /**
   * A value that changes whenever any of `tables` changes, in this process or another; null
   * where that cannot be known cheaply (PostgreSQL with other replicas), so nothing is cached.
   */
  stamp(tables: readonly string[]): string | null;
  ping(): Promise<void>;
  /**
   * Starts the SQLite checkpoint thread, so no commit has to copy the WAL into the database
   * file itself. The read threads start with the first reads instead: an idle server has none.
   */
  start(): Promise<void>;
  close(): Promise<void>;
  /** SQLite only: the raw connection, for hot paths that Kysely would slow down. */
  readonly sqlite?: SqliteNative;
}

/**
 * The better-sqlite3 connection under Kysely. Use it only inside `transaction`, which holds
 * Kysely's connection lock, so no Kysely transaction is open around the raw statements.
 */
export interface SqliteNative {
  /** The database file; absent for an in-memory database. */
  readonly file?: string;
  /** A prepared statement, cached per SQL text. */
  prepare(text: string): SQLite.Statement;
  /**
   * Runs `work` (raw statements) in one IMMEDIATE transaction while no Kysely query holds the
   * connection: committed when it resolves, rolled back when it throws.
   */
  transaction<T>(work: () => Promise<T>): Promise<T>;
  /** Counts writes made through raw statements, so read caches see them. */
  wrote(tables: readonly string[]): void;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

function contextFor(dialect: Dialect): MigrationContext {
  return {
    dialect,
    types:
      dialect === "sqlite"
        ? { float: "real", bigint: "integer" }
        : { float: "double precision", bigint: "bigint" },
  };
}

export interface DatabaseParts {
  /** Runs after the connection is closed (a test database drops its schema). */
  onClose?: () => Promise<void>;
  /** Database.stamp; by default null (nothing is cached). */
  stamp?: (tables: readonly string[]) => string | null;
  sqlite?: SqliteNative;
  /** SQLite read threads for `select`; without them reads run on the connection. */
  reads?: ReadPool;
  /** SQLite WAL checkpoints in a thread of their own. */
  checkpointer?: Checkpointer;
}

/** Wraps a Kysely instance (any driver, including PGlite in tests) as a Database. */
export function fromKysely(db: Kysely<DB>, dialect: Dialect, parts: DatabaseParts = {}): Database {
  const { onClose, stamp = () => null, sqlite, reads, checkpointer } = parts;
  const context = contextFor(dialect);
  const run = async (queries: readonly Compilable<unknown>[], pluck: boolean) => {
    const compiled = queries.map((query) => query.compile());
    if (reads) {
      return reads.all(
        compiled.map(({ sql: text, parameters }) => ({ sql: text, parameters, pluck })),
      );
    }
    const results: unknown[][] = [];
    for (const query of compiled) {
      const { rows } = await db.executeQuery(query);
      results.push(pluck ? rows.map((row) => Object.values(row as object)[0]) : rows);
    }
    return results;
  };
  return {
    db,
    dialect,
    ...(sqlite ? { sqlite } : {}),
    select: async <R>(query: Compilable<R>) => (await run([query], false))[0] as R[],
    column: async <V>(query: Compilable<Record<string, V>>) => (await run([query], true))[0] as V[],
    selectEach: (queries) => run(queries, false) as never,
    async migrate(migrations) {
      const migrator = new Migrator({
        db,
        allowUnorderedMigrations: true,
        provider: {
          async getMigrations() {
            const all: Record<string, Migration> = {};
            for (const m of migrations) all[m.name] = { up: (k) => m.up(k, context) };
            return all;
          },
        },
      });
      const { error, results } = await migrator.migrateToLatest();
      if (error) throw error instanceof Error ? error : new Error(String(error));
      return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
    },
    stamp,
    async ping() {
      await sql`select 1`.execute(db);
    },
    async start() {
      await checkpointer?.start();
    },
    async close() {
      await db.destroy();
      await Promise.all([reads?.close(), checkpointer?.close()]);
      await onClose?.();
    },
  };
}

/**
 * Opens better-sqlite3 in WAL mode with foreign keys and a busy timeout. Its stamp joins this
 * process's write counts with `PRAGMA data_version`, which moves when another process commits.
 */
export function openSqliteDatabase(file: string): Database {
  // The thread serves requests: a held write lock is waited for on a timer, not in SQLite.
  const connection = openConnection(file, { busyTimeoutMs: 0 });
  const onDisk = file !== ":memory:" && file !== "";
  const turn = onDisk ? new WriteTurn(writeTurnsBuffer(file), MAIN_SIDE) : undefined;
  const changes = new ChangeTracker();
  const statements = withStatementCache(connection);
  const db = new Kysely<DB>({
    dialect: auditingDialect(
      new LockWaitingSqliteDialect({ database: statements }, connection, turn),
      "sqlite",
    ),
    plugins: [changes],
  });
  const sqlite: SqliteNative = {
    ...(onDisk ? { file } : {}),
    prepare: (text) => statements.prepare(text),
    transaction: (work) =>
      db
        .connection()
        .execute(() =>
          immediateTransaction(statements.prepare, work, (begin) =>
            waitForWriteLock(begin, undefined, turn && { turn, begins: true }),
          ),
        ),
    wrote: (tables) => changes.bump(tables),
  };
  const dataVersion = connection.prepare("pragma data_version").pluck();
  // Read once per turn of the event loop: requests handled in the same turn share it, as if
  // they had read it at the same instant; a commit elsewhere is seen on the next turn.
  let version: unknown;
  const currentVersion = () => {
    if (version === undefined) {
      version = dataVersion.get();
      setImmediate(() => {
        version = undefined;
      });
    }
    return version;
  };
  return fromKysely(db, "sqlite", {
    stamp: (tables) => `${currentVersion()}/${changes.stamp(tables)}`,
    sqlite,
    ...(onDisk ? { reads: new ReadPool(file), checkpointer: new Checkpointer(file) } : {}),
  });
}

export function isPostgresUrl(url: string | undefined): boolean {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

/**
 * Opens the configured database: PostgreSQL when `databaseUrl` is postgres://…,
 * else SQLite at `<dataDir>/vigil.db`.
 * @example const database = createDatabase({ dataDir: ".vigil" }); await database.migrate(migrations);
 */
export function createDatabase(options: DatabaseOptions): Database {
  const url = options.databaseUrl;
  if (url !== undefined) {
    if (!isPostgresUrl(url)) {
      const scheme = url.split(":")[0];
      throw new Error(
        `Unsupported database URL scheme "${scheme}": use postgres://user@host:port/db, or omit it for SQLite`,
      );
    }
    // pg is loaded with the first query (Kysely asks for the pool then): SQLite never pays for it.
    const pool = async () => {
      const { default: pg } = await import("pg");
      const created = new pg.Pool({ connectionString: url, max: 10 });
      // An idle connection that the server drops (restart, failover) is removed from the pool
      // and the next query opens a new one; without a listener the event would crash the process.
      created.on("error", () => {});
      return created;
    };
    return fromKysely(
      new Kysely<DB>({ dialect: auditingDialect(new PostgresDialect({ pool }), "postgres") }),
      "postgres",
    );
  }
  mkdirSync(options.dataDir, { recursive: true });
  return openSqliteDatabase(join(options.dataDir, "vigil.db"));
}
