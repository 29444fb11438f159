import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const SUBSCRIPTION = [
  "Roastwell's coffee subscription delivers 250 g bags of freshly roasted beans. The Solo plan is one bag every two weeks for £8.50 a delivery; the Household plan is two bags every week for £15.",
  "Beans are roasted on Mondays and dispatched within 48 hours of roasting. Delivery is free in mainland UK; orders to the Highlands and islands cost £2.95 extra. Deliveries may be delayed by a day over bank holidays.",
  "You can pause, skip or cancel any delivery from your account up to 11 pm the Sunday before dispatch. Grinding for espresso, filter or cafetière is free on request.",
  "Our head roaster, Ines Carvalho, chooses a single-origin coffee of the month. In January 2027 it is a washed Ethiopian from Yirgacheffe.",
  "Most of our coffees are certified organic. Bags are home compostable, but the one-way valve must be removed first.",
  "Gift subscriptions of 3, 6 or 12 months are paid upfront and do not renew automatically. Referral codes give your friend their first bag free.",
];

export const COFFEE_SUBSCRIPTION: Case[] = [
  {
    question: "What would Solo cost me over 8 weeks?",
    contexts: SUBSCRIPTION,
    answer: [ok("Over eight weeks you'd get four bags, which comes to £34.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "Which plan is cheaper per bag?",
    contexts: SUBSCRIPTION,
    answer: [ok("Household works out at £7.50 a bag, a pound less than Solo.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "How much coffee is that a week on Household?",
    contexts: SUBSCRIPTION,
    answer: [ok("Half a kilo each week, in two 250 g bags.")],
    kind: null,
    tags: ["unit", "derived"],
  },
  {
    question: "Will the beans actually be fresh when they arrive?",
    contexts: retrieved(SUBSCRIPTION, 2, 5, 1),
    answer: [ok("Yes, they're roasted on a Monday and sent out no more than two days later.")],
    kind: null,
    tags: ["low-overlap", "unit"],
  },
  {
    question: "Is your coffee organic?",
    contexts: SUBSCRIPTION,
    answer: [ok("Mostly, yes: the majority of our coffees carry organic certification.")],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "Can I skip a delivery when I'm on holiday?",
    contexts: SUBSCRIPTION,
    answer: [
      ok(
        "Any delivery can be skipped from your account, as long as it's done by 11 pm on the Sunday before dispatch.",
      ),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "What's this month's coffee, and do you charge for grinding?",
    contexts: SUBSCRIPTION,
    answer: [
      ok("The January 2027 coffee of the month is a washed Ethiopian from Yirgacheffe [4]."),
      ok("We'll grind it for espresso, filter or a cafetière at no charge [3]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Do you sell decaf?",
    contexts: [],
    answer: [refuse("Sorry, I don't have any information about decaf coffee.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "What would a Household delivery cost me with the Highlands and islands charge?",
    contexts: retrieved(SUBSCRIPTION, 1, 2, 3),
    answer: [ok("It would be £17.95 per delivery.")],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "If I buy a gift subscription, will it keep renewing?",
    contexts: SUBSCRIPTION,
    answer: [ok("No, gifts of three, six or twelve months are paid in advance and simply end.")],
    kind: null,
    tags: ["spelled-number", "low-overlap"],
  },
  {
    question: "Can the empty bags go in my compost heap?",
    contexts: SUBSCRIPTION,
    answer: [say("Great question!"), ok("They can, once you've pulled off the one-way valve.")],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "How big are the bags?",
    contexts: SUBSCRIPTION,
    answer: [bad("number", "Each bag holds 200 g of freshly roasted beans.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What does Household cost over 4 weeks?",
    contexts: SUBSCRIPTION,
    answer: [bad("derivation", "Four weeks of the Household plan comes to £64.")],
    kind: "derivation",
  },
  {
    question: "What's the coffee of the month?",
    contexts: SUBSCRIPTION,
    answer: [
      bad(
        "date",
        "In February 2027 the coffee of the month is a washed Ethiopian from Yirgacheffe.",
      ),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who picks the coffee of the month?",
    contexts: SUBSCRIPTION,
    answer: [
      bad("entity", "Our head roaster, Ines Moreira, picks a single-origin coffee each month."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Do gift subscriptions renew automatically?",
    contexts: SUBSCRIPTION,
    answer: [bad("negation", "Gift subscriptions are paid upfront and renew automatically.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Are all your coffees organic?",
    contexts: SUBSCRIPTION,
    answer: [bad("quantifier", "Yes, all of our coffees are certified organic.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Will the bank holiday affect my delivery?",
    contexts: SUBSCRIPTION,
    answer: [bad("modal", "Yes, deliveries will be delayed by a day over bank holidays.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Can I cancel any time?",
    contexts: SUBSCRIPTION,
    answer: [
      ok(
        "Yes, you can cancel from your account, as long as it's before 11 pm on the Sunday before dispatch.",
      ),
      bad("fabricated", "Cancelling within your first month also refunds your first delivery."),
    ],
    kind: "fabricated",
  },
  {
    question: "How much is the Solo plan?",
    contexts: [],
    answer: [bad("empty-context", "The Solo plan costs £9 a delivery.")],
    kind: "empty-context",
  },
  {
    question: "When are the beans roasted, and when's the cut-off for changes?",
    contexts: SUBSCRIPTION,
    answer: [
      miscite("Beans are roasted every Monday [3]."),
      ok("Changes have to be made by 11 pm on the Sunday before dispatch [3]."),
    ],
    kind: "citation",
  },
  {
    question: "Is delivery free?",
    contexts: retrieved(SUBSCRIPTION, 2, 1),
    answer: [refuse("I'm not able to find anything about delivery charges, I'm afraid.")],
    kind: "over-refusal",
  },
];
