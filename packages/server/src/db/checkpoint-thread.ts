/**
 * The SQLite checkpoint thread (see checkpointer.ts): copies committed pages from the WAL
 * into the database file a few times a second, so no connection that commits has to. Its own
 * entry module, so the thread loads nothing else.
 */
import { isMainThread, workerData } from "node:worker_threads";
import { openConnection } from "./sqlite-connection";

export interface CheckpointThreadData {
  file: string;
  intervalMs: number;
}

/**
 * Checkpoints at the first tick and then whenever another connection, in this process or
 * another, has committed since the last look (PRAGMA data_version moves). PASSIVE: it copies
 * what it can without waiting for readers or writers, and never takes the write lock.
 */
function serveCheckpoints({ file, intervalMs }: CheckpointThreadData): void {
  const connection = openConnection(file, { fileMustExist: true, busyTimeoutMs: 0 });
  const dataVersion = connection.prepare("pragma data_version").pluck();
  const checkpoint = connection.prepare("pragma wal_checkpoint(PASSIVE)");
  // Nothing seen yet: the first tick checkpoints what the WAL already holds.
  let seen: unknown;
  setInterval(() => {
    const version = dataVersion.get();
    if (version === seen) return;
    try {
      checkpoint.get();
      seen = version;
    } catch {
      // Tried again on the next tick; meanwhile committing connections checkpoint themselves.
    }
  }, intervalMs);
}

// Only ever loaded as the checkpoint thread's entry (checkpointer.ts).
if (!isMainThread) serveCheckpoints(workerData as CheckpointThreadData);
