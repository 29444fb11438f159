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

const PETS = [
  "Dogs up to 15 kg are welcome in our ground-floor rooms.",
  "A cleaning fee of €30 per stay applies to every pet.",
  "Please tell us about your dog when you book. Dogs must not be left alone in the room.",
];
const PETS_JOINED =
  "as long as you mention the dog when booking and never leave it alone in the room.";

const PARTY = [
  "Party packages are for up to 20 children.",
  "Parents must stay on site for the whole party. Food is provided by our café; outside food is not allowed, except the birthday cake.",
];
const GALLERY = [
  "Members get free entry to all exhibitions.",
  "Large bags must be left in the cloakroom. Photography is not permitted in the galleries, except in the sculpture garden.",
];

const CLASSES = [
  "Classes can be booked up to 7 days in advance through the app.",
  "Members on the Flex plan get 8 class credits per month.",
];

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
  // A clause that itself joins two sentences, each holding one of its figures, inside a claim
  // joining three chunks (clause-support.ts, pairedCarrier).
  {
    name: "a weight limit and a fee from two chunks in one clause, with two rules of a third, is supported",
    contexts: PETS,
    answer: `Dogs up to fifteen kilos can stay for a €30 cleaning fee per stay, ${PETS_JOINED}`,
    verdicts: ["supported"],
  },
  {
    name: "the same joined claim with the fee per night instead of per stay stays flagged",
    contexts: PETS,
    answer: `Dogs up to fifteen kilos can stay for a €30 cleaning fee per night, ${PETS_JOINED}`,
    verdicts: ["unverifiable"],
  },
  {
    name: "the same joined claim with a made-up rule for its last clause stays flagged",
    contexts: PETS,
    answer:
      "Dogs up to fifteen kilos can stay for a €30 cleaning fee per stay, as long as you mention the dog when booking and keep it on a lead.",
    verdicts: ["unsupported"],
  },
  {
    name: "the same joined claim with the room swapped for the garden stays flagged",
    contexts: PETS,
    answer:
      "Dogs up to fifteen kilos can stay for a €30 cleaning fee per stay, as long as you mention the dog when booking and never leave it alone in the garden.",
    verdicts: ["unverifiable"],
  },
  {
    name: "the same joined claim with other figures for the weight and the fee is unsupported",
    contexts: PETS,
    answer: `Dogs up to thirty kilos can stay for a €15 cleaning fee per stay, ${PETS_JOINED}`,
    verdicts: ["unsupported"],
  },
  // The exception to a prohibition is a permission (exception-named.ts; restriction.ts'
  // exceptionIncluded no longer reads it as an inclusion).
  {
    name: "'you can bring the birthday cake' joined to 'our café provides the food' restates 'not allowed, except the birthday cake'",
    contexts: PARTY,
    answer:
      "Parents need to stay on site throughout, and our café provides the food, though you can bring the birthday cake.",
    verdicts: ["supported"],
  },
  {
    name: "'you can bring outside food' joined the same way still contradicts 'outside food is not allowed'",
    contexts: PARTY,
    answer:
      "Parents need to stay on site throughout, and our café provides the food, though you can bring outside food.",
    verdicts: ["contradicted"],
  },
  {
    name: "'outside food is allowed, including the birthday cake' still contradicts",
    contexts: PARTY,
    answer: "Outside food is allowed, including the birthday cake.",
    verdicts: ["contradicted"],
  },
  {
    name: "'photography is permitted in the sculpture garden' restates 'not permitted in the galleries, except in the sculpture garden'",
    contexts: GALLERY,
    answer: "Large bags go in the cloakroom, and photography is permitted in the sculpture garden.",
    verdicts: ["supported"],
  },
  {
    name: "'photography is permitted in the galleries and the sculpture garden' still contradicts",
    contexts: GALLERY,
    answer:
      "Large bags go in the cloakroom, and photography is permitted in the galleries and the sculpture garden.",
    verdicts: ["contradicted"],
  },
  // "ahead" after a duration is a deadline word like "in advance" (limits.ts): both sides read
  // "up to 7 days ahead/in advance" the same way.
  {
    name: "'up to 7 days ahead' joined to the monthly credits restates 'up to 7 days in advance'",
    contexts: CLASSES,
    answer:
      "You get 8 class credits per month on Flex, and you can book each class up to 7 days ahead in the app.",
    verdicts: ["supported"],
  },
  {
    name: "'up to a week ahead' restates 'up to 7 days in advance'",
    contexts: CLASSES,
    answer: "You can book classes up to a week ahead in the app.",
    verdicts: ["supported"],
  },
  {
    name: "'up to 14 days ahead' is an unsupported number",
    contexts: CLASSES,
    answer: "You can book classes up to 14 days ahead in the app.",
    verdicts: ["unsupported"],
  },
  {
    name: "the joined claim with 'up to 7 days after' still flips the bound",
    contexts: CLASSES,
    answer:
      "You get 8 class credits per month on Flex, and you can book each class up to 7 days after in the app.",
    verdicts: ["contradicted"],
  },
];
