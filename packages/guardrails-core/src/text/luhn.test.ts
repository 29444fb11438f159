import { describe, expect, it } from "vitest";
import { luhnValid, npiValid } from "./luhn";

describe("luhnValid", () => {
  it("accepts numbers whose check digit matches", () => {
    expect(luhnValid("4111111111111111")).toBe(true);
    expect(luhnValid("79927398713")).toBe(true);
  });

  it("rejects a changed digit", () => {
    expect(luhnValid("4111111111111112")).toBe(false);
    expect(luhnValid("79927398710")).toBe(false);
  });

  it("rejects non-digits and the empty string", () => {
    expect(luhnValid("4111-1111")).toBe(false);
    expect(luhnValid("")).toBe(false);
  });
});

describe("npiValid", () => {
  it("accepts an NPI whose check digit is valid with the 80840 prefix", () => {
    expect(npiValid("1234567893")).toBe(true);
  });

  it("rejects a wrong check digit, a wrong length and a leading digit other than 1 or 2", () => {
    expect(npiValid("1234567890")).toBe(false);
    expect(npiValid("123456789")).toBe(false);
    expect(npiValid("3234567893")).toBe(false);
  });
});
