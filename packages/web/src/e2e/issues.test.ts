import { loginLinks, systemClock } from "@vigil/server";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeLlm,
  type FakeRequestBody,
  startFakeLlm,
} from "../../../server/src/testing/fake-llm";
import { apiClient } from "./api";
import { eventually } from "./eventually";
import {
  type Dashboard,
  hasChromium,
  ingest,
  otlpBody,
  seriousViolations,
  startDashboard,
} from "./harness";

const PROMPT = "You are the order desk.\nLook orders up with lookup_order.\nBe brief.";
const FIXED_LINE = "If lookup_order times out, retry once, then say the order system is slow.";
const DIFF = [
  "--- a/systemPrompt",
  "+++ b/systemPrompt",
  "@@ -1,3 +1,4 @@",
  " You are the order desk.",
  " Look orders up with lookup_order.",
  `+${FIXED_LINE}`,
  " Be brief.",
  "\\ No newline at end of file",
  "",
].join("\n");
const FIXED_ANSWER = "The order system is slow; I will retry once.";
const text = (body: FakeRequestBody) => (body.messages ?? []).map((m) => m.content).join("\n");

const TRACES = ["a1", "a2", "a3"].map((tag, i) => ({
  id: `${tag}${"0".repeat(28)}${i}f`,
  failed: true,
  question: `Where is order #${4820 + i}?`,
  answer: "I could not reach the order system.",
}));

interface Row {
  id: string;
}

