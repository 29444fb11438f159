/**
 * Like-for-like throughput of two calls on a shared, noisy machine: the two take turns, a
 * round each, for several rounds; each round of the faster call makes as many passes over the
 * corpus as it takes to last about as long as one pass of the slower, so both are sampled over
 * the same spans of time. A call's throughput is its fastest round (interference from other
 * processes only ever adds time, so the fastest round is the closest to the call's own cost);
 * the median round is reported beside it.
 */
import { timeCalls } from "./timing";

export interface PairedRounds {
  /** MB/s of each call's fastest round. */
  peerBest: number;
  vigilBest: number;
  /** MB/s of each call's median round. */
  peerMedian: number;
  vigilMedian: number;
  /** Vigil's passes over the corpus per round (the peer makes one). */
  vigilPasses: number;
  rounds: number;
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function passMs(
  texts: readonly string[],
  fn: (text: string) => unknown,
  passes: number,
  after?: () => void | Promise<void>,
): Promise<number> {
  const timed = await timeCalls(texts, fn, { rounds: passes, warmup: 0, keep: false, after });
  let total = 0;
  for (const ms of timed.samples) total += ms;
  return total;
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
    vigilPasses,
    rounds: options.rounds,
  };
}
