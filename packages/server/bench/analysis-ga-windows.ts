import type { PhaseResult } from "./ingest-phases";

/**
 * The interleaved windows of the generate-all bench (analysis-generate-all.ts) and their
 * figures. Ingest grows the database by millions of spans over the bench, and ingest slows as
 * it grows, so "alone" and "during" must be taken on a database of the same size: the bench
 * alternates them, alone / during / alone / during … / alone, and compares each during window
 * with the two alone windows around it. The figure is the median of those ratios.
 */

/** One slice of ingest load and the wall-clock span it ran over (Date.now()). */
export interface TimedPhase {
  phase: PhaseResult;
  startedAt: number;
  endedAt: number;
}

export interface DuringWindow {
  /** The ingest slices run while this window's generate-all runs were queued or running. */
  slices: TimedPhase[];
  /** When the window's first run was created and its last one completed (Date.now() scale). */
  runsFrom: number;
  runsUntil: number;
  traces: number;
}

export interface WindowFigure {
  aloneBefore: number;
  aloneAfter: number;
  /** Spans/s of the slices wholly inside the window's runs (null: the runs ended too soon). */
  during: number | null;
  duringSeconds: number;
  ratio: number | null;
  traces: number;
  traceSeconds: number;
}

/**
 * Ingest's rate while the runs went on: the slices that ended before the last run completed.
 * The slice that straddles the end (part of it with ingest alone) is left out, so the figure
 * never mixes in time without generate-all.
 */
export function duringRate(window: DuringWindow): { rate: number | null; seconds: number } {
  const inside = window.slices.filter((s) => s.endedAt <= window.runsUntil);
  const spans = inside.reduce((n, s) => n + s.phase.spans, 0);
  const seconds = inside.reduce((n, s) => n + s.phase.load.seconds, 0);
  return { rate: seconds > 0 ? spans / seconds : null, seconds };
}

/** Each during window against the mean of the alone windows before and after it. */
export function windowFigures(alone: PhaseResult[], during: DuringWindow[]): WindowFigure[] {
  return during.map((window, i) => {
    const before = alone[i]?.spansPerSecond ?? Number.NaN;
    const after = alone[i + 1]?.spansPerSecond ?? Number.NaN;
    const { rate, seconds } = duringRate(window);
    return {
      aloneBefore: before,
      aloneAfter: after,
      during: rate,
      duringSeconds: seconds,
      ratio: rate === null ? null : rate / ((before + after) / 2),
      traces: window.traces,
      traceSeconds: (window.runsUntil - window.runsFrom) / 1000,
    };
  });
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
