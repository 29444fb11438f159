import { HELD_OUT_5 } from "../src/modules/analysis/engine/evaluation/held-out-5";
import { analyzeItem, heldOutFigures } from "./analysis-heldout-table";

/**
 * The fifth held-out set, written blind; its misses guided the rule tier's sixth round
 * (2026-11-27), so it is a tuning set now and the sixth is the one never tuned to.
 */
export function heldOut5Figures(say: (line: string) => void, show = false) {
  return heldOutFigures(
    {
      title: "Held-out set 5",
      tag: "held-out-5",
      items: HELD_OUT_5,
      provenance: "written blind; its misses have since guided tuning",
    },
    analyzeItem,
    say,
    show,
  );
}

if (process.argv[1]?.endsWith("analysis-heldout5.ts")) {
  heldOut5Figures((line) => console.log(line), Boolean(process.env.BENCH_SHOW));
}
