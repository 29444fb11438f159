/**
 * A call that times out or is cancelled by its caller closes its request to the provider and
 * gives its concurrency slot up at once. Waits on the fake's events, never on the clock.
 */
import { describe, expect, it } from "vitest";
import { useLlmRig } from "../testing/llm-rig";

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
  /** One slot, so a call that kept its slot would hold the next one back. */
  const rig = useLlmRig({ concurrency: 1, maxRetries: 0 }, clock);

  it("closes a timed-out request and hands its slot to the next call", async () => {
    rig.fake.script({ match: /slow/, delayMs: NEVER_MS, reply: "too late" });
    const llm = rig.provider({ timeoutMs: 200 });
    const slow = llm.chat(ask("slow"));
    const next = llm.chat(ask("next"));
    await expect(slow).rejects.toMatchObject({ status: 504, code: "LLM_TIMEOUT" });
    const first = await rig.fake.ended(await rig.fake.arrived(1));
    expect(first.abandoned).toBe(true);
    expect((await next).content).toBe("echo: next");
    expect(rig.fake.maxInFlight).toBe(1);
    expect(await rig.usage()).toEqual([
      ["error", "LLM_TIMEOUT"],
      ["ok", null],
    ]);
  });

  it("closes a cancelled request, rejects with the caller's reason and frees the slot", async () => {
    rig.fake.script({ match: /slow/, delayMs: NEVER_MS, reply: "too late" });
    const llm = rig.provider();
    const controller = new AbortController();
    const reason = new Error("the run was cancelled");
    const slow = llm.chat(ask("slow", controller.signal));
    const next = llm.chat(ask("next"));
    const first = await rig.fake.arrived(1);
    controller.abort(reason);
    await expect(slow).rejects.toBe(reason);
    expect((await rig.fake.ended(first)).abandoned).toBe(true);
    expect((await next).content).toBe("echo: next");
    expect(rig.fake.maxInFlight).toBe(1);
    expect(await rig.usage()).toEqual([
      ["error", "LLM_CANCELLED"],
      ["ok", null],
    ]);
  });

  it("takes a call cancelled while it waits for a slot out of the queue, unsent", async () => {
    rig.fake.script({ match: /slow/, delayMs: NEVER_MS, reply: "too late", times: 1 });
    const llm = rig.provider();
    const holder = new AbortController();
    const waiter = new AbortController();
    const slow = llm.chat(ask("slow", holder.signal));
    const queued = llm.chat(ask("queued", waiter.signal));
    const last = llm.chat(ask("last"));
    await rig.fake.arrived(1);
    waiter.abort();
    await expect(queued).rejects.toMatchObject({ name: "AbortError" });
    holder.abort();
    await expect(slow).rejects.toMatchObject({ name: "AbortError" });
    expect((await last).content).toBe("echo: last");
    expect(rig.fake.requests.map((r) => r.body.messages?.[0]?.content)).toEqual(["slow", "last"]);
  });

  it("stops waiting between retries when cancelled, and sends nothing more", async () => {
    rig.fake.script({ status: 503, headers: { "retry-after": "60" } });
    const llm = rig.provider({ maxRetries: 3 });
    const controller = new AbortController();
    const failing = llm.chat(ask("retry me", controller.signal));
    await rig.fake.ended(await rig.fake.arrived(1));
    controller.abort();
    await expect(failing).rejects.toMatchObject({ name: "AbortError" });
    expect(rig.fake.requests).toHaveLength(1);
  });

  it("refuses an already aborted signal before asking the cache or the provider", async () => {
    const llm = rig.provider({ embeddingModel: "fake-embedding" });
    const aborted = AbortSignal.abort(new Error("gone"));
    await expect(llm.chat(ask("never", aborted))).rejects.toThrow("gone");
    await expect(
      llm.embed({ companyId: "acme", purpose: "p", input: ["x"], signal: aborted }),
    ).rejects.toThrow("gone");
    expect(rig.fake.requests).toHaveLength(0);
    expect(await rig.usage()).toEqual([]);
  });

  it("closes a cancelled embeddings request too", async () => {
    rig.fake.script({ endpoint: "embeddings", delayMs: NEVER_MS });
    const llm = rig.provider({ embeddingModel: "fake-embedding" });
    const controller = new AbortController();
    const embedding = llm.embed({
      companyId: "acme",
      purpose: "p",
      input: ["slow"],
      signal: controller.signal,
    });
    const first = await rig.fake.arrived(1);
    controller.abort();
    await expect(embedding).rejects.toMatchObject({ name: "AbortError" });
    expect((await rig.fake.ended(first)).abandoned).toBe(true);
  });
});
