/**
 * Like-for-like throughput of two calls on a shared, noisy machine: the two take turns, a
 * round each, for several rounds; each round of the faster call makes as many passes over the
 * corpus as it takes to last about as long as one pass of the slower, so both are sampled over
 * the same spans of time. A call's throughput is its fastest round (interference from other
 * processes only ever adds time, so the fastest round is the closest to the call's own cost);
 * the median round is reported beside it.
 */
import { performance } from "node:perf_hooks";
import { timeCalls } from "./timing";

export interface PairedRounds {
  /** MB/s of each call's fastest round. */
  peerBest: number;
  vigilBest: number;
  /** MB/s of each call's median round. */
  peerMedian: number;
  vigilMedian: number;
  /**
   * Median over rounds of Vigil's MB/s over the peer's in the same round: the two turns of a
   * round run back to back, so load from other processes weighs on both, while the fastest
   * turns of each may come from different moments (the load-tolerant figure verdicts read).
   */
  ratioMedian: number;
  /** Vigil's passes over the corpus per round (the peer makes one). */
  vigilPasses: number;
  rounds: number;
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * Milliseconds in `fn` over `passes` passes of the corpus. Without an `after` hook the passes
 * are timed whole: a clock read per call (about 65 ns here) would land inside each call's
 * time and weigh on the faster call most. With one, each call is timed on its own, so the
 * hook's work is left out.
 */
async function passMs(
  texts: readonly string[],
  fn: (text: string) => unknown,
  passes: number,
  after?: () => void | Promise<void>,
): Promise<number> {
  if (after) {
    const timed = await timeCalls(texts, fn, { rounds: passes, warmup: 0, keep: false, after });
    let total = 0;
    for (const ms of timed.samples) total += ms;
    return total;
  }
  const t0 = performance.now();
  for (let pass = 0; pass < passes; pass++) {
    for (const text of texts) {
      const r = fn(text);
      if (r instanceof Promise) await r;
    }
  }
  return performance.now() - t0;
}

export async function pairedThroughput(
  texts: readonly string[],
  totalBytes: number,
  peer: (text: string) => unknown,
  vigil: (text: string) => unknown,
  options: { rounds: number; after?: () => void | Promise<void> },
): Promise<PairedRounds> {
  // a pass of each, untimed for the figures, to warm both up and size Vigil's rounds
  const peerOnce = await passMs(texts, peer, 1, options.after);
  const vigilOnce = await passMs(texts, vigil, 1);
  const vigilPasses = Math.max(1, Math.round(peerOnce / Math.max(vigilOnce, 1e-6)));
  const peerRates: number[] = [];
  const vigilRates: number[] = [];
  const mbPerSec = (bytes: number, ms: number) => bytes / 1e6 / (ms / 1000);
  for (let round = 0; round < options.rounds; round++) {
    peerRates.push(mbPerSec(totalBytes, await passMs(texts, peer, 1, options.after)));
    vigilRates.push(mbPerSec(totalBytes * vigilPasses, await passMs(texts, vigil, vigilPasses)));
  }
  return {
    peerBest: Math.max(...peerRates),
    vigilBest: Math.max(...vigilRates),
    peerMedian: median(peerRates),
    vigilMedian: median(vigilRates),
    ratioMedian: median(vigilRates.map((v, i) => v / (peerRates[i] as number))),
    vigilPasses,
    rounds: options.rounds,
  };
}
