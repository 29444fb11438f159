import { contentStem, contentStems } from "./text";

/**
 * A name moved to the other clause of one sentence (s16): "Pawsure policies are underwritten
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
  sentence: string,
): { name: string; instead: string } | null {
  if (!CLAUSE_BREAK.test(sentence) || CLAUSE_BREAK.test(claim) || JOINS.test(claim)) return null;
  const parts = sentence.split(CLAUSE_SPLIT);
  if (parts.length < 2) return null;
  const names = nameStems(sentence);
  if (names.size === 0) return null;
  const clauses = parts.map((c) => new Set(contentStems(c)));
  const said = new Set(contentStems(claim));
  // Each clause's own words: those no other clause of the sentence has.
  const own = clauses.map((c, i) =>
    [...c].filter((t) => clauses.every((o, j) => j === i || !o.has(t))),
  );
  for (let i = 0; i < own.length; i++) {
    const frame = own[i]!.filter((t) => said.has(t) && !names.has(t));
    const replaced = own[i]!.filter((t) => names.has(t) && !said.has(t));
    if (frame.length === 0 || replaced.length === 0) continue;
    for (let j = 0; j < own.length; j++) {
      if (j === i) continue;
      const lent = own[j]!.filter((t) => names.has(t) && said.has(t));
      // A clause of names alone borrows the other's verb ("…, and our Bath team by Ana
      // Silva"): saying it in full ("Ana Silva leads the Bath team") is no swap; pairing its
      // name with a name of the other clause ("the Bristol team is led by Ana Silva") is.
      const elliptical = own[j]!.every((t) => names.has(t));
      if (elliptical && !own[i]!.some((t) => names.has(t) && said.has(t))) continue;
      if (lent.length > 0)
        return {
          name: lent.map((t) => names.get(t)).join(" "),
          instead: replaced.map((t) => names.get(t)).join(" "),
        };
    }
  }
  return null;
}

/** Where a sentence joins two clauses: a semicolon, or a comma before "and", "but", "while", "whereas". */
const CLAUSE_BREAK = /;|,\s+(?:and|but|while|whereas)\s/i;
const CLAUSE_SPLIT = /;\s*|,\s+(?:and|but|while|whereas)\s+/i;
/** A claim that relates the clauses' items to each other: it may mix their words. */
const JOINS =
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
