import type { EvalItem } from "./generate";
import { HELD_OUT_2 } from "./held-out-2";
import { HELD_OUT_3 } from "./held-out-3";
import { describeHeldOutSet } from "./held-out-integrity";

// The integrity of the labels only: the engine's score on this set is bench/analysis-heldout3.ts'.
describeHeldOutSet(
  {
    name: "third",
    items: HELD_OUT_3 satisfies EvalItem[],
    idPrefix: "held3",
    minAnswers: 200,
    minPerKind: 12,
    minDomains: 10,
  },
  HELD_OUT_2,
);
