import { isSpace } from "../safe-regex/char-classes";
import type { WorkBudget } from "../safe-regex/safe-regex";
import { asciiEncoded, scratchBytes, scratchWords } from "./text-bytes";

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

/** Each ASCII code as a number-run character: 0 none, 1 a blank or `.-()+`, 2 a digit. */
const RUN_CLASS = Uint8Array.from({ length: 128 }, (_, c) =>
  c >= 48 && c <= 57 ? 2 : isRunChar(c) ? 1 : 0,
);

const DIGIT = /\d/;

/**
 * Non-zero when a byte of `word` is an ASCII digit (0x30-0x39), as a test only: which bits are
 * set says nothing about where. A digit byte, xor 0x30, is below 10, and x - 0x0a0a0a0a & ~x has
 * bit 7 of some byte set exactly when a byte of x is below 10 (the borrow a smaller byte starts
 * can only set further bits once a byte below 10 has); bytes from 0x80 on keep bit 7 after the
 * xor, which ~x clears.
 */
function hasDigit(word: number): number {
  const x = word ^ 0x30303030;
  return (x - 0x0a0a0a0a) & ~x & 0x80808080;
}

/**
 * Where the first digit at or after `from` is in the scratch buffer's first `length` bytes (an
 * ASCII text), or -1: eight bytes a step, two words through {@link hasDigit} (one loop check
 * for both), then the word found byte by byte.
 */
function nextDigitByte(from: number, length: number): number {
  const bytes = scratchBytes();
  let i = from;
  for (; i < length && (i & 3) !== 0; i++) {
    if (RUN_CLASS[bytes[i] as number] === 2) return i;
  }
  const words = scratchWords();
  const wordsEnd = length >> 2;
  let w = i >> 2;
  for (; w + 1 < wordsEnd; w += 2) {
    if ((hasDigit(words[w] as number) | hasDigit(words[w + 1] as number)) !== 0) break;
  }
  for (; w < wordsEnd; w++) {
    if (hasDigit(words[w] as number) === 0) continue;
    for (let k = w << 2; ; k++) if (RUN_CLASS[bytes[k] as number] === 2) return k;
  }
  for (i = Math.max(i, wordsEnd << 2); i < length; i++) {
    if (RUN_CLASS[bytes[i] as number] === 2) return i;
  }
  return -1;
}

/**
 * Where the first digit of `text` is, or -1. An ASCII text is searched in its UTF-8 bytes (the
 * trigger pass's, when it encoded the text last) four at a time, at about a third of the cost of
 * `search(/\d/)`; any other text by that search.
 */
export function firstDigitOf(text: string): number {
  return asciiEncoded(text) ? nextDigitByte(0, text.length) : text.search(DIGIT);
}

/**
 * The number runs of `text` with at least {@link MIN_DIGITS} digits, in order. `firstDigit`,
 * when known, is where the text's first digit is: the search starts there. With `words`, an
 * ASCII text's words are found in the same pass (see {@link RunPassWords}).
 */
export function findNumberRuns(text: string, firstDigit = 0, words?: RunPassWords): NumberRun[] {
  if (!asciiEncoded(text)) return runsByRegex(text, firstDigit);
  return words === undefined ? runsInBytes(text, firstDigit, RUN_TAIL) : words.search(text);
}

/**
 * Words a detector would otherwise search the whole text for, found in the number-run pass: one
 * regex, the run pattern or the words, reads the text once for both (two whole-text searches
 * were most of what a detector set with the password detector and the digit detectors cost
 * when no trigger pass ran). Where each word ends is kept for the last text searched (by
 * reference, as the encoded bytes are), so the detector asks with the same text.
 */
export class RunPassWords {
  readonly #pattern: RegExp;
  #text: string | undefined;
  #ends: number[] = [];

  /** `source` matches ASCII letters only, so no match of it is taken for a run's. */
  constructor(source: string) {
    this.#pattern = new RegExp(`${RUN_TAIL.source}|${source}`, "gi");
  }

  /** Where the words end in `text`, in order, when the run pass last read it; else undefined. */
  endsIn(text: string): readonly number[] | undefined {
    return text === this.#text ? this.#ends : undefined;
  }

  /** The runs of an ASCII text held in the scratch buffer, its words' ends kept. */
  search(text: string): NumberRun[] {
    const ends: number[] = [];
    // the words may come before the first digit: the pass starts at the text's start
    const runs = runsInBytes(text, 0, this.#pattern, ends);
    this.#text = text;
    this.#ends = ends;
    return runs;
  }
}

/**
 * {@link findNumberRuns} for an ASCII text held in the scratch buffer: `pattern` (RUN_TAIL, or
 * RUN_TAIL joined with words: see RunPassWords) finds where each run ends (native code, well
 * ahead of a walk of the bytes from each digit, which met every short group of digits in
 * prose), and the walk back to its start and its counts read the bytes; where each word ends
 * goes to `wordEnds`. The same runs as {@link runsByRegex}, whose `\s` and `\d` are, on ASCII
 * text, the blanks and digits of RUN_CLASS.
 */
function runsInBytes(
  text: string,
  firstDigit: number,
  pattern: RegExp,
  wordEnds?: number[],
): NumberRun[] {
  // begun as a literal at the first run: a push onto an empty list reserves room for 17
  let runs: NumberRun[] | undefined;
  const bytes = scratchBytes();
  let floor = 0;
  pattern.lastIndex = firstDigit;
  while (pattern.test(text)) {
    const end = pattern.lastIndex;
    // a run ends with a run character, a word (see RunPassWords) with a letter
    if (RUN_CLASS[bytes[end - 1] as number] === 0) {
      wordEnds?.push(end);
      continue;
    }
    let start = end;
    while (start > floor && RUN_CLASS[bytes[start - 1] as number] !== 0) start--;
    const run = runOf(text, start, end, bytes);
    if (runs === undefined) runs = [run];
    else runs.push(run);
    floor = end;
  }
  return runs ?? [];
}

/** {@link findNumberRuns} by regex, for texts not held as ASCII bytes. */
function runsByRegex(text: string, firstDigit: number): NumberRun[] {
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
    runs.push(runOf(text, start, end));
    floor = end;
  }
  return runs;
}

/**
 * The run [start, end) of `text`, its digits, groups, dots and plus counted; read from `bytes`
 * when they hold the text (ASCII), which costs less than a character at a time.
 */
function runOf(text: string, start: number, end: number, bytes?: Uint8Array): NumberRun {
  let digits = 0;
  let groups = 0;
  let group = 0;
  let longestGroup = 0;
  let zeroLed = false;
  let dots = 0;
  let plus = false;
  for (let i = start; i < end; i++) {
    const c = bytes === undefined ? text.charCodeAt(i) : (bytes[i] as number);
    if (c >= 48 && c <= 57) {
      digits++;
      if (group === 0) {
        groups++;
        if (c === 48 && !zeroLed) {
          // a digit 1-9 after it is inside the run; `bytes` past the text's end hold another's
          const next = i + 1 >= end ? -1 : (bytes?.[i + 1] ?? text.charCodeAt(i + 1));
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
  return new Run(
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
  );
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
