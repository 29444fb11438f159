import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Database } from "../db/database";
import { createLogger } from "../http/logger";
import { TEST_DIALECTS } from "../testing/databases";
import { FAKE_EMBEDDING_DIMENSIONS, type FakeLlm, startFakeLlm } from "../testing/fake-llm";
import { clearLlmTables, openLlmTestDatabase } from "../testing/llm-database";
import { createLlmProvider, type LlmConfig, type LlmProvider } from "./provider";
import type { LlmTables } from "./schema";

const API_KEY = "sk-test-0123456789abcdef";
const clock = { now: () => new Date("2026-01-15T12:00:00.000Z") };
const ask = (content: string) => [{ role: "user" as const, content }];

describe.each(TEST_DIALECTS)("LLM provider on %s", (dialect) => {
  let database: Database;
  let db: Kysely<LlmTables>;
  let fake: FakeLlm;
  let llm: LlmProvider;
  let logLines: string[];

  const config = (overrides: Partial<LlmConfig> = {}): LlmConfig => ({
    baseUrl: fake.url,
    apiKey: API_KEY,
    model: "fake-model",
    embeddingModel: "fake-embedding",
    timeoutMs: 5_000,
    concurrency: 4,
    maxRetries: 2,
    ...overrides,
  });
  const provider = (overrides: Partial<LlmConfig> = {}) => {
    const logger = createLogger("info", (text) => logLines.push(text));
    return createLlmProvider({ config: config(overrides), database: db, clock, logger });
  };
  const usageRows = () => db.selectFrom("llm_usage").selectAll().orderBy("id").execute();

  beforeAll(async () => {
    ({ database, db } = await openLlmTestDatabase(dialect));
    fake = await startFakeLlm();
  });
  beforeEach(async () => {
    await clearLlmTables(db);
    fake.reset();
    logLines = [];
    llm = provider();
  });
  afterEach(() => llm.close());
  afterAll(async () => {
    await fake.close();
    await database.close();
  });

  it("returns the scripted answer and records a usage row with company, purpose, model, tokens and latency", async () => {
    fake.script({
      match: /capital of France/,
      reply: "Paris",
      usage: { prompt_tokens: 12, completion_tokens: 1 },
    });
    const answer = await llm.chat({
      companyId: "acme",
      purpose: "test.capital",
      messages: ask("What is the capital of France?"),
    });
    expect(answer).toMatchObject({
      content: "Paris",
      model: "fake-model",
      cached: false,
      usage: { promptTokens: 12, completionTokens: 1 },
    });
    expect(answer.latencyMs).toBeGreaterThanOrEqual(0);
    const [row, ...others] = await usageRows();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      company_id: "acme",
      purpose: "test.capital",
      model: "fake-model",
      kind: "chat",
      cached: 0,
      status: "ok",
      error_code: null,
      created_at: "2026-01-15T12:00:00.000Z",
    });
    expect(Number(row?.prompt_tokens)).toBe(12);
    expect(Number(row?.completion_tokens)).toBe(1);
    expect(Number(row?.latency_ms)).toBeGreaterThanOrEqual(0);
    expect(row?.id).toMatch(/^llmu_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(fake.requests[0]?.body).toMatchObject({ model: "fake-model", temperature: 0 });
  });

  it("serves a repeated call at temperature 0 from the cache: one provider request, a cached usage row billing 0 tokens", async () => {
    const request = { companyId: "acme", purpose: "test.cache", messages: ask("Say hi") };
    const first = await llm.chat(request);
    const second = await llm.chat(request);
    expect(fake.requests).toHaveLength(1);
    expect(second).toMatchObject({ content: first.content, cached: true, usage: first.usage });
    const rows = await usageRows();
    expect(rows.map((r) => Number(r.cached))).toEqual([0, 1]);
    expect(Number(rows[1]?.prompt_tokens) + Number(rows[1]?.completion_tokens)).toBe(0);
  });

  it("asks the provider again for a call at a temperature above 0", async () => {
    const request = {
      companyId: "acme",
      purpose: "p",
      messages: ask("Be creative"),
      temperature: 0.7,
    };
    await llm.chat(request);
    const again = await llm.chat(request);
    expect(again.cached).toBe(false);
    expect(fake.requests).toHaveLength(2);
    expect(await db.selectFrom("llm_cache").selectAll().execute()).toEqual([]);
  });

  it("never serves one company's cached answer to another company", async () => {
    const messages = ask("Summarise our refund policy");
    await llm.chat({ companyId: "acme", purpose: "p", messages });
    const other = await llm.chat({ companyId: "globex", purpose: "p", messages });
    expect(other.cached).toBe(false);
    expect(fake.requests).toHaveLength(2);
  });

  it("asks for JSON with a json_schema response_format and returns the validated value", async () => {
    fake.script({ reply: { score: 4, reason: "mostly right" } });
    const schema = z.object({ score: z.number().int().min(1).max(5), reason: z.string() });
    const answer = await llm.chat({
      companyId: "acme",
      purpose: "eval.judge",
      messages: ask("Rate it"),
      output: { name: "rating", schema },
    });
    expect(answer.value).toEqual({ score: 4, reason: "mostly right" });
    expect(fake.requests[0]?.body.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "rating", strict: true, schema: { type: "object" } },
    });
    const again = await llm.chat({
      companyId: "acme",
      purpose: "eval.judge",
      messages: ask("Rate it"),
      output: { name: "rating", schema },
    });
    expect(again).toMatchObject({ cached: true, value: { score: 4, reason: "mostly right" } });
  });

  it("embeds texts into one unit vector each and serves a repeated embedding from the cache", async () => {
    const request = {
      companyId: "acme",
      purpose: "clustering",
      input: ["refund late", "late refund", "hello"],
    };
    const first = await llm.embed(request);
    expect(first.vectors).toHaveLength(3);
    expect(first.vectors[0]).toHaveLength(FAKE_EMBEDDING_DIMENSIONS);
    expect(first.vectors[0]).toEqual(first.vectors[1]);
    expect(first).toMatchObject({
      model: "fake-embedding",
      cached: false,
      usage: { promptTokens: 5 },
    });
    const second = await llm.embed(request);
    expect(second).toMatchObject({ vectors: first.vectors, cached: true });
    expect(fake.requests.map((r) => r.path)).toEqual(["/v1/embeddings"]);
    expect(fake.requests[0]?.body).toMatchObject({ model: "fake-embedding", input: request.input });
    const rows = await usageRows();
    expect(rows.map((r) => [r.kind, Number(r.cached)])).toEqual([
      ["embedding", 0],
      ["embedding", 1],
    ]);
  });

  it("answers 503 llm_provider_not_configured without a request when no base URL or model is set", async () => {
    for (const unset of [{ baseUrl: undefined }, { model: undefined }]) {
      const bare = provider(unset);
      expect(bare.configured).toBe(false);
      const error = {
        status: 503,
        code: "SERVICE_UNAVAILABLE",
        details: { reason: "llm_provider_not_configured" },
      };
      await expect(
        bare.chat({ companyId: "acme", purpose: "p", messages: ask("hi") }),
      ).rejects.toMatchObject(error);
      await expect(
        bare.embed({ companyId: "acme", purpose: "p", input: ["hi"] }),
      ).rejects.toMatchObject(error);
      await expect(
        bare.chat({ companyId: "acme", purpose: "p", messages: ask("hi") }),
      ).rejects.toThrow(/VIGIL_LLM_BASE_URL.*VIGIL_LLM_MODEL/);
      await bare.close();
    }
    expect(fake.requests).toEqual([]);
    expect(await usageRows()).toEqual([]);
  });

  it("answers 503 llm_embedding_model_not_configured for embeddings without an embedding model", async () => {
    const chatOnly = provider({ embeddingModel: undefined });
    expect(chatOnly.configured).toBe(true);
    await expect(
      chatOnly.embed({ companyId: "acme", purpose: "p", input: ["hi"] }),
    ).rejects.toMatchObject({
      status: 503,
      details: { reason: "llm_embedding_model_not_configured" },
    });
    await chatOnly.close();
    expect(fake.requests).toEqual([]);
  });

  it("sends the API key as a Bearer token and never writes it or the messages to the log", async () => {
    fake.script({
      match: /first/,
      status: 500,
      body: `{"error":{"message":"bad key ${API_KEY}"}}`,
      times: 3,
    });
    await llm.chat({
      companyId: "acme",
      purpose: "p",
      messages: ask("confidential second question"),
    });
    const once = provider({ maxRetries: 0 });
    await expect(
      once.chat({ companyId: "acme", purpose: "p", messages: ask("confidential first") }),
    ).rejects.toMatchObject({
      code: "LLM_PROVIDER_ERROR",
      details: { providerMessage: "bad key [redacted]" },
    });
    await once.close();
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    await new Promise((resolve) => setImmediate(resolve));
    const log = logLines.join("");
    expect(log).toContain('"msg":"llm call"');
    expect(log).toContain('"msg":"llm call failed"');
    expect(log).not.toContain(API_KEY);
    expect(log).not.toContain("confidential");
  });
});
