import { NEGATIONS } from "./lexicon";
import { contentStem } from "./text";

/**
 * Where a negation reaches, for contradiction.ts: the words a "not" (or a zero, a negative
 * predicate, an "un-"/"non-" prefix) scopes, and the readings under which a negation on one
 * side only is no flip (a restriction restated as a negated complement, the same clause said
 * elsewhere, another subject, a negation moved within its clause, a negation under "if"
 * restating an "or").
 */

/**
 * A zero quantity before a word negates it (fifth round): "0% interest" is "no interest", "£0
 * fee" is "no fee". Only the very next word, and only a content word: "aged 0 to 5" negates
 * nothing.
 */
const ZERO = new Set(["0", "zero"]);
function zeroNegates(tokens: string[], i: number): boolean {
  return ZERO.has(tokens[i]!) && contentStem(tokens[i + 1] ?? "") !== null;
}

/** Whether the token at `i` negates what follows: a negation, or a zero quantity before a word. */
function negatesAt(tokens: string[], i: number): boolean {
  return NEGATIONS.has(tokens[i]!) || zeroNegates(tokens, i);
}

/**
 * Whether a negation within `reach` words before `word` reaches it: "not open to under-16s"
 * excludes the under-16s, though the negation scopes "open" first (eighth round).
 */
export function negationReaches(tokens: string[], word: string, reach = 4): boolean {
  for (let k = tokens.indexOf(word); k >= 0; k = tokens.indexOf(word, k + 1))
    for (let i = Math.max(0, k - reach); i < k; i++) if (negatesAt(tokens, i)) return true;
  return false;
}

/** Stems a negation scopes: the first content word within five words after it ("not have to be submitted"). */
export function negatedStems(tokens: string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    if (!negatesAt(tokens, i)) continue;
    for (let j = i + 1; j < Math.min(tokens.length, i + 6); j++) {
      const s = contentStem(tokens[j]!);
      if (s !== null) {
        out.add(s);
        break;
      }
    }
  }
  return out;
}

export function stemsOf(tokens: string[]): Set<string> {
  const out = new Set<string>();
  for (const t of tokens) {
    const s = contentStem(t);
    if (s !== null) out.add(s);
  }
  return out;
}

/**
 * Predicates that carry a negation in their meaning: "excluded from delivery" says what "not
 * delivered" says, "unavailable" what "not available" says.
 */
export const NEGATIVE_PREDICATES = new Set([
  "exclude",
  "excludes",
  "excluded",
  "prohibited",
  "prohibits",
  "forbidden",
  "forbids",
  "banned",
  "barred",
  "refused",
  "refuses",
  "denied",
  "unavailable",
  "ineligible",
  "lacks",
  "impossible",
  "nowhere",
  // Loss: "late cancellations lose their deposit" says "you won't get your deposit back".
  "lose",
  "loses",
  "forfeit",
  "forfeits",
  "forfeited",
]);

/** NEGATIVE_PREDICATES' stems: a negation that scopes one cancels it ("not excluded"). */
export const NEGATIVE_PREDICATE_STEMS: ReadonlySet<string> = new Set(
  [...NEGATIVE_PREDICATES].flatMap((w) => contentStem(w) ?? []),
);

/** Whether a sentence (as words() tokens) is negative: a negation or a negative predicate. */
export function negative(tokens: string[]): boolean {
  return tokens.some(
    (t, i) => NEGATIONS.has(t) || NEGATIVE_PREDICATES.has(t) || zeroNegates(tokens, i),
  );
}

const RESTRICTIVE = new Set(["only", "solely", "exclusively"]);
const COMPLEMENT = new Set(["outside", "except", "other", "besides", "beyond", "else", "unless"]);

/**
 * "Deliveries go to Canada only" restates "we do not ship outside Canada": a restriction on
 * one side is a negated complement on the other (or the other side of a threshold). Both parts are needed on the negative side,
 * so "we ship only to P.O. boxes" still contradicts "we do not ship to P.O. boxes".
 */
export function restatesRestriction(restricted: string[], negated: string[]): boolean {
  return (
    restricted.some((t) => RESTRICTIVE.has(t)) &&
    !negative(restricted) &&
    negated.some((t) => NEGATIONS.has(t)) &&
    (negated.some((t) => COMPLEMENT.has(t)) || otherThreshold(restricted, negated))
  );
}

const THRESHOLD_SIDES = [
  new Set(["over", "above", "older", "minimum"]),
  new Set(["under", "below", "younger"]),
];

/**
 * The other side of a threshold is a complement too (eighth round): "only for guests aged 18
 * and over" restates "not open to guests under 18".
 */
