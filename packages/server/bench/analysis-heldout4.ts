import { HELD_OUT_4 } from "../src/modules/analysis/engine/evaluation/held-out-4";
import { analyzeItem, heldOutFigures } from "./analysis-heldout-table";

/**
 * The fourth held-out set, written blind; its misses guided the rule tier's fifth round
 * (2026-11-27), so it is a tuning set now and the fifth is the one never tuned to.
 */
export function heldOut4Figures(say: (line: string) => void, show = false) {
  return heldOutFigures(
    {
      title: "Held-out set 4",
      tag: "held-out-4",
      items: HELD_OUT_4,
      provenance: "written blind; its misses have since guided tuning",
    },
    analyzeItem,
    say,
    show,
  );
}

if (process.argv[1]?.endsWith("analysis-heldout4.ts")) {
  heldOut4Figures((line) => console.log(line), Boolean(process.env.BENCH_SHOW));
}
