import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { at, pii, secrets } from "../test-support/spans";
import { isPlaceholder } from "../text/placeholders";
import { awsSecretShaped } from "./aws";

const ID = "AKIA2OGYBAH6STMMNXNN";
const SECRET = "lb09rIFxUeuVaT5jpTFPWhLn/5drcFlCxvnNGdcm";

describe("aws_secret_access_key next to an access key id or a secret-key name", () => {
  it.each([
    ["an ID / SECRET pair", `${ID} / ${SECRET}`],
    ["a CSV row", `user,${ID},${SECRET}`],
    ["a secret on the next line", `key id: ${ID}\nsecret: ${SECRET}`],
    ["a secret before its id", `secret ${SECRET} (id ${ID})`],
    ["a prose secret access key", `The AWS secret access key is ${SECRET}.`],
    ["an aws secret in prose", `aws secret: ${SECRET}`],
    ["a secret key setting", `SECRET_KEY=${SECRET}`],
    ["a camelCase name", `{"secretAccessKey": "${SECRET}"}`],
  ])("reports the secret of %s", (_label, text) => {
    const found = secrets(text).filter(([t]) => t === "aws_secret_access_key");
    expect(found).toEqual([at(text, SECRET, "aws_secret_access_key")]);
    expect(pii(text, "aws_key")).toContainEqual(at(text, SECRET, "aws_key"));
  });

  it.each([
    ["a 40-character run alone", `value ${SECRET} here`],
    ["a git SHA next to an id", `${ID} commit 3f2a9c1b8e7d6f5a4b3c2d1e0f9a8b7c6d5e4f3a`],
    ["a checksum named next to an id", `${ID} checksum ${SECRET}`],
    ["a run of one letter case next to an id", `${ID} / abcdefghijklmnopqrstuvwxyz0123456789abcd`],
    ["a secret word glued to another word", `topsecret key ${SECRET}`],
    ["a bare secret without an id or a key word", `secret ${SECRET}`],
    ["a run far from the id", `${ID}${" filler".repeat(30)} ${SECRET}`],
    ["the documentation secret", `${ID} / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`],
  ])("does not report %s", (_label, text) => {
    expect(secrets(text).filter(([t]) => t === "aws_secret_access_key")).toEqual([]);
  });
});

/** 40 base64 characters with both cases and a digit, not a placeholder: a secret's shape. */
const secretShaped = fc
  .stringMatching(/^[A-Za-z0-9/+]{40}$/)
  .filter((s) => /[a-z]/.test(s) && /[A-Z]/.test(s) && /\d/.test(s) && !isPlaceholder(s));
const accessKeyId = fc.stringMatching(/^AKIA[A-Z2-7]{16}$/).filter((s) => !isPlaceholder(s));

describe("the AWS pair rule", () => {
  it("reports a secret-shaped run beside an access key id", () => {
    fc.assert(
      fc.property(
        accessKeyId,
        secretShaped,
        fc.constantFrom(" / ", ",", " ", "\nsecret: "),
        (id, s, sep) => {
          const text = `${id}${sep}${s}`;
          expect(secrets(text)).toContainEqual([
            "aws_secret_access_key",
            id.length + sep.length,
            text.length,
          ]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("reports every pair of several pairs close together (overlapping windows)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(accessKeyId, secretShaped), { minLength: 2, maxLength: 4 }),
        fc.constantFrom(" / ", ",", "\nsecret: "),
        fc.constantFrom("\n", " and ", "\n- keys for the backup user: "),
        (pairs, sep, between) => {
          const text = pairs.map(([id, s]) => `${id}${sep}${s}`).join(between);
          const found = secrets(text).filter(([t]) => t === "aws_secret_access_key");
          expect(found.map(([, a, b]) => text.slice(a, b))).toEqual(pairs.map(([, s]) => s));
        },
      ),
      { numRuns: 200 },
    );
  });

  it("does not report a secret-shaped run without an id or a secret-key name", () => {
    fc.assert(
      fc.property(secretShaped, (s) => {
        expect(awsSecretShaped(s)).toBe(true);
        const text = `the value ${s} was logged`;
        expect(secrets(text).filter(([t]) => t.startsWith("aws"))).toEqual([]);
        expect(pii(text, "aws_key")).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
