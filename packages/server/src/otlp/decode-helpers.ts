/**
 * What the protobuf and JSON decoders share, so both produce the same model and the same
 * error paths for the same request.
 */
import { type Attributes, type AttributeValue, OtlpDecodeError, type OtlpStatus } from "./types";

/** AnyValue nesting beyond this is refused instead of overflowing the stack. */
export const MAX_VALUE_DEPTH = 64;

/**
 * Re-throws `error` with `segment` prepended to its path. Each decoding level wraps its
 * loop in a try/catch and calls this, so the happy path builds no path strings at all.
 */
export function rethrowAt(error: unknown, segment: string): never {
  if (!(error instanceof OtlpDecodeError) || segment === "") throw error;
  const inner = error.path;
  const path =
    inner === "" ? segment : inner.startsWith("[") ? segment + inner : `${segment}.${inner}`;
  throw new OtlpDecodeError(error.message, path);
}

/** Sets an attribute; a key of `__proto__` becomes an own property, never the prototype. */
export function setAttribute(attributes: Attributes, key: string, value: AttributeValue): void {
  if (key === "__proto__") {
    Object.defineProperty(attributes, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else {
    attributes[key] = value;
  }
}

/** An int64 as a JS number when that is exact, else as its decimal string. */
export function int64Value(value: bigint): number | string {
  return value >= -9007199254740991n && value <= 9007199254740991n
    ? Number(value)
    : value.toString();
}

/** Unknown status codes read as unset: one odd span should not cost the whole request. */
export function statusCode(code: number): OtlpStatus["code"] {
  return code === 1 || code === 2 ? code : 0;
}

/** Span kinds by their protobuf enum names, for JSON senders that spell them out. */
export const SPAN_KIND_NAMES: Readonly<Record<string, number>> = {
  SPAN_KIND_UNSPECIFIED: 0,
  SPAN_KIND_INTERNAL: 1,
  SPAN_KIND_SERVER: 2,
  SPAN_KIND_CLIENT: 3,
  SPAN_KIND_PRODUCER: 4,
  SPAN_KIND_CONSUMER: 5,
};

export const STATUS_CODE_NAMES: Readonly<Record<string, number>> = {
  STATUS_CODE_UNSET: 0,
  STATUS_CODE_OK: 1,
  STATUS_CODE_ERROR: 2,
};
