import { normalize } from "../text";
import type { RuleAnalysis } from "../types";
import { ERROR_KINDS, type ErrorKind, type EvalItem } from "./generate";

/**
 * Figures of the rule tier on the labelled set. A claim is flagged when its verdict is not
 * "supported". Positives are the planted errors; an answer sentence the engine took for a
 * claim but the set does not label (chatter) counts as a false positive when flagged.
 */
export interface EvaluationFigures {
  answers: number;
  faithfulAnswers: number;
  claims: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  f1: number;
  /** Faithful answers with at least one flagged claim, as a share of faithful answers. */
  falsePositiveRate: number;
  recallByKind: Record<ErrorKind, { planted: number; caught: number }>;
  /** Up to 10 examples of each mistake, for tuning. */
  missed: { id: string; claim: string; kind: ErrorKind; verdict: string; reason: string }[];
  falseAlarms: { id: string; claim: string; verdict: string; reason: string }[];
}

const key = (text: string) => normalize(text).toLowerCase().replace(/\s+/g, " ").trim();

export function evaluate(
  items: EvalItem[],
  analyze: (item: EvalItem) => RuleAnalysis,
): EvaluationFigures {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let claimCount = 0;
  let faithful = 0;
  let faithfulFlagged = 0;
  const recallByKind = Object.fromEntries(
    ERROR_KINDS.map((k) => [k, { planted: 0, caught: 0 }]),
  ) as EvaluationFigures["recallByKind"];
  const missed: EvaluationFigures["missed"] = [];
  const falseAlarms: EvaluationFigures["falseAlarms"] = [];
  for (const item of items) {
    const result = analyze(item);
    const byText = new Map(result.claims.map((c) => [key(c.text), c]));
    const labelled = new Set(item.claims.map((c) => key(c.text)));
    let anyFlagged = false;
    for (const label of item.claims) {
      claimCount++;
      const found = byText.get(key(label.text));
      const flagged = found !== undefined && found.verdict !== "supported";
      anyFlagged ||= flagged;
      if (label.error) {
        recallByKind[label.error].planted++;
        if (flagged) {
          tp++;
          recallByKind[label.error].caught++;
        } else {
          fn++;
          if (missed.length < 10)
            missed.push({
              id: item.id,
              claim: label.text,
              kind: label.error,
              verdict: found?.verdict ?? "not a claim",
              reason: found?.reason ?? "",
            });
        }
      } else if (flagged) {
        fp++;
        if (falseAlarms.length < 10)
          falseAlarms.push({
            id: item.id,
            claim: label.text,
            verdict: found!.verdict,
            reason: found!.reason,
          });
      }
    }
    for (const c of result.claims) {
      if (labelled.has(key(c.text)) || c.verdict === "supported") continue;
      fp++;
      anyFlagged = true;
      if (falseAlarms.length < 10)
        falseAlarms.push({
          id: item.id,
          claim: c.text,
          verdict: c.verdict,
          reason: `(unlabelled sentence) ${c.reason}`,
        });
    }
    if (item.planted === null) {
      faithful++;
      if (anyFlagged) faithfulFlagged++;
    }
  }
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  return {
    answers: items.length,
    faithfulAnswers: faithful,
    claims: claimCount,
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    falsePositiveRate: faithful === 0 ? 0 : faithfulFlagged / faithful,
    recallByKind,
    missed,
    falseAlarms,
  };
}
