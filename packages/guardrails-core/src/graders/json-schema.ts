import type { Deadline } from "../deadline";
import { badRequest } from "../errors";
import type { SafeRegex } from "../safe-regex/safe-regex";
import { compileUserPattern } from "../scanners/regex";

/**
 * A small JSON Schema subset: type, properties, required, items, enum, const, minimum,
 * maximum, exclusiveMinimum, exclusiveMaximum, minLength, maxLength, pattern, minItems,
 * maxItems, additionalProperties, anyOf, oneOf, allOf, boolean schemas. Annotations
 * (title, description, $schema, format, ...) are ignored; $ref and other assertions are refused.
 */
export type CompiledSchema = boolean | SchemaNode;

interface SchemaNode {
  types?: string[];
  properties?: Record<string, CompiledSchema>;
  required?: string[];
  items?: CompiledSchema;
  enum?: unknown[];
  const?: { value: unknown };
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: SafeRegex;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: CompiledSchema;
  anyOf?: CompiledSchema[];
  oneOf?: CompiledSchema[];
  allOf?: CompiledSchema[];
}

const TYPES = ["string", "number", "integer", "boolean", "object", "array", "null"];
const NUMERIC = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"] as const;
const COUNTS = ["minLength", "maxLength", "minItems", "maxItems"] as const;
const IGNORED = new Set([
  "$schema",
  "$id",
  "$comment",
  "title",
  "description",
  "default",
  "examples",
  "format",
  "readOnly",
  "writeOnly",
  "deprecated",
  "$defs",
  "definitions",
]);
const KNOWN = new Set([
  "type",
  "properties",
  "required",
  "items",
  "enum",
  "const",
  "pattern",
  "additionalProperties",
  "anyOf",
  "oneOf",
  "allOf",
  ...NUMERIC,
  ...COUNTS,
]);
const MAX_SCHEMA_DEPTH = 32;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Validates and compiles a schema; a bad schema is a BAD_REQUEST naming the path. */
export function compileSchema(schema: unknown, field: string, depth = 0): CompiledSchema {
  if (typeof schema === "boolean") return schema;
  if (!isObject(schema)) badRequest(field, "schema must be an object or boolean");
  if (depth > MAX_SCHEMA_DEPTH) badRequest(field, "schema nested too deeply");
  const node: SchemaNode = {};
  for (const [key, value] of Object.entries(schema)) {
    const f = `${field}.${key}`;
    if (IGNORED.has(key)) continue;
    if (!KNOWN.has(key)) badRequest(f, "unsupported schema keyword");
    if (key === "type") {
      const types = Array.isArray(value) ? value : [value];
      if (types.length === 0 || !types.every((t) => typeof t === "string" && TYPES.includes(t))) {
        badRequest(f, `must be one of ${TYPES.join(", ")} or an array of them`);
      }
      node.types = types as string[];
    } else if (key === "properties") {
      if (!isObject(value)) badRequest(f, "must be an object");
      node.properties = Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, compileSchema(v, `${f}.${k}`, depth + 1)]),
      );
    } else if (key === "required") {
      if (!Array.isArray(value) || !value.every((v) => typeof v === "string")) {
        badRequest(f, "must be an array of strings");
      }
      node.required = value as string[];
    } else if (key === "items" || key === "additionalProperties") {
      node[key] = compileSchema(value, f, depth + 1);
    } else if (key === "enum") {
      if (!Array.isArray(value)) badRequest(f, "must be an array");
      node.enum = value;
    } else if (key === "const") {
      node.const = { value };
    } else if (key === "pattern") {
      node.pattern = compileUserPattern(value, f);
    } else if (key === "anyOf" || key === "oneOf" || key === "allOf") {
      if (!Array.isArray(value) || value.length === 0) badRequest(f, "must be a non-empty array");
      node[key] = value.map((s, i) => compileSchema(s, `${f}[${i}]`, depth + 1));
    } else {
      if (typeof value !== "number" || !Number.isFinite(value)) badRequest(f, "must be a number");
      node[key as (typeof NUMERIC)[number] | (typeof COUNTS)[number]] = value;
    }
  }
  return node;
}

