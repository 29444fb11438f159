import SQLite from "better-sqlite3";
import type { CeilingResult } from "./ceiling-child";
import { quantile } from "./http-load";
import type { MemorySample, PhaseResult } from "./ingest-phases";
import { table } from "./report";

/** What the ingest bench prints: the results table, the memory verdict, the rows check. */

export const TARGET_SHARE = 0.5;
export const TARGET_SPANS_PER_SECOND = 25_000;
/** RSS may grow this much from the first to the last quarter of the memory phase. */
export const RSS_GROWTH_LIMIT = 1.25;
/** Samples of the first seconds (JIT, caches, the first WAL growth) are not judged… */
export const MEMORY_WARM_UP_SECONDS = 5;
/** …nor, in a short phase, more than its first fifth. */
const MEMORY_WARM_UP_SHARE = 0.2;

export interface Round {
  ceiling: CeilingResult;
  phases: PhaseResult[];
}

const int = (n: number) => Math.round(n).toLocaleString("en-US");
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "-");
const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;

export function ceilingRate(ceiling: CeilingResult): number {
  return ceiling.spans / ceiling.seconds;
}

/** The round with the median share of its own round's ceiling, for phase `index`. */
export function medianRound(rounds: Round[], index: number): Round {
  const share = (round: Round) =>
    (round.phases[index]?.spansPerSecond ?? 0) / ceilingRate(round.ceiling);
  const sorted = [...rounds].sort((a, b) => share(a) - share(b));
  return sorted[Math.floor((sorted.length - 1) / 2)] as Round;
}

export function passes(phase: PhaseResult, ceiling: CeilingResult): boolean {
  return (
    phase.load.failed === 0 &&
    phase.spansPerSecond >= TARGET_SHARE * ceilingRate(ceiling) &&
    phase.spansPerSecond >= TARGET_SPANS_PER_SECOND
  );
}

/** CPU time per span, µs: unlike spans/s, barely moved by other work on the machine. */
export function ceilingMicrosPerSpan(ceiling: CeilingResult): number {
  return (ceiling.cpu * ceiling.seconds * 1e6) / Math.max(1, ceiling.spans);
}

export function resultsTable(rounds: Round[], labels: string[]): string {
  const ceilings = [...rounds].sort((a, b) => ceilingRate(a.ceiling) - ceilingRate(b.ceiling));
  const ceiling = (ceilings[Math.floor((ceilings.length - 1) / 2)] as Round).ceiling;
  const ceilingMicros = ceilingMicrosPerSpan(ceiling);
  const rows = [
    [
      "ceiling: pipeline rows, direct better-sqlite3",
      int(ceilingRate(ceiling)),
      int(ceiling.batches / ceiling.seconds),
      "-",
      "-",
      "0",
      ceiling.cpu.toFixed(2),
      ceilingMicros.toFixed(1),
      "-",
      "baseline",
      "",
      "",
    ],
  ];
  labels.forEach((label, index) => {
    const round = medianRound(rounds, index);
    const phase = round.phases[index] as PhaseResult;
    const { load } = phase;
    rows.push([
      label,
      int(phase.spansPerSecond),
      int(load.ok / load.seconds),
      ms(quantile(load.latencies, 0.5)),
      ms(quantile(load.latencies, 0.99)),
      String(load.failed),
      phase.serverCpu.toFixed(2),
      phase.serverMicrosPerSpan.toFixed(1),
      phase.loadCpu.toFixed(2),
      pct(phase.spansPerSecond / ceilingRate(round.ceiling)),
      passes(phase, round.ceiling) ? "PASS" : "FAIL",
      pct(ceilingMicrosPerSpan(round.ceiling) / phase.serverMicrosPerSpan),
    ]);
  });
  return table(
    [
      "target",
      "spans/s",
      "req/s",
      "p50 ms",
      "p99 ms",
      "failed",
      "CPU cores",
      "CPU µs/span",
      "loadgen CPU",
      "vs ceiling",
      "≥50% & ≥25k",
      "CPU/span vs ceiling",
    ],
    rows,
  );
}

export function roundsLine(rounds: Round[], labels: string[]): string {
  return rounds
    .map((round, i) => {
      const base = ceilingRate(round.ceiling);
      const parts = round.phases.map(
        (phase, j) =>
          `${labels[j]?.split(" ").pop()} ${int(phase.spansPerSecond)} (${pct(phase.spansPerSecond / base)})`,
      );
      return `#${i + 1} ceiling ${int(base)}, ${parts.join(", ")}`;
    })
    .join("; ");
}

export interface MemoryVerdict {
  flat: boolean;
  lines: string[];
}

const average = (samples: MemorySample[], field: "rss" | "heapUsed") =>
  samples.reduce((sum, s) => sum + s[field], 0) / Math.max(1, samples.length);

