/**
 * Quiet hours: a daily range of wall-clock time ("22:00"-"07:00") in an IANA time zone during
 * which notifications are held. Pure: the caller passes the time.
 */

export interface QuietHours {
  /** "HH:MM", inclusive. */
  start: string;
  /** "HH:MM", exclusive; before `start` means the range runs over midnight. */
  end: string;
  timeZone: string;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let made = formatters.get(timeZone);
  if (!made) {
    made = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, made);
  }
  return made;
}

/** Whether Intl knows the zone (IANA names such as "Europe/Berlin", and "UTC"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

function parts(at: Date, timeZone: string): WallClock & { seconds: number } {
  const values: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(at)) {
    if (part.type !== "literal") values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 1970,
    month: values.month ?? 1,
    day: values.day ?? 1,
    minutes: (values.hour ?? 0) * 60 + (values.minute ?? 0),
    seconds: values.second ?? 0,
  };
}

/** Minutes since midnight of "HH:MM". */
export function minutesOf(hhmm: string): number {
  const [hours, minutes] = hhmm.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** How far the zone's wall clock is ahead of UTC at `at`, in ms. */
function offsetMs(at: number, timeZone: string): number {
  const wall = parts(new Date(at), timeZone);
  const asUtc = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    Math.floor(wall.minutes / 60),
    wall.minutes % 60,
    wall.seconds,
  );
  return asUtc - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a wall-clock time of the zone happens. Across a DST change the offset is taken
 * again at the first guess; a time skipped by a spring-forward lands just after the gap.
 */
export function instantOf(wall: WallClock, timeZone: string): Date {
  const guess = Date.UTC(wall.year, wall.month - 1, wall.day, 0, wall.minutes);
  const first = guess - offsetMs(guess, timeZone);
  const second = guess - offsetMs(first, timeZone);
  return new Date(second);
}

/**
 * When the quiet hours that `now` falls in end, or null when `now` is outside them.
 * @example quietUntil(new Date("2026-01-15T04:00:00Z"),
 *   { start: "22:00", end: "07:00", timeZone: "America/New_York" })
 *   // 2026-01-15T12:00:00.000Z (07:00 EST)
 */
export function quietUntil(now: Date, quiet: QuietHours): Date | null {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return null;
  const wall = parts(now, quiet.timeZone);
  const overnight = start > end;
  const inside = overnight
    ? wall.minutes >= start || wall.minutes < end
    : wall.minutes >= start && wall.minutes < end;
  if (!inside) return null;
  // Past midnight of an overnight range the end is today; before midnight it is tomorrow.
  const endsTomorrow = overnight && wall.minutes >= start;
  const day = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + (endsTomorrow ? 1 : 0)));
  const until = instantOf(
    {
      year: day.getUTCFullYear(),
      month: day.getUTCMonth() + 1,
      day: day.getUTCDate(),
      minutes: end,
    },
    quiet.timeZone,
  );
  // A fall-back hour can make the computed end precede now; hold at least a minute then.
  return until.getTime() > now.getTime() ? until : new Date(now.getTime() + 60_000);
}
