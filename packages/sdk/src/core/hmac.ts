/** HMAC-SHA256 over WebCrypto and the byte handling around it, free of Node imports. */
import { VigilError } from "./errors";

/** The length of an HMAC-SHA256 digest. */
export const SHA256_BYTES = 32;

/** HMAC-SHA256 of `message` under `key`. */
export async function hmacSha256(key: Uint8Array, message: Uint8Array): Promise<Uint8Array> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined) {
    throw new VigilError(
      "Webhook verification needs WebCrypto (globalThis.crypto.subtle); Node 18 has it with --experimental-global-webcrypto",
    );
  }
  const hmac = { name: "HMAC", hash: "SHA-256" };
  const cryptoKey = await subtle.importKey("raw", key, hmac, false, ["sign"]);
  return new Uint8Array(await subtle.sign("HMAC", cryptoKey, message));
}

/** Compares every pair in full, so the time taken tells nothing about where bytes differ. */
export function anyMatch(expected: readonly Uint8Array[], given: readonly Uint8Array[]): boolean {
  let matched = false;
  for (const a of expected) {
    for (const b of given) {
      if (a.length !== b.length) continue;
      let difference = 0;
      for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
      if (difference === 0) matched = true;
    }
  }
  return matched;
}

/** The bytes of a 64-digit hex digest (either case), or undefined when it is not one. */
export function fromHex(text: string): Uint8Array | undefined {
  if (!/^[0-9a-f]{64}$/i.test(text)) return undefined;
  const bytes = new Uint8Array(SHA256_BYTES);
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Number.parseInt(text.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/** The bytes of padded standard base64, or undefined when `text` is not that. */
export function fromBase64(text: string): Uint8Array | undefined {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return undefined;
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

export function concat(head: Uint8Array, tail: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(head.length + tail.length);
  bytes.set(head);
  bytes.set(tail, head.length);
  return bytes;
}
