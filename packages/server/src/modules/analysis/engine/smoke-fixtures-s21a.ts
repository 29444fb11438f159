import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s21, helper A: faithful answers stating a figure
 * the context does not print but that follows from its figures), each with look-alikes that
 * must keep the other verdict: a wrong count, a wrong price, a whole the claim does not name.
 */
const SPANISH = "Our beginner Spanish course runs for 10 weekly lessons. Each lesson costs €18.";
const BOOTCAMP = "Our bootcamp block has 8 classes. Classes cost £9 each when booked singly.";
const CANDLES = "Each subscription box holds 6 candles. Candles are £4.50 when bought separately.";
const BUNDLE = "The print bundle includes 4 posters. A single A3 poster costs £6.";
const KENNEL = "A standard stay at our kennels is 7 nights. Each night costs £26. Grooming is £30.";
const BOARDING =
  "A standard stay at our kennels is 7 nights. Boarding costs £26 a night, and cattery places cost £14 a night.";
const JAPANESE =
  "The evening Japanese course has 12 lessons. Weekday lessons cost £15, and Saturday lessons are £20.";

const HARVEST = [
  "Greenleaf's Harvest box costs £24 a month.",
  "Harvest members get early access to seasonal specials and a recipe card with each delivery.",
  "From 1 June 2027, the price of Harvest boxes will rise to £26 a month for existing members. Harvest boxes can be paused for up to two months a year.",
  "Harvest subscribers can skip a delivery up to 3 days before dispatch, and skipped deliveries are not charged.",
  "A year of Harvest includes 4 seasonal gift boxes at no extra price.",
];

const KENNEL_PAIR =
  "Boarding for one dog costs £30 a night. A second dog sharing the same kennel costs £18 a night.";
const SEATS =
  "Child seats cost £20 for the first seat and £14 for a second seat per hire. Booster cushions are free.";

