import { bad, type Case, miscite, ok, refuse } from "../held-out-2/build";
import { retrieved } from "./retrieved";

const PERMITS = [
  "A resident parking permit for Zone C costs £96 a year for the first vehicle and £144 for a second vehicle. Each household can hold up to 2 resident permits.",
  "Visitor permits are sold in books of 10 daily permits for £25. A household may buy up to 6 books a year.",
  "Electric vehicles get a 50% discount on resident permits. Most applications are processed within 5 working days, and permits are digital.",
  "Zone C restrictions apply Monday to Saturday, 8am to 6:30pm. Outside those hours anyone can park in resident bays.",
  "Parking without a valid permit results in a penalty charge of £70, reduced by half if paid within 14 days. Vehicles that block access may also be towed.",
  "Permits are issued by Eastbrook Borough Council through its contractor, ParkRight. The new Zone D starts on 6 April 2027, and residents of Mill Lane will move into it.",
];

export const PARKING_PERMITS: Case[] = [
  {
    question: "What would permits for two cars cost a year?",
    contexts: PERMITS,
    answer: [ok("Two cars would cost you £240 a year in permits.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "My car is electric. What does the first permit cost?",
    contexts: PERMITS,
    answer: [ok("Good news: for an electric car, the first permit is only £48 a year.")],
    kind: null,
    tags: ["derived", "low-overlap", "merged"],
  },
  {
    question: "How much is a single visitor day?",
    contexts: retrieved(PERMITS, 2, 1, 5),
    answer: [ok("Each visitor day works out at £2.50.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "How many visitor days can I get in a year?",
    contexts: PERMITS,
    answer: [ok("You can have up to 60 visitor days a year, spread across six books.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "How many hours a day are the restrictions in force?",
    contexts: PERMITS,
    answer: [ok("Restrictions run for ten and a half hours on each day from Monday to Saturday.")],
    kind: null,
    tags: ["derived", "spelled-number", "unit"],
  },
  {
    question: "Can I park in Zone C on a Sunday without a permit?",
    contexts: PERMITS,
    answer: [
      ok(
        "Yes, on Sundays the bays are open to anybody, since the rules only apply Monday to Saturday.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "merged"],
  },
  {
    question: "I got a ticket. What happens if I pay quickly?",
    contexts: retrieved(PERMITS, 5, 4),
    answer: [ok("Pay within two weeks and the £70 charge drops to £35.")],
    kind: null,
    tags: ["derived", "unit"],
  },
  {
    question: "How do I get a permit, and how long will it take?",
    contexts: PERMITS,
    answer: [
      ok(
        "ParkRight handles permits on the council's behalf, and they usually come through digitally within five working days.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number", "low-overlap"],
  },
  {
    question: "How many permits can we have, and is our street changing zone?",
    contexts: PERMITS,
    answer: [
      ok("A household can have no more than two resident permits [1]."),
      ok("Mill Lane residents are being moved into Zone D [6]."),
    ],
    kind: null,
    tags: ["citation", "spelled-number"],
  },
  {
    question: "Can I get a permit for a motorbike?",
    contexts: PERMITS,
    answer: [refuse("The permit information I have doesn't cover motorbikes.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "When does Zone D start?",
    contexts: PERMITS,
    answer: [ok("On 6 April 2027 the new Zone D begins, taking in Mill Lane.")],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  // Planted errors.
  {
    question: "How much is a permit for a second car?",
    contexts: PERMITS,
    answer: [bad("number", "A second vehicle's permit costs £156 a year.")],
    kind: "number",
  },
  {
    question: "What would six books of visitor permits cost?",
    contexts: PERMITS,
    answer: [
      ok("A visitor book holds 10 daily permits and costs £25."),
      bad("derivation", "Six books would cost £160."),
    ],
    kind: "derivation",
  },
  {
    question: "When does the new zone start?",
    contexts: PERMITS,
    answer: [bad("date", "The new Zone D starts on 6 May 2027, and Mill Lane moves into it.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who issues the permits?",
    contexts: PERMITS,
    answer: [
      bad("entity", "Eastbrook Borough Council issues permits through its contractor, ParkWise."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can I park in a resident bay in the evening without a permit?",
    contexts: PERMITS,
    answer: [bad("negation", "No, you can't park in resident bays after 6:30pm without a permit.")],
    kind: "negation",
  },
  {
    question: "How long does an application take?",
    contexts: retrieved(PERMITS, 3, 6),
    answer: [bad("quantifier", "All applications are processed within 5 working days.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What happens if I block someone's drive?",
    contexts: PERMITS,
    answer: [
      ok("Without a valid permit you face a £70 penalty charge."),
      bad("modal", "Vehicles that block access will also be towed."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Do I get a paper permit?",
    contexts: PERMITS,
    answer: [
      ok("No, your permit is digital rather than a paper one."),
      bad("fabricated", "Permits can be moved to a new car for a £10 admin fee."),
    ],
    kind: "fabricated",
  },
  {
    question: "Can I get a permit for my business van?",
    contexts: [],
    answer: [bad("empty-context", "Business permits for vans cost £320 a year in every zone.")],
    kind: "empty-context",
  },
  {
    question: "How do visitor permits work, and is there an EV discount?",
    contexts: PERMITS,
    answer: [
      ok("Visitor permits come in books of ten for £25 [2]."),
      miscite("Electric cars get half off a resident permit [1]."),
    ],
    kind: "citation",
  },
  {
    question: "How much is a resident permit?",
    contexts: PERMITS,
    answer: [refuse("I don't have the permit prices, sorry.")],
    kind: "over-refusal",
  },
];
