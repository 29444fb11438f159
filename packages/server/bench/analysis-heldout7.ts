import { HELD_OUT_7 } from "../src/modules/analysis/engine/evaluation/held-out-7";
import { analyzeItem, heldOutFigures } from "./analysis-heldout-table";

/** The seventh held-out set (written blind, used for tuning since the eighth round); see analysis-heldout-table. */
export function heldOut7Figures(say: (line: string) => void, show = false) {
  return heldOutFigures(
    {
      title: "Held-out set 7",
      provenance: "written blind, used for tuning since the eighth round",
      tag: "held-out-7",
      items: HELD_OUT_7,
    },
    analyzeItem,
    say,
    show,
  );
}

if (process.argv[1]?.endsWith("analysis-heldout7.ts")) {
  heldOut7Figures((line) => console.log(line), Boolean(process.env.BENCH_SHOW));
}
