import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";

const PATH = "/api/public/otel/v1/traces";
const START_NS = 1_768_478_400_000_000_000n; // 2026-01-15T12:00:00Z
let serial = 0;
const hexId = (digits: number) => (++serial).toString(16).padStart(digits, "0");
const basic = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`;

/** One span as OTLP/JSON, with its trace id. */
function request() {
  const traceId = hexId(32);
  const body = {
    resourceSpans: [
      {
        resource: {
          attributes: [{ key: "service.name", value: { stringValue: "langfuse-path" } }],
        },
        scopeSpans: [
          {
            scope: { name: "langfuse-sdk", version: "5.11.1" },
            spans: [
              {
                traceId,
                spanId: hexId(16),
                name: "support-turn",
                kind: 1,
                startTimeUnixNano: String(START_NS),
                endTimeUnixNano: String(START_NS + 500_000_000n),
                attributes: [],
                status: { code: 1 },
              },
            ],
          },
        ],
      },
    ],
  };
  return { traceId, body: JSON.stringify(body) };
}

describe(`POST ${PATH} (Langfuse's OTLP path)`, () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp();
    key = await t.key();
  });
  afterAll(() => t.close());

  const post = (authorization: string, body: string | Uint8Array, headers = {}) =>
    t.app.request(PATH, {
      method: "POST",
      body,
      headers: { authorization, "content-type": "application/json", ...headers },
    });
  const stored = async (traceId: string) =>
    t.call("GET", `/api/traces/tr_${traceId}`, { key }).then((res) => res.status);

  it("takes the key as the Basic password (LANGFUSE_SECRET_KEY) with any username", async () => {
    const { traceId, body } = request();
    const res = await post(basic("vigil", key), body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(await stored(traceId)).toBe(200);
  });

  it("takes the key as the Basic username (LANGFUSE_PUBLIC_KEY) too, and gzip", async () => {
    const { traceId, body } = request();
    const res = await post(basic(key, "sk-lf-anything"), gzipSync(body), {
      "content-encoding": "gzip",
    });
    expect(res.status).toBe(200);
    expect(await stored(traceId)).toBe(200);
  });

  it("takes a Bearer key as /v1/traces does", async () => {
    const { traceId, body } = request();
    expect((await post(`Bearer ${key}`, body)).status).toBe(200);
    expect(await stored(traceId)).toBe(200);
  });

  it("refuses Basic credentials without a Vigil key, saying where the key goes; stores nothing", async () => {
    const { traceId, body } = request();
    const error = await expectError(
      await post(basic("pk-lf-1234", "sk-lf-5678"), body),
      401,
      "INVALID_API_KEY",
    );
    expect(error.message).toContain("LANGFUSE_SECRET_KEY");
    expect(await stored(traceId)).toBe(404);
  });

  it("refuses an unknown key in Basic as an invalid key", async () => {
    const { body } = request();
    await expectError(
      await post(basic("vigil", `vgl_${"0".repeat(32)}`), body),
      401,
      "INVALID_API_KEY",
    );
  });

  it("accepts Basic only on Langfuse's path: /v1/traces still wants Bearer", async () => {
    const { traceId, body } = request();
    const res = await t.app.request("/v1/traces", {
      method: "POST",
      body,
      headers: { authorization: basic("vigil", key), "content-type": "application/json" },
    });
    await expectError(res, 401, "UNAUTHORIZED");
    expect(await stored(traceId)).toBe(404);
  });

  it("lists the trace as any OTLP trace, under the agent named like service.name", async () => {
    const { traceId, body } = request();
    await post(basic("vigil", key), body);
    const trace = await dataOf<{ name: string; source: string }>(
      await t.call("GET", `/api/traces/tr_${traceId}`, { key }),
    );
    expect(trace).toMatchObject({ name: "support-turn" });
  });
});
