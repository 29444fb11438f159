import { bad, type Case, miscite, ok, refuse } from "../held-out-2/build";
import { retrieved } from "./retrieved";

const BINS = [
  "General waste is collected every two weeks on your usual collection day. Recycling is collected in the alternate weeks.",
  "Garden waste collection is a paid service costing £52 a year per bin. It runs from March to November, and the council may suspend it in heavy snow.",
  "Bulky items such as sofas and fridges can be collected for £35 for up to 3 items; each extra item costs £10.",
  "Bins must be out by 7am on collection day and brought back in by 8pm. Most missed collections are rescheduled within 2 working days.",
  "Glass must not go in the blue recycling bin; it goes in the separate green box. The Kelby Road recycling centre is open daily from 8am to 6pm.",
  "Collections are run by Northvale Council's contractor, Greenway Services. Christmas collections move by one day from 25 December 2026 to 2 January 2027.",
];

export const WASTE_COLLECTION: Case[] = [
  {
    question: "How often is my recycling picked up?",
    contexts: BINS,
    answer: [
      ok(
        "Your recycling goes out fortnightly, in the weeks between your general rubbish collections.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "unit"],
  },
  {
    question: "What would it cost to get five bulky items taken away?",
    contexts: BINS,
    answer: [
      ok("Five items would cost £55: £35 covers the first three, plus £10 each for the other two."),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "Is the garden bin good value per month?",
    contexts: BINS,
    answer: [
      ok(
        "Spread over the nine months from March to November, the £52 garden bin works out at under £6 a month.",
      ),
    ],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "What would two garden waste bins cost me?",
    contexts: retrieved(BINS, 2, 1, 3),
    answer: [ok("Two garden bins come to £104 a year.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "When do I need my bin out?",
    contexts: BINS,
    answer: [ok("Put it out no later than 7am on the day, and take it back in before 8pm.")],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "Where does glass go?",
    contexts: BINS,
    answer: [ok("Glass has its own green box; keep it out of the blue recycling bin.")],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "My bin was missed. What now, and who actually does the collections?",
    contexts: BINS,
    answer: [
      ok(
        "Greenway Services, the contractor working for the council, usually comes back for a missed bin within two working days.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number", "low-overlap"],
  },
  {
    question: "How do I get rid of an old sofa, and when is the tip open?",
    contexts: BINS,
    answer: [
      ok("Sofas and fridges are taken away for £35 for up to three items [3]."),
      ok("The recycling centre on Kelby Road opens every day from 8am until 6pm [5]."),
    ],
    kind: null,
    tags: ["citation", "spelled-number"],
  },
  {
    question: "Can I put soft plastics in the recycling?",
    contexts: BINS,
    answer: [refuse("The information I have doesn't say whether soft plastics are accepted.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "How many hours a day is the recycling centre open?",
    contexts: BINS,
    answer: [ok("It's open for ten hours, seven days a week.")],
    kind: null,
    tags: ["derived", "spelled-number", "low-overlap"],
  },
  {
    question: "How long do the Christmas changes last?",
    contexts: BINS,
    answer: [
      ok(
        "From 25 December 2026 through 2 January 2027, nine days in all, your collection day shifts by one day.",
      ),
    ],
    kind: null,
    tags: ["derived", "reordered"],
  },
  // Planted errors.
  {
    question: "How much is a bulky item collection?",
    contexts: BINS,
    answer: [bad("number", "Up to 3 bulky items cost £45 to collect.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "I have four bulky items. What will that cost?",
    contexts: BINS,
    answer: [
      ok("The first three items cost £35 together."),
      bad("derivation", "With the fourth one added, the total is £40."),
    ],
    kind: "derivation",
  },
  {
    question: "When do the Christmas changes start?",
    contexts: retrieved(BINS, 6, 1, 4),
    answer: [bad("date", "From 24 December 2026 to 2 January 2027, collections move by one day.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who collects my bins?",
    contexts: BINS,
    answer: [
      bad("entity", "Northvale Council's contractor, Greenline Services, runs the collections."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can glass go in the blue bin?",
    contexts: BINS,
    answer: [bad("negation", "Yes, glass can go in the blue recycling bin.")],
    kind: "negation",
  },
  {
    question: "Will a missed collection be redone quickly?",
    contexts: retrieved(BINS, 4, 1),
    answer: [bad("quantifier", "Every missed collection is rescheduled within 2 working days.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Does garden waste collection stop in bad weather?",
    contexts: BINS,
    answer: [
      ok("Garden waste is collected from March to November."),
      bad("modal", "The council will suspend it in heavy snow."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What happens if I put the wrong things in the recycling?",
    contexts: BINS,
    answer: [
      ok("Glass has to go in the separate green box instead."),
      bad(
        "fabricated",
        "Contaminated recycling bins are left unemptied and tagged with a red sticker.",
      ),
    ],
    kind: "fabricated",
  },
  {
    question: "Do you collect small electrical items?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "Small electrical items are collected free if you leave them in a carrier bag beside your blue bin.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "What does a garden bin cost, and how often is general waste collected?",
    contexts: BINS,
    answer: [
      ok("Garden waste costs £52 a year per bin [2]."),
      miscite("General waste goes every other week [2]."),
    ],
    kind: "citation",
  },
  {
    question: "What time does my bin have to be out?",
    contexts: BINS,
    answer: [refuse("I'm afraid I don't have collection times for your area.")],
    kind: "over-refusal",
  },
];
