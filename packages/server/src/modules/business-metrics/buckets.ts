/**
 * UTC time buckets for metric history and ROI trends. All in UTC, so there is no daylight
 * saving shift: an hour is 60 minutes, a day 24 hours, a week starts Monday 00:00 UTC (ISO
 * 8601) and a month on its 1st at 00:00 UTC.
 */

export const INTERVALS = ["hour", "day", "week", "month"] as const;
export type Interval = (typeof INTERVALS)[number];

const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** The start of the bucket that holds `at`. */
export function bucketStart(at: Date, interval: Interval): Date {
  const t = at.getTime();
  switch (interval) {
    case "hour":
      return new Date(t - (((t % HOUR_MS) + HOUR_MS) % HOUR_MS));
    case "day":
      return new Date(t - (((t % DAY_MS) + DAY_MS) % DAY_MS));
    case "week": {
      const day = bucketStart(at, "day");
      // getUTCDay: Sunday 0 … Saturday 6; days since Monday is (day + 6) % 7.
      return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
    }
    case "month":
      return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  }
}

/** The start of the bucket after the one starting at `start`. */
export function nextBucket(start: Date, interval: Interval): Date {
  switch (interval) {
    case "hour":
      return new Date(start.getTime() + HOUR_MS);
    case "day":
      return new Date(start.getTime() + DAY_MS);
    case "week":
      return new Date(start.getTime() + 7 * DAY_MS);
    case "month":
      return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  }
}

/** How many buckets `from..to` spans (both ends' buckets included), without listing them. */
export function bucketCount(from: Date, to: Date, interval: Interval): number {
  const first = bucketStart(from, interval);
  const last = bucketStart(to, interval);
  if (last < first) return 0;
  if (interval === "month") {
    return (
      (last.getUTCFullYear() - first.getUTCFullYear()) * 12 +
      (last.getUTCMonth() - first.getUTCMonth()) +
      1
    );
  }
  const size = interval === "hour" ? HOUR_MS : interval === "day" ? DAY_MS : 7 * DAY_MS;
  return Math.round((last.getTime() - first.getTime()) / size) + 1;
}

/** The starts of every bucket from the one holding `from` to the one holding `to`, in order. */
export function bucketStarts(from: Date, to: Date, interval: Interval): Date[] {
  const starts: Date[] = [];
  const last = bucketStart(to, interval).getTime();
  for (let at = bucketStart(from, interval); at.getTime() <= last; at = nextBucket(at, interval)) {
    starts.push(at);
  }
  return starts;
}

/**
 * The SQL grouping unit a bucket is folded from: values are summed per hour (for hourly
 * buckets) or per UTC day (for the rest) in the database, then days fold into weeks and
 * months here. `length` is how many leading characters of an ISO timestamp name that unit.
 */
export function unitOf(interval: Interval): { length: 13 | 10; parse(key: string): Date } {
  if (interval === "hour") {
    return { length: 13, parse: (key) => new Date(`${key}:00:00.000Z`) };
  }
  return { length: 10, parse: (key) => new Date(`${key}T00:00:00.000Z`) };
}
