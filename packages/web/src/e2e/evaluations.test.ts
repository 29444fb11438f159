import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EvalAgent, startEvalAgent } from "../../../server/src/testing/eval-agent";
import { apiClient } from "./api";
import { eventually } from "./eventually";
import { type Dashboard, hasChromium, seriousViolations, startDashboard } from "./harness";

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

interface Run {
  id: string;
  status: string;
  passRate: number | null;
  results: { exampleId: string; reasoning: string; passed: boolean }[];
}

describe.skipIf(!hasChromium)("evaluation runs in Chromium", () => {
  let dash: Dashboard;
  let agent: EvalAgent;
  let held: EvalAgent;
  let context: BrowserContext;
  let page: Page;
  let api: ReturnType<typeof apiClient>;
  let evalSetId: string;
  let baseline: string;
  let candidate: string;
  // The agent answers every capital, until the candidate run, which gets six of eight wrong.
  let wrong = 0;

  async function finishedRun(name: string, target: string): Promise<string> {
    const run = await api.post<Run>("/api/eval-runs", {
      evalSetId,
      name,
      config: { concurrency: 2, metrics: ["accuracy"] },
      target: { type: "http", url: target },
    });
    // Set-up runs outside a test, where expect.poll is not available: poll by hand.
    for (let i = 0; i < 600; i++) {
      const { status } = await api.get<Run>(`/api/eval-runs/${run.id}`);
      if (status === "completed") return run.id;
      if (status !== "pending" && status !== "running") throw new Error(`run ${name}: ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`run ${name} did not finish`);
  }

  beforeAll(async () => {
    dash = await startDashboard();
    api = apiClient(dash.url, await dash.key());
    const answers = new Map(CAPITALS);
    agent = await startEvalAgent((input) => {
      const index = CAPITALS.findIndex(([q]) => q === input);
      return index < wrong ? "I do not know." : (answers.get(input) ?? "?");
    });
    // Answers the first two calls at once and holds the rest: a run that stays running.
    held = await startEvalAgent(
      (input) => answers.get(input) ?? "?",
      (call) => (call <= 2 ? 0 : 600_000),
    );
    const agentId = (await api.post<{ id: string }>("/api/agents", { name: "geo" })).id;
    evalSetId = (
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
    baseline = await finishedRun("baseline", agent.url);
    wrong = 6;
    candidate = await finishedRun("candidate", agent.url);
    context = await dash.signIn();
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
    await dash?.close();
    await agent?.close();
    await held?.close();
  });

  it("lists runs with status, progress and pass rate, and compares two picked runs", async () => {
    await page.goto(`${dash.url}/evaluations`);
    const table = page.getByRole("table", { name: "Evaluation runs" });
    const rows = table.locator("tbody tr");
    await eventually(() => rows.count()).toBe(2);
    const base = rows.filter({ hasText: "baseline" });
    expect(await base.textContent()).toContain("completed");
    expect(await base.textContent()).toContain("8 / 8");
    expect(await base.textContent()).toContain("100.0%");
    expect(await rows.filter({ hasText: "candidate" }).textContent()).toContain("25.0%");

    const compare = page.getByRole("button", { name: "Compare the two picked runs" });
    expect(await compare.isDisabled()).toBe(true);
    // Picked newest first: the older run is still the baseline.
    await page.getByLabel("Pick candidate to compare").check();
    await page.getByLabel("Pick baseline to compare").check();
    await compare.click();
    await page.waitForURL(/\/evaluations\/compare\?runIds=/);
    expect(new URL(page.url()).searchParams.get("runIds")).toBe(`${baseline},${candidate}`);

    const diff = await api.get<{
      regressions: { metric: string; pValue?: number }[];
      comparisons: { mcnemarP: number; passToFail: number }[];
    }>(`/api/evaluation/compare?runIds=${baseline},${candidate}`);
    const passRate = diff.regressions.find((r) => r.metric === "passRate")!;
    expect(passRate.pValue).toBeLessThan(0.05);
    const regressions = page.getByRole("region", { name: "Regressions" });
    await eventually(() => regressions.textContent()).toContain("worse");
    expect(await regressions.textContent()).toContain(
      `candidate vs baseline: pass rate -75.0 pts (McNemar p ${passRate.pValue!.toFixed(4)})`,
    );
    const pair = page.getByRole("region", { name: "candidate against the baseline" });
    expect(await pair.textContent()).toContain(
      `McNemar p${diff.comparisons[0]!.mcnemarP.toFixed(4)}`,
    );
    expect(await pair.textContent()).toContain("Pass → fail6");
    const deltas = pair.getByRole("table").locator("tbody tr");
    expect(await deltas.count()).toBe(8);
    expect(await deltas.filter({ hasText: "q1" }).locator(".badge").allTextContents()).toEqual([
      "pass",
      "fail",
    ]);
    const wilson = page.getByRole("table", { name: "Runs compared" });
    expect(await wilson.textContent()).toMatch(/\[\d+\.\d%, \d+\.\d%\]/);
  });

  it("shows a finished run's results per example with scores and reasoning", async () => {
    const stored = await api.get<Run>(`/api/evaluation/runs/${candidate}`);
    await page.goto(`${dash.url}/evaluations/${candidate}`);
    const rows = page.getByRole("table", { name: "Results per example" }).locator("tbody tr");
    await eventually(() => rows.count()).toBe(8);
    for (const result of stored.results) {
      const row = rows.filter({ has: page.getByText(result.exampleId, { exact: true }) });
      expect(await row.locator(".badge").textContent()).toBe(result.passed ? "pass" : "fail");
      expect(await row.textContent()).toContain(result.reasoning);
    }
    const cards = page.getByRole("region", { name: "Run summary" });
    expect(
      await cards.locator(".card", { hasText: "Pass rate" }).locator(".value").textContent(),
    ).toBe("25.0%");
    expect(await page.getByRole("button", { name: "Cancel run" }).count()).toBe(0);
  });

  it("follows a running run live and cancels it, keeping the finished results", async () => {
    const run = await api.post<Run>("/api/eval-runs", {
      evalSetId,
      name: "held",
      config: { concurrency: 1, metrics: ["accuracy"], timeout: 300_000 },
      target: { type: "http", url: held.url },
    });
    await page.goto(`${dash.url}/evaluations/${run.id}`);
    // The page polls while the run is live: it shows the two answered examples, still running.
    await eventually(() => page.getByRole("main").textContent()).toContain("2 / 8 examples scored");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("running");
    const rows = page.getByRole("table", { name: "Results per example" }).locator("tbody tr");
    expect(await rows.count()).toBe(2);

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Cancel run" }).click();
    await eventually(() => page.getByRole("heading", { level: 1 }).textContent()).toContain(
      "cancelled",
    );
    expect(await rows.count()).toBe(2);
    const stored = await api.get<Run>(`/api/evaluation/runs/${run.id}`);
    expect(stored.status).toBe("cancelled");
    expect(stored.results).toHaveLength(2);
  });

  it("answers another company's run with NOT_FOUND", async () => {
    const other = await dash.signIn("globex");
    const tab = await other.newPage();
    await tab.goto(`${dash.url}/evaluations/${baseline}`);
    await eventually(() => tab.getByRole("alert").textContent()).toContain("NOT_FOUND");
    await tab.goto(`${dash.url}/evaluations`);
    await tab.getByRole("heading", { name: "No evaluation runs yet" }).waitFor();
    await other.close();
  });

  it("has no serious or critical accessibility violation, in light and dark", async () => {
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of [
        "/evaluations",
        `/evaluations/${candidate}`,
        `/evaluations/compare?runIds=${baseline},${candidate}`,
      ]) {
        await page.goto(`${dash.url}${path}`);
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        await page.waitForLoadState("networkidle");
        expect(await seriousViolations(page), `${scheme} ${path}`).toEqual([]);
      }
    }
    await page.emulateMedia({ colorScheme: "light" });
  });
});
