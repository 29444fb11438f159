/**
 * OTLP/protobuf `ExportTraceServiceResponse`: partial_success (1) holding
 * rejected_spans (1, int64) and error_message (2, string).
 */
import { rethrowAt } from "./decode-helpers";
import {
  expectWireType,
  ProtoReader,
  readInt64,
  readLengthEnd,
  readString,
  readTag,
  skipField,
  WIRE_LEN,
  WIRE_VARINT,
} from "./protobuf-reader";
import type { OtlpPartialSuccess, OtlpTraceResponse } from "./types";

/**
 * Encodes the answer to an export. With nothing rejected and no message it is the empty
 * message, as the OTLP spec asks for a fully accepted request.
 * @example encodeTraceResponseProtobuf({ rejectedSpans: 2, errorMessage: "2 spans lack a trace id" })
 */
export function encodeTraceResponseProtobuf(partial?: OtlpPartialSuccess): Uint8Array {
  if (partial === undefined || (partial.rejectedSpans === 0 && partial.errorMessage === "")) {
    return new Uint8Array(0);
  }
  const { rejectedSpans } = partial;
  if (!Number.isSafeInteger(rejectedSpans) || rejectedSpans < 0) {
    throw new RangeError(`rejectedSpans must be a non-negative integer, got ${rejectedSpans}`);
  }
  const message = Buffer.from(partial.errorMessage, "utf8");
  const inner: number[] = [];
  if (rejectedSpans > 0) {
    inner.push(0x08); // field 1, varint
    pushVarint(inner, rejectedSpans);
  }
  if (message.length > 0) {
    inner.push(0x12); // field 2, length-delimited
    pushVarint(inner, message.length);
  }
  const head = [0x0a]; // field 1, length-delimited
  pushVarint(head, inner.length + message.length);
  const out = new Uint8Array(head.length + inner.length + message.length);
  out.set(head, 0);
  out.set(inner, head.length);
  out.set(message, head.length + inner.length);
  return out;
}

function pushVarint(out: number[], value: number): void {
  while (value >= 0x80) {
    out.push((value % 0x80) | 0x80);
    value = Math.floor(value / 0x80);
  }
  out.push(value);
}

/**
 * Decodes an `ExportTraceServiceResponse`, as an OTLP/gRPC or OTLP/HTTP client receives it.
 * @throws OtlpDecodeError when the bytes are not a well-formed response.
 */
export function decodeTraceResponseProtobuf(bytes: Uint8Array): OtlpTraceResponse {
  const r = new ProtoReader(bytes);
  const end = bytes.length;
  const response: OtlpTraceResponse = {};
  let field = 0;
  try {
    while (r.pos < end) {
      field = 0;
      const tag = readTag(r, end);
      field = tag >>> 3;
      if (field === 1) {
        expectWireType(r, tag, WIRE_LEN);
        const partial = response.partialSuccess ?? { rejectedSpans: 0, errorMessage: "" };
        decodePartialSuccess(r, readLengthEnd(r, end), partial);
        response.partialSuccess = partial;
      } else skipField(r, tag, end);
    }
  } catch (error) {
    rethrowAt(error, field === 1 ? "partialSuccess" : "");
  }
  return response;
}

function decodePartialSuccess(r: ProtoReader, end: number, partial: OtlpPartialSuccess): void {
  let field = 0;
  try {
    while (r.pos < end) {
      field = 0;
      const tag = readTag(r, end);
      field = tag >>> 3;
      if (field === 1) {
        expectWireType(r, tag, WIRE_VARINT);
        partial.rejectedSpans = Number(readInt64(r, end));
      } else if (field === 2) {
        expectWireType(r, tag, WIRE_LEN);
        partial.errorMessage = readString(r, end);
      } else skipField(r, tag, end);
    }
  } catch (error) {
    rethrowAt(error, field === 1 ? "rejectedSpans" : field === 2 ? "errorMessage" : "");
  }
}
