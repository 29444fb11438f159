import { analyzeRuleBased } from "../src/modules/analysis/engine";
import type { EvalItem } from "../src/modules/analysis/engine/evaluation/generate";
import { ERROR_KINDS } from "../src/modules/analysis/engine/evaluation/generate";
import {
  FAITHFUL_TAGS,
  type HeldOut2Item,
} from "../src/modules/analysis/engine/evaluation/held-out-2";
import { type EvaluationFigures, evaluate } from "../src/modules/analysis/engine/evaluation/score";
import type { RuleAnalysis } from "../src/modules/analysis/engine/types";
import { table } from "./report";

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The claim-level rows that open every held-out set's table. */
export function claimRows(figures: EvaluationFigures): string[][] {
  return [
    ["precision (flagged claims)", pct(figures.precision)],
    ["recall (planted errors)", pct(figures.recall)],
    ["F1", figures.f1.toFixed(3)],
    ["false positives (faithful answers flagged)", pct(figures.falsePositiveRate)],
  ];
}

export interface HeldOutSet {
  /** The heading's name, e.g. "Held-out set 2". */
  title: string;
  /** How the set was written and used, shown after its title. */
  provenance?: string;
  /** The prefix of the BENCH_SHOW lines, e.g. "held-out-2". */
  tag: string;
  items: HeldOut2Item[];
}

/**
 * The figures of a blind held-out set (never used for tuning). Claim-level figures use the
 * answers whose error lives in a claim, and the faithful answers (`kind` null); the answers
 * whose only fault is a wrong `[n]` marker or an over-refusal are scored on what the engine
 * reports for those: a citation marked incorrect, an `over_refusal` finding. `analyze` is a
 * parameter so the table can be checked on a fake analysis without running the engine.
 */
export function heldOutFigures(
  set: HeldOutSet,
  analyze: (item: EvalItem) => RuleAnalysis,
  say: (line: string) => void,
  show = false,
) {
  const claimItems = set.items.filter((i) => i.kind !== "citation" && i.kind !== "over-refusal");
  const figures = evaluate(claimItems, analyze);
  // What the product calls a hallucination (hallucinationReport, /hallucination-detection):
  // unsupported or contradicted claims; "unverifiable" (partly covered) is not reported.
  const reported = evaluate(claimItems, (item) => {
    const result = analyze(item);
    return {
      ...result,
      claims: result.claims.map((c) =>
        c.verdict === "unverifiable" ? { ...c, verdict: "supported" as const } : c,
      ),
    };
  });

  // Faithful answers flagged, per technique they exercise.
  const byTag = FAITHFUL_TAGS.map((tag) => {
    const items = claimItems.filter((i) => i.kind === null && i.tags.includes(tag));
    const flagged = items.filter((i) =>
      analyze(i).claims.some((c) => c.verdict !== "supported"),
    ).length;
    return [
      tag,
      String(items.length),
      String(flagged),
      items.length ? pct(flagged / items.length) : "—",
    ];
  });

  const citationItems = set.items.filter((i) => i.citations.length > 0);
  let wrongMarkers = 0;
  let wrongCaught = 0;
  let rightMarkers = 0;
  let rightBlamed = 0;
  for (const item of citationItems) {
    const result = analyze(item);
    for (const label of item.citations) {
      const seen = result.citations.find(
        (c) => c.claimIndex === label.claimIndex && c.marker === label.marker,
      );
      if (label.correct) {
        rightMarkers++;
        if (seen && !seen.correct) rightBlamed++;
      } else {
        wrongMarkers++;
        if (seen && !seen.correct) wrongCaught++;
      }
    }
  }
  const overRefusals = set.items.filter((i) => i.kind === "over-refusal");
  const overCaught = overRefusals.filter((i) =>
    analyze(i).findings.some((f) => f.kind === "over_refusal"),
  ).length;
  const rightRefusals = set.items.filter((i) => i.kind === null && i.refusal);
  const rightBlamedRefusals = rightRefusals.filter((i) =>
    analyze(i).findings.some((f) => f.kind === "over_refusal"),
  ).length;

  say(
    `\n${set.title} (${set.provenance ?? "written blind, never used for tuning"}): ${set.items.length} answers; claim-level figures over ${figures.answers} (${figures.faithfulAnswers} faithful), ${figures.claims} claims`,
  );
  say(
    table(
      ["figure", "value"],
      [
        ...claimRows(figures),
        [
          "as hallucinations (unsupported/contradicted): P / R / F1 / FP",
          `${pct(reported.precision)} / ${pct(reported.recall)} / ${reported.f1.toFixed(3)} / ${pct(reported.falsePositiveRate)}`,
        ],
        [
          "recall by kind",
          ERROR_KINDS.filter((k) => figures.recallByKind[k].planted > 0)
            .map((k) => `${k} ${figures.recallByKind[k].caught}/${figures.recallByKind[k].planted}`)
            .join(", "),
        ],
        ["wrong [n] markers caught", `${wrongCaught}/${wrongMarkers}`],
        ["right [n] markers blamed", `${rightBlamed}/${rightMarkers}`],
        ["over-refusals caught", `${overCaught}/${overRefusals.length}`],
        ["right refusals blamed", `${rightBlamedRefusals}/${rightRefusals.length}`],
      ],
    ),
  );
  say(`\n${table(["faithful technique", "answers", "flagged", "share"], byTag)}`);
  if (show) {
    for (const m of figures.missed) say(`${set.tag} missed ${m.kind}: ${m.claim} → ${m.verdict}`);
    for (const f of figures.falseAlarms)
      say(`${set.tag} false alarm: ${f.claim} → ${f.verdict}: ${f.reason}`);
  }
  return figures;
}

/** The rule tier on one item of a held-out set, as the scorer types it. */
export function analyzeItem(item: EvalItem): RuleAnalysis {
  return analyzeRuleBased({
    question: item.question,
    answer: item.answer,
    contexts: item.contexts,
  });
}
