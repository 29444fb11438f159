import { bad, type Case, miscite, ok, refuse } from "../held-out-2/build";
import { retrieved } from "./retrieved";

const REMOVALS = [
  "Swiftline Removals charges £95 an hour for a van with 2 movers, and £130 an hour for a large van with 3 movers. There is a minimum booking of 3 hours.",
  "Packing materials are sold separately: boxes cost £2.50 each and a roll of tape costs £3.",
  "Weekend moves carry a 20% surcharge on the hourly rate. Most local moves within 10 miles take between 4 and 6 hours.",
  "A deposit of £100 is taken at booking and deducted from the final bill. Cancellations made at least 7 days before the move get the deposit back in full. Moves booked before 31 March 2027 are held at 2026 prices.",
  "Goods in transit are insured up to £25,000. Pianos must be moved by our specialist team, who charge a fixed £180.",
  "Your move coordinator is Dana Whitlock, and our depot is on Foundry Street, Bramley. We may refuse to move items stored in damp conditions.",
];

export const MOVERS: Case[] = [
  {
    question: "What's the least I could pay for the smaller van?",
    contexts: REMOVALS,
    answer: [
      ok("With the three-hour minimum, the smallest booking for the two-mover van is £285."),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "How much more is the large van per hour?",
    contexts: REMOVALS,
    answer: [ok("The big van with an extra mover costs £35 more each hour.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "What's the hourly rate for the small van on a Saturday?",
    contexts: REMOVALS,
    answer: [ok("At weekends the small van works out at £114 an hour.")],
    kind: null,
    tags: ["derived", "paraphrase", "merged"],
  },
  {
    question: "What would 20 boxes and two rolls of tape cost?",
    contexts: retrieved(REMOVALS, 2, 5),
    answer: [ok("Twenty boxes and two rolls of tape come to £56.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "Roughly what does a local move cost with the small van on a weekday?",
    contexts: REMOVALS,
    answer: [
      ok(
        "A local move usually takes four to six hours, so with two movers expect somewhere between £380 and £570.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "Do I get my deposit back if I cancel?",
    contexts: retrieved(REMOVALS, 4, 6),
    answer: [ok("Cancel a week or more ahead and the whole £100 comes back to you.")],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "Can your normal crew move my piano?",
    contexts: REMOVALS,
    answer: [ok("No, a piano has to go with the specialist team, for a flat £180.")],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "A four-hour weekday move with the small van: what do I owe at the end?",
    contexts: REMOVALS,
    answer: [
      ok("Four hours comes to £380, and with the £100 deposit taken off, the final bill is £280."),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "How much are boxes, and is my stuff insured?",
    contexts: REMOVALS,
    answer: [
      ok("Boxes are £2.50 apiece [2]."),
      ok("Your belongings are covered in transit for up to £25,000 [5]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Do you do moves abroad?",
    contexts: [],
    answer: [refuse("I don't have any information about international moves, sorry.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Who's coordinating my move?",
    contexts: REMOVALS,
    answer: [
      ok(
        "Dana Whitlock will be coordinating your move, working from the Foundry Street depot in Bramley.",
      ),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  // Planted errors.
  {
    question: "What does the large van cost?",
    contexts: REMOVALS,
    answer: [bad("number", "The large van with 3 movers costs £150 an hour.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would a five-hour move with the small van cost?",
    contexts: REMOVALS,
    answer: [
      ok("The small van is £95 an hour."),
      bad("derivation", "A 5-hour move with it comes to £485."),
    ],
    kind: "derivation",
  },
  {
    question: "Until when are 2026 prices held?",
    contexts: REMOVALS,
    answer: [bad("date", "Moves booked before 30 April 2027 are held at 2026 prices.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who is my coordinator?",
    contexts: REMOVALS,
    answer: [bad("entity", "Your move coordinator is Dana Whitmore.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Is it more expensive to move at the weekend?",
    contexts: REMOVALS,
    answer: [bad("negation", "Weekend moves carry no surcharge on the hourly rate.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "How long will my local move take?",
    contexts: retrieved(REMOVALS, 3, 1, 4),
    answer: [bad("quantifier", "All local moves within 10 miles take between 4 and 6 hours.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Will you move furniture from my damp garage?",
    contexts: REMOVALS,
    answer: [bad("modal", "Swiftline will refuse to move items stored in damp conditions.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What do packing materials cost?",
    contexts: REMOVALS,
    answer: [
      ok("Boxes are £2.50 each and tape is £3 a roll."),
      bad("fabricated", "Used boxes are collected free of charge within a month of your move."),
    ],
    kind: "fabricated",
  },
  {
    question: "Do you offer storage?",
    contexts: [],
    answer: [bad("empty-context", "Swiftline offers secure storage from £25 a week.")],
    kind: "empty-context",
  },
  {
    question: "What does piano moving cost, and is there a minimum booking?",
    contexts: REMOVALS,
    answer: [
      ok("The piano team charges a fixed fee of £180 [5]."),
      miscite("Bookings have a three-hour minimum [3]."),
    ],
    kind: "citation",
  },
  {
    question: "How much is the deposit?",
    contexts: REMOVALS,
    answer: [refuse("I couldn't find any deposit details, sorry.")],
    kind: "over-refusal",
  },
];
