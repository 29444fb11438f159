import { metrics } from "@opentelemetry/api";
import { OpenAIInstrumentation } from "@opentelemetry/instrumentation-openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ANSWER,
  FAILING_QUESTION,
  FAKE_USAGE,
  type GenAiWorld,
  MODEL,
  QUESTION,
  startGenAiWorld,
} from "../../../testing/genai-world";

let world: GenAiWorld;
let instrumentation: OpenAIInstrumentation;

beforeAll(async () => {
  world = await startGenAiWorld("otel-openai-app");
  // As a user sets it up: content capture on, so messages travel as OTLP log records.
  instrumentation = new OpenAIInstrumentation({ captureMessageContent: true });
  instrumentation.setTracerProvider(world.tracerProvider);
  instrumentation.setLoggerProvider(world.loggerProvider);
  // Its duration histogram exists only once a meter provider is set (the NodeSDK sets one);
  // without it a failed call throws inside the instrumentation.
  instrumentation.setMeterProvider(metrics.getMeterProvider());
  const openai = world.client();
  await openai.chat.completions.create({
    model: MODEL,
    messages: [
      { role: "system", content: "You answer questions about plans." },
      { role: "user", content: QUESTION },
    ],
  });
  await openai.chat.completions
    .create({ model: MODEL, messages: [{ role: "user", content: FAILING_QUESTION }] })
    .catch(() => {});
  await world.flush();
});
afterAll(async () => {
  instrumentation?.disable();
  await world?.close();
});

describe("@opentelemetry/instrumentation-openai 0.21 (content as OTLP logs) into Vigil", () => {
  it("stores the call as an llm span with model, tokens and the messages from the log events", async () => {
    const { items, details } = await world.traces();
    expect(items).toHaveLength(2);
    const ok = items.find((item) => item.outcome === "success")!;
    expect(ok).toMatchObject({ userMessage: QUESTION, agentResponse: ANSWER });
    const llm = details.get(ok.id)!.spans.find((span) => span.type === "llm")!;
    expect(llm).toMatchObject({
      model: MODEL,
      tokens: {
        input: FAKE_USAGE.prompt_tokens,
        output: FAKE_USAGE.completion_tokens,
        total: FAKE_USAGE.prompt_tokens + FAKE_USAGE.completion_tokens,
      },
    });
    expect(llm.input).toEqual([
      { role: "system", content: "You answer questions about plans." },
      { role: "user", content: QUESTION },
    ]);
    expect(llm.output).toMatchObject([{ role: "assistant", content: ANSWER }]);
  });

  it("stores the failed call as a failed trace", async () => {
    const { items, details } = await world.traces();
    const failed = items.find((item) => item.outcome === "failure")!;
    expect(failed.userMessage).toBe(FAILING_QUESTION);
    expect(details.get(failed.id)!.spans[0]).toMatchObject({ type: "llm", model: MODEL });
  });
});
