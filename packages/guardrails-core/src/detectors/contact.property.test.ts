import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { digits, joiner, upperWord } from "../test-support/identifiers";
import { pii } from "../test-support/spans";

const digit = (from: number) => fc.integer({ min: from, max: 9 }).map(String);
/** NANP numbers in the formats the detector reports: area and exchange start 2-9. */
const nanp = fc
  .tuple(digit(2), digits(2), digit(2), digits(2), digits(4), fc.constantFrom("-", ".", " "))
  .map(([a, b, c, d, e, sep]) => `${a}${b}${sep}${c}${d}${sep}${e}`);
/** Upper-case identifier prefixes and suffixes (no phone wording among them). */
const word = upperWord("ABDGJKMNQRSUVWXYZ");
const identifierKey = fc.constantFrom(
  "order_id=",
  "invoice=",
  "shipmentId=",
  '"tracking_number": "',
  "record_no: ",
  "order #",
  "Invoice No. ",
);
const phoneKey = fc.constantFrom("phone=", "mobile: ", '"tel": "', "call ", "fax ");

describe("phone numbers inside identifiers", () => {
  it("never reports a number joined by - or _ to letters before or after it", () => {
    fc.assert(
      fc.property(nanp, word, joiner, fc.boolean(), (phone, w, j, before) => {
        const id = before ? `${w}${j}${phone}` : `${phone}${j}${w}`;
        expect(pii(`ref ${id} ok`, "phone")).toEqual([]);
      }),
    );
  });

  it("never reports a number under a key or label that names another identifier", () => {
    fc.assert(
      fc.property(nanp, identifierKey, (phone, key) => {
        expect(pii(`${key}${phone}`, "phone")).toEqual([]);
      }),
    );
  });

  it("reports the same number standing alone or under phone wording", () => {
    fc.assert(
      fc.property(nanp, phoneKey, (phone, key) => {
        const text = `${key}${phone}`;
        const start = text.indexOf(phone);
        expect(pii(text, "phone")).toEqual([["phone", start, start + phone.length]]);
      }),
    );
  });
});
