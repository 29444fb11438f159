/**
 * Limits said two ways (fifth round, issue 18). A bound can be stated as a minimum, a maximum
 * or a negated opposite, and a deadline before an event reads as a maximum while it means a
 * minimum lead time. These rewrites run on lower-case text before the phrase synonyms
 * (`replacePhraseSynonyms`), so both sides of a restatement meet on "at least" (→ minimum) or
 * "at most" (→ maximum), and a real change of bound ("at most" for "at least") still flips.
 */

/** A duration: one or two words of number ("2", "twenty-four", "a", "a full") and a unit of time. */
const DURATION =
  "(?:[\\w.,'-]+\\s+){1,2}(?:(?:working|business|calendar|full|clear)\\s+)?(?:minute|hour|day|week|month|year|night)s?'?";

/**
 * "cancel up to 2 hours before the start" and "no later than 24 hours before" state the
 * latest moment, which is a lead time of at least that long: "at least 120 minutes before".
 * Only before a duration and a word of precedence: "up to 3 guests before 6 pm" keeps its
 * maximum, and "at most 2 hours before", which sets a longest lead time, is left as it is.
 */
const DEADLINE = new RegExp(
  `\\b(?:up to|no later than|not later than)(?=\\s+${DURATION}\\s+(?:before|prior to|ahead|in advance|beforehand)\\b)`,
  "g",
);

/**
 * "within 10 days of moving out", "within 2 hours after booking" set the latest moment after
 * an event, as "no more than 10 days after" does: "at most", so that "at least 10 days after"
 * flips it. Only before a duration and "of", "after" or "from": "you have 14 days to cancel"
 * bounds no moment, "within Europe" no duration. A bound on the other side of its event ("at
 * least 4 weeks before the deadline") is no flip of it (bound-flip.ts, `facesApart`).
 */
const WITHIN_AFTER = new RegExp(`\\bwithin(?=\\s+${DURATION}\\s+(?:of|after|from)\\b)`, "g");

/** A figure follows: a digit, a currency sign or a number word. */
const FIGURE_AHEAD =
  "(?=\\s+(?:[£$€¥]|\\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred)\\b))";

/**
 * "no band below 6.0" is "at least 6.0 in each band"; "no item over £50" is "at most £50".
 * Only before a figure: "no room below the second floor" is no bound.
 */
const NO_NOUN_BELOW = new RegExp(
  `\\bno\\s+([a-z]+)\\s+(?:below|under|lower than|less than|fewer than|shorter than)${FIGURE_AHEAD}`,
  "g",
);
const NO_NOUN_ABOVE = new RegExp(
  `\\bno\\s+([a-z]+)\\s+(?:above|over|higher than|more than|greater than|longer than|larger than)${FIGURE_AHEAD}`,
  "g",
);

/**
 * A negated comparison with a verb between ("never costs more than £10", "doesn't take longer
 * than 2 days", "is never below 18") is the bound itself: "costs at most £10". The negation
 * goes with the comparison, so it negates nothing else.
 */
const NEGATED_ABOVE = new RegExp(
  `(?:\\b(?:never|not)|n't)\\s+(?:([a-z]+)\\s+)?(?:more|higher|greater|longer|larger|bigger|heavier|later) than${FIGURE_AHEAD}|(?:\\b(?:never|not)|n't)\\s+(?:([a-z]+)\\s+)?(?:above|over|exceed|exceeds)${FIGURE_AHEAD}`,
  "g",
);
const NEGATED_BELOW = new RegExp(
  `(?:\\b(?:never|not)|n't)\\s+(?:([a-z]+)\\s+)?(?:less|fewer|lower|shorter|smaller|earlier) than${FIGURE_AHEAD}|(?:\\b(?:never|not)|n't)\\s+(?:([a-z]+)\\s+)?(?:below|under)${FIGURE_AHEAD}`,
  "g",
);

/**
 * A negated verb whose own extent is bounded a few words on, after "for" or "by" ("can't book
 * meeting rooms for more than 4 hours", "won't be delayed by over 2 days"): "book meeting rooms
 * for at most 4 hours". Within one clause only (no comma, no "and", "or", "if" between).
 */
