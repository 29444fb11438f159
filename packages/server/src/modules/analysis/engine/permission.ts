import { FLIPS, POLAR_FROM } from "./flip-words";
import { contentStem } from "./text";

/**
 * Permission said with a modal against permission said with a word (contradiction.ts): "You
 * can bring your dog on the outer deck" against "Dogs are not allowed on the outer deck". The
 * claim's "can"/"may" before a verb is the sentence's "allowed" (its "can't", "cannot", "may
 * not" is "not allowed"), so the negation check reads one word on both sides, with every scope
 * reading it applies to a shared word. Only where the sentence says "allowed" or "banned"
 * (FLIPS' permission group) and no modal of its own, and a content word after the modal's
 * verb (its object) is within five words of the sentence's permission word ("dog"): "you can
 * book online" says nothing of "walk-ins are not allowed".
 */

const [ALLOWED, BANNED] = FLIPS[POLAR_FROM]!;
const PERMISSION = new Set([...ALLOWED, ...BANNED]);
const MODALS = new Set(["can", "may", "cannot"]);
const NOT = new Set(["not", "n't"]);

export function permissionRespelled(claim: string[], sentence: string[]): string[] | null {
  if (!claim.some((t) => MODALS.has(t)) || sentence.some((t) => MODALS.has(t))) return null;
  const at = sentence.findIndex((t) => PERMISSION.has(t));
  if (at < 0) return null;
  const word = sentence.find((t) => ALLOWED.includes(t)) ?? ALLOWED[0]!;
  // What the sentence permits or bans: its words near the permission word.
  const near = new Set(sentence.slice(Math.max(0, at - NEAR), at + NEAR + 1).map(contentStem));
  for (let i = 0; i < claim.length; i++) {
    if (!MODALS.has(claim[i]!)) continue;
    const negated = claim[i] === "cannot" || NOT.has(claim[i + 1] ?? "");
    const rest = claim.slice(negated && claim[i] !== "cannot" ? i + 2 : i + 1);
    // The verb first, then its object: one of the object's words near the permission word.
    // The object ends at the next modal ("you can keep a pet …, and you can't smoke"): a
    // joined claim's second permission is not the first's object.
    const next = rest.findIndex((t) => MODALS.has(t));
    const content = (next < 0 ? rest : rest.slice(0, next)).filter((t) => contentStem(t) !== null);
    if (!content.slice(1).some((t) => near.has(contentStem(t)))) continue;
    return [...claim.slice(0, i), ...(negated ? ["not", word] : [word]), ...rest];
  }
  return null;
}

/** How many words either side of the permission word say what it permits. */
const NEAR = 5;
