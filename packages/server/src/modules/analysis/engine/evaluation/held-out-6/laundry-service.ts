import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const FRESHFOLD = [
  "FreshFold's wash-and-fold service costs £2.40 per kilo, with a minimum order of 5 kilos. Duvets are cleaned separately at £18 each, or £28 for a king size.",
  "Orders collected before 10am are returned the next working day. During bank holiday weeks, returns may take an extra day. Express same-day return costs an extra £9 and is available in zones 1 and 2 only.",
  "Collection and delivery are free on orders over £25; smaller orders pay a £3.50 delivery charge. Drivers wait up to 10 minutes at each address.",
  "Most garments are washed at 40°C unless the care label says otherwise. Items marked dry clean only are not machine washed and are sent to our partner, Pressley Cleaners. We are not responsible for items left in pockets.",
  "If anything is lost or damaged, report it within 48 hours of delivery. We compensate up to 10 times the cleaning price of the item, capped at £150 per order. Customer support is on 020 7946 0831, Monday to Saturday.",
  "The FreshFold Plus subscription costs £19.99 a month and includes 15 kilos of wash-and-fold and free delivery on every order. Unused kilos do not roll over to the next month. Plus prices are fixed until 31 March 2027.",
];

export const LAUNDRY_SERVICE: Case[] = [
  {
    question: "What's the smallest wash-and-fold order, and what does it cost?",
    contexts: FRESHFOLD,
    answer: [ok("The smallest order is 5 kilos, which comes to £12.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "If I send 12 kilos of wash-and-fold, do I pay for delivery?",
    contexts: FRESHFOLD,
    answer: [
      ok(
        "At £28.80, a 12-kilo order is over the £25 mark, so collection and delivery cost nothing.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "Is Plus worth it if I use all my kilos?",
    contexts: retrieved(FRESHFOLD, 6, 1, 3),
    answer: [
      ok("Used in full, Plus works out at about £1.33 a kilo, against £2.40 a kilo without it."),
    ],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "Can you wash my wool coat? The label says dry clean only.",
    contexts: FRESHFOLD,
    answer: [ok("We won't put it in a machine; it goes to our partner Pressley Cleaners instead.")],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "How long do I have to tell you about a damaged shirt?",
    contexts: retrieved(FRESHFOLD, 5, 2),
    answer: [ok("You have two days from delivery to let us know.")],
    kind: null,
    tags: ["unit", "spelled-number"],
  },
  {
    question: "What temperature do you wash at?",
    contexts: FRESHFOLD,
    answer: [
      ok("Clothes are usually washed at 40°C, unless the care label asks for something different."),
    ],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "When will I get my laundry back, and can I get it quicker?",
    contexts: FRESHFOLD,
    answer: [
      ok("If we pick it up before 10am, you'll have it back the next working day [2]."),
      ok("Same-day express is £9 on top, but only in zones 1 and 2 [2]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Do you clean rugs?",
    contexts: retrieved(FRESHFOLD, 1, 4),
    answer: [
      refuse(
        "I'm sorry, the information I have doesn't mention rugs, so I can't tell you whether we take them.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "What do I get with Plus, and what if I don't use all my kilos?",
    contexts: FRESHFOLD,
    answer: [
      ok(
        "For £19.99 a month you get 15 kilos of wash-and-fold and free delivery every time, but any kilos you haven't used are lost when the month ends.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "How long will the driver wait for me?",
    contexts: FRESHFOLD,
    answer: [ok("Your driver will hang on for up to ten minutes.")],
    kind: null,
    tags: ["spelled-number", "low-overlap"],
  },
  {
    question: "How much for a king-size duvet back the same day?",
    contexts: FRESHFOLD,
    answer: [
      ok(
        "It's £28 for a king-size duvet plus £9 for same-day express, so £37 in all, as long as you're in zone 1 or 2.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "How much is wash-and-fold?",
    contexts: FRESHFOLD,
    answer: [
      ok("Wash-and-fold is charged by weight."),
      bad("number", "It's £2.60 per kilo, with a minimum order of 5 kilos."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would 8 kilos of wash-and-fold cost me, delivered?",
    contexts: FRESHFOLD,
    answer: [
      ok("Eight kilos of wash-and-fold is £19.20."),
      bad(
        "derivation",
        "That's under £25, so with the £3.50 delivery charge your total is £23.20.",
      ),
    ],
    kind: "derivation",
  },
  {
    question: "How long is the Plus price guaranteed?",
    contexts: FRESHFOLD,
    answer: [ok("Plus is £19.99 a month."), bad("date", "That price is fixed until 31 May 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who does your dry cleaning?",
    contexts: FRESHFOLD,
    answer: [
      bad("entity", "Anything marked dry clean only is sent to our partner, Presswell Cleaners."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Do I need to empty my pockets before collection?",
    contexts: FRESHFOLD,
    answer: [
      say("Good question."),
      bad("negation", "You don't have to, as we are responsible for items left in pockets."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Is everything washed at 40 degrees?",
    contexts: FRESHFOLD,
    answer: [
      bad("quantifier", "All garments are washed at 40°C unless the care label says otherwise."),
      ok("Dry-clean-only items never go in the machine."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "It's a bank holiday week. When will my order come back?",
    contexts: FRESHFOLD,
    answer: [
      ok("Normally, orders picked up before 10am come back the next working day."),
      bad("modal", "During bank holiday weeks, returns will take an extra day."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What if I'm not home when the driver arrives?",
    contexts: FRESHFOLD,
    answer: [
      ok("Drivers wait for up to 10 minutes at each address."),
      bad(
        "fabricated",
        "If you're out, they'll leave your bag with a neighbour or in a safe place.",
      ),
    ],
    kind: "fabricated",
  },
  {
    question: "How much is it to clean a duvet?",
    contexts: [],
    answer: [bad("empty-context", "Duvets are cleaned for £18 each, and a king size is £28.")],
    kind: "empty-context",
  },
  {
    question: "Is collection and delivery free?",
    contexts: FRESHFOLD,
    answer: [
      ok("Delivery is free on any order over £25 [3]."),
      miscite("Below that, there's a £3.50 delivery charge [5]."),
    ],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "What does the Plus subscription cost?",
    contexts: retrieved(FRESHFOLD, 6, 3),
    answer: [
      refuse("Sorry, I couldn't find the price of the Plus subscription in our information."),
      say("Customer support will be able to tell you."),
    ],
    kind: "over-refusal",
  },
];
