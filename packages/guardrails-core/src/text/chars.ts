/** ASCII character classes by char code, for the hand-written scanners. */

export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

export function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

export function isAlnum(c: number): boolean {
  return isDigit(c) || isLetter(c);
}

/** A regex `\w` character: letter, digit or "_". */
export function isWordChar(c: number): boolean {
  return isAlnum(c) || c === 95;
}

/** A regex `\s` character: ASCII blanks and line breaks, NBSP, the Unicode space separators, LS, PS, BOM. */
export function isSpace(c: number): boolean {
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  return (
    c === 160 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}
