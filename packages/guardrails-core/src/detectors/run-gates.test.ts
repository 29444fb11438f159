import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NO_DEADLINE } from "../deadline";
import {
  cardRun,
  dottedQuadRun,
  findNumberRuns,
  formattedSsnRun,
  internationalRun,
  type NumberRun,
  nanpRun,
  nationalRun,
  nineInARow,
  runMatches,
  tenInARow,
} from "../text/number-runs";
import { BARE, INTERNATIONAL, NANP, NATIONAL } from "./contact";
import { CARD } from "./financial";
import { SSN_FORMATTED, SSN_PLAIN } from "./identity";
import { IPV4 } from "./network";

/** Each pattern the detectors run over number runs, and the runs they run it over. */
const GATED: [string, RegExp, (run: NumberRun) => boolean][] = [
  ["NANP", NANP, nanpRun],
  ["INTERNATIONAL", INTERNATIONAL, internationalRun],
  ["NATIONAL", NATIONAL, nationalRun],
  ["BARE", BARE, tenInARow],
  ["SSN_FORMATTED", SSN_FORMATTED, formattedSsnRun],
  ["SSN_PLAIN", SSN_PLAIN, nineInARow],
  ["CARD", CARD, cardRun],
  ["IPV4", IPV4, dottedQuadRun],
];

const whole = (re: RegExp, text: string) => [...text.matchAll(re)].map((m) => [m.index, m[0]]);
const inRuns = (re: RegExp, text: string, gate: (run: NumberRun) => boolean) =>
  runMatches(re, findNumberRuns(text), gate, NO_DEADLINE).map((m) => [m.index, m[0]]);

/** Texts of digits and the characters numbers are written with, and a few others. */
const numberish = fc
  .array(fc.constantFrom(..."0123456789012345678901 -.()+/x\n"), { maxLength: 48 })
  .map((chars) => chars.join(""));

describe("run gates", () => {
  it("keep every run a detector's pattern matches in: the matches of a pass over the whole text", () => {
    for (const [, re, gate] of GATED) {
      fc.assert(
        fc.property(numberish, (text) => {
          expect(inRuns(re, text, gate)).toEqual(whole(re, text));
        }),
        { numRuns: 2000 },
      );
    }
  });

  it("keep the runs of the numbers they are written for", () => {
    const cases: [string, RegExp, (run: NumberRun) => boolean, string][] = [
      ["NANP", NANP, nanpRun, "call (415) 555-2671 or +1 415.555.2671"],
      ["NATIONAL", NATIONAL, nationalRun, "ring 020 7946 0958 or 07700 900123, 01 23 45 67 89"],
      ["SSN_FORMATTED", SSN_FORMATTED, formattedSsnRun, "ssn 536-22-1234 or 536 22 1234"],
      ["CARD", CARD, cardRun, "4111 1111 1111 1111, 3782 822463 10005, 4111111111111111"],
    ];
    for (const [name, re, gate, text] of cases) {
      expect(inRuns(re, text, gate), name).toEqual(whole(re, text));
      expect(whole(re, text).length, name).toBeGreaterThan(1);
    }
  });

  it("leave out runs the pattern cannot match in", () => {
    const [plain] = findNumberRuns("order 1234567890123 shipped");
    const [dashed] = findNumberRuns("ref 2024-051277 ok");
    expect(plain && [nanpRun(plain), formattedSsnRun(plain), nationalRun(plain)]).toEqual([
      false,
      false,
      false,
    ]);
    expect(plain && cardRun(plain)).toBe(true);
    expect(dashed && [nanpRun(dashed), cardRun(dashed), dashed.digits >= 9]).toEqual([
      false,
      false,
      true,
    ]);
  });
});
