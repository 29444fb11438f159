/**
 * Dialect-specific SQL for finding a string inside stored text (JSON payloads, response bodies,
 * free text), exactly: no LIKE, whose `_` and `%` would match more than the string. Used where
 * derived rows keep an id or a person's identifier in text rather than in a column of its own.
 */
import { type RawBuilder, sql } from "kysely";
import type { Dialect } from "./migrations/types";

/**
 * `column` contains `needle` (case-sensitive: ids) or, with `ignoreCase`, contains it in any
 * case (email addresses).
 * @example sql`delete from jobs where ${contains("postgres", "payload", traceId)}`
 */
export function contains(
  dialect: Dialect,
  column: string,
  needle: string,
  ignoreCase = false,
): RawBuilder<boolean> {
  const ref = sql.ref(column);
  const haystack = ignoreCase ? sql`lower(${ref})` : ref;
  const value = ignoreCase ? needle.toLowerCase() : needle;
  return dialect === "sqlite"
    ? sql<boolean>`instr(${haystack}, ${value}) > 0`
    : sql<boolean>`strpos(${haystack}, ${value}) > 0`;
}

/** Any of `columns` contains any of `needles` (an OR of `contains`); false for no needles. */
export function containsAny(
  dialect: Dialect,
  columns: readonly string[],
  needles: readonly string[],
  ignoreCase = false,
): RawBuilder<boolean> {
  const terms = columns.flatMap((column) =>
    needles.map((needle) => contains(dialect, column, needle, ignoreCase)),
  );
  if (terms.length === 0) return sql<boolean>`1 = 0`;
  return sql<boolean>`(${sql.join(terms, sql` or `)})`;
}
