import { boundsApart, negatedComplement } from "./bound-flip";
import { conditionRestatesWithout } from "./double-negation";
import { ellipticalHalf } from "./ellipsis";
import { eventsInOrder } from "./event-order";
import { exceptionNamed } from "./exception-named";
import { FLIPS, HEDGE_WORDS, HEDGES, POLAR_FROM, PREDICATES_FROM } from "./flip-words";
import { memoised } from "./memo";
import { necessityRespelled, sentenceNecessityRespelled } from "./necessity";
import { sameNegatedObject } from "./negated-object";
import { negatedSynonyms, respelled } from "./negated-synonym";
import {
  conditionalAlternative,
  NEGATIVE_PREDICATE_STEMS,
  negatedOn,
  negatedStems,
  negationBounds,
  negationMoved,
  negationReaches,
  negative,
  negativeClauseHolds,
  otherSubject,
  plainUseMatches,
  restatesComplement,
  restatesRestriction,
  saidElsewhere,
  stemsOf,
  subjectsDiffer,
  unfoldNegativePrefix,
} from "./negation-scope";
import { namesRangeEnd, OPEN_CLOSE } from "./opening-hours";
import { sameItemSentences } from "./parallel-items";
import { subjectIsObject } from "./passive-object";
import { permissionRespelled } from "./permission";
import { quantifiedNounFlip } from "./quantified-noun";
import { hedgedMay, unquantified } from "./quantifier-reading";
import { negationRestatedElsewhere } from "./restated-negation";
import {
  droppedThreshold,
  exceptionIncluded,
  freeAgainstFee,
  mayDropThreshold,
  swappedOnlyScope,
} from "./restriction";
import { contentStem, words } from "./text";

/**
 * Contradiction cues between a claim and a context sentence that says nearly the same thing:
 * a negation that scopes a shared word on one side only, or a quantifier, modal or direction
 * word swapped for its opposite ("all" → "some", "will" → "may", "before" → "after").
 */

/**
 * `read` kept per token array for the analysis: a context sentence's tokens meet every claim,
 * a claim's each of its close sentences. The results are shared; callers only read them.
 */
const perTokenArray = <T>(read: (tokens: string[]) => T) => memoised<string[], T>(read);

const stemSetOf = perTokenArray(stemsOf);
const negatedStemsOf = perTokenArray(negatedStems);
/**
 * The words of a side for the flip check (read only: couldForCan copies before it changes
 * one). A comparative stating a difference ("£8 more than Plus") is left out.
 */
const wordSetOf = perTokenArray(
  (tokens) =>
    new Set(
      tokens.includes("than") ? tokens.filter((_, i) => !differenceComparative(tokens, i)) : tokens,
    ),
);

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

/** Words that put a claim's negation under a condition. */
const CONDITION = new Set(["if", "unless", "when", "once", "until"]);

/**
 * Clause breaks for polarity: as splitClauses, but "or" and "nor" do not break, since a
 * negation scopes over both sides of them ("neither party is liable for lost profits or
 * indirect damages"). The breaks are captured so that "unless" can mark its clause.
 */
const POLARITY_BREAK =
  /([;:,()]|\s(?:-|and|but|so|while|whereas|because|although|though|unless|when|if|once|until)\s|\s(?:rather than|instead of)\s(?=[a-z]+(?:ed|en|ing)\b))/i;

/**
 * A side's tokens as the flip check reads them, kept per token array: a context sentence meets
 * every claim, and a rewritten array would miss the sets kept for it above.
 */
const sentenceSide = perTokenArray((tokens) => unquantified(hedgedMay(tokens)));
const claimSide = perTokenArray((tokens) => particleHedge(sentenceSide(tokens)));

const WEAKER = new Set(FLIPS[0]![1]);

/**
 * "Generally, yes: the majority of our servers …": a hedge opening the answer qualifies the
 * "yes", and the claim's own quantifier ("most") says the same again (eighth round). Dropped
 * only where such a second hedge follows, so "Usually, yes: servers …" still reads its hedge.
 */
function particleHedge(tokens: string[]): string[] {
  if (!WEAKER.has(tokens[0] ?? "") || (tokens[1] !== "yes" && tokens[1] !== "no")) return tokens;
  for (let i = 2; i < tokens.length; i++) if (WEAKER.has(tokens[i]!)) return tokens.slice(1);
  return tokens;
}

