/**
 * Each way a provider call can go wrong, against the fake over a real port. The usage rows they
 * write are the same SQL on every dialect (provider.test.ts and usage.test.ts run both), so
 * these run on SQLite only.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { startFakeLlm } from "../testing/fake-llm";
import { useLlmRig } from "../testing/llm-rig";
import type { LlmProvider } from "./provider";

const clock = { now: () => new Date("2026-01-15T12:00:00.000Z") };
const Rating = z.object({ score: z.number().int().min(1).max(5) });
const judge = (content = "Rate the answer") => ({
  companyId: "acme",
  purpose: "eval.judge",
  messages: [{ role: "user" as const, content }],
  output: { name: "rating", schema: Rating },
});

describe("LLM provider failures", () => {
  const rig = useLlmRig({ concurrency: 4, maxRetries: 2 }, clock);
  let llm: LlmProvider;
  beforeEach(() => {
    llm = rig.provider();
  });

  it("repairs invalid JSON with one more call that states the validation errors", async () => {
    rig.fake.script({ reply: '{"score": "great"}', times: 1 });
    rig.fake.script({ reply: '```json\n{"score": 5}\n```' });
    const answer = await llm.chat(judge());
    expect(answer.value).toEqual({ score: 5 });
    expect(rig.fake.requests).toHaveLength(2);
    const repair = rig.fake.requests[1]?.body.messages ?? [];
    expect(repair.slice(0, 2)).toEqual([
      { role: "user", content: "Rate the answer" },
      { role: "assistant", content: '{"score": "great"}' },
    ]);
    expect(repair[2]?.content).toMatch(/score: Invalid input: expected number, received string/);
    expect(await rig.usage()).toEqual([
      ["ok", null],
      ["ok", null],
    ]);
  });

  it("throws 502 LLM_INVALID_OUTPUT with the issues when the repaired answer is invalid too", async () => {
    rig.fake.script({ reply: "I think it deserves a 4." });
    await expect(llm.chat(judge())).rejects.toMatchObject({
      status: 502,
      code: "LLM_INVALID_OUTPUT",
      details: { issues: [{ path: "", message: expect.stringMatching(/^not JSON/) }] },
    });
    expect(rig.fake.requests).toHaveLength(2);
    expect(await rig.db.selectFrom("llm_cache").selectAll().execute()).toEqual([]);
  });

  it("falls back to json_object when the provider refuses json_schema, and keeps to it", async () => {
    rig.fake.script({ rejectJsonSchema: true });
    rig.fake.script({ reply: { score: 3 } });
    expect((await llm.chat(judge("first"))).value).toEqual({ score: 3 });
    expect((await llm.chat(judge("second"))).value).toEqual({ score: 3 });
    const formats = rig.fake.requests.map((r) => r.body.response_format?.type);
    expect(formats).toEqual(["json_schema", "json_object", "json_object"]);
    const system = rig.fake.requests[1]?.body.messages?.[0];
    expect(system).toMatchObject({
      role: "system",
      content: expect.stringContaining("JSON Schema"),
    });
    expect(await rig.usage()).toEqual([
      ["error", "LLM_PROVIDER_ERROR"],
      ["ok", null],
      ["ok", null],
    ]);
  });

  it("asks again when a cached answer no longer passes the output schema, and caches the new one", async () => {
    rig.fake.script({ reply: { score: 9 }, times: 1 });
    rig.fake.script({ reply: { score: 3 } });
    const loose = z.object({ score: z.number() });
    const strict = z.object({ score: z.number().refine((n) => n <= 5, "at most 5") });
    const request = { ...judge(), output: { name: "rating", schema: loose } };
    expect((await llm.chat(request)).value).toEqual({ score: 9 });
    const refined = { ...request, output: { name: "rating", schema: strict } };
    expect(await llm.chat(refined)).toMatchObject({ cached: false, value: { score: 3 } });
    expect(await llm.chat(refined)).toMatchObject({ cached: true, value: { score: 3 } });
    expect(rig.fake.requests).toHaveLength(2);
  });

  it("times out a slow answer with 504 LLM_TIMEOUT and records an error row", async () => {
    rig.fake.script({ delayMs: 2_000, reply: "too late" });
    const quick = rig.provider({ timeoutMs: 200 });
    await expect(quick.chat(judge())).rejects.toMatchObject({
      status: 504,
      code: "LLM_TIMEOUT",
      details: { reason: "llm_timeout", timeoutMs: 200 },
    });
    expect(rig.fake.requests).toHaveLength(1);
    expect(await rig.usage()).toEqual([["error", "LLM_TIMEOUT"]]);
  });

  it("retries a 500 and returns the answer that follows", async () => {
    rig.fake.script({ status: 500, times: 1 });
    rig.fake.script({ reply: "recovered" });
    const answer = await llm.chat({
      companyId: "acme",
      purpose: "p",
      messages: [{ role: "user", content: "hi" }],
    });
    expect(answer.content).toBe("recovered");
    expect(rig.fake.requests).toHaveLength(2);
    expect(await rig.usage()).toEqual([
      ["error", "LLM_PROVIDER_ERROR"],
      ["ok", null],
    ]);
  });

  it("waits as long as a 429's Retry-After asks before retrying", async () => {
    rig.fake.script({ status: 429, headers: { "retry-after": "1" }, times: 1 });
    rig.fake.script({ reply: "after the wait" });
    const answer = await llm.chat({
      companyId: "acme",
      purpose: "p",
      messages: [{ role: "user", content: "hi" }],
    });
    expect(answer.content).toBe("after the wait");
    const [limited, retried] = rig.fake.requests;
    expect((retried?.startedAt ?? 0) - (limited?.endedAt ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it("gives up after maxRetries with 502 LLM_PROVIDER_ERROR and the provider's status", async () => {
    rig.fake.script({ status: 503 });
    const twice = rig.provider({ maxRetries: 1 });
    await expect(
      twice.chat({ companyId: "acme", purpose: "p", messages: [{ role: "user", content: "hi" }] }),
    ).rejects.toMatchObject({
      status: 502,
      code: "LLM_PROVIDER_ERROR",
      details: { status: 503, providerMessage: "scripted failure 503" },
    });
    expect(rig.fake.requests).toHaveLength(2);
  });

  it("does not retry a 400", async () => {
    rig.fake.script({ status: 400 });
    await expect(
      llm.chat({ companyId: "acme", purpose: "p", messages: [{ role: "user", content: "hi" }] }),
    ).rejects.toMatchObject({ code: "LLM_PROVIDER_ERROR", details: { status: 400 } });
    expect(rig.fake.requests).toHaveLength(1);
  });

  it("throws 502 LLM_PROVIDER_ERROR for a 200 whose body is not an OpenAI answer", async () => {
    rig.fake.script({ body: "{not json" });
    await expect(
      llm.chat({ companyId: "acme", purpose: "p", messages: [{ role: "user", content: "hi" }] }),
    ).rejects.toMatchObject({ status: 502, code: "LLM_PROVIDER_ERROR", details: { status: 200 } });
    expect(await rig.usage()).toEqual([["error", "LLM_PROVIDER_ERROR"]]);
  });

  it("throws 502 LLM_PROVIDER_ERROR without a status when nothing listens at the base URL", async () => {
    const gone = await startFakeLlm();
    await gone.close();
    const unreachable = rig.provider({ baseUrl: gone.url, maxRetries: 0 });
    const error = await unreachable
      .chat({ companyId: "acme", purpose: "p", messages: [{ role: "user", content: "hi" }] })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: "LLM_PROVIDER_ERROR" });
    expect((error as { details: object }).details).not.toHaveProperty("status");
  });

  it("sends one request at a time with a concurrency limit of 1", async () => {
    rig.fake.script({ delayMs: 100, reply: "slow" });
    const serial = rig.provider({ concurrency: 1 });
    const call = (content: string) =>
      serial.chat({ companyId: "acme", purpose: "p", messages: [{ role: "user", content }] });
    await Promise.all([call("a"), call("b"), call("c")]);
    expect(rig.fake.maxInFlight).toBe(1);
    const [a, b, c] = rig.fake.requests;
    expect(b?.startedAt).toBeGreaterThanOrEqual(a?.endedAt ?? Number.POSITIVE_INFINITY);
    expect(c?.startedAt).toBeGreaterThanOrEqual(b?.endedAt ?? Number.POSITIVE_INFINITY);
    expect(rig.fake.requests.map((r) => r.body.messages?.[0]?.content)).toEqual(["a", "b", "c"]);
  });

  it("sends requests side by side up to the concurrency limit", async () => {
    rig.fake.script({ delayMs: 100, reply: "slow" });
    const wide = rig.provider({ concurrency: 2 });
    const call = (content: string) =>
      wide.chat({ companyId: "acme", purpose: "p", messages: [{ role: "user", content }] });
    await Promise.all([call("a"), call("b"), call("c")]);
    expect(rig.fake.maxInFlight).toBe(2);
  });
});
