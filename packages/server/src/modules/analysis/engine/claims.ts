import { REFUSAL_PATTERNS } from "./lexicon";
import { claimQuantities } from "./numbers";
import { matchesOf } from "./regex";
import { contentTokenCount, splitSentences } from "./text";
import { RULE_THRESHOLDS } from "./thresholds";

/** A sentence of the answer as claim extraction sorts it. */
export type AnswerSentence =
  | {
      kind: "claim";
      text: string;
      citations: number[];
      /** For a short sentence that states arithmetic on the claim before it, that claim. */
      antecedent?: string;
    }
  | { kind: "refusal"; text: string }
  | { kind: "question" | "chatter"; text: string };

const CITATION = /\s*\[(\d{1,3})\]/g;
/** Pleasantries and offers of more help: imperative or social, never a factual claim. */
const CHATTER =
  /^(?:let (?:me|us) know|feel free|please (?:let|feel|reach|contact|don't hesitate)|(?:i |we )?hope (?:this|that)|thanks?\b|thank you|happy to help|glad to help|good question|great question|hello|hi\b|hey\b|sure\b|of course|you're welcome)/i;

/**
 * Wishes, compliments and lead-ins ("Good luck with your application!", "Great choice of
 * show!", "Here is what the renewal clause allows."): social or structural, never a claim. A
 * lead-in with a figure ("Here is the number: 0800 …") stays a claim.
 */
const WISHES =
  /^(?:(?:i |we )?hope to see you\b|(?:i |we |i'm |we're |i am |we are )?(?:look|looking) forward to (?:seeing|welcoming|meeting|hearing from|having) you\b|see you (?:soon|there|then|next)\b|take care\b|have fun\b|happy (?:travels|shopping|cooking|riding|baking|gardening|listening|reading|holidays)\b|enjoy\b[^0-9]*!$|(?:good|best of|the best of) luck\b|(?:great|good|excellent|nice|lovely) choice\b|congratulations\b|safe travels\b|have a (?:great|nice|good|lovely|wonderful|safe) (?:day|trip|stay|time|evening|weekend|flight|journey)\b)/i;
/**
 * Referrals and offers with no figure: someone else "will be able to tell you", "Please call
 * the branch to check.", "You may want to check with his doctor.", "I'm happy to help you
 * check.", and reactions ("Good news on both counts.", "Lovely to hear you're interested!"):
 * they point elsewhere or react, and assert nothing the context could hold. An instruction
 * with a procedure or a number ("Call us on 0800 …", "Book online at least a day ahead") stays
 * a claim.
 */
const REFERRAL =
  /^(?=[^0-9]*$)(?:[\w' -]{0,60}\b(?:will|should|can|could|would|may|might)\s+be\s+able\s+to\s+(?:tell you|help|advise|answer|confirm|check|let you know)\b|(?:please\s+|just\s+)?(?:call|ring|phone|contact|ask|email)\b.*\bto\s+(?:check|confirm|find out|double-check)\b[^,;]*[.!]$|you\s+(?:may|might)\s+(?:want|wish|like)\s+to\s+(?:check|ask|speak|talk|confirm)\b|(?:good|great) news(?:\s+(?:for|on|about)\s+[\w' ]{1,30})?[.!]$|(?:lovely|great|nice|glad|good) to hear\b)|\b(?:i'm|i am|we're|we are|i'd be|we'd be|i'll be|we'll be)\s+(?:happy|glad)\s+to\s+help\b(?=[^0-9]*$)/i;
const LEAD_IN =
  /^(?:here(?:'s| is| are) (?:what|how|everything|a (?:quick |short |brief )?(?:summary|rundown|breakdown|overview)|an overview|the (?:short|quick) (?:answer|version)))\b[^0-9]*[.:!]?$/i;

export function isRefusal(sentence: string): boolean {
  return REFUSAL_PATTERNS.some((re) => re.test(sentence));
}

/**
 * Sorts the answer's sentences: questions are dropped, refusals set aside, and a declarative
 * sentence with at least `minClaimContentTokens` content tokens is a claim (shorter ones are
 * greetings and filler). Citation markers `[n]` are lifted off the claim's text.
 */
export function sortSentences(answer: string): AnswerSentence[] {
  const sorted = splitSentences(answer).map((raw): AnswerSentence => {
    const citations = matchesOf(CITATION, raw).map((m) => Number(m[1]));
    const text = raw
      .replace(CITATION, "")
      // A space before closing punctuation goes, not before a word's own dot (".ternignore").
      .replace(/\s+([.,;:!?])(?=\s|$)/g, "$1")
      .trim();
    if (/\?["')\]]*$/.test(text)) return { kind: "question", text };
    if (isRefusal(text)) return { kind: "refusal", text };
    if (CHATTER.test(text) || WISHES.test(text) || LEAD_IN.test(text) || REFERRAL.test(text))
      return { kind: "chatter", text };
    if (tooShort(text)) return { kind: "chatter", text };
    return { kind: "claim", text, citations };
  });
  return sorted.map((s, i) => {
    const before = sorted[i - 1];
    return s.kind === "chatter" && before?.kind === "claim" && statesArithmetic(s.text)
      ? { kind: "claim", text: s.text, citations: [], antecedent: before.text }
      : s;
  });
}

/**
 * The words of a result: "comes to", "works out at", "makes", "adds up to", "in total", and a
 * figure restated as what it is ("That's 14p a card.", "which is £18 each").
 */
const WORKED_OUT =
  /\b(?:together|altogether|in (?:all|total)|comes? to|came to|adds? up|works? out|makes?|would be|that's|that is|which is|each|apiece)\b/i;

/**
 * A short sentence that points back with a figure of its own ("Together that comes to £695.",
 * "That works out at $4.49 a month."): a total or a rate worked out from the claim before it,
 * which can be wrong, so it is checked with that claim.
 */
function statesArithmetic(text: string): boolean {
  return (
    POINTS_BACK.test(text) && WORKED_OUT.test(text) && claimQuantities(text).some((q) => !q.weak)
  );
}

/**
 * A short sentence that points back ("That works out to $159 a month.", "Together that comes to
 * £695.", "It would be £17.95 per delivery.") states arithmetic on the sentences before it, which
 * it cannot be checked without.
 */
const POINTS_BACK =
  /(?:^|[,;]\s*|\b(?:so|and|then)\s+)(?:that|this|it|which|both|doing both)\b|\b(?:together|altogether|in (?:all|total)|comes? to|adds? up|works? out)\b/i;

/** A short rule in the negative: "Tickets can't be exchanged.", "Latecomers won't be admitted." */
const STATED_RULE =
  /^(?!(?:sorry|unfortunately|i|we|you|it|that|this|they|he|she)\b)[\w' -]*\b(?:not|never|cannot|can't|won't|isn't|aren't|don't|doesn't|mustn't)\b/i;

/**
 * Fewer than `minClaimContentTokens` content tokens is filler, but a figure counts as one more:
 * "You'll meet once a week for a couple of hours." and "A new card is £5." state something the
 * context can get wrong ("Thanks, that's all." does not), unless the sentence points back.
 */
function tooShort(text: string): boolean {
  const n = contentTokenCount(text);
  if (n >= RULE_THRESHOLDS.minClaimContentTokens) return false;
  if (n < RULE_THRESHOLDS.minClaimContentTokens - 1 || POINTS_BACK.test(text)) return true;
  if (STATED_RULE.test(text)) return false;
  return !claimQuantities(text).some((q) => !q.weak);
}
