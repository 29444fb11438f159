import { createOpenAI } from "@ai-sdk/openai";
import { generateText } from "ai";
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

let world: GenAiWorld;

beforeAll(async () => {
  world = await startGenAiWorld("vercel-ai-app");
  const openai = createOpenAI({ apiKey: "sk-test", baseURL: world.fake.url });
  // Telemetry on: the AI SDK records spans with the global tracer provider (the world's).
  const telemetry = { isEnabled: true, functionId: "support-turn" };
  await generateText({
    model: openai.chat(MODEL),
    system: "You answer questions about plans.",
    prompt: QUESTION,
    experimental_telemetry: telemetry,
  });
  await generateText({
    model: openai.chat(MODEL),
    prompt: FAILING_QUESTION,
    maxRetries: 0,
    experimental_telemetry: telemetry,
  }).catch(() => {});
  await world.flush();
});
afterAll(() => world?.close());

describe("Vercel AI SDK 6 telemetry (ai.* attributes) into Vigil", () => {
  it("stores the call's llm span with model, tokens, messages and the trace's messages", async () => {
    const { answered, llm, details } = await storedTurns(world);
    expect(answered).toMatchObject({
      outcome: "success",
      userMessage: QUESTION,
      agentResponse: ANSWER,
    });
    expect(llm).toMatchObject({ model: MODEL, tokens: EXPECTED_TOKENS });
    expect(llm.input).toEqual([
      { role: "system", content: "You answer questions about plans." },
      { role: "user", content: QUESTION },
    ]);
    expect(llm.output).toBe(ANSWER);
    expect(details.get(answered.id)!.tokenCount).toBe(EXPECTED_TOKENS.total);
  });

  it("stores the failed call as a failed trace", async () => {
    const { failed, details } = await storedTurns(world);
    expect(failed?.outcome).toBe("failure");
    const llm = details.get(failed!.id)!.spans.find((span) => span.type === "llm");
    expect(llm).toMatchObject({ status: "error", model: MODEL });
  });
});
