import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../../testing/databases";
import { createTestApp, dataOf, type TestApp } from "../../../testing/harness";
import { mergeTraceMetadata } from "./trace-metadata";

type Row = Record<string, unknown>;
const START_NS = 1_768_478_400_000_000_000n; // 2026-01-15T12:00:00Z
let serial = 0;
const hexId = (digits: number) => (++serial).toString(16).padStart(digits, "0");
const str = (key: string, stringValue: string) => ({ key, value: { stringValue } });
const arr = (key: string, values: string[]) => ({
  key,
  value: { arrayValue: { values: values.map((stringValue) => ({ stringValue })) } },
});

describe("mergeTraceMetadata", () => {
  const a = { resource: { "service.name": "app" }, tags: ["beta"], plan: "pro" };
  const b = { resource: { "service.name": "app" }, tags: ["beta", "vip"], region: "eu" };

  it("gives the same metadata whichever side was stored first", () => {
    const ab = mergeTraceMetadata(a, b);
    expect(ab).toEqual({
      resource: { "service.name": "app" },
      tags: ["beta", "vip"],
      plan: "pro",
      region: "eu",
    });
    expect(mergeTraceMetadata(b, a)).toEqual(ab);
  });

  it("changes nothing for the same metadata again, or for tags and keys already stored", () => {
    expect(mergeTraceMetadata(a, a)).toBeNull();
    expect(mergeTraceMetadata({ tags: ["a", "z"] }, { tags: ["a"] })).toBeNull();
  });

  it("settles a key sent with two values the same way in either order", () => {
    const one = mergeTraceMetadata({ plan: "pro" }, { plan: "team" });
    const other = mergeTraceMetadata({ plan: "team" }, { plan: "pro" });
    expect(one).toEqual({ plan: "team" });
    expect(other).toBeNull();
  });
});

/** Two OTLP batches of one Langfuse trace: the root, and a child stating the trace's tags. */
function langfuseTrace() {
  const traceId = hexId(32);
  const root = hexId(16);
  const span = (spanId: string, parentSpanId: string | undefined, attributes: Row[]) => ({
    resourceSpans: [
      {
        resource: { attributes: [str("service.name", "langfuse-batches")] },
        scopeSpans: [
          {
            scope: { name: "langfuse-sdk", version: "5.11.1" },
            spans: [
              {
                traceId,
                spanId,
                parentSpanId,
                name: parentSpanId ? "chat" : "support-turn",
                kind: 1,
                startTimeUnixNano: String(START_NS),
                endTimeUnixNano: String(START_NS + 500_000_000n),
                attributes,
                status: { code: 1 },
              },
            ],
          },
        ],
      },
    ],
  });
  return {
    traceId,
    first: span(root, undefined, [
      arr("langfuse.trace.tags", ["beta"]),
      str("langfuse.trace.metadata.plan", "pro"),
    ]),
    later: span(hexId(16), root, [
      arr("langfuse.trace.tags", ["vip", "beta"]),
      str("langfuse.trace.metadata", JSON.stringify({ region: "eu" })),
    ]),
  };
}

describe.each(TEST_DIALECTS)("Langfuse trace tags and metadata across batches on %s", (dialect) => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    key = await t.key();
  });
  afterAll(() => t.close());

  const post = async (body: unknown) =>
    expect((await t.call("POST", "/v1/traces", { key, body })).status).toBe(200);
  const metadataOf = async (traceId: string) =>
    (await dataOf<{ metadata: Row }>(await t.call("GET", `/api/traces/tr_${traceId}`, { key })))
      .metadata;

  it("merges tags and metadata sent in a later batch, the same in either order, once", async () => {
    const inOrder = langfuseTrace();
    await post(inOrder.first);
    await post(inOrder.later);
    const reversed = langfuseTrace();
    await post(reversed.later);
    await post(reversed.first);
    const twice = langfuseTrace();
    for (const body of [twice.first, twice.later, twice.first, twice.later]) await post(body);

    const expected = {
      resource: { "service.name": "langfuse-batches" },
      tags: ["beta", "vip"],
      plan: "pro",
      region: "eu",
    };
    expect(await metadataOf(inOrder.traceId)).toEqual(expected);
    expect(await metadataOf(reversed.traceId)).toEqual(expected);
    expect(await metadataOf(twice.traceId)).toEqual(expected);
  });
});
