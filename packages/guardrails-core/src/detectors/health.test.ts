import { describe, expect, it } from "vitest";
import { at, pii } from "../test-support/spans";
import { npiValid } from "../text/luhn";

describe("medical_record_number", () => {
  it.each([
    ["MRN: 00123456", "00123456"],
    ["MRN 4567-8901", "4567-8901"],
    ["medical record number AB123456", "AB123456"],
    ["Medical Record #: 77-1234", "77-1234"],
  ])("finds the value in %s", (text, value) => {
    expect(pii(text, "medical_record_number")).toEqual([at(text, value, "medical_record_number")]);
  });

  it("does not report an identifier without MRN wording", () => {
    expect(pii("ticket 00123456 closed", "medical_record_number")).toEqual([]);
  });

  it("does not report words after MRN", () => {
    expect(pii("MRN is pending", "medical_record_number")).toEqual([]);
  });
});

describe("health_plan_id", () => {
  it.each([
    ["Member ID: XYZ123456789", "XYZ123456789"],
    ["subscriber id W123456789", "W123456789"],
    ["health plan ID is HP-00982211", "HP-00982211"],
    ["Medicare MBI 1EG4-TE5-MK73", "1EG4-TE5-MK73"],
  ])("finds the value in %s", (text, value) => {
    expect(pii(text, "health_plan_id")).toEqual([at(text, value, "health_plan_id")]);
  });

  it("does not report an identifier without plan wording", () => {
    expect(pii("order XYZ123456789 shipped", "health_plan_id")).toEqual([]);
  });

  it.each([
    ["Member ID number: XGH882716401", "XGH882716401"],
    ["subscriber no. W123456789", "W123456789"],
    ["insured ID: ZQK5532901", "ZQK5532901"],
    ["Medicare number 123456789A", "123456789A"],
    ["medicare_card: 1EG4TE5MK73", "1EG4TE5MK73"],
  ])("finds the value after the label in %s", (text, value) => {
    expect(pii(text, "health_plan_id")).toEqual([at(text, value, "health_plan_id")]);
  });

  it.each([
    ["gym member ID: 48213377"],
    ["loyalty member number 5512 3344"],
    ["Netflix subscriber ID 99120033"],
    ["auto insurance number 773300121"],
  ])("does not report a bare number under a generic label without health wording: %s", (text) => {
    expect(pii(text, "health_plan_id")).toEqual([]);
  });

  it("reports a bare number under a generic label when the text is about health cover", () => {
    const text = "Patient eligibility check: member ID 48213377, copay $20";
    expect(pii(text, "health_plan_id")).toEqual([at(text, "48213377", "health_plan_id")]);
  });

  it.each([
    ["Agent Della: loyalty member number 134707327 earned 40 points\nNurse: patient copay is $20"],
    ["Slack member ID U0HSRW6R1Z6 was deactivated after the claim review"],
    ["Discord member id 123456789012345678 left the server; the pharmacy bot stays"],
    ["gym member #88812 checked in, claim your free towel"],
    ["rewards member number 55123344 redeemed points at the clinic cafe"],
    ["club member ID CM44120931 renewed; dental appointment moved"],
    ["frequent flyer member number 774100233 upgraded, patient transfer booked"],
    ["Costco member #111222333 bought the prescription glasses"],
    ["team member #12345 joined the on-call rota for the hospital app"],
    ['{"slack_member_id": "U0HSRW6R1Z6", "topic": "health benefits"}'],
    ["newsletter subscriber id 99120033 unsubscribed from the medical digest"],
  ])("does not report a non-health membership, health wording or not: %s", (text) => {
    expect(pii(text, "health_plan_id")).toEqual([]);
  });

  it.each([
    ["Robin: member number 134707327 earned 40 points\nNurse: Patient is stable"],
    ["Nurse: the patient is stable.\nAgent: member ID 48213377 redeemed a coupon"],
    [`member number 48213377 earned 40 points. ${"x".repeat(130)} then the clinic called`],
  ])("needs the health wording near a bare number, not elsewhere in the text: %s", (text) => {
    expect(pii(text, "health_plan_id")).toEqual([]);
  });

  it.each([
    ["Patient eligibility check: member ID 48213377, copay $20", "48213377"],
    ["member ID 48213377 was rejected at the pharmacy", "48213377"],
    ["Claim 7781 for the patient\nMember #: 48213377\nPlan: PPO", "48213377"],
    ["Aetna member number 523311907 on the front of the card", "523311907"],
    ["Gold PPO plan member ID 523311907, copay $30", "523311907"],
  ])("reports a bare number with health wording near it: %s", (text, value) => {
    expect(pii(text, "health_plan_id")).toEqual([at(text, value, "health_plan_id")]);
  });

  it.each([
    ["insurance claim form\nMember #: 585268022-81\n", "585268022-81"],
    ["Member #: 585268022-81\n", "585268022-81"],
    ["subscriber id is 774786719-29 and group is on the back", "774786719-29"],
    ["insurance ID# 312009871-02 (primary)", "312009871-02"],
  ])("reports a subscriber number with a person code after a member label: %s", (text, value) => {
    expect(pii(text, "health_plan_id")).toEqual([at(text, value, "health_plan_id")]);
  });

  it.each([
    ["MBI 1EG4-TE5-MK7O"], // O is never an MBI letter
    ["MBI 1SG4TE5MK73"], // nor S
    ["MBI 0EG4TE5MK73"], // position 1 is 1-9
    ["Medicare MBI 1EG4-TE5MK73"], // one dash without the other
    ["Medicare 2024 enrolment opens"],
  ])("does not report a value that fails the MBI format after a Medicare label: %s", (text) => {
    expect(pii(text, "health_plan_id")).toEqual([]);
  });

  it("keeps plan ids of other shapes after a Medicare label", () => {
    const text = "Dr. Kihn: Medicare MBI FHB342308318";
    expect(pii(text, "health_plan_id")).toEqual([at(text, "FHB342308318", "health_plan_id")]);
  });

  it("finds an unlabelled MBI in a text about Medicare, plain or dashed", () => {
    const text = "Medicare beneficiary card on file: 1EG4-TE5-MK73 (spouse 2FH5UF6NK84)";
    expect(pii(text, "health_plan_id")).toEqual([
      at(text, "1EG4-TE5-MK73", "health_plan_id"),
      at(text, "2FH5UF6NK84", "health_plan_id"),
    ]);
  });

  it("does not report an MBI-shaped token in a text with no Medicare wording", () => {
    expect(pii("build tag 1EG4TE5MK73 deployed", "health_plan_id")).toEqual([]);
  });
});

