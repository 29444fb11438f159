/**
 * Protobuf wire-format primitives for the OTLP decoder. Every read is bounded by the `end`
 * of the enclosing message, so a length that runs past its parent is caught where it lies.
 * Errors carry the reason and byte offset; the message decoders add the path.
 */
import { OtlpDecodeError } from "./types";

export const WIRE_VARINT = 0;
export const WIRE_I64 = 1;
export const WIRE_LEN = 2;
export const WIRE_I32 = 5;

/** Bit n set when wire type n is valid: 0 varint, 1 i64, 2 len, 5 i32 (3/4 are groups). */
const VALID_WIRE_TYPES = 0b100111;
const TWO_32 = 4294967296;
const WIRE_TYPE_NAMES = ["varint", "fixed64", "length-delimited", "", "", "fixed32"];

export class ProtoReader {
  readonly bytes: Uint8Array;
  /** The same memory as a Buffer, for fast UTF-8, hex and base64 slices. */
  readonly buffer: Buffer;
  readonly view: DataView;
  pos = 0;
  /** Where the last tag started, for error messages. */
  tagAt = 0;
  /** Low and high 32 bits (unsigned) of the last readVarint64. */
  lo = 0;
  hi = 0;

  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
    this.buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
}

export function fail(message: string): never {
  throw new OtlpDecodeError(message, "");
}

function truncated(what: string, at: number, end: number): never {
  fail(`truncated ${what} at byte ${at}: the enclosing message ends at byte ${end}`);
}

/** A varint as a JS number: exact up to 2^53, which covers tags, lengths and counts. */
export function readVarint(r: ProtoReader, end: number): number {
  const bytes = r.bytes;
  const start = r.pos;
  let pos = start;
  if (pos >= end) truncated("varint", start, end);
  let byte = bytes[pos++]!;
  if (byte < 0x80) {
    r.pos = pos;
    return byte;
  }
  let value = byte & 0x7f;
  let scale = 128;
  for (let i = 1; i < 10; i++) {
    if (pos >= end) truncated("varint", start, end);
    byte = bytes[pos++]!;
    value += (byte & 0x7f) * scale;
    if (byte < 0x80) {
      r.pos = pos;
      return value;
    }
    scale *= 128;
  }
  fail(`varint at byte ${start} is longer than 10 bytes`);
}

/** A 64-bit varint into `r.lo` / `r.hi`, exact, without allocating. */
export function readVarint64(r: ProtoReader, end: number): void {
  const bytes = r.bytes;
  const start = r.pos;
  let pos = start;
  let lo = 0;
  let hi = 0;
  let byte = 0;
  for (let shift = 0; shift < 28; shift += 7) {
    if (pos >= end) truncated("varint", start, end);
    byte = bytes[pos++]!;
    lo |= (byte & 0x7f) << shift;
    if (byte < 0x80) {
      r.pos = pos;
      r.lo = lo >>> 0;
      r.hi = 0;
      return;
    }
  }
  if (pos >= end) truncated("varint", start, end);
  byte = bytes[pos++]!;
  lo |= (byte & 0x7f) << 28;
  hi = (byte & 0x7f) >> 4;
  for (let shift = 3; byte >= 0x80; shift += 7) {
    if (shift > 31) fail(`varint at byte ${start} is longer than 10 bytes`);
    if (pos >= end) truncated("varint", start, end);
    byte = bytes[pos++]!;
    hi |= (byte & 0x7f) << shift;
  }
  r.pos = pos;
  r.lo = lo >>> 0;
  r.hi = hi >>> 0;
}

/** An int64 varint: a JS number when exact, else its decimal string. */
export function readInt64(r: ProtoReader, end: number): number | string {
  readVarint64(r, end);
  const hi = r.hi | 0;
  if (hi >= -0x200000 && hi < 0x200000) {
    const value = hi * TWO_32 + r.lo;
    if (Number.isSafeInteger(value)) return value;
  }
  return BigInt.asIntN(64, (BigInt(r.hi) << 32n) | BigInt(r.lo)).toString();
}

/** An enum: protobuf sends int32, so a negative value arrives as a 10-byte varint. */
export function readEnum(r: ProtoReader, end: number): number {
  readVarint64(r, end);
  return r.lo | 0;
}

/** Reads a tag, refusing field number 0 and the wire types no OTLP message uses. */
export function readTag(r: ProtoReader, end: number): number {
  const at = r.pos;
  r.tagAt = at;
  const tag = readVarint(r, end);
  const wireType = tag % 8;
  if (tag >= TWO_32 || tag < 8) fail(`invalid field number ${Math.floor(tag / 8)} at byte ${at}`);
  if (((VALID_WIRE_TYPES >> wireType) & 1) === 0) {
    const field = tag >>> 3;
    fail(
      wireType === 3 || wireType === 4
        ? `field ${field} at byte ${at} uses the group wire type ${wireType}, which OTLP never sends`
        : `field ${field} at byte ${at} has invalid wire type ${wireType}`,
    );
  }
  return tag;
}

