import { NEGATIONS, NUMBER_WORDS, UNIT_WORDS } from "./lexicon";
import { contentStem } from "./text";

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
 * limit of £2,500", "£420 over the year"), which the general flip check reads with its scope;
 * rangeFlip reads them, on the context's side only, where nothing else bounds the figure.
 */
const SIDE: Record<string, "lower" | "upper"> = { minimum: "lower", maximum: "upper" };

const DIGITS = /^[0-9][0-9,]*(?:\.[0-9]+)?$/;
const COMMAS = /,/g;

/** The value a token writes ("21", "1,000", "three"), or null. */
function tokenValue(token: string): number | null {
  if (DIGITS.test(token)) return Number(token.replace(COMMAS, ""));
  return Object.hasOwn(NUMBER_WORDS, token) ? NUMBER_WORDS[token]! : null;
}

/**
 * Range words before a figure, by the side of it the range lies on: "drivers under 25" are
 * below 25, "bags over 23 kg" above. Read on the context's side only, by rangeFlip.
 */
const RANGE: Record<string, "lower" | "upper"> = {
  under: "upper",
  below: "upper",
  over: "lower",
  above: "lower",
};

/** The limit word on the figure at `i`: "minimum 21", "21 minimum", "21 years minimum", "3 or more". */
function boundAt(tokens: string[], i: number, ranges = false): string | null {
  const before = tokens[i - 1];
  if (before !== undefined && Object.hasOwn(SIDE, before)) return before;
  if (ranges && before !== undefined && Object.hasOwn(RANGE, before)) return before;
  let j = i + 1;
  while (j < tokens.length && UNIT_WORDS.has(tokens[j]!)) j++;
  if (tokens[j] === "and" || tokens[j] === "or") j++;
  const after = tokens[j];
  return after !== undefined && Object.hasOwn(SIDE, after) ? after : null;
}

/**
 * The side of an event a bounded duration lies on: "at least 3 days before the start" (or
 * "in advance", "prior to", "ahead of", read as "before"/"advance"), "at most 10 days after
 * the move" (or "of", "from"); null when no event follows.
 */
function directionAt(tokens: string[], i: number): "before" | "after" | null {
  let j = i + 1;
  while (j < tokens.length && UNIT_WORDS.has(tokens[j]!)) j++;
  const next = tokens[j];
  if (next === "before" || next === "advance") return "before";
  if (next === "after" || next === "of" || next === "from") return "after";
  return null;
}

/**
 * Two bounds on one duration that face opposite sides of their event bound different moments,
 * not one turned around (s19): "documents arriving within four weeks of the deadline pay a
 * fee" beside "send them at least 4 weeks before the deadline"; "at least 10 days after"
 * against "within 10 days of" still flips.
 */
function facesApart(a: string[], aWord: string, b: string[], bWord: string): boolean {
  if (
    !a.includes("before") &&
    !a.includes("advance") &&
    !b.includes("before") &&
    !b.includes("advance")
  )
    return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== aWord) continue;
    const v = tokenValue(a[i + 1] ?? "");
    const mine = v === null ? null : directionAt(a, i + 1);
    if (mine === null) continue;
    for (let k = 0; k + 1 < b.length; k++)
      if (b[k] === bWord && tokenValue(b[k + 1]!) === v) {
        const theirs = directionAt(b, k + 1);
        if (theirs !== null && theirs !== mine) return true;
      }
  }
  return false;
}

/** Each bounded figure of a token stream: its value and its limit word. */
function boundedFigures(tokens: string[], ranges = false): [number, string, string][] {
  const out: [number, string, string][] = [];
  for (let i = 0; i < tokens.length; i++) {
    const v = tokenValue(tokens[i]!);
    if (v === null) continue;
    const bound = boundAt(tokens, i, ranges);
    if (bound) out.push([v, bound, unitAfter(tokens, i)]);
  }
  return out;
}

/**
 * The unit after the figure at `i`, singular: a unit word ("kg", "years") or a counted plural
 * noun ("nights", "bags"); "" when a verb or a stop-word follows ("under 25 pay").
 */
function unitAfter(tokens: string[], i: number): string {
  const next = tokens[i + 1];
  if (next === undefined) return "";
  if (UNIT_WORDS.has(next) || (PLURAL.test(next) && contentStem(next) !== null))
    return next.replace(/s$/, "");
  return "";
}

const PLURAL = /[^su]s$/;

/** Two figures' units are one: the same word, or an age written with "years" and without. */
function sameUnit(a: string, b: string): boolean {
  return a === b || (a === "" && b === "year") || (a === "year" && b === "");
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
    if (SIDE[said] !== SIDE[mine] && !facesApart(claim, mine, sentence, said))
      return `the answer says "${mine}" ${v} where the context says "${said}" ${v}`;
  }
  return null;
}

const sideOf = (word: string) => SIDE[word] ?? RANGE[word];

/**
 * A bound the claim puts on a figure that the anchor's sentences give only as a range on the
 * other side (s15 smoke, second round): "you need to be at least 25 to rent a car" against
 * "The minimum age to rent is 21. Drivers under 25 pay a young driver surcharge": the figure
 * anchors the claim in a sentence where it plays another role. Only when no sentence bounds
 * the figure on the claim's side, and neither the claim nor that sentence negates ("drivers
 * aged 25 or over pay no surcharge" restates the range's complement).
 */
