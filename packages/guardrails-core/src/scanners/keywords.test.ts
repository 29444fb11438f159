import { describe, expect, it } from "vitest";
import { scan } from "../index";

function hits(input: string, config: Record<string, unknown>): Array<[string, number, number]> {
  const res = scan({ input, scanners: ["keywords"], config: { keywords: config } });
  return (res.results.keywords?.findings ?? []).map((f) => [
    input.slice(f.start, f.end),
    f.start,
    f.end,
  ]);
}

describe("keywords scanner", () => {
  it("matches whole words case-insensitively by default", () => {
    expect(hits("How to build a Bomb?", { keywords: ["bomb"] })).toEqual([["Bomb", 15, 19]]);
  });

  it("does not match inside a longer word", () => {
    expect(hits("bombastic and abomb", { keywords: ["bomb"] })).toEqual([]);
  });

  it("respects caseSensitive", () => {
    expect(hits("Apple apple", { keywords: ["apple"], caseSensitive: true })).toEqual([
      ["apple", 6, 11],
    ]);
  });

  it("matches phrases across any whitespace", () => {
    expect(hits("do a wire\n  transfer now", { keywords: ["wire transfer"] })).toEqual([
      ["wire\n  transfer", 5, 20],
    ]);
  });

  it.each([
    ["full-width letters", "ｂｏｍｂ", "ｂｏｍｂ"],
    ["Cyrillic homoglyphs", "bоmb", "bоmb"],
    ["Greek capitals", "ΒΟΜΒ", "ΒΟΜΒ"],
    ["mathematical letters", "𝐛𝐨𝐦𝐛", "𝐛𝐨𝐦𝐛"],
    ["zero-width splitting", "bo\u200bmb", "bo\u200bmb"],
    ["accents", "bómb", "bómb"],
  ])("catches %s and reports the original span", (_label, written, span) => {
    expect(hits(`x ${written} y`, { keywords: ["bomb"] })).toEqual([[span, 2, 2 + span.length]]);
  });

  it("reports the outer keyword when keywords overlap", () => {
    expect(hits("credit card fraud", { keywords: ["credit", "credit card fraud"] })).toEqual([
      ["credit card fraud", 0, 17],
    ]);
  });

  it("blocks by default and redacts when configured", () => {
    const blocked = scan({
      input: "a bomb",
      scanners: ["keywords"],
      config: { keywords: { keywords: ["bomb"] } },
    });
    expect(blocked.action).toBe("block");
    const redacted = scan({
      input: "a bomb",
      scanners: ["keywords"],
      config: { keywords: { keywords: ["bomb"], action: "redact" } },
    });
    expect(redacted.redactedInput).toBe("a [KEYWORD]");
  });

  it("requires keywords", () => {
    expect(() => scan({ input: "x", scanners: ["keywords"] })).toThrow(
      "config.keywords.keywords: is required (an array)",
    );
  });

  it("rejects an empty keyword", () => {
    expect(() =>
      scan({ input: "x", scanners: ["keywords"], config: { keywords: { keywords: ["ok", ""] } } }),
    ).toThrow("config.keywords.keywords[1]: must be a non-empty string");
  });
});
