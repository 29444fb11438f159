/**
 * Group commit for the trace writer thread: the writes queued while it was busy (span batches,
 * log exports) are committed in one transaction, each write in a savepoint of its own, and
 * each is answered only after that commit.
 */
import type SQLite from "better-sqlite3";
import type { SqliteNative } from "../../../db/database";
import { immediateTransaction } from "../../../db/sqlite-connection";

/** One write of a group: its statements through `sqlite.transaction`, whatever that opens. */
export type GroupWrite<T> = (sqlite: SqliteNative) => Promise<T>;

export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** The writer's connection as the group needs it. */
export interface GroupConnection {
  file: string;
  prepare(text: string): SQLite.Statement;
  /** Runs `start` (BEGIN IMMEDIATE) once the write lock can be had; throws SQLITE_BUSY if not. */
  lock(start: () => void): void;
  /** False once SQLite has ended the transaction itself (it does on a full disk, an I/O error). */
  inTransaction(): boolean;
}

const SAVEPOINT = "group_write";

function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

/** `connection` with each write in a transaction of its own (the writer's usual way). */
function alone(connection: GroupConnection): SqliteNative {
  const { file, prepare, lock } = connection;
  return {
    file,
    prepare,
    transaction: (work) => immediateTransaction(prepare, work, lock),
    // The main thread's caches see these commits through PRAGMA data_version.
    wrote: () => {},
  };
}

/** Undoes the write since its savepoint; false when SQLite refuses (the group is lost). */
function rolledBack(prepare: GroupConnection["prepare"]): boolean {
  try {
    prepare(`rollback to ${SAVEPOINT}`).run();
    prepare(`release ${SAVEPOINT}`).run();
    return true;
  } catch {
    return false;
  }
}

/**
 * `connection` inside the group's transaction: each write in a savepoint, rolled back to when
 * it throws, so a failed write leaves nothing while the others still commit. `ended` is told
 * when SQLite ended the whole transaction itself and nothing can be rolled back to.
 */
function inGroup(connection: GroupConnection, ended: () => void): SqliteNative {
  const { file, prepare } = connection;
  return {
    file,
    prepare,
    async transaction(work) {
      prepare(`savepoint ${SAVEPOINT}`).run();
      try {
        const result = await work();
        prepare(`release ${SAVEPOINT}`).run();
        return result;
      } catch (error) {
        if (!connection.inTransaction() || !rolledBack(prepare)) ended();
        throw error;
      }
    },
    wrote: () => {},
  };
}

/**
 * Runs `writes` in order in one IMMEDIATE transaction and commits once, instead of once per
 * write: a write's result (or its error) stands only once the commit has been made. A write
 * that throws is rolled back to its savepoint and fails alone. Should the group's
 * transaction itself fail (its begin, its commit, or an error after which SQLite rolled it
 * all back), every write that had not failed on its own is run again, one transaction each, so
 * one bad write never fails the others. A write must not depend on a failed one's effects.
 */
export async function commitGroup<T>(
  connection: GroupConnection,
  writes: readonly GroupWrite<T>[],
): Promise<Settled<T>[]> {
  const one = alone(connection);
  if (writes.length === 1) return [await settle((writes[0] as GroupWrite<T>)(one))];
  const results: (Settled<T> | undefined)[] = new Array(writes.length);
  let ended = false;
  const group = inGroup(connection, () => {
    ended = true;
  });
  let committed = false;
  try {
    connection.lock(() => connection.prepare("begin immediate").run());
    for (let i = 0; i < writes.length && !ended; i++) {
      results[i] = await settle((writes[i] as GroupWrite<T>)(group));
    }
    if (!ended) {
      connection.prepare("commit").run();
      committed = true;
    }
  } catch {
    // The begin or the commit failed: the writes are run again alone below.
  } finally {
    if (!committed && connection.inTransaction()) connection.prepare("rollback").run();
  }
  if (committed) return results as Settled<T>[];
  // Nothing of the group stands: what failed on its own stays failed (ended by SQLite:
  // its error is the write's own); everything else gets a transaction of its own.
  const settled: Settled<T>[] = [];
  for (let i = 0; i < writes.length; i++) {
    const first = results[i];
    settled.push(first?.ok === false ? first : await settle((writes[i] as GroupWrite<T>)(one)));
  }
  return settled;
}
