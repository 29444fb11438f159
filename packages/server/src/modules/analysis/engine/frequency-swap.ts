import { NUMBER_WORDS } from "./lexicon";
import { memoised } from "./memo";

/**
 * A frequency swapped for another (s22): "Overdue fines are charged every two weeks" →
 * "charged weekly", "billed every 3 months" → "billed monthly", "reminded every 6 months" →
 * "once a year". Frequency words are no hard facts of a claim (quantity-forms.ts reads them on
 * the context's side only: "weekly" is often loose), and period-swap.ts reads a period's kind,
 * so "every two weeks" has the kind of "weekly". Here both sides' frequencies are read as a
 * length in days: "weekly", "every week" (7), "fortnightly", "every other week", "every two
 * weeks" (14), "quarterly", "every quarter", "four times a year" (91.3), "once a year",
 * "annually" (365.25). A claim's frequency said in words ("weekly", "every month", "once a
 * year"; one said with a count, or a fortnight, is a hard fact the number checks compare) is swapped when the
 * sentence compared states a frequency and none of the claim's frequencies, nor a close
 * sentence, has the length of one of the other's (5% apart at most: "every 28 days" is "every
 * four weeks", "monthly" is neither). Periods
 * under a day are left out ("hourly" is most often a rate's, not an event's), and so is a
 * sentence giving a range ("every 6 to 8 weeks"); a claim with no frequency, or a sentence with
 * none ("Statements are sent monthly" against "Statements are sent by post"), stays as it was.
 */

const DAYS = new Map<string, number>(
  Object.entries({
    day: 1,
    days: 1,
    week: 7,
    weeks: 7,
    fortnight: 14,
    fortnights: 14,
    month: 30.44,
    months: 30.44,
    quarter: 91.31,
    quarters: 91.31,
    year: 365.25,
    years: 365.25,
  }),
);

/** A frequency in one word: "weekly", "annually". */
const ONE_WORD = new Map<string, number>(
  Object.entries({
    daily: 1,
    weekly: 7,
    fortnightly: 14,
    monthly: 30.44,
    quarterly: 91.31,
    yearly: 365.25,
    annual: 365.25,
    annually: 365.25,
  }),
);

/** "once a year", "twice a month", "3 times a year". */
const TIMES = new Map<string, number>([
  ["once", 1],
  ["twice", 2],
  ["thrice", 3],
]);

/** A count: digits or a cardinal in words ("two"), not "half" or "double". */
function count(w: string | undefined): number | null {
  if (w === undefined) return null;
  if (/^\d+$/.test(w)) return Number(w);
  const n = Object.hasOwn(NUMBER_WORDS, w) ? NUMBER_WORDS[w] : undefined;
  return n !== undefined && Number.isInteger(n) && n >= 1 && w !== "double" && w !== "twice"
    ? n
    : null;
}

const RANGE = new Set(["to", "or", "and"]);

/**
 * The frequencies of a token list in days, or null when one cannot be read: a range ("every 6
 * to 8 weeks") or a count before a frequency word ("six-monthly", "12 monthly deductions").
 * `counted` keeps the frequencies said with a count ("every two weeks", "3 times a year"); a
 * claim's are hard facts the number checks compare, so only the sentence's are read so.
 */
function frequenciesOf(t: string[], counted: boolean): number[] | null {
  const out: number[] = [];
  for (let i = 0; i < t.length; i++) {
    const w = t[i]!;
    const one = ONE_WORD.get(w);
    if (one !== undefined) {
      if (count(t[i - 1]) !== null) return null;
      if (counted || one !== 14) out.push(one);
      continue;
    }
    if (w === "every" || w === "each") {
      let j = i + 1;
      let n = 1;
      if (t[j] === "other") {
        n = 2;
        j++;
      } else {
        const c = count(t[j]);
        if (c !== null) {
          // "every 6 to 8 weeks", "every 6 8 weeks" (a dash): a range, not one frequency.
          if (count(t[j + 1]) !== null || (RANGE.has(t[j + 1]!) && count(t[j + 2]) !== null))
            return null;
          if (!counted) continue;
          n = c;
          j++;
        }
      }
      const d = DAYS.get(t[j] ?? "");
      if (d !== undefined && (counted || d !== 14)) out.push(n * d);
      continue;
    }
    const said = TIMES.get(w);
    const times = said ?? (t[i + 1] === "times" ? count(w) : null);
    if (times !== null && (counted || times === 1)) {
      let j = i + (said !== undefined ? 1 : 2);
      if (t[j] !== "a" && t[j] !== "per" && t[j] !== "every" && t[j] !== "each") continue;
      j++;
      const d = DAYS.get(t[j] ?? "");
      if (d !== undefined && !t[j]!.endsWith("s")) out.push(d / times);
    }
  }
  return out;
}

/** A claim's frequencies said without a count and a sentence's, read once per analysis. */
const bareIn = memoised((t: string[]) => frequenciesOf(t, false));
const frequenciesIn = memoised((t: string[]) => frequenciesOf(t, true));

function same(a: number, b: number): boolean {
  return Math.abs(a - b) <= 0.05 * Math.max(a, b);
}

/** The swap's cue, or null: a frequency of the claim that the sentence (and no close one) states. */
export function frequencySwap(
  claim: string[],
  sentence: string[],
  close: () => string[][],
): string | null {
  const mine = bareIn(claim);
  if (mine === null || mine.length === 0) return null;
  const theirs = frequenciesIn(sentence);
  if (theirs === null || theirs.length === 0) return null;
  // Every frequency of the claim is off: one the sentence states names what it is about.
  if (mine.some((m) => theirs.some((t) => same(m, t)))) return null;
  const off = mine[0]!;
  for (const other of close()) {
    const f = frequenciesIn(other);
    if (f === null || f.some((t) => same(off, t))) return null;
  }
  return `the answer gives a frequency of every ${days(off)} where the context says every ${days(theirs[0]!)}`;
}

function days(n: number): string {
  if (same(n, 1)) return "day";
  if (n % 7 === 0) return n === 7 ? "week" : `${n / 7} weeks`;
  const years = Math.round(n / 365.25);
  if (years >= 1 && same(n, years * 365.25)) return years === 1 ? "year" : `${years} years`;
  const months = Math.round(n / 30.44);
  if (same(n, months * 30.44)) return months === 1 ? "month" : `${months} months`;
  return `${Math.round(n)} days`;
}
