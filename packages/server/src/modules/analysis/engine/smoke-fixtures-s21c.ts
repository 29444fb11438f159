import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s21 smoke, helper C: faithful answers that
 * restate a context figure in another form, in words or as a fraction), each with look-alikes
 * that give the same form a wrong value and must stay flagged.
 */
const RAIL_PASS = "Rail passes give unlimited travel for 7 consecutive days.";
const GYM_PASS = "The gym pass covers 10 straight days of use. Towels cost £1 to hire.";

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
];
