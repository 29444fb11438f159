import type { ContextSentence } from "./context";
import { contentStem } from "./text";

/**
 * A necessity denied where the context states it with a modal (s20): "You don't need to be 21
 * to hire a van" against "You must be 21 or over to hire a van"; "You don't need to be 18 to
 * join" against "Members must be 18 or over". "must" is no content word and "need" none the
 * sentence holds, so no negation is read on a shared word, and the sentence's modal keeps
 * necessity.ts (which reads "mandatory", "required") out of it.
 *
 * The claim says "don't/doesn't need to", "don't have to", "no need to" or "needn't" before a
 * verb phrase; a close sentence says "must", "need(s) to", "has/have to" or "is required to"
 * before one, not negated. The claim's phrase up to a purpose clause ("… to hire a van"), in
 * content words and figures, is all in the sentence's phrase. The claim's subject, when it
 * names one, is in the sentence too ("Passengers don't need to be 21" says nothing of
 * "drivers must be 21"). A claim or sentence under a condition or exception ("unless", "if",
 * "except") is left alone.
 */
export function unneededMust(
  claim: string[],
  close: readonly ContextSentence[],
): { sentence: ContextSentence; cue: string } | null {
  if (claim.some((t) => CONDITION.has(t))) return null;
  const denied = deniedNeed(claim);
  if (!denied) return null;
  const subject = items(claim.slice(0, denied.at));
  const phrase = beforePurpose(claim.slice(denied.rest));
  if (phrase.length === 0) return null;
  for (const sentence of close) {
    const s = sentence.tokens;
    if (s.some((t) => CONDITION.has(t))) continue;
    const rest = statedNeed(s);
    if (rest < 0) continue;
    const said = new Set(items(s.slice(rest)));
    if (!phrase.every((t) => said.has(t))) continue;
    if (!subject.every((t) => sentence.stemSet.has(t))) continue;
    return {
      sentence,
      cue: `the answer says "${denied.said}" where the context says it is needed`,
    };
  }
  return null;
}

/** Where the claim denies a need: the index its phrase starts at, and its words. */
function deniedNeed(t: string[]): { at: number; rest: number; said: string } | null {
  for (let i = 0; i + 2 < t.length; i++) {
    const verb = t[i + 1]!;
    if (t[i] === "needn't" || (t[i] === "need" && t[i + 1] === "n't"))
      return { at: i, rest: t[i] === "need" ? i + 2 : i + 1, said: "needn't" };
    if (!NOT.has(t[i]!) || !NEED.has(verb) || t[i + 2] !== "to") continue;
    // "don't need to", "no need to": the subject ends before the auxiliary.
    const at = DO.has(t[i - 1] ?? "") ? i - 1 : i;
    return { at, rest: i + 3, said: `${t.slice(at, i + 3).join(" ")}`.replace(" n't", "n't") };
  }
  return null;
}

/** Where a sentence states a need, not negated: the index its phrase starts at, or -1. */
function statedNeed(t: string[]): number {
  for (let i = 0; i < t.length; i++) {
    if (NOT.has(t[i + 1] ?? "") || NOT.has(t[i - 1] ?? "")) continue;
    if (t[i] === "must") return i + 1;
    if ((NEED.has(t[i]!) || t[i] === "required") && t[i + 1] === "to") return i + 2;
  }
  return -1;
}

/** A verb phrase's words up to a purpose clause ("be 21 | to hire a van"). */
function beforePurpose(t: string[]): string[] {
  const out: string[] = [];
  for (const w of t) {
    if (CLAUSE_END.has(w) || (w === "to" && out.length > 0)) break;
    out.push(...items([w]));
  }
  return out;
}

/** Content stems and figures, as written. */
function items(t: string[]): string[] {
  return t.flatMap((w) => {
    const s = contentStem(w);
    if (s !== null) return [s];
    return /\d/.test(w) ? [w] : [];
  });
}

const NOT = new Set(["not", "n't", "no", "never"]);
const DO = new Set(["do", "does", "did"]);
const NEED = new Set(["need", "needs", "have", "has"]);
const CONDITION = new Set(["unless", "if", "except", "when", "once", "until", "provided"]);
const CLAUSE_END = new Set([",", ";", ":", "and", "but", "or"]);
