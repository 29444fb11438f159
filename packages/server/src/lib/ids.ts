import { randomBytes, randomUUID } from "node:crypto";

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

let lastTime = -1;
let lastRandom: number[] = [];

function encodeTime(ms: number): string {
  let out = "";
  let value = ms;
  for (let i = 0; i < 10; i++) {
    out = CROCKFORD[value % 32] + out;
    value = Math.floor(value / 32);
  }
  return out;
}

function freshRandom(): number[] {
  const bytes = randomBytes(16);
  return Array.from({ length: 16 }, (_, i) => (bytes[i] ?? 0) & 31);
}

/** Increments the 80-bit random part so ids made in the same millisecond stay ordered. */
function incrementRandom(random: number[]): number[] {
  const next = random.slice();
  for (let i = next.length - 1; i >= 0; i--) {
    if ((next[i] ?? 0) < 31) {
      next[i] = (next[i] ?? 0) + 1;
      return next;
    }
    next[i] = 0;
  }
  return freshRandom();
}

/**
 * A 26-character ULID: 48-bit time in ms, then 80 random bits; monotonic within a process.
 * @example ulid() // "01JD3K5Q8X7W2N4M6P9R0S1T2V"
 */
export function ulid(now: number = Date.now()): string {
  if (now <= lastTime) {
    lastRandom = incrementRandom(lastRandom);
  } else {
    lastTime = now;
    lastRandom = freshRandom();
  }
  return encodeTime(lastTime) + lastRandom.map((n) => CROCKFORD[n]).join("");
}

/** A prefixed identifier, e.g. `newId("agent")` → `agent_01JD…`. */
export function newId(prefix: string): string {
  return `${prefix}_${ulid()}`;
}

/** UUID v4, for webhooks and deliveries. */
export function newUuid(): string {
  return randomUUID();
}

/** Uniformly random base62 string (rejection sampling, no modulo bias). */
export function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248) out += BASE62[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}
