/**
 * Speed tables and the targets: PII micro-F1, hard-negative false-positive rate,
 * secrets recall, pii+secrets p99 on 4 KB messages, and throughput against the faster peer on
 * the types both support.
 */
import { PII_TYPES, SECRET_TYPES } from "./corpus-types";
import type { Accuracy } from "./report";
import { prf } from "./scoring";
import { fmt, heading, pct, table } from "./table";
import type { PairedRounds } from "./throughput";
import type { SpeedSummary } from "./timing";

export interface SpeedRow {
  system: string;
  call: string;
  all: SpeedSummary;
  long: SpeedSummary;
}

/** A peer against Vigil doing the same types' work. */
export interface Comparison {
  peer: string;
  vigilCall: string;
  /** Throughput from turns taken with the peer (throughput.ts). */
  paired: PairedRounds;
}

/** Vigil's throughput over the peer's, each from its fastest round. */
const ratioOf = (c: Comparison) => c.paired.vigilBest / c.paired.peerBest;

export interface Target {
  name: string;
  value: string;
  threshold: string;
  pass: boolean;
}

const ms = (x: number): string => fmt(x, 3);

export function printSpeed(
  rows: readonly SpeedRow[],
  comparisons: readonly Comparison[],
  longLength: number,
): string {
  const out = [
    heading(
      `Speed (per message, after warm-up; MB = 10^6 bytes; "4 KB" = the ${longLength}-char messages)`,
    ),
  ];
  out.push(
    table(
      [
        "system",
        "call",
        "MB/s",
        "p50 ms",
        "p99 ms",
        "mean ms",
        "p50 4KB",
        "p99 4KB",
        "p99 4KB*",
        "samples",
      ],
      rows.map((r) => [
        r.system,
        r.call,
        fmt(r.all.mbPerSec, 2),
        ms(r.all.p50Ms),
        ms(r.all.p99Ms),
        ms(r.all.meanMs),
        ms(r.long.p50Ms),
        ms(r.long.p99Ms),
        ms(r.long.p99MedianMs),
        String(r.all.samples),
      ]),
    ),
  );
  out.push(
    "* p99 over the 4 KB messages of each message's median across rounds (its own cost, without one-off stalls from other processes or a GC pause)",
  );
  out.push("\nThroughput on the types both support (Vigil restricted to the peer's types):");
  out.push(
    table(
      [
        "peer",
        "peer MB/s",
        "Vigil call",
        "Vigil MB/s",
        "Vigil ÷ peer",
        "median rounds",
        "Vigil passes/round",
      ],
      comparisons.map((c) => [
        c.peer,
        fmt(c.paired.peerBest, 2),
        c.vigilCall,
        fmt(c.paired.vigilBest, 2),
        `${fmt(ratioOf(c), 1)}×`,
        `${fmt(c.paired.vigilMedian, 1)} ÷ ${fmt(c.paired.peerMedian, 1)} = ${fmt(c.paired.vigilMedian / c.paired.peerMedian, 1)}×`,
        String(c.paired.vigilPasses),
      ]),
    ),
  );
  const rounds = comparisons[0]?.paired.rounds ?? 0;
  out.push(
    `The peer and Vigil take ${rounds} turns each (Vigil's turns make as many passes over the corpus as last about one pass of the peer); MB/s is each call's fastest turn, since other processes only ever add time. The median turns are shown beside.`,
  );
  return out.join("\n");
}

export function computeTargets(
  acc: Accuracy,
  scanRow: SpeedRow,
  comparisons: readonly Comparison[],
): Target[] {
  const micro = prf(acc.vigilPii.micro(PII_TYPES)).f1;
  const secrets = acc.vigilSecrets.micro(SECRET_TYPES);
  const recall = secrets.tp / (secrets.tp + secrets.fn);
  const fastest = [...comparisons].sort((a, b) => b.paired.peerBest - a.paired.peerBest)[0];
  const ratio = fastest ? fastest.paired.ratioMedian : Number.NaN;
  const best = fastest ? ratioOf(fastest) : Number.NaN;
  return [
    {
      name: "PII micro-F1 (16 entities)",
      value: fmt(micro),
      threshold: "≥ 0.970",
      pass: micro >= 0.97,
    },
    {
      name: "hard-negative FP rate (pii+secrets)",
      value: pct(acc.vigilHardNegativeRate, 2),
      threshold: "≤ 1.00%",
      pass: acc.vigilHardNegativeRate <= 0.01,
    },
    {
      name: "secrets recall (typed)",
      value: fmt(recall),
      threshold: "≥ 0.970",
      pass: recall >= 0.97,
    },
    {
      // the raw p99 of single calls is whatever other processes did to the slowest 1%: on a
      // shared machine it fails under load alone, so the verdict reads each message's median
      // across rounds (its own cost) and the raw figure is shown beside it
      name: "pii+secrets p99 on 4 KB (scan), per-message median",
      value: `${ms(scanRow.long.p99MedianMs)} ms (raw p99: ${ms(scanRow.long.p99Ms)} ms)`,
      threshold: "< 1 ms",
      pass: scanRow.long.p99MedianMs < 1,
    },
    {
      name: `throughput vs faster peer (${fastest?.peer ?? "—"}), median of paired rounds`,
      value: `${fmt(ratio, 1)}× (fastest turns: ${fmt(best, 1)}×)`,
      threshold: "≥ 5×",
      pass: ratio >= 5,
    },
  ];
}

export function printTargets(targets: readonly Target[]): string {
  const out = [heading("Targets")];
  out.push(
    table(
      ["target", "value", "threshold", "result"],
      targets.map((t) => [t.name, t.value, t.threshold, t.pass ? "PASS" : "FAIL"]),
    ),
  );
  out.push(
    "\nVerdicts read load-tolerant figures: the 4 KB p99 over each message's median across rounds (a one-off stall from another process or a GC pause lands on one round, not the median; the raw p99 is shown beside it), and throughput as the median over rounds of Vigil's rate over the peer's in the same round (their turns alternate back to back, so load weighs on both; the fastest turns of each may come from different moments and are shown beside).",
  );
  const failed = targets.filter((t) => !t.pass);
  if (failed.length === 0) out.push("\nAll targets PASS.");
  for (const t of failed)
    out.push(`\n!!!!! FAIL: ${t.name} = ${t.value} (target ${t.threshold}) !!!!!`);
  return out.join("\n");
}
