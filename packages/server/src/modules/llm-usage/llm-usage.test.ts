import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { type FakeLlm, startFakeLlm } from "../../testing/fake-llm";
import { createTestApp, dataOf, expectError, type TestApp } from "../../testing/harness";

interface UsageRow {
  id: string;
  purpose: string;
  model: string;
  kind: string;
  promptTokens: number;
  completionTokens: number;
  cached: boolean;
  status: string;
}

describe.each(TEST_DIALECTS)("LLM usage on %s", (dialect) => {
  let fake: FakeLlm;
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    fake = await startFakeLlm({
      rules: [
        {
          match: /summarise/,
          reply: "a summary",
          usage: { prompt_tokens: 12, completion_tokens: 3 },
        },
      ],
    });
    t = await createTestApp({
      dialect,
      env: {
        VIGIL_LLM_BASE_URL: fake.url,
        VIGIL_LLM_MODEL: "fake-model",
        VIGIL_LLM_API_KEY: "sk-test",
      },
    });
    admin = await t.key({ companyId: "acme" });
    const ask = (companyId: string, purpose: string, content = "summarise this") =>
      t.deps.llm.chat({
        companyId,
        purpose,
        messages: [{ role: "user", content }],
      });
    await ask("acme", "explainer.analysis");
    await ask("acme", "explainer.analysis"); // the same request at temperature 0: a cache hit
    await ask("acme", "eval.judge", "summarise that");
    await ask("globex", "eval.judge");
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("lists the company's provider calls and cache hits, newest first, with their tokens", async () => {
    const res = await t.call("GET", "/api/v2/llm/usage", { key: admin });
    const body = (await res.json()) as { data: UsageRow[]; pagination: { total: number } };
    expect(res.status).toBe(200);
    expect(body.pagination.total).toBe(3);
    expect(body.data.map((row) => row.purpose)).toEqual([
      "eval.judge",
      "explainer.analysis",
      "explainer.analysis",
    ]);
    expect(body.data.map((row) => row.cached)).toEqual([false, true, false]);
    expect(body.data[2]).toMatchObject({
      model: "fake-model",
      kind: "chat",
      promptTokens: 12,
      completionTokens: 3,
      status: "ok",
    });
    expect(body.data[2]?.id).toMatch(/^llmu_[0-9A-Z]{26}$/);
    expect(fake.requests).toHaveLength(3);
  });

  it("filters by purpose", async () => {
    const res = await t.call("GET", "/api/v2/llm/usage?purpose=eval.judge", { key: admin });
    const rows = await dataOf<UsageRow[]>(res);
    expect(rows).toHaveLength(1);
  });

  it("sums the company's usage per purpose, with cache hits billed no tokens", async () => {
    const summary = await dataOf<{
      provider: { configured: boolean; model: string | null };
      totals: { calls: number; cachedCalls: number; promptTokens: number };
    }>(await t.call("GET", "/api/v2/llm/usage/summary", { key: admin }));
    expect(summary.provider).toEqual({
      configured: true,
      model: "fake-model",
      embeddingModel: null,
    });
    expect(summary.totals).toMatchObject({ calls: 3, cachedCalls: 1, promptTokens: 24 });
  });

  it("returns 403 FORBIDDEN to a member", async () => {
    const member = await t.key({ companyId: "acme", userId: "u2", role: "member" });
    await expectError(await t.call("GET", "/api/v2/llm/usage", { key: member }), 403, "FORBIDDEN");
    await expectError(
      await t.call("GET", "/api/v2/llm/usage/summary", { key: member }),
      403,
      "FORBIDDEN",
    );
  });

  it("shows another company only its own calls", async () => {
    const other = await t.key({ companyId: "globex" });
    const rows = await dataOf<UsageRow[]>(await t.call("GET", "/api/v2/llm/usage", { key: other }));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.purpose).toBe("eval.judge");
  });

  it("returns 400 VALIDATION_ERROR for a from that is not an instant", async () => {
    await expectError(
      await t.call("GET", "/api/v2/llm/usage?from=yesterday", { key: admin }),
      400,
      "VALIDATION_ERROR",
    );
  });
});

describe("LLM provider without configuration", () => {
  it("reports the provider unconfigured and refuses a model call with 503 llm_provider_not_configured", async () => {
    const t = await createTestApp();
    try {
      const key = await t.key();
      const summary = await dataOf<{ provider: { configured: boolean } }>(
        await t.call("GET", "/api/v2/llm/usage/summary", { key }),
      );
      expect(summary.provider.configured).toBe(false);
      await expect(
        t.deps.llm.chat({
          companyId: "default",
          purpose: "test",
          messages: [{ role: "user", content: "hi" }],
        }),
      ).rejects.toMatchObject({
        status: 503,
        code: "SERVICE_UNAVAILABLE",
        details: { reason: "llm_provider_not_configured" },
      });
    } finally {
      await t.close();
    }
  });
});
