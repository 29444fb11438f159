import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LiteralHits } from "./literal-hits";
import { LiteralSet } from "./literal-set";

/** Every start of each of `of` in the lower-cased text, ascending and distinct. */
function allStarts(of: readonly string[], text: string): number[] {
  const lower = text.toLowerCase();
  const starts = new Set<number>();
  for (const literal of of) {
    for (let i = lower.indexOf(literal); i >= 0; i = lower.indexOf(literal, i + 1)) starts.add(i);
  }
  return [...starts].sort((a, b) => a - b);
}

/** What LiteralSet stands for: each literal searched for in the lower-cased text. */
function byIncludes(literals: readonly string[], text: string): Set<string> {
  const lower = text.toLowerCase();
  return new Set(literals.filter((l) => lower.includes(l)));
}

describe("LiteralSet", () => {
  it("finds overlapping and nested literals, case ignored", () => {
    const set = new LiteralSet(["pass", "password", "sword", "://", "-u", "--user", "@"]);
    expect(set.present("My PassWord: x")).toEqual(new Set(["pass", "password", "sword"]));
    expect(set.present("curl --user a:b https://x")).toEqual(new Set(["--user", "-u", "://"]));
    expect(set.present("nothing here")).toEqual(new Set());
  });

  it("folds the non-ASCII characters whose lower case is ASCII (Kelvin sign, dotted I)", () => {
    for (const set of [
      new LiteralSet(["token", "api"]),
      new LiteralSet(["token", "api", "xq", "zz", "yy"]),
    ]) {
      expect(set.present("TO\u212AEN")).toEqual(new Set(["token"]));
      expect(set.present("AP\u0130")).toEqual(new Set(["api"]));
    }
  });

  it("refuses literals that are not lower-case ASCII", () => {
    expect(() => new LiteralSet(["Token"])).toThrow(/lower-case ASCII/);
    expect(() => new LiteralSet(["clé"])).toThrow(/lower-case ASCII/);
  });

  it("answers what one search per literal answers, on any text", () => {
    // non-ASCII of two, three and four UTF-8 bytes, the two that fold to ASCII, a lone surrogate
    const alphabet = fc.constantFrom(..."abcdsikAB-:/ _.@é€\u212a\u0130", "😀", "\ud800");
    const literal = fc.stringMatching(/^[abcdsik:/_.@-]{1,5}$/);
    fc.assert(
      fc.property(
        fc.array(literal, { minLength: 1, maxLength: 12 }),
        fc.array(alphabet, { maxLength: 60 }),
        (literals, chars) => {
          const text = chars.join("");
          expect(new LiteralSet(literals).present(text)).toEqual(byIncludes(literals, text));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("answers the same on ASCII texts long enough for two walks, a literal across the middle included", () => {
    // ASCII only, 64+ characters: the paired walk; few letters, so literals recur and straddle
    const alphabet = fc.constantFrom(..."abcsikAB-:/ _.@");
    const literal = fc.stringMatching(/^[abcsik:/_.@-]{1,8}$/);
    fc.assert(
      fc.property(
        fc.array(literal, { minLength: 5, maxLength: 12 }),
        fc.array(alphabet, { minLength: 64, maxLength: 200 }),
        fc.nat(),
        (literals, chars, at) => {
          // one literal written over the middle of the text, upper-cased
          const mid = chars.length >> 1;
          const word = (literals[at % literals.length] as string).toUpperCase();
          const start = Math.max(0, mid - (at % word.length) - 1);
          const text = chars.join("");
          const withWord = text.slice(0, start) + word + text.slice(start + word.length);
          for (const t of [text, withWord]) {
            expect(new LiteralSet(literals).present(t)).toEqual(byIncludes(literals, t));
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("answers and records the same on ASCII texts walked in four quarters, literals across each cut", () => {
    // 128+ ASCII characters: four walks, each from a quarter's start; a literal is written over
    // each cut, so every walk's overlap past its quarter and its record limit are exercised
    const alphabet = fc.constantFrom(..."abcsikAB-:/ _.@");
    const literal = fc.stringMatching(/^[abcsik:/_.@-]{1,8}$/);
    fc.assert(
      fc.property(
        fc.array(literal, { minLength: 5, maxLength: 12 }),
        fc.array(alphabet, { minLength: 128, maxLength: 400 }),
        fc.nat(),
        (literals, chars, at) => {
          let text = chars.join("");
          const quarter = text.length >> 2;
          for (let k = 1; k <= 3; k++) {
            const word = literals[(at + k) % literals.length] as string;
            const start = Math.max(0, k * quarter - ((at + k) % word.length) - 1);
            text = text.slice(0, start) + word.toUpperCase() + text.slice(start + word.length);
          }
          const all = [...literals, "zz0", "zz1", "zz2", "zz3", "zz4"];
          const hits = new LiteralHits();
          expect(new LiteralSet(all).present(text, hits)).toEqual(byIncludes(all, text));
          expect(hits.starts(literals)).toEqual(allStarts(literals, text));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("reads a text too long for its scratch buffer a character at a time, with the same answer", () => {
    const set = new LiteralSet(["token", "api", "id", "xq", "zz"]);
    const long = `${"é".repeat(300_000)} TO\u212AEN zz AP\u0130 \u0130D`;
    expect(set.present(long)).toEqual(byIncludes(["token", "api", "id", "xq", "zz"], long));
    expect(set.present(long)).toEqual(new Set(["token", "zz", "api"]));
  });

  it("records where each literal occurs in an ASCII text, short or walked in two halves", () => {
    const alphabet = fc.constantFrom(..."abcsikAB-:/ _.@");
    const literal = fc.stringMatching(/^[abcsik:/_.@-]{1,8}$/);
    fc.assert(
      fc.property(
        fc.array(literal, { minLength: 5, maxLength: 12 }),
        fc.array(alphabet, { maxLength: 200 }),
        fc.nat(),
        (literals, chars, pick) => {
          const text = chars.join("");
          const hits = new LiteralHits();
          // five more that never occur: the set is walked, not searched a literal at a time
          const all = [...literals, "zz0", "zz1", "zz2", "zz3", "zz4"];
          expect(new LiteralSet(all).present(text, hits)).toEqual(byIncludes(all, text));
          // any sub-list of the set's literals, and the whole of it
          const some = literals.filter((_, i) => (pick >> i) & 1);
          for (const of of [some, literals]) expect(hits.starts(of)).toEqual(allStarts(of, text));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("keeps no offsets for a non-ASCII text, a literal outside the set or a few literals", () => {
    const set = new LiteralSet(["token", "api", "xq", "zz", "yy"]);
    const hits = new LiteralHits();
    set.present("the tökenized api token", hits);
    expect(hits.starts(["token"])).toBeUndefined();
    set.present("the api token", hits);
    expect(hits.starts(["token", "api"])).toEqual([4, 8]);
    expect(hits.starts(["token", "secret"])).toBeUndefined();
    new LiteralSet(["token", "api"]).present("the api token", hits);
    expect(hits.starts(["token"])).toBeUndefined();
  });
});
