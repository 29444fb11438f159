import { NEGATIONS } from "./lexicon";
import { contentStem } from "./text";

/**
 * Contradiction cues between a claim and a context sentence that says nearly the same thing:
 * a negation that scopes a shared word on one side only, or a quantifier, modal or direction
 * word swapped for its opposite ("all" → "some", "will" → "may", "before" → "after").
 */

/** Opposed word classes: a claim using one side against a sentence using the other flips it. */
const FLIPS: [string[], string[]][] = [
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
    ["closed", "close", "closes", "shut", "shuts"],
  ],
];

/** The first FLIPS groups are quantifiers and modals, whose weaker side hedges a bare statement. */
const HEDGES = 2;
/**
 * The weaker words that hedge on their own. "may" and "can" are left out: in policies they
 * grant permission ("each key may make up to 100 requests") far more often than they hedge.
 */
const HEDGE_WORDS = new Set([
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

/** Stems a negation scopes: the first content word within five words after it ("not have to be submitted"). */
function negatedStems(tokens: string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    if (!NEGATIONS.has(tokens[i]!)) continue;
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
 * The first of `words` that `own` uses and `other` does not. Words both sides use cancel out:
 * "every year" in both does not hide "all" → "some" in the subject ("Some employees must …
 * every year" against "All employees must … every year").
 */
function onlyIn(words: string[], own: Set<string>, other: Set<string>): string | undefined {
  for (const w of words) if (own.has(w) && !other.has(w)) return w;
  return undefined;
}

/** Whether `word` is in the scope of a negation of its sentence. */
function negatedOn(word: string, negated: Set<string>): boolean {
  const s = contentStem(word);
  return s !== null && negated.has(s);
}

/** The cue that makes `claim` contradict `sentence` (both as `words()` tokens), or null. */
export function contradictionCue(claim: string[], sentence: string[]): string | null {
  const a = claim;
  const b = sentence;
  const shared = stemsOf(a);
  const bStems = stemsOf(b);
  for (const t of [...shared]) if (!bStems.has(t)) shared.delete(t);
  const na = negatedStems(a);
  const nb = negatedStems(b);
  for (const t of shared) {
    if (na.has(t) !== nb.has(t)) {
      return na.has(t)
        ? `the answer negates "${t}…" where the context does not`
        : `the context negates "${t}…" where the answer does not`;
    }
  }
  const aSet = new Set(a);
  const bSet = new Set(b);
  for (const [i, [left, right]] of FLIPS.entries()) {
    const aLeft = onlyIn(left, aSet, bSet);
    const aRight = onlyIn(right, aSet, bSet);
    const bLeft = onlyIn(left, bSet, aSet);
    const bRight = onlyIn(right, bSet, aSet);
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
  return null;
}
