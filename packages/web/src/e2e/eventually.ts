import { expect } from "vitest";

/**
 * Polls until the value matches: pages render after their requests answer. The bound is for a
 * machine under load, not a speed claim.
 */
export function eventually<T>(read: () => Promise<T> | T) {
  return expect.poll(read, { timeout: 20_000, interval: 100 });
}
