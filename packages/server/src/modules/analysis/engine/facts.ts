import { extractDates } from "./dates";
import { STOP_WORDS, WORD_SYNONYMS } from "./lexicon";
import { extractQuantities, type Quantity } from "./numbers";
import { matchesOf } from "./regex";

export { type DateFact, extractDates, sameDate } from "./dates";

/**
 * Hard facts: the parts of a claim that must occur in the context however well the rest of
 * it matches. A swapped number, date or name leaves most words in place, so word overlap
 * alone would call such a claim supported.
 */
export type FactKind = "number" | "date" | "url" | "email" | "id" | "quote" | "name";

export interface HardFact {
  kind: FactKind;
  /** As written in the claim. */
  text: string;
  /** Comparable form: lower case; dates as month-day-year with blanks for missing parts. */
  key: string;
  quantity?: Quantity;
}

const URL_RE = /\b(?:https?:\/\/|www\.)[^\s<>"')\]]+/gi;
const EMAIL_RE = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g;
/** Letters and digits mixed, or dashed codes with a digit: "ORD-4821", "A1B2", "INC-2024-07". */
const ID_RE = /\b(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*\b/g;
/**
 * A number joined to lower-case words ("the 10-lesson block", "a 2-person box", "your
 * 9-year-old"): a count or an age, read as the quantity it starts with, never an id.
 */
const NUMBER_COMPOUND = /^\d+(?:\.\d+)?(?:-[a-z]+)+$/;
/** "under-16s", "Over-65s": an age group, read as its count of years (numbers.ts), never an id. */
const AGE_GROUP = /^(?:under|over)-\d+s$/i;
const QUOTE_RE = /"([^"\n]{2,120})"/g;
const CITATION_RE = /\[(\d{1,3})\]/g;
/** A capitalised word (or acronym) and the capitalised words that follow it. */
const NAME_RE = /\b[A-Z][\p{L}\d&'-]*(?:\s+(?:of\s+|de\s+|van\s+)?[A-Z][\p{L}\d&'-]*)*/gu;

function spans(text: string, re: RegExp): [number, number, string][] {
  return matchesOf(re, text).map((m) => [m.index, m.index + m[0].length, m[0]]);
}

/**
 * The hard facts of a sentence. `knownNames` holds the lower-case words seen capitalised
 * mid-sentence anywhere in the answer or context: a sentence's first word is a name only
 * when it is one of them (otherwise every sentence would start with a "name").
 */
export function extractFacts(sentence: string, knownNames: Set<string>): HardFact[] {
  const facts: HardFact[] = [];
  const masked: [number, number][] = [];
  const take = (kind: FactKind, list: [number, number, string][], keyOf = (t: string) => t) => {
    for (const [a, b, t] of list) {
      if (masked.some(([x, y]) => a < y && b > x)) continue;
      masked.push([a, b]);
      facts.push({ kind, text: t, key: keyOf(t.toLowerCase().replace(/[.,;:!?]+$/, "")) });
    }
  };
  take("url", spans(sentence, URL_RE), (t) => t.replace(/^https?:\/\//, "").replace(/\/$/, ""));
  take("email", spans(sentence, EMAIL_RE));
  for (const [a, b] of spans(sentence, CITATION_RE)) masked.push([a, b]);
  for (const d of extractDates(sentence)) {
    if (masked.some(([x, y]) => d.start < y && d.end > x)) continue;
    masked.push([d.start, d.end]);
    facts.push({ kind: "date", text: d.text, key: d.key });
  }
  take("quote", spans(sentence, QUOTE_RE), (t) => t.replace(/^"|"$/g, "").trim());
  const quantities = extractQuantities(sentence, masked);
  const ids = spans(sentence, ID_RE).filter(
    ([a, b, t]) =>
      !ofQuantities(a, b, t, quantities) && !NUMBER_COMPOUND.test(t) && !AGE_GROUP.test(t),
  );
  take("id", ids);
  // Digits inside an id ("ORD-4821") are the id's, not a quantity.
  for (const q of quantities) {
    if (masked.some(([x, y]) => q.start < y && q.end > x)) continue;
    // "first", "quarterly": read so that context numbers can match them, never a claim's fact.
    if (q.weak) continue;
    masked.push([q.start, q.end]);
    facts.push({ kind: "number", text: q.text, key: String(q.value), quantity: q });
  }
  for (const name of names(sentence, masked, knownNames)) {
    facts.push({ kind: "name", text: name, key: name.toLowerCase() });
  }
  return facts;
}

/**
 * An id made of quantities: inside one ("12-month"), or quantities joined by dashes, a range
 * written without blanks ("8am-9pm", "8 am-9 pm", "10am-4pm"), whose ends are each compared.
 */
function ofQuantities(a: number, b: number, text: string, quantities: Quantity[]): boolean {
  const inside = (i: number) => quantities.some((q) => i >= q.start && i < q.end);
  for (let i = a; i < b; i++) if (text[i - a] !== "-" && !inside(i)) return false;
  return true;
}

const FIRST_PERSON = /^I(?:['\u2019](?:m|ve|ll|d))?$/;

function names(sentence: string, masked: [number, number][], knownNames: Set<string>): string[] {
  const out: string[] = [];
  const firstWord = /^\W*/.exec(sentence)![0].length;
  for (const m of matchesOf(NAME_RE, sentence)) {
    if (masked.some(([x, y]) => m.index < y && m.index + m[0].length > x)) continue;
    let parts = m[0].split(/\s+/);
    if (m.index === firstWord) {
      // The sentence's first word is capitalised anyway: keep it only if it is a known name.
      const first = parts[0]!.toLowerCase();
      // CamelCase and acronyms ("RabbitMQ", "AWS") are names wherever they stand.
      const shaped = /[a-z][A-Z]|^[A-Z]{2,}$/.test(parts[0]!);
      if ((!knownNames.has(first) && !shaped) || STOP_WORDS.has(first)) parts = parts.slice(1);
    }
    parts = parts.filter((p) => {
      // "That's" is "that" (a sequel read with its claim: "… a day. That's £336 a week.").
      const w = p.toLowerCase().replace(/['\u2019]s$/, "");
      // Capitalised common words (a title-cased "Customer") are not names, nor is "I" with
      // its contractions ("I'm afraid", "I'd suggest").
      return !FIRST_PERSON.test(p) && !STOP_WORDS.has(w) && !WORD_SYNONYMS.has(w);
    });
    // The possessive names the same thing: "the Client's data" is about "Client". Inside a
    // run it ends one name ("FixRight's Gas Safe engineers": "FixRight", "Gas Safe").
    const run: string[] = [];
    for (const p of parts) {
      run.push(p);
      if (/['\u2019]s$/.test(p)) {
        out.push(run.join(" ").replace(/['\u2019]s$/, ""));
        run.length = 0;
      }
    }
    if (run.length > 0) out.push(run.join(" "));
  }
  return out;
}

const CAPITALISED = /\b[A-Z][\p{L}\d&'-]*/gu;

/** Lower-case words written capitalised after a sentence's first word, across `sentences`. */
export function capitalisedWords(sentences: string[]): Set<string> {
  const out = new Set<string>();
  for (const s of sentences) {
    const firstWord = /^\W*/.exec(s)![0].length;
    for (const m of matchesOf(CAPITALISED, s)) {
      if (m.index !== firstWord) out.add(m[0].toLowerCase());
    }
  }
  return out;
}
