const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

export const DURATION_PATTERN = /^(\d{1,7})(s|m|h|d)$/;

/**
 * Parses `<n>s|m|h|d` into milliseconds; returns null when the text is not a duration.
 * @example parseDuration("30d") // 2592000000
 */
export function parseDuration(text: string): number | null {
  const match = DURATION_PATTERN.exec(text.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  if (amount <= 0) return null;
  return amount * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}
