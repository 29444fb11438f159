import { NEGATIONS } from "./lexicon";
import { contentStem } from "./text";

/**
 * A verb negated and then made conditional by "without" ("pets are not allowed without the
 * landlord's written consent", "refunds are not given without a receipt") is a double
 * negation: it says the verb holds with, or only if, what "without" names. A claim that
 * states the verb positively under that condition ("you can only keep a pet if the landlord
 * agrees", "refunds are given with a receipt") restates it; neither the verb nor the object
 * of "without" flips.
 *
 * Both halves are needed: on the negative side a plain negation ("not", "n't", "never") and
 * "without" at most six words after it, in one clause; on the positive side the verb, then
 * before any negation a condition word ("if", "only", "with", "once", "provided") and after it
 * a content word of what "without" governs. "allowed without consent" keeps its negation
 * reading, and "pets are allowed" alone states no condition.
 */
const CONDITIONS = new Set(["if", "only", "with", "once", "provided", "providing"]);
const REACH = 6;
const SPAN = 12;

/** The stems a "not … without …" clause negates twice: its verb's and its object's. */
function doublyNegated(clause: string[]): { verb: Set<string>; object: Set<string> } | null {
  const n = clause.findIndex((w) => NEGATIONS.has(w) && w !== "without");
  if (n < 0) return null;
  const w = clause.indexOf("without", n + 1);
  if (w < 0 || w - n > REACH) return null;
  const verb = new Set<string>();
  const object = new Set<string>();
  for (let j = n + 1; j < w; j++) {
    const s = contentStem(clause[j]!);
    if (s) verb.add(s);
  }
  for (let j = w + 1; j < Math.min(clause.length, w + REACH); j++) {
    const s = contentStem(clause[j]!);
    if (s) object.add(s);
  }
  return verb.size > 0 && object.size > 0 ? { verb, object } : null;
}

/**
 * Whether `negClauses` say "not <verb> without X", `stem` being the verb or a word of X, and
 * the positive side (`positive`, its whole tokens) says "<verb> … if/only/with … X".
 */
export function conditionRestatesWithout(
  stem: string,
  negClauses: string[][],
  positive: string[],
): boolean {
  for (const clause of negClauses) {
    const read = doublyNegated(clause);
    if (!read || !(read.verb.has(stem) || read.object.has(stem))) continue;
    const at = positive.findIndex((w) => read.verb.has(contentStem(w) ?? ""));
    if (at < 0) continue;
    // "only" may stand just before the verb ("can only keep", "is only allowed").
    let cue = -1;
    for (let j = Math.max(0, at - 2); j < Math.min(positive.length, at + SPAN); j++) {
      const w = positive[j]!;
      if (NEGATIONS.has(w)) break;
      if (cue < 0 && CONDITIONS.has(w)) cue = j;
      else if (cue >= 0 && read.object.has(contentStem(w) ?? "")) return true;
    }
  }
  return false;
}
