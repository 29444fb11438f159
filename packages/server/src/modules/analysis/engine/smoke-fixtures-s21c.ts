import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s21 smoke, helper C: faithful answers that
 * restate a context figure in another form, in words or as a fraction), each with look-alikes
 * that give the same form a wrong value and must stay flagged.
 */
const RAIL_PASS = "Rail passes give unlimited travel for 7 consecutive days.";
const GYM_PASS = "The gym pass covers 10 straight days of use. Towels cost £1 to hire.";
const REPAIRS = "Repairs are charged at cost plus 10%. Call-outs cost £60.";
const SEA_VIEW = "Hotel guests pay a 20% supplement for sea-view rooms.";
const CHILD_FARE = "Children aged 5 to 15 travel at half fare on all trains.";
const BINS =
  "General waste is collected every two weeks. Recycling is collected in the alternate weeks.";
const INVOICES = "The courier invoices business accounts every 14 days. Late payment costs £10.";
const INVOICES_3 = "The courier invoices business accounts every 3 weeks. Late payment costs £10.";
const NEWSLETTER = "Library newsletters are sent every week.";
const STUDENTS = "Memberships are billed annually at £300. Students receive a third off.";
const WALK_IN = "Hotel rooms booked three months ahead are two thirds of the walk-in rate.";

export const SMOKE_S21C_FIXTURES: Fixture[] = [
  // A word between a count and its unit that leaves it that unit (numbers.ts QUALIFIER):
  // "7 consecutive days" is a week, as "7 working days" is seven days.
  {
    name: "'for a week' restates 'for 7 consecutive days'",
    contexts: [RAIL_PASS],
    answer: "A rail pass gives you unlimited travel for a week.",
    verdicts: ["supported"],
  },
  {
    name: "'for two weeks' against 'for 7 consecutive days' is flagged",
    contexts: [RAIL_PASS],
    answer: "A rail pass gives you unlimited travel for two weeks.",
    verdicts: ["unsupported"],
  },
  {
    name: "'for ten days' against 'for 7 consecutive days' is flagged",
    contexts: [RAIL_PASS],
    answer: "A rail pass gives you unlimited travel for ten days.",
    verdicts: ["unsupported"],
  },
  {
    name: "'ten days in a row' restates '10 straight days'",
    contexts: [GYM_PASS],
    answer: "The gym pass covers ten days in a row.",
    verdicts: ["supported"],
  },
  {
    name: "'two weeks' against '10 straight days' is flagged",
    contexts: [GYM_PASS],
    answer: "The gym pass covers two weeks of use.",
    verdicts: ["unsupported"],
  },

  // A share in words before "added", "extra", "on top" or "fare" is that share
  // (word-forms.ts SHARE, quantity-forms.ts FRACTION): "a tenth added on top" is "plus 10%".
  {
    name: "'a tenth added on top' restates 'cost plus 10%'",
    contexts: [REPAIRS],
    answer: "Repairs are charged at cost with a tenth added on top.",
    verdicts: ["supported"],
  },
  {
    name: "'a quarter added on top' against 'cost plus 10%' is flagged",
    contexts: [REPAIRS],
    answer: "Repairs are charged at cost with a quarter added on top.",
    verdicts: ["unsupported"],
  },
  {
    name: "'a fifth extra' restates 'a 20% supplement'",
    contexts: [SEA_VIEW],
    answer: "Sea-view rooms cost a fifth extra.",
    verdicts: ["supported"],
  },
  {
    name: "'a tenth extra' against 'a 20% supplement' is flagged",
    contexts: [SEA_VIEW],
    answer: "Sea-view rooms cost a tenth extra.",
    verdicts: ["unsupported"],
  },
  {
    name: "'50% of the adult fare' restates 'half fare'",
    contexts: [CHILD_FARE],
    answer: "Children aged 5 to 15 travel at 50% of the adult fare on all trains.",
    verdicts: ["supported"],
  },
  {
    name: "'25% of the adult fare' against 'half fare' is flagged",
    contexts: [CHILD_FARE],
    answer: "Children aged 5 to 15 travel at 25% of the adult fare on all trains.",
    verdicts: ["unsupported"],
  },

  // A frequency word whose period is a count of a smaller unit (word-forms.ts NAMED_FIGURE):
  // "fortnightly" and "every fortnight" are "every 2 weeks", a figure to check.
  {
    name: "'fortnightly' restates 'every two weeks'",
    contexts: [BINS],
    answer: "Your general waste is collected fortnightly.",
    verdicts: ["supported"],
  },
  {
    name: "'every three weeks' against 'every two weeks' is flagged",
    contexts: [BINS],
    answer: "Your general waste is collected every three weeks.",
    verdicts: ["unsupported"],
  },
  {
    name: "'once a fortnight' restates 'every 14 days'",
    contexts: [INVOICES],
    answer: "Business accounts are invoiced once a fortnight.",
    verdicts: ["supported"],
  },
  {
    name: "'fortnightly' against 'every week' is flagged",
    contexts: [NEWSLETTER],
    answer: "Library newsletters are sent fortnightly.",
    verdicts: ["contradicted"],
  },
  {
    name: "'every fortnight' against 'every 3 weeks' is flagged",
    contexts: [INVOICES_3],
    answer: "Business accounts are invoiced every fortnight.",
    verdicts: ["unsupported"],
  },

  // A fraction in words is finer than the whole per cent it is written to (quantity-forms.ts
  // finerThanWritten): "33%" rounds "a third", "67%" rounds "two thirds", and back.
  {
    name: "'33% off' restates 'a third off'",
    contexts: [STUDENTS],
    answer: "Students get 33% off.",
    verdicts: ["supported"],
  },
  {
    name: "'30% off' against 'a third off' is flagged",
    contexts: [STUDENTS],
    answer: "Students get 30% off.",
    verdicts: ["unsupported"],
  },
  {
    name: "'34% off' against 'a third off' is flagged",
    contexts: [STUDENTS],
    answer: "Students get 34% off.",
    verdicts: ["unsupported"],
  },
  {
    name: "'a third off' restates '33% off'",
    contexts: ["Memberships are billed annually at £300. Students receive 33% off."],
    answer: "Students get a third off.",
    verdicts: ["supported"],
  },
  {
    name: "'67% of the walk-in rate' restates 'two thirds of the walk-in rate'",
    contexts: [WALK_IN],
    answer: "Rooms booked three months ahead cost 67% of the walk-in rate.",
    verdicts: ["supported"],
  },
  {
    name: "'66% of the walk-in rate' against 'two thirds' is flagged",
    contexts: [WALK_IN],
    answer: "Rooms booked three months ahead cost 66% of the walk-in rate.",
    verdicts: ["unsupported"],
  },
];
