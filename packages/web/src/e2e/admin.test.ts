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

describe.skipIf(!hasChromium)("guardrails, keys, webhooks and tenancy in Chromium", () => {
  let dash: Dashboard;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    dash = await startDashboard();
    context = await dash.signIn("acme");
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
    await dash?.close();
  });

  it("scans pasted text in the playground and shows the redactions inline", async () => {
    await page.goto(`${dash.url}/guardrails`);
    const text = page.getByLabel("Text to scan");
    await text.fill("Mail me at jane.roe@example.com about the refund.");
    await page.getByRole("button", { name: "Scan" }).click();
    const redacted = page.getByRole("region", { name: "Text with redactions" });
    await eventually(() => redacted.textContent()).toContain("about the refund.");
    const marks = redacted.locator("mark");
    await eventually(() => marks.count()).toBe(1);
    const mark = await marks.first().textContent();
    expect(mark).not.toContain("jane.roe@example.com");
    expect(await redacted.textContent()).not.toContain("jane.roe@example.com");
    await eventually(() => page.getByRole("heading", { name: /Result:/ }).textContent()).toContain(
      "redact",
    );
  });

  it("creates a key shown once with a copy button, then revokes it", async () => {
    await page.goto(`${dash.url}/api-keys`);
    await page.getByLabel("Name").fill("ci pipeline");
    await page.getByRole("button", { name: "Create key" }).click();
    const shown = page.getByRole("region", { name: "API key" });
    await eventually(() => shown.textContent()).toMatch(/^vgl_[A-Za-z0-9]{32}$/);
    const key = (await shown.textContent())!;
    expect(await page.getByRole("button", { name: "Copy api key" }).count()).toBe(1);

    // The key works until it is revoked.
    const check = () =>
      fetch(`${dash.url}/api/agents`, { headers: { authorization: `Bearer ${key}` } });
    expect((await check()).status).toBe(200);
    await page.getByRole("button", { name: "I have copied it" }).click();
    expect(await shown.count()).toBe(0);

    page.once("dialog", (dialog) => dialog.accept());
    await page.getByRole("button", { name: "Revoke ci pipeline" }).click();
    await eventually(() => page.getByRole("button", { name: "Revoke ci pipeline" }).count()).toBe(
      0,
    );
    expect((await check()).status).toBe(401);
  });

  it("never shows one company's data to another company's session", async () => {
    const globex = await dash.key("globex");
    await ingest(
      dash.url,
      globex,
      otlpBody("globex-secret-agent", [
        {
          id: "9f8e7d6c5b4a39281706f5e4d3c2b1a0",
          failed: true,
          question: "globex question",
          answer: "globex answer",
        },
      ]),
    );
    await page.goto(`${dash.url}/traces`);
    await page.getByRole("heading", { name: "No traces yet" }).waitFor();
    await page.goto(`${dash.url}/agents`);
    await page.getByRole("heading", { name: "No agents yet" }).waitFor();
    expect(await page.content()).not.toContain("globex-secret-agent");

    // Its trace's deep link answers 404 to acme.
    await page.goto(`${dash.url}/traces/tr_9f8e7d6c5b4a39281706f5e4d3c2b1a0`);
    await eventually(() => page.getByRole("alert").textContent()).toContain("NOT_FOUND");
    expect(await page.content()).not.toContain("globex question");

    // Globex's own session does see it.
    const other = await dash.signIn("globex");
    const theirs = await other.newPage();
    await theirs.goto(`${dash.url}/traces`);
    await eventually(() => theirs.getByRole("table", { name: "Traces" }).textContent()).toContain(
      "globex",
    );
    await other.close();
  });

  it("shows the empty state with the OTLP variables and a curl to copy", async () => {
    await page.goto(`${dash.url}/traces`);
    const env = page.getByRole("region", { name: "Environment variables" });
    await eventually(() => env.textContent()).toContain(`OTEL_EXPORTER_OTLP_ENDPOINT=${dash.url}`);
    await eventually(() =>
      page.getByRole("region", { name: "curl command" }).textContent(),
    ).toContain(`curl -X POST ${dash.url}/v1/traces`);
  });

  it("has no serious or critical accessibility violation on the other pages", async () => {
    for (const path of ["/guardrails", "/api-keys", "/webhooks", "/traces"]) {
      await page.goto(`${dash.url}${path}`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  it("the accessibility check does report a serious violation when there is one", async () => {
    const bad = await context.newPage();
    await bad.setContent('<html><body><img src="x.png"><button></button></body></html>');
    const found = await seriousViolations(bad);
    expect(found.map((v) => v.id)).toEqual(expect.arrayContaining(["image-alt", "button-name"]));
    await bad.close();
  });
});
