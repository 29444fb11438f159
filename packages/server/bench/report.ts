import { cpus, loadavg, totalmem } from "node:os";
import type { Result } from "autocannon";

export interface Row {
  label: string;
  result: Result;
  /** CPU the server and the load generator used during the run, in cores (1 = one core busy). */
  serverCpu: number;
  loadCpu: number;
  /** Server CPU time per answered request, µs: unlike req/s, barely moved by other load. */
  serverMicrosPerRequest: number;
  /** Share of the baseline's requests/s, 0–1; undefined for the baseline itself. */
  ratio?: number;
}

export const TARGET_RATIO = 0.5;

const int = (n: number) => Math.round(n).toLocaleString("en-US");
const ms = (n: number) => n.toFixed(2);

/** A plain-text table: the first column left-aligned, the others right-aligned. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)));
  const rule = widths.map((w) => "-".repeat(w));
  return [line(header), rule, ...rows.map(line)].map((cells) => cells.join("  ")).join("\n");
}

/** One line about the machine: the figures only compare within one run on one machine. */
export function machineLine(): string {
  const cores = cpus();
  const model = cores[0]?.model.replace(/\s+/g, " ").trim() ?? "unknown CPU";
  const memory = `${(totalmem() / 1024 ** 3).toFixed(1)} GB RAM`;
  return `${cores.length} cores (${model}), ${memory}, Node ${process.version}, ${process.platform} ${process.arch}`;
}

/** Other work on the machine skews the figures; the 1-minute load average shows how much. */
export function loadLine(): string {
  return `1-min load average ${loadavg()[0]?.toFixed(2) ?? "?"} on ${cpus().length} cores`;
}

/** The results table: req/s, p50/p99 latency, errors, and each API route against the baseline. */
export function resultsTable(rows: Row[]): string {
  const header = [
    "target",
    "req/s",
    "p50 ms",
    "p99 ms",
    "non-2xx/err",
    "server CPU",
    "server µs/req",
    "autocannon CPU",
    "vs bare",
    "≥50%",
  ];
  return table(
    header,
    rows.map(({ label, result, ratio, serverCpu, loadCpu, serverMicrosPerRequest }) => [
      label,
      int(result.requests.average),
      ms(result.latency.p50),
      ms(result.latency.p99),
      String(result.non2xx + result.errors + result.timeouts),
      `${Math.round(serverCpu * 100)}%`,
      int(serverMicrosPerRequest),
      `${Math.round(loadCpu * 100)}%`,
      ratio === undefined ? "baseline" : `${(ratio * 100).toFixed(1)}%`,
      ratio === undefined ? "" : ratio >= TARGET_RATIO ? "PASS" : "FAIL",
    ]),
  );
}
