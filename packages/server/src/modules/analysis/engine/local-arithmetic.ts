import { leftOver } from "./difference-cue";
import { likeDimensions, type Quantity, sameQuantity } from "./quantity";
import { approximated } from "./quantity-forms";
import { rangeEnd } from "./steps";
import { RULE_THRESHOLDS as T } from "./thresholds";

/**
 * Arithmetic checked locally (sixth round): a claim's figure is in place when it follows, in
 * at most two operations, from numbers the claim already has grounds for (its own figures
 * found in the context, the question's figures) and the numbers of its best windows: "£28 a
 * month … a year … £336", "£99 excess, then 20% of the remaining £901 (£1,000 − £99), which is
 * £180.20, so £279.20", "two hours at £28 and one at £32 come to £88", "10 weeks … around four
 * hours a week" (40 hours ÷ 10 weeks). Every expression must use at least one of the claim's or
 * the question's numbers: two operations over the context's numbers alone would reach almost
 * any figure. Figures carry their dimension (money, time, data…, with rates as money per time),
 * so only like quantities add and a rate only totals over a duration.
 */
export interface LocalInputs {
  /** The claim's quantities (its own other figures are operands once they have grounds). */
  own: Quantity[];
  /** The question's quantities: what the user supposes ("a £1,000 vet bill", "two cars"). */
  question: Quantity[];
  /** The best windows' quantities. */
  pool: Quantity[];
  /** The best window's quantities: what the claim restates, if it restates one sentence. */
  window: Quantity[];
  /**
   * Whether a claim figure is found in the context or derived by the cue-word rules from the
   * context alone (not from the claim's other figures, which need grounds of their own).
   */
  grounded: (q: Quantity) => boolean;
  sentence: string;
}

/** A number as an operand: its value in base units and its dimension as one integer key. */
interface Term {
  value: number;
  /** Σ exponent × 16^i over the base dimensions: products add keys, quotients subtract them. */
  key: number;
  local: boolean;
  /** A rate (per time, per unit): the only dimensioned figure another dimensioned one multiplies. */
  rate: boolean;
  /** How it was written or computed ("(£28 a month × a year)"), for reading a derivation. */
  text: string;
}

const BASES = new Map<string, number>();
function baseKey(dimension: string): number {
  const base = dimension.startsWith("money") ? "money" : dimension;
  let i = BASES.get(base);
  if (i === undefined) {
    i = BASES.size;
    BASES.set(base, i);
  }
  // Eight bases fit the key exactly; more would only merge rare units' keys.
  return 16 ** (i % 8);
}
const TIME = () => baseKey("time");

/** A quantity as an operand (rates per time, prices per unit), or null for dates, clocks, shares. */
function termOf(q: Quantity, local: boolean): Term | null {
  if (q.weak || q.every || q.times || q.date !== undefined) return null;
  if (q.dimension === "date" || q.dimension === "clock" || q.dimension === "percent") return null;
  let key = q.dimension === "none" ? 0 : baseKey(q.dimension);
  let value = q.value;
  if (q.eachOf !== undefined && q.dimension === "none") {
    // "twelve monthly payments": twelve months, which times a monthly price.
    key += TIME();
    value = q.raw * q.eachOf;
  } else if (q.per !== undefined) {
    key -= TIME();
    value /= q.per;
  } else if (q.perUnit !== undefined) {
    key -= baseKey(q.perUnit.dimension);
    value /= q.perUnit.factor;
  }
  return { value, key, local, rate: q.per !== undefined || q.perUnit !== undefined, text: q.text };
}

/** Words before a figure that round a computed number up to it: "under £6", "nine months or more". */
const BOUND_BEFORE =
  /\b(?:under|below|less than|no more than|at most|up to|over|at least|more than)\s*$/i;
const BOUND_AFTER = /^\s*(?:\w+\s+)?(?:or more|or longer|or over|or above|and up)\b/i;

/**
 * Words that say something is taken away: a difference is read only where the claim says so
 * ("three years cost £72,400" is no "3 × £24,800 − the £2,000 deposit").
 */
const TAKES_AWAY =
  /\b(?:remain\w*|rest|left|balance|outstanding|after|off|less|minus|deduct\w*|kept|keeps?|retain\w*|withh[eo]ld\w*|saves?|saving|cheaper|lower|fewer|more than|compared|difference|drops?|falls?|cuts?|reduc\w*|beats?|over the|on top|extra|discount\w*|excess)\b/i;

/** A figure said to be more than another, the other left implicit: "costs you $24 more". */
const FIGURE_MORE = /\d\s*(?:[a-z]+\s+)?(?:more|less)\b(?!\s+than\b)/i;

