/**
 * Turns at the SQLite write lock between the two connections of this process that write to
 * one file: the main connection and the trace writer thread. SQLite keeps no queue for its
 * write lock: whoever asks at the instant it comes free takes it. A connection that begins its
 * transactions back to back (a background job's batches, the writer's groups under steady
 * ingest) could so keep the other waiting past its timeout, and fail its write. Here a
 * connection that met the lock held says so while it waits, and the other, before it begins
 * its next transaction, lets it go first. Kept apart from database.ts so the writer thread
 * loads nothing more than it needs.
 */
import { resolve } from "node:path";

export const MAIN_SIDE = 0;
export const WRITER_SIDE = 1;
export type Side = typeof MAIN_SIDE | typeof WRITER_SIDE;

/**
 * The longest a connection lets the other go first before it contends again anyway: bounds
 * the delay when the other waits for a third connection (a CLI process) that holds the lock.
 */
export const LET_FIRST_MAX_MS = 1_000;

/** One connection's place at the lock: how many of its writes wait, and whether the other's do. */
export class WriteTurn {
  /** [writes of the main connection waiting, writes of the writer thread waiting] */
  readonly #waiting: Int32Array;

  constructor(
    buffer: SharedArrayBuffer,
    private readonly side: Side,
  ) {
    this.#waiting = new Int32Array(buffer);
  }

  /** A write of the other connection met the lock held and waits for it. */
  otherWaits(): boolean {
    return Atomics.load(this.#waiting, 1 - this.side) > 0;
  }

  /** A write of this connection waits for the lock, until the function it answers is called. */
  waiting(): () => void {
    Atomics.add(this.#waiting, this.side, 1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      Atomics.sub(this.#waiting, this.side, 1);
    };
  }
}

/** The shared counters of one database file, one pair per file in this process. */
const byFile = new Map<string, SharedArrayBuffer>();

/** The counters `file`'s connections in this process share (the writer thread gets the buffer). */
export function writeTurnsBuffer(file: string): SharedArrayBuffer {
  const key = resolve(file);
  let buffer = byFile.get(key);
  if (!buffer) {
    buffer = new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);
    byFile.set(key, buffer);
  }
  return buffer;
}

/**
 * Forgets the writer thread's waiting writes: called when the thread has exited, so that a
 * thread that stopped mid-wait never leaves the main connection letting it go first.
 */
export function writerGone(buffer: SharedArrayBuffer): void {
  Atomics.store(new Int32Array(buffer), WRITER_SIDE, 0);
}
