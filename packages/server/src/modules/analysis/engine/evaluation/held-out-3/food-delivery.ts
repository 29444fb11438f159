import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

const FEES = [
  "The delivery fee is €2.99 for orders under €20 and €0.99 for orders of €20 or more.",
  "A small-order fee of €1.50 is added to orders under €10.",
  "Members of DashPass pay no delivery fee on orders over €15.",
  "DashPass costs €7.99 a month, and the first 30 days are free.",
];

const LATE = [
  "If an order arrives more than 20 minutes after the latest estimated time, the delivery fee will be refunded automatically.",
  "Missing or incorrect items are refunded to the original payment method after a photo is submitted.",
  "Refund requests must be made within 48 hours of delivery.",
];

const ALLERGENS = [
  "Restaurants list the 14 major allergens on each dish's page.",
  "Dishes marked 'may contain' are prepared in kitchens that also handle those allergens.",
  "We cannot guarantee that any dish is completely free of allergens.",
  "Customers with severe allergies should phone the restaurant before ordering.",
];

const COURIERS = [
  "Couriers are paid €4.20 per delivery plus €0.80 per kilometre.",
  "Customers can tip in the app, and couriers keep 100% of tips.",
  "Tips can be changed for up to 1 hour after delivery.",
];

const SCHEDULING = [
  "Orders can be scheduled up to 5 days ahead.",
  "Scheduled orders can be cancelled free of charge until the restaurant starts preparing them.",
  "Group orders allow up to 12 people to add items to one basket.",
];

const PROMO = [
  "New customers get €10 off their first order over €25 with the code WELCOME10.",
  "The code is valid until 31 March 2027.",
  "Only one promo code can be used per order.",
];

export const FOOD_DELIVERY: Case[] = [
  {
    question: "What's the delivery fee on a €25 order?",
    contexts: FEES,
    answer: [ok("Once your basket reaches €20, delivery drops to €0.99.")],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "How much do I save on delivery by spending €20 instead of €19?",
    contexts: FEES,
    answer: [ok("Crossing the €20 mark cuts the delivery fee by €2.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "Is there a free trial of DashPass?",
    contexts: FEES,
    answer: [
      ok("Yes, your first month of DashPass is free, and after that it's €7.99 monthly [4]."),
      ok("Members don't pay delivery on orders above €15 [3]."),
    ],
    kind: null,
    tags: ["citation", "unit", "reordered"],
  },
  {
    question: "My food came half an hour late. Do I get anything back?",
    contexts: LATE,
    answer: [
      ok(
        "When an order turns up over 20 minutes past the latest estimate, you're refunded the delivery fee without having to ask.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "Something was missing from my order. How do I get a refund?",
    contexts: LATE,
    answer: [
      ok(
        "Send us a photo within two days of delivery and the missing item is refunded to the way you paid.",
      ),
    ],
    kind: null,
    tags: ["merged", "unit"],
  },
  {
    question: "Is the pad thai safe for my peanut allergy?",
    contexts: ALLERGENS,
    answer: [
      say("Please be careful with severe allergies."),
      ok(
        "No dish can be guaranteed allergen-free, so with a serious allergy it's best to call the restaurant before you order.",
      ),
    ],
    kind: null,
    tags: ["merged", "low-overlap"],
  },
  {
    question: "Does my tip go to the courier?",
    contexts: COURIERS,
    answer: [
      ok(
        "All of it: couriers keep every cent you tip in the app, and you can adjust the tip for an hour after delivery.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number"],
  },
  {
    question: "What does a courier earn for a delivery one kilometre away?",
    contexts: COURIERS,
    answer: [ok("For a one-kilometre delivery a courier earns €5.00 in total.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "Can I order for Saturday now?",
    contexts: SCHEDULING,
    answer: [
      ok(
        "You can schedule an order as much as five days in advance, and cancel it at no cost until the restaurant begins cooking it.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number"],
  },
  {
    question: "Can I use two promo codes together?",
    contexts: PROMO,
    answer: [ok("No, each order takes a single promo code.")],
    kind: null,
    tags: ["low-overlap", "reordered"],
  },
  {
    question: "Do you deliver alcohol?",
    contexts: PROMO,
    answer: [refuse("I don't have any information about alcohol delivery, so I can't say.")],
    kind: null,
    tags: ["refusal"],
  },
  // Planted errors.
  {
    question: "What's the small-order fee?",
    contexts: FEES,
    answer: [bad("number", "A small-order fee of €1.99 is added to orders under €10.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How much would a €9 order cost with all the fees?",
    contexts: FEES,
    answer: [
      bad(
        "derivation",
        "With the €2.99 delivery fee and the €1.50 small-order fee, the fees on a €9 order come to €3.49.",
      ),
    ],
    kind: "derivation",
  },
  {
    question: "Until when is WELCOME10 valid?",
    contexts: PROMO,
    answer: [bad("date", "The code is valid until 31 May 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "What's the new customer code?",
    contexts: PROMO,
    answer: [
      bad("entity", "New customers get €10 off their first order over €25 with the code HELLO10."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can you guarantee a dish is nut-free?",
    contexts: ALLERGENS,
    answer: [
      bad(
        "negation",
        "We can guarantee that dishes are completely free of allergens when they are not marked 'may contain'.",
      ),
    ],
    kind: "negation",
  },
  {
    question: "Do restaurants list allergens?",
    contexts: ALLERGENS,
    answer: [bad("quantifier", "Restaurants list the 14 major allergens on some dishes' pages.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Will I get the delivery fee back if my order is very late?",
    contexts: LATE,
    answer: [
      bad(
        "modal",
        "If an order arrives more than 20 minutes after the latest estimated time, the delivery fee may be refunded automatically.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "How many people can join a group order?",
    contexts: SCHEDULING,
    answer: [
      ok("Up to twelve people can add items to one group basket."),
      bad(
        "fabricated",
        "The person who starts the group order can set a spending limit for each participant.",
      ),
    ],
    kind: "fabricated",
  },
  {
    question: "How much does DashPass cost?",
    contexts: [],
    answer: [bad("empty-context", "DashPass costs €9.99 a month after a 14-day free trial.")],
    kind: "empty-context",
  },
  {
    question: "How are couriers paid, and can I change my tip?",
    contexts: COURIERS,
    answer: [
      ok("Couriers get €4.20 a delivery and €0.80 for each kilometre [1]."),
      miscite("You can change a tip for up to an hour after delivery [2]."),
    ],
    kind: "citation",
  },
  {
    question: "How far ahead can I schedule an order?",
    contexts: SCHEDULING,
    answer: [refuse("I'm sorry, I don't know how far in advance orders can be scheduled.")],
    kind: "over-refusal",
  },
];
