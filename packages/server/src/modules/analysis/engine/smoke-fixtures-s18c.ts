import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s18 smoke, helper C: figures restated in words or
 * derived, and figures changed by one planted error, in utility bills, phone contracts,
 * parking, childcare, equipment hire, subscriptions, ticketing and train fares), each with
 * look-alikes that must keep the other verdict.
 */
const SIM =
  "The SIM-only plan includes 12 GB of data per month for £10 a month. Contracts run for 12 months.";
const SEASON = "Season tickets are valid for 12 months. A monthly season ticket costs £240.";
const NURSERY = "The nursery is open 50 weeks a year. Staff work 8 hours a day.";
const PASS = "A monthly pass for zones 1 to 3 costs €96. Passes are personal.";
const BASIC = "The Basic plan costs £120 a year. Support is included.";
const CLEANER = "Carpet cleaners can be hired for £25 per day or £80 per week.";
const TABLETS = "Take 2 tablets a day for a week.";
const DAY_PASS = "A day pass costs £5.";
const GROUPS = "Tickets cost £45 each. Groups of 10 or more get 20% off.";
const ORDERS = "Orders over £50 get 10% off.";
const MEMBERS = "Members get 20% off the £45 pass.";
const GYM = "The gym charges £40 per month, with a joining fee of £20.";
const TICKETS = "Tickets are £30 plus a £3 booking fee.";
const RAILCARD = "Railcards save one third on most fares. A railcard costs £35 for a year.";
const THIRD_MATCH = "Tickets for the third match go on sale on Monday.";
const BILLS = "Bills are issued every two weeks. Payment is due 14 days after the bill date.";

