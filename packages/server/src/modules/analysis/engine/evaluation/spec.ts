/**
 * The shape of the labelled evaluation set's templates. A fact is one context sentence with
 * variables; its paraphrases restate it (synonyms, reordered clauses, unit restatements);
 * planted errors are the paraphrase rendered with one variable swapped (number, date, name)
 * or an authored negation / quantifier flip of it, or a fabricated sentence.
 */
export interface Vars {
  n: number;
  date?: string;
  name?: string;
}

export interface FactSpec {
  question: string;
  vars(rng: Rng): Vars;
  /** Alternatives for the swapped-number error, different from `n`. */
  otherN(v: Vars, rng: Rng): number;
  source(v: Vars): string;
  paraphrases: ((v: Vars) => string)[];
  negated: (v: Vars) => string;
  flipped?: (v: Vars) => string;
}

export interface DomainSpec {
  name: string;
  /** Names of this domain that its contexts never mention, for swapped entities. */
  otherNames: string[];
  /** Dates its contexts never mention, for swapped dates ("March 3"). */
  otherDates: string[];
  facts: FactSpec[];
  /** Sentences around a fact's source in its chunk; true but off the question. */
  filler: string[];
  /** Plausible statements no context of the domain supports. */
  fabricated: string[];
}

/** Mulberry32: a small seeded generator, so the set is the same on every machine. */
export function createRng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof createRng>;

const SMALL = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

/** "two weeks" for 14 days, "10 days" otherwise: the restatement a paraphrase would use. */
export function spokenDays(days: number): string {
  if (days % 7 === 0 && days / 7 <= 12) return days === 7 ? "one week" : `${SMALL[days / 7]} weeks`;
  if (days <= 12) return `${SMALL[days]} days`;
  return `${days} days`;
}

/** "three" for 3 (up to twelve), the digits otherwise. */
export function spoken(n: number): string {
  return n <= 12 && Number.isInteger(n) ? SMALL[n]! : String(n);
}

/** A different value from `values`. */
export function otherOf(values: number[]) {
  return (v: Vars, rng: Rng) => rng.pick(values.filter((x) => x !== v.n));
}
