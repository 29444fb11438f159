import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s19 smoke, helper A: faithful answers that work
 * a figure out from the context), each with look-alikes whose figure is off by a step, uses the
 * wrong pair or the wrong operation, which must stay flagged.
 */
const CAR_HIRE =
  "Car hire costs £45 per day on weekdays and £60 per day at weekends. A young driver surcharge of £12 per day applies to drivers under 25.";
const PASSES = "Early-bird passes cost $80 until 1 March, after which the price rises to $110.";
const GYM =
  "Off-peak membership costs £25 a month and peak membership costs £38 a month. There is a one-off joining fee of £30.";

export const SMOKE_S19A_FIXTURES: Fixture[] = [
  // A figure taken off another is their difference: "knocks £15 off" (difference-cue.ts).
  {
    name: "'knocks £15 off the daily rate' for £60 and £45 a day is supported",
    contexts: [CAR_HIRE],
    answer: "Choosing a weekday over a weekend knocks £15 off the daily rate.",
    verdicts: ["supported"],
  },
  {
    name: "'booking early knocks $30 off the pass' for $80 against $110 is supported",
    contexts: [PASSES],
    answer: "Booking early knocks $30 off the pass.",
    verdicts: ["supported"],
  },
  {
    name: "'knocks $20 off' for $80 against $110 (a wrong gap) is flagged",
    contexts: [PASSES],
    answer: "Booking early knocks $20 off the pass.",
    verdicts: ["unsupported"],
  },
  {
    name: "'knocks $190 off' for $80 and $110 (their sum) is flagged",
    contexts: [PASSES],
    answer: "Booking early knocks $190 off the pass.",
    verdicts: ["unsupported"],
  },
  {
    name: "'£13 off-peak' is no figure taken off: the gap of £38 and £25 is flagged",
    contexts: [GYM],
    answer: "Membership is £13 off-peak.",
    verdicts: ["unsupported"],
  },
];
