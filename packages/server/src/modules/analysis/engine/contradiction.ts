import { NEGATIONS } from "./lexicon";
import { contentStem, words } from "./text";

/**
 * Contradiction cues between a claim and a context sentence that says nearly the same thing:
 * a negation that scopes a shared word on one side only, or a quantifier, modal or direction
 * word swapped for its opposite ("all" → "some", "will" → "may", "before" → "after").
 */

/** Opposed word classes: a claim using one side against a sentence using the other flips it. */
export const FLIPS: [string[], string[]][] = [
  [
    ["all", "every", "always", "everyone", "everything", "each", "entire"],
    [
      "some",
      "sometimes",
      "certain",
      "most",
      "few",
      "several",
      "occasionally",
      "rarely",
      "usually",
      "normally",
      "typically",
      "generally",
      "often",
      "partial",
    ],
  ],
  [
    [
      "will",
      "must",
      "guaranteed",
      "guarantee",
      "definitely",
      "certainly",
      "always",
      "required",
      "mandatory",
    ],
    [
      "may",
      "might",
      "could",
      "possibly",
      "optional",
      "perhaps",
      "sometimes",
      "likely",
      "potentially",
    ],
  ],
  [
    ["before", "prior", "earlier"],
    ["after", "later", "following"],
  ],
  [
    [
      "increase",
      "increases",
      "increased",
      "rise",
      "rises",
      "rose",
      "higher",
      "more",
      "raise",
      "raised",
    ],
    [
      "decrease",
      "decreases",
      "decreased",
      "fall",
      "falls",
      "fell",
      "lower",
      "less",
      "fewer",
      "reduce",
      "reduced",
      "drop",
      "dropped",
    ],
  ],
  [["above", "exceed", "exceeds", "exceeding"], ["below"]],
  // "Only administrators can delete" against "any member can delete".
  [
    ["only", "solely", "exclusively"],
    ["any", "anyone", "anybody", "everyone", "everybody"],
  ],
  [["maximum"], ["minimum"]],
  // Ages and amounts: "at least 18" / "18 or older" against "younger than 18" (→ under).
  [
    ["minimum", "over", "older"],
    ["under", "younger"],
  ],
  [
    ["allowed", "permitted", "allow", "allows", "permit", "permits"],
    ["prohibited", "forbidden", "banned", "disallowed", "prohibits", "forbids"],
  ],
  [
    ["include", "includes", "included", "including"],
    ["exclude", "excludes", "excluded", "excluding"],
  ],
  [["eligible"], ["ineligible"]],
  [
    ["enabled", "enable"],
    ["disabled", "disable"],
  ],
  [
    ["accept", "accepts", "accepted", "approve", "approved"],
    ["reject", "rejects", "rejected", "deny", "denied", "decline", "declined"],
  ],
  [
    ["open", "opened", "opens"],
    ["closed", "close", "closes", "shut", "shuts", "shutting"],
  ],
  // Fourth round: antonyms with no negating prefix, read as written.
  [["earliest"], ["latest"]],
  [
    ["indoors", "indoor"],
    ["outdoors", "outdoor"],
  ],
  [
    ["upgrade", "upgrades", "upgraded"],
    ["downgrade", "downgrades", "downgraded"],
  ],
  [["longer"], ["shorter"]],
  [
    ["larger", "bigger"],
    ["smaller", "narrower"],
  ],
  [
    ["start", "starts", "started", "begin", "begins", "beginning"],
    ["end", "ends", "ended", "finish", "finishes", "finished"],
  ],
];

/** The first FLIPS groups are quantifiers and modals, whose weaker side hedges a bare statement. */
const HEDGES = 2;

/**
 * Quantifiers, modals and restrictions ("always", "must", "only", "some", "may"): words whose
 * change is the planted error when every fact of a claim is in place (verify.ts anchoring).
 */
export const QUALIFIERS: ReadonlySet<string> = new Set(
  [...FLIPS.slice(0, HEDGES), FLIPS[5]!].flatMap(([left, right]) => [...left, ...right]),
);
/**
 * The weaker words that hedge on their own. "may" and "can" are left out: in policies they
 * grant permission ("each key may make up to 100 requests") far more often than they hedge.
 */
