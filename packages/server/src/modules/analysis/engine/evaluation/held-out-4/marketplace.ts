import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

const FEES = [
  "Sellers on Tradewell pay a referral fee of 12% of the item price plus shipping for most categories.",
  "Electronics carry a lower referral fee of 8%.",
  "The Professional plan costs $39.99 a month and removes the $0.99 per-item fee charged on the Individual plan.",
  "Referral fees are refunded when an order is cancelled before it ships.",
];

const PAYOUTS = [
  "Payouts are sent to the seller's bank account every 14 days.",
  "New sellers' first payout is held for 7 days after the first order is delivered.",
  "A reserve of 5% of sales may be held for sellers with a return rate above 10%.",
  "Payout statements can be downloaded as CSV files from the Seller Hub.",
];

const SHIPPING = [
  "Orders must be shipped within 2 business days of payment unless the listing states a longer handling time.",
  "Sellers must upload a tracking number for every order over $25.",
  "Late shipment rates above 4% over 30 days trigger an account review.",
  "Tradewell Shipping labels are discounted by up to 30% compared with retail postage.",
];

const RETURNS = [
  "Buyers can return most items within 30 days of delivery.",
  "If the item is not as described, the seller pays return shipping.",
  "Sellers must issue the refund within 2 business days of receiving the return.",
  "Custom and personalised items are not eligible for change-of-mind returns.",
];

const POLICY = [
  "From 1 October 2026, listings without a barcode or a brand exemption will be hidden from search.",
  "Sellers in the EU must display their trader details, as required by the Digital Services Act.",
  "Seller support is handled by the Tradewell Partner Desk, open every day from 07:00 to 22:00.",
];

export const MARKETPLACE: Case[] = [
  {
    question: "What's the referral fee for most items?",
    contexts: FEES,
    answer: [
      ok(
        "In most categories you'll pay 12% of what the buyer is charged for the item and its shipping.",
      ),
    ],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "How much lower is the electronics fee?",
    contexts: FEES,
    answer: [
      ok("Electronics sellers pay four percentage points less than the standard referral fee."),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "When is the Professional plan worth it?",
    contexts: FEES,
    answer: [
      ok(
        "Professional pays for itself once you sell about 41 items a month, since it saves $0.99 on each one and costs $39.99.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "How often do I get paid?",
    contexts: PAYOUTS,
    answer: [ok("Money goes to your bank every two weeks.")],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "Why is my first payout delayed?",
    contexts: PAYOUTS,
    answer: [
      say("That's normal for new accounts."),
      ok(
        "As a new seller, your first payout is held back for a week after the first order is delivered.",
      ),
    ],
    kind: null,
    tags: ["unit", "paraphrase"],
  },
  {
    question: "How fast do I have to ship?",
    contexts: SHIPPING,
    answer: [
      ok(
        "You have two business days after payment to ship, unless your listing promises a longer handling time.",
      ),
    ],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "What happens if I ship late too often?",
    contexts: SHIPPING,
    answer: [
      ok(
        "An account review is triggered if more than 4% of your shipments in a 30-day period are late.",
      ),
    ],
    kind: null,
    tags: ["reordered"],
  },
  {
    question: "Who pays for the return, and how fast must I refund?",
    contexts: RETURNS,
    answer: [
      ok(
        "When the item doesn't match its description, return postage is on you as the seller [2].",
      ),
      ok("You then have two business days from getting the item back to refund the buyer [3]."),
    ],
    kind: null,
    tags: ["citation", "spelled-number"],
  },
  {
    question: "Can buyers return an engraved necklace because they changed their mind?",
    contexts: RETURNS,
    answer: [
      ok(
        "No, personalised pieces like that can't be sent back just because the buyer changed their mind.",
      ),
    ],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "Can I sell on Tradewell from Canada?",
    contexts: POLICY,
    answer: [
      refuse(
        "The policies I have don't say which countries sellers can register from, so I can't confirm that.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "What changes for listings this autumn, and when can I reach support?",
    contexts: POLICY,
    answer: [
      ok(
        "Starting October 1, 2026, listings that have neither a barcode nor a brand exemption disappear from search results, and the Partner Desk is reachable daily from 7 am to 10 pm.",
      ),
    ],
    kind: null,
    tags: ["merged", "unit"],
  },
  // Planted errors.
  {
    question: "What does the Professional plan cost?",
    contexts: FEES,
    answer: [
      bad("number", "The Professional plan costs $29.99 a month and removes the per-item fee."),
    ],
    kind: "number",
  },
  {
    question: "What's the fee on a $50 electronics sale with free shipping?",
    contexts: FEES,
    answer: [
      bad("derivation", "On a $50 electronics sale with free shipping, the referral fee is $6."),
    ],
    kind: "derivation",
  },
  {
    question: "When will listings without barcodes be hidden?",
    contexts: POLICY,
    answer: [
      bad(
        "date",
        "From 1 November 2026, listings without a barcode or a brand exemption will be hidden from search.",
      ),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Which law requires trader details?",
    contexts: POLICY,
    answer: [
      bad(
        "entity",
        "EU sellers must show their trader details, as required by the Digital Markets Act.",
      ),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Do I get my referral fee back on a cancelled order?",
    contexts: FEES,
    answer: [
      bad("negation", "Referral fees are not refunded when an order is cancelled before it ships."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Which orders need tracking?",
    contexts: SHIPPING,
    answer: [bad("quantifier", "Sellers must upload a tracking number for some orders over $25.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "How quickly do I have to refund a return?",
    contexts: RETURNS,
    answer: [
      bad(
        "modal",
        "Sellers should ideally issue the refund within 2 business days of receiving the return.",
      ),
    ],
    kind: "modal",
  },
  {
    question: "Can I get cheaper postage?",
    contexts: SHIPPING,
    answer: [
      ok("Tradewell Shipping labels can cost up to 30% less than retail postage."),
      bad("fabricated", "Sellers shipping more than 100 parcels a month get an extra 10% off."),
    ],
    kind: "fabricated",
  },
  {
    question: "Does Tradewell offer seller loans?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "Tradewell Capital offers sellers loans of up to $50,000 repaid from payouts.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "What's in a payout, and can I export it?",
    contexts: PAYOUTS,
    answer: [
      ok("Payout statements download as CSV files from the Seller Hub [4]."),
      miscite("Sellers with more than 10% of orders returned can have 5% of sales held back [2]."),
    ],
    kind: "citation",
  },
  {
    question: "How long do buyers have to return something?",
    contexts: RETURNS,
    answer: [refuse("I couldn't find the return window in the policies, sorry.")],
    kind: "over-refusal",
  },
];
