/**
 * A call that times out or is cancelled by its caller closes its request to the provider and
 * gives its concurrency slot up at once. Waits on the fake's events, never on the clock.
 */
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { type FakeLlm, startFakeLlm } from "../testing/fake-llm";
import { clearLlmTables, openLlmTestDatabase } from "../testing/llm-database";
import { createLlmProvider, type LlmConfig, type LlmProvider } from "./provider";
import type { LlmTables } from "./schema";

const clock = { now: () => new Date("2026-01-15T12:00:00.000Z") };
/** Far longer than any test runs: the slow answer is never sent unless the call waits for it. */
const NEVER_MS = 600_000;
const ask = (content: string, signal?: AbortSignal) => ({
  companyId: "acme",
  purpose: "p",
  messages: [{ role: "user" as const, content }],
  ...(signal ? { signal } : {}),
});

describe("LLM calls that stop early", () => {
  let database: Database;
  let db: Kysely<LlmTables>;
  let fake: FakeLlm;
  const opened: LlmProvider[] = [];

  /** One slot, so a call that kept its slot would hold the next one back. */
  const provider = (overrides: Partial<LlmConfig> = {}) => {
    const config: LlmConfig = {
      baseUrl: fake.url,
      model: "fake-model",
      timeoutMs: 5_000,
      concurrency: 1,
      maxRetries: 0,
      ...overrides,
    };
    const created = createLlmProvider({ config, database: db, clock });
    opened.push(created);
    return created;
  };
  const usage = async () =>
    (await db.selectFrom("llm_usage").selectAll().orderBy("id").execute()).map((r) => [
      r.status,
      r.error_code,
    ]);

  beforeAll(async () => {
    ({ database, db } = await openLlmTestDatabase("sqlite"));
    fake = await startFakeLlm();
  });
  beforeEach(async () => {
    await clearLlmTables(db);
    fake.reset();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((p) => p.close()));
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });

  it("closes a timed-out request and hands its slot to the next call", async () => {
    fake.script({ match: /slow/, delayMs: NEVER_MS, reply: "too late" });
    const llm = provider({ timeoutMs: 200 });
    const slow = llm.chat(ask("slow"));
    const next = llm.chat(ask("next"));
    await expect(slow).rejects.toMatchObject({ status: 504, code: "LLM_TIMEOUT" });
    const first = await fake.ended(await fake.arrived(1));
    expect(first.abandoned).toBe(true);
    expect((await next).content).toBe("echo: next");
    expect(fake.maxInFlight).toBe(1);
    expect(await usage()).toEqual([
      ["error", "LLM_TIMEOUT"],
      ["ok", null],
    ]);
  });

  it("closes a cancelled request, rejects with the caller's reason and frees the slot", async () => {
    fake.script({ match: /slow/, delayMs: NEVER_MS, reply: "too late" });
    const llm = provider();
    const controller = new AbortController();
    const reason = new Error("the run was cancelled");
    const slow = llm.chat(ask("slow", controller.signal));
    const next = llm.chat(ask("next"));
    const first = await fake.arrived(1);
    controller.abort(reason);
    await expect(slow).rejects.toBe(reason);
    expect((await fake.ended(first)).abandoned).toBe(true);
    expect((await next).content).toBe("echo: next");
    expect(fake.maxInFlight).toBe(1);
    expect(await usage()).toEqual([
      ["error", "LLM_CANCELLED"],
      ["ok", null],
    ]);
  });

  it("takes a call cancelled while it waits for a slot out of the queue, unsent", async () => {
    fake.script({ match: /slow/, delayMs: NEVER_MS, reply: "too late", times: 1 });
    const llm = provider();
    const holder = new AbortController();
    const waiter = new AbortController();
    const slow = llm.chat(ask("slow", holder.signal));
    const queued = llm.chat(ask("queued", waiter.signal));
    const last = llm.chat(ask("last"));
    await fake.arrived(1);
    waiter.abort();
    await expect(queued).rejects.toMatchObject({ name: "AbortError" });
    holder.abort();
    await expect(slow).rejects.toMatchObject({ name: "AbortError" });
    expect((await last).content).toBe("echo: last");
    expect(fake.requests.map((r) => r.body.messages?.[0]?.content)).toEqual(["slow", "last"]);
  });

  it("stops waiting between retries when cancelled, and sends nothing more", async () => {
    fake.script({ status: 503, headers: { "retry-after": "60" } });
    const llm = provider({ maxRetries: 3 });
    const controller = new AbortController();
    const failing = llm.chat(ask("retry me", controller.signal));
    await fake.ended(await fake.arrived(1));
    controller.abort();
    await expect(failing).rejects.toMatchObject({ name: "AbortError" });
    expect(fake.requests).toHaveLength(1);
  });

  it("refuses an already aborted signal before asking the cache or the provider", async () => {
    const llm = provider({ embeddingModel: "fake-embedding" });
    const aborted = AbortSignal.abort(new Error("gone"));
    await expect(llm.chat(ask("never", aborted))).rejects.toThrow("gone");
    await expect(
      llm.embed({ companyId: "acme", purpose: "p", input: ["x"], signal: aborted }),
    ).rejects.toThrow("gone");
    expect(fake.requests).toHaveLength(0);
    expect(await usage()).toEqual([]);
  });

  it("closes a cancelled embeddings request too", async () => {
    fake.script({ endpoint: "embeddings", delayMs: NEVER_MS });
    const llm = provider({ embeddingModel: "fake-embedding" });
    const controller = new AbortController();
    const embedding = llm.embed({
      companyId: "acme",
      purpose: "p",
      input: ["slow"],
      signal: controller.signal,
    });
    const first = await fake.arrived(1);
    controller.abort();
    await expect(embedding).rejects.toMatchObject({ name: "AbortError" });
    expect((await fake.ended(first)).abandoned).toBe(true);
  });
});
