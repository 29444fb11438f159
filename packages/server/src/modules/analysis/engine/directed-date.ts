import type { ContextModel, ContextSentence } from "./context";
import type { DateParts } from "./dates";
import { memoised } from "./memo";
import { claimQuantities } from "./numbers";
import type { Quantity } from "./quantity";
import { contentStems } from "./text";

/*
 * A date the context gives as a duration before or after another of its dates (s19): "the
 * deadline is 31 January" with "send your documents at least 4 weeks before the deadline" (3
 * January); "results day is 19 August" with "within 30 days of results day" (18 September);
 * "starts on 1 October 2026 and lasts 12 months" (ends 30 September 2027). The duration's own
 * words give the direction ("before", "ahead of" back; "after", "of", "from" on; "lasts",
 * "for" a term from its start), so a date moved the other way, or off by a week, still fails.
 * Both operands being the context's, the claim must be about the duration's event, not the
 * date's: it brings a word of the duration's sentence that the date's sentence lacks (against
 * "results come out on 18 September", a moved results day). A term ("lasts 12 months") in
 * the date's own sentence reaches its end only, for a claim that says it ends ("until",
 * "ends", "expires"), on the term's last day or the day after. "Two months' notice" counts
 * back from a date whose sentence names an end ("the tenancy ends on 30 September").
 */

/**
 * A context duration with its direction. A class, not an object literal: these live as long
 * as the analysis, and V8 pretenures a literal whose objects survive a scavenge, which then
 * keeps the young objects they point to alive through every scavenge (memo.ts).
 */
class Directed {
  constructor(
    public sentence: ContextSentence,
    /** Seconds, or calendar months when `months` is set. */
    public seconds: number,
    public months: number | null,
    public sign: 1 | -1,
    /** A term from a start: "lasts 12 months", "valid for 180 days". */
    public term: boolean,
    /** Which of a span's dates the duration counts from: "before the festival starts". */
    public end: "first" | "last" | null,
    /** "two months' notice": back from a date whose sentence names an end ("ends", "leave"). */
    public notice = false,
  ) {}
}

const BACK =
  /^\s*(?:(?:or|and)\s+more\s+|or\s+longer\s+)?(?:before|prior\s+to|ahead\s+of|in\s+advance\s+of|earlier\s+than)\b/i;
/** "two months' notice", "30 days' written notice": counted back from an end. */
const NOTICE = /^'s?\s+(?:written\s+)?notice\b/i;
/** A sentence that names an end a notice counts back from: "the tenancy ends on 30 September". */
const ENDS = /\b(?:ends?|ending|expir\w*|terminat\w*|leav\w*|move\s+out|last\s+day|finish\w*)\b/i;
const ON = /^\s*(?:after|following|of|from|later|on\s+from|past)\b/i;
/** "a two-year warranty from delivery", "a 30-day window after": the duration as an adjective. */
const NOUN = /^\s*[a-z]+(?=\s)/i;
/** The reference named after the direction: a span's start or its end. */
const START_WORD =
  /^[^.;,]{0,30}?\b(?:starts?|starting|begins?|beginning|opens?|opening|commences?|first)\b/i;
const END_REF = /^[^.;,]{0,30}?\b(?:ends?|ending|closes?|closing|finish\w*|last|expir\w*)\b/i;
const TERM_BEFORE =
  /\b(?:lasts?|lasting|runs?\s+for|valid\s+for|for|term\s+of|period\s+of)\s+(?:(?:up\s+to|a|an|the|initial|further)\s+)*$/i;
/** A word TERM_BEFORE needs, as a quick test of a whole sentence. */
const TERM_WORD = /\b(?:last|lasts|lasting|runs?|valid|for|term|period)\b/i;
/** "the day after the deadline", "the day before term starts": one day, with its direction. */
const NEXT_DAY = /\b(?:the|a|one)\s+day\s+(before|after)\b/gi;
/** A claim that names the end of a term. */
const END_WORD =
  /\b(?:until|till|ends?|ending|expires?|expiring|runs?\s+out|through|to|last\s+day|lapses?)\b/i;

const directedOf = memoised((model: ContextModel): Directed[] => {
  const out: Directed[] = [];
  for (const s of model.distinct) {
    for (const q of s.quantities) {
      if (q.dimension !== "time" || q.weak || q.every || q.per !== undefined || q.value <= 0)
        continue;
      const months = calendarMonths(q);
      if (months === null && q.value % 86_400 !== 0) continue;
      let after = s.text.slice(q.end);
      if (q.text.includes("-")) after = after.replace(NOUN, "");
      const notice = NOTICE.test(after);
      const sign = BACK.test(after) || notice ? -1 : ON.test(after) ? 1 : 0;
      const term = sign === 0 && TERM_BEFORE.test(s.text.slice(Math.max(0, q.start - 40), q.start));
      if (sign === 0 && !term) continue;
      out.push(
        new Directed(s, q.value, months, sign === -1 ? -1 : 1, term, spanEnd(after), notice),
      );
    }
    for (const m of s.text.matchAll(NEXT_DAY))
      out.push(
        new Directed(
          s,
          86_400,
          null,
          m[1]!.toLowerCase() === "before" ? -1 : 1,
          false,
          spanEnd(s.text.slice(m.index! + m[0].length)),
        ),
      );
  }
  return out;
});

