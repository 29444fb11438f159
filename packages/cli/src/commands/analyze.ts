import { setTimeout as sleep } from "node:timers/promises";
import { parseDuration } from "@vigil/server/operator";
import { Command, InvalidArgumentError, Option } from "commander";
import type { CliDeps, Writer } from "../deps";
import { UserError } from "../errors";
import { json } from "../format";
import { client, DEFAULT_URL } from "../server-client";

const TIERS = ["rule_based", "fast_llm", "full_llm", "deep"] as const;
const POLL_MS = 500;
/** Traces listed by the summary as the lowest scores. */
const LOWEST = 5;

interface AnalyzeFlags {
  agent: string;
  tier: (typeof TIERS)[number];
  since?: number;
  limit: number;
  outcome?: "success" | "failure";
  url?: string;
  apiKey?: string;
  json?: boolean;
}

interface GenerateAllJob {
  jobId: string | null;
  queued: number;
  skipped: number;
  estimatedCredits: number;
  remainingCredits: number;
}

interface RunResult {
  traceId: string;
  status: string;
  error: { code: string; message: string } | null;
  overallScore: number | null;
  creditsUsed: number;
}

interface Run {
  id: string;
  status: string;
  traceCount: number;
  results: RunResult[];
  creditsUsed: number;
}

function parseSince(value: string): number {
  const ms = parseDuration(value);
  if (ms === null) throw new InvalidArgumentError("Use a duration such as 30m, 12h or 7d");
  return ms;
}

function parseLimit(value: string): number {
  const limit = Number(value);
  if (!/^\d+$/.test(value) || limit < 1 || limit > 500) {
    throw new InvalidArgumentError("Use a whole number from 1 to 500");
  }
  return limit;
}

const isTty = (writer: Writer) => "isTTY" in writer && writer.isTTY === true;

/** `[#####.....] 12/40` on a terminal (redrawn in place), a plain line per change otherwise. */
function progress(stderr: Writer, done: number, total: number): void {
  if (!isTty(stderr)) {
    stderr.write(`analysed ${done}/${total}\n`);
    return;
  }
  const width = 30;
  const filled = total === 0 ? width : Math.round((done / total) * width);
  stderr.write(`\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${total}`);
  if (done === total) stderr.write("\n");
}

/** What the run came to: counts, scores and credits, the lowest-scoring traces first. */
function summarise(job: GenerateAllJob, run: Run | null) {
  const results = run?.results ?? [];
  const completed = results.filter((r) => r.status === "completed");
  const scores = completed.flatMap((r) => (r.overallScore === null ? [] : [r.overallScore]));
  const failed = results.filter((r) => r.status === "failed");
  return {
    runId: run?.id ?? null,
    status: run?.status ?? "completed",
    analysed: completed.length,
    failed: failed.length,
    skipped: job.skipped,
    avgScore:
      scores.length === 0
        ? null
        : Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 1000) / 1000,
    creditsUsed: run?.creditsUsed ?? 0,
    lowest: completed
      .filter((r) => r.overallScore !== null)
      .sort((a, b) => (a.overallScore ?? 0) - (b.overallScore ?? 0))
      .slice(0, LOWEST)
      .map((r) => ({ traceId: r.traceId, score: r.overallScore })),
    errors: failed.slice(0, LOWEST).map((r) => ({ traceId: r.traceId, error: r.error?.message })),
  };
}

function table(summary: ReturnType<typeof summarise>): string {
  const rows: [string, string][] = [
    ["run", summary.runId ?? "-"],
    ["status", summary.status],
    ["analysed", String(summary.analysed)],
    ["failed", String(summary.failed)],
    ["skipped (already explained)", String(summary.skipped)],
    ["average score", summary.avgScore === null ? "-" : summary.avgScore.toFixed(3)],
    ["credits used", String(summary.creditsUsed)],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  const lines = rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`);
  if (summary.lowest.length > 0) {
    lines.push("", "lowest scores:");
    for (const { traceId, score } of summary.lowest)
      lines.push(`  ${score?.toFixed(3)}  ${traceId}`);
  }
  if (summary.errors.length > 0) {
    lines.push("", "failed:");
    for (const { traceId, error } of summary.errors) lines.push(`  ${traceId}  ${error ?? ""}`);
  }
  return `${lines.join("\n")}\n`;
}

/** `vigil analyze`: explains an agent's unexplained traces through a running server. */
export function makeAnalyzeCommand(deps: CliDeps): Command {
  return new Command("analyze")
    .description("Analyse an agent's unexplained traces on a running server, with progress")
    .requiredOption("--agent <id>", "the agent whose traces to analyse")
    .addOption(new Option("--tier <tier>", "analysis tier").choices(TIERS).default("fast_llm"))
    .option("--since <duration>", "only traces from this long ago (30m, 12h, 7d)", parseSince)
    .option("--limit <n>", "at most n traces, newest first (1-500)", parseLimit, 50)
    .addOption(
      new Option("--outcome <outcome>", "only this outcome").choices(["success", "failure"]),
    )
    .option("--url <url>", "the server (env VIGIL_URL)")
    .option("--api-key <key>", "your API key (env VIGIL_API_KEY)")
    .option("--json", "print the summary as JSON")
    .addHelpText(
      "after",
      `
Examples:
  $ vigil analyze --agent agent_01H… --tier rule_based --since 7d
  $ VIGIL_API_KEY=vgl_… vigil analyze --agent agent_01H… --outcome failure --json`,
    )
    .action(async (flags: AnalyzeFlags) => {
      const apiKey = flags.apiKey ?? deps.env.VIGIL_API_KEY;
      if (!apiKey) throw new UserError("no API key", "pass --api-key or set VIGIL_API_KEY");
      const api = client(flags.url ?? deps.env.VIGIL_URL ?? DEFAULT_URL, apiKey);
      const query = new URLSearchParams({ tier: flags.tier, limit: String(flags.limit) });
      if (flags.outcome) query.set("outcomeFilter", flags.outcome);
      if (flags.since !== undefined) {
        query.set("startDate", new Date(Date.now() - flags.since).toISOString());
      }
      const path = `/api/v1/explainer/generate-all/${encodeURIComponent(flags.agent)}?${query}`;
      const job = (await api.post<{ data: GenerateAllJob }>(path, undefined)).data;
      const { stderr } = deps.io;
      let run: Run | null = null;
      if (job.jobId === null) {
        stderr.write(`Nothing to analyse: ${job.skipped} traces already explained\n`);
      } else {
        stderr.write(
          `Analysing ${job.queued} traces at ${flags.tier} (estimated ${job.estimatedCredits} credits, ${job.remainingCredits} left)\n`,
        );
        let shown = -1;
        for (;;) {
          run = (await api.get<{ data: Run }>(`/api/v2/analyzer/results/${job.jobId}`)).data;
          if (run.results.length !== shown) {
            shown = run.results.length;
            progress(stderr, shown, run.traceCount);
          }
          if (run.status !== "processing" && run.status !== "queued") break;
          await sleep(POLL_MS);
        }
      }
      const summary = summarise(job, run);
      deps.io.stdout.write(flags.json ? json(summary) : table(summary));
      if (summary.status === "failed") {
        throw new UserError(
          `analysis run ${summary.runId} failed`,
          "check the provider settings (VIGIL_LLM_*) or try --tier rule_based",
        );
      }
    });
}
