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