const GAP = "((?:\\s+(?!(?:and|but|or|if|unless|when|than)\\b)[a-z]+){1,5}?)\\s+(for|by)\\s+";
const NEGATED_FOR_ABOVE = new RegExp(
  `(?:\\b(?:never|not)|n't)${GAP}(?:(?:more|longer|later) than|over|above)${FIGURE_AHEAD}`,
  "g",
);
const NEGATED_FOR_BELOW = new RegExp(
  `(?:\\b(?:never|not)|n't)${GAP}(?:(?:less|fewer|shorter) than|under|below)${FIGURE_AHEAD}`,
  "g",
);
/** The same extent stated plainly ("stay for more than 2 hours"): a lower bound on it. */
const FOR_ABOVE = new RegExp(`\\bfor\\s+(?:(?:more|longer) than|over)${FIGURE_AHEAD}`, "g");
function forBound(head: string) {
  return (match: string, gap: string, prep: string) =>
    `${match.startsWith("n't") ? " " : ""}${gap.trimStart()} ${prep} ${head}`;
}

/** Words a bound may not be folded over: they start a new phrase ("not more than"). */
const NOT_A_VERB = new Set(["more", "less", "than", "the", "a", "an", "to"]);

function bound(head: string) {
  return (match: string, verbA?: string, verbB?: string) => {
    const verb = verbA ?? verbB;
    // "doesn't" → "does": the auxiliary stays, its negation goes with the comparison.
    const lead = match.startsWith("n't") ? " " : "";
    if (verb && NOT_A_VERB.has(verb)) return `${lead}${head}`;
    return `${lead}${verb ? `${verb} ` : ""}${head}`;
  };
}

/**
 * No bound at all: "no mileage cap", "no limit on rides" and "as often as you like" say
 * "unlimited", so that they meet the context's word (and "a mileage cap" still does not).
 */
const NO_LIMIT =
  /\b(?:no|without(?: a| any)?)\s+(?:([a-z]+)\s+)?(?:cap|caps|limit|limits|maximum|ceiling)\b(?!\s+(?:of|at|to)\b)/g;
const AS_OFTEN_AS =
  /\bas (?:often|many times|much|many) as (?:you|they|we|members|customers) (?:like|want|wish|need|please)\b/g;

function unlimited(_: string, noun?: string): string {
  return noun && !NOT_A_VERB.has(noun) ? `unlimited ${noun}` : "unlimited";
}

/** A word of comparison the negated bounds need. */
const COMPARISON = /than|above|over|below|under|exceed/;

/** One scan for every rule's words: most texts have none of them. */
const ANY_BOUND =
  /n(?:o |ot |'t|ever)|up to|later than|as (?:often|many|much)|with(?:out|in )|for (?:more|longer|over)/;

const FIGURE_WORD =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred)\b/;

/**
 * Rewrites the bounds of a lower-case text so that equal bounds meet on one word. Each rule
 * runs only where a word it needs occurs, after one scan for all of them: this is on the path
 * of every words() call, and most sentences state no bound at all.
 */
export function restateLimits(lower: string): string {
  if (!ANY_BOUND.test(lower)) return lower;
  const deadline = lower.includes("up to") || lower.includes("later than");
  const negated =
    lower.includes("no ") ||
    lower.includes("not ") ||
    lower.includes("n't") ||
    lower.includes("never");
  const often =
    lower.includes("as often") || lower.includes("as many") || lower.includes("as much");
  let out = lower;
  const has = (w: string) => out.includes(w);
  if (deadline && (has("before") || has("prior") || has("ahead") || has("advance")))
    out = out.replace(DEADLINE, "at least");
  if (has("within ") && (has(" of") || has(" after") || has(" from")))
    out = out.replace(WITHIN_AFTER, "at most");
  if (negated && COMPARISON.test(out) && (/\d/.test(out) || FIGURE_WORD.test(out))) {
    if (has("no "))
      out = out.replace(NO_NOUN_BELOW, "$1 at least").replace(NO_NOUN_ABOVE, "$1 at most");
    out = out.replace(NEGATED_ABOVE, bound("at most")).replace(NEGATED_BELOW, bound("at least"));
    if (has(" for ") || has(" by "))
      out = out
        .replace(NEGATED_FOR_ABOVE, forBound("at most"))
        .replace(NEGATED_FOR_BELOW, forBound("at least"));
  }
  if (has("for ")) out = out.replace(FOR_ABOVE, "for at least");
  if (
    (has("no ") || has("without")) &&
    (has("cap") || has("limit") || has("maximum") || has("ceiling"))
  )
    out = out.replace(NO_LIMIT, unlimited);
  if (often) out = out.replace(AS_OFTEN_AS, "unlimited");
  return out;
}
