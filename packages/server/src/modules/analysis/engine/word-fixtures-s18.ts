import type { Fixture } from "./fixtures";

/**
 * Words, cases found by the lead in s18 from the labelled sets' false alarms: "has taken
 * place" with "takes place", "a fortnight after" as a duration (it was read as "every
 * fortnight", so no figure was checked), and a short rule in the negative as a claim. Each has look-alikes of the other kind that must
 * keep their verdict.
 */
const THEATRE =
  "Latecomers are admitted at the interval. Tickets can be exchanged up to 24 hours before the show.";
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
  // A short rule in the negative is a claim (claims.ts STATED_RULE): it was dropped as filler.
  {
    name: "'Tickets can't be exchanged.' against 'can be exchanged up to 24 hours before' is flagged",
    contexts: [THEATRE],
    answer: "Tickets can't be exchanged.",
    verdicts: ["contradicted"],
  },
  {
    name: "'Latecomers won't be admitted.' against 'admitted at the interval' is flagged",
    contexts: [THEATRE],
    answer: "Latecomers won't be admitted.",
    verdicts: ["contradicted"],
  },
  {
    name: "'Fireworks aren't allowed.' for 'Fireworks are not permitted.' is supported",
    contexts: ["Fireworks are not permitted. Music must stop at 11pm."],
    answer: "Fireworks aren't allowed.",
    verdicts: ["supported"],
  },
];
