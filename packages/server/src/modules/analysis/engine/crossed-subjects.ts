import { CLAUSE_BREAK, JOINS } from "./crossed-clauses";
import { NEGATIONS, NUMBER_WORDS } from "./lexicon";
import { memoisedText } from "./memo";
import { contentStem, words } from "./text";

/**
 * A subject moved onto another clause's predicate (s18): "Premium members get unlimited
 * classes. Plus members can book four classes a month" against "Plus members get unlimited
 * classes"; "Cancellation cover is included in all policies. Winter sports cover is an optional
 * add-on" against "Winter sports cover is included in all policies"; "Children under 18 receive
 * free check-ups. Adults pay £45" against "Children pay £45 per check-up". The claim opens with
 * the words one clause opens with (its subject), and says the rest in words only the other
 * clause has, leaving out that clause's own subject; the first clause's predicate is nowhere in
 * it. Lower-case subjects count as names do in crossed-clauses.ts. A claim that denies
 * of one what the other clause says ("children under 12 don't pay the full fare"), names both
 * subjects ("members' guests must sign in"), of two clauses itself, or relating the clauses
 * ("than", "both"…), is left alone.
 */
export function crossedSubject(
  claim: string,
  sentences: readonly string[],
): { subject: string; instead: string } | null {
  if (CLAUSE_BREAK.test(claim) || JOINS.test(claim)) return null;
  const said = sequenceOf(claim);
  const lead = said[0];
  if (lead === undefined) return null;
  const read = sentences.flatMap(clausesIn);
  if (read.length < 2) return null;
  // Most claims open on no clause's subject: nothing more to read.
  if (!read.some((c) => c.opens && c.clause[0] === lead)) return null;
  const parts = read.map((c) => c.part);
  const clauses = read.map((c) => c.clause);
  // Only a clause that opens on its own subject: "It runs from March…" or "…and returns the
  // passport" goes on about the subject before it.
  const opens = read.map((c) => c.opens);
  const denies = words(claim).some((w) => NEGATIONS.has(w));
  const leadWord = words(claim).find((w) => contentStem(w) === lead) ?? lead;
  const sets = clauses.map((c) => new Set(c));
  const saidSet = new Set(said);
  for (let j = 0; j < clauses.length; j++) {
    if (clauses[j]![0] !== lead || !opens[j]) continue;
    // The subject: the words the claim and clause j open with alike ("winter sports cover").
    let n = 0;
    while (n < said.length && n < clauses[j]!.length && said[n] === clauses[j]![n]) n++;
    const rest = said.slice(n);
    if (rest.length === 0) continue;
    // A claim that says clause j in full and goes on with another ("The Basic plan costs £12 a
    // month and the add-on £5 a month") joins the clauses; it moves no subject.
    const ownWords = (i: number) => clauses[j]!.slice(1).filter((t) => !sets[i]!.has(t));
    for (let i = 0; i < clauses.length; i++) {
      if (i === j || !opens[i]) continue;
      const other = clauses[i]![0];
      if (other === undefined || other === lead || saidSet.has(other)) continue;
      if (sets[i]!.has(lead) || sets[j]!.has(other)) continue;
      // "Children under 12 don't pay the full fare" denies of one what the other does.
      if (denies && !words(parts[i]!).some((w) => NEGATIONS.has(w))) continue;
      // Parallel clauses: they say something of the same thing ("members", "cover").
      // Or one names its group against the other's ("All other drivers pay £2", "Older pupils").
      if (!clauses[i]!.some((t) => sets[j]!.has(t)) && !setAgainst(parts[i]!, parts[j]!)) continue;
      const jOnly = ownWords(i);
      if (jOnly.length > 0 && jOnly.every((t) => saidSet.has(t))) continue;
      // Nothing of clause j's own predicate; something of clause i's, and mostly its words.
      if (rest.some((t) => sets[j]!.has(t) && !sets[i]!.has(t))) continue;
      if (!rest.some((t) => sets[i]!.has(t) && !sets[j]!.has(t))) continue;
      // Mostly clause i's words, past the subject the claim shares with clause j.
      const inI = rest.filter((t) => sets[i]!.has(t)).length;
      if (inI < 2 || inI < 0.6 * rest.length) continue;
      const otherWord = words(parts[i]!).find((w) => contentStem(w) === other) ?? other;
      return { subject: leadWord, instead: otherWord };
    }
  }
  return null;
}

/**
 * A clause whose subject is named against another group (s20): "all other drivers", "older
 * pupils" stand for the group the other clause does not name, so the two clauses
 * are parallel though they share no word ("Blue badge holders park free. All other drivers pay").
 */
const AGAINST_OPENING = /^\s*(?:(?:all|the|any)\s+)?(?:other|older|younger|remaining)\s+[a-z]/i;
function setAgainst(a: string, b: string): boolean {
  return AGAINST_OPENING.test(a) || AGAINST_OPENING.test(b);
}

/** Where a sentence sets two clauses side by side: a semicolon, ", while" or ", whereas". */
const CONTRAST_SPLIT = /;\s*|,\s+(?:while|whereas)\s+/i;

const DETERMINER = new Set([
  "the",
  "a",
  "an",
  "our",
  "your",
  "their",
  "all",
  "each",
  "every",
  "any",
]);

/**
 * A clause that opens on a subject of its own: its first word, or the one after a determiner,
 * is a content word ("It runs from March…" goes on about the subject before it).
 */
function opensOnSubject(clause: string): boolean {
  const ws = words(clause);
  const first = ws[0] !== undefined && DETERMINER.has(ws[0]) ? ws[1] : ws[0];
  return (first !== undefined && contentStem(first) !== null) || AGAINST_OPENING.test(clause);
}

/** A sentence's clauses as crossedSubject reads them, kept per text for the analysis. */
interface ClauseRead {
  part: string;
  clause: string[];
  opens: boolean;
}
const clausesIn = memoisedText((sentence: string): ClauseRead[] =>
  sentence.split(CONTRAST_SPLIT).map((part) => ({
    part,
    clause: contentSequence(part),
    opens: opensOnSubject(part),
  })),
);
const sequenceOf = memoisedText(contentSequence);

/** A text's content stems in order, figures as written. */
function contentSequence(text: string): string[] {
  return words(text).flatMap((w) => {
    const s = contentStem(w);
    if (s) return [s];
    if (/\d/.test(w)) return [w.replace(/[^\d.]/g, "")];
    const n = NUMBER_WORDS[w];
    return n === undefined ? [] : [String(n)];
  });
}
