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
];
