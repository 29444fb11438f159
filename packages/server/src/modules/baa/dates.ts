/** Agreement dates are calendar dates or date-times; these say when one is over and when to review. */

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The instant an agreement with this expiration date is past it: a plain date runs to the end
 * of that day (UTC), a date-time to that instant.
 */
export function expiryInstant(expirationDate: string): Date {
  const ms = Date.parse(expirationDate);
  return new Date(PLAIN_DATE.test(expirationDate) ? ms + 86_400_000 : ms);
}

/** Six calendar months before `date`, in the same form (a plain date stays a plain date). */
export function sixMonthsBefore(date: string): string {
  const at = new Date(Date.parse(date));
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() - 6);
  // 31 August less six months is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, lastDay));
  const iso = at.toISOString();
  return PLAIN_DATE.test(date) ? iso.slice(0, 10) : iso;
}

/** Whether `a` is strictly earlier than `b` (both dates as the API takes them). */
export function earlier(a: string, b: string): boolean {
  return Date.parse(a) < Date.parse(b);
}
