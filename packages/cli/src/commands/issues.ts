import { Command, InvalidArgumentError, Option } from "commander";
import type { CliDeps } from "../deps";
import { formatTable, json } from "../format";
import { connect, type ServerFlags } from "../server-client";

const STATUSES = ["open", "proposed_fix", "testing", "closed"] as const;
const SEVERITIES = ["low", "medium", "high", "critical"] as const;
const SORTS = ["createdAt", "severity", "traceCount"] as const;

interface Issue {
  id: string;
  title: string;
  description: string;
  severity: string;
  status: string;
  traceCount: number;
  agentId: string;
  agentName: string | null;
  tags: string[];
  clusterId: string | null;
  createdAt: string;
}
interface IssueDetail extends Issue {
  traceIds: string[];
  fixes: { id: string; type: string; status: string; description: string }[];
  metadata: {
    firstSeenAt: string | null;
    lastSeenAt: string | null;
    affectedCustomers: number;
    clusterConfidence: number | null;
  };
}
interface ListFlags extends ServerFlags {
  agent?: string;
  status?: string;
  severity?: string;
  sort: string;
  order: string;
  limit: number;
  page: number;
  json?: boolean;
}

function wholeNumber(max: number) {
  return (value: string): number => {
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < 1 || n > max) {
      throw new InvalidArgumentError(`Use a whole number from 1 to ${max}`);
    }
    return n;
  };
}

function withServer(command: Command): Command {
  return command
    .option("--url <url>", "the server (env VIGIL_URL)")
    .option("--api-key <key>", "your API key (env VIGIL_API_KEY)")
    .option("--json", "print JSON");
}

function listCommand(deps: CliDeps): Command {
  return withServer(
    new Command("list")
      .description("List issues, most recent (or most severe) first")
      .option("--agent <id>", "only this agent's issues")
      .addOption(new Option("--status <status>", "only this status").choices(STATUSES))
      .addOption(new Option("--severity <severity>", "only this severity").choices(SEVERITIES))
      .addOption(new Option("--sort <field>", "sort by").choices(SORTS).default("createdAt"))
      .addOption(
        new Option("--order <order>", "sort order").choices(["asc", "desc"]).default("desc"),
      )
      .option("--limit <n>", "issues per page (1-100)", wholeNumber(100), 20)
      .option("--page <n>", "page number", wholeNumber(1_000_000), 1),
  ).action(async (flags: ListFlags) => {
    const api = connect(deps.env, flags);
    const query = new URLSearchParams({
      sortBy: flags.sort,
      sortOrder: flags.order,
      limit: String(flags.limit),
      page: String(flags.page),
    });
    if (flags.agent) query.set("agentId", flags.agent);
    if (flags.status) query.set("status", flags.status);
    if (flags.severity) query.set("severity", flags.severity);
    const body = await api.get<{ data: Issue[]; pagination: { total: number; hasMore: boolean } }>(
      `/api/v2/issues?${query}`,
    );
    if (flags.json) {
      deps.io.stdout.write(json({ issues: body.data, pagination: body.pagination }));
      return;
    }
    const rows = body.data.map((issue) => [
      issue.id,
      issue.severity,
      issue.status,
      String(issue.traceCount),
      issue.agentName ?? issue.agentId,
      issue.title,
    ]);
    deps.io.stdout.write(
      `${formatTable(["ID", "SEVERITY", "STATUS", "TRACES", "AGENT", "TITLE"], rows)}\n`,
    );
    const more = body.pagination.hasMore ? ` (next: --page ${flags.page + 1})` : "";
    deps.io.stderr.write(`${body.data.length} of ${body.pagination.total} issues${more}\n`);
  });
}

function detailText(issue: IssueDetail): string {
  const m = issue.metadata;
  const rows: [string, string][] = [
    ["id", issue.id],
    ["title", issue.title],
    ["severity", issue.severity],
    ["status", issue.status],
    ["agent", `${issue.agentName ?? "-"} (${issue.agentId})`],
    ["traces", String(issue.traceCount)],
    ["tags", issue.tags.join(", ") || "-"],
    ["first seen", m.firstSeenAt ?? "-"],
    ["last seen", m.lastSeenAt ?? "-"],
    ["affected customers", String(m.affectedCustomers)],
    [
      "cluster",
      issue.clusterId ? `${issue.clusterId} (confidence ${m.clusterConfidence ?? "-"})` : "-",
    ],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  const lines = rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`);
  if (issue.description) lines.push("", issue.description);
  lines.push("", issue.fixes.length === 0 ? "no fixes yet" : "fixes:");
  if (issue.fixes.length > 0) {
    lines.push(
      formatTable(
        ["ID", "TYPE", "STATUS", "DESCRIPTION"],
        issue.fixes.map((f) => [f.id, f.type, f.status, f.description]),
      ),
    );
  }
  return `${lines.join("\n")}\n`;
}

function showCommand(deps: CliDeps): Command {
  return withServer(
    new Command("show")
      .description("Show an issue with its metadata and fixes")
      .argument("<id>", "the issue id"),
  ).action(async (id: string, flags: ServerFlags & { json?: boolean }) => {
    const api = connect(deps.env, flags);
    const issue = (await api.get<{ data: IssueDetail }>(`/api/v2/issues/${encodeURIComponent(id)}`))
      .data;
    deps.io.stdout.write(flags.json ? json(issue) : detailText(issue));
  });
}

/** `vigil issues list|show`: read issues from a running server. */
export function makeIssuesCommand(deps: CliDeps): Command {
  return new Command("issues")
    .description("List and show issues on a running server")
    .addHelpText(
      "after",
      `
Examples:
  $ vigil issues list --status open --sort severity
  $ vigil issues show iss_01H… --json`,
    )
    .addCommand(listCommand(deps))
    .addCommand(showCommand(deps));
}
