import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NO_DEADLINE } from "../deadline";
import { phoneDetector } from "./contact";
import type { Detector } from "./detector";
import { DetectorSet } from "./detector-set";
import { creditCardDetector } from "./financial";
import { ssnDetector } from "./identity";

const RUN_READERS = [phoneDetector, ssnDetector, creditCardDetector];

/** Texts of digits and the characters numbers are written with, among letters. */
const numberish = fc
  .array(fc.constantFrom(..."0123456789 -.()+/x\nabcSSN phone card:"), { maxLength: 60 })
  .map((chars) => chars.join(""));

describe("detectors that read number runs alone", () => {
  it("are not called on a text with digits but no run of four, and find what they found", () => {
    const calls: string[] = [];
    const spied: Detector[] = RUN_READERS.map((d) => ({
      ...d,
      find(text, out, scan) {
        calls.push(d.type);
        d.find(text, out, scan);
      },
    }));
    const set = new DetectorSet(spied);
    expect(set.run("room 12, floor 3, 2 keys", NO_DEADLINE)).toEqual([]);
    expect(calls).toEqual([]);
    set.run("call 415-555-0134", NO_DEADLINE);
    expect(calls).toEqual(["phone", "ssn", "credit_card"]);
  });

  it("give the same matches as the same detectors run ungated by runs, over any text", () => {
    const gated = new DetectorSet(RUN_READERS);
    const ungated = new DetectorSet(RUN_READERS.map((d) => ({ ...d, needsNumberRun: false })));
    fc.assert(
      fc.property(numberish, (text) => {
        expect(gated.run(text, NO_DEADLINE)).toEqual(ungated.run(text, NO_DEADLINE));
      }),
      { numRuns: 3000 },
    );
  });
});
