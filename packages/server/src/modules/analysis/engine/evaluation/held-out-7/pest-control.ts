import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const PESTS = [
  "Shieldline Pest Control treats wasp nests for £65 per visit, and a second nest found on the same visit costs £25 more. Treatments are guaranteed: if the wasps are still active after 7 days, we return at no charge.",
  "Rodent treatment is a course of 3 visits over about 3 weeks and costs £180. Bait boxes are tamper-resistant, but pets and children should be kept away from treated areas.",
  "Bed bug treatment costs £320 for a one-bedroom flat and £95 for each extra bedroom. Most properties need a second treatment 14 days after the first, which is included in the price.",
  "Our technicians are certified by the British Pest Control Association. Call-outs within the Leeds ring road are usually made within 24 hours; outside it, a £20 travel charge applies.",
  "Commercial contracts start at £45 a month and include 8 routine inspections a year. Businesses can cancel with 30 days' written notice. Prices are fixed until 31 March 2027.",
  "You may need to leave the property for 4 hours after a flea or bed bug spray. Our office on 0113 496 0721 is open 8am to 6pm, Monday to Saturday; our senior technician is Gareth Lowe.",
];

export const PEST_CONTROL: Case[] = [
  {
    question: "We've found two wasp nests, and you'd do both in one visit. What will that cost?",
    contexts: PESTS,
    answer: [
      ok("Treating both nests on the same visit would come to £90."),
      ok("If the wasps are still active a week later, we'll come back free of charge."),
    ],
    kind: null,
    tags: ["derived", "unit"],
  },
  {
    question: "We have bed bugs in a three-bedroom house. What's the price?",
    contexts: PESTS,
    answer: [
      ok("For three bedrooms, bed bug treatment would be £510."),
      ok(
        "If a second treatment is needed two weeks later, as it usually is, it's already included.",
      ),
    ],
    kind: null,
    tags: ["derived", "unit", "spelled-number"],
  },
  {
    question: "How does the rodent treatment work, and what does each visit cost?",
    contexts: PESTS,
    answer: [
      ok("It's £180 for a course of three visits, which works out at £60 a visit."),
      ok("The whole course takes roughly three weeks."),
    ],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "Is the mouse poison safe with my cat around?",
    contexts: PESTS,
    answer: [
      ok("The bait boxes are built to resist tampering."),
      ok("Even so, you should keep your cat, and any children, out of the treated areas."),
    ],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question:
      "I'm inside the Leeds ring road. How fast can you get here, and are your people qualified?",
    contexts: PESTS,
    answer: [
      ok(
        "Our technicians, senior technician Gareth Lowe among them, are certified by the British Pest Control Association, and inside the ring road we usually get to you within a day.",
      ),
      say("Just give us a ring to book."),
    ],
    kind: null,
    tags: ["merged", "unit", "low-overlap"],
  },
  {
    question: "What would a contract for my restaurant cost over a year?",
    contexts: PESTS,
    answer: [
      ok("A business contract starts at £45 a month, which comes to £540 over a year."),
      ok(
        "That includes eight routine inspections, and you can cancel with 30 days' written notice.",
      ),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "Will we need a second bed bug treatment?",
    contexts: retrieved(PESTS, 3, 6),
    answer: [
      ok("Probably, since most properties need one 14 days after the first."),
      ok("The good news is that it's covered by the original price."),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "Do we have to go out during a flea spray, and how do I reach you?",
    contexts: PESTS,
    answer: [
      ok("You might need to be out of the house for four hours after the spray."),
      ok("Our office can be reached on 0113 496 0721 between 8am and 6pm, Monday to Saturday."),
    ],
    kind: null,
    tags: ["spelled-number", "reordered"],
  },
  {
    question: "How much is a wasp nest, and are you certified?",
    contexts: PESTS,
    answer: [
      ok("A wasp nest treatment is £65 per visit [1]."),
      ok("Yes, our technicians are certified by the British Pest Control Association [4]."),
    ],
    kind: null,
    tags: ["citation", "reordered"],
  },
  {
    question: "Do you deal with pigeons on the roof?",
    contexts: [],
    answer: [
      refuse(
        "I don't have any information about bird control, so I can't say whether we handle pigeons.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "I live just outside the ring road. Will it cost me more?",
    contexts: retrieved(PESTS, 4, 1),
    answer: [
      ok("Yes, you'd pay a £20 travel charge on top, since you're outside the Leeds ring road."),
      ok("Call-outs inside the ring road are usually within 24 hours."),
    ],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "What if the wasps are still around after you've been?",
    contexts: PESTS,
    answer: [
      ok("A wasp nest treatment costs £65 per visit."),
      bad("number", "If the wasps are still active after 10 days, we return at no charge."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "We have bed bugs in a two-bedroom flat. How much?",
    contexts: PESTS,
    answer: [
      ok("Bed bug treatment is £320 for a one-bedroom flat, plus £95 for each extra bedroom."),
      bad("derivation", "For your two-bedroom flat, that makes £425."),
    ],
    kind: "derivation",
  },
  {
    question: "Are your commercial prices going to change soon?",
    contexts: PESTS,
    answer: [
      ok("Commercial contracts start at £45 a month."),
      bad("date", "Our prices are fixed until 31 May 2027."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who's your senior technician?",
    contexts: PESTS,
    answer: [
      bad("entity", "Our senior technician is Martin Hale."),
      ok("You can reach the office on 0113 496 0721."),
    ],
    kind: "entity",
  },
  {
    question: "Is the second bed bug treatment extra?",
    contexts: PESTS,
    answer: [
      ok("Most homes need a second treatment two weeks after the first."),
      bad("negation", "That second treatment is not included in the price."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Will I need more than one bed bug treatment?",
    contexts: PESTS,
    answer: [
      ok("Bed bug treatment starts at £320 for a one-bedroom flat."),
      bad("quantifier", "All properties need a second treatment 14 days after the first."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Do we need to leave the house for a flea treatment?",
    contexts: PESTS,
    answer: [
      bad("modal", "You will need to leave the property for 4 hours after a flea spray."),
      ok("Our office is open 8am to 6pm, Monday to Saturday, if you have questions."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Do you block up the holes mice get in through?",
    contexts: PESTS,
    answer: [
      ok("Rodent treatment is a course of three visits over about three weeks."),
      bad("fabricated", "We also seal up entry holes on the final visit at no extra cost."),
    ],
    kind: "fabricated",
  },
  {
    question: "What does Shieldline charge to get rid of a wasp nest?",
    contexts: [],
    answer: [
      say("Thanks for getting in touch."),
      bad("empty-context", "Shieldline charges £75 to treat a wasp nest."),
    ],
    kind: "empty-context",
  },
  {
    question: "How many inspections come with a contract, and what does rodent treatment cost?",
    contexts: PESTS,
    answer: [
      ok("Commercial contracts include 8 routine inspections a year [5]."),
      miscite("Rodent treatment costs £180 for the full course [3]."),
    ],
    kind: "citation",
  },
  {
    question: "How quickly can you come out?",
    contexts: retrieved(PESTS, 4, 6),
    answer: [refuse("I'm afraid I don't have information on call-out times.")],
    kind: "over-refusal",
  },
];
