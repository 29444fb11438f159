import { describe, expect, it } from "vitest";
import { decodeTraceRequestJson } from "./json";
import { OtlpDecodeError, type OtlpSpan } from "./types";

const TRACE_ID = "0102030405060708090a0b0c0d0e0f10";
const SPAN_ID = "a1a2a3a4a5a6a7a8";

const request = (...spans: unknown[]) => ({ resourceSpans: [{ scopeSpans: [{ spans }] }] });
const firstSpan = (value: unknown) =>
  decodeTraceRequestJson(value).resourceSpans[0]?.scopeSpans[0]?.spans[0];
const attributesOf = (...attributes: unknown[]) =>
  firstSpan(request({ traceId: TRACE_ID, spanId: SPAN_ID, attributes }))?.attributes;

function decodeError(value: unknown): OtlpDecodeError {
  try {
    decodeTraceRequestJson(value);
  } catch (error) {
    if (error instanceof OtlpDecodeError) return error;
    throw error;
  }
  throw new Error("expected an OtlpDecodeError");
}

const DEFAULT_SPAN: OtlpSpan = {
  traceId: "",
  spanId: "",
  parentSpanId: null,
  name: "",
  kind: 0,
  startTimeUnixNano: 0n,
  endTimeUnixNano: 0n,
  attributes: {},
  events: [],
  status: { code: 0, message: "" },
};

describe("OTLP/JSON names and defaults", () => {
  it("accepts the snake_case field names, enum names and upper-case hex", () => {
    const snake = {
      resource_spans: [
        {
          resource: { attributes: [{ key: "service.name", value: { string_value: "svc" } }] },
          scope_spans: [
            {
              scope: { name: "scope", version: "1.0" },
              spans: [
                {
                  trace_id: TRACE_ID.toUpperCase(),
                  span_id: SPAN_ID.toUpperCase(),
                  parent_span_id: "B1B2B3B4B5B6B7B8",
                  name: "llm.chat",
                  kind: "SPAN_KIND_CLIENT",
                  start_time_unix_nano: "1700000000123456789",
                  end_time_unix_nano: 1_700_000_001_000_000_000,
                  attributes: [{ key: "n", value: { int_value: "7" } }],
                  events: [{ time_unix_nano: "5", name: "ev", attributes: [] }],
                  status: { code: "STATUS_CODE_ERROR", message: "boom" },
                },
              ],
            },
          ],
        },
      ],
    };
    expect(decodeTraceRequestJson(snake)).toEqual({
      resourceSpans: [
        {
          resource: { "service.name": "svc" },
          scopeSpans: [
            {
              scope: { name: "scope", version: "1.0" },
              spans: [
                {
                  traceId: TRACE_ID,
                  spanId: SPAN_ID,
                  parentSpanId: "b1b2b3b4b5b6b7b8",
                  name: "llm.chat",
                  kind: 3,
                  startTimeUnixNano: 1_700_000_000_123_456_789n,
                  endTimeUnixNano: 1_700_000_001_000_000_000n,
                  attributes: { n: 7 },
                  events: [{ name: "ev", timeUnixNano: 5n, attributes: {} }],
                  status: { code: 2, message: "boom" },
                },
              ],
            },
          ],
        },
      ],
    });
  });

  it("gives missing and null fields their protobuf defaults", () => {
    expect(decodeTraceRequestJson({})).toEqual({ resourceSpans: [] });
    expect(decodeTraceRequestJson({ resourceSpans: [{}] })).toEqual({
      resourceSpans: [{ resource: {}, scopeSpans: [] }],
    });
    expect(decodeTraceRequestJson({ resourceSpans: [{ scopeSpans: [{}] }] })).toEqual({
      resourceSpans: [
        { resource: {}, scopeSpans: [{ scope: { name: "", version: "" }, spans: [] }] },
      ],
    });
    expect(firstSpan(request({}))).toEqual(DEFAULT_SPAN);
    expect(firstSpan(request({ name: null, attributes: null, status: null }))).toEqual(
      DEFAULT_SPAN,
    );
  });

  it("blanks ids of the wrong length, non-hex or all zero, and reads an empty parent as root", () => {
    expect(firstSpan(request({ traceId: TRACE_ID.slice(2), spanId: "a1a2" }))).toMatchObject({
      traceId: "",
      spanId: "",
    });
    expect(firstSpan(request({ traceId: "0".repeat(32), spanId: "zz".repeat(8) }))).toMatchObject({
      traceId: "",
      spanId: "",
    });
    expect(firstSpan(request({ parentSpanId: "" }))?.parentSpanId).toBeNull();
  });

  it("reads an unknown status code as unset", () => {
    expect(firstSpan(request({ status: { code: 7 } }))?.status).toEqual({ code: 0, message: "" });
  });
});

