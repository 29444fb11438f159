/**
 * "a full day", "a whole week": "full" and "whole" between an article and a unit of time only
 * stress the span ("back after a full day without a fever" = "after 24 hours without fever"),
 * so they are dropped (s18); numbers.ts reads "a full day" as the figure "a day". After a count
 * ("five full days") they are left alone: such a count is often compared with a bare one
 * ("three of those days"). Only where the span ends its phrase (a possessive, a preposition, a
 * conjunction, a verb or a punctuation mark after it: "a full day's notice"), so "a full day
 * pass" against "a half-day pass" keeps the word that tells them apart. Run on lower-case text
 * before the phrase synonyms (`replacePhraseSynonyms`), only where "full" or "whole" occurs.
 */
const FULL_SPAN =
  /\b(an?)\s+(?:full|whole)\s+(?=(?:minute|hour|day|night|week|fortnight|month|year)s?(?:'s?)?(?:\s+(?:of|without|with|before|after|ahead|in|on|at|to|from|for|or|and|but|later|earlier|beforehand|notice|has|have|is|are|will|must)\b|\s*[,.;:!?)]|\s*$))/g;

export function dropSpanStress(lower: string): string {
  if (!lower.includes("full ") && !lower.includes("whole ")) return lower;
  return lower.replace(FULL_SPAN, "$1 ");
}
