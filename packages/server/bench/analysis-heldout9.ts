import { HELD_OUT_9 } from "../src/modules/analysis/engine/evaluation/held-out-9";
import { analyzeItem, heldOutFigures } from "./analysis-heldout-table";

/** The ninth held-out set (written blind, never used for tuning); see analysis-heldout-table. */
export function heldOut9Figures(say: (line: string) => void, show = false) {
  return heldOutFigures(
    { title: "Held-out set 9", tag: "held-out-9", items: HELD_OUT_9 },
    analyzeItem,
    say,
    show,
  );
}

if (process.argv[1]?.endsWith("analysis-heldout9.ts")) {
  heldOut9Figures((line) => console.log(line), Boolean(process.env.BENCH_SHOW));
}
