import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s21, helper B: faithful paraphrases that reword
 * one context sentence in everyday English and were read as only partly covered), each with
 * look-alikes that change the meaning and must stay flagged.
 */
const SEATS =
  "Gold members can pick their seat without extra charge. Checked bags cost £30 each way.";
const SEATS_PAID =
  "Gold members can pick their seat for an extra charge of £10. Checked bags cost £30 each way.";
const CHECKUP =
  "Nail clipping is included at no extra charge with every check-up. Microchipping costs £20.";

export const SMOKE_S21B_FIXTURES: Fixture[] = [
  // "without extra charge", "at no additional cost": the same "free" (paraphrase-lexicon.ts).
  {
    name: "'at no additional cost' restates 'without extra charge'",
    contexts: [SEATS],
    answer: "Gold members can pick their seat at no additional cost.",
    verdicts: ["supported"],
  },
  {
    name: "'without any additional charge' restates 'at no extra charge'",
    contexts: [CHECKUP],
    answer: "Nail clipping comes without any additional charge at every check-up.",
    verdicts: ["supported"],
  },
  {
    name: "'without any additional charge' on the item that costs £20 is flagged",
    contexts: [CHECKUP],
    answer: "Microchipping comes without any additional charge at every check-up.",
    verdicts: ["contradicted"],
  },
  {
    name: "'at no additional cost' where the seat costs an extra £10 is flagged",
    contexts: [SEATS_PAID],
    answer: "Gold members can pick their seat at no additional cost.",
    verdicts: ["contradicted"],
  },
];
