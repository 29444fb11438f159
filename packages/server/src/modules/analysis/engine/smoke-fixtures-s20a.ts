import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s20 smoke, helper A: faithful answers that state
 * a figure worked out from the context's, in council tax, gyms, utilities, subscription boxes,
 * car hire, tutoring, kennels and print shops), each with look-alikes whose figure is off by an
 * operand, a percentage or an operation, which must stay flagged.
 */
const STATIONERY =
  "A wedding stationery package costs £3,650. We take a 10% deposit, and the rest can be paid in monthly instalments.";
const TUTORING_TERM = "Tutoring costs £400 a term. A £100 deposit is due when you book.";

export const SMOKE_S20A_FIXTURES: Fixture[] = [
  // What a figure leaves once another is taken is a difference (difference-cue.ts `leftOver`),
  // and never the sum of the two (local-arithmetic.ts).
  {
    name: "a 10% deposit of £365 leaves £3,285 of £3,650 to spread",
    contexts: [STATIONERY],
    answer: "The 10% deposit would be £365, leaving £3,285 to spread over your instalments.",
    verdicts: ["supported"],
  },
  {
    name: "'that leaves £3,285' before the deposit it follows from",
    contexts: [STATIONERY],
    answer:
      "That leaves £3,285 to spread over your instalments once the 10% deposit of £365 is paid.",
    verdicts: ["supported"],
  },
  {
    name: "£300 left to pay after a £100 deposit on £400",
    contexts: [TUTORING_TERM],
    answer: "After the £100 deposit you'd have £300 left to pay before the term starts.",
    verdicts: ["supported"],
  },
  {
    name: "leaving £3,385 is off by £100 and stays flagged",
    contexts: [STATIONERY],
    answer: "The 10% deposit would be £365, leaving £3,385 to spread over your instalments.",
    verdicts: ["unsupported"],
  },
  {
    name: "leaving £4,015 adds the deposit instead of taking it off and stays flagged",
    contexts: [STATIONERY],
    answer: "The 10% deposit would be £365, leaving £4,015 to spread over your instalments.",
    verdicts: ["unsupported"],
  },
  {
    name: "£200 left to pay after a £100 deposit on £400 stays flagged",
    contexts: [TUTORING_TERM],
    answer: "After the £100 deposit you'd have £200 left to pay before the term starts.",
    verdicts: ["unsupported"],
  },
];
