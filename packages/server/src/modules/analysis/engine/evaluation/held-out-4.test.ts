import type { EvalItem } from "./generate";
import { HELD_OUT_2 } from "./held-out-2";
import { HELD_OUT_3 } from "./held-out-3";
import { HELD_OUT_4 } from "./held-out-4";
import { describeHeldOutSet } from "./held-out-integrity";

// The integrity of the labels only: the engine's score on this set is bench/analysis-heldout4.ts'.
describeHeldOutSet(
  {
    name: "fourth",
    items: HELD_OUT_4 satisfies EvalItem[],
    idPrefix: "held4",
    minAnswers: 240,
    minPerKind: 12,
    minDomains: 12,
    maxChunkSentences: 4,
  },
  [...HELD_OUT_2, ...HELD_OUT_3],
);
