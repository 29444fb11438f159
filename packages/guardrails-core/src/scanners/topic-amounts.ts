/**
 * Sums of money as the topic matcher reads them: one word for `$5,000`, `€1.200,50`, `£30,000`,
 * `5k`, `2.5m`, `1.200 €` or `5000` followed by "dollars", where the word reader would split at
 * `$`, `,` and `.` and leave no word a lexicon term could name. A lexicon term names any such
 * sum with {@link AMOUNT_TERM} (`way to grow * {amount}`). A number with no currency mark stays
 * as the word reader splits it: `2.5 mg` and `401(k)` read as before.
 */

/** How a lexicon term writes "any sum of money" (replaced by {@link AMOUNT_WORD} when indexed). */
export const AMOUNT_TERM = "{amount}";
/** The word a term's {@link AMOUNT_TERM} becomes: word characters only, so it survives the split. */
export const AMOUNT_WORD = "__amount__";

/** $ £ € ¥ ₹ ₩ ₽ */
function isCurrencySymbol(c: number): boolean {
  return (
    c === 0x24 ||
    c === 0xa3 ||
    c === 0x20ac ||
    c === 0xa5 ||
    c === 0x20b9 ||
    c === 0x20a9 ||
    c === 0x20bd
  );
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isAsciiWord(c: number): boolean {
  return isDigit(c) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
}

/** Scale suffixes written onto the number (`5k`, `2.5m`, `3bn`), lower case (the text is folded). */
const SUFFIXES = ["bn", "mn", "k", "m"] as const;

/** Words after a number that make it a sum: `5000 dollars`, `10 grand`, `300 quid`. */
const CURRENCY_WORDS = new Set([
  "dollar",
  "dollars",
  "euro",
  "euros",
  "pound",
  "pounds",
  "quid",
  "bucks",
  "grand",
  "usd",
  "eur",
  "gbp",
  "cad",
  "aud",
  "chf",
  "rupees",
  "yen",
]);

/** The word starting at `from` (ASCII letters), or "" when none starts there. */
function wordAt(text: string, from: number): string {
  let end = from;
  while (end < text.length && isAsciiWord(text.charCodeAt(end))) end++;
  return text.slice(from, end);
}

/**
 * The end of the sum of money starting at `i` in folded (lower-case) text, or -1 when none does:
 * an optional currency symbol, digits with `,` `.` `'` group or decimal separators between
 * digits, then a scale suffix, a currency symbol (`1.200,50 €`) or a currency word
 * (`5000 dollars`, left as a word of its own). A number with none of these marks is no sum.
 * `i` is where a word would start (a digit with no word character before it) or a symbol.
 */
export function amountEnd(text: string, i: number): number {
  let j = i;
  let marked = false;
  if (isCurrencySymbol(text.charCodeAt(j))) {
    marked = true;
    j++;
  }
  if (!isDigit(text.charCodeAt(j))) return -1;
  while (isDigit(text.charCodeAt(j))) j++;
  for (;;) {
    const sep = text.charCodeAt(j);
    if ((sep === 44 || sep === 46 || sep === 39) && isDigit(text.charCodeAt(j + 1))) {
      j += 2;
      while (isDigit(text.charCodeAt(j))) j++;
    } else break;
  }
  for (const suffix of SUFFIXES) {
    if (text.startsWith(suffix, j) && !isAsciiWord(text.charCodeAt(j + suffix.length))) {
      return j + suffix.length;
    }
  }
  // a word character right after the digits makes another kind of word ("403b", "3rd")
  if (isAsciiWord(text.charCodeAt(j))) return -1;
  if (isCurrencySymbol(text.charCodeAt(j))) return j + 1;
  if (text.charCodeAt(j) === 32) {
    if (isCurrencySymbol(text.charCodeAt(j + 1)) && !isAsciiWord(text.charCodeAt(j + 2))) {
      return j + 2;
    }
    if (CURRENCY_WORDS.has(wordAt(text, j + 1))) return j;
  }
  return marked ? j : -1;
}
