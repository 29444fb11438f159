/** At most `limit` tasks at once; the others wait and start in the order they asked (FIFO). */
export interface Limiter {
  /**
   * Runs `task` once a slot is free. A `signal` that aborts while the task waits takes it out
   * of the queue and rejects with the signal's reason; the task never starts.
   */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

/**
 * A counting semaphore for this process's provider calls.
 * @example const limiter = createLimiter(4); await limiter.run(() => send(request));
 */
export function createLimiter(limit: number): Limiter {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError("limit must be an integer ≥ 1");
  let active = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    // The slot passes straight to the next waiter, so a newcomer cannot overtake it.
    if (next) next();
    else active--;
  };
  function waitForSlot(signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const leave = () => {
        const index = queue.indexOf(take);
        if (index >= 0) queue.splice(index, 1);
        reject(signal?.reason);
      };
      const take = () => {
        signal?.removeEventListener("abort", leave);
        resolve();
      };
      queue.push(take);
      signal?.addEventListener("abort", leave, { once: true });
    });
  }
  return {
    async run(task, signal) {
      signal?.throwIfAborted();
      if (active < limit) active++;
      else await waitForSlot(signal);
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
