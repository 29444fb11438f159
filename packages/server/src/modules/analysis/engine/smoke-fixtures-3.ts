import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s15 smoke, third round: false alarms first), in
 * gym, airline and car rental prose: each case with look-alikes of the other kind that must
 * keep their verdict. Re-exported by paraphrase-fixtures.ts.
 */
const GYM =
  "Premium members get unlimited sauna access. Basic members can use the gym floor and group classes.";

const RENTAL =
  "The minimum age to rent is 21. Drivers under 25 pay a young driver surcharge of $20 per day.";

const STORAGE =
  "Each account includes 15 GB of free storage. When you reach your quota, new files will not sync until you free up space or upgrade your plan.";

const HOURS = "The pharmacy is open 8.30am to 7pm Monday to Saturday. It is closed on Sundays.";

const REFUND_RANGE = "Refunds are processed within 5-7 business days of receiving the return.";

const DELIVERY_RANGE = "Delivery takes 3 to 5 working days.";

export const SMOKE3_FIXTURES: Fixture[] = [
  // Verb-phrase ellipsis: the elliptical half meets the sentence about its subject (ellipsis.ts).
  {
    name: "'Basic members don't get sauna access; Premium members do' is supported",
    contexts: [GYM],
    answer: "Basic members don't get sauna access; Premium members do.",
    verdicts: ["supported"],
  },
  {
    name: "the same with ', but Premium members do' is supported",
    contexts: [GYM],
    answer: "Basic members don't get sauna access, but Premium members do.",
    verdicts: ["supported"],
  },
  {
    name: "the subjects swapped, 'Premium members don't …; Basic members do', contradicts",
    contexts: [GYM],
    answer: "Premium members don't get sauna access; Basic members do.",
    verdicts: ["contradicted"],
  },
  {
    name: "the ellipsis against a sentence that names both subjects still contradicts",
    contexts: ["Premium and Basic members get sauna access."],
    answer: "Basic members don't get sauna access; Premium members do.",
    verdicts: ["contradicted"],
  },
  {
    name: "a negated ellipsis for the subject the context includes contradicts",
    contexts: [
      "Economy Light fares do not include a checked bag. Economy Flex fares include one checked bag.",
    ],
    answer: "Flex fares don't include a checked bag, but Light fares do.",
    verdicts: ["contradicted"],
  },
  // A negation on the other side of a range restates it (bound-flip.ts, negatedComplement).
  {
    name: "'aged 25 or over pay no young driver surcharge' against 'under 25 pay' is supported",
    contexts: [RENTAL],
    answer: "Drivers aged 25 or over pay no young driver surcharge.",
    verdicts: ["supported"],
  },
  {
    name: "'children under 12 don't pay the full fare' against '12 and over pay' is supported",
    contexts: ["Children under 12 travel free. Passengers aged 12 and over pay the full fare."],
    answer: "Children under 12 don't pay the full fare.",
    verdicts: ["supported"],
  },
  {
    name: "the negation on the range's own side, 'under 25 pay no surcharge', contradicts",
    contexts: [RENTAL],
    answer: "Drivers under 25 pay no young driver surcharge.",
    verdicts: ["contradicted"],
  },
  {
    name: "the other side said without the negation, '25 or over pay a surcharge', contradicts",
    contexts: [RENTAL],
    answer: "Drivers aged 25 or over pay a young driver surcharge.",
    verdicts: ["contradicted"],
  },
  {
    name: "both sides negated on opposite sides of the figure still contradict",
    contexts: ["Bags over 23 kg are not accepted."],
    answer: "Bags under 23 kg are not accepted.",
    verdicts: ["contradicted"],
  },
  // "some" in a trailing condition hedges nothing (contradiction.ts, inTrailingCondition).
  {
    name: "'won't sync until you delete some files' for 'until you free up space' is supported",
    contexts: [STORAGE],
    answer: "New files won't sync until you delete some files.",
    verdicts: ["supported"],
  },
  {
    name: "'some' on the subject, 'Some new files will not sync', still contradicts",
    contexts: [STORAGE],
    answer: "Some new files will not sync until you free up space.",
    verdicts: ["contradicted"],
  },
  {
    name: "'some' after a condition that opens the sentence still contradicts",
    contexts: [STORAGE],
    answer: "If your storage is full, some new files will not sync.",
    verdicts: ["contradicted"],
  },
  // A range of days inside the context's range holds (weekdays.ts).
  {
    name: "'opens at 8.30am on weekdays' against 'Monday to Saturday' is supported",
    contexts: [HOURS],
    answer: "The pharmacy opens at 8.30am on weekdays.",
    verdicts: ["supported"],
  },
  {
    name: "'at weekends' against 'Monday to Saturday', Sunday closed, is unsupported",
    contexts: [HOURS],
    answer: "The pharmacy opens at 8.30am at weekends.",
    verdicts: ["unsupported"],
  },
  {
    name: "a range wider than the context's, 'Monday to Saturday' for 'Monday to Friday', is unsupported",
    contexts: ["The pharmacy is open 8.30am to 7pm Monday to Friday."],
    answer: "The pharmacy is open 8.30am to 7pm Monday to Saturday.",
    verdicts: ["unsupported"],
  },

  // A range cut to its wrong end (range-ends.ts): the claim's bound meets the other end.
  {
    name: "'within 5 business days' against 'within 5-7 business days' is contradicted",
    contexts: [REFUND_RANGE],
    answer: "Refunds are processed within 5 business days of receiving the return.",
    verdicts: ["contradicted"],
  },
  {
    name: "'up to 3 working days' against '3 to 5 working days' is contradicted",
    contexts: [DELIVERY_RANGE],
    answer: "Delivery takes up to 3 working days.",
    verdicts: ["contradicted"],
  },
  {
    name: "'no more than 6 weeks' against 'between 6 and 8 weeks' is contradicted",
    contexts: ["The course runs for between 6 and 8 weeks."],
    answer: "The course lasts no more than 6 weeks.",
    verdicts: ["contradicted"],
  },
  {
    name: "the range's own upper bound, 'within 7 business days', is supported",
    contexts: [REFUND_RANGE],
    answer: "Refunds are processed within 7 business days of receiving the return.",
    verdicts: ["supported"],
  },
  {
    name: "the range's own lower bound, 'at least 3 working days', is supported",
    contexts: [DELIVERY_RANGE],
    answer: "Delivery takes at least 3 working days.",
    verdicts: ["supported"],
  },
  {
    name: "the range restated, 'between 3 and 5 working days', is supported",
    contexts: [DELIVERY_RANGE],
    answer: "Delivery takes between 3 and 5 working days.",
    verdicts: ["supported"],
  },
  {
    name: "a bound on another figure than the range's, 'within 2 hours', is supported",
    contexts: ["Transfers usually arrive within 2 hours, but can take 1 to 3 days."],
    answer: "Transfers arrive within 2 hours.",
    verdicts: ["supported"],
  },
];
