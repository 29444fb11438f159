import { bad, type Case, miscite, ok, refuse, say } from "./build";

const PLANS = [
  "The Starter plan costs $12 per user per month and includes up to 3 projects.",
  "The Team plan costs $20 per user per month with unlimited projects and SSO.",
  "Annual billing gives a 15% discount on either plan.",
  "Enterprise pricing is quoted individually by the sales team.",
];

const INVOICES = [
  "Invoices are issued on the 1st of each month and are due within 14 days.",
  "Accounts with an invoice more than 30 days overdue are suspended; data is retained for 60 days after suspension.",
  "We accept Visa, Mastercard and SEPA direct debit. Payment by cheque is not accepted.",
];

const SEATS = [
  "Adding seats mid-cycle is charged pro rata for the remaining days of the billing period.",
  "Removed seats are credited at the next renewal, not refunded immediately.",
  "Workspace owners will receive an email whenever the seat count changes.",
];

const TAX = [
  "Prices exclude VAT. Customers in the EU with a valid VAT ID are invoiced with reverse charge.",
  "Invoices are issued in USD, EUR or GBP; the currency cannot be changed after the first invoice.",
  "All invoices include a PDF and a machine-readable UBL file.",
];

const PRICE_CHANGE = [
  "From July 1, 2026, the Team plan will cost $22 per user per month.",
  "Existing annual subscriptions keep their current price until their next renewal.",
  "Subscriptions can be cancelled at any time; cancellation takes effect at the end of the current billing period and no partial refunds are given.",
];

export const BILLING: Case[] = [
  {
    question: "What's the price difference between Starter and Team?",
    contexts: PLANS,
    answer: [ok("Team is $8 more per user each month than Starter.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "How many projects do I get on Starter?",
    contexts: PLANS,
    answer: [ok("Starter lets you have as many as three projects, at $12 a user per month.")],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "How much is Team if I pay yearly?",
    contexts: PLANS,
    answer: [
      ok("Paying annually brings Team down to $17 per user per month, thanks to the 15% discount."),
    ],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "When is my invoice due?",
    contexts: INVOICES,
    answer: [
      ok("Each invoice goes out on the first of the month and has to be paid within two weeks."),
    ],
    kind: null,
    tags: ["unit", "spelled-number"],
  },
  {
    question: "What happens if I don't pay?",
    contexts: INVOICES,
    answer: [
      ok(
        "Once an invoice is over 30 days late the account gets suspended, and your data is then kept for another 60 days.",
      ),
    ],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "Can I pay by cheque?",
    contexts: INVOICES,
    answer: [
      ok(
        "Cheques aren't an accepted way to pay, but Visa, Mastercard and SEPA direct debit all work.",
      ),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "If I remove a seat, do I get money back?",
    contexts: SEATS,
    answer: [
      ok("A removed seat is credited at your next renewal rather than refunded straight away [2]."),
      ok("The workspace owner also gets an email about the change [3]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "How are extra seats billed in the middle of the month?",
    contexts: SEATS,
    answer: [
      ok(
        "When you add a seat partway through, you only pay for the days left in that billing period.",
      ),
    ],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "Is the Team price going up?",
    contexts: [...PRICE_CHANGE, PLANS[1]!],
    answer: [
      ok("Yes: from 1 July 2026 the Team plan rises by $2 to $22 per user per month."),
      ok("If you're on an annual subscription, you keep today's price until you renew."),
    ],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "Do you offer discounts for non-profits?",
    contexts: PLANS,
    answer: [
      refuse("I don't see anything about non-profit discounts in the billing documentation."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  // Planted errors.
  {
    question: "How long is my data kept after suspension?",
    contexts: INVOICES,
    answer: [bad("number", "After suspension your data is retained for 90 days.")],
    kind: "number",
    tags: ["derivable-by-chance"],
  },
  {
    question: "What would 10 Team seats cost a month?",
    contexts: PLANS,
    answer: [
      ok("Team is $20 per user per month."),
      bad("derivation", "Ten Team seats would therefore cost $180 a month."),
    ],
    kind: "derivation",
  },
  {
    question: "When does the new Team price start?",
    contexts: PRICE_CHANGE,
    answer: [bad("date", "The Team plan will cost $22 per user per month from June 1, 2026.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Are removed seats refunded right away?",
    contexts: SEATS,
    answer: [
      bad(
        "negation",
        "Removed seats are refunded immediately rather than credited at the next renewal.",
      ),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Do invoices come with a UBL file?",
    contexts: TAX,
    answer: [
      bad("quantifier", "Only some invoices include a machine-readable UBL file next to the PDF."),
    ],
    kind: "quantifier",
  },
  {
    question: "Will I be told when seats change?",
    contexts: SEATS,
    answer: [
      bad("modal", "Workspace owners may receive an email whenever the seat count changes."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Can I cancel anytime?",
    contexts: PRICE_CHANGE,
    answer: [
      ok(
        "You can cancel whenever you like, and it takes effect when the current billing period ends.",
      ),
      bad("fabricated", "Cancelled workspaces can be reactivated later without losing any data."),
    ],
    kind: "fabricated",
  },
  {
    question: "Do you charge extra for API access?",
    contexts: [],
    answer: [bad("empty-context", "API access is included in every paid plan at no extra cost.")],
    kind: "empty-context",
  },
  {
    question: "When are invoices due, and can I pay by direct debit?",
    contexts: INVOICES,
    answer: [
      ok("Invoices are due 14 days after they are issued [1]."),
      miscite("SEPA direct debit is one of the accepted payment methods [2]."),
    ],
    kind: "citation",
  },
  {
    question: "Do your prices include VAT?",
    contexts: TAX,
    answer: [
      refuse("Sorry, I couldn't find whether prices include VAT."),
      say("Is there anything else about your invoice I can help with?"),
    ],
    kind: "over-refusal",
  },
];
