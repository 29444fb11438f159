import { bad, type Case, miscite, ok, refuse } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const SHOWROOM = [
  "The Marlow three-seater sofa costs $1,349 and the matching armchair costs $679. Both are made to order, with delivery in 8 to 10 weeks.",
  "Delivery is free on orders over $999; smaller orders pay a flat $89. Our two-person team will carry items to any room and remove packaging.",
  "You can return unused items within 30 days of delivery for a full refund, minus a $75 collection charge. Made-to-order items cannot be returned unless faulty.",
  "Oakline's 0% finance spreads the cost over 12 or 24 months on orders of $800 or more, subject to approval. A 10% deposit is taken at checkout.",
  "Our solid oak tables carry a 10-year structural guarantee; upholstered pieces are guaranteed for 5 years. Most fabrics can be treated with StainShield for $149 per item.",
  "The Winter Sale runs from 26 December 2026 to 15 January 2027, with up to 40% off selected ranges. Our Hartford showroom is managed by Colleen Brady.",
];

export const FURNITURE_STORE: Case[] = [
  {
    question: "What would the Marlow sofa and armchair cost together, with delivery?",
    contexts: retrieved(SHOWROOM, 1, 2, 5),
    answer: [ok("The pair comes to $2,028, and at that amount delivery costs you nothing.")],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "If I put the Marlow sofa on finance over 24 months, what's the monthly payment?",
    contexts: SHOWROOM,
    answer: [
      ok(
        "After the $134.90 deposit, the remaining $1,214.10 spread over 24 months at 0% is about $50.59 a month, if you're approved.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "How long does the Winter Sale last?",
    contexts: SHOWROOM,
    answer: [
      ok("The Winter Sale lasts three weeks, from 26 December 2026 through 15 January 2027."),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "Will the delivery guys bring my sofa upstairs?",
    contexts: SHOWROOM,
    answer: [
      ok(
        "Yes, our crew of two will bring it into whichever room you want and take the packaging away.",
      ),
    ],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "When will my Marlow sofa arrive?",
    contexts: SHOWROOM,
    answer: [ok("It's made to order, so expect it eight to ten weeks after you buy.")],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "How long are the guarantees?",
    contexts: SHOWROOM,
    answer: [
      ok(
        "Solid oak tables are structurally guaranteed for a decade, and upholstered furniture for five years.",
      ),
    ],
    kind: null,
    tags: ["unit", "paraphrase"],
  },
  {
    question: "Can you protect my fabric sofa against stains?",
    contexts: SHOWROOM,
    answer: [ok("Usually, yes: most fabrics can take a StainShield treatment, at $149 an item.")],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "What are the return rules, and do you do finance?",
    contexts: SHOWROOM,
    answer: [
      ok("Unused items can go back within 30 days of delivery, less a $75 collection fee [3]."),
      ok("Orders of $800 or more can be spread over 12 or 24 months at 0% [4]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Do you price-match other stores?",
    contexts: [],
    answer: [refuse("I don't have any information on price matching, so I can't tell you.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "I ordered a $450 side table. Is delivery free?",
    contexts: SHOWROOM,
    answer: [ok("Not for that order: as it's under $999, a flat $89 delivery charge applies.")],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "Can I send the Marlow armchair back if I change my mind?",
    contexts: retrieved(SHOWROOM, 3, 1, 6),
    answer: [
      ok("No, the Marlow armchair is built to order, so it can only go back if it's faulty."),
    ],
    kind: null,
    tags: ["merged", "low-overlap"],
  },
  {
    question: "How much is the Marlow armchair?",
    contexts: SHOWROOM,
    answer: [bad("number", "The matching Marlow armchair costs $697.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What's the deposit if I buy the Marlow sofa on finance?",
    contexts: SHOWROOM,
    answer: [
      ok("A 10% deposit is taken when you check out."),
      bad("derivation", "On the $1,349 sofa, that's a deposit of $143.90."),
    ],
    kind: "derivation",
  },
  {
    question: "When is the Winter Sale?",
    contexts: SHOWROOM,
    answer: [bad("date", "The Winter Sale runs from 26 December 2026 to 31 January 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who manages the Hartford showroom?",
    contexts: SHOWROOM,
    answer: [bad("entity", "Our Hartford showroom is managed by Colleen Brennan.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can made-to-order items be returned?",
    contexts: SHOWROOM,
    answer: [bad("negation", "Made-to-order items can be returned even if they aren't faulty.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Can StainShield be used on any fabric?",
    contexts: SHOWROOM,
    answer: [bad("quantifier", "All fabrics can be treated with StainShield for $149 per item.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Can I get 0% finance on a $1,200 dining set?",
    contexts: SHOWROOM,
    answer: [
      bad("modal", "Yes, any order of $800 or more will be approved for 0% finance."),
      ok("You would pay a 10% deposit at checkout."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Do you assemble furniture?",
    contexts: SHOWROOM,
    answer: [
      ok("Our two-person team carries items to any room and clears away the packaging."),
      bad("fabricated", "They also assemble beds and tables free of charge."),
    ],
    kind: "fabricated",
  },
  {
    question: "Do you have a store in Boston?",
    contexts: [],
    answer: [
      bad("empty-context", "Yes, our Boston showroom on Newbury Street is open seven days a week."),
    ],
    kind: "empty-context",
  },
  {
    question: "What does delivery cost, and how long is the oak table guarantee?",
    contexts: SHOWROOM,
    answer: [
      ok("Delivery is free over $999 and $89 otherwise [2]."),
      miscite("Solid oak tables come with a 10-year structural guarantee [4]."),
    ],
    kind: "citation",
  },
  {
    question: "How long will the Marlow sofa take to deliver?",
    contexts: retrieved(SHOWROOM, 1, 2),
    answer: [refuse("Sorry, I couldn't find delivery times for the Marlow sofa in what I have.")],
    kind: "over-refusal",
  },
];
