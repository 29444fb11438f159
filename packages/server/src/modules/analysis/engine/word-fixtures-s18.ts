import type { Fixture } from "./fixtures";

/**
 * Words, cases found by the lead in s18 from the labelled sets' false alarms: "has taken
 * place" with "takes place". Each has look-alikes of the other kind that must keep their
 * verdict.
 */
const PAYOUT = "Payment reaches the seller 7 days after the event takes place.";

export const WORD_S18_FIXTURES: Fixture[] = [
  {
    name: "'a week after the event has taken place' for '7 days after the event takes place' is supported",
    contexts: [PAYOUT],
    answer: "The payment reaches you a week after the event has taken place.",
    verdicts: ["supported"],
  },
];
