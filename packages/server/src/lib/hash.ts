import { hash, timingSafeEqual } from "node:crypto";

/** SHA-256 in hex, one-shot (no Hash object: this runs on every authenticated request). */
export function sha256Hex(value: string): string {
  return hash("sha256", value, "hex");
}

/** Constant-time equality of two strings of any length. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  if (left.length !== right.length) {
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}
