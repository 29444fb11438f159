import { NEGATIONS } from "./lexicon";
import { withoutAdverbs } from "./subject-adverbs";
import { contentStem } from "./text";

/**
 * Where a negation reaches, for contradiction.ts: the words a "not" (or a zero, a negative
 * predicate, an "un-"/"non-" prefix) scopes. The readings under which a negation on one side
 * only is no flip live beside it: negation-restates.ts (the negated side restates the plain
 * one) and negation-elsewhere.ts (the negation speaks of another clause or subject).
 */

/**
 * A zero quantity before a word negates it (fifth round): "0% interest" is "no interest", "£0
 * fee" is "no fee". Only the very next word, and only a content word: "aged 0 to 5" negates
 * nothing.
 */
const ZERO = new Set(["0", "zero"]);
export function zeroNegates(tokens: string[], i: number): boolean {
  return ZERO.has(tokens[i]!) && contentStem(tokens[i + 1] ?? "") !== null;
}

/** Whether the token at `i` negates what follows: a negation, or a zero quantity before a word. */
export function negatesAt(tokens: string[], i: number): boolean {
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

/** The content stems of the clauses that hold `stem`, `stem` included. */
export function stemsOfClausesHolding(stem: string, clauses: string[][]): Set<string> {
  const out = new Set<string>();
  for (const c of clauses) {
    const stems = stemsOf(c);
    if (stems.has(stem)) for (const t of stems) out.add(t);
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

/**
 * Positions of the tokens a negation scopes (as negatedStems, by index): "Deleting a volume
 * does not delete its snapshots" negates the second "delete" only.
 */
export function negatedPositions(tokens: string[]): Set<number> {
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
    withoutAdverbs(
      pos.slice(
        0,
        pos.findIndex((w) => contentStem(w) === stem),
      ),
    ),
  );
  posSubject.delete(stem);
  return { neg, pos, posSubject };
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
