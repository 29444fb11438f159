import { describe, expect, it } from "vitest";
import { decodeTraceRequestProtobuf } from "./protobuf";
import { OtlpDecodeError, type OtlpSpan } from "./types";

// A tiny protobuf writer, so each test states its bytes field by field.
type Bytes = number[];
function varint(value: number | bigint): Bytes {
  let v = BigInt.asUintN(64, BigInt(value));
  const out: Bytes = [];
  while (v >= 0x80n) {
    out.push(Number(v & 0x7fn) | 0x80);
    v >>= 7n;
  }
  out.push(Number(v));
  return out;
}
const tag = (field: number, wireType: number) => varint(field * 8 + wireType);
const len = (field: number, ...parts: Bytes[]): Bytes => {
  const body = parts.flat();
  return [...tag(field, 2), ...varint(body.length), ...body];
};
const str = (field: number, text: string) => len(field, [...Buffer.from(text, "utf8")]);
const uint = (field: number, value: number | bigint) => [...tag(field, 0), ...varint(value)];
const fixed64 = (field: number, value: bigint) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(value);
  return [...tag(field, 1), ...b];
};
const double = (field: number, value: number) => {
  const b = Buffer.alloc(8);
  b.writeDoubleLE(value);
  return [...tag(field, 1), ...b];
};
const fixed32 = (field: number, value: number) => [...tag(field, 5), value & 0xff, 0, 0, 0];
const keyValue = (field: number, key: string, ...value: Bytes[]) =>
  len(field, str(1, key), len(2, ...value));

const TRACE_ID = Array.from({ length: 16 }, (_, i) => i + 1);
const SPAN_ID = [0xa1, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7, 0xa8];
const PARENT_ID = [0xb1, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6, 0xb7, 0xb8];
const START = 1_700_000_000_123_456_789n;
const END = 1_700_000_001_000_000_000n;

/** Fields of every wire type that no OTLP version defines at these numbers. */
const UNKNOWN = [
  ...uint(100, 2n ** 64n - 1n),
  ...fixed64(101, 7n),
  ...str(102, "from the future"),
  ...fixed32(103, 9),
  ...len(104, str(1, "nested")),
];

const span = (...fields: Bytes[]) =>
  len(
    2,
    len(1, TRACE_ID),
    len(2, SPAN_ID),
    len(4, PARENT_ID),
    str(5, "llm.chat"),
    uint(6, 3),
    fixed64(7, START),
    fixed64(8, END),
    ...fields,
  );
const request = (...spans: Bytes[]) =>
  Uint8Array.from(len(1, len(2, len(1, str(1, "scope")), ...spans)));

const decodedSpan = (overrides: Partial<OtlpSpan> = {}): OtlpSpan => ({
  traceId: "0102030405060708090a0b0c0d0e0f10",
  spanId: "a1a2a3a4a5a6a7a8",
  parentSpanId: "b1b2b3b4b5b6b7b8",
  name: "llm.chat",
  kind: 3,
  startTimeUnixNano: START,
  endTimeUnixNano: END,
  attributes: {},
  events: [],
  status: { code: 0, message: "" },
  ...overrides,
});
const firstSpan = (bytes: Uint8Array) =>
  decodeTraceRequestProtobuf(bytes).resourceSpans[0]?.scopeSpans[0]?.spans[0];
const attributesOf = (...keyValues: Bytes[]) => firstSpan(request(span(...keyValues)))?.attributes;

function decodeError(bytes: Bytes | Uint8Array): OtlpDecodeError {
  try {
    decodeTraceRequestProtobuf(Uint8Array.from(bytes));
  } catch (error) {
    if (error instanceof OtlpDecodeError) return error;
    throw error;
  }
  throw new Error("expected an OtlpDecodeError");
}

