import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";

describe("LLM configuration", () => {
  it("is unset by default, with a 60 s timeout, 4 calls at once and 2 retries", () => {
    expect(loadConfig({}, {}).llm).toEqual({ timeoutMs: 60_000, concurrency: 4, maxRetries: 2 });
  });

  it("reads the VIGIL_LLM_* variables", () => {
    const env = {
      VIGIL_LLM_BASE_URL: "http://127.0.0.1:11434/v1",
      VIGIL_LLM_API_KEY: "sk-x",
      VIGIL_LLM_MODEL: "llama3.1",
      VIGIL_LLM_EMBEDDING_MODEL: "nomic-embed-text",
      VIGIL_LLM_TIMEOUT: "2m",
      VIGIL_LLM_CONCURRENCY: "8",
      VIGIL_LLM_MAX_RETRIES: "0",
    };
    expect(loadConfig({}, env).llm).toEqual({
      baseUrl: "http://127.0.0.1:11434/v1",
      apiKey: "sk-x",
      model: "llama3.1",
      embeddingModel: "nomic-embed-text",
      timeoutMs: 120_000,
      concurrency: 8,
      maxRetries: 0,
    });
  });

  it("says which LLM setting is wrong", () => {
    expect(() => loadConfig({}, { VIGIL_LLM_TIMEOUT: "soon" })).toThrow(/llm\.timeoutMs/);
    expect(() => loadConfig({}, { VIGIL_LLM_CONCURRENCY: "0" })).toThrow(/llm\.concurrency/);
  });
});
