/**
 * secretlint (@secretlint/core `lintSource`) with @secretlint/secretlint-rule-preset-recommend,
 * one message per call as an in-memory text file. The API is async; each call is awaited.
 *
 * secretlint's always-on profiler (@secretlint/profiler) keeps every performance mark of the
 * process and scans that list on each new mark, so thousands of calls in one process become
 * quadratic (minutes of CPU after the last call). Between calls, outside the timed region, the
 * bench empties the profiler's lists; secretlint's per-call work is unchanged.
 */
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { lintSource } from "@secretlint/core";
import { creator as recommended } from "@secretlint/secretlint-rule-preset-recommend";
import type { LabelType } from "./corpus-types";
import type { Found, Peer } from "./peer-types";

/** secretlint message id → our label type (null: reported but not one of our types). */
export const SECRETLINT_TYPES: Readonly<Record<string, LabelType | null>> = {
  GITHUB_TOKEN: "github_token",
  AWSAccessKeyID: "aws_key",
  AWSSecretAccessKey: "aws_key",
  AWSAccountID: null,
  PrivateKey: "private_key",
  PrivateKeyJSON: "private_key",
  NPM_ACCESS_TOKEN: "npm_token",
  Npmrc_authToken: "npm_token",
  PackageJSON_xOauthToken: "npm_token",
  SLACK_TOKEN: "slack_token",
  IncomingWebhook: "slack_webhook",
  BasicAuth: "basic_auth",
  OPENAI_TOKEN: "openai_api_key",
  ANTHROPIC_API_KEY: "anthropic_api_key",
  LINEAR_API_TOKEN: "linear_api_key",
  SENDGRID_KEY: "sendgrid_api_key",
  SHOPIFY_KEY: "shopify_token",
  MongoDBConnection: "connection_string",
  MySQLConnection: "connection_string",
  PostgreSQLConnection: "connection_string",
  OPS_TOKEN: null,
};

type LintResult = Awaited<ReturnType<typeof lintSource>>;
type LintConfig = Parameters<typeof lintSource>[0]["options"]["config"];

const config: LintConfig = {
  rules: [{ id: "@secretlint/secretlint-rule-preset-recommend", rule: recommended }],
};

interface Profiler {
  entries: unknown[];
  measures: unknown[];
  executionPromises: unknown[];
}

/** The profiler instance @secretlint/core uses (same resolved module, so the same object). */
async function loadProfiler(): Promise<Profiler | null> {
  try {
    const core = createRequire(import.meta.url).resolve("@secretlint/core");
    const path = createRequire(core).resolve("@secretlint/profiler");
    const mod = (await import(pathToFileURL(path).href)) as { secretLintProfiler?: Profiler };
    return mod.secretLintProfiler ?? null;
  } catch {
    return null;
  }
}

export async function secretlintPeer(): Promise<Peer> {
  const profiler = await loadProfiler();
  return {
    name: "secretlint",
    types: new Set(Object.values(SECRETLINT_TYPES).filter((t): t is LabelType => t !== null)),
    run: (text) =>
      lintSource({
        source: { content: text, filePath: "/message.txt", ext: ".txt", contentType: "text" },
        options: { config, noPhysicFilePath: true },
      }),
    findings(_text, result) {
      const out: Found[] = [];
      for (const m of (result as LintResult).messages) {
        const type = SECRETLINT_TYPES[m.messageId];
        if (type) out.push({ type, start: m.range[0], end: m.range[1] });
      }
      return out;
    },
    async afterCall() {
      if (!profiler) return;
      // let the profiler's PerformanceObserver take this call's marks (delivered on a later
      // turn of the event loop), then forget them
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      profiler.entries.length = 0;
      profiler.measures.length = 0;
      profiler.executionPromises.length = 0;
      performance.clearMarks();
      performance.clearMeasures();
    },
  };
}
