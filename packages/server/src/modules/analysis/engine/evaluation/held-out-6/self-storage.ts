import { bad, type Case, miscite, ok, refuse } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const STOWRIGHT = [
  "A 5x10 unit at StowRight costs $89 a month and a 10x10 unit costs $149 a month. Climate-controlled units cost 20% more than standard units of the same size.",
  "New customers get their first month for $1 when they sign a 3-month minimum agreement. A refundable security deposit of $50 is taken at move-in.",
  "Gate access hours are 6am to 10pm every day, and each tenant gets a personal gate code. The office is open 9am to 5pm, Monday to Friday.",
  "Rent is due on the 1st of each month. A $25 late fee is charged if rent is unpaid by the 6th, and units may be overlocked after 15 days of non-payment.",
  "Storage of food, flammable liquids, firearms and living things is prohibited. Most units are on the ground floor; upper floors are reached by a freight elevator. Tenants must supply their own padlock, or buy a disc lock at the office for $12.",
  "Contents are not covered by our building insurance, so every tenant must have protection. Our Tenant Protection plan covers up to $2,000 of goods for $11 a month. The site manager is Dale Whitaker, reachable at (512) 555-0193. The facility will close for repaving on 8 February 2027.",
];

export const SELF_STORAGE: Case[] = [
  {
    question: "How much is a climate-controlled 10x10?",
    contexts: STOWRIGHT,
    answer: [ok("A climate-controlled 10x10 comes to $178.80 a month.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "What would a 5x10 cost me over the minimum term with the new-customer deal?",
    contexts: retrieved(STOWRIGHT, 2, 1, 6),
    answer: [
      ok(
        "Over the three-month minimum you'd pay $179 in rent for a 5x10, since the first month is just $1.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged", "spelled-number"],
  },
  {
    question: "How much more is a 10x10 than a 5x10?",
    contexts: STOWRIGHT,
    answer: [ok("The 10x10 is $60 a month more than the 5x10.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "Can I get to my stuff on a Sunday evening?",
    contexts: STOWRIGHT,
    answer: [ok("Yes, your own code gets you through the gate on any day of the week until 10pm.")],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "Will my unit be upstairs?",
    contexts: STOWRIGHT,
    answer: [
      ok(
        "Units are mostly on the ground floor, and there's a freight elevator up to the higher floors.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "When is rent due, and what if I'm late?",
    contexts: STOWRIGHT,
    answer: [
      ok("Rent is due on the first of the month [4]."),
      ok("If it still hasn't been paid by the 6th, you're charged a $25 late fee [4]."),
    ],
    kind: null,
    tags: ["citation", "spelled-number"],
  },
  {
    question: "Do you rent out moving trucks?",
    contexts: [],
    answer: [refuse("I'm sorry, I don't have any information about truck rental.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Do I need insurance for my unit?",
    contexts: STOWRIGHT,
    answer: [
      ok(
        "You'll need some protection for your things, because what's inside your unit isn't covered by the building insurance.",
      ),
      ok("For $11 a month, our Tenant Protection plan covers goods worth up to $2,000."),
    ],
    kind: null,
    tags: ["low-overlap", "reordered"],
  },
  {
    question: "What do I need to bring on move-in day?",
    contexts: STOWRIGHT,
    answer: [
      ok(
        "Bring your own padlock, or pick up a $12 disc lock at the office, which is staffed from 9am to 5pm on weekdays.",
      ),
    ],
    kind: null,
    tags: ["merged", "low-overlap"],
  },
  {
    question: "How long before you lock me out of my unit?",
    contexts: retrieved(STOWRIGHT, 4, 3),
    answer: [ok("After two weeks and a day without payment, your unit may be overlocked.")],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "Can I keep a gas can in there?",
    contexts: STOWRIGHT,
    answer: [ok("No, flammable liquids aren't allowed in the units.")],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "How much is a 5x10?",
    contexts: STOWRIGHT,
    answer: [
      bad("number", "A 5x10 unit is $79 a month."),
      ok(
        "As a new customer, you'd pay only $1 for the first month if you sign up for at least three months.",
      ),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What does Tenant Protection cost over a year?",
    contexts: STOWRIGHT,
    answer: [
      ok("Tenant Protection is $11 a month and covers up to $2,000 of goods."),
      bad("derivation", "Over a year, that adds up to $122."),
    ],
    kind: "derivation",
  },
  {
    question: "When is the site closing for repaving?",
    contexts: STOWRIGHT,
    answer: [bad("date", "The facility will be closed for repaving on 18 February 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who's the site manager?",
    contexts: STOWRIGHT,
    answer: [bad("entity", "The site manager is Dale Whitman, on (512) 555-0193.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Does your insurance cover what I store?",
    contexts: STOWRIGHT,
    answer: [
      bad("negation", "Yes, contents are covered by our building insurance."),
      ok("You can also add Tenant Protection for $11 a month."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Are the units all on the ground floor?",
    contexts: retrieved(STOWRIGHT, 5, 3),
    answer: [
      bad("quantifier", "Yes, all units are on the ground floor."),
      ok("The gate is open from 6am to 10pm daily."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What happens if I fall behind on rent?",
    contexts: STOWRIGHT,
    answer: [
      ok("A $25 late fee applies if rent isn't paid by the 6th."),
      bad("modal", "After 15 days of non-payment, your unit will be overlocked."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What am I not allowed to store?",
    contexts: STOWRIGHT,
    answer: [
      ok("Food, flammable liquids, firearms and anything alive are all banned."),
      bad("fabricated", "Tyres and car batteries are not accepted either."),
    ],
    kind: "fabricated",
  },
  {
    question: "What are your gate hours?",
    contexts: [],
    answer: [bad("empty-context", "The gate is open from 6am to 10pm every day of the week.")],
    kind: "empty-context",
  },
  {
    question: "What's the deposit, and how do I get in?",
    contexts: STOWRIGHT,
    answer: [
      ok("The deposit is $50, and you get it back [2]."),
      miscite("You'll also get your own gate code [1]."),
    ],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "Is there a deal for new customers?",
    contexts: retrieved(STOWRIGHT, 2, 5),
    answer: [refuse("I can't find any current move-in offers in our information, sorry.")],
    kind: "over-refusal",
  },
];
