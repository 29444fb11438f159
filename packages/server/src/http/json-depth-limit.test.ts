import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from "../lib/json-depth";
import { countRows } from "../testing/databases";
import { createTestApp, dataOf, expectError, type TestApp } from "../testing/harness";

/** JSON text of arrays nested `levels` deep: `[[…]]`. */
const nested = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;
const TOO_DEEP = { field: "body", reason: "JSON nesting deeper than 64 levels" };

let serial = 0;
const hex = (digits: number) => (++serial).toString(16).padStart(digits, "0");

/** An OTLP/JSON request of one span with these string attributes. */
function otlpRequest(attributes: Record<string, string>) {
  return {
    resourceSpans: [
      {
        resource: { attributes: [{ key: "service.name", value: { stringValue: "deep-svc" } }] },
        scopeSpans: [
          {
            spans: [
              {
                traceId: hex(32),
                spanId: hex(16),
                name: "deep",
                startTimeUnixNano: "1768478400000000000",
                endTimeUnixNano: "1768478400500000000",
                attributes: Object.entries(attributes).map(([key, stringValue]) => ({
                  key,
                  value: { stringValue },
                })),
              },
            ],
          },
        ],
      },
    ],
  };
}

describe("JSON nesting limit", () => {
  let t: TestApp;
  let key: string;
  let agentId: string;
  beforeAll(async () => {
    t = await createTestApp();
    key = await t.key();
    agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "deep" } }),
        201,
      )
    ).id;
  });
  afterAll(() => t.close());

  const traceBody = (metadata: string) =>
    `{"agentId":"${agentId}","spans":[],"metadata":{"x":${metadata}}}`;
  const postOtlp = (body: string | Uint8Array, headers: Record<string, string> = {}) =>
    t.app.request("/v1/traces", {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json", ...headers },
      body,
    });

  it("refuses trace metadata nested 5,000 levels deep with 400 VALIDATION_ERROR and stores nothing", async () => {
    const res = await t.call("POST", "/api/traces", { key, body: traceBody(nested(5_000)) });
    const error = await expectError(res, 400, "VALIDATION_ERROR");
    expect(error.details).toMatchObject({
      ...TOO_DEEP,
      issues: [{ ...TOO_DEEP, code: "too_big" }],
    });
    expect(await countRows(t.database, "traces")).toBe(0);
  });

  it("refuses an agent config nested 5,000 levels deep with 400 VALIDATION_ERROR and stores nothing", async () => {
    const before = await countRows(t.database, "agents");
    const body = `{"name":"deep-config","config":{"retrievalConfig":{"x":${nested(5_000)}}}}`;
    const error = await expectError(
      await t.call("POST", "/api/agents", { key, body }),
      400,
      "VALIDATION_ERROR",
    );
    expect(error.details).toMatchObject(TOO_DEEP);
    expect(await countRows(t.database, "agents")).toBe(before);
  });

  it("refuses an agent config change nested 5,000 levels deep (PATCH)", async () => {
    const body = `{"config":{"retrievalConfig":{"x":${nested(5_000)}}}}`;
    const error = await expectError(
      await t.call("PATCH", `/api/agents/${agentId}`, { key, body }),
      400,
      "VALIDATION_ERROR",
    );
    expect(error.details).toMatchObject(TOO_DEEP);
  });

  it("refuses a guardrail tool call nested 5,000 levels deep with 400 VALIDATION_ERROR and records no scan", async () => {
    const body = `{"toolCall":{"name":"run","arguments":{"x":${nested(5_000)}}},"scanners":["secrets"]}`;
    const error = await expectError(
      await t.call("POST", "/v1/guardrails/scan", { key, body }),
      400,
      "VALIDATION_ERROR",
    );
    expect(error.details).toMatchObject(TOO_DEEP);
    expect(await countRows(t.database, "guardrail_scans")).toBe(0);
  });

  it(`accepts trace metadata at exactly ${MAX_JSON_DEPTH} levels, counting the body itself`, async () => {
    // body { metadata { x [62 arrays] } }: 1 + 1 + 62 = 64 levels
    const created = await dataOf<{ traceId: string }>(
      await t.call("POST", "/api/traces", { key, body: traceBody(nested(62)) }),
      201,
    );
    const trace = await dataOf<{ metadata: { x: unknown } }>(
      await t.call("GET", `/api/traces/${created.traceId}`, { key }),
    );
    expect(JSON.stringify(trace.metadata.x)).toBe(nested(62));
  });

  it(`refuses trace metadata one level past ${MAX_JSON_DEPTH}`, async () => {
    const error = await expectError(
      await t.call("POST", "/api/traces", { key, body: traceBody(nested(63)) }),
      400,
      "VALIDATION_ERROR",
    );
    expect(error.details).toMatchObject(TOO_DEEP);
  });

  it("does not count brackets inside strings, escaped quotes included", async () => {
    const text = JSON.stringify(`say \\"${"[".repeat(5_000)}\\" and "{${"{".repeat(5_000)}`);
    const res = await t.call("POST", "/api/traces", { key, body: traceBody(text) });
    expect(res.status).toBe(201);
  });

  it("refuses OTLP/HTTP JSON nested 5,000 levels deep with 400 VALIDATION_ERROR", async () => {
    const body = `{"resourceSpans":[],"x":${nested(5_000)}}`;
    const error = await expectError(await postOtlp(body), 400, "VALIDATION_ERROR");
    expect(error.details).toMatchObject(TOO_DEEP);
  });

  it("refuses gzip OTLP/HTTP JSON nested 5,000 levels deep once inflated", async () => {
    const body = gzipSync(`{"resourceSpans":[],"x":${nested(5_000)}}`);
    const error = await expectError(
      await postOtlp(new Uint8Array(body), { "content-encoding": "gzip" }),
      400,
      "VALIDATION_ERROR",
    );
    expect(error.details).toMatchObject(TOO_DEEP);
  });

  it("keeps an OTLP attribute of JSON text 5,000 levels deep as text instead of parsing it", async () => {
    const deep = nested(5_000);
    const res = await postOtlp(
      JSON.stringify(
        otlpRequest({
          "input.value": deep,
          "input.mime_type": "application/json",
          "output.value": deep,
          "custom.payload": deep,
        }),
      ),
    );
    expect(res.status).toBe(200);
    const [span] = await t.database.db
      .selectFrom("spans")
      .select(["input", "output", "metadata"])
      .where("name", "=", "deep")
      .execute();
    expect(JSON.parse(span?.input ?? "null")).toBe(deep);
    expect(JSON.parse(span?.output ?? "null")).toBe(deep);
    expect(span?.metadata).toContain(deep);
  });

  it("finds the nesting of JSON text in one pass without recursion", () => {
    expect(jsonNestsDeeperThan(nested(1_000_000), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonNestsDeeperThan(nested(3), 3)).toBe(false);
    expect(jsonNestsDeeperThan(`{"a":[{"b":[]}]}`, 3)).toBe(true);
    expect(jsonNestsDeeperThan(`["\\\\", [[]]]`, 3)).toBe(false);
    expect(jsonNestsDeeperThan(`["\\\\"[[[`, 3)).toBe(true);
    expect(jsonNestsDeeperThan(`["unterminated [[[[`, 1)).toBe(false);
  });
});
