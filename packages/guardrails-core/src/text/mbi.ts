/**
 * Medicare Beneficiary Identifier (CMS): 11 characters, by position 1 numeric 1-9; 2, 5, 8, 9
 * letters; 3 and 6 a letter or digit; 4, 7, 10, 11 digits 0-9. Letters are upper case and never
 * S, L, O, I, B or Z. Written plain or with dashes after positions 4 and 7 (`1EG4-TE5-MK73`).
 */
const MBI_LETTER = "AC-HJKMNP-RT-Y";
const L = `[${MBI_LETTER}]`;
const A = `[${MBI_LETTER}0-9]`;

/** One MBI, plain or dashed 4-3-4, and nothing else. */
const MBI_EXACT = new RegExp(`^[1-9]${L}${A}\\d(-?)${L}${A}\\d\\1${L}{2}\\d{2}$`);

/**
 * MBIs in running text (global): not touching a letter, digit or dash on either side, both
 * dashes or none.
 */
export const MBI_IN_TEXT = new RegExp(
  `(?<![A-Za-z0-9-])[1-9]${L}${A}\\d(-?)${L}${A}\\d\\1${L}{2}\\d{2}(?![A-Za-z0-9-])`,
  "g",
);

/** True when `value` is a well-formed MBI, plain or dashed 4-3-4. */
export function mbiValid(value: string): boolean {
  return MBI_EXACT.test(value);
}