const REQUIRED_STEM = contentStem("required");
const BEFORE_AFTER = FLIPS.findIndex(([left]) => left.includes("before"));

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
  ownClaim: string[],
  ownSentence: string[],
  // Built only when a negation flip needs them: most claims have none.
  buildClauses?: () => { claim: string[][]; sentence: string[][]; others?: string[][] },
  // Negations and polar predicates only (pair-flip.ts): a sentence the claim only partly
  // shares says nothing of its quantifiers, modals, bounds or prices.
  polarOnly = false,
): string | null {
  // A negated word the other side says in a synonym is read as the other side's word.
  const pairs = negatedSynonyms(ownClaim, ownSentence);
  const synonymous = pairs ? respelled(ownClaim, pairs) : ownClaim;
  // "you can bring" read as "allowed" against "dogs are not allowed" (permission.ts).
  const permission = permissionRespelled(synonymous, ownSentence);
  // "don't need to attend" read as "not mandatory" against "is mandatory" (necessity.ts).
  const necessity = permission ? null : necessityRespelled(synonymous, ownSentence);
  const claim = permission ?? necessity ?? synonymous;
  // "must submit" read as "required" against "references are not required" (necessity.ts).
  const necessarySentence = necessity ? null : sentenceNecessityRespelled(claim, ownSentence);
  const sentence = necessarySentence ?? ownSentence;
  // Built once per call, whichever checks ask for them (negation flips, threshold sides).
  let clauses: ReturnType<NonNullable<typeof buildClauses>> | undefined;
  const clausesOf =
    buildClauses &&
    (() => {
      if (clauses) return clauses;
      const built = buildClauses();
      clauses =
        pairs || permission || necessity
          ? { ...built, claim: built.claim.map((c) => claimClause(c, sentence, pairs)) }
          : built;
      if (necessarySentence)
        clauses = {
          ...clauses,
          sentence: clauses.sentence.map((c) => sentenceNecessityRespelled(claim, c) ?? c),
        };
      return clauses;
    });
  const a = unfoldNegativePrefix(claimSide(claim), stemSetOf(sentence));
  const b = unfoldNegativePrefix(sentenceSide(sentence), stemSetOf(claim));
  const aStems = stemSetOf(a);
  const bStems = stemSetOf(b);
  const na = negatedStemsOf(a);
  const nb = negatedStemsOf(b);
  const restated =
    restatesRestriction(a, b) ||
    restatesRestriction(b, a) ||
    restatesComplement(a, b) ||
    restatesComplement(b, a);
  // The stems both sides use, in the claim's order, read in place (no set of them is built).
  for (const t of restated ? [] : aStems) {
    if (!bStems.has(t)) continue;
    if (na.has(t) !== nb.has(t)) {
      // The sentence's modal read as "required": the claim's subject is its verb's object
      // ("references are not required" / "must submit two references"), no other subject.
      const modalRead = necessarySentence !== null && t === REQUIRED_STEM;
      // Both clauses negative, each in its own words ("no fare allows" / "not permitted on
      // any fare", "is excluded from" / "we do not ship to"): the scopes differ, the
      // polarity agrees.
      const clauses = clausesOf?.();
      // Not where the negation falls on the negative predicate itself: "not excluded" against
      // "excluded" is a flip, whatever the other side's polarity.
      if (
        clauses &&
        !modalRead &&
        !NEGATIVE_PREDICATE_STEMS.has(t) &&
        negativeClauseHolds(
          t,
          na.has(t) ? clauses.sentence : clauses.claim,
          // "without" negates only its object, against a claim that states its negation
          // outright ("missed appointments aren't charged"), not under a condition ("if you
          // can't make a booked class").
          na.has(t) && !a.some((w) => CONDITION.has(w)),
        )
      )
        continue;
      // A positive claim: sentences about a parallel item do not vouch (parallel-items.ts).
      const vouching = na.has(t) ? clauses?.others : clauses && sameItemSentences(t, clauses);
      if (vouching && saidElsewhere(t, na.has(t), clauses!.claim, bStems, vouching)) continue;
      // A negating claim that restates another close negative sentence in its own verb.
      if (
        na.has(t) &&
        clauses?.others &&
        negationRestatedElsewhere(t, clauses.claim, bStems, clauses.others)
      )
        continue;
      if (clauses && !modalRead) {
        const [neg, other] = na.has(t)
          ? [clauses.claim, clauses.sentence]
          : [clauses.sentence, clauses.claim];
        if (
          otherSubject(t, neg, na.has(t) ? bStems : stemSetOf(a), na.has(t) ? b : a) &&
          !subjectIsObject(t, neg, other)
        )
          continue;
        if (negationMoved(t, neg, other)) continue;
        if (conditionRestatesWithout(t, neg, na.has(t) ? b : a)) continue;
        if (sameNegatedObject(t, neg, other)) continue;
        if (subjectsDiffer(t, neg, other)) continue;
        if (ellipticalHalf(t, nb.has(t), clauses.claim, bStems)) continue;
        if (!na.has(t) && exceptionNamed(t, b, clauses.sentence, clauses.claim)) continue;
      }
      if (na.has(t) ? plainUseMatches(t, a, b) : plainUseMatches(t, b, a)) continue;
      if (na.has(t) ? conditionalAlternative(t, a, b) : conditionalAlternative(t, b, a)) continue;
      if (negationBounds(t, na.has(t) ? a : b)) continue;
      if (na.has(t) ? negatedComplement(a, b) : negatedComplement(b, a)) continue;
      return na.has(t)
        ? `the answer negates "${t}…" where the context does not`
        : `the context negates "${t}…" where the answer does not`;
    }
  }
  const aSet = couldForCan(wordSetOf(a), wordSetOf(b));
  const bSet = couldForCan(wordSetOf(b), aSet);
  for (const i of flipGroupsIn(aSet, bSet)) {
    if (polarOnly && i < POLAR_FROM) continue;
    const [left, right] = FLIPS[i]!;
    const aLeft = onlyIn(left, aSet, bSet);
    const aRight = onlyIn(right, aSet, bSet);
    const bLeft = onlyIn(left, bSet, aSet);
    const bRight = onlyIn(right, bSet, aSet);
    if (i === 0 && quantifyApart(a, aLeft ?? aRight, b, bLeft ?? bRight)) continue;
    if (otherSideNamed(aLeft ?? aRight, a, clausesOf)) continue;
    // "after a fail … wait" for "if you fail, wait … before another test" (event-order.ts).
    if (i === BEFORE_AFTER && eventsInOrder(a, aLeft ?? aRight, b, bLeft ?? bRight)) continue;
    if (complementExcluded(i, aLeft ?? aRight, a, bLeft ?? bRight, b)) continue;
    if (
      BOUND_GROUPS.has(i) &&
      (aLeft ?? aRight) &&
      (bLeft ?? bRight) &&
      boundsApart(a, (aLeft ?? aRight)!, b, (bLeft ?? bRight)!)
    )
      continue;
    // "closes at 11pm" against "open from 5pm to 11pm": the range's end (opening-hours.ts).
    if (i === OPEN_CLOSE && (aLeft ?? aRight) && namesRangeEnd((aLeft ?? aRight)!, !!aRight, a, b))
      continue;
    // A negated opposite restates ("does not open" = "is closed"): no flip then.
    if (
      aLeft &&
      !aRight &&
      bRight &&
      !bLeft &&
      !flipNegated(aLeft, na, a, i) &&
      !flipNegated(bRight, nb, b, i)
    )
      return `the answer says "${aLeft}" where the context says "${bRight}"`;
    if (
      aRight &&
      !aLeft &&
      bLeft &&
      !bRight &&
      !flipNegated(aRight, na, a, i) &&
      !flipNegated(bLeft, nb, b, i)
    )
      return `the answer says "${aRight}" where the context says "${bLeft}"`;
    // A bare statement is categorical: "logs are kept" is contradicted by "some logs are
    // kept" and "logs may be kept", though a paraphrase may strengthen it freely.
    if (i < HEDGES && aRight && HEDGE_WORDS.has(aRight) && !aLeft && !bLeft && !bRight)
      return `the answer hedges with "${aRight}" where the context states it without qualification`;
    // The claim's quantifier is on another noun of the sentence too: read it on its noun.
    if (i === 0 && !aLeft && !aRight) {
      const cue = quantifiedNounFlip(a, b);
      if (cue) return cue;
    }
  }
  if (polarOnly) return null;
  const limitFlip = unlimitedAgainstLimit(a, b) ?? unlimitedAgainstLimit(b, a);
  if (limitFlip) return limitFlip;
  if (clausesOf && mayDropThreshold(a, b)) {
    const dropped = droppedThreshold(a, clausesOf().sentence, clausesOf().others);
    if (dropped) return dropped;
  }
  if (clausesOf && b.includes("only")) {
    const swapped = swappedOnlyScope(a, clausesOf().sentence);
    if (swapped) return swapped;
  }
  return freeAgainstFee(a, b) ?? exceptionIncluded(a, b);
}

