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
  // A clause of one content word with a fact of its own is judged alone ("you need to be at
  // least 21 to drive"), the fact counting as a word (clause-support.ts); a figure given to
  // another item of one sentence's list is never lent by such a join (verify.ts).
  {
    name: "a minimum age and an under-25 surcharge from two chunks, joined in one claim, is supported",
    contexts: [AGE, SURCHARGE, FUEL],
    answer:
      "You need to be at least 21 to drive, and if you're under 25 there's a young driver surcharge of $15 a day.",
    verdicts: ["supported"],
  },
  {
    name: "the same joined claim with the refuelling charge as the surcharge is a swapped number",
    contexts: [AGE, SURCHARGE, FUEL],
    answer:
      "You need to be at least 21 to drive, and if you're under 25 there's a young driver surcharge of $40 a day.",
    verdicts: ["unsupported"],
  },
  {
    name: "the same joined claim with a made-up minimum age is an unsupported number",
    contexts: [AGE, SURCHARGE, FUEL],
    answer:
      "You need to be at least 18 to drive, and if you're under 25 there's a young driver surcharge of $15 a day.",
    verdicts: ["unsupported"],
  },
  {
    name: "two fees of one sentence's list swapped across two short clauses stay a swapped number",
    contexts: [
      "Each bike hire includes a helmet. The first day costs £20, and each extra day costs £12.",
    ],
    answer: "The first day costs £12 and an extra one costs £20.",
    verdicts: ["unsupported"],
  },
];
