import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../../testing/databases";
import { createTestApp, dataOf, type TestApp } from "../../../testing/harness";

type Row = Record<string, unknown>;
const START_NS = 1_768_478_400_000_000_000n; // 2026-01-15T12:00:00Z
let serial = 0;
const hexId = (digits: number) => (++serial).toString(16).padStart(digits, "0");
const str = (key: string, stringValue: string) => ({ key, value: { stringValue } });

/**
 * A Langfuse trace sent in two OTLP batches: its root span ("support-turn", no trace
 * attributes) and a child generation that states the trace's name with langfuse.trace.name
 * (as `updateActiveTrace({ name })` inside the generation does).
 */
function langfuseTrace(statedName: string | null) {
  const traceId = hexId(32);
  const root = hexId(16);
  const span = (
    spanId: string,
    parentSpanId: string | undefined,
    name: string,
    attributes: Row[],
  ) => ({
    resourceSpans: [
      {
        resource: { attributes: [str("service.name", "langfuse-names")] },
        scopeSpans: [
          {
            scope: { name: "langfuse-sdk", version: "5.11.1" },
            spans: [
              {
                traceId,
                spanId,
                parentSpanId,
                name,
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
    root: span(root, undefined, "support-turn", []),
    child: span(hexId(16), root, "chat", [
      str("langfuse.observation.type", "generation"),
      ...(statedName === null ? [] : [str("langfuse.trace.name", statedName)]),
    ]),
    /** A log record for a span: merged into it, it has the trace summarised again. */
    log: (spanId: string) => ({
      resourceLogs: [
        {
          scopeLogs: [
            {
              logRecords: [
                {
                  timeUnixNano: String(START_NS),
                  eventName: "app.checkpoint",
                  body: { stringValue: "checked" },
                  traceId,
                  spanId,
                },
              ],
            },
          ],
        },
      ],
    }),
    rootId: root,
  };
}

describe.each(TEST_DIALECTS)("a trace's name across OTLP batches on %s", (dialect) => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    key = await t.key();
  });
  afterAll(() => t.close());

  const post = async (path: string, body: unknown) =>
    expect((await t.call("POST", path, { key, body })).status).toBe(200);
  const nameOf = async (traceId: string) =>
    (await dataOf<{ name: string }>(await t.call("GET", `/api/traces/tr_${traceId}`, { key })))
      .name;

  it("keeps langfuse.trace.name over the root span's name whichever batch comes first", async () => {
    const childFirst = langfuseTrace("Refund request");
    await post("/v1/traces", childFirst.child);
    expect(await nameOf(childFirst.traceId)).toBe("Refund request");
    await post("/v1/traces", childFirst.root);
    expect(await nameOf(childFirst.traceId)).toBe("Refund request");

    const rootFirst = langfuseTrace("Refund request");
    await post("/v1/traces", rootFirst.root);
    expect(await nameOf(rootFirst.traceId)).toBe("support-turn");
    await post("/v1/traces", rootFirst.child);
    expect(await nameOf(rootFirst.traceId)).toBe("Refund request");
  });

  it("keeps it when a batch is sent again, and when log records merge into the trace later", async () => {
    const w = langfuseTrace("Refund request");
    for (const body of [w.child, w.root, w.child, w.root]) await post("/v1/traces", body);
    expect(await nameOf(w.traceId)).toBe("Refund request");
    await post("/v1/logs", w.log(w.rootId));
    expect(await nameOf(w.traceId)).toBe("Refund request");
  });

  it("still names a trace without a stated name by its root, once the root arrives", async () => {
    const w = langfuseTrace(null);
    await post("/v1/traces", w.child);
    expect(await nameOf(w.traceId)).toBe("chat");
    await post("/v1/traces", w.root);
    expect(await nameOf(w.traceId)).toBe("support-turn");
  });
});