/** Start/peak/end of RSS and heap, and whether RSS stays flat after the warm-up. */
export function memoryVerdict(samples: MemorySample[], phase: PhaseResult): MemoryVerdict {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last) return { flat: false, lines: ["memory: no samples"] };
  const peak = (field: "rss" | "heapUsed") => Math.max(...samples.map((s) => s[field]));
  const warmUp = Math.min(MEMORY_WARM_UP_SECONDS, last.at * MEMORY_WARM_UP_SHARE);
  const judged = samples.filter((s) => s.at >= warmUp);
  const quarter = Math.max(1, Math.floor(judged.length / 4));
  const firstQuarter = average(judged.slice(0, quarter), "rss");
  const lastQuarter = average(judged.slice(-quarter), "rss");
  const growth = lastQuarter / firstQuarter;
  const enough = judged.length >= 4;
  const flat = enough && growth <= RSS_GROWTH_LIMIT && phase.load.failed === 0;
  const { load } = phase;
  return {
    flat,
    lines: [
      `memory:   ${int(phase.spans)} spans in ${load.ok} requests (protobuf) in ${load.seconds.toFixed(1)} s = ${int(phase.spansPerSecond)} spans/s, p50 ${ms(quantile(load.latencies, 0.5))} ms, p99 ${ms(quantile(load.latencies, 0.99))} ms, ${load.failed} failed; ${samples.length} samples, one a second`,
      `          RSS      start ${mb(first.rss)}, peak ${mb(peak("rss"))}, end ${mb(last.rss)}`,
      `          heapUsed start ${mb(first.heapUsed)}, peak ${mb(peak("heapUsed"))}, end ${mb(last.heapUsed)}`,
      enough
        ? `          RSS after a ${warmUp.toFixed(0)} s warm-up: first-quarter average ${mb(firstQuarter)}, last-quarter average ${mb(lastQuarter)} (${growth >= 1 ? "+" : ""}${((growth - 1) * 100).toFixed(1)}%; limit +${((RSS_GROWTH_LIMIT - 1) * 100).toFixed(0)}%) → ${flat ? "flat: PASS" : "FAIL"}`
        : `          too few samples after the warm-up to judge (${judged.length}; raise BENCH_TOTAL_SPANS) → FAIL`,
    ],
  };
}

/** The columns that differ, row by row (a trace row, then its span rows by id), at most 8. */
function rowDifferences(server: unknown[], ceiling: unknown[]): string {
  const lines: string[] = [];
  if (server.length !== ceiling.length)
    lines.push(`  rows: server ${server.length}, ceiling ${ceiling.length}`);
  for (let i = 0; i < Math.min(server.length, ceiling.length); i++) {
    const a = (server[i] ?? {}) as Record<string, unknown>;
    const b = (ceiling[i] ?? {}) as Record<string, unknown>;
    for (const column of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const x = JSON.stringify(a[column]);
      const y = JSON.stringify(b[column]);
      if (x !== y)
        lines.push(
          `  ${i === 0 ? "trace" : `span ${String(b.id ?? a.id)}`} ${column}: server ${String(x).slice(0, 200)} / ceiling ${String(y).slice(0, 200)}`,
        );
    }
  }
  return lines.slice(0, 8).join("\n");
}

/**
 * Compares what the server stored for the ceiling's first trace with the ceiling's rows: the
 * same trace and span rows, column for column, but the agent id and updated_at (the ceiling's
 * agent is made up; updated_at is the time of writing).
 */
export function compareRows(serverDb: string, ceilingDb: string): { same: boolean; line: string } {
  const server = new SQLite(serverDb, { readonly: true });
  const ceiling = new SQLite(ceilingDb, { readonly: true });
  try {
    const first = ceiling.prepare("select id from traces order by rowid limit 1").pluck().get();
    if (typeof first !== "string")
      return { same: false, line: "rows:     the ceiling stored no trace" };
    const traceRow = (db: SQLite.Database) => {
      const row = db.prepare("select * from traces where id = ?").get(first) as
        | Record<string, unknown>
        | undefined;
      if (!row) return undefined;
      const { agent_id: _agent, updated_at: _updated, ...rest } = row;
      return rest;
    };
    const spanRows = (db: SQLite.Database) =>
      db.prepare("select * from spans where trace_id = ? order by id").all(first);
    const a = JSON.stringify([traceRow(server), spanRows(server)]);
    const b = JSON.stringify([traceRow(ceiling), spanRows(ceiling)]);
    const spans = spanRows(ceiling).length;
    return a === b
      ? {
          same: true,
          line: `rows:     the server stored trace ${first} exactly as the ceiling did (1 traces row + ${spans} spans rows, every column but agent_id and updated_at; about ${Math.round(b.length / spans).toLocaleString("en-US")} bytes per span row)`,
        }
      : {
          same: false,
          line: `rows:     FAIL: server and ceiling rows differ for trace ${first}:\n${rowDifferences(
            [traceRow(server), ...spanRows(server)],
            [traceRow(ceiling), ...spanRows(ceiling)],
          )}`,
        };
  } finally {
    server.close();
    ceiling.close();
  }
}
