import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pii } from "../test-support/spans";
import { mbiValid } from "./mbi";

const LETTERS = "ACDEFGHJKMNPQRTUVWXY";
const EXCLUDED = "SLOIBZ";
const DIGITS = "0123456789";
/** The character class of each position: N digit 0-9, D digit 1-9, L letter, A either. */
const CLASSES = "DLANLANLLNN";

const pick = (chars: string) => fc.constantFrom(...chars);
function classChars(c: string): string {
  if (c === "D") return DIGITS.slice(1);
  if (c === "N") return DIGITS;
  if (c === "L") return LETTERS;
  return LETTERS + DIGITS;
}
const mbi = fc.tuple(...[...CLASSES].map((c) => pick(classChars(c)))).map((cs) => cs.join(""));
const dashed = (v: string) => `${v.slice(0, 4)}-${v.slice(4, 7)}-${v.slice(7)}`;

/** A character outside the class of position `c`. */
function wrongChar(c: string): fc.Arbitrary<string> {
  if (c === "D") return pick(`0${LETTERS}${EXCLUDED}`);
  if (c === "N") return pick(LETTERS + EXCLUDED);
  if (c === "L") return pick(DIGITS + EXCLUDED);
  return pick(`${EXCLUDED}${EXCLUDED.toLowerCase()}`);
}

describe("mbiValid", () => {
  it("accepts every MBI built from the CMS position classes, plain and dashed", () => {
    fc.assert(
      fc.property(mbi, (v) => {
        expect(mbiValid(v)).toBe(true);
        expect(mbiValid(dashed(v))).toBe(true);
      }),
    );
  });

  it("rejects an MBI with any one position of the wrong class", () => {
    const broken = fc
      .tuple(mbi, fc.integer({ min: 0, max: 10 }))
      .chain(([v, i]) =>
        wrongChar(CLASSES[i] as string).map((c) => `${v.slice(0, i)}${c}${v.slice(i + 1)}`),
      );
    fc.assert(
      fc.property(broken, fc.boolean(), (v, dashes) => {
        expect(mbiValid(dashes ? dashed(v) : v)).toBe(false);
      }),
    );
  });

  it("rejects one dash without the other and lower-case letters", () => {
    expect(mbiValid("1EG4-TE5MK73")).toBe(false);
    expect(mbiValid("1EG4TE5-MK73")).toBe(false);
    expect(mbiValid("1eg4te5mk73")).toBe(false);
  });

  it("finds generated MBIs after a Medicare label, with and without dashes", () => {
    fc.assert(
      fc.property(mbi, fc.boolean(), (v, dashes) => {
        const value = dashes ? dashed(v) : v;
        const text = `Medicare MBI ${value} on file`;
        const start = text.indexOf(value);
        expect(pii(text, "health_plan_id")).toEqual([
          ["health_plan_id", start, start + value.length],
        ]);
      }),
    );
  });
});
