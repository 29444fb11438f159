import { describe, expect, it } from "vitest";
import { at, pii } from "../test-support/spans";
import { cardBrand } from "./financial";

describe("credit_card", () => {
  it.each([
    ["4111111111111111", "visa"],
    ["4111 1111 1111 1111", "visa"],
    ["4111-1111-1111-1111", "visa"],
    ["5555 5555 5555 4444", "mastercard"],
    ["2223003122003222", "mastercard"],
    ["3782 822463 10005", "amex"],
    ["371449635398431", "amex"],
    ["6011111111111117", "discover"],
    ["6011 0009 9013 9424", "discover"],
  ])("finds the Luhn-valid %s (%s)", (card, brand) => {
    const text = `card: ${card}, exp 12/27`;
    expect(pii(text, "credit_card")).toEqual([at(text, card, "credit_card")]);
    expect(cardBrand(card.replace(/\D/g, ""))).toBe(brand);
  });

  it("rejects a Luhn-invalid number", () => {
    expect(pii("card 4111 1111 1111 1112", "credit_card")).toEqual([]);
  });

  it("rejects Luhn-valid numbers without a card brand prefix", () => {
    expect(pii("order 1234567812345670", "credit_card")).toEqual([]);
  });

  it("rejects an Amex-shaped grouping of a Visa number", () => {
    expect(pii("4111 111111 11111", "credit_card")).toEqual([]);
  });

  it("rejects a card-like run inside a longer digit string", () => {
    expect(pii("tracking 94001111111111111111", "credit_card")).toEqual([]);
  });

  it("rejects mixed separators", () => {
    expect(pii("4111 1111-1111 1111", "credit_card")).toEqual([]);
  });
});
