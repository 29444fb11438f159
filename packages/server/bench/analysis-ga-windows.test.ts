import { describe, expect, it } from "vitest";
import { type DuringWindow, duringRate, median, windowFigures } from "./analysis-ga-windows";
import type { PhaseResult } from "./ingest-phases";

/** A phase of `spans` over `seconds` (only the fields the figures read). */
function phase(spans: number, seconds: number): PhaseResult {
  return { spans, spansPerSecond: spans / seconds, load: { seconds } } as PhaseResult;
}

describe("the generate-all bench's interleaved windows", () => {
  const window: DuringWindow = {
    slices: [
      { phase: phase(800, 1), startedAt: 0, endedAt: 1_000 },
      { phase: phase(900, 1), startedAt: 1_000, endedAt: 2_000 },
      // Straddles the runs' end (2,500): half of it ran with ingest alone.
      { phase: phase(1_000, 1), startedAt: 2_000, endedAt: 3_000 },
    ],
    runsFrom: 0,
    runsUntil: 2_500,
    traces: 500,
  };

  it("counts only the slices that ended before the window's runs did", () => {
    expect(duringRate(window)).toEqual({ rate: 850, seconds: 2 });
    expect(duringRate({ ...window, runsUntil: 500 }).rate).toBeNull();
  });

  it("compares each during window with the mean of the alone windows around it", () => {
    const [figure] = windowFigures([phase(3_000, 3), phase(2_400, 3)], [window]);
    expect(figure?.ratio).toBeCloseTo(850 / 900);
    expect(figure?.traceSeconds).toBe(2.5);
    expect(median([0.9, 0.7, 0.8])).toBe(0.8);
    expect(median([0.9, 0.7])).toBeCloseTo(0.8);
    expect(median([])).toBeNull();
  });
});