/** A sentence's dates with a day, kept per sentence: every directed duration meets them. */
const datedOf = memoised((s: ContextSentence): Quantity[] =>
  s.quantities.filter((x) => x.date?.day !== undefined),
);

/** Whether the words after a duration's direction name a start ("before term starts") or an end. */
function spanEnd(after: string): "first" | "last" | null {
  const words = after.replace(BACK, "").replace(ON, "");
  return START_WORD.test(words) ? "first" : END_REF.test(words) ? "last" : null;
}

/** Calendar months in a duration written in months or years ("six months", "a year"), else null. */
function calendarMonths(d: Quantity): number | null {
  if (!d.calendar) return null;
  const months = d.value / 2_628_000;
  return Math.abs(months - Math.round(months)) < 0.02 ? Math.round(months) : null;
}

/** The claim date `q` as a context date shifted by a directed context duration, else null. */
export function directedDate(q: Quantity, claim: string, model: ContextModel): string | null {
  const target = q.date;
  if (!target) return null;
  const directed = directedOf(model);
  if (directed.length === 0) return null;
  let stems: Set<string> | undefined;
  for (const d of directed)
    for (const s of model.distinct) {
      if (d.term ? s !== d.sentence || !END_WORD.test(claim) : s === d.sentence) continue;
      if (d.notice && !ENDS.test(s.text)) continue;
      const bases = datedOf(s);
      for (const base of bases) {
        const from = base.date!;
        if (base.text === q.text || !counted(base, bases, d)) continue;
        const at = shift(from, target, d);
        const hit = d.term ? [at, at - 86_400_000] : [at];
        // "two months before 30 September" is also the end of July: a month's last day
        // shifted by whole months is the last day of the month reached.
        if (d.months !== null && monthEnd(from, target)) hit.push(monthEndOf(at));
        if (!hit.some((t) => sameDay(target, t))) continue;
        stems ??= new Set(contentStems(claim));
        if (!d.term && ![...stems].some((w) => d.sentence.stemSet.has(w) && !s.stemSet.has(w)))
          continue;
        return `${base.text} ${d.sign > 0 ? "+" : "−"} ${d.months ?? d.seconds / 86_400}`;
      }
    }
  return null;
}

function monthEnd(date: DateParts, target: DateParts): boolean {
  const year = date.year ?? target.year ?? 2001;
  return date.day === new Date(Date.UTC(year, date.month, 0)).getUTCDate();
}

/** The last day of the month `time` falls in, or (a day past a short month's end) before. */
function monthEndOf(time: number): number {
  const at = new Date(time);
  const month = at.getUTCDate() <= 3 ? at.getUTCMonth() : at.getUTCMonth() + 1;
  return Date.UTC(at.getUTCFullYear(), month, 0);
}

/** A span's start for "before it starts", its end for "after it ends"; any date otherwise. */
function counted(base: Quantity, bases: Quantity[], d: Directed): boolean {
  if (d.end === null || bases.length < 2) return true;
  return base === (d.end === "first" ? bases[0] : bases[bases.length - 1]);
}

function shift(
  from: DateParts,
  target: DateParts,
  d: Pick<Directed, "months" | "seconds" | "sign">,
): number {
  const year = from.year ?? target.year ?? 2001;
  return d.months !== null
    ? Date.UTC(year, from.month - 1 + d.sign * d.months, from.day)
    : Date.UTC(year, from.month - 1, from.day) + d.sign * d.seconds * 1000;
}

function sameDay(date: DateParts, time: number): boolean {
  const at = new Date(time);
  return (
    date.month === at.getUTCMonth() + 1 &&
    (date.day === undefined || date.day === at.getUTCDate()) &&
    (date.year === undefined || date.year === at.getUTCFullYear())
  );
}

/**
 * Whether a claim's date is the end of a term its sentence starts ("started on 3 March and
 * lasts 30 days" → "ends on 2 April"): the claim's "ends" then restates, not flips, the
 * sentence's "started" (contradiction.ts). Texts are the two sides' words, joined.
 */
export function termEndNamed(claim: string, sentence: string): boolean {
  // Cheap tests first: a date needs a digit on both sides, a term a word for it, and reading a
  // sentence's quantities is the costly part (most claims with "ends" meet no term).
  if (!/\d/.test(claim) || !/\d/.test(sentence) || !TERM_WORD.test(sentence)) return false;
  const own = claimQuantities(claim).filter((x) => x.date?.day !== undefined);
  if (own.length === 0) return false;
  const all = claimQuantities(sentence);
  for (const d of all) {
    if (d.dimension !== "time" || d.weak || d.every || d.per !== undefined || d.value <= 0)
      continue;
    if (!TERM_BEFORE.test(sentence.slice(Math.max(0, d.start - 40), d.start))) continue;
    const months = calendarMonths(d);
    if (months === null && d.value % 86_400 !== 0) continue;
    const term = { seconds: d.value, months, sign: 1 as const };
    for (const base of all) {
      if (!base.date?.day) continue;
      for (const q of own) {
        const at = shift(base.date, q.date!, term);
        if (sameDay(q.date!, at) || sameDay(q.date!, at - 86_400_000)) return true;
      }
    }
  }
  return false;
}
