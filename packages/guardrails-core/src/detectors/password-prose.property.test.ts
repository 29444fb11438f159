import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pii } from "../test-support/spans";
import { secretLike } from "./password-prose";

const LOWER = "abcdefghijkmnopqrstuvwxyz";
const chars = (set: string, min: number, max: number) =>
  fc.array(fc.constantFrom(...set), { minLength: min, maxLength: max }).map((c) => c.join(""));
/** Passwords with a letter, a digit and one of # $ ! (the symbols prose values carry). */
const password = fc
  .tuple(chars(`${LOWER}ABCDEFGH`, 4, 10), chars("0123456789", 1, 4), chars("#$!", 1, 2))
  .map(([a, d, s]) => `${a}${s}${d}`);
/**
 * Passphrases: three to five lower-case dictionary-like words (up to 16 letters) joined by
 * dashes, sometimes with a number at the end, as password managers make them.
 */
const passphrase = fc
  .tuple(
    fc.array(chars(LOWER, 3, 16), { minLength: 3, maxLength: 5 }),
    fc.option(chars("0123456789", 1, 3), { nil: undefined }),
  )
  .map(([words, n]) => (n === undefined ? words.join("-") : `${words.join("-")}-${n}`));
const template = fc.constantFrom(
  (v: string) => `my new password is ${v} and it works`,
  (v: string) => `we changed the admin passphrase to ${v}`,
  (v: string) => `someone pasted the password ${v} in the channel, rotate it`,
  (v: string) => `the wifi password was reset to "${v}" yesterday`,
  (v: string) => `${v} is the new root password`,
  (v: string) => `rotated the redis AUTH password, it's now ${v} (update the helm values)`,
  (v: string) => `ok the password got reset, it's ${v} now`,
  (v: string) => `I set the passphrase for the backup key to ${v}`,
  (v: string) => `Gary shared the staging box password over chat: ${v}`,
  (v: string) => `the passphrase we agreed on is ${v}`,
  (v: string) => `the VPN pass is now ${v} (changed it after the audit)`,
  (v: string) => `EHR login for Dr. Kihn is drx with password ${v}`,
  (v: string) => `the old passphrase ${v} leaked in a screenshot, rotate it`,
  (v: string) => `someone pasted ${v} in the channel, that's the prod one, rotate it`,
);
/** "pass" naming a ticket or a plan, never a password. */
const ticketPass = fc.constantFrom("boarding", "hall", "bus", "day", "season", "ski", "guest");
const notValues = fc.constantFrom(
  "incorrect",
  "wrong",
  "expired",
  "reset",
  "the same",
  "required",
  "case-sensitive",
  "12 characters",
);

describe("passwords said in prose", () => {
  it("finds every generated password and passphrase with offsets that slice to it", () => {
    fc.assert(
      fc.property(fc.oneof(password, passphrase), template, (value, make) => {
        const text = make(value);
        const start = text.indexOf(value);
        expect(pii(text, "password")).toEqual([["password", start, start + value.length]]);
      }),
    );
  });

  it("never reports the words that usually follow a password word", () => {
    fc.assert(
      fc.property(notValues, template, (value, make) => {
        expect(pii(make(value), "password")).toEqual([]);
      }),
    );
  });

  it("never reports the value of a ticket or plan pass", () => {
    fc.assert(
      fc.property(fc.oneof(password, passphrase), ticketPass, (value, kind) => {
        expect(pii(`my ${kind} pass is ${value} for this week`, "password")).toEqual([]);
        expect(pii(`the ${kind} pass was ${value}`, "password")).toEqual([]);
      }),
    );
  });

  it("secretLike accepts every generated passphrase, unquoted", () => {
    fc.assert(
      fc.property(passphrase, (p) => {
        expect(secretLike(p, false)).toBe(true);
      }),
    );
  });

  it("secretLike rejects every plain lower-case word left unquoted", () => {
    fc.assert(
      fc.property(chars(LOWER, 1, 20), (w) => {
        expect(secretLike(w, false)).toBe(false);
      }),
    );
  });
});
