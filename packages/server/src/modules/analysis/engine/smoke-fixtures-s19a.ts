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

const GYM_FEE = `${GYM} Classes are included in both memberships.`;
const HOTEL =
  "Standard rooms cost €120 per night and sea-view rooms cost €165 per night. Breakfast is €18 per person per night. Parking costs €15 per night.";
const GAS =
  "A gas service costs £89. We issue the CP12 certificate for £65, or £45 when booked with a service.";

const SIBLING =
  "Tuition is £5,400 per term. A sibling discount of 10% applies to the second child.";
const ALARM = "The alarm sounds for 30 seconds before the doors lock.";

const DIRECT_DEBIT =
  "Paying by direct debit gives a £5 monthly discount on the standard bill of £92 a month.";
const SUPPLEMENT = "Rooms cost €120 a night. Pets bring a €10 nightly supplement.";

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
  // A sum the claim names addend by addend, with no sum word (named-sum.ts).
  {
    name: "'peak membership, with the joining fee, is £68' for £38 a month and a £30 fee is supported",
    contexts: [GYM_FEE],
    answer: "Your first month of peak membership, with the joining fee, is £68.",
    verdicts: ["supported"],
  },
  {
    name: "'off-peak membership, with the joining fee, is £55' for £25 a month and a £30 fee is supported",
    contexts: [GYM_FEE],
    answer: "Your first month of off-peak membership, with the joining fee, is £55.",
    verdicts: ["supported"],
  },
  {
    name: "'a standard room with breakfast for one is €138 a night' for €120 and €18 is supported",
    contexts: [HOTEL],
    answer: "A standard room with breakfast for one is €138 a night.",
    verdicts: ["supported"],
  },
  {
    name: "'peak … with the joining fee is £63' (the two memberships, £25 + £38) is flagged",
    contexts: [GYM_FEE],
    answer: "Your first month of peak membership, with the joining fee, is £63.",
    verdicts: ["unsupported"],
  },
  {
    name: "'off-peak … with the joining fee is £68' (peak's £38 + £30) is flagged",
    contexts: [GYM_FEE],
    answer: "Your first month of off-peak membership, with the joining fee, is £68.",
    verdicts: ["unsupported"],
  },
  {
    name: "'a standard room with breakfast is €183' (the sea-view room's €165 + €18) is flagged",
    contexts: [HOTEL],
    answer: "A standard room with breakfast for one is €183 a night.",
    verdicts: ["unsupported"],
  },
  {
    name: "'a standard room with parking is €133 a night' (one off €135) is flagged",
    contexts: [HOTEL],
    answer: "A standard room with parking is €133 a night.",
    verdicts: ["unsupported"],
  },
  {
    name: "'a gas service with the CP12 is £154' (£65, where with a service it is £45) is flagged",
    contexts: [GAS],
    answer: "A gas service with the CP12 is £154.",
    verdicts: ["unsupported"],
  },
  // "a second" before a noun is the ordinal, not one second (numbers.ts).
  {
    name: "'for a second child, you get 10% off' for 'the second child' is supported",
    contexts: [SIBLING],
    answer: "For a second child, you get 10% off.",
    verdicts: ["supported"],
  },
  {
    name: "'for a second child, you get 20% off' against 10% is flagged",
    contexts: [SIBLING],
    answer: "For a second child, you get 20% off.",
    verdicts: ["unsupported"],
  },
  {
    name: "'the alarm sounds for a second' against 30 seconds is flagged",
    contexts: [ALARM],
    answer: "The alarm sounds for a second before the doors lock.",
    verdicts: ["unsupported"],
  },
  // A figure relative to another with a period word between ("a £5 monthly discount"): numbers.ts.
  {
    name: "'by direct debit you'd pay £87 a month' for a £5 monthly discount on £92 is supported",
    contexts: [DIRECT_DEBIT],
    answer: "By direct debit you'd pay £87 a month.",
    verdicts: ["supported"],
  },
  {
    name: "'by direct debit you'd pay £97 a month' (the discount added) is flagged",
    contexts: [DIRECT_DEBIT],
    answer: "By direct debit you'd pay £97 a month.",
    verdicts: ["unsupported"],
  },
  {
    name: "'by cheque you'd pay £87 a month' (not what the discount is about) is flagged",
    contexts: [DIRECT_DEBIT],
    answer: "By cheque you'd pay £87 a month.",
    verdicts: ["unsupported"],
  },
  {
    name: "'a room with pets is €130 a night' for a €10 nightly supplement on €120 is supported",
    contexts: [SUPPLEMENT],
    answer: "A room with pets is €130 a night.",
    verdicts: ["supported"],
  },
  {
    name: "'a room with pets is €110 a night' (the supplement taken off) is flagged",
    contexts: [SUPPLEMENT],
    answer: "A room with pets is €110 a night.",
    verdicts: ["unsupported"],
  },
];
