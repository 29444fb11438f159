import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "./eventually";
import {
  type Dashboard,
  hasChromium,
  ingest,
  otlpBody,
  seriousViolations,
  startDashboard,
} from "./harness";

const FAILED = "5b8efff798038103d269b633813fc60c";
const OK = "0af7651916cd43dd8448eb211c80319c";

describe.skipIf(!hasChromium)("traces explorer in Chromium", () => {
  let dash: Dashboard;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    dash = await startDashboard();
    const key = await dash.key();
    await ingest(
      dash.url,
      key,
      otlpBody("support-agent", [
        {
          id: FAILED,
          failed: true,
          question: "Where is my order #48213?",
          answer: "I could not reach the order system.",
        },
        {
          id: OK,
          failed: false,
          question: "What is the warranty on X200?",
          answer: "Two years, limited.",
        },
      ]),
    );
    context = await dash.signIn();
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
    await dash?.close();
  });

  it("signs in with the one-time link and shows who is signed in", async () => {
    const fresh = await dash.browser.newContext();
    const tab = await fresh.newPage();
    await tab.goto(`${dash.url}/traces`);
    await tab.getByRole("heading", { name: "Sign in to Vigil" }).waitFor();
    const link = await dash.loginLink();
    await tab.goto(link);
    await eventually(() => tab.locator(".who").textContent()).toContain("default · admin");
    expect(new URL(tab.url()).pathname).toBe("/traces");
    expect((await fresh.cookies()).find((c) => c.name === "session")?.httpOnly).toBe(true);

    // Signing out ends the session: the pages ask for a new link.
    await tab.getByRole("button", { name: "Sign out" }).click();
    await tab.getByRole("heading", { name: "Sign in to Vigil" }).waitFor();
    await tab.goto(`${dash.url}/agents`);
    await tab.getByRole("heading", { name: "Sign in to Vigil" }).waitFor();
    await fresh.close();
  });

  it("lists ingested traces, filters to failures, opens a trace and shows the GenAI conversation", async () => {
    await page.goto(`${dash.url}/`);
    await page.waitForURL(/\/traces$/);
    const rows = page.getByRole("table", { name: "Traces" }).locator("tbody tr");
    await eventually(() => rows.count()).toBe(2);

    await page.getByLabel("Outcome").selectOption("failure");
    await page.waitForURL(/outcome=failure/);
    await eventually(() => rows.count()).toBe(1);
    await eventually(() => rows.first().textContent()).toContain("failure");

    await rows.first().getByRole("link").click();
    await page.waitForURL(new RegExp(`/traces/tr_${FAILED}`));
    const spans = page.getByRole("list", { name: "Spans" });
    await spans.getByRole("link", { name: "chat gpt-4o-mini" }).waitFor();

    // Collapse and expand the root: the child hides and comes back.
    await page.getByRole("button", { name: "Collapse invoke_agent support" }).click();
    await eventually(() => spans.getByRole("link", { name: "chat gpt-4o-mini" }).count()).toBe(0);
    await page.getByRole("button", { name: "Expand invoke_agent support" }).click();
    await spans.getByRole("link", { name: "chat gpt-4o-mini" }).click();
    await page.waitForURL(/\?span=/);

    const detail = page.getByRole("region", { name: "Span detail" });
    await eventually(() => detail.getByRole("heading", { level: 2 }).textContent()).toBe(
      "chat gpt-4o-mini",
    );
    const input = detail.getByRole("list", { name: "Span input" });
    await eventually(() => input.textContent()).toContain("Where is my order #48213?");
    await eventually(() => input.textContent()).toContain("user");
    const output = detail.getByRole("list", { name: "Span output" });
    await eventually(() => output.textContent()).toContain("I could not reach the order system.");
    await eventually(() => detail.textContent()).toContain("gpt-4o-mini");
    await eventually(() => detail.textContent()).toContain("87 in · 41 out");
  });

  it("opens a span from its deep link", async () => {
    await page.goto(`${dash.url}/traces/tr_${OK}`);
    const link = page.getByRole("link", { name: "chat gpt-4o-mini" });
    const href = await link.getAttribute("href");
    const fresh = await context.newPage();
    await fresh.goto(`${dash.url}${href}`);
    const detail = fresh.getByRole("region", { name: "Span detail" });
    await eventually(() => detail.textContent()).toContain("What is the warranty on X200?");
    await fresh.close();
  });

  it("shows a retrieval span's query and documents with their scores", async () => {
    await page.goto(`${dash.url}/traces/tr_${OK}`);
    await page.getByRole("link", { name: "retrieve help-center" }).click();
    const documents = page.getByRole("list", { name: "Retrieved documents" });
    await eventually(() => documents.textContent()).toContain("kb-112");
    expect(await documents.textContent()).toContain("score 0.910");
    expect(await documents.textContent()).toContain("Refunds take 5 to 10 days to appear.");
  });

  it("moves through the list with the keyboard", async () => {
    await page.goto(`${dash.url}/traces`);
    const links = page.getByRole("table", { name: "Traces" }).locator("[data-row-link]");
    await eventually(() => links.count()).toBe(2);
    await links.first().focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/traces\/tr_/);
  });

  it("shows an unknown trace as an error with its request id", async () => {
    await page.goto(`${dash.url}/traces/tr_ffffffffffffffffffffffffffffffff`);
    const alert = page.getByRole("alert");
    await eventually(() => alert.textContent()).toContain("NOT_FOUND");
    await eventually(() => alert.textContent()).toMatch(/Request id: [0-9a-f-]{36}/);
  });

  it("charts an agent's tokens and failures per bucket of the period from the stats series", async () => {
    await page.goto(`${dash.url}/agents`);
    await page.getByRole("link", { name: "support-agent" }).click();
    await page.waitForURL(/\/agents\/agent_/);
    await page.getByRole("img", { name: "Tokens per hour over the last 7d" }).waitFor();
    await page
      .getByRole("img", { name: "Traces and failures per hour over the last 7d" })
      .waitFor();
    await page.getByLabel("Period").selectOption("30d");
    await page.getByRole("img", { name: "Tokens per day over the last 30d" }).waitFor();
  });

  it("has no serious or critical accessibility violation on the traces pages", async () => {
    for (const path of ["/traces", `/traces/tr_${FAILED}`, "/agents"]) {
      await page.goto(`${dash.url}${path}`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});
