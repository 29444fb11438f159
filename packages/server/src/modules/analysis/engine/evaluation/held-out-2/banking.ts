import { bad, type Case, miscite, ok, refuse } from "./build";

const CURRENT = [
  "The Everyday account has no monthly fee if at least $1,500 is deposited each month; otherwise the fee is $12.",
  "Withdrawals at Harbor Bank ATMs are free; other ATMs charge $3 per withdrawal, and up to 4 of these fees are refunded each month.",
  "Overdraft protection transfers money from your linked savings account in steps of $100.",
];

const SAVINGS = [
  "The Plus Saver account pays 3.2% AER on balances up to $50,000 and 1.5% on any amount above that.",
  "Interest is calculated daily and paid on the last business day of each month.",
  "Up to 6 withdrawals per month are free; each further withdrawal costs $5.",
];

const CARDS = [
  "If your card is lost or stolen, freeze it immediately in the app and call 0800 555 0199.",
  "You will not be held liable for unauthorised transactions reported within 60 days of the statement date.",
  "A replacement card arrives within 5 to 7 working days; express delivery within 2 working days costs $15.",
];

const TRANSFERS = [
  "Domestic transfers sent before 17:30 on a business day arrive the same day.",
  "International transfers are processed via SWIFT and usually take 1 to 4 business days. The fee is $25 per transfer, plus any intermediary bank charges.",
  "The daily transfer limit in the app is $10,000; it can be raised to $50,000 at a branch.",
];

const MORTGAGE = [
  "The 5-year fixed mortgage rate is 4.35% for loans up to 75% of the property value.",
  "Overpayments of up to 10% of the outstanding balance per year are allowed without a penalty.",
  "Applications are assessed by the lending team in Leeds, and a decision in principle is given within 24 hours.",
  "All applicants must provide 3 months of payslips.",
  "The current rate is guaranteed for applications received by 31 January 2027.",
];

export const BANKING: Case[] = [
  {
    question: "How do I avoid the monthly fee?",
    contexts: CURRENT,
    answer: [
      ok(
        "The Everyday account is free in any month you pay in at least $1,500, and costs $12 in other months.",
      ),
    ],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "How much in ATM fees can I get back?",
    contexts: CURRENT,
    answer: [
      ok(
        "Harbor Bank refunds up to $12 of other banks' ATM fees a month, which is four withdrawals at $3 each.",
      ),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "When is interest paid?",
    contexts: SAVINGS,
    answer: [
      ok("Interest accrues every day and lands in your account on the month's final business day."),
    ],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "How many free withdrawals do I get?",
    contexts: SAVINGS,
    answer: [ok("You get six free withdrawals a month, and beyond that each one is charged $5.")],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "What happens if someone uses my card without permission?",
    contexts: CARDS,
    answer: [
      ok(
        "As long as you report an unauthorised payment within 60 days of the statement date, you won't have to pay for it.",
      ),
    ],
    kind: null,
    tags: ["reordered", "low-overlap"],
  },
  {
    question: "I lost my card, what now?",
    contexts: CARDS,
    answer: [
      ok("The first step is to freeze the card in the app and then call 0800 555 0199 [1]."),
      ok(
        "A new card normally takes five to seven working days, or two if you pay $15 for express delivery [3].",
      ),
    ],
    kind: null,
    tags: ["citation", "spelled-number"],
  },
  {
    question: "What does it cost to send money abroad?",
    contexts: TRANSFERS,
    answer: [
      ok(
        "Each international transfer carries a $25 fee, and intermediary banks may add their own charges on top.",
      ),
    ],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "Can I send $30,000 in one day?",
    contexts: TRANSFERS,
    answer: [
      ok(
        "Not in the app, where the daily limit is $10,000, but a branch can raise it to as much as $50,000.",
      ),
    ],
    kind: null,
    tags: ["merged", "reordered"],
  },
  {
    question: "How much can I overpay on my mortgage?",
    contexts: MORTGAGE,
    answer: [
      ok(
        "Each year you can pay off as much as a tenth of the outstanding balance early without any penalty.",
      ),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "What's the 10-year fixed rate?",
    contexts: MORTGAGE,
    answer: [refuse("I can't find a 10-year fixed rate in the mortgage documents I have.")],
    kind: null,
    tags: ["refusal"],
  },
  // Planted errors.
  {
    question: "What rate does Plus Saver pay?",
    contexts: SAVINGS,
    answer: [bad("number", "Plus Saver pays 2.3% AER on balances up to $50,000.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How big a deposit do I need for the 4.35% rate?",
    contexts: MORTGAGE,
    answer: [
      bad(
        "derivation",
        "You need a deposit of at least 20% of the property value to get the 4.35% rate.",
      ),
    ],
    kind: "derivation",
  },
  {
    question: "How long is the current mortgage rate guaranteed?",
    contexts: MORTGAGE,
    answer: [bad("date", "The rate is guaranteed for applications received by 31 March 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who assesses my mortgage application?",
    contexts: MORTGAGE,
    answer: [
      bad(
        "entity",
        "Applications are assessed by the lending team in Manchester, with a decision in principle within 24 hours.",
      ),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Am I liable for fraud on my card?",
    contexts: CARDS,
    answer: [
      bad(
        "negation",
        "You will be held liable for unauthorised transactions reported within 60 days of the statement date.",
      ),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Do I need payslips for a mortgage?",
    contexts: MORTGAGE,
    answer: [bad("quantifier", "Only some applicants have to provide 3 months of payslips.")],
    kind: "quantifier",
  },
  {
    question: "Will my transfer arrive today?",
    contexts: TRANSFERS,
    answer: [
      bad(
        "modal",
        "A domestic transfer sent before 17:30 on a business day might arrive the same day.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Is there an overdraft on the Everyday account?",
    contexts: CURRENT,
    answer: [
      ok("Overdraft protection moves money across from your linked savings in $100 steps."),
      bad("fabricated", "Overdraft protection has to be switched on at a branch."),
    ],
    kind: "fabricated",
  },
  {
    question: "How long do international transfers take, and what is the app limit?",
    contexts: TRANSFERS,
    answer: [
      ok("International transfers usually take between one and four business days [2]."),
      miscite("In the app you can send up to $10,000 a day [1]."),
    ],
    kind: "citation",
  },
  {
    question: "How long does a replacement card take?",
    contexts: CARDS,
    answer: [refuse("I'm sorry, I don't have delivery times for replacement cards.")],
    kind: "over-refusal",
  },
];
