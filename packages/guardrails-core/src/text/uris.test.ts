import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NO_DEADLINE } from "../deadline";
import { findUris, type UriMatch } from "./uris";

/** The pattern `findUris` stands for. */
const URI = /\b(?:jdbc:)?([a-z][a-z0-9+.-]{1,30}):\/\/([^\s"'<>`]{1,1024})/gi;

function byRegex(text: string): UriMatch[] {
  return [...text.matchAll(URI)].map((m) => ({
    index: m.index,
    length: m[0].length,
    scheme: m[1] ?? "",
    rest: m[2] ?? "",
  }));
}

function found(text: string): UriMatch[] {
  const out: UriMatch[] = [];
  findUris(text, NO_DEADLINE, (m) => out.push(m));
  return out;
}

describe("findUris", () => {
  it("finds URIs with their scheme and rest, jdbc: included", () => {
    const text = 'use "postgres://u:p@db/app" or jdbc:mysql://h:3306/x, not ://x or 1x://y';
    expect(found(text).map((m) => text.slice(m.index, m.index + m.length))).toEqual([
      "postgres://u:p@db/app",
      "jdbc:mysql://h:3306/x,",
    ]);
  });

  it("answers what the regular expression answers, on any text", () => {
    const piece = fc.constantFrom(
      "://",
      ":",
      "/",
      "jdbc:",
      "JDBC:",
      "redis",
      "a",
      "Z",
      "9",
      "_",
      "+",
      ".",
      "-",
      " ",
      "\n",
      '"',
      "'",
      "<",
      "@",
      "\u00a0",
      "é",
      "x".repeat(29),
      "ab".repeat(20),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join("");
        expect(found(text)).toEqual(byRegex(text));
      }),
      { numRuns: 5000 },
    );
  });

  it("stops a rest at 1,024 characters, and goes on after it", () => {
    const text = `s3://${"k".repeat(1100)}://more ftp://host`;
    expect(found(text)).toEqual(byRegex(text));
  });
});