export function rangeFlip(
  claim: string[],
  sentences: string[][],
  figures: number[],
): { cue: string; at: number } | null {
  if (!claim.some((t) => Object.hasOwn(SIDE, t)) || claim.some((t) => NEGATIONS.has(t)))
    return null;
  const read = sentences.map((s) => boundedFigures(s, true));
  for (const [v, mine, unit] of boundedFigures(claim)) {
    if (!figures.includes(v)) continue;
    const all = read.flatMap((r) => r.filter(([w, , u]) => w === v && sameUnit(u, unit)));
    if (all.length !== 1 || sideOf(all[0]![1]) === SIDE[mine]) continue;
    const at = read.findIndex((r) => r.includes(all[0]!));
    if (sentences[at]!.some((t) => NEGATIONS.has(t))) continue;
    return {
      cue: `the answer says "${mine}" ${v} where the context says "${all[0]![1]}" ${v}`,
      at,
    };
  }
  return null;
}

/**
 * A negation on the other side of a range (s15 smoke, third round): "Drivers aged 25 or over
 * pay no young driver surcharge" against "Drivers under 25 pay a young driver surcharge". The
 * negating side bounds a figure from one side and the plain side bounds the same figure, once
 * each, from the other: the two speak of complementary groups, so the negation restates the
 * rule rather than flipping it. "Drivers under 25 pay no surcharge" bounds it from the same
 * side and still flips.
 */
export function negatedComplement(negating: string[], plain: string[]): boolean {
  const theirs = boundedFigures(plain, true);
  if (theirs.length === 0) return false;
  for (const [v, mine, unit] of boundedFigures(negating, true)) {
    const other = theirs.filter(([w, , u]) => w === v && sameUnit(u, unit));
    if (other.length === 1 && sideOf(other[0]![1]) !== sideOf(mine)) return true;
  }
  return false;
}

/**
 * The figures a limit or range word bounds in a token stream: the figure right after it
 * ("under 25", "minimum 21") or right before it and its unit ("21 years minimum"); null when
 * one use of the word bounds no figure (it then speaks of something else too).
 */
function figuresBoundBy(tokens: string[], word: string): number[] | null {
  const out: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] !== word) continue;
    const next = tokenValue(tokens[i + 1] ?? "");
    if (next !== null) {
      out.push(next);
      continue;
    }
    let j = i - 1;
    while (j >= 0 && UNIT_WORDS.has(tokens[j]!)) j--;
    if (tokens[j] === "and" || tokens[j] === "or") j--;
    const before = j >= 0 ? tokenValue(tokens[j]!) : null;
    if (before === null) return null;
    out.push(before);
  }
  return out.length > 0 ? out : null;
}

/**
 * Two limit words that bound different figures are two thresholds, not one turned around
 * (s18 smoke): "you need to be at least 21" against "drivers under 25 pay a surcharge", "up to
 * 20 children" against "at least 4 weeks' notice". Only when every use of each word bounds a
 * figure and no figure is bounded on both sides; a bound turned on the same figure ("at least
 * 21" against "under 21") still flips. `byFigure` false ("maximum" against "minimum", whose
 * figures may be in other units): only bounds facing two sides of their event (`facesApart`).
 */
export function boundsApart(
  a: string[],
  aWord: string,
  b: string[],
  bWord: string,
  byFigure = true,
): boolean {
  if (byFigure) {
    const mine = figuresBoundBy(a, aWord);
    const theirs = figuresBoundBy(b, bWord);
    if (mine && theirs && !mine.some((v) => theirs.includes(v))) return true;
  } else {
    // "maximum" against "minimum" may bound one figure in two units ("2 hours" / "120
    // minutes"), never an age and a duration: "be 16 minimum" is no "maximum 10 minutes" (s21).
    const mine = kindsBoundBy(a, aWord);
    const theirs = kindsBoundBy(b, bWord);
    if (mine && theirs && !mine.some((k) => theirs.includes(k))) return true;
  }
  return facesApart(a, aWord, b, bWord);
}

const TIME_UNITS = new Set(
  "ms millisecond second sec min minute hr hour day week fortnight month year yr".split(" "),
);

/**
 * What the figures a limit word bounds measure: "time" for a duration, "plain" for a bare
 * figure (an age or a count), any other unit as itself; "year" is both (an age is written with
 * "years" and without). Null when one use of the word bounds no figure.
 */
function kindsBoundBy(tokens: string[], word: string): string[] | null {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] !== word) continue;
    let at = -1;
    if (tokenValue(tokens[i + 1] ?? "") !== null) at = i + 1;
    else if (i > 0 && tokenValue(tokens[i - 1]!) !== null) at = i - 1;
    if (at < 0) return null;
    const unit = unitAfter(tokens, at);
    if (unit === "year") out.push("time", "plain");
    else out.push(unit === "" ? "plain" : TIME_UNITS.has(unit) ? "time" : unit);
  }
  return out.length > 0 ? out : null;
}
