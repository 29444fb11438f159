import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

const PRODUCTS = [
  "Keystone Building Society's 2-year fixed rate is 4.29% with a product fee of £999.",
  "The 5-year fixed rate is 4.05% with no product fee.",
  "Both fixed rates are available up to 85% loan-to-value.",
  "At the end of the fixed period, the loan moves to the Standard Variable Rate, currently 7.49%.",
];

const ELIGIBILITY = [
  "Applicants must be at least 21 and the mortgage must be repaid by the applicant's 75th birthday.",
  "Keystone lends up to 4.5 times the applicants' combined annual income.",
  "Self-employed applicants must provide 2 years of accounts or tax calculations.",
  "Applications from first-time buyers are accepted with a minimum deposit of 10%.",
];

const OVERPAY = [
  "Borrowers on a fixed rate can overpay up to 10% of the outstanding balance each year without an early repayment charge.",
  "Overpayments above that limit are charged an early repayment charge of 3% in the 2-year product and 5% in the 5-year product.",
  "Overpayments reduce the monthly payment from the following month unless the borrower asks to shorten the term.",
];

const PROCESS = [
  "A mortgage offer is valid for 6 months from the date it is issued.",
  "The valuation is arranged by Keystone and is free on purchases up to £500,000.",
  "Keystone will not lend on properties with non-standard construction, such as timber frames without a warranty.",
  "Completion funds are released to the solicitor 1 working day before the completion date.",
];

const PAYMENTS = [
  "Monthly payments are collected by Direct Debit on the 1st of each month.",
  "Borrowers may change their payment date once a year to any day between the 1st and the 28th.",
  "Keystone's arrears team is managed by Connor Walsh and can be reached on weekdays from 08:00 to 20:00.",
  "The Society's new payment system goes live on 7 June 2027.",
];

export const MORTGAGE: Case[] = [
  {
    question: "Which fix is cheaper on rate?",
    contexts: PRODUCTS,
    answer: [
      ok(
        "The five-year fix is 0.24 percentage points lower than the two-year one, and it has no product fee either.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged", "spelled-number"],
  },
  {
    question: "What happens when my fix ends?",
    contexts: PRODUCTS,
    answer: [
      ok(
        "Once the fixed period is over, you're switched onto the Standard Variable Rate, now at 7.49%.",
      ),
    ],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "How much deposit do I need for a fixed rate?",
    contexts: PRODUCTS,
    answer: [
      ok(
        "You'll need at least a 15% deposit, since both fixes go up to 85% of the property's value.",
      ),
    ],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "How much could we borrow together?",
    contexts: ELIGIBILITY,
    answer: [ok("Keystone's limit is four and a half times what you earn together each year.")],
    kind: null,
    tags: ["spelled-number", "low-overlap"],
  },
  {
    question: "I'm self-employed — what do I need?",
    contexts: ELIGIBILITY,
    answer: [
      say("Sure."),
      ok("You'll be asked for two years' worth of accounts or tax calculations."),
    ],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "Can I pay extra off my mortgage?",
    contexts: OVERPAY,
    answer: [
      ok(
        "On a fix, you can pay off as much as a tenth of what you owe each year with no early repayment charge [1].",
      ),
      ok(
        "Unless you ask for a shorter term, extra payments lower your monthly payment from the next month [3].",
      ),
    ],
    kind: null,
    tags: ["citation", "unit"],
  },
  {
    question: "How long does my offer last?",
    contexts: PROCESS,
    answer: [ok("Your offer stays valid for half a year after it's issued.")],
    kind: null,
    tags: ["unit"],
  },
  {
    question: "Do I pay for the valuation?",
    contexts: PROCESS,
    answer: [
      ok("For purchases up to £500,000 the valuation costs you nothing, as Keystone arranges it."),
    ],
    kind: null,
    tags: ["reordered", "low-overlap"],
  },
  {
    question: "When are payments taken, and can I move the date?",
    contexts: PAYMENTS,
    answer: [
      ok(
        "Your payment leaves by Direct Debit on the first of the month, and once a year you can switch it to any date up to the 28th.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number"],
  },
  {
    question: "Do you offer buy-to-let mortgages?",
    contexts: [],
    answer: [
      refuse("I don't have any information about buy-to-let products, so I can't answer that."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Who do I talk to if I fall behind?",
    contexts: PAYMENTS,
    answer: [
      ok(
        "Connor Walsh's arrears team can help, and you can call them Monday to Friday from 8 am to 8 pm.",
      ),
    ],
    kind: null,
    tags: ["unit", "reordered"],
  },
  // Planted errors.
  {
    question: "What's the 2-year fixed rate?",
    contexts: PRODUCTS,
    answer: [bad("number", "The 2-year fixed rate is 4.19% with a product fee of £999.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What's the gap between the 2-year fix and the variable rate?",
    contexts: PRODUCTS,
    answer: [
      bad(
        "derivation",
        "The Standard Variable Rate is 3.44 percentage points above the 2-year fix.",
      ),
    ],
    kind: "derivation",
    tags: ["derivable-by-chance"],
  },
  {
    question: "When does the new payment system launch?",
    contexts: PAYMENTS,
    answer: [bad("date", "The Society's new payment system goes live on 7 July 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who manages arrears?",
    contexts: PAYMENTS,
    answer: [
      bad(
        "entity",
        "Keystone's arrears team is managed by Callum Walsh and is open weekdays from 08:00 to 20:00.",
      ),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Will you lend on a timber-frame house?",
    contexts: PROCESS,
    answer: [
      bad(
        "negation",
        "Keystone will lend on properties with non-standard construction, such as timber frames without a warranty.",
      ),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Do the fixed rates go up to 85% LTV?",
    contexts: PRODUCTS,
    answer: [
      bad("quantifier", "Only one of the fixed rates is available up to 85% loan-to-value."),
    ],
    kind: "quantifier",
  },
  {
    question: "By when must the mortgage be repaid?",
    contexts: ELIGIBILITY,
    answer: [
      bad(
        "modal",
        "Applicants must be at least 21, and the mortgage may be repaid by their 75th birthday.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "When does the money reach my solicitor?",
    contexts: PROCESS,
    answer: [
      ok("Keystone releases the funds to your solicitor one working day ahead of completion."),
      bad("fabricated", "A same-day transfer fee of £35 is added to the completion statement."),
    ],
    kind: "fabricated",
  },
  {
    question: "Can I port my mortgage if I move?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "Keystone mortgages are portable, so you can take your rate with you when you move.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "What are the early repayment charges?",
    contexts: OVERPAY,
    answer: [
      ok(
        "Beyond the yearly 10% allowance, overpaying costs 3% on the 2-year fix and 5% on the 5-year fix [2].",
      ),
      miscite("The allowance itself is free of any early repayment charge [3]."),
    ],
    kind: "citation",
  },
  {
    question: "Do first-time buyers need a big deposit?",
    contexts: ELIGIBILITY,
    answer: [
      refuse(
        "I'm not able to find the deposit rules for first-time buyers in the documents I have.",
      ),
    ],
    kind: "over-refusal",
  },
];
