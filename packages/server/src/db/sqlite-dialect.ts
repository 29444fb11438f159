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
import type { WriteTurn } from "./write-turns";

const BEGIN_IMMEDIATE = CompiledQuery.raw("begin immediate");

class LockWaitingDriver extends SqliteDriver {
  #connection: DatabaseConnection | undefined;

  constructor(
    config: SqliteDialectConfig,
    private readonly native: SQLite.Database,
    private readonly turn: WriteTurn | undefined,
  ) {
    super(config);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    this.#connection ??= {
      // Inside a transaction the lock is already held (it began IMMEDIATE), and a statement
      // could not be run again anyway: only statements on their own wait. A transaction's
      // begin lets a waiting write of the trace writer thread go first (write-turns.ts).
      executeQuery: (query) =>
        this.native.inTransaction
          ? connection.executeQuery(query)
          : waitForWriteLock(
              () => connection.executeQuery(query),
              undefined,
              this.turn && { turn: this.turn, begins: query === BEGIN_IMMEDIATE },
            ),
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

  /**
   * `native`: the connection behind `config.database`, whose transaction state decides;
   * `turn`: its place at the write lock beside the trace writer thread, when it has one.
   */
  constructor(
    config: SqliteDialectConfig,
    private readonly native: SQLite.Database,
    private readonly turn?: WriteTurn,
  ) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new LockWaitingDriver(this.#config, this.native, this.turn);
  }
}
