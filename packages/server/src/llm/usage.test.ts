import type { Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { TEST_DIALECTS } from "../testing/databases";
import { clearLlmTables, openLlmTestDatabase } from "../testing/llm-database";
import { readCache, writeCache } from "./cache";
import type { LlmTables } from "./schema";
import { listUsage, recordUsage, summarizeUsage, type UsageEntry } from "./usage";

const at = (minute: number) => new Date(Date.UTC(2026, 0, 15, 12, minute));

const entry = (overrides: Partial<UsageEntry> = {}): UsageEntry => ({
  companyId: "acme",
  purpose: "eval.judge",
  model: "m1",
  kind: "chat",
  promptTokens: 100,
  completionTokens: 10,
  latencyMs: 200,
  cached: false,
  ...overrides,
});

describe.each(TEST_DIALECTS)("LLM usage and cache tables on %s", (dialect) => {
  let database: Database;
  let db: Kysely<LlmTables>;

  beforeAll(async () => {
    ({ database, db } = await openLlmTestDatabase(dialect));
  });
  beforeEach(() => clearLlmTables(db));
  afterAll(() => database.close());

  it("lists a company's usage rows newest first, page by page, with the total", async () => {
    for (let minute = 0; minute < 5; minute++) {
      await recordUsage(db, entry({ latencyMs: minute }), at(minute));
    }
    await recordUsage(db, entry({ companyId: "globex" }), at(9));
    const page = await listUsage(db, "acme", { limit: 2, offset: 1 });
    expect(page.total).toBe(5);
    expect(page.rows.map((r) => r.createdAt)).toEqual([at(3).toISOString(), at(2).toISOString()]);
    expect(page.rows[0]).toEqual({
      id: expect.stringMatching(/^llmu_/),
      companyId: "acme",
      purpose: "eval.judge",
      model: "m1",
      kind: "chat",
      promptTokens: 100,
      completionTokens: 10,
      latencyMs: 3,
      cached: false,
      status: "ok",
      errorCode: null,
      createdAt: at(3).toISOString(),
    });
  });

  it("filters usage rows by purpose and by a from-inclusive, to-exclusive time range", async () => {
    await recordUsage(db, entry({ purpose: "a" }), at(0));
    await recordUsage(db, entry({ purpose: "b" }), at(1));
    await recordUsage(db, entry({ purpose: "a" }), at(2));
    const byPurpose = await listUsage(db, "acme", { limit: 10, offset: 0, purpose: "a" });
    expect(byPurpose.total).toBe(2);
    const range = { from: at(1).toISOString(), to: at(2).toISOString() };
    const inRange = await listUsage(db, "acme", { limit: 10, offset: 0, ...range });
    expect(inRange.rows.map((r) => r.purpose)).toEqual(["b"]);
  });

  it("records a failed call as status error with its code", async () => {
    await recordUsage(db, entry({ errorCode: "LLM_TIMEOUT", promptTokens: 0 }), at(0));
    const { rows } = await listUsage(db, "acme", { limit: 1, offset: 0 });
    expect(rows[0]).toMatchObject({ status: "error", errorCode: "LLM_TIMEOUT" });
  });

  it("sums calls, cache hits, errors and tokens per purpose, model and kind", async () => {
    await recordUsage(db, entry({ latencyMs: 100 }), at(0));
    await recordUsage(db, entry({ latencyMs: 300 }), at(1));
    const hit = { cached: true, promptTokens: 0, completionTokens: 0, latencyMs: 2 };
    await recordUsage(db, entry(hit), at(2));
    await recordUsage(
      db,
      entry({ errorCode: "LLM_TIMEOUT", promptTokens: 0, completionTokens: 0 }),
      at(3),
    );
    await recordUsage(db, entry({ purpose: "clustering", kind: "embedding", model: "e1" }), at(4));
    await recordUsage(db, entry({ companyId: "globex" }), at(5));
    const summary = await summarizeUsage(db, "acme");
    expect(summary).toEqual([
      {
        purpose: "eval.judge",
        model: "m1",
        kind: "chat",
        calls: 4,
        cachedCalls: 1,
        errorCalls: 1,
        promptTokens: 200,
        completionTokens: 20,
        avgLatencyMs: Math.round((100 + 300 + 2 + 200) / 4),
      },
      {
        purpose: "clustering",
        model: "e1",
        kind: "embedding",
        calls: 1,
        cachedCalls: 0,
        errorCalls: 0,
        promptTokens: 100,
        completionTokens: 10,
        avgLatencyMs: 200,
      },
    ]);
    expect(await summarizeUsage(db, "acme", { from: at(4).toISOString() })).toHaveLength(1);
    expect(await summarizeUsage(db, "nobody")).toEqual([]);
  });

  it("replaces the cached answer stored for a key and reads it only for its company", async () => {
    const usage = { promptTokens: 7, completionTokens: 3 };
    await writeCache(db, {
      key: "k1",
      companyId: "acme",
      response: { content: "one" },
      usage,
      at: at(0),
    });
    await writeCache(db, {
      key: "k1",
      companyId: "acme",
      response: { content: "two" },
      usage,
      at: at(1),
    });
    expect(await readCache(db, "k1", "acme")).toEqual({ response: { content: "two" }, usage });
    expect(await readCache(db, "k1", "globex")).toBeNull();
    expect(await readCache(db, "k2", "acme")).toBeNull();
  });
});