/** Words that announce a computed figure: a range's ends are operands only after one. */
const ANNOUNCES =
  /\b(?:so|means?|total\w*|altogether|combined|in all|adds?|added|plus|times|each|apiece|works? out|comes? to|makes?|which is|that's|in (?:all|total))\b/i;

/** How a computed value may stand for the claim's figure. */
function matcher(claim: Quantity, t: Term, sentence: string): (v: number) => boolean {
  const unit = claim.raw !== 0 ? Math.abs(t.value / claim.raw) : 0;
  const step = 10 ** -claim.decimals * unit;
  if (approximated(claim, sentence)) {
    return (v) => Math.abs(v - t.value) <= T.approximateTolerance * Math.max(Math.abs(v), 1e-12);
  }
  const bound =
    BOUND_BEFORE.test(sentence.slice(Math.max(0, claim.start - 16), claim.start)) ||
    BOUND_AFTER.test(sentence.slice(claim.end, claim.end + 24));
  if (bound) return (v) => v > 0 && v <= t.value + 1e-9 * t.value && t.value - v < step;
  // Exact to the decimals written, a half step excluded ("$2" is no "$2.50"): a computed figure
  // is not a stated one, so no relative slack.
  const tol = step > 0 ? step / 2 - 1e-9 * Math.abs(t.value) : 1e-9 * Math.abs(t.value);
  return (v) => Math.abs(v - t.value) < tol || Math.abs(v - t.value) <= 1e-9 * Math.abs(t.value);
}

/**
 * Whether each of a claim's figures follows from the local operands in one or two operations,
 * answered once per claim. The claim's own other figures count as operands only once grounded
 * (found in the context, derived by the cue-word rules, or derived here from grounded ones, to
 * a fixed point), so that a wrong addend and a wrong total never vouch for each other.
 */
export function localDeriver(inputs: LocalInputs): (q: Quantity) => boolean {
  let operands: Operands | undefined;
  const shared = () => (operands ??= operandsOf(inputs));
  let grounds: Set<Quantity> | undefined;
  // Grounding the claim's own figures is the costly part: done only for a figure that can be
  // derived at all, or that is one of them.
  const groundsOf = () => (grounds ??= groundedOwn(inputs, shared()));
  const memo = new Map<Quantity, boolean>();
  return (q) => {
    let d = memo.get(q);
    if (d === undefined) {
      d =
        (inputs.own.includes(q) && groundsOf().has(q)) ||
        givenByQuestion(q, inputs) ||
        derivedFrom(q, inputs, shared(), groundsOf);
      memo.set(q, d);
    }
    return d;
  };
}

/**
 * The operands that do not depend on the figure sought: the question's, the best windows'
 * (a rate the context gives two values of left out), the one share the context gives, and
 * whether the claim takes something away. Read once per claim.
 */
interface Operands {
  question: { share: number | null; term: Term | null }[];
  pool: (Term | null)[];
  given: Set<number>;
  subtracts: boolean;
}

function operandsOf(inputs: LocalInputs): Operands {
  const question = inputs.question.map((q) => ({
    share: q.dimension === "percent" && !q.weak ? q.raw / 100 : null,
    term: termOf(q, true),
  }));
  // Likewise a rate: with "£30 an hour on weekdays" and "£36 an hour at weekends", the claim
  // names the one it multiplies ("two hours at £30"), or the swapped one would pass.
  const poolTerms = inputs.pool.map((q) => (q.dimension === "percent" ? null : termOf(q, false)));
  const rates = new Map<number, Set<number>>();
  for (const t of poolTerms)
    if (t?.rate) rates.set(t.key, (rates.get(t.key) ?? new Set()).add(t.value));
  const pool = poolTerms.filter((t) => !(t?.rate && (rates.get(t.key)?.size ?? 0) > 1));
  // "a term has 11 weekly lessons" counts lessons as well as weeks: eleven of a price per
  // lesson make the term's price (eighth round).
  for (const q of inputs.pool)
    if (q.eachOf !== undefined && q.dimension === "none" && !q.weak)
      pool.push({ value: q.raw, key: 0, local: false, rate: false, text: q.text });
  // A share the claim does not state is one the context gives unambiguously: with two ("12% for
  // most items", "8% for electronics") the claim must say which it applies.
  const given = new Set<number>();
  for (const q of inputs.pool) if (q.dimension === "percent" && !q.weak) given.add(q.raw / 100);
  return {
    question,
    pool,
    given,
    subtracts: TAKES_AWAY.test(inputs.sentence) || FIGURE_MORE.test(inputs.sentence),
  };
}

/**
 * A figure the question gives ("What if I only need someone for 15 minutes?" → "a 15-minute
 * pop-in"): the user's own supposition, in place unless it stands where the best window has a
 * figure of its kind that the claim leaves out ("Can I return it after 40 days?" → "Yes, within
 * 40 days" against "within 30 days" repeats a wrong premise).
 */
function givenByQuestion(q: Quantity, inputs: LocalInputs): boolean {
  if (q.weak || !inputs.question.some((x) => sameQuantity(q, x, T.numberTolerance))) return false;
  return !inputs.window.some(
    (w) =>
      !w.weak &&
      likeDimensions(w.dimension, q.dimension) &&
      !inputs.own.some((o) => sameQuantity(o, w, T.numberTolerance)),
  );
}

function groundedOwn(inputs: LocalInputs, operands: Operands): Set<Quantity> {
  const grounds = new Set(inputs.own.filter((q) => !q.weak && inputs.grounded(q)));
  for (let changed = true; changed; ) {
    changed = false;
    for (const q of inputs.own)
      if (!q.weak && !grounds.has(q) && derivedFrom(q, inputs, operands, () => grounds)) {
        grounds.add(q);
        changed = true;
      }
  }
  return grounds;
}

function derivedFrom(
  claim: Quantity,
  inputs: LocalInputs,
  operands: Operands,
  groundsOf: () => Set<Quantity>,
): boolean {
  const target = termOf(claim, true);
  if (target === null) return false;
  const grounds = groundsOf();
  const fits = matcher(claim, target, inputs.sentence);
  const terms: Term[] = [];
  const shares: number[] = [];
  const add = (t: Term | null, local: boolean) => {
    // The figure itself is no operand: a small step from it would "derive" it.
    if (t === null || t.value === 0 || (t.key === target.key && fits(t.value))) return;
    // The same figure twice (the claim's "£99" and the context's) is one operand.
    const same = terms.find(
      (x) => x.key === t.key && Math.abs(x.value - t.value) <= 1e-9 * t.value,
    );
    if (same) same.local ||= local;
    else terms.push(t);
  };
  // The ends of a range the claim states ("aged 12 to 15", "every 4 to 6 hours") are bounds,
  // not amounts: they are operands only where the claim announces arithmetic (ninth round:
  // "aged 12 to 15 … 3 tablets" was 12 ÷ 4).
  const bounds = !ANNOUNCES.test(inputs.sentence);
  for (const q of inputs.own)
    if (
      q.start !== claim.start &&
      grounds.has(q) &&
      !(bounds && rangeEnd(q, inputs.own, inputs.sentence))
    ) {
      // A grounded rate restated over another period ("$1,908 a year, which works out to $159
      // a month"): the same figure, no operation.
      if (restatesRate(claim, q, target, fits)) return true;
      if (q.dimension === "percent" && !q.weak) shares.push(q.raw / 100);
      add(termOf(q, true), true);
      // "up to two months a year" is an allowance: two months, which a monthly fee prices.
      if (q.dimension === "time" && q.per !== undefined && !q.every && !q.weak)
        add({ value: q.value, key: TIME(), local: true, rate: false, text: q.text }, true);
    }
  // Likewise a rate of the pool: the claim before it ("… $1,908 a year. That works out to $159
  // a month."), as the context's own rates are restated (numbers.ts).
  if (inputs.pool.some((q) => restatesRate(claim, q, target, fits))) return true;
  for (const { share, term } of operands.question) {
    if (share !== null) shares.push(share);
    add(term, true);
  }
  for (const t of operands.pool) add(t, false);
  const stated = new Set(shares);
  if (operands.given.size === 1) for (const p of operands.given) stated.add(p);
  // What is left ("leaving £3,285") is no sum of the whole and the part taken.
  const sums = !leftOver(claim, inputs.sentence);
  const how = search(terms, [...stated], target.key, fits, operands.subtracts, sums);
  return how !== null;
}

/** Whether `claim` is the rate `q` over another period: "$159 a month" for "$1,908 a year". */
function restatesRate(claim: Quantity, q: Quantity, target: Term, fits: (v: number) => boolean) {
  if (claim.per === undefined || q.per === undefined || claim.per === q.per) return false;
  const t = termOf(q, true);
  return t !== null && t.key === target.key && fits(t.value);
}

/** A first step, kept for a second: its operands, and whether it multiplied or divided. */
interface Step {
  value: number;
  key: number;
  local: boolean;
  rate: boolean;
  i: number;
  j: number;
  /** Its operation: the expression's text is written only for the one that reaches the figure. */
  op: "+" | "−" | "×" | "÷";
  product: boolean;
  /** Bare counts among its operands: an expression takes one at most ("(£50 × 60) ÷ 65" none). */
  counts: number;
}

/**
 * One or two operations over `terms` reaching `key`'s dimension and a value that `fits`.
 * Guards against reaching a figure by accident: no operand twice, a first step that is a
 * share or a quotient of like figures goes no further unless that quotient is a whole count
 * ("300,000 ÷ 100,000"), only a product or quotient is added to or taken from ("2 × £325 +
 * £4,200"; three addends are the cue-word rules' `total`), and a bare count is one step.
 */
function search(
  terms: Term[],
  shares: number[],
  key: number,
  fits: (v: number) => boolean,
  subtracts: boolean,
  sums = true,
): string | null {
  const n = Math.min(terms.length, T.localOperands);
  const first: Step[] = [];
  const keys = new Set(terms.slice(0, n).map((t) => t.key));
  const hit = (value: number, k: number, local: boolean) => local && k === key && fits(value);
  const keep = (
    value: number,
    k: number,
    local: boolean,
    op: Step["op"],
    i: number,
    j: number,
    product: boolean,
    rate = false,
  ) => {
    const counts = (terms[i]!.key === 0 ? 1 : 0) + (terms[j]!.key === 0 ? 1 : 0);
    // Kept only if one more step can reach the figure's dimension (most first steps cannot).
    const reaches = k === key || keys.has(key - k) || keys.has(k - key);
    if (reaches && Number.isFinite(value) && value > 0 && counts <= 1)
      first.push({ value, key: k, local, rate, i, j, op, product, counts });
  };
  const text = (r: Step) => `(${terms[r.i]!.text} ${r.op} ${terms[r.j]!.text})`;
  // Two dimensioned figures multiply only when one is a rate ("£6 an hour" × "2 hours").
  type Operand = Pick<Term, "key" | "rate">;
  const multiplies = (a: Operand, b: Operand) => a.key === 0 || b.key === 0 || a.rate !== b.rate;
  for (let i = 0; i < n; i++) {
    const a = terms[i]!;
    for (const p of shares) {
      if (hit(a.value * p, a.key, a.local)) return `${p * 100}% of ${a.text}`;
      if (subtracts && hit(a.value * (1 - p), a.key, a.local)) return `${a.text} less ${p * 100}%`;
      if (hit(a.value * (1 + p), a.key, a.local)) return `${a.text} plus ${p * 100}%`;
    }
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      const b = terms[j]!;
      const local = a.local || b.local;
      if (a.key === b.key && j > i) {
        const sum = a.value + b.value;
        if (sums && hit(sum, a.key, local)) return `${a.text} + ${b.text}`;
        keep(sum, a.key, local, "+", i, j, false);
      }
      if (subtracts && a.key === b.key && a.value > b.value) {
        const gap = a.value - b.value;
        if (hit(gap, a.key, local)) return `${a.text} − ${b.text}`;
        keep(gap, a.key, local, "−", i, j, false);
      }
      if (j > i && multiplies(a, b)) {
        const product = a.value * b.value;
        if (hit(product, a.key + b.key, local)) return `${a.text} × ${b.text}`;
        keep(product, a.key + b.key, local, "×", i, j, true);
      }
      const quotient = a.value / b.value;
      if (hit(quotient, a.key - b.key, local)) return `${a.text} ÷ ${b.text}`;
      // A quotient of like figures goes on only as a whole count of things or periods
      // ("300,000 ÷ 100,000", "a year ÷ a month"): "£500 ÷ £50" is no count of anything.
      const whole =
        Number.isInteger(quotient) && quotient >= 2 && (a.key === 0 || a.key === TIME());
      // A figure shared out by a bare count ("£50 ÷ 65") goes no further: counts are many.
      const count = (a.key !== b.key && b.key !== 0) || whole;
      if (count) keep(quotient, a.key - b.key, local, "÷", i, j, true, a.key !== b.key);
    }
  }
  if (key === 0) return null;
  for (const r of first)
    for (let j = 0; j < n; j++) {
      if (j === r.i || j === r.j) continue;
      const c = terms[j]!;
      if ((!r.local && !c.local) || r.counts + (c.key === 0 ? 1 : 0) > 1) continue;
      if (r.product && c.key === r.key && r.key === key) {
        if (sums && fits(r.value + c.value)) return `${text(r)} + ${c.text}`;
        if (subtracts && fits(r.value - c.value)) return `${text(r)} − ${c.text}`;
        if (subtracts && fits(c.value - r.value)) return `${c.text} − ${text(r)}`;
      }
      if (r.key + c.key === key && multiplies(r, c) && fits(r.value * c.value))
        return `${text(r)} × ${c.text}`;
      if (r.key - c.key === key && fits(r.value / c.value)) return `${text(r)} ÷ ${c.text}`;
    }
  if (shares.length > 0)
    for (const r of first) {
      if (!r.local || r.key !== key) continue;
      for (const p of shares) {
        if (fits(r.value * p)) return `${p * 100}% of ${text(r)}`;
        if (subtracts && fits(r.value * (1 - p))) return `${text(r)} less ${p * 100}%`;
        if (fits(r.value * (1 + p))) return `${text(r)} plus ${p * 100}%`;
      }
    }
  return null;
}