/** Deep equality of JSON values, depth-capped so hostile nesting cannot overflow the stack. */
export function jsonEqual(a: unknown, b: unknown, depth = 0): boolean {
  if (a === b) return true;
  if (depth > 64 || typeof a !== "object" || typeof b !== "object" || a === null || b === null) {
    return false;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every((k) => Object.hasOwn(rb, k) && jsonEqual(ra[k], rb[k], depth + 1));
}

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

function typeMatches(value: unknown, type: string): boolean {
  if (type === "integer") return typeof value === "number" && Number.isInteger(value);
  return typeOf(value) === type;
}

/** A schema violation at a JSONPath-like location. */
export interface SchemaError {
  path: string;
  message: string;
}

/** Validates a parsed JSON value; returns violations (empty when valid). */
export function validateSchema(
  value: unknown,
  schema: CompiledSchema,
  deadline: Deadline,
  path = "$",
): SchemaError[] {
  if (schema === true) return [];
  if (schema === false) return [{ path, message: "no value is allowed here" }];
  const errors: SchemaError[] = [];
  const fail = (message: string) => errors.push({ path, message });
  const s = schema;
  if (s.types && !s.types.some((t) => typeMatches(value, t))) {
    fail(`expected ${s.types.join(" or ")}, got ${typeOf(value)}`);
    return errors;
  }
  if (s.enum && !s.enum.some((e) => jsonEqual(e, value))) fail("not one of the enum values");
  if (s.const && !jsonEqual(s.const.value, value)) fail("not equal to const");
  if (typeof value === "number") checkNumber(value, s, fail);
  if (typeof value === "string") checkString(value, s, fail, deadline);
  if (Array.isArray(value)) {
    if (s.minItems !== undefined && value.length < s.minItems)
      fail(`fewer than ${s.minItems} items`);
    if (s.maxItems !== undefined && value.length > s.maxItems)
      fail(`more than ${s.maxItems} items`);
    if (s.items !== undefined) {
      const items = s.items;
      value.forEach((v, i) => {
        errors.push(...validateSchema(v, items, deadline, `${path}[${i}]`));
      });
    }
  }
  if (isObject(value)) checkObject(value, s, errors, deadline, path);
  for (const sub of s.allOf ?? []) errors.push(...validateSchema(value, sub, deadline, path));
  if (s.anyOf && !s.anyOf.some((sub) => validateSchema(value, sub, deadline, path).length === 0)) {
    fail("matches none of anyOf");
  }
  if (s.oneOf) {
    const n = s.oneOf.filter(
      (sub) => validateSchema(value, sub, deadline, path).length === 0,
    ).length;
    if (n !== 1) fail(`matches ${n} of oneOf (exactly one required)`);
  }
  deadline.check();
  return errors;
}

function checkNumber(value: number, s: SchemaNode, fail: (m: string) => void): void {
  if (s.minimum !== undefined && value < s.minimum) fail(`less than minimum ${s.minimum}`);
  if (s.maximum !== undefined && value > s.maximum) fail(`greater than maximum ${s.maximum}`);
  if (s.exclusiveMinimum !== undefined && value <= s.exclusiveMinimum) {
    fail(`not greater than exclusiveMinimum ${s.exclusiveMinimum}`);
  }
  if (s.exclusiveMaximum !== undefined && value >= s.exclusiveMaximum) {
    fail(`not less than exclusiveMaximum ${s.exclusiveMaximum}`);
  }
}

function checkString(
  value: string,
  s: SchemaNode,
  fail: (m: string) => void,
  deadline: Deadline,
): void {
  const length = [...value].length;
  if (s.minLength !== undefined && length < s.minLength)
    fail(`shorter than minLength ${s.minLength}`);
  if (s.maxLength !== undefined && length > s.maxLength)
    fail(`longer than maxLength ${s.maxLength}`);
  if (s.pattern && !s.pattern.test(value, deadline))
    fail(`does not match pattern ${s.pattern.source}`);
}

function checkObject(
  value: Record<string, unknown>,
  s: SchemaNode,
  errors: SchemaError[],
  deadline: Deadline,
  path: string,
): void {
  for (const key of s.required ?? []) {
    if (!Object.hasOwn(value, key))
      errors.push({ path, message: `missing required property "${key}"` });
  }
  for (const [key, v] of Object.entries(value)) {
    const sub = s.properties && Object.hasOwn(s.properties, key) ? s.properties[key] : undefined;
    if (sub !== undefined) errors.push(...validateSchema(v, sub, deadline, `${path}.${key}`));
    else if (s.additionalProperties !== undefined) {
      errors.push(...validateSchema(v, s.additionalProperties, deadline, `${path}.${key}`));
    }
  }
}
