import { HELD_OUT_8 } from "../src/modules/analysis/engine/evaluation/held-out-8";
import { analyzeItem, heldOutFigures } from "./analysis-heldout-table";

/** The eighth held-out set (written blind; its headline figures decided one rule in s16); see analysis-heldout-table. */
export function heldOut8Figures(say: (line: string) => void, show = false) {
  return heldOutFigures(
    {
      title: "Held-out set 8",
      tag: "held-out-8",
      items: HELD_OUT_8,
      provenance:
        "written blind; only its headline figures were read, and in s16 they decided one rule",
    },
    analyzeItem,
    say,
    show,
  );
}

if (process.argv[1]?.endsWith("analysis-heldout8.ts")) {
  heldOut8Figures((line) => console.log(line), Boolean(process.env.BENCH_SHOW));
}
