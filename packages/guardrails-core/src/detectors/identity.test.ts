import { describe, expect, it } from "vitest";
import { at, pii } from "../test-support/spans";
import { dateValid, ssnValid } from "./identity";

describe("ssn", () => {
  it("finds a dashed SSN with exact offsets", () => {
    expect(pii("SSN 123-45-6789.", "ssn")).toEqual([["ssn", 4, 15]]);
  });

  it("finds a space-separated SSN", () => {
    const text = "number 536 22 1234 on file";
    expect(pii(text, "ssn")).toEqual([at(text, "536 22 1234", "ssn")]);
  });

  it.each([
    ["000-12-3456"],
    ["666-12-3456"],
    ["900-12-3456"],
    ["999-12-3456"],
    ["123-00-4567"],
    ["123-45-0000"],
    ["078-05-1120"],
  ])("rejects the invalid SSN %s", (ssn) => {
    expect(pii(`SSN ${ssn}`, "ssn")).toEqual([]);
  });

  it("finds nine plain digits next to SSN wording", () => {
    const text = "social security number: 536221234";
    expect(pii(text, "ssn")).toEqual([at(text, "536221234", "ssn")]);
  });

  it("does not report nine plain digits without SSN wording", () => {
    expect(pii("invoice 536221234 paid", "ssn")).toEqual([]);
  });

  it("does not report a valid-looking SSN inside a longer number", () => {
    expect(pii("ref 1123-45-67890", "ssn")).toEqual([]);
  });

  it("applies the SSA area, group and serial rules", () => {
    expect(ssnValid("536221234")).toBe(true);
    expect(ssnValid("666221234")).toBe(false);
    expect(ssnValid("536001234")).toBe(false);
    expect(ssnValid("536220000")).toBe(false);
  });
});

describe("date_of_birth", () => {
  it.each([
    ["DOB: 01/02/1980", "01/02/1980"],
    ["D.O.B. 1980-02-29", "1980-02-29"],
    ["date of birth is 12/31/1999", "12/31/1999"],
    ["born on March 3, 1975", "March 3, 1975"],
    ["Born 3rd of March, 1975", "3rd of March, 1975"],
    ["birthdate: 5 Jan 2001", "5 Jan 2001"],
  ])("finds the date in %s", (text, date) => {
    expect(pii(text, "date_of_birth")).toEqual([at(text, date, "date_of_birth")]);
  });

  it("does not report dates without birth wording", () => {
    expect(pii("meeting on 01/02/2024 and released 2023-05-01", "date_of_birth")).toEqual([]);
  });

  it("rejects impossible dates", () => {
    expect(pii("DOB 13/13/1980", "date_of_birth")).toEqual([]);
    expect(dateValid("1980-13-01")).toBe(false);
    expect(dateValid("02/30/1980")).toBe(true);
  });
});

describe("date_of_birth under JSON, YAML and key=value labels", () => {
  it.each(["dob", "DOB", "date_of_birth", "dateOfBirth", "birthDate", "birth_date"])(
    "finds the date under the key %s",
    (key) => {
      for (const text of [
        `{"${key}": "1985-03-14", "plan": "gold"}`,
        `patient:\n  ${key}: '1985-03-14'\n`,
        `${key}=1985-03-14 plan=gold`,
      ]) {
        expect(pii(text, "date_of_birth")).toEqual([at(text, "1985-03-14", "date_of_birth")]);
      }
    },
  );
});

describe("ssn versus identifiers with an SSN-shaped part", () => {
  it.each([
    ["case ORD-818-22-9075 is on hold"],
    ["ref: SHP-384-91-6990"],
    ["ticket INV-536-22-1234-A was merged into the parent"],
    ["can you check ORD_536221234? SSN wording nearby"],
    ["order #536-22-1234 shipped"],
    ["tracking_number=536-22-1234"],
    ['{"invoiceNo": "536-22-1234"}'],
    ["confirmation number 536-22-1234 is valid"],
  ])("does not report the number in %j", (text) => {
    expect(pii(text, "ssn")).toEqual([]);
  });

  it.each([
    ["SSN: 536-22-1234", "536-22-1234"],
    ["SSN-536-22-1234 on file", "536-22-1234"],
    ['{"ssn": "536-22-1234"}', "536-22-1234"],
    ["her social security number is 536221234", "536221234"],
    ["order placed; SSN 536-22-1234 verified", "536-22-1234"],
  ])("still reports the SSN in %j", (text, ssn) => {
    expect(pii(text, "ssn")).toEqual([at(text, ssn, "ssn")]);
  });
});