function otherThreshold(restricted: string[], negated: string[]): boolean {
  return THRESHOLD_SIDES.some(
    (side, i) =>
      restricted.some((t) => side.has(t)) &&
      negated.some((t) => THRESHOLD_SIDES[1 - i]!.has(t)) &&
      !negated.some((t) => side.has(t)),
  );
}

/**
 * "Bikes are allowed outside peak hours" restates "bikes aren't allowed during the peak": a
 * positive statement about the complement ("outside", "except") is the negated statement
 * about the thing itself. The negative side must not use that complement word, so "bikes are
 * not allowed outside peak hours" still contradicts.
 */
export function restatesComplement(positive: string[], negated: string[]): boolean {
  if (negative(positive) || !negated.some((t) => NEGATIONS.has(t))) return false;
  const complement = positive.filter((t) => COMPLEMENT.has(t) && t !== "unless");
  return complement.length > 0 && !complement.some((t) => negated.includes(t));
}

/**
 * A claim that joins two context sentences ("cheques aren't accepted, but cards are") meets
 * the wrong one for one of its clauses: the flip on `stem` is no contradiction when another
 * close sentence gives `stem` the claim's polarity and shares more of the claim's clause
 * than the compared sentence does ("cheque"). Sharing a generic word is not enough, so "PayPal
 * is not accepted as payment" still contradicts "we accept PayPal" beside "payment in cash is
 * not accepted".
 */
export function saidElsewhere(
  stem: string,
  claimNegates: boolean,
  claimClauses: string[][],
  sentenceStems: Set<string>,
  others: string[][],
): boolean {
  const clause = new Set<string>();
  for (const c of claimClauses) {
    const stems = stemsOf(c);
    if (stems.has(stem)) for (const t of stems) clause.add(t);
  }
  const inSentence = [...clause].filter((t) => sentenceStems.has(t)).length;
  return others.some((o) => {
    const stems = stemsOf(o);
    if (!stems.has(stem)) return false;
    // Fifth round: a negative sentence holding the word says it negated, whatever the
    // negation scopes ("no warranty on parts you supply" / "not covered by any warranty").
    const negated = negatedStems(o).has(stem) || (claimNegates && negative(o));
    if (negated !== claimNegates) return false;
    // The other sentence must be the closer one for this clause, not merely share a word.
    // For a negating claim, as close will do when both hold every word of the clause (two
    // at least): nothing in it tells the two apart ("it has no product fee" for the
    // five-year fix, beside "a product fee of £999" for the two-year one). A positive claim
    // keeps the flip on a tie: dropping a "not" is the commoner error.
    const own = [...clause].filter((t) => stems.has(t)).length;
    return (
      own > inSentence || (claimNegates && own === inSentence && own === clause.size && own >= 2)
    );
  });
}

/**
 * The negated clause holding `stem` speaks of another subject: its content words before the
 * negation ("controlled substances cannot be refilled") are mostly absent from the other side
 * ("a refill you ask for in the app"). A negation about something else is no flip. A clause
 * whose subject has no content word ("we do not ship") keeps the flip.
 */
export function otherSubject(
  stem: string,
  negClauses: string[][],
  otherStems: Set<string>,
  otherTokens?: string[],
): boolean {
  const clause = negClauses.find((c) => negative(c) && c.some((w) => contentStem(w) === stem));
  if (!clause) return false;
  const at = clause.findIndex((w, i) => negatesAt(clause, i) || NEGATIVE_PREDICATES.has(w));
  const subject = stemsOf(clause.slice(0, at));
  subject.delete(stem);
  if (subject.size === 0) return false;
  if (otherTokens && sameAgeBound(clause.slice(0, at), otherTokens)) return false;
  const shared = [...subject].filter((t) => otherStems.has(t)).length;
  return shared * 2 < subject.size;
}

const AGE_BOUNDS = new Set(["under", "over"]);

/**
 * A subject named by its age ("children under 16") and the other side's people of the same
 * bound ("under 16", "under-16s", "under 16s"): one group, whatever noun either side puts to
 * it. The people-of-an-age form stays one token ("16s"): read as a bare bound it would meet
 * every "10 or more" of the context as a flip.
 */
function sameAgeBound(subject: string[], other: string[]): boolean {
  for (let i = 0; i + 1 < subject.length; i++) {
    if (!AGE_BOUNDS.has(subject[i]!) || !/^\d+$/.test(subject[i + 1]!)) continue;
    for (let j = 0; j + 1 < other.length; j++)
      if (other[j] === subject[i] && other[j + 1]!.replace(/s$/, "") === subject[i + 1])
        return true;
  }
  return false;
}

/**
 * Both sides negate within the same clause, each a different word of it: "cannot be refilled
 * through the app" against "requested at the counter, not in the app". The other side's
 * negated clause holds a word of the clause in which `stem` is negated.
 */
