import { describe, expect, it } from "vitest";
import type { Attributes, OtlpSpan } from "../../../otlp/types";
import { mapOtlpSpan } from "./span";

/** A span as the Langfuse JS SDK v5 records an observation (attributes as it sets them). */
function observation(attributes: Attributes, parentSpanId: string | null = "00000000000000aa") {
  const span: OtlpSpan = {
    traceId: "0123456789abcdef0123456789abcdef",
    spanId: "0123456789abcdef",
    parentSpanId,
    name: "observation",
    kind: 1,
    startTimeUnixNano: 1_768_478_400_000_000_000n,
    endTimeUnixNano: 1_768_478_400_500_000_000n,
    attributes,
    events: [],
    status: { code: 0, message: "" },
  };
  return mapOtlpSpan(span, { "service.name": "lf" }, { name: "langfuse-sdk", version: "5.11.1" });
}

describe("Langfuse SDK attributes", () => {
  it("maps a generation: type llm, model, usage, cost, JSON messages in and out", () => {
    const { record } = observation({
      "langfuse.observation.type": "generation",
      "langfuse.observation.model.name": "gpt-4o-mini",
      "langfuse.observation.usage_details": JSON.stringify({ input: 11, output: 4, total: 15 }),
      "langfuse.observation.cost_details": JSON.stringify({ input: 0.0001, total: 0.0003 }),
      "langfuse.observation.model.parameters": JSON.stringify({ temperature: 0 }),
      "langfuse.observation.input": JSON.stringify([{ role: "user", content: "Hi?" }]),
      "langfuse.observation.output": JSON.stringify({ role: "assistant", content: "Hello." }),
    });
    expect(record).toMatchObject({
      type: "llm",
      model: "gpt-4o-mini",
      tokens: { input: 11, output: 4, total: 15 },
      input: [{ role: "user", content: "Hi?" }],
      output: { role: "assistant", content: "Hello." },
      status: "unset",
    });
    const attributes = (record.metadata as { attributes: Attributes }).attributes;
    expect(attributes["langfuse.observation.cost_details"]).toEqual({
      input: 0.0001,
      total: 0.0003,
    });
    expect(attributes["langfuse.observation.model.parameters"]).toEqual({ temperature: 0 });
    expect(attributes["langfuse.observation.type"]).toBeUndefined();
    expect(attributes["langfuse.observation.usage_details"]).toBeUndefined();
  });

  it.each([
    ["generation", "llm"],
    ["agent", "agent"],
    ["tool", "tool"],
    ["retriever", "retrieval"],
    ["chain", "chain"],
    ["embedding", "embedding"],
    ["evaluator", "evaluator"],
    ["guardrail", "guardrail"],
    // No type of their own: an internal span falls back to chain, as any other would.
    ["span", "chain"],
    ["event", "chain"],
  ])("maps observation type %s to span type %s", (type, expected) => {
    expect(observation({ "langfuse.observation.type": type }).record.type).toBe(expected);
  });

  it("keeps usage details with more than the counts in metadata", () => {
    const usage = { input: 5, output: 2, input_cached_tokens: 3 };
    const { record } = observation({
      "langfuse.observation.type": "generation",
      "langfuse.observation.usage_details": JSON.stringify(usage),
    });
    expect(record.tokens).toEqual({ input: 5, output: 2, total: 7 });
    const attributes = (record.metadata as { attributes: Attributes }).attributes;
    expect(attributes["langfuse.observation.usage_details"]).toEqual(usage);
  });

  it.each(["ERROR", "WARNING"])("makes level %s an error with the status message", (level) => {
    const { record } = observation({
      "langfuse.observation.type": "tool",
      "langfuse.observation.level": level,
      "langfuse.observation.status_message": "lookup timed out",
      "langfuse.observation.input": "order 42",
    });
    expect(record).toMatchObject({
      status: "error",
      statusMessage: "lookup timed out",
      input: "order 42",
    });
  });

  it("leaves level DEFAULT a success", () => {
    const { record } = observation({ "langfuse.observation.level": "DEFAULT" });
    expect(record.status).toBe("unset");
  });

  it("reads the trace's name, user, session, tags and metadata", () => {
    const { hints } = observation(
      {
        "langfuse.trace.name": "support-turn",
        "user.id": "user-7",
        "session.id": "sess-3",
        "langfuse.trace.tags": ["beta", "eu"],
        "langfuse.trace.metadata.plan": "pro",
        "langfuse.trace.metadata.region": "eu-west",
      },
      null,
    );
    expect(hints).toEqual({
      sessionId: "sess-3",
      userId: "user-7",
      name: "support-turn",
      tags: ["beta", "eu"],
      metadata: { plan: "pro", region: "eu-west" },
    });
  });
});
