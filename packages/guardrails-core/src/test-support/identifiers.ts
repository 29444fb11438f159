import fc from "fast-check";

/** `n` decimal digits as a string. */
export const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(""));

/** Upper-case identifier prefixes and suffixes of 1-5 letters drawn from `letters`. */
export const upperWord = (letters: string) =>
  fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 5 }).map((cs) => cs.join(""));

/** What joins an identifier's parts: "ORD-…", "…_A". */
export const joiner = fc.constantFrom("-", "_");
