import { bad, type Case, miscite, ok, refuse } from "../held-out-2/build";
import { retrieved } from "./retrieved";

const PACKAGES = [
  "Hartley & Sons' simple cremation package costs £1,450 and includes collection, care of the deceased and the cremation itself, without a service. A traditional funeral package costs £4,200.",
  "The crematorium fee of £980 is included in the traditional package; burial fees depend on the cemetery and are charged separately.",
  "Families who book a traditional funeral can add a horse-drawn hearse for £850 or an extra limousine for £325. Families may bring their own music for the service.",
  "A deposit of £500 is due when arrangements are made, and the balance is due within 28 days of the funeral. Most funerals take place 2 to 3 weeks after the death.",
  "Our funeral director, Ruth Hartley, is available 24 hours a day on 01632 960 447. The chapel of rest may be visited by appointment.",
  "Pre-paid plans are guaranteed by Sterling Funeral Trust. Prices quoted are held until 30 June 2027.",
];

export const FUNERAL: Case[] = [
  {
    question: "How much more is a traditional funeral than the simple cremation?",
    contexts: retrieved(PACKAGES, 1, 2, 3),
    answer: [ok("A traditional funeral costs £2,750 more than the simple cremation.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question:
      "What would a traditional funeral with a horse-drawn hearse and one extra limousine cost?",
    contexts: PACKAGES,
    answer: [ok("That would come to £5,375 altogether.")],
    kind: null,
    tags: ["derived", "low-overlap", "merged"],
  },
  {
    question: "What's left to pay after the deposit on a simple cremation?",
    contexts: PACKAGES,
    answer: [ok("Once the £500 deposit is paid, £950 remains.")],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "How long do we have to pay the balance?",
    contexts: retrieved(PACKAGES, 4, 5),
    answer: [ok("You have four weeks after the funeral to settle the rest.")],
    kind: null,
    tags: ["unit", "spelled-number"],
  },
  {
    question: "Does the simple option include a ceremony?",
    contexts: PACKAGES,
    answer: [
      ok(
        "No, the simple cremation has no service, though it does cover collecting and looking after your loved one.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "How soon will the funeral be?",
    contexts: PACKAGES,
    answer: [
      ok(
        "Funerals usually happen two to three weeks after the death, and Ruth Hartley, the funeral director, can be reached around the clock.",
      ),
    ],
    kind: null,
    tags: ["spelled-number", "paraphrase", "merged"],
  },
  {
    question: "Can I reach someone tonight, and can we see Dad before the funeral?",
    contexts: PACKAGES,
    answer: [
      ok(
        "Ruth Hartley can be reached at any hour on 01632 960 447, and you can book a time to visit the chapel of rest.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "reordered"],
  },
  {
    question: "What does the traditional package include, and what can we add?",
    contexts: PACKAGES,
    answer: [
      ok(
        "The £4,200 traditional package already covers the £980 crematorium fee, and you can add a horse-drawn hearse for £850.",
      ),
    ],
    kind: null,
    tags: ["merged", "paraphrase"],
  },
  {
    question: "Who guarantees pre-paid plans, and what's the cheapest package?",
    contexts: PACKAGES,
    answer: [
      ok("Pre-paid plans are backed by Sterling Funeral Trust [6]."),
      ok("The simple cremation package is £1,450 [1]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Can you bring my mother home from Spain?",
    contexts: PACKAGES,
    answer: [refuse("The information I have doesn't mention repatriation from abroad, I'm sorry.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "What's the total for a traditional funeral with two extra limousines?",
    contexts: PACKAGES,
    answer: [ok("With two extra limousines, the traditional funeral comes to £4,850.")],
    kind: null,
    tags: ["derived", "spelled-number", "merged"],
  },
  // Planted errors.
  {
    question: "How much is a simple cremation?",
    contexts: PACKAGES,
    answer: [bad("number", "The simple cremation package costs £1,650.")],
    kind: "number",
  },
  {
    question: "What would a traditional funeral with a horse-drawn hearse cost?",
    contexts: PACKAGES,
    answer: [
      ok("The traditional package is £4,200, and a horse-drawn hearse is £850."),
      bad("derivation", "Together that comes to £5,150."),
    ],
    kind: "derivation",
  },
  {
    question: "How long are your prices held?",
    contexts: retrieved(PACKAGES, 6, 4),
    answer: [bad("date", "Quoted prices are held until 30 September 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who guarantees pre-paid plans?",
    contexts: PACKAGES,
    answer: [bad("entity", "Pre-paid plans are guaranteed by Hartley Funeral Trust.")],
    kind: "entity",
    tags: ["high-overlap", "in-context-swap"],
  },
  {
    question: "Is the crematorium fee extra with the traditional package?",
    contexts: PACKAGES,
    answer: [
      bad("negation", "The £980 crematorium fee is not included in the traditional package."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "How soon after a death is the funeral held?",
    contexts: PACKAGES,
    answer: [bad("quantifier", "All funerals take place 2 to 3 weeks after the death.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What about music at the service?",
    contexts: PACKAGES,
    answer: [bad("modal", "Families must bring their own music for the service.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What deposit do you need?",
    contexts: PACKAGES,
    answer: [
      ok("The deposit is £500, payable when the arrangements are made."),
      bad("fabricated", "It is refunded in full if you cancel within 48 hours."),
    ],
    kind: "fabricated",
  },
  {
    question: "Do you offer woodland burials?",
    contexts: [],
    answer: [
      bad("empty-context", "Woodland burials are available from £2,900 at the Ashgrove site."),
    ],
    kind: "empty-context",
  },
  {
    question: "What do the extras cost, and when is the balance due?",
    contexts: PACKAGES,
    answer: [
      ok("A horse-drawn hearse can be added for £850 [3]."),
      miscite("The balance is due within 28 days of the funeral [5]."),
    ],
    kind: "citation",
  },
  {
    question: "What does a simple cremation cost?",
    contexts: PACKAGES,
    answer: [refuse("I'm sorry, I can't find the price of a simple cremation.")],
    kind: "over-refusal",
  },
];
