import { STOP_WORDS } from "./lexicon";
import { memoised } from "./memo";
import { contentStem } from "./text";

/**
 * A period swapped in place (s18 smoke, figures): "12 GB of data per week" against "12 GB of
 * data per month", "a weekly season ticket" against "a monthly season ticket". The figure is
 * the context's, so the number checks pass; the period word alone is the error, and one missing
 * word leaves the claim close to its sentence. A period of the claim is swapped when the
 * sentence names no period of its kind and the sentence's period sits beside the same word
 * (where the claim names no period of the sentence's kind): the word before it (past "per", "a", "every",
 * "each": "data per month", "£10 a month") or, for the adjective forms, the word after it
 * ("weekly season"). A period restated with another figure ("12 months" for "a year", "£10 a
 * month" for "£120 a year") has another word beside it and is no swap.
 */

const KIND: Record<string, string> = {
  hour: "hour",
  hours: "hour",
  hourly: "hour",
  day: "day",
  days: "day",
  daily: "day",
  week: "week",
  weeks: "week",
  weekly: "week",
  fortnight: "fortnight",
  fortnights: "fortnight",
  fortnightly: "fortnight",
  month: "month",
  months: "month",
  monthly: "month",
  quarterly: "quarter",
  year: "year",
  years: "year",
  yearly: "year",
  annual: "year",
  annually: "year",
  annum: "year",
};

const PERIOD_WORDS: ReadonlySet<string> = new Set(Object.keys(KIND));

/** Adjective forms, which name the word after them ("a weekly pass"). */
const ADJECTIVE = new Set([
  "hourly",
  "daily",
  "weekly",
  "fortnightly",
  "monthly",
  "quarterly",
  "yearly",
  "annual",
]);

/** Words between a period and the word it is the period of: "data per month", "£10 a month". */
const LINK = new Set(["per", "a", "an", "every", "each"]);

interface Period {
  kind: string;
  before: string | null;
  after: string | null;
}

/** A word beside a period, by its stem ("passes" = "pass"); figures and units as written. */
function anchor(w: string | undefined): string | null {
  if (w === undefined || STOP_WORDS.has(w)) return null;
  return contentStem(w) ?? w;
}

function periodsOf(tokens: string[]): Period[] {
  const out: Period[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i]!;
    if (!PERIOD_WORDS.has(w)) continue;
    let j = i - 1;
    while (j >= 0 && LINK.has(tokens[j]!)) j--;
    const b = tokens[j];
    const a = tokens[i + 1];
    out.push({
      kind: KIND[w]!,
      before: anchor(b),
      after: ADJECTIVE.has(w) ? anchor(a) : null,
    });
  }
  return out;
}

/** A claim's or a sentence's periods, read once per analysis (its token array is the key). */
const periodsIn = memoised(periodsOf);

function beside(p: Period, t: Period): boolean {
  return (p.before !== null && p.before === t.before) || (p.after !== null && p.after === t.after);
}

/** The swap's cue, or null: a period of the claim that the sentence names as another. */
export function periodSwap(claim: string[], sentence: string[]): string | null {
  const mine = periodsIn(claim);
  if (mine.length === 0) return null;
  const theirs = periodsIn(sentence);
  if (theirs.length === 0) return null;
  const theirKinds = new Set(theirs.map((p) => p.kind));
  for (const p of mine) {
    if (theirKinds.has(p.kind)) continue;
    for (const t of theirs) {
      if (!beside(p, t)) continue;
      // The claim says the sentence's period there too ("data per month or per week").
      if (mine.some((o) => o.kind === t.kind && beside(o, t))) continue;
      return `the answer gives a figure per ${p.kind} where the context gives it per ${t.kind}`;
    }
  }
  return null;
}
