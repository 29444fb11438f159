import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pii } from "../test-support/spans";
import { luhnValid, npiValid } from "../text/luhn";

const tenDigits = fc
  .tuple(
    fc.constantFrom("1", "2"),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }),
  )
  .map(([first, rest]) => first + rest.join(""));

describe("npi reports", () => {
  it("every NPI reported after a label passes the Luhn check over 80840 + NPI", () => {
    fc.assert(
      fc.property(
        tenDigits,
        fc.constantFrom("NPI: ", "billing NPI number ", "npi="),
        (v, label) => {
          const found = pii(`${label}${v}`, "npi");
          expect(found.length === 1).toBe(npiValid(v));
          for (const [, start, end] of found)
            expect(luhnValid(`80840${`${label}${v}`.slice(start, end)}`)).toBe(true);
        },
      ),
    );
  });

  it("no NPI is reported in a text without NPI wording, valid or not", () => {
    fc.assert(
      fc.property(tenDigits, (v) => {
        expect(pii(`account ${v} closed`, "npi")).toEqual([]);
      }),
    );
  });
});
