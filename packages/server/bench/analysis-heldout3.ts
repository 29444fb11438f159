import { HELD_OUT_3 } from "../src/modules/analysis/engine/evaluation/held-out-3";
import { analyzeItem, heldOutFigures } from "./analysis-heldout-table";

/**
 * The third held-out set, written blind; its misses guided the rule tier's third round
 * (2026-11-26), so it is a tuning set now and the fourth is the one never tuned to.
 */
export function heldOut3Figures(say: (line: string) => void, show = false) {
  return heldOutFigures(
    {
      title: "Held-out set 3",
      tag: "held-out-3",
      items: HELD_OUT_3,
      provenance: "written blind; its misses have since guided tuning",
    },
    analyzeItem,
    say,
    show,
  );
}

if (process.argv[1]?.endsWith("analysis-heldout3.ts")) {
  heldOut3Figures((line) => console.log(line), Boolean(process.env.BENCH_SHOW));
}