describe("protobuf attribute values", () => {
  it("decodes kvlist to an object, bytes to base64 and an empty AnyValue to null", () => {
    expect(
      attributesOf(
        keyValue(
          9,
          "doc",
          len(6, keyValue(1, "id", str(1, "d1")), keyValue(1, "score", double(4, 0.5))),
        ),
        keyValue(9, "blob", len(7, [0xde, 0xad, 0xbe, 0xef])),
        keyValue(9, "nothing"),
        len(9, str(1, "no value at all")),
        keyValue(9, "nested", len(5, len(1, len(5, len(1, uint(3, 1)))), len(1, uint(2, 1)))),
      ),
    ).toEqual({
      doc: { id: "d1", score: 0.5 },
      blob: "3q2+7w==",
      nothing: null,
      "no value at all": null,
      nested: [[1], true],
    });
  });

  it("reads int64 as a number when exact and as a decimal string beyond 2^53", () => {
    expect(
      attributesOf(
        keyValue(9, "minusOne", uint(3, -1)),
        keyValue(9, "maxSafe", uint(3, 2 ** 53 - 1)),
        keyValue(9, "minSafe", uint(3, -(2 ** 53 - 1))),
        keyValue(9, "max", uint(3, 2n ** 63n - 1n)),
        keyValue(9, "min", uint(3, -(2n ** 63n))),
      ),
    ).toEqual({
      minusOne: -1,
      maxSafe: 2 ** 53 - 1,
      minSafe: -(2 ** 53 - 1),
      max: "9223372036854775807",
      min: "-9223372036854775808",
    });
  });

  it("tells apart short strings that share a cache slot, ASCII or not", () => {
    // The cache hashes length and first and last four bytes: each pair shares a slot.
    const keys = ["abcd-1-wxyz", "abcd-2-wxyz", "abcd-é-wxyz", "abcd-è-wxyz", "abcd-1-wxyz"];
    const attributes = attributesOf(...keys.map((key, i) => keyValue(9, key, str(1, `v${i}`))));
    expect(attributes).toEqual({
      "abcd-1-wxyz": "v4",
      "abcd-2-wxyz": "v1",
      "abcd-é-wxyz": "v2",
      "abcd-è-wxyz": "v3",
    });
    expect(attributesOf(keyValue(9, "abcd-2-wxyz", str(1, "abcd-é-wxyz")))).toEqual({
      "abcd-2-wxyz": "abcd-é-wxyz",
    });
  });

  it("keeps a __proto__ key as a plain attribute", () => {
    const attributes = attributesOf(keyValue(9, "__proto__", len(6, keyValue(1, "x", uint(2, 1)))));
    expect(Object.getPrototypeOf(attributes)).toBe(Object.prototype);
    expect(Object.keys(attributes ?? {})).toEqual(["__proto__"]);
  });
});

describe("protobuf ids", () => {
  it("blank a trace id that is not 16 bytes or is all zero", () => {
    const short = request(len(2, len(1, TRACE_ID.slice(1)), len(2, SPAN_ID)));
    const zero = request(len(2, len(1, Array(16).fill(0)), len(2, SPAN_ID)));
    expect(firstSpan(short)?.traceId).toBe("");
    expect(firstSpan(zero)?.traceId).toBe("");
    expect(firstSpan(zero)?.spanId).toBe("a1a2a3a4a5a6a7a8");
  });

  it("blank a span id that is not 8 bytes and read a missing one as blank", () => {
    expect(firstSpan(request(len(2, len(1, TRACE_ID), len(2, [1, 2, 3, 4]))))?.spanId).toBe("");
    expect(firstSpan(request(len(2, len(1, TRACE_ID))))).toEqual(
      decodedSpan({
        spanId: "",
        parentSpanId: null,
        name: "",
        kind: 0,
        startTimeUnixNano: 0n,
        endTimeUnixNano: 0n,
      }),
    );
  });

  it("read an empty parent span id as a root span", () => {
    expect(firstSpan(request(span(len(4, []))))?.parentSpanId).toBeNull();
  });
});

describe("protobuf forward compatibility", () => {
  it("skips unknown fields of every wire type at every level", () => {
    const bytes = Uint8Array.from([
      ...UNKNOWN,
      ...len(
        1,
        UNKNOWN,
        len(1, UNKNOWN, keyValue(1, "service.name", UNKNOWN, str(1, "svc")), uint(2, 0)),
        len(
          2,
          UNKNOWN,
          len(1, UNKNOWN, str(1, "scope"), str(2, "1.0"), keyValue(3, "scope.attr", uint(2, 1))),
          span(
            UNKNOWN,
            str(3, "vendor=1"),
            len(9, UNKNOWN, str(1, "tags"), len(2, len(5, UNKNOWN, len(1, str(1, "a"))))),
            uint(10, 1),
            len(11, UNKNOWN, fixed64(1, START), str(2, "ev"), uint(4, 0)),
            uint(12, 0),
            len(13, len(1, TRACE_ID), len(2, SPAN_ID)),
            uint(14, 0),
            len(15, UNKNOWN, uint(1, 2), str(2, "boom"), uint(3, 2)),
            fixed32(16, 0x101),
          ),
          str(3, "https://schema"),
        ),
        str(3, "https://schema"),
      ),
    ]);
    expect(decodeTraceRequestProtobuf(bytes)).toEqual({
      resourceSpans: [
        {
          resource: { "service.name": "svc" },
          scopeSpans: [
            {
              scope: { name: "scope", version: "1.0" },
              spans: [
                decodedSpan({
                  attributes: { tags: ["a"] },
                  events: [{ name: "ev", timeUnixNano: START, attributes: {} }],
                  status: { code: 2, message: "boom" },
                }),
              ],
            },
          ],
        },
      ],
    });
  });

  it("reads an unknown status code as unset and keeps an unknown span kind", () => {
    expect(firstSpan(request(span(uint(6, 9), len(15, uint(3, 7)))))).toMatchObject({
      kind: 9,
      status: { code: 0 },
    });
  });
});