export function expectWireType(r: ProtoReader, tag: number, expected: number): void {
  if ((tag & 7) !== expected) {
    const actual = WIRE_TYPE_NAMES[tag & 7];
    fail(
      `field ${tag >>> 3} at byte ${r.tagAt} has wire type ${tag & 7} (${actual}), expected ${expected} (${WIRE_TYPE_NAMES[expected]})`,
    );
  }
}

/** Reads a length prefix and returns where the length-delimited value ends. */
export function readLengthEnd(r: ProtoReader, end: number): number {
  const at = r.pos;
  const length = readVarint(r, end);
  const valueEnd = r.pos + length;
  if (valueEnd > end) {
    fail(`length ${length} at byte ${at} runs past the end of its message (byte ${end})`);
  }
  return valueEnd;
}

export function readString(r: ProtoReader, end: number): string {
  const valueEnd = readLengthEnd(r, end);
  const start = r.pos;
  r.pos = valueEnd;
  return start === valueEnd ? "" : r.buffer.toString("utf8", start, valueEnd);
}

/**
 * Attribute keys and short values repeat across spans and requests; a direct-mapped cache
 * returns the same (already internalised) string instead of decoding it again, which also
 * makes using it as a property key cheap. Bounded: 4096 slots of at most 64 bytes. A hit
 * needs every char code to equal its byte, which only an ASCII string can satisfy, so a
 * non-ASCII string is never wrongly returned.
 */
const CACHE_SLOTS = 4096;
const CACHE_MAX_BYTES = 64;
const cache: (string | undefined)[] = new Array<string | undefined>(CACHE_SLOTS).fill(undefined);

/** Like readString, through the cache for short strings. */
export function readCachedString(r: ProtoReader, end: number): string {
  const valueEnd = readLengthEnd(r, end);
  const start = r.pos;
  r.pos = valueEnd;
  const length = valueEnd - start;
  if (length === 0) return "";
  const bytes = r.bytes;
  if (length > CACHE_MAX_BYTES) return r.buffer.toString("utf8", start, valueEnd);
  // Hash the length and the first and last four bytes; the full comparison below decides.
  let hash = length;
  for (let i = 0; i < 4; i++) {
    hash = Math.imul(hash ^ (bytes[start + (i % length)] ?? 0), 0x01000193);
    hash = Math.imul(hash ^ (bytes[valueEnd - 1 - (i % length)] ?? 0), 0x01000193);
  }
  const slot = (hash ^ (hash >>> 15)) & (CACHE_SLOTS - 1);
  const cached = cache[slot];
  if (cached !== undefined && cached.length === length) {
    let i = 0;
    while (i < length && cached.charCodeAt(i) === bytes[start + i]) i++;
    if (i === length) return cached;
  }
  const value = r.buffer.toString("utf8", start, valueEnd);
  cache[slot] = value;
  return value;
}

export function readBase64(r: ProtoReader, end: number): string {
  const valueEnd = readLengthEnd(r, end);
  const start = r.pos;
  r.pos = valueEnd;
  return r.buffer.toString("base64", start, valueEnd);
}

/** A trace or span id as lowercase hex; "" when it is not `size` bytes or is all zero. */
export function readId(r: ProtoReader, end: number, size: number): string {
  const valueEnd = readLengthEnd(r, end);
  const start = r.pos;
  r.pos = valueEnd;
  if (valueEnd - start !== size) return "";
  const bytes = r.bytes;
  for (let i = start; i < valueEnd; i++) {
    if (bytes[i] !== 0) return r.buffer.toString("hex", start, valueEnd);
  }
  return "";
}

export function readFixed64(r: ProtoReader, end: number): bigint {
  const at = r.pos;
  if (at + 8 > end) truncated("fixed64", at, end);
  r.pos = at + 8;
  return r.view.getBigUint64(at, true);
}

export function readDouble(r: ProtoReader, end: number): number {
  const at = r.pos;
  if (at + 8 > end) truncated("double", at, end);
  r.pos = at + 8;
  return r.view.getFloat64(at, true);
}

/** Skips a field this decoder does not read, by its wire type (forward compatibility). */
export function skipField(r: ProtoReader, tag: number, end: number): void {
  switch (tag & 7) {
    case WIRE_VARINT:
      readVarint64(r, end);
      return;
    case WIRE_I64:
      if (r.pos + 8 > end) truncated("fixed64", r.pos, end);
      r.pos += 8;
      return;
    case WIRE_LEN:
      r.pos = readLengthEnd(r, end);
      return;
    case WIRE_I32:
      if (r.pos + 4 > end) truncated("fixed32", r.pos, end);
      r.pos += 4;
      return;
    default:
      fail(`field ${tag >>> 3} has invalid wire type ${tag & 7}`);
  }
}
