import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RegexSyntaxError, SafeRegex } from "./safe-regex";

function native(pattern: string, flags: string, text: string): Array<[number, number]> {
  return [...text.matchAll(new RegExp(pattern, `g${flags}`))]
    .filter((m) => m[0].length > 0)
    .map((m) => [m.index, m.index + m[0].length]);
}

describe("SafeRegex", () => {
  it.each([
    ["\\b\\d{3}-\\d{4}\\b", "", "call 555-1234 or 555-98765, 123-4567"],
    ["colou?r", "i", "Color, COLOUR and colr"],
    ["a|ab", "", "ab ab"],
    ["a*?b", "", "aaab"],
    ["^foo$", "m", "bar\nfoo\nbaz"],
    ["[^a-c]+", "", "abcdefabc"],
    ["(?<year>\\d{4})-(\\d{2})", "", "on 2024-05-01"],
    ["[\\w.]+@[\\w.]+", "", "x a.b@c.d y"],
    ["\\s+\\S", "", "a  b\tc"],
    ["(?:ab){2,3}", "", "abababab"],
    ["\\x41\\u0042.", "s", "AB\nAB!"],
  ])("finds the same matches as RegExp for /%s/%s", (pattern, flags, text) => {
    expect(SafeRegex.compile(pattern, flags).findAll(text)).toEqual(native(pattern, flags, text));
  });

  it("accepts a leading (?i) as the ignore-case flag", () => {
    expect(SafeRegex.compile("(?i)order-\\d+").findAll("ORDER-12 order-3")).toEqual([
      [0, 8],
      [9, 16],
    ]);
  });

  it.each([
    ["(?=a)", "lookahead and lookbehind are not supported"],
    ["(?<!a)b", "lookahead and lookbehind are not supported"],
    ["(a)\\1", "backreferences are not supported"],
    ["\\p{L}", "unicode property escapes are not supported"],
    ["(a", "unterminated group"],
    ["a)", 'unmatched ")" at 1'],
    ["*a", "nothing to repeat at 0"],
    ["a{3,1}", "repetition {n,m} with m < n"],
    ["a{5000}", "repetition count above 1000"],
    ["(a{1000}){1000}", "pattern too complex (bounded repetition expands too far)"],
    ["[z-a]", "range out of order in character class"],
  ])("rejects %s with a message naming the problem", (pattern, message) => {
    expect(() => SafeRegex.compile(pattern)).toThrow(new RegexSyntaxError(message));
  });

  it("rejects unsupported flags", () => {
    expect(() => SafeRegex.compile("a", "y")).toThrow('unsupported flag "y"');
  });

  it("matches (a+)+$ on a long input in one linear pass", () => {
    const text = `${"a".repeat(50_000)}!`;
    expect(SafeRegex.compile("(a+)+$").findAll(text)).toEqual([]);
    expect(SafeRegex.compile("(a+)+!").findAll(text)).toEqual([[0, 50_001]]);
  });

  it("consults the budget during long searches and stops when it throws", () => {
    let checks = 0;
    const budget = {
      check() {
        checks++;
        if (checks > 2) throw new Error("deadline");
      },
    };
    expect(() => SafeRegex.compile("(x+x+)+y").findAll("x".repeat(100_000), budget)).toThrow(
      "deadline",
    );
    expect(checks).toBe(3);
  });

  it("agrees with RegExp on random patterns over a small alphabet", () => {
    const atom = fc.constantFrom("a", "b", ".", "[ab]", "[^a]", "\\w", "(?:ab|a)", "(?:a|b)");
    const quantifier = fc.constantFrom("", "", "*", "+", "?", "{1,2}", "*?", "+?", "??");
    const piece = fc.tuple(atom, quantifier).map(([a, q]) => `${a}${q}`);
    const branch = fc.array(piece, { minLength: 1, maxLength: 4 }).map((p) => p.join(""));
    const pattern = fc.array(branch, { minLength: 1, maxLength: 3 }).map((b) => b.join("|"));
    const text = fc.stringMatching(/^[abc]{0,12}$/);
    fc.assert(
      fc.property(pattern, text, (p, t) => {
        expect(SafeRegex.compile(p).findAll(t)).toEqual(native(p, "", t));
      }),
      { numRuns: 500 },
    );
  });
});
