// The issues and evaluation part of `pnpm screenshots`: an issue with a prompt fix tested in
// shadow against a scripted model provider, and two evaluation runs of a small set against a
// local http agent, then a screenshot of each of their pages.
import type { Page } from "playwright-core";
import { type EvalAgent, startEvalAgent } from "../../server/src/testing/eval-agent";
import {
  type FakeLlm,
  type FakeRequestBody,
  startFakeLlm,
} from "../../server/src/testing/fake-llm";
import { apiClient } from "../src/e2e/api";

const PROMPT = "You are the order desk.\nLook orders up with lookup_order.\nBe brief.";
const FIXED_LINE = "If lookup_order times out, retry once, then say the order system is slow.";
const DIFF = `--- a/systemPrompt\n+++ b/systemPrompt\n@@ -1,3 +1,4 @@\n You are the order desk.\n Look orders up with lookup_order.\n+${FIXED_LINE}\n Be brief.\n\\ No newline at end of file\n`;
const FIXED_ANSWER = "The order system is slow; I will retry once.";
const text = (body: FakeRequestBody) => (body.messages ?? []).map((m) => m.content).join("\n");

/** The model provider of the shadow replays: the fixed prompt answers well, the old one badly. */
export function startLoopProvider(): Promise<FakeLlm> {
  return startFakeLlm({
    rules: [
      {
        match: (body) => text(body).includes("comparing two responses"),
        reply: (body) => {
          const second = text(body).slice(text(body).indexOf("Second response:"));
          return { winner: second.includes(FIXED_ANSWER) ? "second" : "first", reasoning: "r" };
        },
      },
      { match: (body) => text(body).includes(FIXED_LINE), reply: FIXED_ANSWER },
      { reply: "Sorry, something went wrong." },
    ],
  });
}

const CAPITALS: [string, string][] = [
  ["Capital of France?", "Paris"],
  ["Capital of Germany?", "Berlin"],
  ["Capital of Italy?", "Rome"],
  ["Capital of Spain?", "Madrid"],
  ["Capital of Portugal?", "Lisbon"],
  ["Capital of Austria?", "Vienna"],
  ["Capital of Poland?", "Warsaw"],
  ["Capital of Greece?", "Athens"],
];

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 1200; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("seeding did not finish in 2 minutes");
}

export interface LoopSeed {
  issueId: string;
  fixId: string;
  shadowTestId: string;
  runIds: [string, string];
  agent: EvalAgent;
}

/** Seeds over the traces `seed()` ingested (two failed support-agent traces). */
export async function seedLoop(
  url: string,
  key: string,
  failedTraces: string[],
): Promise<LoopSeed> {
  const api = apiClient(url, key);
  const agents = await api.get<{ id: string; name: string }[]>("/api/agents");
  const agentId = agents.find((a) => a.name === "support-agent")!.id;
  const billing = agents.find((a) => a.name === "billing-agent")!.id;
  await api.post("/api/agent-configs", { agentId, systemPrompt: PROMPT, model: "m-1" });
  const traceIds = failedTraces.map((id) => `tr_${id}`);
  const issueId = (
    await api.post<{ id: string }>("/api/v2/issues", {
      title: "Order lookups time out",
      description: "lookup_order times out and the agent gives up instead of retrying.",
      agentId,
      severity: "critical",
      traceIds,
      tags: ["timeouts", "orders"],
    })
  ).id;
  for (const [title, severity, agent] of [
    ["Duplicate charges are not refunded", "high", billing],
    ["Expired coupon codes confuse customers", "medium", billing],
    ["Returns after 30 days answered inconsistently", "low", agentId],
  ] as const) {
    await api.post("/api/v2/issues", { title, severity, agentId: agent, traceIds: [traceIds[0]] });
  }
  const fixId = (
    await api.post<{ id: string }>("/api/fixes", {
      issueId,
      type: "prompt_update",
      description: "Retry lookup_order once before giving up",
      changes: { promptDiff: DIFF },
    })
  ).id;
  const shadowTestId = (await api.post<{ id: string }>("/api/shadow-tests", { fixId, traceIds }))
    .id;
  await until(
    () => api.get<{ status: string }>(`/api/shadow-tests/${shadowTestId}`),
    (t) => t.status === "completed" || t.status === "failed",
  );

  let wrong = 0;
  const answers = new Map(CAPITALS);
  const agent = await startEvalAgent((input) => {
    const index = CAPITALS.findIndex(([q]) => q === input);
    return index < wrong ? "I am not sure." : (answers.get(input) ?? "?");
  });
  const setId = (
    await api.post<{ id: string }>("/api/evaluation/sets", {
      name: "Capitals",
      agentId,
      examples: CAPITALS.map(([input, expectedOutput], i) => ({
        id: `q${i + 1}`,
        input,
        expectedOutput,
      })),
    })
  ).id;
  const runIds: string[] = [];
  for (const [name, wrongAnswers] of [
    ["release 1.4", 0],
    ["release 1.5-rc", 6],
  ] as const) {
    wrong = wrongAnswers;
    const run = await api.post<{ id: string }>("/api/eval-runs", {
      evalSetId: setId,
      name,
      tags: ["ci"],
      config: { metrics: ["accuracy"], concurrency: 2 },
      target: { type: "http", url: agent.url },
    });
    await until(
      () => api.get<{ status: string }>(`/api/eval-runs/${run.id}`),
      (r) => r.status === "completed",
    );
    runIds.push(run.id);
  }
  return { issueId, fixId, shadowTestId, runIds: runIds as [string, string], agent };
}

/** A screenshot of each issues and evaluation page. */
export async function shootLoop(
  page: Page,
  url: string,
  seed: LoopSeed,
  shoot: (page: Page, name: string) => Promise<void>,
): Promise<void> {
  await page.goto(`${url}/issues`);
  await page.locator("[data-row-link]").first().waitFor();
  await shoot(page, "issues");
  await page.goto(`${url}/issues/${seed.issueId}`);
  await page.getByRole("table", { name: "Fixes" }).waitFor();
  await shoot(page, "issue-detail");
  await page.goto(`${url}/fixes/${seed.fixId}`);
  await page.getByRole("region", { name: "Prompt diff" }).waitFor();
  await shoot(page, "fix-detail");
  await page.goto(`${url}/shadow-tests/${seed.shadowTestId}`);
  await page.getByRole("table", { name: "Verdicts per trace" }).waitFor();
  await shoot(page, "shadow-test");
  await page.goto(`${url}/evaluations`);
  await page.locator("[data-row-link]").first().waitFor();
  await shoot(page, "evaluations");
  await page.goto(`${url}/evaluations/${seed.runIds[1]}`);
  await page.getByRole("table", { name: "Results per example" }).waitFor();
  await shoot(page, "evaluation-run");
  await page.goto(`${url}/evaluations/compare?runIds=${seed.runIds.join(",")}`);
  await page.getByRole("region", { name: "Regressions" }).waitFor();
  await shoot(page, "evaluation-compare");
}
