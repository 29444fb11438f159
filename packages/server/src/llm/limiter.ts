/** At most `limit` tasks at once; the others wait and start in the order they asked (FIFO). */
export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
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
  return {
    async run(task) {
      if (active < limit) active++;
      else await new Promise<void>((resolve) => queue.push(resolve));
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
