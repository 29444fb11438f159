/** Texts up to this length are encoded into the shared scratch buffer (3 bytes a unit at most). */
export const MAX_ENCODED = 1 << 18;

const encoder = typeof TextEncoder === "function" ? new TextEncoder() : undefined;

/** The scratch buffer, and the same memory as 32-bit words (its length is a multiple of 4). */
let bytes = new Uint8Array(0);
let words = new Int32Array(0);
/**
 * The text whose UTF-8 bytes the buffer holds and how many there are: the trigger pass encodes
 * a text and the number-run search reads the same bytes, so a text is encoded once for both.
 * Kept by reference (strings are immutable), so a text other than the last is encoded again.
 */
let heldText: string | undefined;
let heldLength = 0;

/**
 * Writes the UTF-8 bytes of `text` into the shared scratch buffer ({@link scratchBytes}) and
 * returns how many, or -1 when the text is longer than {@link MAX_ENCODED} or the runtime has no
 * TextEncoder. The buffer is rewritten by the next call: its bytes are read at once.
 */
export function encodeText(text: string): number {
  if (text.length > MAX_ENCODED || encoder === undefined) return -1;
  if (text === heldText) return heldLength;
  if (bytes.length < text.length * 3) {
    // rounded up to whole words, so the word view covers every byte
    bytes = new Uint8Array(Math.max((text.length * 3 + 3) & ~3, 4096));
    words = new Int32Array(bytes.buffer);
  }
  heldLength = encoder.encodeInto(text, bytes).written ?? 0;
  heldText = text;
  return heldLength;
}

/** The scratch buffer {@link encodeText} writes into. */
export function scratchBytes(): Uint8Array {
  return bytes;
}

/** The scratch buffer as 32-bit words: word `w` holds bytes 4w to 4w + 3. */
export function scratchWords(): Int32Array {
  return words;
}

/**
 * True when the scratch buffer holds `text` as one byte per UTF-16 unit (an ASCII text, encoded
 * now unless it is there already), so byte `i` is the code of character `i`.
 */
export function asciiEncoded(text: string): boolean {
  return encodeText(text) === text.length;
}