/** A claim clause read as contradictionCue reads the claim: synonyms respelled, permission as a word. */
function claimClause(
  clause: string[],
  sentence: string[],
  pairs: Map<string, string> | null,
): string[] {
  const own = pairs ? respelled(clause, pairs) : clause;
  return permissionRespelled(own, sentence) ?? necessityRespelled(own, sentence) ?? own;
}

/**
 * Whether a flip word is negated: scoped first by a negation or, for a predicate (group
 * `PREDICATES_FROM` on, not a quantifier, modal or bound), reached by one a few words before it
 * ("must not be left alone" restates "must be supervised").
 */
function flipNegated(word: string, negated: Set<string>, tokens: string[], group: number): boolean {
  return negatedOn(word, negated) || (group >= PREDICATES_FROM && negationReaches(tokens, word, 3));
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

/** The FLIPS groups that oppose the two sides of a threshold ("over"/"under", "above"/"below"). */
const THRESHOLD_GROUPS = new Set(
  FLIPS.flatMap(([, right], i) => (right.includes("under") || right.includes("below") ? [i] : [])),
);

/** The FLIPS groups of limit words ("minimum"/"maximum", "minimum"/"under"). */
const BOUND_GROUPS = new Set(FLIPS.flatMap(([left], i) => (left.includes("minimum") ? [i] : [])));

/**
 * "only for players aged 16 and over" against "not open to under-16s": excluding one side of
 * a threshold admits the other (eighth round). A negation that reaches one side's word only,
 * or one side only negating on the other side of the figure; both sides negated, or neither,
 * still flip.
 */
function complementExcluded(
  group: number,
  aWord: string | undefined,
  a: string[],
  bWord: string | undefined,
  b: string[],
): boolean {
  if (!THRESHOLD_GROUPS.has(group) || !aWord || !bWord) return false;
  if (negationReaches(a, aWord) !== negationReaches(b, bWord)) return true;
  // "Drivers aged 25 or over pay no surcharge" against "drivers under 25 pay a surcharge":
  // the side that negates speaks of the other side of the same figure (third round).
  return negative(a)
    ? !negative(b) && negatedComplement(a, b)
    : negative(b) && negatedComplement(b, a);
}

/**
 * "could" is the conditional of "can" ("with a guarantor you could pay in instalments" for
 * "you can pay"): against a side that says "can", it hedges nothing (seventh round).
 */
function couldForCan(own: Set<string>, other: Set<string>): Set<string> {
  if (!own.has("could") || !other.has("can") || other.has("could")) return own;
  // A copy: `own` may be the set wordSetOf keeps for its token array.
  const out = new Set(own);
  out.delete("could");
  out.add("can");
  return out;
}

const DETERMINERS = new Set(["all", "every", "each", "some", "most", "few", "several", "certain"]);

/**
 * Two quantifiers that quantify different things are no flip: "you'll need some protection"
 * against "every tenant must have protection" (seventh round). Only determiners directly
 * before a content word on both sides; "all servers" against "most servers" flips.
 */
function quantifyApart(
  a: string[],
  aWord: string | undefined,
  b: string[],
  bWord: string | undefined,
): boolean {
  if (!aWord || !bWord) return false;
  const qa = quantifiedStem(a, aWord);
  const qb = quantifiedStem(b, bWord);
  return qa !== null && qb !== null && qa !== qb;
}

function quantifiedStem(tokens: string[], word: string): string | null {
  if (!DETERMINERS.has(word)) return null;
  const i = tokens.indexOf(word);
  return i < 0 ? null : contentStem(tokens[i + 1] ?? "");
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
