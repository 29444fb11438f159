/**
 * Protobuf decoding of OTLP attributes: KeyValue, AnyValue and its array and kvlist forms.
 */
import { MAX_VALUE_DEPTH, rethrowAt, setAttribute } from "./decode-helpers";
import {
  expectWireType,
  fail,
  type ProtoReader,
  readBase64,
  readCachedString,
  readDouble,
  readInt64,
  readLengthEnd,
  readTag,
  readVarint,
  skipField,
  WIRE_I64,
  WIRE_LEN,
  WIRE_VARINT,
} from "./protobuf-reader";
import type { Attributes, AttributeValue } from "./types";

/** A message whose repeated KeyValue field `attributesField` is all this decoder keeps. */
export function decodeAttributesOnly(
  r: ProtoReader,
  end: number,
  attributes: Attributes,
  attributesField: number,
): void {
  let count = 0;
  let field = 0;
  try {
    while (r.pos < end) {
      field = 0;
      const tag = readTag(r, end);
      field = tag >>> 3;
      if (field === attributesField) {
        expectWireType(r, tag, WIRE_LEN);
        decodeKeyValue(r, readLengthEnd(r, end), attributes, 0);
        count++;
      } else skipField(r, tag, end);
    }
  } catch (error) {
    rethrowAt(error, field === attributesField ? `attributes[${count}]` : "");
  }
}

/** KeyValue: key (1) and value (2); a missing value reads as null. */
export function decodeKeyValue(r: ProtoReader, end: number, into: Attributes, depth: number): void {
  let key = "";
  let value: AttributeValue = null;
  let field = 0;
  try {
    while (r.pos < end) {
      field = 0;
      const tag = readTag(r, end);
      field = tag >>> 3;
      if (field === 1) {
        expectWireType(r, tag, WIRE_LEN);
        key = readCachedString(r, end);
      } else if (field === 2) {
        expectWireType(r, tag, WIRE_LEN);
        value = decodeAnyValue(r, readLengthEnd(r, end), depth);
      } else skipField(r, tag, end);
    }
  } catch (error) {
    rethrowAt(error, field === 1 ? "key" : field === 2 ? "value" : "");
  }
  setAttribute(into, key, value);
}

const ANY_VALUE_FIELDS = [
  "",
  "stringValue",
  "boolValue",
  "intValue",
  "doubleValue",
  "arrayValue",
  "kvlistValue",
  "bytesValue",
];
const ANY_VALUE_WIRE_TYPES = [
  -1,
  WIRE_LEN,
  WIRE_VARINT,
  WIRE_VARINT,
  WIRE_I64,
  WIRE_LEN,
  WIRE_LEN,
  WIRE_LEN,
];

/** AnyValue is a oneof; when a sender sets several, the last one wins, as in protobuf. */
export function decodeAnyValue(r: ProtoReader, end: number, depth: number): AttributeValue {
  if (depth >= MAX_VALUE_DEPTH) fail(`AnyValue nested deeper than ${MAX_VALUE_DEPTH} levels`);
  let value: AttributeValue = null;
  let field = 0;
  try {
    while (r.pos < end) {
      field = 0;
      const tag = readTag(r, end);
      field = tag >>> 3;
      if (field < 1 || field > 7) {
        skipField(r, tag, end);
        continue;
      }
      expectWireType(r, tag, ANY_VALUE_WIRE_TYPES[field]!);
      if (field === 1) value = readCachedString(r, end);
      else if (field === 2) value = readVarint(r, end) !== 0;
      else if (field === 3) value = readInt64(r, end);
      else if (field === 4) value = readDouble(r, end);
      else if (field === 5) value = decodeArrayValue(r, readLengthEnd(r, end), depth + 1);
      else if (field === 6) value = decodeKeyValueList(r, readLengthEnd(r, end), depth + 1);
      else value = readBase64(r, end);
    }
  } catch (error) {
    rethrowAt(error, ANY_VALUE_FIELDS[field] ?? "");
  }
  return value;
}

function decodeArrayValue(r: ProtoReader, end: number, depth: number): AttributeValue[] {
  const values: AttributeValue[] = [];
  let field = 0;
  try {
    while (r.pos < end) {
      field = 0;
      const tag = readTag(r, end);
      field = tag >>> 3;
      if (field === 1) {
        expectWireType(r, tag, WIRE_LEN);
        values.push(decodeAnyValue(r, readLengthEnd(r, end), depth));
      } else skipField(r, tag, end);
    }
  } catch (error) {
    rethrowAt(error, field === 1 ? `values[${values.length}]` : "");
  }
  return values;
}

function decodeKeyValueList(r: ProtoReader, end: number, depth: number): Attributes {
  const values: Attributes = {};
  let count = 0;
  let field = 0;
  try {
    while (r.pos < end) {
      field = 0;
      const tag = readTag(r, end);
      field = tag >>> 3;
      if (field === 1) {
        expectWireType(r, tag, WIRE_LEN);
        decodeKeyValue(r, readLengthEnd(r, end), values, depth);
        count++;
      } else skipField(r, tag, end);
    }
  } catch (error) {
    rethrowAt(error, field === 1 ? `values[${count}]` : "");
  }
  return values;
}