describe.skipIf(!hasChromium)("issues, fixes and shadow tests in Chromium", () => {
  let dash: Dashboard;
  let fake: FakeLlm;
  let context: BrowserContext;
  let page: Page;
  let api: ReturnType<typeof apiClient>;
  let agentId: string;
  let issueId: string;
  let fixId: string;

  beforeAll(async () => {
    // The model provider the shadow replays go to: the old prompt answers badly, the fixed one
    // well, and the pairwise judge prefers the fixed answer in either order.
    fake = await startFakeLlm({
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
    dash = await startDashboard({
      env: {
        VIGIL_LLM_BASE_URL: fake.url,
        VIGIL_LLM_MODEL: "fake-model",
        VIGIL_LLM_MAX_RETRIES: "0",
      },
    });
    const key = await dash.key();
    api = apiClient(dash.url, key);
    await ingest(dash.url, key, otlpBody("order-desk", TRACES));
    agentId = (await api.get<(Row & { name: string })[]>("/api/agents")).find(
      (a) => a.name === "order-desk",
    )!.id;
    await api.post("/api/agent-configs", { agentId, systemPrompt: PROMPT, model: "m-1" });
    const traceIds = TRACES.map((t) => `tr_${t.id}`);
    issueId = (
      await api.post<Row>("/api/v2/issues", {
        title: "Order lookups time out",
        agentId,
        severity: "critical",
        traceIds,
        tags: ["timeouts"],
      })
    ).id;
    fixId = (
      await api.post<Row>("/api/fixes", {
        issueId,
        type: "prompt_update",
        description: "Retry lookup_order once",
        changes: { promptDiff: DIFF },
      })
    ).id;
    // 25 more issues: two pages of 25, and something to filter and sort.
    for (let i = 0; i < 25; i++) {
      await api.post("/api/v2/issues", {
        title: `Minor issue ${String(i).padStart(2, "0")}`,
        agentId,
        severity: i % 2 === 0 ? "low" : "medium",
        traceIds: [traceIds[0]],
      });
    }
    context = await dash.signIn();
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
    await dash?.close();
    await fake?.close();
  });

  it("lists issues with filters, sort and pages kept in the address", async () => {
    await page.goto(`${dash.url}/issues`);
    const rows = page.getByRole("table", { name: "Issues" }).locator("tbody tr");
    await eventually(() => rows.count()).toBe(25);
    await page.getByRole("button", { name: "Next →" }).click();
    await page.waitForURL(/page=2/);
    await eventually(() => rows.count()).toBe(1);

    await page.getByLabel("Severity").selectOption("critical");
    await page.waitForURL((url) => url.searchParams.get("severity") === "critical");
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();
    await eventually(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain("Order lookups time out");

    await page.getByLabel("Severity").selectOption("");
    await page.getByLabel("Sort by").selectOption("severity:desc");
    await eventually(() => rows.first().textContent()).toContain("Order lookups time out");
    await page.getByLabel("Status").selectOption("closed");
    await page.getByRole("heading", { name: "No issues match these filters" }).waitFor();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await eventually(() => rows.count()).toBe(25);

    // Keyboard: arrows move between rows, Enter opens one.
    await rows.first().getByRole("link").focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/issues\/iss_/);
  });

  it("shows an issue's facts, fixes and traces, and offers only the allowed status moves", async () => {
    await page.goto(`${dash.url}/issues/${issueId}`);
    const facts = page.getByRole("definition");
    await eventually(() => facts.allTextContents()).toContain("3");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("critical");
    const fixes = page.getByRole("table", { name: "Fixes" });
    await eventually(() => fixes.textContent()).toContain("Retry lookup_order once");

    // Creating its fix moved the issue to "fix proposed" on its own (issues/lifecycle.ts).
    const options = page.getByLabel("Move to").locator("option");
    expect(await options.allTextContents()).toEqual([
      "Choose a status…",
      "open",
      "testing",
      "closed",
    ]);
    await page.getByLabel("Move to").selectOption("closed");
    await page.getByRole("button", { name: "Change status" }).click();
    await eventually(() => page.getByRole("heading", { level: 1 }).textContent()).toContain(
      "closed",
    );
    // Closed leaves only for open; the server agrees.
    expect(await options.allTextContents()).toEqual(["Choose a status…", "open"]);
    expect((await api.get<{ status: string }>(`/api/v2/issues/${issueId}`)).status).toBe("closed");
    await page.getByLabel("Move to").selectOption("open");
    await page.getByRole("button", { name: "Change status" }).click();
    await eventually(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("open");

    const traces = page.getByRole("list", { name: "Linked traces" }).getByRole("link");
    expect(await traces.count()).toBe(3);
    await traces.first().click();
    await page.waitForURL(/\/traces\/tr_a/);
    await page.getByRole("list", { name: "Spans" }).waitFor();
  });

  it("shows a fix's prompt diff, runs a shadow test and shows its verdicts per trace", async () => {
    await page.goto(`${dash.url}/issues/${issueId}`);
    await page.getByRole("link", { name: "Retry lookup_order once" }).click();
    await page.waitForURL(/\/fixes\/fix_/);
    const diff = page.getByRole("region", { name: "Prompt diff" });
    await eventually(() => diff.locator(".add").allTextContents()).toEqual([`+${FIXED_LINE}`]);
    expect(await diff.textContent()).toContain(" Be brief.");

    await page.getByRole("button", { name: "Start a shadow test on 3 traces" }).click();
    await page.waitForURL(/\/shadow-tests\/st_/);
    const testId = page.url().split("/").pop()!;
    // The replay is a server job: a loaded machine may take a while, so the bound is generous.
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 60_000 })
      .toMatch(/completed|failed/);
    const stored = await api.get<{
      status: string;
      results: Record<string, number | null>;
      traceResults: { traceId: string; verdict: string }[];
    }>(`/api/shadow-tests/${testId}`);
    expect(stored.status).toBe("completed");

    // The cards and the table say what the API stored.
    const cards = page.getByRole("region", { name: "Shadow test results" });
    const r = stored.results;
    for (const [label, value] of [
      ["Improved", String(r.improved)],
      ["Unchanged", String(r.unchanged)],
      ["Regressed", String(r.regressed)],
      ["Errored", String(r.errored ?? 0)],
      ["Improvement rate", `${((r.improvementRate ?? 0) * 100).toFixed(1)}%`],
      ["McNemar p", r.mcnemarPValue === null ? "—" : r.mcnemarPValue!.toFixed(4)],
    ]) {
      expect(
        await cards.locator(".card", { hasText: label! }).locator(".value").textContent(),
      ).toBe(value);
    }
    const rows = page.getByRole("table", { name: "Verdicts per trace" }).locator("tbody tr");
    expect(await rows.count()).toBe(3);
    for (const result of stored.traceResults) {
      const row = rows.filter({ hasText: result.traceId });
      expect(await row.locator(".badge").textContent()).toBe(result.verdict);
    }
    // Back on the fix, the test is listed with its improvement rate.
    await page.getByRole("link", { name: "← Fix" }).click();
    const tests = page.getByRole("table", { name: "Shadow tests" });
    // The fix may first render from its cached copy (test still pending) while the
    // invalidated query refetches; the finished rate must arrive without a reload.
    await eventually(() => tests.textContent()).toContain(testId);
    await eventually(() => tests.textContent()).toContain(
      `${((r.improvementRate ?? 0) * 100).toFixed(1)}%`,
    );
    await page.goBack();
    await rows.first().getByRole("link").click();
    await page.waitForURL(/\/traces\/tr_a/);
  });

  it("applies the fix and rolls it back after a confirmation, for an admin", async () => {
    await page.goto(`${dash.url}/fixes/${fixId}`);
    let asked = "";
    page.once("dialog", (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Apply fix" }).click();
    await eventually(() => page.getByRole("status").allTextContents()).toContainEqual(
      expect.stringContaining("Applied"),
    );
    expect(asked).toContain("Apply this fix?");
    await eventually(() => page.getByRole("heading", { level: 1 }).textContent()).toContain(
      "applied",
    );
    const config = () =>
      api
        .get<{ systemPrompt: string }>(`/api/agent-configs/${agentId}`)
        .then((c) => c.systemPrompt);
    expect(await config()).toContain(FIXED_LINE);

    // Dismissing the confirmation changes nothing.
    page.once("dialog", (dialog) => void dialog.dismiss());
    await page.getByRole("button", { name: "Roll back" }).click();
    expect(await config()).toContain(FIXED_LINE);

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Roll back" }).click();
    await eventually(() => page.getByRole("heading", { level: 1 }).textContent()).toContain(
      "proposed",
    );
    expect(await config()).toBe(PROMPT);
  });

  it("shows a member the fix without the apply and rollback buttons", async () => {
    const member = await dash.browser.newContext();
    const tab = await member.newPage();
    const link = await loginLinks.create(
      { database: dash.server.deps.database, clock: systemClock },
      { baseUrl: dash.url, companyId: "default", userId: "mia", role: "member" },
    );
    await tab.goto(link.url);
    await tab.waitForURL((url) => !url.pathname.startsWith("/login"));
    await tab.goto(`${dash.url}/fixes/${fixId}`);
    await tab.getByText("An admin can apply or roll back this fix.").waitFor();
    expect(await tab.getByRole("button", { name: "Apply fix" }).count()).toBe(0);
    await member.close();
  });

  it("answers another company's issue with NOT_FOUND", async () => {
    const other = await dash.signIn("globex");
    const tab = await other.newPage();
    await tab.goto(`${dash.url}/issues/${issueId}`);
    await eventually(() => tab.getByRole("alert").textContent()).toContain("NOT_FOUND");
    expect(await tab.content()).not.toContain("Order lookups time out");
    await tab.goto(`${dash.url}/issues`);
    await tab.getByRole("heading", { name: "No issues yet" }).waitFor();
    await other.close();
  });

  it("has no serious or critical accessibility violation, in light and dark", async () => {
    const tests = await api.get<Row[]>(`/api/shadow-tests?fixId=${fixId}`);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of [
        "/issues",
        `/issues/${issueId}`,
        `/fixes/${fixId}`,
        `/shadow-tests/${tests[0]!.id}`,
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
