import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s20 smoke, helper A: faithful answers that state
 * a figure worked out from the context's, in council tax, gyms, utilities, subscription boxes,
 * car hire, tutoring, kennels and print shops), each with look-alikes whose figure is off by an
 * operand, a percentage or an operation, which must stay flagged.
 */
const STATIONERY =
  "A wedding stationery package costs £3,650. We take a 10% deposit, and the rest can be paid in monthly instalments.";
const TUTORING_TERM = "Tutoring costs £400 a term. A £100 deposit is due when you book.";
const HEATING_OIL = "Heating oil is delivered in 500 litre loads for £395.";
const GROCERY_BOX = "The Plus box costs £19.99 a month and holds up to 15 kg of groceries.";
const BANNER = "Our print shop charges £18 for 5 metres of vinyl banner.";
const DOG_FOOD = "A 10 kg bag of dog food costs £30 and a 25 kg bag costs £60.";
const WATER = "Water rates are £420 a year. Customers on the WaterSure scheme pay a tenth less.";
const SECOND_HOMES =
  "Council tax for Band E is £2,580 a year. Second homes pay a 100% council tax premium.";
const CAR_HIRE =
  "A compact car costs £42 a day. A young driver surcharge of 15% applies to drivers under 25.";
const CAR_HIRE_TWO =
  "A compact car costs £42 a day. An estate costs £55 a day. A young driver surcharge of 15% applies to drivers under 25.";
const KENNEL = "Kennel stays cost £30 a night. Dogs needing daily medication pay a fifth extra.";
const PRINTING = "Printing is 8p a page. Students get a quarter off with a valid card.";
const GYM = "Our gym costs £29 a month or £290 a year.";
const DAY_CARE = "Dog day care costs £28 a day, or £120 for a five-day week.";
const VAN_HIRE = "Van hire costs £48 a day or £290 a week.";
const CARDS = "Business cards cost £35 for a box of 250.";