export const HEDGE_WORDS = new Set([
  "some",
  "sometimes",
  "certain",
  "several",
  "few",
  "occasionally",
  "rarely",
  "might",
  "could",
  "possibly",
  "perhaps",
  "potentially",
]);

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

function stemsOf(tokens: string[]): Set<string> {
  const out = new Set<string>();
  for (const t of tokens) {
    const s = contentStem(t);
    if (s !== null) out.add(s);
  }
  return out;
}

/**
 * stemsOf, kept per token array: a context sentence's tokens meet every claim, a claim's each
 * of its close sentences. The sets are shared; callers only read them.
 */
const stemSets = new WeakMap<string[], Set<string>>();
function stemSetOf(tokens: string[]): Set<string> {
  let stems = stemSets.get(tokens);
  if (!stems) {
    stems = stemsOf(tokens);
    stemSets.set(tokens, stems);
  }
  return stems;
}

/**
 * The first of `words` that `own` uses and `other` does not. Words both sides use cancel out:
 * "every year" in both does not hide "all" → "some" in the subject ("Some employees must …
 * every year" against "All employees must … every year").
 */
function onlyIn(words: string[], own: Set<string>, other: Set<string>): string | undefined {
  for (const w of words) if (own.has(w) && !other.has(w)) return w;
  return undefined;
}

/** FLIPS group indices of each flip word: a group neither side uses cannot flip. */
const FLIP_GROUPS = new Map<string, number[]>();
FLIPS.forEach(([left, right], i) => {
  for (const w of [...left, ...right]) FLIP_GROUPS.set(w, [...(FLIP_GROUPS.get(w) ?? []), i]);
});

/** The FLIPS groups whose words either side uses, in FLIPS order. */
function flipGroupsIn(a: Set<string>, b: Set<string>): number[] {
  const out: number[] = [];
  for (const side of [a, b])
    for (const w of side) {
      const groups = FLIP_GROUPS.get(w);
      if (groups) for (const i of groups) if (!out.includes(i)) out.push(i);
    }
  return out.length > 1 ? out.sort((x, y) => x - y) : out;
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
]);

/** Whether a sentence (as words() tokens) is negative: a negation or a negative predicate. */
function negative(tokens: string[]): boolean {
  return tokens.some(
    (t, i) => NEGATIONS.has(t) || NEGATIVE_PREDICATES.has(t) || zeroNegates(tokens, i),
  );
}

const RESTRICTIVE = new Set(["only", "solely", "exclusively"]);
const COMPLEMENT = new Set(["outside", "except", "other", "besides", "beyond", "else", "unless"]);

/**
 * "Deliveries go to Canada only" restates "we do not ship outside Canada": a restriction on
 * one side is a negated complement on the other. Both parts are needed on the negative side,
 * so "we ship only to P.O. boxes" still contradicts "we do not ship to P.O. boxes".
 */
function restatesRestriction(restricted: string[], negated: string[]): boolean {
  return (
    restricted.some((t) => RESTRICTIVE.has(t)) &&
    !negative(restricted) &&
    negated.some((t) => NEGATIONS.has(t)) &&
    negated.some((t) => COMPLEMENT.has(t))
  );
}

/**
 * "Bikes are allowed outside peak hours" restates "bikes aren't allowed during the peak": a
 * positive statement about the complement ("outside", "except") is the negated statement
 * about the thing itself. The negative side must not use that complement word, so "bikes are
 * not allowed outside peak hours" still contradicts.
 */
