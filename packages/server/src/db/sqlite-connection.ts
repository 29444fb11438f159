/**
 * better-sqlite3 connections as every part of the server opens them: the main connection,
 * the trace writer thread and the read threads. Kept apart from database.ts so the threads
 * load nothing but better-sqlite3.
 */
import { setTimeout as sleep } from "node:timers/promises";
import SQLite from "better-sqlite3";
import { LET_FIRST_MAX_MS, type WriteTurn } from "./write-turns";

/** How long a write waits for another connection's write lock before it fails with SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5_000;

export interface ConnectionOptions extends SQLite.Options {
  /**
   * Wait for a held write lock inside SQLite (the default: right for a thread with nothing
   * else to do), or not at all (0: the caller waits with `waitForWriteLock` instead).
   */
  busyTimeoutMs?: number;
}

/**
 * WAL pages after which a commit also checkpoints (copies them into the database file), when
 * the checkpoint thread (checkpointer.ts) has not: 16 MB, four times SQLite's default, so
 * that while the thread runs no connection ever stops for a checkpoint.
 */
export const WAL_AUTOCHECKPOINT_PAGES = 4_000;

/** Opens `file` in WAL mode with foreign keys and a busy timeout. */
export function openConnection(file: string, options: ConnectionOptions = {}): SQLite.Database {
  const { busyTimeoutMs = BUSY_TIMEOUT_MS, ...sqliteOptions } = options;
  const connection = new SQLite(file, sqliteOptions);
  connection.pragma("journal_mode = WAL");
  connection.pragma("synchronous = NORMAL");
  connection.pragma("foreign_keys = ON");
  // Freed pages and cells are zeroed, so an erased row leaves no bytes behind (DESIGN.md:
  // Erasure); the WAL's old page images are removed by a TRUNCATE checkpoint (db/scrub.ts).
  connection.pragma("secure_delete = ON");
  connection.pragma(`busy_timeout = ${busyTimeoutMs}`);
  connection.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
  return connection;
}

/** Another connection holds the write lock (and waiting can help, unlike SQLITE_BUSY_SNAPSHOT). */
export function isBusy(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "SQLITE_BUSY";
}

const LOCK_POLL_MS = 2;

/**
 * How a write waits beside the other writing connection of this process (see write-turns.ts):
 * its place at the lock, and whether it begins a transaction (then it lets the other's waiting
 * write go first). Without it, the write only waits.
 */
export interface TurnTaking {
  turn: WriteTurn;
  begins: boolean;
}

/**
 * Runs `attempt` until it stops meeting another connection's write lock, trying again every
 * few milliseconds on a timer, so the thread serves other work meanwhile (SQLite's own busy
 * handler would sleep and stop it). `attempt` must have had no effect when it throws
 * SQLITE_BUSY: a statement outside a transaction, or BEGIN IMMEDIATE. Gives up with the last
 * SQLITE_BUSY after `timeoutMs`; any other error is thrown at once.
 */
export async function waitForWriteLock<T>(
  attempt: () => T | Promise<T>,
  timeoutMs: number = BUSY_TIMEOUT_MS,
  turns?: TurnTaking,
): Promise<T> {
  const started = performance.now();
  const deadline = started + timeoutMs;
  if (turns?.begins) {
    const until = Math.min(deadline, started + LET_FIRST_MAX_MS);
    while (turns.turn.otherWaits() && performance.now() < until) await sleep(1);
  }
  let waited: (() => void) | undefined;
  try {
    for (;;) {
      try {
        return await attempt();
      } catch (error) {
        if (!isBusy(error) || performance.now() >= deadline) throw error;
      }
      waited ??= turns?.turn.waiting();
      await sleep(LOCK_POLL_MS);
    }
  } finally {
    waited?.();
  }
}

/** A thread's pause that blocks it (Atomics.wait on a word nobody changes). */
const nap = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));

/**
 * `begin` (BEGIN IMMEDIATE) on a connection whose thread has nothing else to do (the trace
 * writer): lets the other connection's waiting write go first, then tries every millisecond,
 * blocking the thread between tries, until the lock is taken or `timeoutMs` has passed (then
 * the last SQLITE_BUSY is thrown). SQLite's own busy handler would sleep up to 100 ms between
 * tries and so lose the lock to a connection that asks more often.
 */
export function takeWriteLock(
  begin: () => void,
  turn: WriteTurn,
  timeoutMs: number = BUSY_TIMEOUT_MS,
): void {
  const started = performance.now();
  const deadline = started + timeoutMs;
  const until = Math.min(deadline, started + LET_FIRST_MAX_MS);
  while (turn.otherWaits() && performance.now() < until) Atomics.wait(nap, 0, 0, 1);
  let waited: (() => void) | undefined;
  try {
    for (;;) {
      try {
        begin();
        return;
      } catch (error) {
        if (!isBusy(error) || performance.now() >= deadline) throw error;
      }
      waited ??= turn.waiting();
      Atomics.wait(nap, 0, 0, 1);
    }
  } finally {
    waited?.();
  }
}

/**
 * Runs `work` (raw statements) in one IMMEDIATE transaction: committed when it resolves,
 * rolled back when it throws. `begin` starts it; it may wait for the write lock.
 */
export async function immediateTransaction<T>(
  prepare: (text: string) => SQLite.Statement,
  work: () => Promise<T>,
  begin: (start: () => void) => void | Promise<void> = (start) => start(),
): Promise<T> {
  await begin(() => prepare("begin immediate").run());
  try {
    const result = await work();
    prepare("commit").run();
    return result;
  } catch (error) {
    prepare("rollback").run();
    throw error;
  }
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
