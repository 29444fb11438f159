import { anyHourAgainstHours } from "./any-hour";
import { boundsApart, negatedComplement } from "./bound-flip";
import { negatedLeftover } from "./but-not";
import { termEndNamed } from "./directed-date";
import { conditionRestatesWithout } from "./double-negation";
import { ellipticalHalf } from "./ellipsis";
import { eventsInOrder } from "./event-order";
import { exceptionAllowed, exceptionNamed } from "./exception-named";
import {
  BOUND_GROUPS,
  complementExcluded,
  couldForCan,
  differenceComparative,
  flipGroupsIn,
  flipNegated,
  hedgedIn,
  LIMIT_GROUPS,
  onlyIn,
  otherSideNamed,
  quantifyApart,
  unlimitedAgainstLimit,
} from "./flip-filters";
import { FLIPS, HEDGE_WORDS, HEDGES, POLAR_FROM } from "./flip-words";
import { memoised } from "./memo";
import { necessityRespelled, sentenceNecessityRespelled } from "./necessity";
import { sameNegatedObject } from "./negated-object";
import { negatedSynonyms, respelled } from "./negated-synonym";
import {
  negationMoved,
  negativeClauseHolds,
  otherSubject,
  saidElsewhere,
  subjectsDiffer,
} from "./negation-elsewhere";
import {
  conditionalAlternative,
  negationBounds,
  plainUseMatches,
  restatesComplement,
  restatesRestriction,
} from "./negation-restates";
import {
  NEGATIVE_PREDICATE_STEMS,
  negatedStems,
  stemsOf,
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
import { unlessAsIf } from "./unless-if";

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
const START_END = FLIPS.findIndex(([left]) => left.includes("started"));
/** Collecting against returning; the claim's word in another close sentence is that sentence's event. */
const COLLECT_RETURN = FLIPS.findIndex(([left]) => left.includes("collect"));

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
          // "without" negates only its object, against a side that states its negation
          // outright ("missed appointments aren't charged", "pets are not allowed without
          // consent"), not under a condition ("if you can't make a booked class").
          !(na.has(t) ? a : b).some((w) => CONDITION.has(w)),
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
        if (na.has(t) && negatedLeftover(t, clauses.claim, clauses.sentence)) continue;
        if (!na.has(t) && exceptionNamed(t, b, clauses.sentence, clauses.claim)) continue;
      }
      if (na.has(t) ? plainUseMatches(t, a, b) : plainUseMatches(t, b, a)) continue;
      if (na.has(t) ? conditionalAlternative(t, a, b) : conditionalAlternative(t, b, a)) continue;
      if (na.has(t) ? unlessAsIf(t, a, b) : unlessAsIf(t, b, a)) continue;
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
      (BOUND_GROUPS.has(i) || LIMIT_GROUPS.has(i)) &&
      (aLeft ?? aRight) &&
      (bLeft ?? bRight) &&
      boundsApart(a, (aLeft ?? aRight)!, b, (bLeft ?? bRight)!, BOUND_GROUPS.has(i))
    )
      continue;
    if (aLeft && bRight && exceptionAllowed(i, aLeft, bRight, b, clausesOf)) continue;
    if (i === START_END && aRight && termEndNamed(a.join(" "), b.join(" "))) continue;
    const mine = aLeft ? left : right;
    if (i === COLLECT_RETURN && clausesOf?.().others?.some((o) => o.some((t) => mine.includes(t))))
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
    if (
      i < HEDGES &&
      aRight &&
      HEDGE_WORDS.has(aRight) &&
      !aLeft &&
      !bLeft &&
      !bRight &&
      !hedgedIn(bSet)
    )
      return `the answer hedges with "${aRight}" where the context states it without qualification`;
    // The claim's quantifier is on another noun of the sentence too: read it on its noun.
    if (i === 0 && !aLeft && !aRight) {
      const cue = quantifiedNounFlip(a, b);
      if (cue) return cue;
    }
  }
  const anyHour = anyHourAgainstHours(a, b, clausesOf);
  if (anyHour || polarOnly) return anyHour;
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
