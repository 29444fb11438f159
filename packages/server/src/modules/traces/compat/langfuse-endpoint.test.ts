import { LangfuseSpanProcessor } from "@langfuse/otel";
import { setLangfuseTracerProvider } from "@langfuse/tracing";
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

const SERVICE = "langfuse-native";
const LANGFUSE_ENV = ["LANGFUSE_PUBLIC_KEY", "LANGFUSE_SECRET_KEY", "LANGFUSE_BASEURL"] as const;

let world: GenAiWorld;
let provider: NodeTracerProvider;
const saved = new Map<string, string | undefined>();

beforeAll(async () => {
  world = await startGenAiWorld(SERVICE);
  // All a Langfuse user changes: the three variables. The processor makes its own default
  // exporter (OTLP/HTTP JSON to `${LANGFUSE_BASEURL}/api/public/otel/v1/traces`, Basic auth).
  for (const name of LANGFUSE_ENV) saved.set(name, process.env[name]);
  process.env.LANGFUSE_PUBLIC_KEY = "vigil";
  process.env.LANGFUSE_SECRET_KEY = world.key;
  process.env.LANGFUSE_BASEURL = world.server.url;
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": SERVICE }),
    spanProcessors: [new LangfuseSpanProcessor({ exportMode: "immediate" })],
  });
  setLangfuseTracerProvider(provider);
  const openai = world.client();
  await supportTurn(openai, QUESTION);
  await supportTurn(openai, FAILING_QUESTION);
  await provider.forceFlush();
});
afterAll(async () => {
  for (const [name, value] of saved) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await provider?.shutdown();
  await world?.close();
});

describe("Langfuse JS SDK v5 with its default exporter (only LANGFUSE_* changed) into Vigil", () => {
  it("stores the generation with model, usage and messages, and the trace's Langfuse fields", async () => {
    const { answered, llm, details } = await storedTurns(world);
    expect(answered).toMatchObject({
      outcome: "success",
      userMessage: QUESTION,
      agentResponse: ANSWER,
    });
    expect(llm).toMatchObject({ model: MODEL, tokens: EXPECTED_TOKENS });
    expect(llm.input).toEqual([{ role: "user", content: QUESTION }]);
    expect(llm.output).toMatchObject({ role: "assistant", content: ANSWER });
    expect(details.get(answered.id)).toMatchObject({
      name: "support-turn",
      userId: "user-42",
      sessionId: "session-7",
      metadata: { tags: ["beta"], plan: "pro" },
    });
  });

  it("stores a generation at level ERROR as a failed trace", async () => {
    const { failed, details } = await storedTurns(world);
    expect(failed?.outcome).toBe("failure");
    const generation = details.get(failed!.id)!.spans.find((span) => span.type === "llm")!;
    expect(generation).toMatchObject({ status: "error", model: MODEL });
  });
});
