import type { ContextSentence } from "./context";
import { dateKey } from "./fact-checks";
import { type HardFact, sameDate } from "./facts";
import { comparisonsIn, stating } from "./figure-comparison";
import { unitWord } from "./figure-labels";
import { claimQuantities, type Quantity } from "./numbers";
import { claimNumberMatches } from "./quantity-forms";
import { RULE_THRESHOLDS as T } from "./thresholds";

/**
 * The user's premise: a figure or date the question gives ("my kids, aged 9 and 4", "if I spend
 * £75") is the claim's premise, not a fact the context must hold, unless the best window states
 * a figure of its kind that the claim leaves out (a wrong premise repeated: "up to 24 hours
 * before" against "48 hours") and the claim does not set the premise against that figure ("£75
 * is over the £60 mark", s21: it weighs the premise by the context's figure, and says so).
 */

function numberMatches(q: Quantity, claim: string, context: Quantity): boolean {
  return claimNumberMatches(q, claim, context, T.numberTolerance, T.approximateTolerance);
}

/** Whether a claim's figure or date restates one of the question's (the user's premise). */
export function askedInQuestion(
  fact: HardFact,
  claim: string,
  quantities: Quantity[],
  dates: string[],
): boolean {
  if (fact.kind === "number") {
    const own = fact.quantity!;
    // The same kind of figure, or a bare count the claim gives a unit ("aged 9" → "your
    // 9-year-old"); never a count read as an amount of money ("a family of three" → "£3").
    return quantities.some(
      (q) =>
        !q.weak &&
        (q.dimension === own.dimension ||
          (q.dimension === "none" && !own.dimension.startsWith("money"))) &&
        numberMatches(own, claim, q),
    );
  }
  // A calendar date; a day of the week the user asks about ("open on Sundays?") is the claim's
  // point, not its premise.
  return (
    fact.kind === "date" && !fact.key.startsWith("wd") && dates.some((d) => sameDate(fact.key, d))
  );
}

/**
 * Whether `window` states a figure of the fact's kind (its dimension and unit word: "48
 * hours" for "24 hours", any other amount of money) or a date that the claim leaves out.
 */
export function rivalInWindow(fact: HardFact, claim: string, window: ContextSentence[]): boolean {
  const own = claimQuantities(claim);
  if (fact.kind === "date")
    return window.some((s) =>
      s.dates.some(
        (d) => !d.key.startsWith("wd") && !own.some((o) => o.date && sameDate(d.key, dateKey(o))),
      ),
    );
  const q = fact.quantity!;
  if (q.dimension === "none") return false;
  const unit = unitWord(q);
  return window.some((s) =>
    s.quantities.some(
      (w) =>
        !w.weak &&
        w.dimension === q.dimension &&
        unitWord(w) === unit &&
        !own.some((o) => numberMatches(o, claim, w)),
    ),
  );
}

/**
 * Whether the claim sets the question's figure against a figure of a close window that it also
 * states, by a comparison that holds: "£75 is over the £60 mark" (75 > 60). The context's figure
 * is checked like any other; the premise is then the user's, weighed, not the context's restated.
 * A comparison that does not hold is a contradiction of its own (figure-comparison.ts).
 */
export function comparedPremise(fact: HardFact, claim: string, window: ContextSentence[]): boolean {
  if (fact.kind !== "number") return false;
  const start = fact.quantity!.start;
  return comparisonsIn(claim).some(
    (c) => c.holds && c.left.start === start && stating(c.right, claim, window) !== undefined,
  );
}
