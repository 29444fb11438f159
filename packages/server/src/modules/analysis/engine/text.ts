import {
  NEGATIONS,
  NUMBER_WORDS,
  replacePhraseSynonyms,
  STEM_SYNONYMS,
  STOP_WORDS,
  UNIT_WORDS,
} from "./lexicon";
import { memoisedText } from "./memo";
import { IRREGULAR_FORMS } from "./paraphrase-lexicon";
import { stem } from "./stemmer";

/**
 * Text handling shared by every step: normalisation, sentence splitting and the token
 * streams (content stems, bigrams) that support is computed from.
 */

/** NFKC, straight quotes and dashes, one space for any run of blanks (newlines kept). */
export function normalize(text: string): string {
  return (
    text
      .normalize("NFKC")
      .replace(CURLY_SINGLE, "'")
      .replace(CURLY_DOUBLE, '"')
      .replace(DASHES, "-")
      // Runs of blanks become one space; a lone space, the common case, is left as it is, so a
      // text already normal is not copied.
      .replace(BLANK_RUN, " ")
      .replace(SPACED_NEWLINE, "\n")
      .trim()
  );
}

const CURLY_SINGLE = /[\u2018\u2019\u02bc]/g;
const CURLY_DOUBLE = /[\u201c\u201d\u00ab\u00bb]/g;
const DASHES = /[\u2010-\u2015\u2212]/g;
const BLANK_RUN = / [ \t\f\v\u00a0]+|[\t\f\v\u00a0][ \t\f\v\u00a0]*/g;
const SPACED_NEWLINE = / *\n */g;

/** Words after which a period does not end a sentence. */
const ABBREVIATIONS = new Set(
  "mr mrs ms dr prof sr jr st vs etc e.g i.e inc ltd co corp no fig approx dept est min max jan feb mar apr jun jul aug sep sept oct nov dec u.s a.m p.m".split(
    " ",
  ),
);

/**
 * Sentences of a text: lines are split first (list items, headings), then a line at ".", "!"
 * or "?" followed by a space and an upper-case letter, digit, quote or bracket, unless the
 * word before is an abbreviation or an initial. Decimals, URLs and emails never split.
 */
export function splitSentences(text: string): string[] {
  return splitNormalized(normalize(text));
}

/** splitSentences of a text already normalised (normalize is idempotent). */
export function splitNormalized(text: string): string[] {
  const out: string[] = [];
  for (const rawLine of text.split(NEWLINES)) {
    const line = rawLine.replace(LIST_MARK, "").trim();
    if (!line) continue;
    let start = 0;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i];
      if (ch !== "." && ch !== "!" && ch !== "?") continue;
      // Runs of terminators ("?!", "...") end together.
      let j = i;
      while (j + 1 < line.length && TERMINATOR_RUN.test(line[j + 1]!)) j++;
      // Citation markers written after the full stop ("… 14 days.[1]") end with the sentence.
      MARKERS_AFTER.lastIndex = j + 1;
      const markers = MARKERS_AFTER.exec(line);
      if (markers) j += markers[0].length;
      const next = line[j + 1];
      const after = line[j + 2];
      if (
        next !== undefined &&
        (next !== " " ||
          after === undefined ||
          (!SENTENCE_START.test(after) && !lowerCaseStart(line.slice(start, i), ch)))
      )
        continue;
      if (ch === "." && endsWithAbbreviation(line.slice(start, i))) continue;
      out.push(line.slice(start, j + 1).trim());
      start = j + 1;
      i = j;
    }
    const rest = line.slice(start).trim();
    if (rest) out.push(rest);
  }
  return out.filter((s) => HAS_WORD.test(s));
}

