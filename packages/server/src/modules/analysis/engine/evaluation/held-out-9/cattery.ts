import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const CATTERY_INFO = [
  "Whiskerwood Cattery charges £18 per night for one cat in a standard chalet and £29 per night for two cats sharing. Heated luxury suites cost £24 per night for a single cat. Stays of 14 nights or more receive a 10% discount.",
  "All cats must be vaccinated against cat flu and enteritis at least 14 days before arrival. The vaccination card is checked at check-in, and cats without a valid card cannot be admitted.",
  "Check-in is between 8:30am and 11am, and check-out between 3pm and 5:30pm, Monday to Saturday. There are no arrivals or departures on Sundays or bank holidays. Late collection after 5:30pm costs £15.",
  "Most cats settle within two days. Owners may bring their cat's own bedding and a favourite toy. Special diets are provided at no extra charge, but raw food must be supplied by the owner.",
  "Medication is given for £3 per day, and injections such as insulin for £5 per day. The cattery's vet is Priya Shah of Fernlea Veterinary Surgery, who is on call around the clock.",
  "Bookings are confirmed with a non-refundable deposit of £40. Over Christmas, from 20 December to 3 January, the minimum stay is 7 nights. The cattery is owned by Helen Ashby and has 22 chalets.",
];

export const CATTERY: Case[] = [
  {
    question: "How much would 10 nights be for one cat in a standard chalet?",
    contexts: CATTERY_INFO,
    answer: [ok("Ten nights in a standard chalet would come to £180.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "What would two weeks in a luxury suite cost?",
    contexts: CATTERY_INFO,
    answer: [
      ok("Fourteen nights in a heated suite is £336 at £24 a night [1]."),
      ok("As the stay is 14 nights, the 10% discount brings that down to £302.40 [1]."),
    ],
    kind: null,
    tags: ["derived", "citation", "unit"],
  },
  {
    question: "Is it cheaper for my two cats to share or to have a chalet each?",
    contexts: CATTERY_INFO,
    answer: [
      ok("Sharing works out cheaper: £29 a night rather than £36 for two standard chalets."),
    ],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "What do I need to bring on arrival day?",
    contexts: CATTERY_INFO,
    answer: [
      ok(
        "Bring your cat's vaccination card when you check in between 8:30 and 11 in the morning, and feel free to pack their own bed and a favourite toy.",
      ),
    ],
    kind: null,
    tags: ["merged", "low-overlap"],
  },
  {
    question: "Will my cat be stressed?",
    contexts: CATTERY_INFO,
    answer: [
      ok("Cats usually settle in within a couple of days."),
      say("I hope the stay goes smoothly!"),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "How far ahead does my cat need its jabs?",
    contexts: retrieved(CATTERY_INFO, 2, 4),
    answer: [
      ok("Cat flu and enteritis jabs need to be done at least two weeks before your cat comes in."),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "Can I collect my cat on a Sunday?",
    contexts: CATTERY_INFO,
    answer: [
      say("Hi there!"),
      ok("No, collections aren't possible on Sundays or bank holidays."),
      ok("Monday to Saturday, you can collect between 3pm and 5:30pm."),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "How much do you charge for giving medication?",
    contexts: CATTERY_INFO,
    answer: [
      ok("Medicines are given for £3 a day [5]."),
      ok("Injections like insulin are £5 a day, and the vet can be reached 24 hours a day [5]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Do you board dogs as well?",
    contexts: retrieved(CATTERY_INFO, 1, 6),
    answer: [
      refuse("The details I have only cover cats, so I can't tell you whether dogs are taken."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Do you offer a pick-up service for cats?",
    contexts: [],
    answer: [refuse("Sorry, I don't have any information about a pick-up service.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "What's the minimum stay over Christmas?",
    contexts: CATTERY_INFO,
    answer: [ok("Between 20 December and 3 January you'll need to book at least a week.")],
    kind: null,
    tags: ["unit", "reordered"],
  },
  // Planted.
  {
    question: "How much is a luxury suite?",
    contexts: CATTERY_INFO,
    answer: [
      ok("A standard chalet is £18 a night for one cat."),
      bad("number", "Heated luxury suites cost £26 per night for a single cat."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How much for a week in a standard chalet?",
    contexts: CATTERY_INFO,
    answer: [
      ok("Standard chalets are £18 a night for a single cat."),
      bad("derivation", "So a week would come to £136."),
    ],
    kind: "derivation",
  },
  {
    question: "When does the Christmas minimum stay apply?",
    contexts: CATTERY_INFO,
    answer: [bad("date", "From 23 December to 3 January, the minimum stay is 7 nights.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who owns the cattery?",
    contexts: CATTERY_INFO,
    answer: [
      bad("entity", "Whiskerwood is owned by Priya Shah."),
      ok("There are 22 chalets in total."),
    ],
    kind: "entity",
    tags: ["in-context-swap"],
  },
  {
    question: "Do you cater for special diets?",
    contexts: CATTERY_INFO,
    answer: [
      bad(
        "negation",
        "Special diets are not provided, and raw food must be supplied by the owner.",
      ),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Will my cat settle in quickly?",
    contexts: CATTERY_INFO,
    answer: [
      bad("quantifier", "All cats settle within two days."),
      ok("You can bring along their own bedding and a favourite toy."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What should I pack for my cat?",
    contexts: CATTERY_INFO,
    answer: [
      ok("Bring the vaccination card, as it's checked when you arrive."),
      bad("modal", "Owners must bring their cat's own bedding and a favourite toy."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Can I visit my cat during its stay?",
    contexts: CATTERY_INFO,
    answer: [
      say("Good question!"),
      bad("fabricated", "Owners can visit once during the stay, between 3pm and 5:30pm."),
    ],
    kind: "fabricated",
  },
  {
    question: "How much does Whiskerwood charge per night?",
    contexts: [],
    answer: [bad("empty-context", "Whiskerwood charges £20 a night for one cat.")],
    kind: "empty-context",
  },
  {
    question: "What if I'm late picking my cat up?",
    contexts: CATTERY_INFO,
    answer: [
      ok("Collection is from 3pm until 5:30pm [3]."),
      miscite("Collecting after 5:30pm adds a £15 late fee [1]."),
    ],
    kind: "citation",
  },
  {
    question: "Can you give my cat insulin?",
    contexts: retrieved(CATTERY_INFO, 5, 1),
    answer: [
      refuse(
        "I'm sorry, I couldn't find whether the cattery can give insulin, so it's best to call them.",
      ),
    ],
    kind: "over-refusal",
  },
];
