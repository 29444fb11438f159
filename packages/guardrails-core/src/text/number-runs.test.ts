import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NO_DEADLINE } from "../deadline";
import {
  findNumberRuns,
  firstDigitOf,
  type NumberRun,
  RunPassWords,
  runMatches,
} from "./number-runs";

const atLeast9Digits = (run: NumberRun): boolean => run.digits >= 9;

const PHONE_LIKE = /(?<!\d)\d{3}[\s.-]\d{3}[\s.-]\d{4}(?!\d)/g;

function wholeText(re: RegExp, text: string): [number, string][] {
  return [...text.matchAll(re)].map((m) => [m.index, m[0]]);
}

describe("findNumberRuns", () => {
  it("finds maximal runs of digits, blanks and . - ( ) + with at least four digits", () => {
    const text = "call +1 (415) 555-2671, v1.2 or 12:30; ip 10.0.0.1\u00a0ok";
    const runs = findNumberRuns(text).map((r) => text.slice(r.start, r.end));
    expect(runs).toEqual([" +1 (415) 555-2671", " 10.0.0.1\u00a0"]);
  });

  it("finds the same runs when told where the first digit is, a run's leading ( + and blanks included", () => {
    for (const text of ["call  +(415) 555-2671 now", "no digits", "x 1234", "(((1 2 3 4"]) {
      const first = text.search(/\d/);
      const runs = findNumberRuns(text, Math.max(first, 0)).map((r) => [r.start, r.end]);
      expect(runs).toEqual(findNumberRuns(text).map((r) => [r.start, r.end]));
    }
    expect(findNumberRuns("call  +(415) 555-2671", 8)[0]?.start).toBe(4);
  });

  it("counts digits, dots, a plus, the digit groups and the longest", () => {
    const [run] = findNumberRuns("x +44 20 7946.0958 y");
    expect(run).toMatchObject({ digits: 12, dots: 1, plus: true, groups: 4, longestGroup: 4 });
  });

  it("finds in an ASCII text's bytes the runs and first digit the regex search finds", () => {
    const fields = (r: NumberRun) => [
      r.start,
      r.end,
      r.digits,
      r.groups,
      r.longestGroup,
      r.zeroLed,
      r.dots,
      r.plus,
      r.from,
    ];
    const piece = fc.constantFrom(..."0123456789 .-()+\t\n\rab:,/#", "  ", "12", "0 4", "\u000b");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), fc.nat(8), (pieces, skip) => {
        const text = pieces.join("");
        // "é" is no run character and makes the text non-ASCII: the runs by regex, unchanged
        const byRegex = findNumberRuns(`${text}\u00e9`).map(fields);
        expect(findNumberRuns(text).map(fields)).toEqual(byRegex);
        expect(firstDigitOf(text)).toBe(text.search(/\d/));
        const first = text.slice(skip).search(/\d/);
        if (first >= 0) {
          const from = skip + first;
          expect(findNumberRuns(text, from).map(fields)).toEqual(
            findNumberRuns(`${text}\u00e9`, from).map(fields),
          );
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("marks a run with a group led by 0 and a digit 1-9, as a trunk prefix is", () => {
    const led = (text: string) => findNumberRuns(text).map((r) => r.zeroLed);
    expect(led("020 7946 0958; 415 555 2671; 100 200 300; 00 44 20; 7 05")).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe("runMatches", () => {
  it("gives the matches and offsets of a pass over the whole text", () => {
    const text = "a 415-555-2671 b4155552671 (212) 555.0100, 1234 567 8901x 415 555 2671";
    const runs = findNumberRuns(text);
    const found = runMatches(PHONE_LIKE, runs, atLeast9Digits, NO_DEADLINE);
    expect(found.map((m) => [m.index, m[0]])).toEqual(wholeText(PHONE_LIKE, text));
  });

  it("sees the characters around a run, as look-arounds do on the whole text", () => {
    const text = "1234567890 415-555-2671";
    const found = runMatches(PHONE_LIKE, findNumberRuns(text), atLeast9Digits, NO_DEADLINE);
    expect(found.map((m) => m.index)).toEqual(wholeText(PHONE_LIKE, text).map(([i]) => i));
  });

  it("stays linear on long runs of separators and short digit groups", () => {
    const text = `${"1 ".repeat(3)}${" ".repeat(200_000)}${"12-".repeat(50_000)}`;
    const t0 = performance.now();
    findNumberRuns(text);
    expect(performance.now() - t0).toBeLessThan(500);
  });
});

describe("RunPassWords", () => {
  const spans = (runs: readonly NumberRun[]) => runs.map((r) => [r.start, r.end]);

  it("finds the same runs as the run pass alone, and where each word ends, in one pass", () => {
    const words = new RunPassWords("pass|pwd");
    const text = "Pass 1234 then PWD 555-2671, 12 pass";
    expect(spans(findNumberRuns(text, 0, words))).toEqual(spans(findNumberRuns(text)));
    expect(words.endsIn(text)).toEqual([4, 18, 36]);
  });

  it("keeps the words of the last text it read only", () => {
    const words = new RunPassWords("pass");
    findNumberRuns("pass 1234", 0, words);
    expect(words.endsIn("pass 1234")).toEqual([4]);
    expect(words.endsIn("other 1234")).toBeUndefined();
  });

  it("leaves a text that is not ASCII to the regex search, keeping no words", () => {
    const words = new RunPassWords("pass");
    const text = "pass 1234 \u00e9";
    expect(spans(findNumberRuns(text, 0, words))).toEqual([[4, 10]]);
    expect(words.endsIn(text)).toBeUndefined();
  });
});