const NEWLINES = /\n+/;
const LIST_MARK = /^\s*(?:[-*•]|\d+[.)])\s+/;
const TERMINATOR_RUN = /[.!?"')\]]/;
/** Citation markers right after a full stop, read in place (sticky) rather than sliced off. */
const MARKERS_AFTER = /(?:\s?\[\d{1,3}\])+/y;
const SENTENCE_START = /[A-Z0-9"'([]/;
const HAS_WORD = /[\p{L}\p{N}]/u;

/**
 * A sentence may open with a lower-case name ("tern init adds…", "npm install…") after a full
 * stop that closes a sentence of its own: four words at least, the last a word of three
 * letters or more (not an abbreviation, an initial or a number).
 */
function lowerCaseStart(before: string, terminator: string): boolean {
  if (terminator !== ".") return false;
  const words = before.trim().split(/\s+/);
  const last = words[words.length - 1] ?? "";
  return words.length >= 4 && /^\p{L}{3,}$/u.test(last) && !endsWithAbbreviation(before);
}

const BLANK = /\s/;

const OPENING_PUNCTUATION = /^[("']+/;
const INITIAL = /^[a-z]$/;

function endsWithAbbreviation(before: string): boolean {
  // The last word, found from the end: /(\S+)$/ would try every position of the sentence.
  let start = before.length;
  while (start > 0 && !BLANK.test(before[start - 1]!)) start--;
  if (start === before.length) return false;
  const word = before.slice(start).toLowerCase().replace(OPENING_PUNCTUATION, "");
  return ABBREVIATIONS.has(word) || INITIAL.test(word);
}

/*
 * "and"/"or" break a clause, except in a bound after a figure ("21 or older", "£50 or more",
 * "18 years and over", "version 3 or later"): one limit, which the phrase synonyms read as
 * "minimum"/"maximum", not a second clause ("older to rent a car").
 */
const CLAUSE_BREAK =
  /[;:,()]|\s(?:-|but|so|while|whereas|because|although|though|unless)\s|(?<!(?:\d\S*|\b(?:years?|months?|weeks?|days?|nights?|hours?|minutes?)))\s(?:and|or)\s|\s(?:and|or)\s(?!(?:older|younger|over|under|more|less|fewer|above|below|higher|lower|later|earlier|longer|shorter|newer)\b)/gi;

/** A sentence cut at punctuation and conjunctions: rough clauses, for polarity and coverage. */
export function splitClauses(text: string): string[] {
  return text
    .split(CLAUSE_BREAK)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
}

/** Lower-case word tokens ("don't" → "do", "n't"; "e-mail" → "e", "mail"), phrase synonyms replaced. */
export const words = memoisedText((text: string): string[] =>
  tokens(replacePhraseSynonyms(text.toLowerCase().replace(APOSTROPHES, "'"))),
);

/*
 * The expressions of the tokenizer and the sentence splitter are module constants: a regex
 * literal in a function body is a new RegExp object each time it is evaluated, and these run
 * for every sentence and claim, several times each (replace and match reset lastIndex).
 */
const APOSTROPHES = /[\u2019']/g;

/** words() without the phrase synonyms: names are compared as written ("Monday", not "weekday"). */
export function rawWords(text: string): string[] {
  return tokens(text.toLowerCase().replace(APOSTROPHES, "'"));
}

/** words() and rawWords() of one text, tokenised once when no phrase synonym occurs in it. */
export function wordsAndRaw(text: string): { words: string[]; raw: string[] } {
  const lower = text.toLowerCase().replace(APOSTROPHES, "'");
  const replaced = replacePhraseSynonyms(lower);
  const out = tokens(replaced);
  return { words: out, raw: replaced === lower ? out : tokens(lower) };
}

/**
 * "non-" written apart before an adjective negates it ("non-refundable" = "not refundable");
 * before a noun it names another group ("non-members", "non-birth parents") and stays.
 */
const NON_ADJECTIVE = /\bnon-(?=[a-z]+(?:able|ible|ed|ing|ive|al|ent|ant|ous|ary)\b)/g;

/** "nut-free", "interest-free": "no nuts", "no interest" (seventh round). */
const FREE_OF = /\b([a-z]+)-free\b/g;

/** "20% off", "£10 off", "half off": a discount (eighth round); "switch it off", "7 off-peak" stay. */
const AMOUNT_OFF = /(\d%?|\bpercent|\bhalf|\bquarter|\bthird) off\b(?!-)/g;
const CANNOT = /\b(can)'t\b/g;
const NOT_SUFFIX = /n't\b/g;
const TOKEN = /n't|[\p{L}\p{N}]+(?:[.,][0-9]+)*/gu;

/** What each rewrite of `tokens` needs: most texts have none and are scanned once, not five times. */
const REWRITE_CUE = /n't|non-|-free| off/;

function tokens(t: string): string[] {
  if (REWRITE_CUE.test(t))
    t = t
      .replace(CANNOT, "can n't")
      .replace(NOT_SUFFIX, " n't")
      .replace(NON_ADJECTIVE, "not ")
      .replace(FREE_OF, "no $1")
      .replace(AMOUNT_OFF, "$1 discount");
  return t.match(TOKEN) ?? [];
}

/**
 * The comparable form of a word: its stem, mapped to its thesaurus head. Stop-words and
 * numbers map to null: numbers are hard facts, checked as quantities ("14" = "fourteen").
 */
export function contentStem(word: string): string | null {
  const hit = stemCache.get(word);
  if (hit !== undefined) return hit;
  if (stemCache.size >= 50_000) stemCache.clear();
  const out = computeContentStem(word);
  stemCache.set(word, out);
  return out;
}

/** Words repeat across sentences and traces: their content stem is computed once. */
const stemCache = new Map<string, string | null>();

function computeContentStem(word: string): string | null {
  const s = baseStem(word);
  if (s === null) return null;
  const head = STEM_SYNONYMS.get(s);
  if (head === undefined) return s;
  // A head that is a stop-word ("max" → "maximum") carries no content, as the head would not.
  return STOP_WORDS.has(head) ? null : head;
}

/**
 * contentStem before the thesaurus: the stem of a content word (irregular forms resolved),
 * null for stop-words and numbers. The synonym table is stored in these stems, so that it
 * follows the thesaurus's heads without being rebuilt (synonyms.ts).
 */
export function baseStem(word: string): string | null {
  if (STOP_WORDS.has(word) || NEGATIONS.has(word) || UNIT_WORDS.has(word)) return null;
  if (Object.hasOwn(NUMBER_WORDS, word)) return null;
  if (/^[0-9][0-9.,]*$/.test(word) || (word.length < 2 && !/[0-9]/.test(word))) return null;
  if (Object.hasOwn(IRREGULAR_FORMS, word)) return stem(IRREGULAR_FORMS[word]!);
  const ordinal = DIGIT_ORDINAL.exec(word);
  return stem(ordinal ? ORDINAL_NAMES[Number(ordinal[1])] || word : word);
}

/**
 * "the 1st of each month" and "the first of the month" share a word: an ordinal written in
 * digits is its word (up to "12th", the ones written out in prose), as "first" is.
 */
const DIGIT_ORDINAL = /^(\d{1,2})(?:st|nd|rd|th)$/;
const ORDINAL_NAMES: readonly string[] = [
  "",
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
];

/** The content stems of a text, in order (repeats kept, for bigrams). */
export function contentStems(text: string): string[] {
  return stemsOfWords(words(text));
}

/** "May" inside a sentence is the month, not the modal: "lapse on 31 May" is a statement. */
const MONTH_MAY = /(?<=\S\s+)May\b/g;

/**
 * How many content tokens a sentence has for claim extraction: content stems plus numbers
 * (digits or number words), which support leaves to the hard-fact check but which make a
 * sentence a claim all the same ("Refunds take 14 days").
 */
export function contentTokenCount(text: string): number {
  let n = text.match(MONTH_MAY)?.length ?? 0;
  // As written: a phrase synonym whose head is a stop-word ("at least" → minimum, "younger
  // than" → under) still makes the sentence a statement.
  for (const w of rawWords(text)) {
    if (
      contentStem(w) !== null ||
      /[0-9]/.test(w) ||
      Object.hasOwn(NUMBER_WORDS, w) ||
      // "the second of the month": an ordinal is a figure, whatever its stem ("second" is a unit).
      ORDINAL_NAMES.includes(w)
    )
      n++;
  }
  return n;
}

/** contentStems of text already split by words(). */
export function stemsOfWords(tokens: string[]): string[] {
  const out: string[] = [];
  for (const w of tokens) {
    const s = contentStem(w);
    if (s !== null) out.push(s);
  }
  return out;
}

/** Unordered adjacent pairs of content stems: "refund policy" and "policy … refund" match. */
export function bigrams(stems: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < stems.length; i++) {
    const a = stems[i]!;
    const b = stems[i + 1]!;
    if (a !== b) out.push(a < b ? `${a} ${b}` : `${b} ${a}`);
  }
  return out;
}

/**
 * Whether two lower-case words (or stems) are one word family by their shape: the shorter,
 * of at least five letters, is the longer's start but for its last letter, and the longer
 * adds at most three letters ("europe"/"european", "canada"/"canadian", "germany"/"german").
 * Porter's stemmer leaves such derivations apart; a swapped name shares no such start.
 */
export function sameWordFamily(a: string, b: string): boolean {
  // Two conditionals, not a destructured pair: it runs for every word of a context.
  const short = a.length <= b.length ? a : b;
  const long = a.length <= b.length ? b : a;
  if (short.length < 5 || short === long) return short === long;
  let shared = 0;
  while (shared < short.length && short[shared] === long[shared]) shared++;
  if (shared >= short.length - 1 && long.length - shared <= 3) return true;
  // The state of being one ("membership", "ownership", "partnership"): "members can pause
  // their membership" restates "you can freeze your membership" (s15 smoke round).
  return shared === short.length && long.length === shared + 4 && long.endsWith("ship");
}