describe("OTLP/JSON attribute values", () => {
  it("decodes every AnyValue member", () => {
    expect(
      attributesOf(
        { key: "s", value: { stringValue: "v" } },
        { key: "b", value: { boolValue: true } },
        { key: "i", value: { intValue: -3 } },
        { key: "big", value: { intValue: "9223372036854775807" } },
        { key: "d", value: { doubleValue: 0.5 } },
        { key: "nan", value: { doubleValue: "NaN" } },
        { key: "inf", value: { doubleValue: "-Infinity" } },
        { key: "a", value: { arrayValue: { values: [{ intValue: "1" }, {}] } } },
        {
          key: "kv",
          value: { kvlistValue: { values: [{ key: "x", value: { boolValue: false } }] } },
        },
        { key: "bytes", value: { bytesValue: "3q2-7w" } },
        { key: "none" },
        { key: "empty", value: {} },
      ),
    ).toEqual({
      s: "v",
      b: true,
      i: -3,
      big: "9223372036854775807",
      d: 0.5,
      nan: Number.NaN,
      inf: Number.NEGATIVE_INFINITY,
      a: [1, null],
      kv: { x: false },
      bytes: "3q2+7w==",
      none: null,
      empty: null,
    });
  });

  it("keeps a __proto__ key as a plain attribute", () => {
    const attributes = attributesOf({ key: "__proto__", value: { stringValue: "x" } });
    expect(Object.getPrototypeOf(attributes)).toBe(Object.prototype);
    expect(Object.keys(attributes ?? {})).toEqual(["__proto__"]);
  });
});

describe("malformed OTLP/JSON", () => {
  it("refuses a body that is not an object", () => {
    expect(decodeError([]).message).toBe("expected an object, got an array");
    expect(decodeError("spans").path).toBe("");
  });

  it("refuses resourceSpans that is not an array", () => {
    const error = decodeError({ resourceSpans: { scopeSpans: [] } });
    expect(error.path).toBe("resourceSpans");
    expect(error.message).toBe("expected an array, got an object");
  });

  it("names the path of a time that is an object", () => {
    const spans = [{}, {}, {}, { startTimeUnixNano: { low: 1, high: 2 } }];
    const error = decodeError({ resourceSpans: [{ scopeSpans: [{ spans: [] }, { spans }] }] });
    expect(error.path).toBe("resourceSpans[0].scopeSpans[1].spans[3].startTimeUnixNano");
    expect(error.message).toBe("expected an integer or a decimal string, got an object");
  });

  it("refuses fractional, negative and out-of-range times", () => {
    expect(decodeError(request({ endTimeUnixNano: 1.5 })).path).toMatch(/endTimeUnixNano$/);
    expect(decodeError(request({ endTimeUnixNano: "-1" })).message).toMatch(/out of range/);
    expect(decodeError(request({ events: [{ timeUnixNano: "18446744073709551616" }] })).path).toBe(
      "resourceSpans[0].scopeSpans[0].spans[0].events[0].timeUnixNano",
    );
  });

  it("refuses attributes that are not an array, at the span and the resource", () => {
    expect(decodeError(request({ attributes: { a: 1 } })).path).toBe(
      "resourceSpans[0].scopeSpans[0].spans[0].attributes",
    );
    expect(decodeError({ resourceSpans: [{ resource: { attributes: "a=1" } }] }).path).toBe(
      "resourceSpans[0].resource.attributes",
    );
  });

  it("refuses a key that is not a string", () => {
    const error = decodeError(request({ attributes: [{ key: "ok" }, { key: 7 }] }));
    expect(error.path).toBe("resourceSpans[0].scopeSpans[0].spans[0].attributes[1].key");
    expect(error.message).toBe("expected a string, got a number");
  });

  it("names the path of a bad value deep inside arrays and kvlists", () => {
    const value = {
      kvlistValue: {
        values: [{ key: "k", value: { arrayValue: { values: [{}, { boolValue: "yes" }] } } }],
      },
    };
    const error = decodeError(request({ events: [{ attributes: [{ key: "x", value }] }] }));
    expect(error.path).toBe(
      "resourceSpans[0].scopeSpans[0].spans[0].events[0].attributes[0].value.kvlistValue.values[0].value.arrayValue.values[1].boolValue",
    );
    expect(error.message).toBe("expected a boolean, got a string");
  });

  it("refuses ids, names, enums and statuses of the wrong type", () => {
    expect(decodeError(request({ traceId: 12 })).path).toMatch(/spans\[0\]\.traceId$/);
    expect(decodeError(request({ name: ["x"] })).path).toMatch(/spans\[0\]\.name$/);
    expect(decodeError(request({ kind: "SPAN_KIND_SIDEWAYS" })).path).toMatch(/spans\[0\]\.kind$/);
    expect(decodeError(request({ status: { code: true } })).path).toMatch(/status\.code$/);
    expect(decodeError(request({ status: "error" })).path).toMatch(/spans\[0\]\.status$/);
    expect(decodeError({ resourceSpans: [{ scopeSpans: [{ scope: { name: 1 } }] }] }).path).toBe(
      "resourceSpans[0].scopeSpans[0].scope.name",
    );
  });

  it("refuses bytes that are not base64 and doubles that are not numbers", () => {
    expect(attributesOfError({ bytesValue: "not base64!" })).toMatch(/value\.bytesValue$/);
    expect(attributesOfError({ doubleValue: "fast" })).toMatch(/value\.doubleValue$/);
    expect(attributesOfError({ intValue: 1.25 })).toMatch(/value\.intValue$/);
    expect(attributesOfError({ arrayValue: [] })).toMatch(/value\.arrayValue$/);
  });

  it("refuses AnyValue nested deeper than 64 levels", () => {
    let value: unknown = { boolValue: true };
    for (let i = 0; i < 70; i++) value = { arrayValue: { values: [value] } };
    const error = decodeError(request({ attributes: [{ key: "k", value }] }));
    expect(error.message).toBe("AnyValue nested deeper than 64 levels");
    expect(error.path).toMatch(
      /^resourceSpans\[0\]\.scopeSpans\[0\]\.spans\[0\]\.attributes\[0\]\.value/,
    );
  });
});

function attributesOfError(value: unknown): string {
  return decodeError(request({ attributes: [{ key: "k", value }] })).path;
}