export function negationMoved(
  stem: string,
  negClauses: string[][],
  otherClauses: string[][],
): boolean {
  const clause = negClauses.find((c) => negative(c) && c.some((w) => contentStem(w) === stem));
  if (!clause) return false;
  const clauseStems = stemsOf(clause);
  // A word both sides negate ("our recipes are nut-free" in each) moved nowhere.
  const own = new Set(negClauses.flatMap((c) => [...negatedStems(c)]));
  return otherClauses.some((c) => {
    if (!negative(c)) return false;
    for (const n of negatedStems(c))
      if (n !== stem && clauseStems.has(n) && !own.has(n)) return true;
    return false;
  });
}

/**
 * Positions of the tokens a negation scopes (as negatedStems, by index): "Deleting a volume
 * does not delete its snapshots" negates the second "delete" only.
 */
function negatedPositions(tokens: string[]): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    if (!negatesAt(tokens, i)) continue;
    for (let j = i + 1; j < Math.min(tokens.length, i + 6); j++) {
      if (contentStem(tokens[j]!) !== null) {
        out.add(j);
        break;
      }
    }
  }
  return out;
}

/** The next `n` content stems after position `at`, `stem` itself skipped: what it acts on. */
export function objectOf(tokens: string[], at: number, stem: string, n = 2): Set<string> {
  const out = new Set<string>();
  for (let j = at + 1; j < tokens.length && out.size < n; j++) {
    const s = contentStem(tokens[j]!);
    if (s !== null && s !== stem) out.add(s);
  }
  return out;
}

/**
 * The negating side uses `stem` twice, once negated and once not ("Deleting a volume does not
 * delete its snapshots"; "grants read access … but cannot read secrets"): the other side's
 * plain use ("snapshots survive the deletion of the volume") is no flip when, each time, it
 * acts on what the plain use acts on and on nothing the negated one does. "Deleting a volume
 * deletes its snapshots" acts on the snapshots, so it still flips.
 */
export function plainUseMatches(stem: string, negating: string[], plain: string[]): boolean {
  const negated = negatedPositions(negating);
  const plainAt: number[] = [];
  const negatedAt: number[] = [];
  negating.forEach((w, i) => {
    if (contentStem(w) === stem) (negated.has(i) ? negatedAt : plainAt).push(i);
  });
  if (plainAt.length === 0 || negatedAt.length === 0) return false;
  const own = negatedPositions(plain);
  const uses = plain.flatMap((w, i) => (contentStem(w) === stem ? [i] : []));
  if (uses.length === 0 || uses.some((i) => own.has(i))) return false;
  const negObjects = negatedAt.map((i) => objectOf(negating, i, stem));
  const plainObjects = plainAt.map((i) => objectOf(negating, i, stem));
  return uses.every((i) => {
    const obj = objectOf(plain, i, stem);
    const meets = (set: Set<string>) => [...obj].some((t) => set.has(t));
    return plainObjects.some(meets) && !negObjects.some(meets);
  });
}

/**
 * The negated clause and the positive clause that hold `stem`, and the positive clause's
 * subject: its content stems before `stem`, `stem` itself left out.
 */
export function clausesOf(
  stem: string,
  negClauses: string[][],
  posClauses: string[][],
): { neg: string[]; pos: string[]; posSubject: Set<string> } | null {
  const neg = negClauses.find((c) => negative(c) && c.some((w) => contentStem(w) === stem));
  const pos = posClauses.find((c) => !negative(c) && c.some((w) => contentStem(w) === stem));
  if (!neg || !pos) return null;
  const posSubject = stemsOf(
    pos.slice(
      0,
      pos.findIndex((w) => contentStem(w) === stem),
    ),
  );
  posSubject.delete(stem);
  return { neg, pos, posSubject };
}

/**
 * The two sides speak of different subjects: the positive clause's subject (its content words
 * before `stem`, "the discount is applied automatically") is nowhere in the negated clause,
 * and that clause's own subject ("customers don't need to apply") shares nothing with it. A
 * subject the negated clause names ("the discount is not applied") keeps the flip, and so does
 * a clause that opens with the word ("applied automatically").
 */
export function subjectsDiffer(
  stem: string,
  negClauses: string[][],
  posClauses: string[][],
): boolean {
  const sides = clausesOf(stem, negClauses, posClauses);
  if (!sides) return false;
  const { neg, pos, posSubject } = sides;
  const posWords = pos.slice(
    0,
    pos.findIndex((w) => contentStem(w) === stem),
  );
  const at = neg.findIndex((w, i) => negatesAt(neg, i) || NEGATIVE_PREDICATES.has(w));
  const negSubject = stemsOf(neg.slice(0, at));
  if (sameAgeBound(neg.slice(0, at), posWords) || sameAgeBound(posWords, neg.slice(0, at)))
    return false;
  negSubject.delete(stem);
  if (posSubject.size === 0 || negSubject.size === 0) return false;
  const negStems = stemsOf(neg);
  return (
    ![...posSubject].some((t) => negStems.has(t)) && ![...negSubject].some((t) => posSubject.has(t))
  );
}

