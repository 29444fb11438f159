import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { digits, joiner, upperWord } from "../test-support/identifiers";
import { pii } from "../test-support/spans";
import { ssnValid } from "./identity";

/** Nine digits that pass the SSA rules, as "123-45-6789" or "123456789". */
const ssnDigits = digits(9).filter(ssnValid);
const dashed = ssnDigits.map((d) => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`);
/** Upper-case identifier prefixes and suffixes (no SSN or phone wording among them). */
const word = upperWord("ABDGJKMNQRUVWXYZ");
const identifierKey = fc.constantFrom(
  "order_id=",
  "invoice=",
  "shipmentId=",
  '"tracking_number": "',
  "ticket #",
  "case no. ",
  "ref: ",
  "confirmation number ",
);
const ssnKey = fc.constantFrom("SSN: ", "ssn=", '"ssn": "', "social security number ", "SSN-");

describe("SSN-shaped numbers inside identifiers", () => {
  it("never reports an SSN-shaped part joined by - or _ to letters", () => {
    fc.assert(
      fc.property(dashed, ssnDigits, word, joiner, fc.boolean(), (d, plain, w, j, before) => {
        for (const ssn of [d, plain]) {
          const id = before ? `${w}${j}${ssn}` : `${ssn}${j}${w}`;
          expect(pii(`SSN on file; ref ${id} ok`, "ssn")).toEqual([]);
        }
      }),
    );
  });

  it("never reports an SSN-shaped value under another identifier's key or label", () => {
    fc.assert(
      fc.property(dashed, identifierKey, (ssn, key) => {
        expect(pii(`${key}${ssn}`, "ssn")).toEqual([]);
      }),
    );
  });

  it("reports the same value standing alone or under its own label", () => {
    fc.assert(
      fc.property(dashed, ssnDigits, ssnKey, (d, plain, key) => {
        for (const text of [`${key}${d}`, `${key}${plain}`, `on file: ${d}.`]) {
          const ssn = text.includes(d) ? d : plain;
          const start = text.indexOf(ssn);
          expect(pii(text, "ssn")).toEqual([["ssn", start, start + ssn.length]]);
        }
      }),
    );
  });
});
