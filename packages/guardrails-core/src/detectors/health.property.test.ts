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

const nonHealthQualifier = fc.constantFrom(
  "loyalty",
  "rewards",
  "Slack",
  "Discord",
  "GitHub",
  "club",
  "gym",
  "library",
  "frequent flyer",
  "Costco",
  "Prime",
  "team",
  "workspace",
);
const memberLabel = fc.constantFrom(
  "member ID ",
  "member id: ",
  "member number ",
  "member #",
  "member no. ",
  "subscriber id ",
);
const memberValue = fc.oneof(
  fc.stringMatching(/^[1-9]\d{5,11}$/),
  fc.stringMatching(/^[1-9]\d{8}-\d{2}$/),
  fc.stringMatching(/^[A-Z]{1,3}\d{6,9}$/),
  fc.stringMatching(/^U0[A-Z0-9]{9}$/),
);
const healthWording = fc.constantFrom(
  "the patient's claim was denied",
  "copay is $20 at the pharmacy",
  "Aetna PPO coverage",
  "",
);

describe("health_plan_id and memberships", () => {
  it("a member id named after a non-health membership is never a health plan id", () => {
    fc.assert(
      fc.property(
        nonHealthQualifier,
        memberLabel,
        memberValue,
        healthWording,
        (qualifier, label, value, wording) => {
          const text = `${wording}. Agent: ${qualifier} ${label}${value} was updated, ${wording}`;
          expect(pii(text, "health_plan_id")).toEqual([]);
        },
      ),
    );
  });

  it("a bare member number is reported when health wording is on its line, and not when it is only on another line", () => {
    fc.assert(
      fc.property(
        memberLabel,
        fc.stringMatching(/^[1-9]\d{7,10}$/),
        healthWording.filter((w) => w !== ""),
        (label, value, wording) => {
          const near = `Agent: ${wording}, ${label}${value} on file`;
          const found = pii(near, "health_plan_id");
          expect(found).toHaveLength(1);
          const [, start, end] = found[0] ?? ["", 0, 0];
          expect(near.slice(start, end)).toBe(value);
          const far = `Nurse: ${wording}\nAgent: ${label}${value} earned 40 points`;
          expect(pii(far, "health_plan_id")).toEqual([]);
        },
      ),
    );
  });
});