describe("malformed protobuf", () => {
  it("refuses garbage bytes", () => {
    const error = decodeError([...Buffer.from("this is not protobuf at all")]);
    expect(error.message).toMatch(/wire type/);
  });

  it("refuses a valid message cut short at any byte", () => {
    const bytes = request(span(keyValue(9, "k", str(1, "v"))));
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(decodeError(bytes.subarray(0, cut))).toBeInstanceOf(OtlpDecodeError);
    }
  });

  it("refuses a length prefix that runs past the end", () => {
    const error = decodeError([...tag(1, 2), 5, ...tag(2, 2), 0]);
    expect(error.message).toBe("length 5 at byte 1 runs past the end of its message (byte 4)");
  });

  it("refuses a nested length that runs past its parent", () => {
    const error = decodeError(len(1, len(2, [...tag(2, 2), 40, 0])));
    expect(error.path).toBe("resourceSpans[0].scopeSpans[0].spans[0]");
    expect(error.message).toMatch(/^length 40 at byte 5 runs past/);
  });

  it("refuses wire type 7 and names the span it sits in", () => {
    const error = decodeError(request(span(), span(tag(99, 7))));
    expect(error.path).toBe("resourceSpans[0].scopeSpans[0].spans[1]");
    expect(error.message).toMatch(/^field 99 at byte \d+ has invalid wire type 7$/);
  });

  it("refuses the group wire types 3 and 4", () => {
    expect(decodeError(tag(5, 3)).message).toMatch(/group wire type 3/);
    expect(decodeError(tag(5, 4)).message).toMatch(/group wire type 4/);
  });

  it("refuses field number 0", () => {
    expect(decodeError([0x02, 0x00]).message).toBe("invalid field number 0 at byte 0");
  });

  it("refuses a varint longer than 10 bytes", () => {
    const error = decodeError([...tag(7, 0), ...Array(10).fill(0xff), 0x01]);
    expect(error.message).toBe("varint at byte 1 is longer than 10 bytes");
    const inAttribute = decodeError(
      request(span(keyValue(9, "n", tag(3, 0), Array(11).fill(0x80)))),
    );
    expect(inAttribute.path).toBe(
      "resourceSpans[0].scopeSpans[0].spans[0].attributes[0].value.intValue",
    );
  });

  it("refuses a known field with the wrong wire type, naming its path", () => {
    const error = decodeError(request(span(), span(uint(7, 5))));
    expect(error.path).toBe("resourceSpans[0].scopeSpans[0].spans[1].startTimeUnixNano");
    expect(error.message).toMatch(
      /^field 7 at byte \d+ has wire type 0 \(varint\), expected 1 \(fixed64\)$/,
    );
    expect(decodeError(uint(1, 1)).path).toBe("resourceSpans[0]");
    expect(decodeError(request(span(len(11, uint(2, 1))))).path).toBe(
      "resourceSpans[0].scopeSpans[0].spans[0].events[0].name",
    );
  });

  it("refuses AnyValue nested deeper than 64 levels", () => {
    let value: Bytes = uint(2, 1);
    for (let i = 0; i < 70; i++) value = len(5, len(1, value));
    expect(decodeError(request(span(keyValue(9, "deep", value)))).message).toMatch(
      /deeper than 64/,
    );
  });

  it("throws nothing but OtlpDecodeError for random and corrupted bytes", () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const valid = request(span(keyValue(9, "k", str(1, "v")), len(11, str(2, "ev"))), span());
    for (let round = 0; round < 500; round++) {
      const bytes =
        round % 2 === 0
          ? Uint8Array.from({ length: Math.floor(random() * 64) }, () => Math.floor(random() * 256))
          : valid.map((byte) => (random() < 0.05 ? Math.floor(random() * 256) : byte));
      try {
        decodeTraceRequestProtobuf(bytes);
      } catch (error) {
        expect(error).toBeInstanceOf(OtlpDecodeError);
      }
    }
  });
});
