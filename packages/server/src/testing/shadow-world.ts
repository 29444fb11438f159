/**
 * A world for shadow-test and shadow-execution tests: a refunds agent whose config was written
 * on Jan 1, traces of Jan 15 (so each stored response is the original output), an issue over
 * them and a prompt fix; the fake provider answers the fixed prompt per order number as CASES
 * scripts it.
 */
import type { TestDialect } from "./databases";
import { type FakeLlm, type FakeRequestBody, startFakeLlm } from "./fake-llm";
import { createTestApp, dataOf, manualClock, type TestApp } from "./harness";

export const PROMPT = "You answer refund questions.\nBe brief.";
export const FIX_LINE = "Quote the refund policy exactly.";
const DIFF = [
  "--- a/systemPrompt",
  "+++ b/systemPrompt",
  "@@ -1,2 +1,3 @@",
  " You answer refund questions.",
  `+${FIX_LINE}`,
  " Be brief.",
  "\\ No newline at end of file",
  "",
].join("\n");
const POLICY =
  "Refunds are issued within 14 days of the return. Shipping is free on orders over 50 euros.";
export const GOOD = "Refunds are issued within 14 days of the return.";
export const WRONG = "Refunds take 90 days and require a 20 euro fee.";
export const BROKEN = "Sorry, something went wrong.";

/** Per order number: the stored (original) answer and what the fixed prompt answers. */
export const CASES: { order: string; stored: string; fixed: string | "down" }[] = [
  { order: "A1", stored: BROKEN, fixed: GOOD }, // improved, fail → pass
  { order: "A2", stored: BROKEN, fixed: GOOD }, // improved, fail → pass
  { order: "A3", stored: BROKEN, fixed: GOOD }, // improved, fail → pass
  { order: "A4", stored: BROKEN, fixed: GOOD }, // improved, fail → pass
  { order: "A5", stored: GOOD, fixed: WRONG }, // regressed, pass → fail
  { order: "A6", stored: GOOD, fixed: GOOD }, // unchanged, pass → pass
  { order: "A7", stored: GOOD, fixed: "down" }, // the provider fails: errored
];

export const contentOf = (body: FakeRequestBody) =>
  (body.messages ?? []).map((m) => m.content).join("\n");
const fixedFor = (order: string) => (body: FakeRequestBody) =>
  contentOf(body).includes(FIX_LINE) && contentOf(body).includes(`order ${order}`);

export interface ShadowWorld {
  t: TestApp;
  fake: FakeLlm;
  key: string;
  agentId: string;
  fixId: string;
  /** The traces of CASES, in order. */
  traces: string[];
  /** Posts a refund question about `order` answered `stored`, on Jan 15 at 10:`minute`. */
  postTrace(order: string, stored: string, minute: number): Promise<string>;
  /** Forgets the fake's requests and scripts CASES' fixed answers again. */
  rescript(): void;
  close(): Promise<void>;
}

export async function createShadowWorld(dialect: TestDialect): Promise<ShadowWorld> {
  const fake = await startFakeLlm();
  const clock = manualClock(new Date("2026-01-01T00:00:00.000Z"));
  const t = await createTestApp({
    dialect,
    clock,
    env: {
      VIGIL_LLM_BASE_URL: fake.url,
      VIGIL_LLM_MODEL: "fake-model",
      VIGIL_LLM_MAX_RETRIES: "0",
    },
  });
  const key = await t.key({ companyId: "acme", userId: "ops" });
  const agentId = (
    await dataOf<{ id: string }>(
      await t.call("POST", "/api/agents", { key, body: { name: "refunds" } }),
      201,
    )
  ).id;
  await dataOf(
    await t.call("POST", "/api/agent-configs", {
      key,
      body: { agentId, systemPrompt: PROMPT, model: "m-1" },
    }),
    201,
  );
  const postTrace = async (order: string, stored: string, minute: number) => {
    const start = new Date(Date.UTC(2026, 0, 15, 10, minute)).toISOString();
    const end = new Date(Date.UTC(2026, 0, 15, 10, minute, 1)).toISOString();
    const created = await dataOf<{ traceId: string }>(
      await t.call("POST", "/api/traces", {
        key,
        body: {
          agentId,
          userMessage: `How long do refunds take for order ${order}?`,
          agentResponse: stored,
          spans: [
            {
              name: "search",
              type: "retrieval",
              startTime: start,
              endTime: end,
              documents: [{ id: "policy", content: POLICY }],
            },
          ],
        },
      }),
      201,
    );
    return created.traceId;
  };
  const traces: string[] = [];
  for (const [i, c] of CASES.entries()) traces.push(await postTrace(c.order, c.stored, i));
  clock.set(new Date("2026-02-01T00:00:00.000Z"));
  const issue = await dataOf<{ id: string }>(
    await t.call("POST", "/api/v2/issues", {
      key,
      body: { title: "Wrong refund times", agentId, severity: "high", traceIds: traces },
    }),
    201,
  );
  const fixId = (
    await dataOf<{ id: string }>(
      await t.call("POST", "/api/fixes", {
        key,
        body: {
          issueId: issue.id,
          type: "prompt_update",
          description: "Quote the policy",
          changes: { promptDiff: DIFF },
        },
      }),
      201,
    )
  ).id;
  const rescript = () => {
    fake.reset();
    for (const c of CASES) {
      fake.script(
        c.fixed === "down"
          ? { match: fixedFor(c.order), status: 500 }
          : { match: fixedFor(c.order), reply: c.fixed },
      );
    }
  };
  return {
    t,
    fake,
    key,
    agentId,
    fixId,
    traces,
    postTrace,
    rescript,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}