export const SMOKE_S21A_FIXTURES: Fixture[] = [
  // A whole priced by the count of its items, neither in the claim (count-priced.ts).
  {
    name: "a course of '10 weekly lessons' at 'each lesson costs €18' costs €180",
    question: "How much is the Spanish course?",
    contexts: [SPANISH],
    answer: "The whole beginner course costs €180.",
    verdicts: ["supported"],
  },
  {
    name: "a course of 10 lessons at €18 is not €190",
    question: "How much is the Spanish course?",
    contexts: [SPANISH],
    answer: "The whole beginner course costs €190.",
    verdicts: ["unsupported"],
  },
  {
    name: "a bootcamp block of 8 classes at £9 costs £72",
    contexts: [BOOTCAMP],
    answer: "The bootcamp block costs £72.",
    verdicts: ["supported"],
  },
  {
    name: "a bootcamp block of 8 classes at £9 is not £81 (one class too many)",
    contexts: [BOOTCAMP],
    answer: "The bootcamp block costs £81.",
    verdicts: ["unsupported"],
  },
  {
    name: "a box of 6 candles at £4.50 each is worth £27 bought separately",
    contexts: [CANDLES],
    answer: "A box's candles would cost £27 bought separately.",
    verdicts: ["supported"],
  },
  {
    name: "a box of 6 candles at £4.50 is not £31.50",
    contexts: [CANDLES],
    answer: "A box's candles would cost £31.50 bought separately.",
    verdicts: ["unsupported"],
  },
  {
    name: "a bundle of 4 posters at £6 is worth £24",
    contexts: [BUNDLE],
    answer: "The print bundle is worth £24.",
    verdicts: ["supported"],
  },
  {
    name: "a bundle of 4 posters at £6 is not worth £30",
    contexts: [BUNDLE],
    answer: "The print bundle is worth £30.",
    verdicts: ["unsupported"],
  },
  {
    name: "a stay of 7 nights at 'each night costs £26' costs £182",
    question: "How much is a standard stay?",
    contexts: [KENNEL],
    answer: "A standard stay costs £182.",
    verdicts: ["supported"],
  },
  {
    name: "a stay of 7 nights at £26 is not £208 (eight nights)",
    question: "How much is a standard stay?",
    contexts: [KENNEL],
    answer: "A standard stay costs £208.",
    verdicts: ["unsupported"],
  },
  {
    name: "grooming is not priced by the stay's count: 'grooming costs £182' stays flagged",
    question: "How much is grooming?",
    contexts: [KENNEL],
    answer: "Grooming costs £182.",
    verdicts: ["unsupported"],
  },
  {
    name: "a stay of 7 nights at the boarding rate the question names costs £182",
    question: "What does a standard boarding stay cost?",
    contexts: [BOARDING],
    answer: "A standard stay costs £182.",
    verdicts: ["supported"],
  },
  {
    name: "the cattery rate is not the boarding stay the question asks about",
    question: "What does a standard boarding stay cost?",
    contexts: [BOARDING],
    answer: "A standard stay costs £98.",
    verdicts: ["unsupported"],
  },
  {
    name: "a cattery stay at the boarding rate stays flagged",
    question: "What does a standard stay cost?",
    contexts: [BOARDING],
    answer: "A standard cattery stay costs £182.",
    verdicts: ["unsupported"],
  },
  {
    name: "a course of 12 lessons at the Saturday price costs £240",
    question: "What does the Japanese course cost on Saturdays?",
    contexts: [JAPANESE],
    answer: "With Saturday lessons, the evening Japanese course costs £240.",
    verdicts: ["supported"],
  },
  {
    name: "a course of 12 lessons at the weekday price is not £240",
    question: "What does the Japanese course cost on weekdays?",
    contexts: [JAPANESE],
    answer: "With weekday lessons, the evening Japanese course costs £240.",
    verdicts: ["unsupported"],
  },
  // An operand the claim names, wherever its sentence ranks (named-operands.ts).
  {
    name: "twelve months of Harvest at the £24 the claim names (ranked low) comes to £288",
    question: "What does a year of Harvest cost?",
    contexts: HARVEST,
    answer: "At today's price, twelve months of Harvest comes to £288.",
    verdicts: ["supported"],
  },
  {
    name: "twelve months of Harvest at £24 is not £278",
    question: "What does a year of Harvest cost?",
    contexts: HARVEST,
    answer: "At today's price, twelve months of Harvest comes to £278.",
    verdicts: ["unsupported"],
  },
  {
    name: "ten months of Harvest at £24 is not £288",
    question: "What does a year of Harvest cost?",
    contexts: HARVEST,
    answer: "At today's price, ten months of Harvest comes to £288.",
    verdicts: ["unsupported"],
  },
  // Two or three things priced one by one: first, second, third (ordinal-sum.ts).
  {
    name: "two dogs at 'one dog £30' and 'a second dog £18' come to £48 a night",
    question: "How much for two dogs?",
    contexts: [KENNEL_PAIR],
    answer: "Two dogs sharing a kennel would cost you £48 a night.",
    verdicts: ["supported"],
  },
  {
    name: "two dogs are not twice the first dog's £30",
    question: "How much for two dogs?",
    contexts: [KENNEL_PAIR],
    answer: "Two dogs sharing a kennel would cost you £60 a night.",
    verdicts: ["unsupported"],
  },
  {
    name: "two dogs at £30 and £18 are not £58",
    question: "How much for two dogs?",
    contexts: [KENNEL_PAIR],
    answer: "Two dogs sharing a kennel would cost you £58 a night.",
    verdicts: ["unsupported"],
  },
  {
    name: "three dogs are not the first two's £48 (no third price)",
    contexts: [KENNEL_PAIR],
    answer: "Three dogs sharing a kennel would cost you £48 a night.",
    verdicts: ["unsupported"],
  },
  {
    name: "two seats at '£20 for the first seat and £14 for a second seat' come to £34",
    question: "What do two child seats cost?",
    contexts: [SEATS],
    answer: "Two child seats would cost you £34 per hire.",
    verdicts: ["supported"],
  },
];
