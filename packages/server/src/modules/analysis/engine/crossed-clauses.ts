import { contentStem, words } from "./text";

/**
 * A name moved to the other clause of one sentence, or the other sentence of one window (s16): "Pawsure policies are underwritten
 * by Calder General, and claims are handled by VetClaim Direct" against "Claims are handled by
 * Calder General"; "Our teachers are Hannah Okafor, who teaches beginners, and Lukas Brandt" or
 * "Billing queries go to our team in Halifax; emergencies are handled in Leeds" against "Billing
 * queries are handled by the team in Leeds". Every word of the claim is in the sentence, so
 * support is high and no fact is missing; but the claim says what one clause says (its own
 * words) of a name only the other clause has, and leaves out the name the first clause gives.
 * A claim that compares or joins the clauses, or of two clauses itself, is left alone, as is
 * a clause with no name of its own ("…, and Corvel adds a further 7%": the pension sentence's
 * first clause names nobody else).
 */
export function crossedClauses(
  claim: string,
  sentences: readonly string[],
): { name: string; instead: string } | null {
  if (CLAUSE_BREAK.test(claim) || JOINS.test(claim)) return null;
  if (sentences.length === 1 && !CLAUSE_BREAK.test(sentences[0]!)) return null;
  const parts = sentences.flatMap((t, k) =>
    t.split(CLAUSE_SPLIT).map((c) => ({ sentence: k, seq: stemSequence(c) })),
  );
  if (parts.length < 2) return null;
  const names = new Map(sentences.flatMap((t) => [...nameStems(t)]));
  if (names.size === 0) return null;
  const clauses = parts.map((c) => new Set(c.seq.filter((t): t is string => t !== null)));
  const claimSeq = stemSequence(claim);
  const said = new Set(claimSeq.filter((t): t is string => t !== null));
  // Each clause's own words: those no other clause of the sentence has.
  const own = clauses.map((c, i) =>
    [...c].filter((t) => clauses.every((o, j) => j === i || !o.has(t))),
  );
  for (let i = 0; i < own.length; i++) {
    const frame = new Set(own[i]!.filter((t) => said.has(t) && !names.has(t)));
    const replaced = new Set(own[i]!.filter((t) => names.has(t) && !said.has(t)));
    if (frame.size === 0 || replaced.size === 0) continue;
    for (let j = 0; j < own.length; j++) {
      if (j === i) continue;
      const lent = new Set(own[j]!.filter((t) => names.has(t) && said.has(t)));
      if (lent.size === 0) continue;
      // A clause of names alone borrows the other's verb ("…, and our Bath team by Ana
      // Silva"): saying it in full ("Ana Silva leads the Bath team") is no swap; pairing its
      // name with a name of the other clause ("the Bristol team is led by Ana Silva") is.
      const elliptical = own[j]!.every((t) => names.has(t));
      if (elliptical && !own[i]!.some((t) => names.has(t) && said.has(t))) continue;
      // Across two sentences, a single shared word ("course") is no frame: the next sentence
      // often goes on about the first one's subject.
      if (parts[i]!.sentence !== parts[j]!.sentence && frame.size < 2) continue;
      // The lent name stands where the replaced one stood: next to the same word of the frame
      // ("handled by Calder General" for "handled by VetClaim Direct").
      const slot = besideFrame(parts[i]!.seq, replaced, frame);
      if (![...besideFrame(claimSeq, lent, frame)].some((t) => slot.has(t))) continue;
      return {
        name: [...lent].map((t) => names.get(t)).join(" "),
        instead: [...replaced].map((t) => names.get(t)).join(" "),
      };
    }
  }
  return null;
}

/** A text's words as content stems in order (null for a stop-word). */
function stemSequence(text: string): (string | null)[] {
  return words(text).map((w) => contentStem(w));
}

/** The frame words nearest before and after the run of `targets` in `seq`. */
function besideFrame(
  seq: (string | null)[],
  targets: Set<string>,
  frame: Set<string>,
): Set<string> {
  const out = new Set<string>();
  const first = seq.findIndex((t) => t !== null && targets.has(t));
  if (first < 0) return out;
  let last = first;
  for (let k = first; k < seq.length; k++) if (seq[k] !== null && targets.has(seq[k]!)) last = k;
  for (let k = first - 1; k >= 0; k--)
    if (seq[k] !== null && frame.has(seq[k]!)) {
      out.add(seq[k]!);
      break;
    }
  for (let k = last + 1; k < seq.length; k++)
    if (seq[k] !== null && frame.has(seq[k]!)) {
      out.add(seq[k]!);
      break;
    }
  return out;
}

/** Where a sentence joins two clauses: a semicolon, or a comma before "and", "but", "while", "whereas". */
export const CLAUSE_BREAK =
  /;|,\s+(?:and|but|while|whereas)\s|\sand\s+(?:(?:the|our|Dr|Mr|Mrs|Ms)\.?\s+)?[A-Z]/;
export const CLAUSE_SPLIT =
  /;\s*|,\s+(?:and|but|while|whereas)\s+|\s+and\s+(?=(?:(?:the|our|Dr|Mr|Mrs|Ms)\.?\s+)?[A-Z])/i;
/** A claim that relates the clauses' items to each other: it may mix their words. */
export const JOINS =
  /\b(?:than|both|together|total|combined|altogether|compared|versus|vs|unlike|instead|whereas|while|either|neither|twice|times|as \w+ as)\b/i;
const CALENDAR =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)s?$/i;

/** Content stems of the capitalised words of a sentence past its first word (its names), to the words. */
function nameStems(sentence: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of sentence.matchAll(/(?<=\S\s+)[A-Z][\w'’-]*/g)) {
    const word = m[0].replace(/['’]s$/, "");
    if (CALENDAR.test(word)) continue;
    const s = contentStem(word.toLowerCase());
    if (s) out.set(s, word);
  }
  return out;
}
