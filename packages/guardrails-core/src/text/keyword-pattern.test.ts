import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NO_DEADLINE } from "../deadline";
import { eachMatch } from "./context";
import { eachMatchOf, KeywordPattern } from "./keyword-pattern";
import { LiteralHits } from "./literal-hits";
import { LiteralSet } from "./literal-set";

/** The matches a global search finds, as [index, text] pairs. */
function globalMatches(source: string, flags: string, text: string): Array<[number, string]> {
  const out: Array<[number, string]> = [];
  eachMatch(new RegExp(source, `${flags}g`), text, NO_DEADLINE, (m) => out.push([m.index, m[0]]));
  return out;
}

/** The matches of the pattern tried at the literals' recorded starts. */
function atStarts(pattern: KeywordPattern, set: LiteralSet, text: string): Array<[number, string]> {
  const hits = new LiteralHits();
  set.present(text, hits);
  const starts = hits.starts(pattern.literals);
  expect(starts).toBeDefined();
  const out: Array<[number, string]> = [];
  eachMatchOf(pattern.cursor(text, starts), NO_DEADLINE, (m) => {
    out.push([m.index, m[0]]);
  });
  return out;
}

describe("KeywordPattern", () => {
  // patterns shaped like the detectors': alternations, optional tails, look-behinds, a \b
  const PATTERNS: Array<[string, string, string[]]> = [
    [
      "secret|token|key|credential|auth|passw|pwd",
      "i",
      ["secret", "token", "key", "credential", "auth", "passw", "pwd"],
    ],
    ["pass(?:word|wd|phrase)?|pwd", "i", ["pass", "pwd"]],
    ["(?<![A-Za-z0-9_])(?:pass(?:words?|wd)?|pwd|pw)(?![A-Za-z0-9_])", "i", ["pass", "pwd", "pw"]],
    [String.raw`\bbearer\s{1,3}([A-Za-z0-9._~+/-]{8,64}=*)`, "i", ["bearer"]],
    ["(?<![A-Za-z0-9])(?:AKIA|ASIA)[A-Z0-9]{4}", "", ["akia", "asia"]],
  ];
  const words = [
    "secret",
    "token",
    "key",
    "pass",
    "password",
    "pwd",
    "pw",
    "bearer",
    "akia",
    "ASIA",
    "Auth",
    "KEY",
  ];
  const piece = fc.oneof(
    fc.constantFrom(...words),
    fc.constantFrom(" ", "_", "=", ":", ".", "x", "Z", "9", "  ", "\n"),
    fc.stringMatching(/^[A-Za-z0-9]{1,12}$/),
  );

  it("finds what a global search of the whole text finds, on any ASCII text", () => {
    for (const [source, flags, literals] of PATTERNS) {
      const pattern = new KeywordPattern(source, flags, literals);
      // more literals than the pattern's: the set is a trigger pass shared by many detectors
      const set = new LiteralSet([...literals, "token", "zz", "qq", "@", "://"]);
      fc.assert(
        fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
          const text = pieces.join("");
          expect(atStarts(pattern, set, text)).toEqual(globalMatches(source, flags, text));
        }),
        { numRuns: 500 },
      );
    }
  });

  it("searches the whole text when no offsets are known", () => {
    const pattern = new KeywordPattern("token", "i", ["token"]);
    const cursor = pattern.cursor("a Token and a TOKEN", undefined);
    expect(cursor.next(0)?.index).toBe(2);
    expect(cursor.next(7)?.index).toBe(14);
    expect(cursor.next(15)).toBeNull();
  });

  it("resumes where the callback says, as a global search whose lastIndex is moved on", () => {
    const pattern = new KeywordPattern("key", "i", ["key"]);
    const set = new LiteralSet(["key", "zz", "qq", "yy", "xx"]);
    const text = "key keykey key";
    const hits = new LiteralHits();
    set.present(text, hits);
    const seen: number[] = [];
    eachMatchOf(pattern.cursor(text, hits.starts(["key"])), NO_DEADLINE, (m) => {
      seen.push(m.index);
      return m.index === 0 ? 5 : undefined; // skip the "key" at 4, not the one at 7
    });
    expect(seen).toEqual([0, 7, 11]);
  });
});
