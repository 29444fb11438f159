// `pnpm screenshots`: starts Vigil with the built dashboard, fills it with sample traces, a scan,
// keys and a failing webhook, and saves a screenshot of each page to docs/screenshots/.
import { mkdirSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { hasChromium, ingest, otlpBody, startDashboard } from "../src/e2e/harness";
import { seedLoop, shootLoop, startLoopProvider } from "./screenshots-loop";

const OUT = fileURLToPath(new URL("../../../docs/screenshots/", import.meta.url));
const say = (text: string) => process.stderr.write(`${text}\n`);

const QUESTIONS: [string, string][] = [
  ["Where is my order #48213?", "It left our warehouse yesterday and arrives Thursday."],
  ["I was charged twice this month.", "I refunded the duplicate charge; it shows within 5 days."],
  [
    "Can I return shoes bought 40 days ago?",
    "Returns close after 30 days; I can offer store credit.",
  ],
  ["My code SPRING20 does not work.", "SPRING20 expired; I applied a 15% code instead."],
  ["Please cancel my order.", "Your order is cancelled."],
  ["What is the warranty on X200?", "Two years, limited."],
];

function hex(n: number, width: number): string {
  return n.toString(16).padStart(width, "0");
}

async function seed(url: string, key: string, receiverUrl: string): Promise<string> {
  for (const [service, offset] of [
    ["support-agent", 0],
    ["billing-agent", 100],
  ] as const) {
    const traces = QUESTIONS.map(([question, answer], i) => ({
      id: `${hex(offset + i + 1, 8)}${"ab".repeat(12)}`,
      failed: i % 4 === 1,
      question,
      answer: i % 4 === 1 ? "Sorry, I could not reach the billing system." : answer,
    }));
    await ingest(url, key, otlpBody(service, traces));
  }
  const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, { method: "POST", headers, body: JSON.stringify(body) }).then((r) =>
      r.json(),
    );
  for (const input of ["Contact jane.roe@example.com", "card 4111 1111 1111 1111", "hello there"]) {
    await post("/v1/guardrails/scan", { input, scanners: ["pii", "secrets"] });
  }
  await post("/api/guardrail-policies", {
    name: "Support default",
    description: "PII redaction and secret blocking for the support agents",
    scanners: [
      { scanner: "pii", config: {} },
      { scanner: "secrets", config: {} },
    ],
    isDefault: true,
  });
  await post("/api/v2/api-keys", { name: "production agent", permissions: ["read", "write"] });
  await post("/api/v2/api-keys", { name: "CI eval gate", permissions: ["read"], expiresIn: "30d" });
  // The receiver answers 503: the test delivery fails and shows in the log.
  const hook = (await post("/api/v1/explainer/webhooks", {
    name: "on-call",
    url: `${receiverUrl}/hooks/vigil`,
    events: ["failure.detected"],
  })) as { data?: { id: string } };
  if (!hook.data) throw new Error(`webhook not created: ${JSON.stringify(hook)}`);
  await post(`/api/v1/explainer/webhooks/${hook.data.id}/test`, {});
  return `${hex(2, 8)}${"ab".repeat(12)}`;
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.screenshot({ path: `${OUT}${name}.png`, fullPage: false });
  say(`  docs/screenshots/${name}.png`);
}

async function main(): Promise<number> {
  if (!hasChromium) return 2;
  mkdirSync(OUT, { recursive: true });
  const provider = await startLoopProvider();
  const dash = await startDashboard({
    env: { VIGIL_LLM_BASE_URL: provider.url, VIGIL_LLM_MODEL: "fake-model" },
  });
  const receiver = createServer((_req, res) => res.writeHead(503).end("busy"));
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  try {
    const key = await dash.key();
    const failed = await seed(dash.url, key, receiverUrl);
    // The support agent's failed traces (i % 4 === 1 in seed()).
    const loop = await seedLoop(dash.url, key, [failed, `${hex(6, 8)}${"ab".repeat(12)}`]);
    for (const scheme of ["light", "dark"] as const) {
      const context = await dash.signIn();
      const page = await context.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.emulateMedia({ colorScheme: scheme });
      const suffix = scheme === "dark" ? "-dark" : "";
      await page.goto(`${dash.url}/traces`);
      await page.locator("[data-row-link]").first().waitFor();
      await shoot(page, `traces${suffix}`);
      if (scheme === "dark") continue;
      await page.goto(`${dash.url}/traces/tr_${failed}`);
      await page.getByRole("link", { name: "chat gpt-4o-mini" }).click();
      await page.getByRole("list", { name: "Span input" }).waitFor();
      await shoot(page, "trace-view");
      await page.goto(`${dash.url}/agents`);
      await page.locator("[data-row-link]").first().click();
      await page.getByRole("img").first().waitFor();
      await shoot(page, "agent-detail");
      await page.goto(`${dash.url}/guardrails`);
      await page.getByRole("button", { name: "Scan" }).click();
      await page.getByRole("region", { name: "Text with redactions" }).waitFor();
      await shoot(page, "guardrails");
      await page.goto(`${dash.url}/api-keys`);
      await page.getByLabel("Name").fill("staging");
      await page.getByRole("button", { name: "Create key" }).click();
      await page.getByRole("region", { name: "API key" }).waitFor();
      await shoot(page, "api-keys");
      await page.goto(`${dash.url}/webhooks`);
      await page.locator("[data-row-link]").first().click();
      await page.getByRole("table", { name: "Delivery log" }).waitFor();
      await shoot(page, "webhooks");
      await shootLoop(page, dash.url, loop, shoot);
    }
    await loop.agent.close();
    return 0;
  } finally {
    receiver.close();
    await dash.close();
    await provider.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    say(String(error instanceof Error ? (error.stack ?? error.message) : error));
    process.exit(2);
  },
);
