import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NOT_SECRET_WORDS, SECRET_WORDS, secretLikeName } from "./generic-secret";

const SECRET = ["secret", "token", "password", "key", "auth", "apikey", "credentials", "pwd"];
const NOT_SECRET = ["public", "id", "hash", "cache", "url", "version", "csrf", "name", "sha256"];

/** The rule as first written: "_" before each inner capital, lower-cased, split on [_.-]+. */
function reference(name: string): boolean {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .split(/[_.-]+/)
    .filter(Boolean);
  return words.some((w) => SECRET_WORDS.has(w)) && !words.some((w) => NOT_SECRET_WORDS.has(w));
}

describe("secretLikeName", () => {
  it("splits names as replace-lower-split did: humps, digits, runs of separators", () => {
    // words of both sets in three cases, glued with separators, digits and stray letters
    // the words the rule knows, in any case, glued by separators, digits and stray letters
    const piece = fc.oneof(
      fc.constantFrom(...SECRET, ...NOT_SECRET),
      fc.constantFrom(...SECRET, ...NOT_SECRET).map((w) => w.toUpperCase()),
      fc.constantFrom(...SECRET, ...NOT_SECRET).map((w) => w[0]?.toUpperCase() + w.slice(1)),
      fc.constantFrom(
        "_",
        ".",
        "-",
        "__",
        "-.",
        "1",
        "2a",
        "A",
        "b",
        "db",
        "X9",
        "Api",
        "\u212Aey",
      ),
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 6 }), (pieces) => {
        const name = pieces.join("");
        expect(secretLikeName(name)).toBe(reference(name));
      }),
      { numRuns: 4000 },
    );
  });

  it("reads the usual setting names", () => {
    for (const name of [
      "API_KEY",
      "clientSecret",
      "db.password",
      "authToken",
      "AWS_SECRET_ACCESS_KEY",
    ])
      expect(secretLikeName(name)).toBe(true);
    for (const name of ["public_key", "cacheKey", "token_url", "TOKEN_ID", "keyboard", "monkey"])
      expect(secretLikeName(name)).toBe(false);
  });
});
