/** Crockford's base32: no I, L, O or U, so an id reads back unambiguously. */
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * A ULID-like id of 26 characters: 10 of time (48-bit ms, so ids sort by creation) and 16 of
 * randomness (80 bits). Made on the client so a resent trace keeps its id.
 * @example ulid() // "01JD3K5Q8X7W2N4M6P9R0S1T2V"
 */
export function ulid(nowMs: number = Date.now()): string {
  let time = "";
  let ms = Math.max(0, Math.floor(nowMs));
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[ms % 32] + time;
    ms = Math.floor(ms / 32);
  }
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(10));
  let random = "";
  // 80 random bits, read 5 at a time.
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      random += CROCKFORD[(buffer >> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  return time + random;
}

/** A trace id the server accepts as given: `tr_` + a ULID-like id. */
export function newTraceId(nowMs?: number): string {
  return `tr_${ulid(nowMs)}`;
}

/** A span id, unique within its trace and well beyond: `sp_` + a ULID-like id. */
export function newSpanId(nowMs?: number): string {
  return `sp_${ulid(nowMs)}`;
}
