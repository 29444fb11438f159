import { OpenAIInstrumentation } from "@arizeai/openinference-instrumentation-openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ANSWER,
  callOpenAiTwice,
  EXPECTED_TOKENS,
  type GenAiWorld,
  MODEL,
  QUESTION,
  startGenAiWorld,
  storedTurns,
} from "../../../testing/genai-world";

let world: GenAiWorld;

beforeAll(async () => {
  world = await startGenAiWorld("openinference-app");
  const instrumentation = new OpenAIInstrumentation({ tracerProvider: world.tracerProvider });
  // It takes the client class (which carries itself as .OpenAI, as the module does).
  instrumentation.manuallyInstrument(world.loadOpenAI().OpenAI);
  await callOpenAiTwice(world.client());
  await world.flush();
});
afterAll(() => world?.close());

describe("OpenInference (@arizeai/openinference-instrumentation-openai 4.2) into Vigil", () => {
  it("stores an llm span with model, tokens, messages and the trace's messages", async () => {
    const { answered, llm } = await storedTurns(world);
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
    expect(llm.output).toEqual([{ role: "assistant", content: ANSWER }]);
  });

  it("gets no span for the failed call: the library never ends it", async () => {
    // Its wrapper ends the span when the response arrives; an API error (here a 400) rejects
    // the promise past it, so the span is never ended and never exported. Nothing to store.
    const { items } = await world.traces();
    expect(items.map((item) => item.userMessage)).toEqual([QUESTION]);
  });
});
