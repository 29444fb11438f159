import { badRequest } from "../errors";

/** Reads a scanner config object, rejecting keys the scanner does not know. */
export function configObject(
  raw: unknown,
  field: string,
  keys: readonly string[],
): Record<string, unknown> {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== "object" || Array.isArray(raw)) badRequest(field, "must be an object");
  const obj = raw as Record<string, unknown>;
  for (const key of Object.keys(obj)) {
    if (!keys.includes(key)) {
      badRequest(`${field}.${key}`, `unknown option (allowed: ${keys.join(", ") || "none"})`);
    }
  }
  return obj;
}

export function oneOf<T extends string>(
  raw: unknown,
  field: string,
  allowed: readonly T[],
  fallback: T,
): T {
  if (raw === undefined) return fallback;
  if (typeof raw !== "string" || !allowed.includes(raw as T)) {
    badRequest(field, `must be one of ${allowed.join(", ")}`);
  }
  return raw as T;
}

/** A required member of `allowed` (list items: a missing value is an error, not a default). */
export function member<T extends string>(raw: unknown, field: string, allowed: readonly T[]): T {
  if (typeof raw !== "string" || !allowed.includes(raw as T)) {
    badRequest(field, `must be one of ${allowed.join(", ")}`);
  }
  return raw as T;
}

export function bool(raw: unknown, field: string, fallback: boolean): boolean {
  if (raw === undefined) return fallback;
  if (typeof raw !== "boolean") badRequest(field, "must be a boolean");
  return raw;
}

export function integer(
  raw: unknown,
  field: string,
  min: number,
  max: number,
  fallback: number,
): number {
  if (raw === undefined) return fallback;
  if (typeof raw !== "number" || !Number.isInteger(raw) || raw < min || raw > max) {
    badRequest(field, `must be an integer from ${min} to ${max}`);
  }
  return raw;
}

export function text(raw: unknown, field: string, maxLength = 10_000): string {
  if (typeof raw !== "string" || raw.length === 0) badRequest(field, "must be a non-empty string");
  if (raw.length > maxLength) badRequest(field, `must be at most ${maxLength} characters`);
  return raw;
}

export function list(raw: unknown, field: string, required: boolean, maxItems = 1000): unknown[] {
  if (raw === undefined && !required) return [];
  if (!Array.isArray(raw))
    badRequest(field, required ? "is required (an array)" : "must be an array");
  if (raw.length > maxItems) badRequest(field, `must have at most ${maxItems} items`);
  return raw;
}

export function stringList(
  raw: unknown,
  field: string,
  required: boolean,
  maxItems = 1000,
): string[] {
  return list(raw, field, required, maxItems).map((item, i) => text(item, `${field}[${i}]`, 1000));
}
