import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectPii, detectSecrets } from "../detect";

/**
 * The keyword detectors try their patterns only where the trigger pass found their keywords
 * (KeywordPattern) when the text is ASCII, and search the whole text otherwise. A non-ASCII
 * character on a line of its own after the text turns the offsets off without changing what
 * is there to find, so both ways must give the same matches.
 */
const WITHOUT_OFFSETS = "\n\u00e9";

const KEYWORDS = [
  "secret",
  "Secret",
  "token",
  "TOKEN",
  "key",
  "api_key",
  "credential",
  "auth",
  "password",
  "Passwd",
  "pass",
  "pwd",
  "pw",
  "passphrase",
  "bearer",
  "Bearer",
  "aws",
  "AKIA",
  "rotate",
  "revoke",
  "member",
  "subscriber",
  "insurance",
  "insured",
  "health plan",
  "healthplan",
  "health_plan",
  "medicare",
  "medicaid",
  "beneficiary",
  "mbi",
  "plan",
  "Password",
  "AccountKey",
  "SharedAccessKey",
  "Server=db;",
  "://",
  "https://",
  "task",
  "risk",
  "desk SK",
];
const GLUE = [
  " ",
  "  ",
  "=",
  ": ",
  " is ",
  " was ",
  "_",
  "-",
  "\n",
  '"',
  "'",
  ";",
  ", ",
  " id ",
  " # ",
];
const VALUES = [
  "hunter2!",
  "Tr0ub4dor&3",
  "correct-horse-battery-staple",
  "AKIA2OGYBAH6STMMNXNN",
  "wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY",
  "wJalrXUtnFEMI/K7MDENG/bPxRfiCY7Q2mKpLwZx",
  "1EG4-TE5-MK73",
  "XZ9-4481-2277",
  "123456789",
  "ghp_R4nd0mT0k3nValue1234567890abcdefABCD",
  "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6",
  "dGhpcyBpcyBhIHRva2VuIHZhbHVlIDk4NzY1",
  "user:pa55word@host",
  // provider formats, some tried at their keyword's offsets (SK…, AIza…, hf_…, -us…)
  "SK0123456789abcdef0123456789abcdef",
  "sk0123456789abcdef0123456789abcdef",
  "AIzaSyD3x4mPl3K3y0123456789abcdefghijk",
  "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",
  "0123456789abcdef0123456789abcdef-us12",
  "xoxb-1234567890-abcdefghijABCDEFGHIJ",
  "pplx-0123456789abcdef0123456789abcdef0123456789abcdef",
];

/** A keyword, up to two pieces of glue ("=", " is ", " id ") and a value, or a filler word. */
const clause = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...KEYWORDS),
        fc.array(fc.constantFrom(...GLUE), { minLength: 1, maxLength: 2 }),
        fc.constantFrom(...VALUES),
      )
      .map(([keyword, glue, value]) => `${keyword}${glue.join("")}${value}`),
  },
  { weight: 1, arbitrary: fc.constantFrom(...KEYWORDS, ...GLUE, ...VALUES) },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9]{1,10}$/) },
);
const piece = fc
  .tuple(clause, fc.constantFrom(" ", ". ", ", ", "\n", "; ", " and "))
  .map((p) => p.join(""));

describe("keyword detectors at the trigger pass's offsets (property)", () => {
  it("find what a search of the whole text finds, in both scanners' detectors", () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = pieces.join("");
        const other = `${text}${WITHOUT_OFFSETS}`;
        expect(detectPii(text)).toEqual(detectPii(other));
        expect(detectSecrets(text)).toEqual(detectSecrets(other));
      }),
      { numRuns: 1500 },
    );
  });

  it("find them in texts long enough for the paired walk, the keyword across its middle", () => {
    fc.assert(
      fc.property(fc.array(piece, { minLength: 6, maxLength: 30 }), (pieces) => {
        const text = pieces.join("");
        expect(detectPii(text)).toEqual(detectPii(`${text}${WITHOUT_OFFSETS}`));
        expect(detectSecrets(text)).toEqual(detectSecrets(`${text}${WITHOUT_OFFSETS}`));
      }),
      { numRuns: 500 },
    );
  });
});
