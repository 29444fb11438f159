import { table } from "./report";
import { type CompareRound, medianRatio } from "./webhooks-compare";
import type { FanOutResult } from "./webhooks-fanout";

/** The tables and verdict lines of `pnpm bench:webhooks`. */

export const TARGET_RATIO = 0.8;

const int = (n: number) => Math.round(n).toLocaleString("en-US");
const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const cores = (n: number) => `${Math.round(n * 100)}%`;

export function fanOutTable(r: FanOutResult): string {
  const d = r.receiver.delay;
  return table(
    [
      "fan-out",
      "events",
      "send s",
      "deliveries",
      "duplicates",
      "wall s",
      "deliveries/s",
      "p50 ms",
      "p95 ms",
      "p99 ms",
      "max ms",
      "server CPU",
      "receiver CPU",
    ],
    [
      [
        `${int(r.eventsSent)} events → ${r.webhooks} webhooks`,
        int(r.eventsSent),
        r.sendSeconds.toFixed(2),
        `${int(r.receiver.deliveries)} / ${int(r.owed)}`,
        int(r.duplicates),
        r.wallSeconds.toFixed(2),
        int(r.deliveriesPerSecond),
        int(d.p50),
        int(d.p95),
        int(d.p99),
        int(d.max),
        cores(r.serverCpu),
        cores(r.receiverCpu),
      ],
    ],
  );
}

export function compareTable(rounds: readonly CompareRound[], webhooks: number): string {
  return table(
    [
      "round",
      "none spans/s",
      `${webhooks} webhooks spans/s`,
      "ratio",
      "server CPU none / subscribed",
      "µs/span none / subscribed",
      "deliveries owed",
      "received during",
      "backlog after",
      "drain s",
    ],
    rounds.map((r, i) => [
      String(i + 1),
      int(r.none.spansPerSecond),
      int(r.subscribed.spansPerSecond),
      pct(r.ratio),
      `${cores(r.none.serverCpu)} / ${cores(r.subscribed.serverCpu)}`,
      `${r.none.serverMicrosPerSpan.toFixed(1)} / ${r.subscribed.serverMicrosPerSpan.toFixed(1)}`,
      int(r.delivery.owed),
      int(r.delivery.receivedDuring),
      int(r.delivery.backlogAfter),
      `${r.delivery.drainSeconds.toFixed(1)}${r.delivery.drained ? "" : " (timed out)"}`,
    ]),
  );
}

export function verdictLines(
  fanOut: FanOutResult,
  rounds: readonly CompareRound[],
  webhooks: number,
): { lines: string[]; pass: boolean } {
  const d = fanOut.receiver.delay;
  const ratio = medianRatio(rounds);
  const pass = ratio >= TARGET_RATIO;
  const complete =
    fanOut.outcome === "complete"
      ? ""
      : ` — INCOMPLETE: ${int(fanOut.owed - fanOut.receiver.deliveries)} deliveries missing when the wait ${fanOut.outcome === "stalled" ? "gave up (none arrived for the stall timeout)" : "timed out"}; the delays cover only those received`;
  const repeats =
    fanOut.duplicates > 0
      ? `; ${int(fanOut.duplicates)} repeated deliveries (at-least-once)`
      : "; no delivery repeated";
  return {
    pass,
    lines: [
      `deliveries/s: ${int(fanOut.deliveriesPerSecond)} (${int(fanOut.receiver.deliveries)} distinct deliveries of ${int(fanOut.eventsSent)} events in ${fanOut.wallSeconds.toFixed(1)} s, first export sent to last delivery received${repeats})${complete}`,
      `p99 event→delivery: ${int(d.p99)} ms (p50 ${int(d.p50)}, p95 ${int(d.p95)}, max ${int(d.max)}; the events arrive in a ${fanOut.sendSeconds.toFixed(1)} s burst, so this is mostly the wait in the backlog)`,
      `ingest with ${webhooks} webhooks: ${pct(ratio)} of none (target ≥ ${TARGET_RATIO * 100}%) ${pass ? "PASS" : "FAIL"}`,
      keepUpLine(rounds),
    ],
  };
}

/** Whether delivery kept pace with ingest: what arrived during the phases, and the drain after. */
function keepUpLine(rounds: readonly CompareRound[]): string {
  const sum = (f: (r: CompareRound) => number) => rounds.reduce((total, r) => total + f(r), 0);
  const owed = sum((r) => r.delivery.owed);
  const during = sum((r) => r.delivery.receivedDuring);
  const backlog = sum((r) => r.delivery.backlogAfter);
  const drainSeconds = sum((r) => r.delivery.drainSeconds);
  const undrained = rounds.filter((r) => !r.delivery.drained).length;
  return `delivery while ingesting: ${int(during)} of ${int(owed)} owed deliveries (${pct(during / Math.max(1, owed))}) arrived during the measured phases; the backlogs then drained at ${int(backlog / Math.max(drainSeconds, 0.001))} deliveries/s${undrained > 0 ? ` (${undrained} did not drain before the timeout)` : ""}`;
}
