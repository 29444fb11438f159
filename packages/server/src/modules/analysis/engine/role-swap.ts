import type { ContextSentence } from "./context";
import { NEGATIONS } from "./lexicon";
import { contentStem } from "./text";
import type { Ranked } from "./window-support";

/**
 * A party swapped for its counterpart (s20): "Tenants pay for boiler repairs" against "The
 * landlord pays for repairs to the roof and the boiler"; "New customers get 10% off" against
 * "Existing customers get 10% off"; "Members pay a £3.95 return fee" against "Non-members pay
 * a £3.95 return fee". Every other word is the sentence's, so support passes it, but a policy
 * says different things of the two sides of a relation (landlord / tenant, buyer / seller,
 * member / non-member, adult / child, new / existing customers).
 *
 * The claim names one side of a pair and not the other; the sentence of the supporting window
 * that holds most of the claim's other words names the other side and not the claim's (nor a
 * word of its side: "renters" stays with "tenants"), in the same frame: the two party words
 * share the content word just before or just after them, or each opens its clause (the subject).
 * A claim that turns the voice ("Tenants must be given notice" for "Landlords must give
 * notice"), a window sentence naming the claim's side with as many of its words, or one of
 * the other polarity ("Guests don't need to book" against "Members must book"), is left alone.
 */
export function roleSwapIn(tokens: string[], windows: Ranked[]): string | null {
  const sentences = [...new Set(windows.flatMap((w) => w.window.sentences))];
  // Stems some text here writes after "non-": the plain word names the other group.
  const nonStems = new Set<string>();
  for (const ts of [tokens, ...sentences.map((s) => s.tokens)])
    ts.forEach((t, i) => {
      const stem = t === "non" && ts[i + 1] !== undefined ? contentStem(ts[i + 1]!) : null;
      if (stem !== null) nonStems.add(stem);
    });
  const claim = partiesOf(tokens, nonStems);
  const sides = new Set(claim.flatMap((p) => p.sides));
  if (sides.size === 0) return null;
  const own = new Set(claim.filter((p) => p.sides.length === 0).map((p) => p.stem));
  if (own.size < 2) return null;
  // Same polarity only: "Guests don't need to book" against "Members must book" beside "Guests
  // don't need to book; they pay at the door" is the negative sentence's, not a swap.
  const denies = tokens.some((t) => NEGATIONS.has(t));
  const read = sentences
    .filter((s) => s.tokens.some((t) => NEGATIONS.has(t)) === denies)
    .map((s) => ({ s, parties: partiesOf(s.tokens, nonStems) }));
  for (const at of claim)
    for (const side of at.sides) {
      const other = counterpart(side);
      // A claim naming both sides ("Members must accompany their guests") swaps nothing here.
      if (sides.has(other)) continue;
      let best: { s: ContextSentence; parties: Party[]; shared: number } | null = null;
      let rival = 0;
      for (const { s, parties } of read) {
        const shared = [...own].filter((t) => s.stemSet.has(t) || s.tokens.includes(t)).length;
        if (parties.some((p) => p.sides.some((x) => at.sides.includes(x))))
          rival = Math.max(rival, shared);
        else if (!best || shared > best.shared) best = { s, parties, shared };
      }
      if (!best || best.shared <= rival || best.shared < 0.6 * own.size) continue;
      const found = best;
      const instead = found.parties.find(
        (p) => p.sides.includes(other) && sameFrame(claim, at, found.parties, p),
      );
      if (instead)
        return `the answer says "${at.word}" where the context says "${instead.word}": "${found.s.text}"`;
    }
  return null;
}

interface Party {
  word: string;
  stem: string;
  /** `${relation}:${0|1}` for each relation the word names a side of; none for any other word. */
  sides: string[];
  /** The index of the word in the token list. */
  at: number;
  /** A be-form between the word and the next content word ("must be given"). */
  passive: boolean;
  /** The first content word of its clause. */
  opens: boolean;
}

