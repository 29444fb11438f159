import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { at, pii } from "../test-support/spans";
import { providerTokenType } from "./provider-tokens";

const HEX = "0123456789abcdef";
const hexToken = fc
  .array(fc.constantFrom(...HEX), { minLength: 32, maxLength: 64 })
  .map((cs) => cs.join(""))
  .filter((t) => /[a-f]/.test(t) && /\d/.test(t) && new Set(t).size >= 8);
const word = fc.constantFrom("in", "the", "for", "build", "job", "mailbox", "header", "we", "sent");
const words = fc.array(word, { minLength: 1, maxLength: 5 }).map((ws) => ws.join(" "));
const name = fc.constantFrom("token", "access token", "API token", "OAuth token", "session token");
const operator = fc.constantFrom(":", " was", " is", " =");

describe("bearer_token named by a sentence (property)", () => {
  it("finds any opaque hex value after up to five words and an operator", () => {
    fc.assert(
      fc.property(name, words, operator, hexToken, (n, ws, op, token) => {
        const text = `the ${n} ${ws}${op} ${token}\n`;
        expect(pii(text, "bearer_token")).toEqual([at(text, token, "bearer_token")]);
      }),
    );
  });

  it("reports nothing when the words name a hash, digest or id, or no operator ends them", () => {
    const notTheToken = fc.constantFrom("hash", "digest", "checksum", "id", "fingerprint");
    fc.assert(
      fc.property(name, words, notTheToken, operator, hexToken, (n, ws, bad, op, token) => {
        expect(pii(`the ${n} ${bad} ${ws}${op} ${token}\n`, "bearer_token")).toEqual([]);
        expect(pii(`the ${n} ${ws} ${token}\n`, "bearer_token")).toEqual([]);
      }),
    );
  });
});

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
