import { LangfuseSpanProcessor } from "@langfuse/otel";
import { setLangfuseTracerProvider } from "@langfuse/tracing";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-proto";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ANSWER,
  EXPECTED_TOKENS,
  FAILING_QUESTION,
  type GenAiWorld,
  MODEL,
  QUESTION,
  startGenAiWorld,
  storedTurns,
} from "../../../testing/genai-world";
import { supportTurn } from "./langfuse-turn";

let world: GenAiWorld;
let provider: NodeTracerProvider;

beforeAll(async () => {
  world = await startGenAiWorld("langfuse-app");
  // The one change a Langfuse user makes: the span processor's exporter points at Vigil.
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": "langfuse-app" }),
    spanProcessors: [
      new LangfuseSpanProcessor({
        exporter: new OTLPTraceExporter({
          url: `${world.otlp.url}/v1/traces`,
          headers: world.otlp.headers,
        }),
        exportMode: "immediate",
      }),
    ],
  });
  setLangfuseTracerProvider(provider);
  const openai = world.client();
  await supportTurn(openai, QUESTION);
  await supportTurn(openai, FAILING_QUESTION);
  await provider.forceFlush();
});
afterAll(async () => {
  await provider?.shutdown();
  await world?.close();
});

describe("Langfuse JS SDK v5 (@langfuse/tracing + @langfuse/otel 5.11) into Vigil", () => {
  it("stores the generation as an llm span with model, usage and messages under its agent", async () => {
    const { answered, llm, details } = await storedTurns(world);
    expect(answered).toMatchObject({
      outcome: "success",
      userMessage: QUESTION,
      agentResponse: ANSWER,
    });
    expect(llm).toMatchObject({ model: MODEL, tokens: EXPECTED_TOKENS });
    expect(llm.input).toEqual([{ role: "user", content: QUESTION }]);
    expect(llm.output).toMatchObject({ role: "assistant", content: ANSWER });
    const detail = details.get(answered.id)!;
    expect(detail.spans.map((span) => span.type).sort()).toEqual(["agent", "llm"]);
  });

  it("takes the trace's name, user, session, tags and metadata", async () => {
    const { answered, details } = await storedTurns(world);
    const detail = details.get(answered.id)!;
    expect(detail).toMatchObject({
      name: "support-turn",
      userId: "user-42",
      sessionId: "session-7",
      metadata: { tags: ["beta"], plan: "pro" },
    });
  });

  it("stores a generation at level ERROR as a failed trace with its message", async () => {
    const { failed, details } = await storedTurns(world);
    expect(failed?.outcome).toBe("failure");
    const generation = details.get(failed!.id)!.spans.find((span) => span.type === "llm")!;
    expect(generation).toMatchObject({ status: "error", model: MODEL });
    expect(generation.statusMessage).toContain("400");
  });
});