export const SMOKE_S20A_FIXTURES: Fixture[] = [
  // What a figure leaves once another is taken is a difference (difference-cue.ts `leftOver`),
  // and never the sum of the two (local-arithmetic.ts).
  {
    name: "a 10% deposit of £365 leaves £3,285 of £3,650 to spread",
    contexts: [STATIONERY],
    answer: "The 10% deposit would be £365, leaving £3,285 to spread over your instalments.",
    verdicts: ["supported"],
  },
  {
    name: "'that leaves £3,285' before the deposit it follows from",
    contexts: [STATIONERY],
    answer:
      "That leaves £3,285 to spread over your instalments once the 10% deposit of £365 is paid.",
    verdicts: ["supported"],
  },
  {
    name: "£300 left to pay after a £100 deposit on £400",
    contexts: [TUTORING_TERM],
    answer: "After the £100 deposit you'd have £300 left to pay before the term starts.",
    verdicts: ["supported"],
  },
  {
    name: "leaving £3,385 is off by £100 and stays flagged",
    contexts: [STATIONERY],
    answer: "The 10% deposit would be £365, leaving £3,385 to spread over your instalments.",
    verdicts: ["unsupported"],
  },
  {
    name: "leaving £4,015 adds the deposit instead of taking it off and stays flagged",
    contexts: [STATIONERY],
    answer: "The 10% deposit would be £365, leaving £4,015 to spread over your instalments.",
    verdicts: ["unsupported"],
  },
  {
    name: "£200 left to pay after a £100 deposit on £400 stays flagged",
    contexts: [TUTORING_TERM],
    answer: "After the £100 deposit you'd have £200 left to pay before the term starts.",
    verdicts: ["unsupported"],
  },
  // The price per unit an amount of money works out at for a stated amount (unit-price.ts).
  {
    name: "£395 for 500 litres of heating oil is 79p a litre",
    contexts: [HEATING_OIL],
    answer: "Heating oil works out at 79p a litre.",
    verdicts: ["supported"],
  },
  {
    name: "£19.99 a month for up to 15 kg is about £1.33 per kg when the box is full",
    contexts: [GROCERY_BOX],
    answer: "If you fill it, the Plus box works out at about £1.33 per kg of groceries.",
    verdicts: ["supported"],
  },
  {
    name: "£18 for 5 metres of banner is £3.60 per metre",
    contexts: [BANNER],
    answer: "Vinyl banner works out at £3.60 per metre.",
    verdicts: ["supported"],
  },
  {
    name: "75p a litre for £395 per 500 litres stays flagged",
    contexts: [HEATING_OIL],
    answer: "Heating oil works out at 75p a litre.",
    verdicts: ["unsupported"],
  },
  {
    name: "about £1.43 per kg is beyond rounding £1.333 and stays flagged",
    contexts: [GROCERY_BOX],
    answer: "If you fill it, the Plus box works out at about £1.43 per kg of groceries.",
    verdicts: ["unsupported"],
  },
  {
    name: "£1.30 per kg without 'about' is not £1.333 and stays flagged",
    contexts: [GROCERY_BOX],
    answer: "If you fill it, the Plus box works out at £1.30 per kg of groceries.",
    verdicts: ["unsupported"],
  },
  {
    name: "£3.80 per metre for £18 per 5 metres stays flagged",
    contexts: [BANNER],
    answer: "Vinyl banner works out at £3.80 per metre.",
    verdicts: ["unsupported"],
  },
  {
    name: "the small bag's £3 a kilo given for the 25 kg bag stays flagged",
    contexts: [DOG_FOOD],
    answer: "The 25 kg bag of dog food works out at £3 a kilo.",
    verdicts: ["unsupported"],
  },
  // A price after a share the context takes off or adds for someone the claim names
  // (share-applied.ts).
  {
    name: "a tenth less on WaterSure makes £420 a year £378",
    contexts: [WATER],
    answer: "On WaterSure you would pay £378 a year.",
    verdicts: ["supported"],
  },
  {
    name: "a 100% premium doubles Band E's £2,580 for a second home",
    contexts: [SECOND_HOMES],
    answer: "A second home in Band E would pay £5,160 a year.",
    verdicts: ["supported"],
  },
  {
    name: "a 15% young driver surcharge makes £42 a day £48.30 for someone under 25",
    contexts: [CAR_HIRE],
    answer: "If you're under 25, the compact car comes to £48.30 a day.",
    verdicts: ["supported"],
  },
  {
    name: "a fifth extra for dogs on daily medication makes a £30 night £36",
    contexts: [KENNEL],
    answer: "If your dog needs daily medication, a night would cost £36.",
    verdicts: ["supported"],
  },
  {
    name: "a quarter off 8p a page is 6p with a student card",
    contexts: [PRINTING],
    answer: "With a student card, a page costs 6p.",
    verdicts: ["supported"],
  },
  {
    name: "£387 for a tenth off £420 stays flagged",
    contexts: [WATER],
    answer: "On WaterSure you would pay £387 a year.",
    verdicts: ["unsupported"],
  },
  {
    name: "a tenth added instead of taken off (£462) stays flagged",
    contexts: [WATER],
    answer: "On WaterSure you would pay £462 a year.",
    verdicts: ["unsupported"],
  },
  {
    name: "the WaterSure price for a claim that names no scheme stays flagged",
    contexts: [WATER],
    answer: "Customers pay £378 a year.",
    verdicts: ["unsupported"],
  },
  {
    name: "the second-home premium for 'a home' stays flagged",
    contexts: [SECOND_HOMES],
    answer: "A home in Band E would pay £5,160 a year.",
    verdicts: ["unsupported"],
  },
  {
    name: "the surcharge taken off instead of added (£35.70) stays flagged",
    contexts: [CAR_HIRE],
    answer: "If you're under 25, the compact car comes to £35.70 a day.",
    verdicts: ["unsupported"],
  },
  {
    name: "the surcharge with two daily rates in the context stays flagged",
    contexts: [CAR_HIRE_TWO],
    answer: "If you're under 25, the compact car comes to £48.30 a day.",
    verdicts: ["unsupported"],
  },
  {
    name: "the medication price for any dog stays flagged",
    contexts: [KENNEL],
    answer: "A night in the kennels would cost £36.",
    verdicts: ["unsupported"],
  },
  {
    name: "a quarter off 8p given as 5p stays flagged",
    contexts: [PRINTING],
    answer: "With a student card, a page costs 5p.",
    verdicts: ["unsupported"],
  },
  // A saving against paying another way, both ways priced in one sentence
  // (package-saving.ts).
  {
    name: "£29 a month or £290 a year: paying by the year saves £58",
    contexts: [GYM],
    answer: "Paying for the gym by the year saves you £58.",
    verdicts: ["supported"],
  },
  {
    name: "£28 a day or £120 for a five-day week: the week saves £20",
    contexts: [DAY_CARE],
    answer:
      "Booking a five-day week of dog day care saves you £20 compared with paying by the day.",
    verdicts: ["supported"],
  },
  {
    name: "£48 a day or £290 a week: the week saves £46",
    contexts: [VAN_HIRE],
    answer: "Hiring the van by the week saves you £46 compared with seven daily rates.",
    verdicts: ["supported"],
  },
  {
    name: "a saving of £68 on £29 a month or £290 a year stays flagged",
    contexts: [GYM],
    answer: "Paying for the gym by the year saves you £68.",
    verdicts: ["unsupported"],
  },
  {
    name: "the saving said to be the cost stays flagged",
    contexts: [GYM],
    answer: "Paying for the gym by the year costs you £58.",
    verdicts: ["unsupported"],
  },
  {
    name: "a saving of £8 (four days' rates, not five) stays flagged",
    contexts: [DAY_CARE],
    answer: "Booking a five-day week of dog day care saves you £8 compared with paying by the day.",
    verdicts: ["unsupported"],
  },
  {
    name: "a saving of £56 on £48 a day or £290 a week stays flagged",
    contexts: [VAN_HIRE],
    answer: "Hiring the van by the week saves you £56 compared with seven daily rates.",
    verdicts: ["unsupported"],
  },
  {
    name: "six daily rates against a week stays flagged",
    contexts: [VAN_HIRE],
    answer: "Hiring the van by the week saves you £46 compared with six daily rates.",
    verdicts: ["unsupported"],
  },
  // "That's 14p a card." after a claim is a figure worked out from it (claims.ts
  // `statesArithmetic`), and "That's" is no name (facts.ts).
  {
    name: "'That's 14p a card' after a box of 250 for £35 is supported",
    contexts: [CARDS],
    answer: "A box of 250 business cards is £35. That's 14p a card.",
    verdicts: ["supported", "supported"],
  },
  {
    name: "'That's about 14p each' after a box of 250 for £35 is supported",
    contexts: [CARDS],
    answer: "Business cards come in boxes of 250 for £35. That's about 14p each.",
    verdicts: ["supported", "supported"],
  },
  {
    name: "'That's 18p a card' after a box of 250 for £35 is flagged",
    contexts: [CARDS],
    answer: "A box of 250 business cards is £35. That's 18p a card.",
    verdicts: ["supported", "unsupported"],
  },
  {
    name: "'That's about 18p each' after a box of 250 for £35 is flagged",
    contexts: [CARDS],
    answer: "Business cards come in boxes of 250 for £35. That's about 18p each.",
    verdicts: ["supported", "unsupported"],
  },
];