describe("npi", () => {
  it("finds ten digits with a valid check digit after NPI", () => {
    expect(pii("Provider NPI: 1234567893", "npi")).toEqual([["npi", 14, 24]]);
  });

  it("rejects an invalid NPI check digit", () => {
    expect(pii("NPI 1234567890", "npi")).toEqual([]);
  });

  it("does not report a valid NPI without context", () => {
    expect(pii("account 1234567893", "npi")).toEqual([]);
  });

  it("computes the check digit over the 80840 prefix", () => {
    expect(npiValid("1245319599")).toBe(true);
    expect(npiValid("3245319599")).toBe(false);
  });
});

describe("context labels written as JSON keys and identifiers", () => {
  it("finds each value of a JSON record whose keys are quoted", () => {
    const text =
      '{"dob": "1985-03-14", "mrn": "80641142", "npi": "1245319599", "member_id": "XJH375128302"}';
    expect(pii(text)).toEqual([
      at(text, "1985-03-14", "date_of_birth"),
      at(text, "80641142", "medical_record_number"),
      at(text, "1245319599", "npi"),
      at(text, "XJH375128302", "health_plan_id"),
    ]);
  });

  it("finds values under upper-case quoted keys", () => {
    const text = `{"DOB": "1985-03-14", "MRN": "80641142"}`;
    expect(pii(text, "date_of_birth", "medical_record_number")).toEqual([
      at(text, "1985-03-14", "date_of_birth"),
      at(text, "80641142", "medical_record_number"),
    ]);
  });

  it("finds key=value identifiers written in snake and camel case", () => {
    const text = "medical_record_number=39194744 member_id=5UC7AJ7QV24 npiNumber=1862869181";
    expect(pii(text, "medical_record_number", "health_plan_id", "npi")).toEqual([
      at(text, "39194744", "medical_record_number"),
      at(text, "5UC7AJ7QV24", "health_plan_id"),
      at(text, "1862869181", "npi"),
    ]);
  });

  it.each([
    ["medicalRecordNumber", "medical_record_number", "80641142"],
    ["medical_record_number", "medical_record_number", "80641142"],
    ["memberId", "health_plan_id", "XJH375128302"],
    ["subscriber_id", "health_plan_id", "XJH375128302"],
    ["subscriberId", "health_plan_id", "XJH375128302"],
    ["health_plan_id", "health_plan_id", "XJH375128302"],
    ["provider_npi", "npi", "1245319599"],
    ["npi_number", "npi", "1245319599"],
    ["npiNumber", "npi", "1245319599"],
  ] as const)("finds the value under the YAML and JSON key %s", (key, type, value) => {
    for (const text of [`${key}: ${value}`, `{"${key}": "${value}"}`, `${key}=${value}`]) {
      expect(pii(text, type)).toEqual([at(text, value, type)]);
    }
  });

  it("does not treat npi inside another word as the label", () => {
    expect(pii("snpit 1245319599", "npi")).toEqual([]);
  });
});
