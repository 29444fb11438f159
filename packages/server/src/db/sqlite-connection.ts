/**
 * better-sqlite3 connections as every part of the server opens them: the main connection,
 * the trace writer thread and the read threads. Kept apart from database.ts so the threads
 * load nothing but better-sqlite3.
 */
import SQLite from "better-sqlite3";

/** Opens `file` in WAL mode with foreign keys and a busy timeout. */
export function openConnection(file: string, options: SQLite.Options = {}): SQLite.Database {
  const connection = new SQLite(file, options);
  connection.pragma("journal_mode = WAL");
  connection.pragma("synchronous = NORMAL");
  connection.pragma("foreign_keys = ON");
  connection.pragma("busy_timeout = 5000");
  return connection;
}

const STATEMENT_CACHE_SIZE = 512;

/**
 * Prepared statements kept per SQL text (least recently used out): preparing costs more than
 * running most of our queries, and Kysely's SQLite driver would prepare every one anew.
 */
export function withStatementCache(connection: SQLite.Database): {
  close(): void;
  prepare(text: string): SQLite.Statement;
} {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => connection.close(),
    prepare(text: string) {
      let statement = cache.get(text);
      if (statement) {
        cache.delete(text);
      } else {
        statement = connection.prepare(text);
        if (cache.size >= STATEMENT_CACHE_SIZE) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
      }
      cache.set(text, statement);
      return statement;
    },
  };
}