export const SMOKE_S18C_FIXTURES: Fixture[] = [
  // A period swapped beside the same word, the figure kept (period-swap.ts).
  {
    name: "'12 GB of data per week' against '12 GB of data per month' is flagged",
    contexts: [SIM],
    answer: "The SIM-only plan includes 12 GB of data per week for £10 a month.",
    verdicts: ["contradicted"],
  },
  {
    name: "'a weekly season ticket costs £240' against 'a monthly season ticket' is flagged",
    contexts: [SEASON],
    answer: "A weekly season ticket costs £240.",
    verdicts: ["contradicted"],
  },
  {
    name: "'8 hours a week' against '8 hours a day' is flagged",
    contexts: [NURSERY],
    answer: "Staff work 8 hours a week.",
    verdicts: ["contradicted"],
  },
  {
    name: "'an annual pass … the price of twelve monthly passes' for a monthly pass is supported",
    contexts: [PASS],
    answer: "An annual pass for zones 1 to 3 costs €1,152, the price of twelve monthly passes.",
    verdicts: ["supported"],
  },
  {
    name: "'runs for a year' for 'run for 12 months' is supported",
    contexts: [SIM],
    answer: "The contract runs for a year.",
    verdicts: ["supported"],
  },
  {
    name: "'£10 a month, which is £120 a year' for '£120 a year' is supported",
    contexts: [BASIC],
    answer: "The Basic plan costs £10 a month, which is £120 a year.",
    verdicts: ["supported"],
  },
  {
    name: "'due a fortnight after the bill date' for '14 days after' is supported",
    contexts: [BILLS],
    answer: "Payment is due a fortnight after the bill date.",
    verdicts: ["supported"],
  },
  {
    name: "'eight hours daily' for '8 hours a day' is supported",
    contexts: [NURSERY],
    answer: "Staff work eight hours daily.",
    verdicts: ["supported"],
  },
  // A price "for a week" is a rate per week (units.ts' moneyForPeriod); "a week" after a price
  // is no duration of its own.
  {
    name: "'£80 for a week' for '£80 per week' is supported",
    contexts: [CLEANER],
    answer: "A carpet cleaner costs £80 for a week.",
    verdicts: ["supported"],
  },
  {
    name: "'£25 for a day or £80 for a week' for '£25 per day or £80 per week' is supported",
    contexts: [CLEANER],
    answer: "A carpet cleaner costs £25 for a day or £80 for a week.",
    verdicts: ["supported"],
  },
  {
    name: "'£80 for a month' against '£80 per week' is flagged",
    contexts: [CLEANER],
    answer: "A carpet cleaner costs £80 for a month.",
    verdicts: ["unsupported"],
  },
  {
    name: "'£25 for a week' against '£25 per day or £80 per week' is flagged",
    contexts: [CLEANER],
    answer: "A carpet cleaner costs £25 for a week.",
    verdicts: ["unsupported"],
  },
  {
    name: "'2 tablets daily for a week' (a course, not a price) for '2 tablets a day for a week' is supported",
    contexts: [TABLETS],
    answer: "Take 2 tablets daily for a week.",
    verdicts: ["supported"],
  },
  {
    name: "'£5 for a day pass' (a price of a pass, no rate) for 'a day pass costs £5' is supported",
    contexts: [DAY_PASS],
    answer: "You pay £5 for a day pass.",
    verdicts: ["supported"],
  },
  // A percentage off changes an amount, not a threshold (numbers.ts' threshold, derivation.ts,
  // relative.ts): "10 or more … 20% off" does not derive "8 or more".
  {
    name: "'groups of 8 or more get 20% off' against 'groups of 10 or more' is flagged",
    contexts: [GROUPS],
    answer: "Groups of 8 or more get 20% off.",
    verdicts: ["unsupported"],
  },
  {
    name: "'groups of 8 or more get 25% off' against '10 or more … 20% off' is flagged",
    contexts: [GROUPS],
    answer: "Groups of 8 or more get 25% off.",
    verdicts: ["unsupported"],
  },
  {
    name: "'orders over £45 get 10% off' against 'orders over £50' is flagged",
    contexts: [ORDERS],
    answer: "Orders over £45 get 10% off.",
    verdicts: ["unsupported"],
  },
  {
    name: "'each ticket costs £36 after the 20% discount' for a group of ten is supported",
    contexts: [GROUPS],
    answer: "In a group of ten or more, each ticket costs £36 after the 20% discount.",
    verdicts: ["supported"],
  },
  {
    name: "'groups of ten or more get a fifth off' for '10 or more get 20% off' is supported",
    contexts: [GROUPS],
    answer: "Groups of ten or more get a fifth off.",
    verdicts: ["supported"],
  },
  {
    name: "'members pay £36' for '20% off the £45 pass' is supported",
    contexts: [MEMBERS],
    answer: "Members pay £36 for the pass.",
    verdicts: ["supported"],
  },
  // "including" and "inclusive of" announce a sum (derivation.ts' sum cue); "not including"
  // still a difference.
  {
    name: "'£60 including the joining fee' for '£40 per month' and '£20' is supported",
    contexts: [GYM],
    answer: "The first month costs £60 including the joining fee.",
    verdicts: ["supported"],
  },
  {
    name: "'£33 inclusive of the booking fee' for '£30 plus a £3 fee' is supported",
    contexts: [TICKETS],
    answer: "Tickets come to £33 inclusive of the booking fee.",
    verdicts: ["supported"],
  },
  {
    name: "'£70 including the joining fee' against '£40' and '£20' is flagged",
    contexts: [GYM],
    answer: "The first month costs £70 including the joining fee.",
    verdicts: ["unsupported"],
  },
  {
    name: "'£60 not including the joining fee' against '£40' and '£20' is flagged",
    contexts: [GYM],
    answer: "The first month costs £60 not including the joining fee.",
    verdicts: ["unsupported"],
  },
  // A share after a verb of saving, before "on" (word-forms.ts' SAVED_SHARE).
  {
    name: "'a third off most fares' for 'save one third on most fares' is supported",
    contexts: [RAILCARD],
    answer: "A railcard gives you a third off most fares and costs £35 a year.",
    verdicts: ["supported"],
  },
  {
    name: "'a quarter off most fares' against 'save one third on' is flagged",
    contexts: [RAILCARD],
    answer: "A railcard gives you a quarter off most fares.",
    verdicts: ["unsupported"],
  },
  {
    name: "'saves you a half on most fares' against 'save one third on' is flagged",
    contexts: [RAILCARD],
    answer: "A railcard saves you a half on most fares.",
    verdicts: ["unsupported"],
  },
  {
    name: "'the 3rd match' for 'the third match' (an ordinal, no share) is supported",
    contexts: [THIRD_MATCH],
    answer: "Tickets for the 3rd match go on sale on Monday.",
    verdicts: ["supported"],
  },
];
