import { LangChainInstrumentation } from "@arizeai/openinference-instrumentation-langchain";
import * as CallbackManagerModule from "@langchain/core/callbacks/manager";
import { ChatOpenAI } from "@langchain/openai";
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
  world = await startGenAiWorld("langchain-app");
  const instrumentation = new LangChainInstrumentation({ tracerProvider: world.tracerProvider });
  instrumentation.manuallyInstrument(CallbackManagerModule);
  const chat = new ChatOpenAI({
    model: MODEL,
    apiKey: "sk-test",
    maxRetries: 0,
    configuration: { baseURL: world.fake.url },
  });
  await chat.invoke([
    { role: "system", content: "You answer questions about plans." },
    { role: "user", content: QUESTION },
  ]);
  await chat.invoke([{ role: "user", content: FAILING_QUESTION }]).catch(() => {});
  await world.flush();
});
afterAll(() => world?.close());

describe("LangChain (@langchain/openai 1.5.8) through OpenInference 4.1 into Vigil", () => {
  it("stores an llm span with model, tokens, messages and the trace's messages", async () => {
    const { answered, llm } = await storedTurns(world);
    expect(answered).toMatchObject({
      outcome: "success",
      userMessage: QUESTION,
      agentResponse: ANSWER,
    });
    expect(llm).toMatchObject({ model: MODEL, tokens: EXPECTED_TOKENS });
    expect(llm.input).toMatchObject([
      { role: "system", content: "You answer questions about plans." },
      { role: "user", content: QUESTION },
    ]);
    expect(llm.output).toMatchObject([{ role: "assistant", content: ANSWER }]);
  });

  it("stores the failed call as a failed trace", async () => {
    const { failed, details } = await storedTurns(world);
    expect(failed?.outcome).toBe("failure");
    expect(details.get(failed!.id)!.spans[0]).toMatchObject({ type: "llm", status: "error" });
  });
});
