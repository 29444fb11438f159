interface CryptoLike {
  getRandomValues?: <T extends Uint8Array>(array: T) => T;
}

/**
 * Ids made at once: one pool of random bytes, turned into one string. A call of
 * getRandomValues costs some 15-20 µs whatever its size up to 16 KB, and a decode about 8 µs
 * plus its length: at 256 ids a batch those were about 130 ns an id, a scan's largest fixed
 * cost after its clock readings; 1,024 ids (16 KB of random bytes, a quarter of what one call
 * may fill) bring them near 40 ns.
 */
const BATCH = 1024;
const ID_LENGTH = 36;

/** Random bytes, 16 an id, refilled a batch at a time. */
const pool = new Uint8Array(16 * BATCH);

function fillPool(): void {
  const crypto = (globalThis as { crypto?: CryptoLike }).crypto;
  if (crypto?.getRandomValues) crypto.getRandomValues(pool);
  else for (let i = 0; i < pool.length; i++) pool[i] = Math.floor(Math.random() * 256);
}

const HEX = "0123456789abcdef";
/** Char codes of each byte's two hex digits. */
const HIGH = Uint8Array.from({ length: 256 }, (_, b) => HEX.charCodeAt(b >> 4));
const LOW = Uint8Array.from({ length: 256 }, (_, b) => HEX.charCodeAt(b & 0x0f));
const DASH = 45;
/** Char codes of a batch of ids, written in place (the dashes never move). */
const codes = new Uint8Array(ID_LENGTH * BATCH).fill(DASH);
/**
 * The same bytes two at a time, and each byte's two digits as one 16-bit unit in the
 * platform's byte order: twelve of an id's sixteen bytes land at an even offset (an id is 36
 * characters, so each starts at one), and are written with one store instead of two.
 */
const codePairs = new Uint16Array(codes.buffer);
const LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;
const PAIR = Uint16Array.from({ length: 256 }, (_, b) =>
  LITTLE_ENDIAN
    ? (HIGH[b] as number) | ((LOW[b] as number) << 8)
    : ((HIGH[b] as number) << 8) | (LOW[b] as number),
);
const decoder = typeof TextDecoder === "function" ? new TextDecoder() : undefined;

/**
 * Writes the batch's ids as hex into `codes`, version and variant bits set: bytes 0-3 at
 * characters 0-7, 4-5 at 9-12, 6-7 at 14-17, 8-9 at 19-22 and 10-15 at 24-35 (the dashes at 8,
 * 13, 18 and 23). Bytes 4, 5, 8 and 9 start at an odd offset and are written a digit at a time.
 */
function writeCodes(): void {
  for (let id = 0, base = 0, from = 0; id < BATCH; id++, base += ID_LENGTH, from += 16) {
    // version 4 and variant 10xx
    pool[from + 6] = ((pool[from + 6] as number) & 0x0f) | 0x40;
    pool[from + 8] = ((pool[from + 8] as number) & 0x3f) | 0x80;
    const half = base >> 1;
    for (let i = 0; i < 4; i++) codePairs[half + i] = PAIR[pool[from + i] as number] as number;
    oddByte(pool[from + 4] as number, base + 9);
    oddByte(pool[from + 5] as number, base + 11);
    oddByte(pool[from + 8] as number, base + 19);
    oddByte(pool[from + 9] as number, base + 21);
    codePairs[half + 7] = PAIR[pool[from + 6] as number] as number;
    codePairs[half + 8] = PAIR[pool[from + 7] as number] as number;
    for (let i = 10; i < 16; i++)
      codePairs[half + i + 2] = PAIR[pool[from + i] as number] as number;
  }
}

/** Writes `byte`'s two hex digits at `at`. */
function oddByte(byte: number, at: number): void {
  codes[at] = HIGH[byte] as number;
  codes[at + 1] = LOW[byte] as number;
}

/** The batch's ids as one string; an id is a 36-character slice of it. */
let batch = "";
let next = BATCH;

function refill(): void {
  fillPool();
  writeCodes();
  batch = decoder
    ? decoder.decode(codes)
    : // no TextDecoder: the codes a few thousand at a time (apply takes a bounded list)
      Array.from({ length: 4 }, (_, k) => {
        const part = codes.subarray((k * codes.length) / 4, ((k + 1) * codes.length) / 4);
        return String.fromCharCode.apply(null, part as unknown as number[]);
      }).join("");
  next = 0;
}

/**
 * A v4 UUID from Web Crypto random bytes when present (browsers, Node, edge), else
 * Math.random. A scan makes one for every call, so ids are made 256 at a time: one string of
 * their hex, decoded natively, and each id a slice of it (which V8 makes without copying),
 * instead of building a string from 36 char codes per call.
 */
export function newScanId(): string {
  if (next === BATCH) refill();
  const at = next++ * ID_LENGTH;
  return batch.slice(at, at + ID_LENGTH);
}