function restatesComplement(positive: string[], negated: string[]): boolean {
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
function saidElsewhere(
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
function otherSubject(stem: string, negClauses: string[][], otherStems: Set<string>): boolean {
  const clause = negClauses.find((c) => negative(c) && c.some((w) => contentStem(w) === stem));
  if (!clause) return false;
  const at = clause.findIndex((w, i) => negatesAt(clause, i) || NEGATIVE_PREDICATES.has(w));
  const subject = stemsOf(clause.slice(0, at));
  subject.delete(stem);
  if (subject.size === 0) return false;
  const shared = [...subject].filter((t) => otherStems.has(t)).length;
  return shared * 2 < subject.size;
}

/**
 * Both sides negate within the same clause, each a different word of it: "cannot be refilled
 * through the app" against "requested at the counter, not in the app". The other side's
 * negated clause holds a word of the clause in which `stem` is negated.
 */
function negationMoved(stem: string, negClauses: string[][], otherClauses: string[][]): boolean {
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
function objectOf(tokens: string[], at: number, stem: string, n = 2): Set<string> {
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
function plainUseMatches(stem: string, negating: string[], plain: string[]): boolean {
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
 * The two sides speak of different subjects: the positive clause's subject (its content words
 * before `stem`, "the discount is applied automatically") is nowhere in the negated clause,
 * and that clause's own subject ("customers don't need to apply") shares nothing with it. A
 * subject the negated clause names ("the discount is not applied") keeps the flip, and so does
 * a clause that opens with the word ("applied automatically").
 */
function subjectsDiffer(stem: string, negClauses: string[][], posClauses: string[][]): boolean {
  const neg = negClauses.find((c) => negative(c) && c.some((w) => contentStem(w) === stem));
  const pos = posClauses.find((c) => !negative(c) && c.some((w) => contentStem(w) === stem));
  if (!neg || !pos) return false;
  const posSubject = stemsOf(
    pos.slice(
      0,
      pos.findIndex((w) => contentStem(w) === stem),
    ),
  );
  const at = neg.findIndex((w, i) => negatesAt(neg, i) || NEGATIVE_PREDICATES.has(w));
  const negSubject = stemsOf(neg.slice(0, at));
  posSubject.delete(stem);
  negSubject.delete(stem);
  if (posSubject.size === 0 || negSubject.size === 0) return false;
  const negStems = stemsOf(neg);
  return (
    ![...posSubject].some((t) => negStems.has(t)) && ![...negSubject].some((t) => posSubject.has(t))
  );
}

/** Whether some clause holding `stem` is negative. */
function negativeClauseHolds(stem: string, clauses: string[][]): boolean {
  return clauses.some((c) => negative(c) && c.some((w) => contentStem(w) === stem));
}

/**
 * A sentence's clauses as words() tokens, for polarity: "water is allowed" keeps its sign
 * beside "require no food" in the same sentence.
 */
export function clauseTokens(text: string): string[][] {
  const parts = text.split(POLARITY_BREAK);
  const out: string[][] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const c = words(parts[i]!);
    // "unless another member has reserved it" is "if no other member has reserved it".
    if ((parts[i - 1] ?? "").trim().toLowerCase() === "unless") c.unshift("not");
    // "…, rather than refunded" negates its own clause (replacePhraseSynonyms).
    else if (/^(?:rather than|instead of)$/i.test((parts[i - 1] ?? "").trim())) c.unshift("not");
    if (c.length > 0) out.push(c);
  }
  return out;
}

/**
 * Clause breaks for polarity: as splitClauses, but "or" and "nor" do not break, since a
 * negation scopes over both sides of them ("neither party is liable for lost profits or
 * indirect damages"). The breaks are captured so that "unless" can mark its clause.
 */
const POLARITY_BREAK =
  /([;:,()]|\s(?:-|and|but|so|while|whereas|because|although|though|unless|when|if|once|until)\s|\s(?:rather than|instead of)\s(?=[a-z]+(?:ed|en|ing)\b))/i;

/**
 * A word negated by its prefix, "un…" or "non…", whose bare form the other side uses (and
 * its own side does not):
 * "undamaged" against "damaged" reads as "not damaged", so it flips like any negation, and
 * "is not damaged" restates it. Only where the other side has the bare word, so "under",
 * "unit" or "understand" are never taken apart.
 */
function unfoldNegativePrefix(tokens: string[], otherStems: Set<string>): string[] {
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
function negatedOn(word: string, negated: Set<string>): boolean {
  const s = contentStem(word);
  return s !== null && negated.has(s);
}

/**
 * Verbs after which "may" hedges rather than permits: "points may expire", "may need a
 * signature", "may require a note" say "might"; "may bring", "may cancel" grant a permission.
 */
const HEDGED_AFTER_MAY = new Set([
  "need",
  "require",
  "expire",
  "vary",
  "differ",
  "change",
  "incur",
  "occur",
  "happen",
  "apply",
  "lapse",
]);

/** "may" before a verb of chance or necessity reads as "might" (a hedge, see FLIPS). */
function hedgedMay(tokens: string[]): string[] {
  let out: string[] | null = null;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] === "may" && HEDGED_AFTER_MAY.has(tokens[i + 1] ?? "")) {
      out ??= [...tokens];
      out[i] = "might";
    }
  }
  return out ?? tokens;
}

const COMPARATIVES = new Set(["more", "less", "fewer", "higher", "lower"]);

/**
 * "£8 a month more than Plus": a comparative after a figure and before "than" states a
 * difference between two things (derivation.ts checks the figure), not a rise or a fall, so
 * it flips no "reduced" in the context (fifth round). "prices rose" keeps its direction.
 */
function differenceComparative(tokens: string[], i: number): boolean {
  if (!COMPARATIVES.has(tokens[i]!) || tokens[i + 1] !== "than") return false;
  for (let j = Math.max(0, i - 4); j < i; j++) if (/^\d/.test(tokens[j]!)) return true;
  return false;
}

/** The cue that makes `claim` contradict `sentence` (both as `words()` tokens), or null. */
export function contradictionCue(
  claim: string[],
  sentence: string[],
  // Built only when a negation flip needs them: most claims have none.
  clausesOf?: () => { claim: string[][]; sentence: string[][]; others?: string[][] },
): string | null {
  const a = unfoldNegativePrefix(hedgedMay(claim), stemSetOf(sentence));
  const b = unfoldNegativePrefix(hedgedMay(sentence), stemSetOf(claim));
  const shared = new Set(stemSetOf(a));
  const bStems = stemSetOf(b);
  for (const t of [...shared]) if (!bStems.has(t)) shared.delete(t);
  const na = negatedStems(a);
  const nb = negatedStems(b);
  const restated =
    restatesRestriction(a, b) ||
    restatesRestriction(b, a) ||
    restatesComplement(a, b) ||
    restatesComplement(b, a);
  for (const t of restated ? [] : shared) {
    if (na.has(t) !== nb.has(t)) {
      // Both clauses negative, each in its own words ("no fare allows" / "not permitted on
      // any fare", "is excluded from" / "we do not ship to"): the scopes differ, the
      // polarity agrees.
      const clauses = clausesOf?.();
      if (clauses && negativeClauseHolds(t, na.has(t) ? clauses.sentence : clauses.claim)) continue;
      if (clauses?.others && saidElsewhere(t, na.has(t), clauses.claim, bStems, clauses.others))
        continue;
      if (clauses) {
        const [neg, other] = na.has(t)
          ? [clauses.claim, clauses.sentence]
          : [clauses.sentence, clauses.claim];
        if (otherSubject(t, neg, na.has(t) ? bStems : stemSetOf(a))) continue;
        if (negationMoved(t, neg, other)) continue;
        if (subjectsDiffer(t, neg, other)) continue;
      }
      if (na.has(t) ? plainUseMatches(t, a, b) : plainUseMatches(t, b, a)) continue;
      if (na.has(t) ? conditionalAlternative(t, a, b) : conditionalAlternative(t, b, a)) continue;
      return na.has(t)
        ? `the answer negates "${t}…" where the context does not`
        : `the context negates "${t}…" where the answer does not`;
    }
  }
  const aSet = new Set(a.includes("than") ? a.filter((_, i) => !differenceComparative(a, i)) : a);
  const bSet = new Set(b.includes("than") ? b.filter((_, i) => !differenceComparative(b, i)) : b);
  couldForCan(aSet, bSet);
  couldForCan(bSet, aSet);
  for (const i of flipGroupsIn(aSet, bSet)) {
    const [left, right] = FLIPS[i]!;
    const aLeft = onlyIn(left, aSet, bSet);
    const aRight = onlyIn(right, aSet, bSet);
    const bLeft = onlyIn(left, bSet, aSet);
    const bRight = onlyIn(right, bSet, aSet);
    if (i === 0 && quantifyApart(a, aLeft ?? aRight, b, bLeft ?? bRight)) continue;
    if (otherSideNamed(aLeft ?? aRight, a, clausesOf)) continue;
    // A negated opposite restates ("does not open" = "is closed"): no flip then.
    if (aLeft && !aRight && bRight && !bLeft && !negatedOn(aLeft, na) && !negatedOn(bRight, nb))
      return `the answer says "${aLeft}" where the context says "${bRight}"`;
    if (aRight && !aLeft && bLeft && !bRight && !negatedOn(aRight, na) && !negatedOn(bLeft, nb))
      return `the answer says "${aRight}" where the context says "${bLeft}"`;
    // A bare statement is categorical: "logs are kept" is contradicted by "some logs are
    // kept" and "logs may be kept", though a paraphrase may strengthen it freely.
    if (i < HEDGES && aRight && HEDGE_WORDS.has(aRight) && !aLeft && !bLeft && !bRight)
      return `the answer hedges with "${aRight}" where the context states it without qualification`;
  }
  const limitFlip = unlimitedAgainstLimit(a, b) ?? unlimitedAgainstLimit(b, a);
  if (limitFlip) return limitFlip;
  return null;
}

const LESSER = new Set(["under", "below", "smaller", "less", "fewer", "lower", "cheaper"]);
const GREATER = new Set(["over", "above", "larger", "bigger", "more", "higher", "exceeding"]);

/**
 * "under $999, a flat $89 delivery charge applies" against "free on orders over $999; smaller
 * orders pay a flat $89": the sentence names both sides of the threshold, and the claim's
 * side in other words, in the clause that holds the claim's other figure (seventh round).
 * "Orders under $999 get free delivery" shares no figure with that clause, so it still flips.
 */
function otherSideNamed(
  word: string | undefined,
  claim: string[],
  clausesOf?: () => { claim: string[][]; sentence: string[][] },
): boolean {
  if (!word || !clausesOf) return false;
  const side = LESSER.has(word) ? LESSER : GREATER.has(word) ? GREATER : null;
  if (!side) return false;
  const figures = new Set(claim.filter((t) => /^\d/.test(t)));
  return clausesOf().sentence.some(
    (c) =>
      c.some((t) => side.has(t) && t !== word) &&
      c.some((t) => figures.has(t)) &&
      !c.some((t) => (side === LESSER ? GREATER : LESSER).has(t)),
  );
}

/**
 * "could" is the conditional of "can" ("with a guarantor you could pay in instalments" for
 * "you can pay"): against a side that says "can", it hedges nothing (seventh round).
 */
function couldForCan(own: Set<string>, other: Set<string>): void {
  if (own.has("could") && other.has("can") && !other.has("could")) {
    own.delete("could");
    own.add("can");
  }
}

const DETERMINERS = new Set(["all", "every", "each", "some", "most", "few", "several", "certain"]);

/**
 * Two quantifiers that quantify different things are no flip: "you'll need some protection"
 * against "every tenant must have protection" (seventh round). Only determiners directly
 * before a content word on both sides; "all servers" against "most servers" flips.
 */
function quantifyApart(a: string[], aWord?: string, b?: string[], bWord?: string): boolean {
  if (!aWord || !bWord || !b) return false;
  const qa = quantifiedStem(a, aWord);
  const qb = quantifiedStem(b, bWord);
  return qa !== null && qb !== null && qa !== qb;
}

function quantifiedStem(tokens: string[], word: string): string | null {
  if (!DETERMINERS.has(word)) return null;
  const i = tokens.indexOf(word);
  return i < 0 ? null : contentStem(tokens[i + 1] ?? "");
}

const ALTERNATIVE = new Set(["or", "otherwise", "else", "failing"]);

/**
 * "if it isn't returned within 30 days, there's a £60 charge" restates "must be returned
 * within 30 days, or a £60 fee is charged": a negation under "if" on one side is the
 * alternative after "or" on the other (seventh round).
 */
function conditionalAlternative(stem: string, negating: string[], plain: string[]): boolean {
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

const LIMIT_WORDS = new Set(["maximum", "limit", "limits", "limited", "cap", "capped"]);

/**
 * "no daily limit" reads as "unlimited daily" (limits.ts); a side that states a limit on
 * the same thing ("the daily limit is $500") flips it. Only on the word "unlimited" scopes,
 * so "unlimited calls" flips no cap on data.
 */
function unlimitedAgainstLimit(free: string[], limited: string[]): string | null {
  const at = free.indexOf("unlimited");
  if (at < 0 || limited.includes("unlimited") || !limited.some((t) => LIMIT_WORDS.has(t)))
    return null;
  const what = contentStem(free[at + 1] ?? "");
  if (what === null || !stemsOf(limited).has(what)) return null;
  return `"${free[at + 1]}" is unlimited on one side and limited on the other`;
}
