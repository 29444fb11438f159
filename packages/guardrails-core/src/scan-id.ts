interface CryptoLike {
  getRandomValues?: <T extends Uint8Array>(array: T) => T;
}

/** Random bytes drawn 16 at a time from a pool refilled 256 ids at once. */
const pool = new Uint8Array(16 * 256);
let used = pool.length;

function fillPool(): void {
  const crypto = (globalThis as { crypto?: CryptoLike }).crypto;
  if (crypto?.getRandomValues) crypto.getRandomValues(pool);
  else for (let i = 0; i < pool.length; i++) pool[i] = Math.floor(Math.random() * 256);
  used = 0;
}

const HEX = "0123456789abcdef";
/** Char codes of one id, written in place and turned into a string in one allocation. */
const codes: number[] = new Array(36).fill(45); // "-"

/**
 * A v4 UUID from Web Crypto random bytes when present (browsers, Node, edge), else
 * Math.random. Built without the string pieces `crypto.randomUUID` joins, since a scan makes
 * one for every call.
 */
export function newScanId(): string {
  if (used === pool.length) fillPool();
  let at = 0;
  for (let i = 0; i < 16; i++) {
    let byte = pool[used + i] as number;
    if (i === 6)
      byte = (byte & 0x0f) | 0x40; // version 4
    else if (i === 8) byte = (byte & 0x3f) | 0x80; // variant 10xx
    if (at === 8 || at === 13 || at === 18 || at === 23) at++; // keep the "-"
    codes[at++] = HEX.charCodeAt(byte >> 4);
    codes[at++] = HEX.charCodeAt(byte & 0x0f);
  }
  used += 16;
  return String.fromCharCode.apply(null, codes);
}
