/**
 * Per-message timing: `performance.now()` around each call, after a warm-up pass, over one or
 * more rounds of the whole corpus. Throughput is total UTF-8 bytes over total time in calls.
 */
import { performance } from "node:perf_hooks";

export interface Timed {
  /** Result of each message's call in the first round (empty when `keep` is false). */
  results: unknown[];
  /** Milliseconds per call: rounds × messages, message index = i % messages. */
  samples: Float64Array;
  rounds: number;
}

export interface SpeedSummary {
  mbPerSec: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  samples: number;
  /**
   * p99 over messages of each message's median time across rounds: the message's own cost,
   * without one-off stalls (preemption by other processes, a GC pause landing on that call).
   */
  p99MedianMs: number;
}

/** Calls `fn` on each text; awaits when it returns a promise (async APIs are timed per call). */
export async function timeCalls(
  texts: readonly string[],
  fn: (text: string) => unknown,
  options: {
    rounds: number;
    warmup: number;
    after?: () => void | Promise<void>;
    /** Keep the first round's results (off for calls whose results are not scored). */
    keep?: boolean;
  },
): Promise<Timed> {
  const n = texts.length;
  const after = options.after;
  for (let i = 0; i < Math.min(options.warmup, n * 4); i++) {
    const r = fn(texts[i % n] as string);
    if (r instanceof Promise) await r;
    await after?.();
  }
  const samples = new Float64Array(n * options.rounds);
  const results: unknown[] = new Array(n);
  for (let round = 0; round < options.rounds; round++) {
    for (let i = 0; i < n; i++) {
      const text = texts[i] as string;
      const t0 = performance.now();
      let r = fn(text);
      if (r instanceof Promise) r = await r;
      samples[round * n + i] = performance.now() - t0;
      if (round === 0 && options.keep !== false) results[i] = r;
      if (after) await after();
    }
  }
  return { results, samples, rounds: options.rounds };
}

export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx] as number;
}

/** Speed over the messages selected by `include` (all when omitted). */
export function summarize(
  timed: Timed,
  bytes: readonly number[],
  include?: (index: number) => boolean,
): SpeedSummary {
  const n = bytes.length;
  const picked: number[] = [];
  let totalMs = 0;
  let totalBytes = 0;
  for (let k = 0; k < timed.samples.length; k++) {
    const i = k % n;
    if (include && !include(i)) continue;
    const ms = timed.samples[k] as number;
    picked.push(ms);
    totalMs += ms;
    totalBytes += bytes[i] as number;
  }
  const sorted = Float64Array.from(picked).sort();
  const medians: number[] = [];
  for (let i = 0; i < n; i++) {
    if (include && !include(i)) continue;
    const own = Float64Array.from(
      { length: timed.rounds },
      (_, r) => timed.samples[r * n + i] as number,
    );
    medians.push(percentile(own.sort(), 50));
  }
  return {
    mbPerSec: totalBytes / 1e6 / (totalMs / 1000),
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    meanMs: picked.length > 0 ? totalMs / picked.length : Number.NaN,
    samples: picked.length,
    p99MedianMs: percentile(Float64Array.from(medians).sort(), 99),
  };
}
