import { HELD_OUT_4 } from "../src/modules/analysis/engine/evaluation/held-out-4";
import { analyzeItem, heldOutFigures } from "./analysis-heldout-table";

/** The fourth held-out set (written blind, never used for tuning); see analysis-heldout-table. */
export function heldOut4Figures(say: (line: string) => void, show = false) {
  return heldOutFigures(
    { title: "Held-out set 4", tag: "held-out-4", items: HELD_OUT_4 },
    analyzeItem,
    say,
    show,
  );
}

if (process.argv[1]?.endsWith("analysis-heldout4.ts")) {
  heldOut4Figures((line) => console.log(line), Boolean(process.env.BENCH_SHOW));
}