/**
 * Whether some clause holding `stem` is negative. A clause whose only negation is "without"
 * is negative only for the words of its object (s18, `objectOnly`): "a fee applies to missed
 * appointments without 24 hours' notice" says nothing negative of the fee.
 */
export function negativeClauseHolds(
  stem: string,
  clauses: string[][],
  objectOnly = false,
): boolean {
  return clauses.some((c) => {
    if (!negative(c) || !c.some((w) => contentStem(w) === stem)) return false;
    if (
      !objectOnly ||
      c.some(
        (w, i) =>
          (NEGATIONS.has(w) && w !== "without") || NEGATIVE_PREDICATES.has(w) || zeroNegates(c, i),
      )
    )
      return true;
    // The stem within five words after a "without".
    return c.some(
      (w, k) => contentStem(w) === stem && c.slice(Math.max(0, k - 5), k).includes("without"),
    );
  });
}

/**
 * A word negated by its prefix, "un…" or "non…", whose bare form the other side uses (and
 * its own side does not):
 * "undamaged" against "damaged" reads as "not damaged", so it flips like any negation, and
 * "is not damaged" restates it. Only where the other side has the bare word, so "under",
 * "unit" or "understand" are never taken apart.
 */
export function unfoldNegativePrefix(tokens: string[], otherStems: Set<string>): string[] {
  let out: string[] | null = null;
  let own: Set<string> | undefined;
  const ownHas = (stem: string) => {
    if (!own) own = stemsOf(tokens);
    return own.has(stem);
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const bare = negativePrefixBare(t);
    const stem = bare === null ? null : contentStem(bare);
    if (
      stem === null ||
      !otherStems.has(stem) ||
      otherStems.has(contentStem(t) ?? "") ||
      // "Unpowered sites cost $38 and powered sites $52" sets the two apart: the side that
      // names both negates neither (seventh round).
      ownHas(stem)
    ) {
      out?.push(t);
      continue;
    }
    out ??= tokens.slice(0, i);
    out.push("not", bare as string);
  }
  return out ?? tokens;
}

/** The word after a negating "non" or "un" prefix, or null. */
function negativePrefixBare(token: string): string | null {
  if (token.length >= 8 && token.startsWith("non")) return token.slice(3);
  if (token.length >= 7 && token.startsWith("un")) return token.slice(2);
  return null;
}

/** Whether `word` is in the scope of a negation of its sentence. */
export function negatedOn(word: string, negated: Set<string>): boolean {
  const s = contentStem(word);
  return s !== null && negated.has(s);
}

const ABOVE = new Set(["above", "over", "more", "exceed", "exceeds", "higher", "beyond"]);

/**
 * "you'll never be charged above €8.10" states a maximum ("capped at €8.10"), not that no
 * charge is made: a negated word followed by "above", "over", "more than" and a figure bounds
 * that figure (eighth round). `stem` is the negated word.
 */
export function negationBounds(stem: string, negating: string[]): boolean {
  const at = negating.findIndex((w) => contentStem(w) === stem);
  if (at < 0) return false;
  // The bound follows the negated word itself: "pays no interest on balances above $1,000"
  // still negates the interest.
  for (let j = at; j < Math.min(negating.length, at + 2); j++) {
    if (!ABOVE.has(negating[j]!)) continue;
    const next = negating[j + 1] === "than" ? j + 2 : j + 1;
    if (/^\d/.test(negating[next] ?? "")) return true;
  }
  return false;
}

const ALTERNATIVE = new Set(["or", "otherwise", "else", "failing"]);

/**
 * "if it isn't returned within 30 days, there's a £60 charge" restates "must be returned
 * within 30 days, or a £60 fee is charged": a negation under "if" on one side is the
 * alternative after "or" on the other (seventh round).
 */
export function conditionalAlternative(stem: string, negating: string[], plain: string[]): boolean {
  const at = negating.findIndex((w) => contentStem(w) === stem);
  let conditional = false;
  for (let j = Math.max(0, at - 6); j < at && !conditional; j++)
    conditional = negating[j] === "if" || negating[j] === "unless";
  if (!conditional) return false;
  const use = plain.findIndex((w) => contentStem(w) === stem);
  if (use < 0) return false;
  for (let j = use + 1; j < Math.min(plain.length, use + 12); j++)
    if (ALTERNATIVE.has(plain[j]!)) return true;
  return false;
}
