/**
 * The provider target (callTarget): its timeout and the run's cancel close the provider request,
 * and calls leave no listener behind on the run's signal, which a whole run shares.
 */
import { getEventListeners } from "node:events";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { type FakeLlm, startFakeLlm } from "../../testing/fake-llm";
import { createTestApp, dataOf, type TestApp } from "../../testing/harness";
import { callTarget, TargetError } from "./targets";

describe.each(TEST_DIALECTS)("the provider target on %s", (dialect) => {
  let t: TestApp;
  let fake: FakeLlm;
  let run: Parameters<typeof callTarget>[1];

  beforeAll(async () => {
    fake = await startFakeLlm();
    t = await createTestApp({
      dialect,
      env: {
        VIGIL_LLM_BASE_URL: fake.url,
        VIGIL_LLM_MODEL: "fake-model",
        VIGIL_LLM_MAX_RETRIES: "0",
      },
    });
    const companyId = `targets-${dialect}`;
    const key = await t.key({ companyId });
    const agent = await dataOf<{ id: string }>(
      await t.call("POST", "/api/agents", { key, body: { name: "support" } }),
      201,
    );
    await dataOf(
      await t.call("POST", "/api/agent-configs", {
        key,
        body: { agentId: agent.id, systemPrompt: "Be brief.", model: "agent-model" },
      }),
      201,
    );
    run = { companyId, agentId: agent.id, target: { type: "provider" } };
  });
  beforeEach(() => fake.reset());
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const example = (input: string) => ({ id: input, input, context: [] }) as never;

  it("answers with the agent's config and leaves no listener on the run's signal", async () => {
    const runSignal = new AbortController().signal;
    for (const input of ["one", "two", "three"]) {
      const answer = await callTarget(t.deps, run, example(input), 5_000, runSignal);
      expect(answer.output).toBe(`echo: ${input}`);
    }
    expect(fake.requests.map((r) => r.body.model)).toEqual(Array(3).fill("agent-model"));
    expect(getEventListeners(runSignal, "abort")).toHaveLength(0);
  });

  it("fails with TargetError at its timeout and closes the provider request", async () => {
    fake.script({ delayMs: 600_000 });
    const failure = await callTarget(
      t.deps,
      run,
      example("slow"),
      200,
      new AbortController().signal,
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TargetError);
    expect(String((failure as Error).message)).toMatch(/timeout/i);
    expect((await fake.ended(await fake.arrived(1))).abandoned).toBe(true);
  });

  it("fails with the run's reason when the run is cancelled, and closes the request", async () => {
    fake.script({ delayMs: 600_000 });
    const controller = new AbortController();
    const call = callTarget(t.deps, run, example("cancel me"), 60_000, controller.signal);
    const sent = await fake.arrived(1);
    controller.abort(new Error("the run was cancelled"));
    await expect(call).rejects.toThrow("the run was cancelled");
    expect((await fake.ended(sent)).abandoned).toBe(true);
  });
});
