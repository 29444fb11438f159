import type { Fixture } from "./fixtures";

/**
 * Words, cases found by the lead in s18 from the labelled sets' false alarms: "has taken
 * place" with "takes place", and "a fortnight after" as a duration (it was read as "every
 * fortnight", so no figure was checked). Each has look-alikes of the other kind that must
 * keep their verdict.
 */
const PAYOUT = "Payment reaches the seller 7 days after the event takes place.";

export const WORD_S18_FIXTURES: Fixture[] = [
  {
    name: "'a week after the event has taken place' for '7 days after the event takes place' is supported",
    contexts: [PAYOUT],
    answer: "The payment reaches you a week after the event has taken place.",
    verdicts: ["supported"],
  },
  {
    name: "'a fortnight after the event has taken place' against '7 days after' is flagged",
    contexts: [PAYOUT],
    answer: "The payment reaches you a fortnight after the event has taken place.",
    verdicts: ["unsupported"],
  },
  {
    name: "'paid within a fortnight' against 'within 7 days' is flagged",
    contexts: ["Refunds are paid within 7 days of the return arriving."],
    answer: "Refunds are paid within a fortnight of the return arriving.",
    verdicts: ["unsupported"],
  },
  {
    name: "'paid within a fortnight' for 'within 14 days' is supported",
    contexts: ["Refunds are paid within 14 days of the return arriving."],
    answer: "Refunds are paid within a fortnight of the return arriving.",
    verdicts: ["supported"],
  },
];
