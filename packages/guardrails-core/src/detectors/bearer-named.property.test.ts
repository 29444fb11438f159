import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { providerTokenType } from "./provider-tokens";

const HEX = "0123456789abcdef";
const hexToken = fc
  .array(fc.constantFrom(...HEX), { minLength: 32, maxLength: 64 })
  .map((cs) => cs.join(""))
  .filter((t) => /[a-f]/.test(t) && /\d/.test(t) && new Set(t).size >= 8);

describe("providerTokenType (property)", () => {
  const hex = (n: number) =>
    fc.array(fc.constantFrom(...HEX), { minLength: n, maxLength: n }).map((cs) => cs.join(""));

  it("types a whole Twilio key or Mailchimp key, and nothing longer or shorter", () => {
    fc.assert(
      fc.property(hex(32), fc.integer({ min: 1, max: 20 }), (body, dc) => {
        expect(providerTokenType(`SK${body}`)).toBe("twilio_api_key");
        expect(providerTokenType(`SK${body}0`)).toBeUndefined();
        expect(providerTokenType(`SK${body.slice(1)}`)).toBeUndefined();
        expect(providerTokenType(`${body}-us${dc}`)).toBe("mailchimp_api_key");
        expect(providerTokenType(`x${body}-us${dc}`)).toBeUndefined();
      }),
    );
  });

  it("never types a plain hex run", () => {
    fc.assert(
      fc.property(hexToken, (t) => {
        expect(providerTokenType(t)).toBeUndefined();
      }),
    );
  });
});
