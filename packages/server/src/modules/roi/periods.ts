import { DAY_MS } from "../business-metrics/buckets";

export const PERIODS = ["7d", "30d", "90d", "ytd", "all"] as const;
export type Period = (typeof PERIODS)[number];
export const TREND_PERIODS = ["7d", "30d", "90d", "ytd"] as const;

/** A half-open window [from, to) of ISO instants; `from` null means from the beginning. */
export interface Window {
  from: string | null;
  to: string;
}

/**
 * A period's window ending at `now` (inclusive: `to` is 1 ms after it): the last 7, 30 or 90
 * days, the year to date from January 1st 00:00 UTC, or all time.
 */
export function windowOf(period: Period, now: Date): Window {
  const to = new Date(now.getTime() + 1).toISOString();
  switch (period) {
    case "7d":
    case "30d":
    case "90d":
      return {
        from: new Date(now.getTime() - Number.parseInt(period, 10) * DAY_MS).toISOString(),
        to,
      };
    case "ytd":
      return { from: new Date(Date.UTC(now.getUTCFullYear(), 0, 1)).toISOString(), to };
    case "all":
      return { from: null, to };
  }
}

/** The window of the same length just before `window`; null for all time. */
export function previousWindow(window: Window): Window | null {
  if (window.from === null) return null;
  const length = Date.parse(window.to) - Date.parse(window.from);
  return { from: new Date(Date.parse(window.from) - length).toISOString(), to: window.from };
}

/** The window's length in days (fractional); `firstAt` stands in for an open start. */
export function daysOf(window: Window, firstAt: string | null): number {
  const from = window.from ?? firstAt;
  if (from === null) return 0;
  return Math.max(0, Date.parse(window.to) - Date.parse(from)) / DAY_MS;
}
