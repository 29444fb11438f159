import { NEGATIONS } from "./lexicon";
import { stemsOf } from "./negation-scope";

/**
 * "At any hour" against stated hours (s20): a claim that something can be done at any time
 * ("at any hour", "day or night", "around the clock", all read as `anytime` by the paraphrase
 * lexicon) says the opposite of a sentence that gives the same thing clock hours ("between
 * 9am and 5pm", "from 7:00 to 23:00", "until 8pm"). No flip of words catches it: the sentence
 * negates nothing. Read only where the sentence itself says no `anytime` and no "24" (a
 * sentence giving both a staffed desk's hours and round-the-clock access), the claim negates
 * nothing, and the two share two content words besides (the same thing and act).
 */

const CLOCK = /^(?:\d{1,2}(?:am|pm)|noon|midday|midnight)$/;
const HOUR = /^\d{1,2}$/;
const MINUTES = /^\d{2}$/;
const MERIDIEM = new Set(["am", "pm"]);
const RANGE_JOINS = new Set(["to", "and", "until", "till", "through"]);
const UP_TO = new Set(["until", "till"]);

/** Where a clock time starts at `i`, the index just after it; -1 when none does. */
function clockEnd(tokens: string[], i: number): number {
  const t = tokens[i]!;
  if (CLOCK.test(t)) return i + 1;
  if (!HOUR.test(t)) return -1;
  const next = tokens[i + 1];
  if (next === undefined) return -1;
  if (MERIDIEM.has(next)) return i + 2;
  if (MINUTES.test(next)) return MERIDIEM.has(tokens[i + 2] ?? "") ? i + 3 : i + 2;
  return -1;
}

/** The clock hours a sentence gives ("9am to 5pm", "until 20 00"), as written, or null. */
function statedHours(tokens: string[]): string | null {
  for (let i = 0; i < tokens.length; i++) {
    const end = clockEnd(tokens, i);
    if (end < 0) continue;
    if (i > 0 && UP_TO.has(tokens[i - 1]!)) return tokens.slice(i - 1, end).join(" ");
    if (RANGE_JOINS.has(tokens[end] ?? "") && clockEnd(tokens, end + 1) > 0)
      return tokens.slice(i, clockEnd(tokens, end + 1)).join(" ");
  }
  return null;
}

const TIME_WORDS = new Set(["anytime", "am", "pm", "hour", "hours", "time", "day", "daily"]);

function sharedCount(claim: Set<string>, tokens: string[]): number {
  let n = 0;
  for (const s of stemsOf(tokens.filter((t) => !TIME_WORDS.has(t)))) if (claim.has(s)) n++;
  return n;
}

/**
 * The flip's reason when a claim's "at any hour" meets a sentence's clock hours, else null.
 * Read on the claim's clauses that say `anytime` ("vets are on call at all hours, and
 * appointments are between 8am and 7pm" gives the hours of another thing). The sentence must
 * name the clause's thing: two content words shared, or one where a close sentence that does
 * say round-the-clock hours shares fewer ("Branches are open 9am to 5pm. Our phone line is
 * available 24 hours a day" against "visit a branch at any hour"); no flip where such a
 * sentence shares as many (the claim's hours are its).
 */
export function anyHourAgainstHours(
  claim: string[],
  sentence: string[],
  clauses: (() => { claim: string[][]; others?: string[][] }) | undefined,
): string | null {
  if (!claim.includes("anytime") || sentence.includes("anytime") || sentence.includes("24"))
    return null;
  if (claim.some((t) => NEGATIONS.has(t))) return null;
  const hours = statedHours(sentence);
  if (hours === null) return null;
  const read = clauses?.();
  const own = new Set<string>();
  for (const c of read?.claim ?? [claim])
    if (c.includes("anytime"))
      for (const s of stemsOf(c.filter((t) => !TIME_WORDS.has(t)))) own.add(s);
  const shared = sharedCount(own, sentence);
  if (shared === 0) return null;
  let rival = false;
  for (const o of read?.others ?? []) {
    if (!o.includes("anytime") && !o.includes("24")) continue;
    if (sharedCount(own, o) >= shared) return null;
    rival = true;
  }
  if (shared < 2 && !rival) return null;
  return `the answer says "at any hour" where the context gives hours "${hours}"`;
}
