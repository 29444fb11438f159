/**
 * Typed readers for OTLP/JSON fields. An absent or null field takes its protobuf default;
 * a present one of the wrong JSON type throws OtlpDecodeError with the field's name as
 * path, which the caller prefixes.
 */
import { OtlpDecodeError } from "./types";

export type JsonObject = { readonly [key: string]: unknown };

function field(obj: JsonObject, name: string, snakeName: string | undefined): unknown {
  let value = obj[name];
  if (value === undefined && snakeName !== undefined) value = obj[snakeName];
  return value === null ? undefined : value;
}

export function arrayField(obj: JsonObject, name: string, snakeName?: string): readonly unknown[] {
  const value = field(obj, name, snakeName);
  if (value === undefined) return [];
  if (!Array.isArray(value)) return wrongType("an array", value, name);
  return value;
}

export function objectField(obj: JsonObject, name: string): JsonObject | undefined {
  const value = field(obj, name, undefined);
  return value === undefined ? undefined : asObject(value, name);
}

export function stringField(obj: JsonObject, name: string): string {
  const value = field(obj, name, undefined);
  if (value === undefined) return "";
  if (typeof value !== "string") return wrongType("a string", value, name);
  return value;
}

const HEX = /^[0-9a-fA-F]*$/;
const ALL_ZERO = /^0*$/;

/** A hex id of `digits` hex digits, lowercased; "" when absent, malformed or all zero. */
export function idField(obj: JsonObject, name: string, snakeName: string, digits: number): string {
  const value = field(obj, name, snakeName);
  if (value === undefined) return "";
  if (typeof value !== "string") return wrongType("a hex string", value, name);
  if (value.length !== digits || !HEX.test(value) || ALL_ZERO.test(value)) return "";
  return value.toLowerCase();
}

export function uint64Field(obj: JsonObject, name: string, snakeName: string): bigint {
  const value = field(obj, name, snakeName);
  return value === undefined ? 0n : parseInteger(value, name, false);
}

export function enumField(obj: JsonObject, name: string, names: Readonly<Record<string, number>>) {
  const value = field(obj, name, undefined);
  if (value === undefined) return 0;
  if (typeof value === "string" && Object.hasOwn(names, value)) return names[value] ?? 0;
  const code = parseInteger(value, name, true);
  if (code < -2147483648n || code > 2147483647n) fail(`enum value ${code} is out of range`, name);
  return Number(code);
}

const INTEGER = /^-?\d+$/;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const UINT64_MAX = 2n ** 64n - 1n;

/** A 64-bit integer sent, per the JSON mapping, as a decimal string or a number. */
export function parseInteger(value: unknown, path: string, signed: boolean): bigint {
  let result: bigint;
  if (typeof value === "number" && Number.isInteger(value)) result = BigInt(value);
  else if (typeof value === "string" && INTEGER.test(value)) result = BigInt(value);
  else return wrongType("an integer or a decimal string", value, path);
  if (signed ? result < INT64_MIN || result > INT64_MAX : result < 0n || result > UINT64_MAX) {
    fail(`${result} is out of range for ${signed ? "int64" : "uint64"}`, path);
  }
  return result;
}

export function parseDouble(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "string") {
    const parsed = Number(value);
    if (value.trim() !== "" && (!Number.isNaN(parsed) || value === "NaN")) return parsed;
  }
  return wrongType('a number or "NaN"/"Infinity"/"-Infinity"', value, "doubleValue");
}

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** Normalised through Buffer so protobuf and JSON decodings of the same bytes agree. */
export function parseBase64(value: unknown): string {
  if (typeof value !== "string" || !BASE64.test(value)) {
    return wrongType("a base64 string", value, "bytesValue");
  }
  return Buffer.from(value, "base64").toString("base64");
}

export function asObject(value: unknown, path: string): JsonObject {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return wrongType("an object", value, path);
  }
  return value as JsonObject;
}

function typeName(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

export function wrongType(expected: string, value: unknown, path: string): never {
  fail(`expected ${expected}, got ${typeName(value)}`, path);
}

export function fail(message: string, path: string): never {
  throw new OtlpDecodeError(message, path);
}
