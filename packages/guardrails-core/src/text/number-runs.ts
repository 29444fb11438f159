import { isSpace } from "../safe-regex/char-classes";
import type { WorkBudget } from "../safe-regex/safe-regex";

/**
 * Number runs: maximal stretches of digits, whitespace and the punctuation numbers are written
 * with (`.`, `-`, `(`, `)`, `+`) that contain a digit. Every match of the phone,
 * SSN, card and IPv4 patterns consists of these characters only, so it lies inside one run;
 * running those patterns over the runs with enough digits, instead of over the whole text,
 * gives the same matches at a fraction of the cost.
 */
export interface NumberRun {
  readonly start: number;
  readonly end: number;
  /** ASCII digits in the run. */
  readonly digits: number;
  /** Digit groups: maximal stretches of consecutive digits. */
  readonly groups: number;
  /** The longest digit group. */
  readonly longestGroup: number;
  /** A digit group starts with "0" and a digit 1-9 (a national trunk prefix such as "020"). */
  readonly zeroLed: boolean;
  /** "." characters in the run. */
  readonly dots: number;
  /** The run has a "+". */
  readonly plus: boolean;
  /** The run with {@link MARGIN} characters of context either side, and where that starts. */
  readonly window: string;
  readonly from: number;
}

/** A run whose window is cut from the text only when a pattern is run over it. */
class Run implements NumberRun {
  #window: string | undefined;

  constructor(
    private readonly text: string,
    readonly start: number,
    readonly end: number,
    readonly digits: number,
    readonly groups: number,
    readonly longestGroup: number,
    readonly zeroLed: boolean,
    readonly dots: number,
    readonly plus: boolean,
    readonly from: number,
  ) {}

  get window(): string {
    this.#window ??= this.text.slice(this.from, Math.min(this.text.length, this.end + MARGIN));
    return this.#window;
  }
}

/** Characters of context each side of a run: the patterns' look-arounds reach at most two. */
const MARGIN = 2;

/** Fewest digits any of those patterns matches (a dotted quad): shorter runs are left out. */
const MIN_DIGITS = 4;

/** Characters a number run is made of: digits, `\s`, ".", "-", "(", ")", "+". */
function isRunChar(c: number): boolean {
  if (c >= 48 && c <= 57) return true;
  if (c < 128)
    return (
      c === 32 || c === 46 || c === 45 || c === 40 || c === 41 || c === 43 || (c >= 9 && c <= 13)
    );
  return isSpace(c);
}

/**
 * From the first digit of a run with at least {@link MIN_DIGITS} digits to the run's end. No
 * other digit of a run can start a match (the first one's would include it), and one that
 * fails scans at most the rest of its run, so the pass is linear.
 */
const RUN_TAIL = new RegExp(`\\d(?:[\\s.()+-]*\\d){${MIN_DIGITS - 1}}[\\d\\s.()+-]*`, "g");

/**
 * The number runs of `text` with at least {@link MIN_DIGITS} digits, in order. `firstDigit`,
 * when known, is where the text's first digit is: the search starts there.
 */
export function findNumberRuns(text: string, firstDigit = 0): NumberRun[] {
  const runs: NumberRun[] = [];
  let floor = 0;
  // no match starts before the first digit; a run's start may, so `floor` stays at 0
  RUN_TAIL.lastIndex = firstDigit;
  // `test`, not `exec`: only where a match ends is read (no match array nor string is made);
  // every character of a match is a run character, so the walk back from its end passes its
  // start and stops where a walk from its start would
  while (RUN_TAIL.test(text)) {
    const end = RUN_TAIL.lastIndex;
    let start = end;
    while (start > floor && isRunChar(text.charCodeAt(start - 1))) start--;
    let digits = 0;
    let groups = 0;
    let group = 0;
    let longestGroup = 0;
    let zeroLed = false;
    let dots = 0;
    let plus = false;
    for (let i = start; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c >= 48 && c <= 57) {
        digits++;
        if (group === 0) {
          groups++;
          if (c === 48 && !zeroLed) {
            const next = text.charCodeAt(i + 1);
            zeroLed = next >= 49 && next <= 57;
          }
        }
        if (++group > longestGroup) longestGroup = group;
        continue;
      }
      group = 0;
      if (c === 46) dots++;
      else if (c === 43) plus = true;
    }
    runs.push(
      new Run(
        text,
        start,
        end,
        digits,
        groups,
        longestGroup,
        zeroLed,
        dots,
        plus,
        Math.max(0, start - MARGIN),
      ),
    );
    floor = end;
  }
  return runs;
}

/**
 * The matches of `re` (global) in the runs `accept` keeps: runs `re` over each run's window,
 * so look-behinds and look-aheads see the same text, and reports `index` relative to the
 * whole text. The same matches, in the same order, as a pass over the whole text when every
 * match of `re` lies inside a run with at least {@link MIN_DIGITS} digits and its look-arounds
 * reach at most {@link MARGIN} characters. Checks the budget every 64 runs or matches.
 */
export function runMatches(
  re: RegExp,
  runs: readonly NumberRun[],
  accept: (run: NumberRun) => boolean,
  budget: WorkBudget,
): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  for (let i = 0; i < runs.length; i++) {
    if (((i + 1) & 63) === 0) budget.check();
    const run = runs[i] as NumberRun;
    if (accept(run)) matchesInRun(re, run, found, budget);
  }
  return found;
}

/** Appends the matches of `re` (global) in one run to `found`, as {@link runMatches} finds them. */
export function matchesInRun(
  re: RegExp,
  run: NumberRun,
  found: RegExpExecArray[],
  budget: WorkBudget,
): RegExpExecArray[] {
  const { window, from } = run;
  let n = 0;
  re.lastIndex = 0;
  for (let m = re.exec(window); m !== null; m = re.exec(window)) {
    if (m[0].length === 0) re.lastIndex++;
    m.index += from;
    found.push(m);
    if ((++n & 63) === 0) budget.check();
  }
  return found;
}

/**
 * Runs the grouped patterns can match in, by the digit groups they need: NANP
 * (area, exchange, line: three groups), a dashed SSN (3-2-4), a card (four groups, Amex's
 * three, or one of 13-19 digits), a national number (a group led by its trunk "0", then one
 * more at least).
 */
export const nanpRun = (run: NumberRun): boolean => run.digits >= 10 && run.groups >= 3;
export const formattedSsnRun = (run: NumberRun): boolean => run.digits >= 9 && run.groups >= 3;
export const cardRun = (run: NumberRun): boolean =>
  run.digits >= 13 && (run.groups >= 3 || run.longestGroup >= 13);
export const nationalRun = (run: NumberRun): boolean =>
  run.digits >= 9 && run.zeroLed && run.groups >= 2;
/** Ungrouped numbers: nine digits in a row (a bare SSN), ten (a bare phone number). */
export const nineInARow = (run: NumberRun): boolean => run.longestGroup >= 9;
export const tenInARow = (run: NumberRun): boolean => run.longestGroup >= 10;
/** An international number: "+" and seven digits at least. */
export const internationalRun = (run: NumberRun): boolean => run.plus && run.digits >= 7;
/** A dotted quad: four digits and three dots at least. */
export const dottedQuadRun = (run: NumberRun): boolean => run.digits >= 4 && run.dots >= 3;
