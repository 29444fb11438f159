import type { EvalItem } from "./generate";
import { HELD_OUT_2 } from "./held-out-2";
import { HELD_OUT_3 } from "./held-out-3";
import { HELD_OUT_4 } from "./held-out-4";
import { HELD_OUT_5 } from "./held-out-5";
import { describeHeldOutSet } from "./held-out-integrity";

// The integrity of the labels only: the engine's score on this set is bench/analysis-heldout5.ts'.
describeHeldOutSet(
  {
    name: "fifth",
    items: HELD_OUT_5 satisfies EvalItem[],
    idPrefix: "held5",
    minAnswers: 300,
    minPerKind: 12,
    minDomains: 15,
    maxChunkSentences: 4,
  },
  [...HELD_OUT_2, ...HELD_OUT_3, ...HELD_OUT_4],
);
