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
