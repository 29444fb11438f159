/**
 * Error messages with their variable parts replaced by placeholders, as Sentry groups errors:
 * "Timeout after 3000ms calling https://api.x/y for bob@x.io" and "Timeout after 5s calling
 * https://api.z for amy@z.io" share "Timeout after <duration> calling <url> for <email>".
 * Order matters: wider shapes (a URL holds numbers, a date holds digits) go first.
 */

const RULES: readonly [RegExp, string][] = [
  [/\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g, "<email>"],
  [/\b(?:[a-z][a-z0-9+.-]*):\/\/[^\s"'<>)\]]+/gi, "<url>"],
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, "<uuid>"],
  [/\b(?:\d{1,3}\.){3}\d{1,3}(?::\d{1,5})?\b/g, "<ip>"],
  [
    /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b/g,
    "<date>",
  ],
  [/\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b/g, "<date>"],
  [/\b\d{2}:\d{2}(?::\d{2})?\b/g, "<date>"],
  // IPv6 after times, so "10:30:00" stays a time: eight groups, or a "::" abbreviation.
  [
    /(?<![\w:.])(?:(?:[0-9a-f]{1,4}:){7}[0-9a-f]{1,4}|(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{0,4}::(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})(?![\w:])/gi,
    "<ip>",
  ],
  [/\b0x[0-9a-f]+\b/gi, "<hex>"],
  [/\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,}\b/gi, "<hash>"],
  [
    /\b\d+(?:\.\d+)?\s?(?:ms|milliseconds?|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?)\b/gi,
    "<duration>",
  ],
  [/(?<![\w<])[-+]?\d+(?:[.,]\d+)*\b/g, "<num>"],
];

/**
 * The message's template: variable parts as placeholders, whitespace collapsed.
 * @example parameterise("user 42 timed out after 30s") // "user <num> timed out after <duration>"
 */
export function parameterise(message: string): string {
  let text = message;
  for (const [pattern, placeholder] of RULES) text = text.replace(pattern, placeholder);
  return text.replace(/\s+/g, " ").trim();
}
