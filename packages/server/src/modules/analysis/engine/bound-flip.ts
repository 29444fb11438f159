import { NUMBER_WORDS, UNIT_WORDS } from "./lexicon";

/**
 * A bound turned around on a figure (s15 smoke round): "at least 3 months" against "up to 3
 * months", "no more than 2 bags" against "a minimum of 2 bags". The words() stream already reads every
 * limit phrase as one word ("at least", "or older" → minimum; "up to", "at most" → maximum;
 * "younger than" → under), so a figure's bound is the limit word just before it or just after
 * it and its unit. A claim anchored by its figures (anchor.ts) may share few other words with
 * its sentence, under the bar at which the general flip check reads it; the figure it bounds
 * the other way is the whole error.
 */

/**
 * Limit words by the side of the figure they bound. Not "over" and "under": they name a range
 * as often as they bound one ("anything over £2,500 must be listed" beside "a single-item
 * limit of £2,500", "£420 over the year"), which the general flip check reads with its scope.
 */
const SIDE: Record<string, "lower" | "upper"> = { minimum: "lower", maximum: "upper" };

const DIGITS = /^[0-9][0-9,]*(?:\.[0-9]+)?$/;
const COMMAS = /,/g;

/** The value a token writes ("21", "1,000", "three"), or null. */
function tokenValue(token: string): number | null {
  if (DIGITS.test(token)) return Number(token.replace(COMMAS, ""));
  return Object.hasOwn(NUMBER_WORDS, token) ? NUMBER_WORDS[token]! : null;
}

/** The limit word on the figure at `i`: "minimum 21", "21 minimum", "21 years minimum", "3 or more". */
function boundAt(tokens: string[], i: number): string | null {
  const before = tokens[i - 1];
  if (before !== undefined && Object.hasOwn(SIDE, before)) return before;
  let j = i + 1;
  while (j < tokens.length && UNIT_WORDS.has(tokens[j]!)) j++;
  if (tokens[j] === "and" || tokens[j] === "or") j++;
  const after = tokens[j];
  return after !== undefined && Object.hasOwn(SIDE, after) ? after : null;
}

/** Each bounded figure of a token stream: its value and its limit word. */
function boundedFigures(tokens: string[]): [number, string][] {
  const out: [number, string][] = [];
  for (let i = 0; i < tokens.length; i++) {
    const v = tokenValue(tokens[i]!);
    if (v === null) continue;
    const bound = boundAt(tokens, i);
    if (bound) out.push([v, bound]);
  }
  return out;
}

/**
 * The cue when the claim bounds one of `figures` (its facts' values) from the other side than
 * the sentence bounds the same value, or null. A figure the sentence leaves unbounded, or
 * bounds twice, decides nothing.
 */
export function boundFlip(claim: string[], sentence: string[], figures: number[]): string | null {
  if (!claim.some((t) => Object.hasOwn(SIDE, t))) return null;
  const theirs = boundedFigures(sentence);
  if (theirs.length === 0) return null;
  for (const [v, mine] of boundedFigures(claim)) {
    if (!figures.includes(v)) continue;
    const other = theirs.filter(([w]) => w === v);
    if (other.length !== 1) continue;
    const [, said] = other[0]!;
    if (SIDE[said] !== SIDE[mine])
      return `the answer says "${mine}" ${v} where the context says "${said}" ${v}`;
  }
  return null;
}
