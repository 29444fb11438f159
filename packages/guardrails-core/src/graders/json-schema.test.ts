import { describe, expect, it } from "vitest";
import { NO_DEADLINE } from "../deadline";
import { compileSchema, jsonEqual, validateSchema } from "./json-schema";

function errors(schema: unknown, value: unknown): string[] {
  return validateSchema(value, compileSchema(schema, "schema"), NO_DEADLINE).map(
    (e) => `${e.path}: ${e.message}`,
  );
}

describe("JSON Schema subset", () => {
  it("accepts a value matching type, properties, required and items", () => {
    const schema = {
      type: "object",
      required: ["tags"],
      properties: { tags: { type: "array", items: { type: "string" }, minItems: 1 } },
    };
    expect(errors(schema, { tags: ["a"] })).toEqual([]);
  });

  it("checks union types, enum and const", () => {
    expect(errors({ type: ["string", "null"] }, 3)).toEqual([
      "$: expected string or null, got number",
    ]);
    expect(errors({ enum: ["a", { b: 1 }] }, { b: 1 })).toEqual([]);
    expect(errors({ enum: ["a"] }, "b")).toEqual(["$: not one of the enum values"]);
    expect(errors({ const: [1, 2] }, [1, 3])).toEqual(["$: not equal to const"]);
  });

  it("checks numeric bounds", () => {
    expect(errors({ minimum: 1, maximum: 3 }, 0)).toEqual(["$: less than minimum 1"]);
    expect(errors({ exclusiveMaximum: 3 }, 3)).toEqual(["$: not less than exclusiveMaximum 3"]);
    expect(errors({ exclusiveMinimum: 0 }, 0)).toEqual(["$: not greater than exclusiveMinimum 0"]);
  });

  it("checks string length and pattern with the safe engine", () => {
    expect(errors({ maxLength: 2 }, "abc")).toEqual(["$: longer than maxLength 2"]);
    expect(errors({ pattern: "^[a-z]+$" }, "ab1")).toEqual(["$: does not match pattern ^[a-z]+$"]);
  });

  it("checks additionalProperties given as a schema", () => {
    expect(
      errors(
        { properties: { a: {} }, additionalProperties: { type: "number" } },
        { a: "x", b: "y" },
      ),
    ).toEqual(["$.b: expected number, got string"]);
  });

  it("checks anyOf, oneOf and allOf", () => {
    expect(errors({ anyOf: [{ type: "string" }, { type: "number" }] }, true)).toEqual([
      "$: matches none of anyOf",
    ]);
    expect(errors({ oneOf: [{ type: "number" }, { minimum: 0 }] }, 5)).toEqual([
      "$: matches 2 of oneOf (exactly one required)",
    ]);
    expect(errors({ allOf: [{ type: "number" }, { maximum: 1 }] }, 5)).toEqual([
      "$: greater than maximum 1",
    ]);
  });

  it("reports missing required properties", () => {
    expect(errors({ required: ["id"] }, {})).toEqual(['$: missing required property "id"']);
  });

  it("rejects malformed schemas naming the path", () => {
    expect(() => compileSchema({ type: "str" }, "schema")).toThrow(
      "schema.type: must be one of string, number, integer, boolean, object, array, null or an array of them",
    );
    expect(() => compileSchema({ properties: { a: { minimum: "1" } } }, "schema")).toThrow(
      "schema.properties.a.minimum: must be a number",
    );
  });

  it("compares deeply nested values without overflowing the stack", () => {
    let a: unknown = 1;
    let b: unknown = 1;
    for (let i = 0; i < 10_000; i++) {
      a = [a];
      b = [b];
    }
    expect(jsonEqual(a, b)).toBe(false);
    expect(jsonEqual({ x: [1, { y: 2 }] }, { x: [1, { y: 2 }] })).toBe(true);
  });
});
