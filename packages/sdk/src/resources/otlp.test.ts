import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Vigil } from "../client";
import { AuthenticationError, BadRequestError } from "../core/errors";
import { startTestServer, type TestServer } from "../testing/test-server";
import type { OtlpExportTraceServiceRequest, OtlpSpan } from "./otlp";

let server: TestServer;
let vigil: Vigil;
let agentId: string;

const TRACE_HEX = "4bf92f3577b34da6a3ce929d0e0e4736";
const startNs = BigInt(Date.UTC(2026, 0, 15, 10)) * 1_000_000n;
const ns = (ms: number) => String(startNs + BigInt(ms) * 1_000_000n);

function request(spans: OtlpSpan[]): OtlpExportTraceServiceRequest {
  return {
    resourceSpans: [
      {
        resource: { attributes: [{ key: "vigil.agent.id", value: { stringValue: agentId } }] },
        scopeSpans: [{ scope: { name: "test" }, spans }],
      },
    ],
  };
}

const root: OtlpSpan = {
  traceId: TRACE_HEX,
  spanId: "00f067aa0ba902b7",
  name: "agent",
  kind: 1,
  startTimeUnixNano: ns(0),
  endTimeUnixNano: ns(900),
};
const child: OtlpSpan = {
  traceId: TRACE_HEX,
  spanId: "00f067aa0ba902b8",
  parentSpanId: "00f067aa0ba902b7",
  name: "chat gpt-4o-mini",
  kind: "SPAN_KIND_CLIENT",
  startTimeUnixNano: ns(100),
  endTimeUnixNano: ns(800),
  attributes: [
    { key: "gen_ai.request.model", value: { stringValue: "gpt-4o-mini" } },
    { key: "gen_ai.usage.input_tokens", value: { intValue: "40" } },
    { key: "gen_ai.usage.output_tokens", value: { intValue: 8 } },
  ],
  status: { code: 1 },
};

beforeAll(async () => {
  server = await startTestServer();
  vigil = await server.client();
  agentId = (await vigil.agents.create({ name: "Otel" })).id;
});
afterAll(() => server.close());

describe("vigil.otlp against the real server", () => {
  it("exports OTLP/JSON spans and answers an empty ExportTraceServiceResponse", async () => {
    await expect(vigil.otlp.exportTraces(request([root, child]))).resolves.toEqual({});
    const trace = await vigil.traces.get(`tr_${TRACE_HEX}`);
    expect(trace).toMatchObject({ agentId, source: "otlp", spanCount: 2 });
    const llm = trace.spans.find((s) => s.name === "chat gpt-4o-mini");
    expect(llm).toMatchObject({ model: "gpt-4o-mini", tokens: { input: 40, output: 8 } });
    expect(llm?.parentSpanId).toBe(trace.spans.find((s) => s.name === "agent")?.id);
  });

  it("merges a resent export instead of doubling its spans", async () => {
    await vigil.otlp.exportTraces(request([root, child]));
    expect((await vigil.traces.get(`tr_${TRACE_HEX}`)).spans).toHaveLength(2);
  });

  it("counts a span it cannot store in partialSuccess", async () => {
    const noTraceId: OtlpSpan = { ...child, traceId: "", spanId: "00f067aa0ba902b9" };
    const answer = await vigil.otlp.exportTraces(request([noTraceId]));
    expect(answer.partialSuccess).toMatchObject({ rejectedSpans: "1" });
    expect(answer.partialSuccess?.errorMessage).not.toBe("");
  });

  it("throws BadRequestError for a value of the wrong type", async () => {
    const bad = { resourceSpans: "not a list" } as unknown as OtlpExportTraceServiceRequest;
    const error = await vigil.otlp.exportTraces(bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
  });

  it("throws AuthenticationError without an API key", async () => {
    const anonymous = await server.client({ apiKey: "" });
    await expect(anonymous.otlp.exportTraces(request([root]))).rejects.toBeInstanceOf(
      AuthenticationError,
    );
  });

  it("exports GenAI log records that fill a span's input and output", async () => {
    const content = (text: string) => ({
      kvlistValue: { values: [{ key: "content", value: { stringValue: text } }] },
    });
    const record = (eventName: string, text: string) => ({
      traceId: TRACE_HEX,
      spanId: child.spanId,
      timeUnixNano: ns(200),
      eventName,
      body: content(text),
    });
    const logs = {
      resourceLogs: [
        {
          scopeLogs: [
            {
              logRecords: [
                record("gen_ai.user.message", "How late is it?"),
                record("gen_ai.assistant.message", "Ten past ten."),
                { eventName: "gen_ai.user.message", body: content("no trace") },
              ],
            },
          ],
        },
      ],
    };
    const answer = await vigil.otlp.exportLogs(logs);
    expect(answer.partialSuccess).toMatchObject({ rejectedLogRecords: "1" });
    const llm = (await vigil.traces.get(`tr_${TRACE_HEX}`)).spans.find(
      (s) => s.id === child.spanId,
    );
    expect(llm?.input).toEqual([
      { role: "user", content: "How late is it?" },
      { role: "assistant", content: "Ten past ten." },
    ]);
  });
});