function counterpart(side: string): string {
  return `${side.slice(0, -1)}${side.endsWith("0") ? "1" : "0"}`;
}

/** A text's content words, party words marked with their sides, "non-"/"off-" joined on. */
function partiesOf(tokens: string[], nonStems: ReadonlySet<string>): Party[] {
  const out: Party[] = [];
  let opens = true;
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i]!;
    if (CLAUSE_END.has(w)) {
      opens = true;
      continue;
    }
    const next = tokens[i + 1];
    const nextStem = next === undefined ? null : contentStem(next);
    // "non-members", "off-peak": the prefix names the other group of the word after it.
    if ((w === "non" || (w === "off" && nextStem === "peak")) && nextStem !== null) {
      out.push({
        word: `${w}-${next}`,
        stem: `${w} ${nextStem}`,
        sides: [`${w === "non" ? `non ${nextStem}` : "peak"}:1`],
        at: i,
        passive: false,
        opens,
      });
      opens = false;
      i++;
      continue;
    }
    // Figures count as the claim's own words ("£3.95"), as written.
    const stem = contentStem(w) ?? (/\d/.test(w) ? w : null);
    if (stem === null) continue;
    const sides = [...(SIDES().get(stem) ?? [])];
    if (nonStems.has(stem)) sides.push(`non ${stem}:0`);
    out.push({ word: w, stem, sides, at: i, passive: false, opens });
    opens = false;
  }
  for (let k = 0; k < out.length; k++) {
    const end = out[k + 1]?.at ?? tokens.length;
    out[k]!.passive = tokens.slice(out[k]!.at + 1, end).some((t) => BE.has(t));
  }
  return out;
}

/** The two party words say the same of their side: a shared neighbour, or each its clause's subject. */
function sameFrame(claim: Party[], a: Party, sentence: Party[], b: Party): boolean {
  if (a.passive !== b.passive) return false;
  if (a.opens && b.opens) return true;
  const i = claim.indexOf(a);
  const j = sentence.indexOf(b);
  const stemAt = (ps: Party[], k: number) => (ps[k]?.sides.length === 0 ? ps[k]?.stem : undefined);
  const before = stemAt(claim, i - 1);
  const after = stemAt(claim, i + 1);
  return (
    (before != null && before === stemAt(sentence, j - 1)) ||
    (after != null && after === stemAt(sentence, j + 1))
  );
}

const CLAUSE_END = new Set([",", ";", ":", "and", "but", "while", "whereas", "or"]);
const BE = new Set(["be", "is", "are", "was", "were", "been", "being", "get", "gets"]);

/**
 * The two sides of relations a policy sets apart, as words (stemmed once, lazily): each row is
 * one relation, its first list one side and its second the other.
 */
const PAIRS: [string[], string[]][] = [
  [
    ["landlord", "landlady", "lessor"],
    ["tenant", "renter", "lodger", "lessee"],
  ],
  [
    ["buyer", "purchaser"],
    ["seller", "vendor"],
  ],
  [["new"], ["existing", "current"]],
  [
    ["adult", "grownup"],
    ["child", "children", "kid", "infant"],
  ],
  [["member"], ["guest", "visitor"]],
  [["resident"], ["visitor"]],
  [["sender"], ["recipient"]],
  [["driver"], ["passenger"]],
  [["teacher"], ["pupil", "student"]],
  [["domestic"], ["international"]],
];

let sideTable: Map<string, string[]> | null = null;
/** Stem → its sides ("3:1": the second side of the fourth relation), built once. */
function SIDES(): Map<string, string[]> {
  if (sideTable) return sideTable;
  const table = new Map<string, string[]>([["peak", ["peak:0"]]]);
  PAIRS.forEach(([a, b], k) => {
    for (const [side, list] of [a, b].entries())
      for (const w of list) {
        const stem = contentStem(w);
        if (stem !== null) table.set(stem, [...(table.get(stem) ?? []), `${k}:${side}`]);
      }
  });
  sideTable = table;
  return table;
}
