import { HELD_OUT_6 } from "../src/modules/analysis/engine/evaluation/held-out-6";
import { analyzeItem, heldOutFigures } from "./analysis-heldout-table";

/** The sixth held-out set (written blind, used for tuning since the seventh round); see analysis-heldout-table. */
export function heldOut6Figures(say: (line: string) => void, show = false) {
  return heldOutFigures(
    {
      title: "Held-out set 6",
      provenance: "written blind, used for tuning since the seventh round",
      tag: "held-out-6",
      items: HELD_OUT_6,
    },
    analyzeItem,
    say,
    show,
  );
}

if (process.argv[1]?.endsWith("analysis-heldout6.ts")) {
  heldOut6Figures((line) => console.log(line), Boolean(process.env.BENCH_SHOW));
}
