import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s18 smoke, helper D: faithful answers that join
 * two or three context sentences into one claim), each with look-alikes of the other kind
 * that must keep their verdict (one clause's figure or condition swapped, or made up).
 */
const AGE = "Drivers must be at least 21 years old.";
const SURCHARGE = "Drivers under 25 pay a young driver surcharge of $15 per day.";
const FUEL =
  "The car must be returned with a full tank, otherwise a refuelling charge of $40 applies.";

export const SMOKE_S18D_FIXTURES: Fixture[] = [
  // Two limit words on different figures are two thresholds, not one turned around
  // (bound-flip.ts, boundsApart).
  {
    name: "'at least 21 to drive' is no flip of 'drivers under 25 pay a surcharge'",
    contexts: [AGE, SURCHARGE, FUEL],
    answer: "You need to be at least 21 to drive.",
    verdicts: ["supported"],
  },
  {
    name: "'at least 25 to drive' against 'drivers under 25 pay a surcharge' still flips",
    contexts: [AGE, SURCHARGE, FUEL],
    answer: "You need to be at least 25 to drive.",
    verdicts: ["contradicted"],
  },
  {
    name: "'drivers over 25 pay the surcharge' against 'drivers under 25' still flips",
    contexts: [AGE, SURCHARGE, FUEL],
    answer: "Drivers over 25 pay a young driver surcharge of $15 a day.",
    verdicts: ["contradicted"],
  },
];
