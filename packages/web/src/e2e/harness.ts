import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  apiKeys,
  loadConfig,
  loginLinks,
  type RunningServer,
  startServer,
  systemClock,
} from "@vigil/server";
import axe from "axe-core";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

/** Debian's chromium; no browser is ever downloaded. */
export const CHROMIUM = process.env.VIGIL_CHROMIUM ?? "/usr/bin/chromium";
export const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) {
  console.warn(
    `browser tests skipped: ${CHROMIUM} is missing (install it with "apt-get install -y chromium"; npm test does)`,
  );
}

const WEB = fileURLToPath(new URL("../..", import.meta.url));
const DIST = join(WEB, "dist");

/** The built dashboard; built here when a checkout has not run `pnpm run build` yet. */
async function builtDashboard(): Promise<string> {
  if (!existsSync(join(DIST, "index.html"))) {
    const { build } = await import("vite");
    await build({ root: WEB, configFile: join(WEB, "vite.config.ts"), logLevel: "warn" });
  }
  return DIST;
}

export interface Dashboard {
  url: string;
  server: RunningServer;
  browser: Browser;
  /** A new API key of a company (admin, all permissions, no rate limit). */
  key(companyId?: string): Promise<string>;
  /** A one-time login URL for an admin of the company, as `vigil login-link` prints. */
  loginLink(companyId?: string): Promise<string>;
  /** A browser context signed in through a login link as an admin of the company. */
  signIn(companyId?: string): Promise<BrowserContext>;
  close(): Promise<void>;
}

/**
 * A real `vigil serve` (in process, port 0 unless given, throwaway data dir) serving the built
 * dashboard, and Chromium. `env` is the server's environment (e.g. VIGIL_OIDC_*).
 */
export async function startDashboard(
  options: { port?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<Dashboard> {
  const dataDir = mkdtempSync(join(tmpdir(), "vigil-web-e2e-"));
  const config = loadConfig(
    {
      port: options.port ?? 0,
      dataDir,
      logLevel: "silent",
      dev: true,
      webRoot: await builtDashboard(),
    },
    options.env ?? {},
  );
  const server = await startServer(config);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  const key = async (companyId = "default") =>
    (
      await apiKeys.create(
        { database: server.deps.database, clock: systemClock },
        { companyId, tier: "unlimited", name: `e2e ${companyId}` },
      )
    ).key;
  const loginLink = async (companyId = "default") => {
    const ctx = { database: server.deps.database, clock: systemClock };
    return (await loginLinks.create(ctx, { baseUrl: server.url, companyId })).url;
  };
  return {
    url: server.url,
    server,
    browser,
    key,
    loginLink,
    async signIn(companyId = "default") {
      // bypassCSP lets the accessibility checker inject axe-core into the page.
      const context = await browser.newContext({ bypassCSP: true, colorScheme: "light" });
      const page = await context.newPage();
      await page.goto(await loginLink(companyId));
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      await page.close();
      return context;
    },
    async close() {
      await browser.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** axe-core's serious and critical violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const run = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } })
      .axe;
    return (await run.run()).violations;
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
}

/** OTLP/JSON traces as an instrumented agent sends them: an agent span with a GenAI chat child. */
export function otlpBody(
  service: string,
  traces: { id: string; failed: boolean; question: string; answer: string }[],
) {
  const base = Date.now() * 1_000_000 - 60_000_000_000;
  const nano = (offsetMs: number) => String(BigInt(base) + BigInt(offsetMs) * 1_000_000n);
  const str = (value: string) => ({ stringValue: value });
  const spans = traces.flatMap((t, i) => {
    const root = `${(i + 1).toString(16).padStart(4, "0")}aaaaaaaaaaaa`;
    const chat = `${(i + 1).toString(16).padStart(4, "0")}bbbbbbbbbbbb`;
    const search = `${(i + 1).toString(16).padStart(4, "0")}cccccccccccc`;
    return [
      {
        traceId: t.id,
        spanId: root,
        name: "invoke_agent support",
        kind: 1,
        startTimeUnixNano: nano(i * 1000),
        endTimeUnixNano: nano(i * 1000 + 900),
        attributes: [{ key: "gen_ai.operation.name", value: str("invoke_agent") }],
        status: t.failed ? { code: 2, message: "tool lookup_order timed out" } : { code: 1 },
      },
      {
        traceId: t.id,
        spanId: search,
        parentSpanId: root,
        name: "retrieve help-center",
        kind: 3,
        startTimeUnixNano: nano(i * 1000 + 20),
        endTimeUnixNano: nano(i * 1000 + 90),
        attributes: [
          { key: "openinference.span.kind", value: str("RETRIEVER") },
          { key: "gen_ai.retrieval.query.text", value: str(t.question) },
          { key: "retrieval.documents.0.document.id", value: str("kb-112") },
          {
            key: "retrieval.documents.0.document.content",
            value: str("Orders ship within 2 business days."),
          },
          { key: "retrieval.documents.0.document.score", value: { doubleValue: 0.91 } },
          { key: "retrieval.documents.1.document.id", value: str("kb-087") },
          {
            key: "retrieval.documents.1.document.content",
            value: str("Refunds take 5 to 10 days to appear."),
          },
          { key: "retrieval.documents.1.document.score", value: { doubleValue: 0.64 } },
        ],
        status: { code: 1 },
      },
      {
        traceId: t.id,
        spanId: chat,
        parentSpanId: root,
        name: "chat gpt-4o-mini",
        kind: 3,
        startTimeUnixNano: nano(i * 1000 + 100),
        endTimeUnixNano: nano(i * 1000 + 700),
        attributes: [
          { key: "gen_ai.operation.name", value: str("chat") },
          { key: "gen_ai.request.model", value: str("gpt-4o-mini") },
          { key: "gen_ai.usage.input_tokens", value: { intValue: "87" } },
          { key: "gen_ai.usage.output_tokens", value: { intValue: "41" } },
          {
            key: "gen_ai.input.messages",
            value: str(
              JSON.stringify([{ role: "user", parts: [{ type: "text", content: t.question }] }]),
            ),
          },
          {
            key: "gen_ai.output.messages",
            value: str(
              JSON.stringify([{ role: "assistant", parts: [{ type: "text", content: t.answer }] }]),
            ),
          },
        ],
        status: t.failed ? { code: 2, message: "upstream error" } : { code: 1 },
      },
    ];
  });
  return {
    resourceSpans: [
      {
        resource: { attributes: [{ key: "service.name", value: str(service) }] },
        scopeSpans: [{ scope: { name: "e2e" }, spans }],
      },
    ],
  };
}

/** Sends traces over OTLP/HTTP JSON as an exporter does. */
export async function ingest(url: string, key: string, body: unknown): Promise<void> {
  const res = await fetch(`${url}/v1/traces`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`OTLP ingest answered ${res.status}: ${await res.text()}`);
}
