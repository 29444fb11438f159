/**
 * Adverbs before a verb are no part of its subject (s20). The negation-scope checks read a
 * clause's subject as its content words before the verb, and two clauses whose subjects share
 * nothing as about different things: "You can still renew an overdue book online" read
 * "still" as the subject, apart from "overdue books" of "Overdue books cannot be renewed
 * online", and the flip was lost. A closed list of the adverbs that sit between a subject or
 * modal and its verb ("can easily", "will usually", "is also"); they name nothing.
 */
const PRE_VERB_ADVERBS = new Set([
  "still",
  "yet",
  "already",
  "also",
  "just",
  "even",
  "simply",
  "easily",
  "quickly",
  "readily",
  "freely",
  "now",
  "then",
  "always",
  "usually",
  "normally",
  "generally",
  "typically",
  "often",
  "sometimes",
  "currently",
  "automatically",
]);

/** `tokens` without the adverbs that stand before a verb. */
export function withoutAdverbs(tokens: string[]): string[] {
  return tokens.some((t) => PRE_VERB_ADVERBS.has(t))
    ? tokens.filter((t) => !PRE_VERB_ADVERBS.has(t))
    : tokens;
}
