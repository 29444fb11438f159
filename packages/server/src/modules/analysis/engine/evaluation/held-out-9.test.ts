import type { EvalItem } from "./generate";
import { HELD_OUT_2 } from "./held-out-2";
import { HELD_OUT_3 } from "./held-out-3";
import { HELD_OUT_4 } from "./held-out-4";
import { HELD_OUT_5 } from "./held-out-5";
import { HELD_OUT_6 } from "./held-out-6";
import { HELD_OUT_7 } from "./held-out-7";
import { HELD_OUT_8 } from "./held-out-8";
import { HELD_OUT_9 } from "./held-out-9";
import { describeHeldOutSet } from "./held-out-integrity";

// The integrity of the labels only; the engine's score on this set is a bench's business.
describeHeldOutSet(
  {
    name: "ninth",
    items: HELD_OUT_9 satisfies EvalItem[],
    idPrefix: "held9",
    minAnswers: 360,
    minPerKind: 12,
    minDomains: 18,
    maxChunkSentences: 4,
  },
  [
    ...HELD_OUT_2,
    ...HELD_OUT_3,
    ...HELD_OUT_4,
    ...HELD_OUT_5,
    ...HELD_OUT_6,
    ...HELD_OUT_7,
    ...HELD_OUT_8,
  ],
);
