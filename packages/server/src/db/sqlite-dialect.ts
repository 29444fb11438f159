/**
 * Kysely's SQLite dialect for the server's main connection, which shares its file with the
 * trace writer thread and any CLI process: transactions begin IMMEDIATE, and a write lock held
 * elsewhere is waited for on a timer (see waitForWriteLock) rather than in SQLite's busy
 * handler, which would stop every request on the thread until the lock came free.
 */
import type SQLite from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";
import { waitForWriteLock } from "./sqlite-connection";

const BEGIN_IMMEDIATE = CompiledQuery.raw("begin immediate");

class LockWaitingDriver extends SqliteDriver {
  #connection: DatabaseConnection | undefined;

  constructor(
    config: SqliteDialectConfig,
    private readonly native: SQLite.Database,
  ) {
    super(config);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    this.#connection ??= {
      // Inside a transaction the lock is already held (it began IMMEDIATE), and a statement
      // could not be run again anyway: only statements on their own wait.
      executeQuery: (query) =>
        this.native.inTransaction
          ? connection.executeQuery(query)
          : waitForWriteLock(() => connection.executeQuery(query)),
      streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
    };
    return this.#connection;
  }

  /**
   * IMMEDIATE: the write lock is taken at BEGIN, where waiting for it is safe. A deferred
   * transaction that read first would fail with SQLITE_BUSY_SNAPSHOT at its first write
   * whenever another connection committed in between.
   */
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(BEGIN_IMMEDIATE);
  }
}

export class LockWaitingSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  /** `native`: the connection behind `config.database`, whose transaction state decides. */
  constructor(
    config: SqliteDialectConfig,
    private readonly native: SQLite.Database,
  ) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new LockWaitingDriver(this.#config, this.native);
  }
}
