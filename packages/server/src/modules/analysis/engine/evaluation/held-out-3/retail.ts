import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

const RETURNS = [
  "Most items can be returned within 30 days of delivery for a full refund.",
  "Swimwear, earrings and personalised items cannot be returned for hygiene reasons.",
  "Returns are free when dropped off at a Parcelpoint locker; courier collection costs £3.95.",
  "Refunds are issued to the original payment method within 5 working days of the return reaching our warehouse in Daventry.",
];

const HOLIDAY = [
  "Orders placed between 15 November and 24 December can be returned until 31 January.",
  "Gift receipts allow the recipient to exchange an item or receive store credit.",
  "Store credit never expires.",
];

const ELECTRONICS = [
  "Opened electronics can be returned within 14 days if all accessories and packaging are included.",
  "A restocking fee of 10% applies to opened laptops and tablets.",
  "Faulty electronics are covered by a 2-year manufacturer warranty handled by our partner Techcare.",
];

const PRICE = [
  "If an item you bought drops in price within 7 days, we refund the difference on request.",
  "Price adjustments are not given for clearance or flash-sale prices.",
  "Members of the Plus programme get free standard delivery on every order.",
  "Plus membership costs £9.99 a year.",
];

const EXCHANGES = [
  "Exchanges for a different size are free and ship as soon as the original item is scanned at the drop-off point.",
  "Each order can be exchanged once.",
  "Items bought in a store can be returned in any of our 48 stores or by post.",
];

const LOYALTY = [
  "Customers earn 1 point for every £1 spent online.",
  "Every 500 points converts into a £5 voucher.",
  "Points expire 12 months after they are earned.",
];

export const RETAIL: Case[] = [
  {
    question: "How long do I have to send something back?",
    contexts: RETURNS,
    answer: [
      ok(
        "You generally have a month from delivery to return an item and get your money back in full.",
      ),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "Can I return earrings?",
    contexts: RETURNS,
    answer: [
      ok(
        "Earrings are one of the exceptions: for hygiene reasons they can't be sent back, just like swimwear and personalised items.",
      ),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "How much cheaper is the locker than a courier pickup?",
    contexts: RETURNS,
    answer: [
      ok(
        "Dropping your return at a Parcelpoint locker saves you £3.95, because that option is free and a courier collection is not.",
      ),
    ],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "I bought a jumper on 20 November as a present. When is the last day to return it?",
    contexts: HOLIDAY,
    answer: [
      ok("Since it was ordered in the holiday window, you can send it back until 31 January."),
    ],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "What can someone with a gift receipt do, and does credit run out?",
    contexts: HOLIDAY,
    answer: [
      ok(
        "With a gift receipt, the person you gave it to can swap the item or take store credit, which has no expiry date.",
      ),
    ],
    kind: null,
    tags: ["merged", "paraphrase"],
  },
  {
    question: "I opened my headphones. Can I still return them?",
    contexts: ELECTRONICS,
    answer: [
      ok(
        "Yes, within two weeks, as long as you include every accessory and the original packaging.",
      ),
    ],
    kind: null,
    tags: ["unit", "spelled-number"],
  },
  {
    question: "What happens if my laptop breaks?",
    contexts: ELECTRONICS,
    answer: [
      ok("Our partner Techcare handles faults under a two-year manufacturer warranty [3]."),
      ok("If you return an opened laptop instead, a 10% restocking fee is charged [2]."),
    ],
    kind: null,
    tags: ["citation", "spelled-number", "reordered"],
  },
  {
    question: "The dress I bought last week is now cheaper. Can I get money back?",
    contexts: PRICE,
    answer: [
      ok(
        "If the price fell within seven days of your purchase, just ask and we'll refund the difference, unless it is a clearance or flash-sale price.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number"],
  },
  {
    question: "How many points do I need for a voucher?",
    contexts: LOYALTY,
    answer: [ok("You'll need to spend £500 online to build up enough points for one £5 voucher.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "Where can I return something I bought in a shop?",
    contexts: EXCHANGES,
    answer: [
      say("Happy to help."),
      ok("You can post it back or take it to any one of our 48 stores."),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "Do you ship to Norway?",
    contexts: [],
    answer: [
      refuse(
        "I don't have our international shipping information in front of me, so I can't answer that.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  // Planted errors.
  {
    question: "How long do I have to return an opened tablet?",
    contexts: ELECTRONICS,
    answer: [
      bad(
        "number",
        "Opened electronics can be returned within 21 days if all accessories and packaging are included.",
      ),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How many points would I have after spending £120 online?",
    contexts: LOYALTY,
    answer: [bad("derivation", "Spending £120 online earns you 1,200 points.")],
    kind: "derivation",
  },
  {
    question: "I ordered a gift on 1 December. Until when can it be returned?",
    contexts: HOLIDAY,
    answer: [
      bad(
        "date",
        "Orders placed between 15 November and 24 December can be returned until 28 February.",
      ),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who handles repairs on faulty electronics?",
    contexts: ELECTRONICS,
    answer: [
      bad(
        "entity",
        "Faulty electronics are covered by a 2-year manufacturer warranty handled by our partner Geek Squad.",
      ),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can I get a price adjustment on a flash-sale item?",
    contexts: PRICE,
    answer: [
      bad("negation", "Yes, price adjustments are given for clearance and flash-sale prices too."),
    ],
    kind: "negation",
  },
  {
    question: "Does Plus membership give free delivery?",
    contexts: PRICE,
    answer: [
      bad("quantifier", "Members of the Plus programme get free standard delivery on some orders."),
      ok("Membership is £9.99 for a year."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Do my loyalty points expire?",
    contexts: LOYALTY,
    answer: [bad("modal", "Points may expire 12 months after they are earned.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Can I exchange for a different size?",
    contexts: EXCHANGES,
    answer: [
      ok(
        "Yes, size exchanges cost nothing, and the new item ships as soon as the original is scanned at drop-off.",
      ),
      bad(
        "fabricated",
        "If the size you want is out of stock, we'll hold the exchange open for up to 60 days.",
      ),
    ],
    kind: "fabricated",
  },
  {
    question: "How long do refunds take?",
    contexts: [],
    answer: [bad("empty-context", "Refunds normally show on your card within 3 working days.")],
    kind: "empty-context",
  },
  {
    question: "What can't I return, and how fast is the refund?",
    contexts: RETURNS,
    answer: [
      ok("Swimwear, earrings and anything personalised can't come back, for hygiene reasons [2]."),
      miscite(
        "Your refund goes back to the card you paid with within five working days of the parcel reaching Daventry [3].",
      ),
    ],
    kind: "citation",
  },
  {
    question: "How many times can I exchange an order?",
    contexts: EXCHANGES,
    answer: [refuse("Sorry, I couldn't find a limit on exchanges in our policy documents.")],
    kind: "over-refusal",
  },
];
