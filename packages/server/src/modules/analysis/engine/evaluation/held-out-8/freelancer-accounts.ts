import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

// Longer answers: two to four sentences, so a planted error sits among true claims.

const LEDGER = [
  "Ledgerlight's Sole Trader plan costs £45 a month and covers bookkeeping software, a quarterly review and your Self Assessment tax return. The Limited Company plan costs £110 a month and adds annual accounts and payroll for up to 2 directors.",
  "Paying annually gives you 2 months free on either plan. There is no minimum term on monthly plans, but 30 days' notice is needed to cancel.",
  "The Self Assessment deadline for online returns is 31 January, and we ask clients to send their records by 30 November. Records received after 30 November carry a £75 rush fee.",
  "Every client is given a named accountant; most freelancers are matched with Farah Siddiqui or Tom Bellamy. Your accountant replies to emails within 2 working days.",
  "VAT registration is required once your turnover passes £90,000 in any 12-month period. We may recommend the Flat Rate Scheme if your costs are low.",
  "Extra services are priced separately: a VAT return costs £60 per quarter and a mortgage reference letter costs £40. Catch-up bookkeeping for past years starts at £250 per year.",
];

export const FREELANCER_ACCOUNTS: Case[] = [
  {
    question: "What does the Sole Trader plan cost for a year if I pay up front?",
    contexts: retrieved(LEDGER, 1, 2, 4),
    answer: [
      ok(
        "Paying for the year up front gets you two months free, so the Sole Trader plan costs £450 a year.",
      ),
      ok("Paying monthly instead would add up to £540 over the year."),
    ],
    kind: null,
    tags: ["derived", "merged", "spelled-number"],
  },
  {
    question: "What's the difference between the two plans?",
    contexts: LEDGER,
    answer: [
      ok("The Limited Company plan is £65 a month more than the Sole Trader plan."),
      ok(
        "For that you also get your annual accounts done and payroll for as many as two directors.",
      ),
    ],
    kind: null,
    tags: ["derived", "spelled-number", "low-overlap"],
  },
  {
    question: "I'm a VAT-registered sole trader. What will I pay each month, VAT returns included?",
    contexts: LEDGER,
    answer: [
      ok("VAT returns are £60 a quarter, which works out at £20 a month."),
      ok("On top of the £45 plan, that's £65 a month overall."),
    ],
    kind: null,
    tags: ["derived", "merged", "unit"],
  },
  {
    question: "When do you need my paperwork for my tax return?",
    contexts: LEDGER,
    answer: [
      ok("Please get your records to us by 30 November."),
      ok(
        "Anything that reaches us later costs an extra £75, and the deadline for filing online is 31 January.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "Do I need to register for VAT? I've turned over £70,000 in the last twelve months.",
    contexts: LEDGER,
    answer: [
      ok(
        "Not yet, since registration only becomes compulsory once turnover goes over £90,000 in a 12-month period.",
      ),
      ok("You're currently £20,000 short of that threshold."),
    ],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "Am I tied in if I go monthly?",
    contexts: retrieved(LEDGER, 2, 1),
    answer: [
      ok("No, monthly plans don't lock you in for any minimum period."),
      ok("You'd just need to tell us thirty days before you want to cancel."),
    ],
    kind: null,
    tags: ["low-overlap", "spelled-number"],
  },
  {
    question: "Who will my accountant be, and how quickly do they answer emails?",
    contexts: LEDGER,
    answer: [
      ok("Most freelancers are paired with either Farah Siddiqui or Tom Bellamy [4]."),
      ok("Whoever you get will reply to your emails within two working days [4]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Could you represent me if HMRC opens an investigation?",
    contexts: [],
    answer: [
      refuse(
        "I don't have any information about investigation support, so I can't say whether Ledgerlight offers it.",
      ),
      say("Your accountant would be the best person to ask."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "My costs are pretty low. Is the Flat Rate Scheme something for me?",
    contexts: LEDGER,
    answer: [
      ok(
        "It might be, as we sometimes suggest the Flat Rate Scheme to clients whose costs are low.",
      ),
      ok(
        "Bear in mind you only have to register for VAT once your turnover tops £90,000 over any 12 months.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question:
      "I need three years of catch-up bookkeeping and a mortgage letter. Roughly what will that cost?",
    contexts: LEDGER,
    answer: [
      ok("Catch-up bookkeeping starts at £250 a year, so three years would be at least £750."),
      ok("Adding the £40 mortgage reference letter, you're looking at £790 or more."),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "What would the Limited Company plan cost me if I pay for the year?",
    contexts: LEDGER,
    answer: [
      ok(
        "Paid annually, the Limited Company plan is £1,100, because two of the twelve months are free.",
      ),
      ok("That saves you £220 compared with paying month by month."),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "What's in the Sole Trader plan and what does it cost?",
    contexts: LEDGER,
    answer: [
      ok(
        "It includes bookkeeping software, a review every quarter and your Self Assessment return.",
      ),
      bad("number", "It costs £49 a month."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How much is the Limited Company plan for a whole year?",
    contexts: LEDGER,
    answer: [
      ok("Paying annually gives you 2 months free."),
      bad("derivation", "So the Limited Company plan works out at £1,210 for the year."),
      ok("It includes annual accounts and payroll for up to 2 directors."),
    ],
    kind: "derivation",
    tags: ["high-overlap"],
  },
  {
    question: "What are the deadlines for my tax return?",
    contexts: LEDGER,
    answer: [
      ok("Online Self Assessment returns are due by 31 January."),
      bad("date", "We ask clients to send their records by 31 October."),
      ok("Records that reach us late carry a £75 rush fee."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who will look after my account?",
    contexts: LEDGER,
    answer: [
      ok("Every client gets a named accountant."),
      bad("entity", "Most freelancers are matched with Farah Siddiqui or Tom Bradley."),
      ok("They reply to emails within 2 working days."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can I cancel a monthly plan whenever I like?",
    contexts: LEDGER,
    answer: [
      bad(
        "negation",
        "Monthly plans have a minimum term, and 30 days' notice is needed to cancel.",
      ),
      ok("If you'd rather pay for the year, you get 2 months free."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Which accountant will I get?",
    contexts: retrieved(LEDGER, 4, 6),
    answer: [
      ok("Each client is given their own named accountant."),
      bad("quantifier", "All freelancers are matched with Farah Siddiqui or Tom Bellamy."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Will you put me on the Flat Rate Scheme?",
    contexts: LEDGER,
    answer: [
      ok("You have to register for VAT once turnover passes £90,000 in any 12 months."),
      bad("modal", "If your costs are low, we will recommend the Flat Rate Scheme."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Does the software help with expenses?",
    contexts: LEDGER,
    answer: [
      ok("The Sole Trader plan comes with bookkeeping software and a quarterly review."),
      bad(
        "fabricated",
        "The software also lets you photograph receipts and tracks your mileage automatically.",
      ),
    ],
    kind: "fabricated",
    tags: ["high-overlap"],
  },
  {
    question: "Is the first consultation free?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "Yes, your first 30-minute consultation with an accountant is free of charge.",
      ),
      say("Just book a slot when you're ready."),
    ],
    kind: "empty-context",
  },
  {
    question: "What do the extra services cost?",
    contexts: LEDGER,
    answer: [
      ok("A VAT return is £60 a quarter [6]."),
      miscite("A mortgage reference letter costs £40 [4]."),
      ok("Catch-up bookkeeping starts at £250 for each past year [6]."),
    ],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "How much does the Limited Company plan cost?",
    contexts: retrieved(LEDGER, 1, 2, 6),
    answer: [
      refuse("I can't find the Limited Company plan's price in the documents I have."),
      say("Your accountant will be able to confirm it."),
    ],
    kind: "over-refusal",
  },
];
