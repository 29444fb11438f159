/** `vigil eval health`: the agent's evaluation health report, readable in a terminal or as JSON. */
import type { CliDeps } from "../../deps";
import { formatTable, json } from "../../format";
import { type EvalApi, orExit2 } from "./run";

export interface HealthFlags {
  agent: string;
  period: string;
  json?: boolean;
}

interface Metric {
  current: number | null;
  previous: number | null;
  trend: string;
  change: number | null;
  unit?: string;
}

interface HealthReport {
  agentId: string;
  period: string;
  overallHealth: string;
  healthScore: number | null;
  metrics: Record<string, Metric>;
  runsInPeriod: number;
  totalExamplesEvaluated: number;
  alerts: { type: string; severity: string; message: string }[];
}

export const HEALTH_PERIODS = ["7d", "30d", "90d"] as const;

const cell = (n: number | null, unit?: string) =>
  n === null ? "-" : `${unit === "ms" ? Math.round(n) : n.toFixed(3)}${unit ? ` ${unit}` : ""}`;

/** Prints the report; the exit code stays 0 (health is information, the gate is `eval run`). */
export async function evalHealth(deps: CliDeps, api: EvalApi, flags: HealthFlags): Promise<void> {
  const query = `agentId=${encodeURIComponent(flags.agent)}&period=${flags.period}`;
  const report = (
    await orExit2(api.get<{ data: HealthReport }>(`/api/eval-health/report?${query}`))
  ).data;
  if (flags.json) {
    deps.io.stdout.write(json(report));
    return;
  }
  const out = deps.io.stdout;
  out.write(
    `${report.agentId}: ${report.overallHealth}, health score ${report.healthScore ?? "-"} ` +
      `(${report.runsInPeriod} runs, ${report.totalExamplesEvaluated} results in the last ${report.period})\n\n`,
  );
  const rows = Object.entries(report.metrics).map(([name, m]) => [
    name,
    cell(m.current, m.unit),
    cell(m.previous, m.unit),
    m.change === null ? "-" : `${m.change > 0 ? "+" : ""}${cell(m.change, m.unit)}`,
    m.trend,
  ]);
  out.write(`${formatTable(["metric", "current", "previous", "change", "trend"], rows)}\n`);
  out.write(
    report.alerts.length === 0
      ? "\nno alerts\n"
      : `\n${report.alerts.map((a) => `[${a.severity}] ${a.type}: ${a.message}`).join("\n")}\n`,
  );
}
