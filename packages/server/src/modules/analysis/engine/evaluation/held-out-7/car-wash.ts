import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const PLANS = [
  "Sparkle Lane Car Wash offers three monthly plans: Basic at £14.99, Deluxe at £24.99 and Ultimate at £34.99. Every plan covers one vehicle, registered by its number plate.",
  "Members may wash as often as once a day at any of our 12 locations. The Ultimate plan adds tyre shine, underbody rinse and a hand-applied wax.",
  "Plans renew automatically on the same date each month. Prices may change at renewal, with 30 days' notice by email. To cancel, give notice at least 5 days before your renewal date through the app or at any site office.",
  "A second vehicle on the same account can be added for £10 a month on any plan. Commercial vehicles and vans taller than 2.1 metres are not accepted.",
  "Sites open from 7 am to 8 pm Monday to Saturday and from 9 am to 6 pm on Sunday. Customer care is on 0161 496 0732, and the area manager is Priya Dalton.",
  "Our spring offer runs from 1 March to 30 April 2027: new members get their first month for £5. Most sites also have free vacuum bays.",
];

export const CAR_WASH: Case[] = [
  {
    question: "How much more is Ultimate than Basic each month?",
    contexts: retrieved(PLANS, 1, 2, 5),
    answer: [ok("Ultimate costs £20 more a month than Basic.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "What would Deluxe cost me over a year for my car plus my partner's?",
    contexts: PLANS,
    answer: [
      ok("With a second car added, Deluxe comes to £34.99 a month, or £419.88 over a year."),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "How long is the spring deal on for?",
    contexts: PLANS,
    answer: [
      ok(
        "The offer lasts two months, March and April 2027, and new members pay only £5 for their first month.",
      ),
    ],
    kind: null,
    tags: ["derived", "spelled-number", "low-overlap"],
  },
  {
    question: "Can I take my Transit van through?",
    contexts: PLANS,
    answer: [
      ok(
        "Not if it stands taller than 210 centimetres, and commercial vehicles can't come through at all.",
      ),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "Is there somewhere to vacuum the car afterwards?",
    contexts: PLANS,
    answer: [ok("You'll usually find a free vacuum bay at the site.")],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "How often can I wash?",
    contexts: PLANS,
    answer: [ok("Up to once a day, at any of the twelve locations.")],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "What's the deal for new members, and how do I reach customer care?",
    contexts: PLANS,
    answer: [
      ok("New members joining between 1 March and 30 April 2027 pay £5 for the first month [6]."),
      ok("Customer care can be reached on 0161 496 0732 [5]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "How do I cancel?",
    contexts: PLANS,
    answer: [
      ok(
        "Notice has to be given through the app or at a site office, at least five days before the plan renews.",
      ),
    ],
    kind: null,
    tags: ["reordered", "spelled-number"],
  },
  {
    question: "Can I pause my membership while I'm working abroad?",
    contexts: retrieved(PLANS, 1, 3, 6),
    answer: [
      refuse(
        "I can't see anything about pausing a membership in the plan details I have, so I'm not able to say.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "What extra do I get with Ultimate, and what does it cost?",
    contexts: PLANS,
    answer: [
      ok("For £34.99 a month, Ultimate adds a hand wax, tyre shine and an underbody rinse."),
    ],
    kind: null,
    tags: ["merged", "reordered"],
  },
  {
    question: "What time do you shut on a Saturday?",
    contexts: PLANS,
    answer: [say("Good question!"), ok("On Saturdays we're open until 8 in the evening.")],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "How much is the Deluxe plan?",
    contexts: PLANS,
    answer: [bad("number", "Deluxe is £22.99 a month and covers one vehicle.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What's the difference in price between Basic and Deluxe?",
    contexts: PLANS,
    answer: [bad("derivation", "Deluxe costs £11 more per month than Basic.")],
    kind: "derivation",
    tags: ["high-overlap"],
  },
  {
    question: "When does the spring offer end?",
    contexts: PLANS,
    answer: [bad("date", "The spring offer runs until 31 May 2027, with your first month for £5.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who's the area manager?",
    contexts: PLANS,
    answer: [bad("entity", "Your area manager is Karen Dalton.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Do you take tall vans?",
    contexts: retrieved(PLANS, 4, 2, 5),
    answer: [
      bad(
        "negation",
        "Commercial vehicles and vans taller than 2.1 metres are accepted at every site.",
      ),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Do all your sites have vacuum bays?",
    contexts: PLANS,
    answer: [bad("quantifier", "Yes, all of our sites have free vacuum bays.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Is my price going to go up when the plan renews?",
    contexts: PLANS,
    answer: [
      bad(
        "modal",
        "Your price will change at renewal, and you'll get 30 days' notice by email first.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Can I use my plan at any site?",
    contexts: PLANS,
    answer: [
      ok("Yes, your plan works at all 12 of our locations."),
      bad("fabricated", "Members also get 10% off fuel at our partner petrol stations."),
    ],
    kind: "fabricated",
  },
  {
    question: "How much is the Basic plan?",
    contexts: [],
    answer: [bad("empty-context", "The Basic plan costs £12.99 a month.")],
    kind: "empty-context",
  },
  {
    question: "What does Ultimate include, and how do I cancel?",
    contexts: PLANS,
    answer: [
      miscite("Ultimate adds tyre shine, an underbody rinse and a hand wax [1]."),
      ok("You can cancel in the app or at a site office, at least five days before renewal [3]."),
    ],
    kind: "citation",
  },
  {
    question: "Can I add my wife's car to my plan?",
    contexts: retrieved(PLANS, 4, 1, 6),
    answer: [
      refuse("I'm afraid I don't have any information about adding a second car to a plan."),
    ],
    kind: "over-refusal",
  },
];
