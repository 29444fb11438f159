const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const TABLE = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) TABLE[ALPHABET.charCodeAt(i)] = i;
TABLE[43] = 62; // +
TABLE[45] = 62; // - (base64url)
TABLE[47] = 63; // /
TABLE[95] = 63; // _ (base64url)

/**
 * Decodes base64 or base64url (padding optional) into a binary string, one char per byte.
 * Returns null when the text is not base64. No atob/Buffer: runs on every runtime.
 */
export function decodeBase64(text: string): string | null {
  const body = text.replace(/=+$/, "");
  if (body.length % 4 === 1) return null;
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < body.length; i++) {
    const code = body.charCodeAt(i);
    const v = code < 128 ? (TABLE[code] ?? -1) : -1;
    if (v < 0) return null;
    buffer = (buffer << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += String.fromCharCode((buffer >> bits) & 0xff);
    }
  }
  return out;
}

/** True when every char of a decoded binary string is printable ASCII (or tab/newline). */
export function isPrintableAscii(binary: string): boolean {
  return /^[\x20-\x7e\t\r\n]*$/.test(binary);
}
