/** Predicate over one UTF-16 code unit. */
export type CharTest = (code: number) => boolean;

export const isDigit: CharTest = (c) => c >= 48 && c <= 57;
export const isWordChar: CharTest = (c) =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
export const isSpace: CharTest = (c) =>
  (c >= 9 && c <= 13) ||
  c === 32 ||
  c === 0xa0 ||
  c === 0x1680 ||
  (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 ||
  c === 0x2029 ||
  c === 0x202f ||
  c === 0x205f ||
  c === 0x3000 ||
  c === 0xfeff;
export const isLineTerminator: CharTest = (c) =>
  c === 10 || c === 13 || c === 0x2028 || c === 0x2029;

export const not =
  (t: CharTest): CharTest =>
  (c) =>
    !t(c);

function foldOne(code: number, upper: boolean): number {
  if (code < 128) {
    if (upper && code >= 97 && code <= 122) return code - 32;
    if (!upper && code >= 65 && code <= 90) return code + 32;
    return code;
  }
  const ch = String.fromCharCode(code);
  const folded = upper ? ch.toUpperCase() : ch.toLowerCase();
  return folded.length === 1 ? folded.charCodeAt(0) : code;
}

/** Wraps a test so it also accepts the other case of a code unit. */
export function caseInsensitive(test: CharTest): CharTest {
  return (c) => test(c) || test(foldOne(c, false)) || test(foldOne(c, true));
}

/** A class built from single code units, ranges and nested predicates, possibly negated. */
export function classTest(
  singles: Set<number>,
  ranges: Array<[number, number]>,
  predicates: CharTest[],
  negated: boolean,
): CharTest {
  const inClass = (c: number): boolean => {
    if (singles.has(c)) return true;
    for (const [lo, hi] of ranges) if (c >= lo && c <= hi) return true;
    for (const p of predicates) if (p(c)) return true;
    return false;
  };
  return negated ? (c) => !inClass(c) : inClass;
}
