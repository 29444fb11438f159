import { bad, type Case, miscite, ok, refuse } from "../held-out-2/build";
import { retrieved } from "./retrieved";

const RETURNS = [
  "Ledgerly's self-assessment service costs £180 for employees with one extra income source and £290 for sole traders. Each additional rental property adds £60.",
  "The deadline for online returns for the 2025–26 tax year is 31 January 2027, and any tax owed must be paid by the same date.",
  "Send us your documents at least 4 weeks before the deadline; returns received later carry a £50 rush fee.",
  "A late return triggers an automatic £100 penalty, even if no tax is owed. Interest is charged on late payments.",
  "Most returns are prepared within 10 working days of receiving complete documents. Your accountant, Felix Amadi, reviews every return before filing.",
  "Ledgerly may contact HMRC on your behalf once you sign the agent authorisation form. Our office is in Deansgate, Manchester.",
];

export const TAX_HELP: Case[] = [
  {
    question: "I'm a sole trader with two rental flats. What will you charge?",
    contexts: retrieved(RETURNS, 1, 5),
    answer: [ok("As a sole trader with two rentals, you'd pay £410.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "How much more is the sole trader service?",
    contexts: RETURNS,
    answer: [ok("The sole-trader service costs £110 more than the one for employees.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "By what date should I send my documents?",
    contexts: RETURNS,
    answer: [
      ok("Get your paperwork to Ledgerly by 3 January 2027 at the latest to avoid the rush fee."),
    ],
    kind: null,
    tags: ["derived", "low-overlap", "merged"],
  },
  {
    question: "How early do I need to send things in?",
    contexts: RETURNS,
    answer: [
      ok("Aim to have everything with them at least 28 days before the 31 January 2027 deadline."),
    ],
    kind: null,
    tags: ["unit", "low-overlap", "merged"],
  },
  {
    question: "I don't owe anything. Do I still get fined if I'm late?",
    contexts: retrieved(RETURNS, 4, 2),
    answer: [ok("Yes, filing late costs a flat £100 even when there's nothing to pay.")],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "How long until my return is ready, and who checks it?",
    contexts: RETURNS,
    answer: [
      ok(
        "Once you've sent everything, it's usually ready within ten working days, and Felix Amadi checks it before it goes in.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number"],
  },
  {
    question: "I'm an employee with one side income and I'm late with my papers. What's the cost?",
    contexts: RETURNS,
    answer: [ok("With the £50 rush fee added, the employee service would come to £230.")],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "When do I have to pay my tax?",
    contexts: RETURNS,
    answer: [ok("Both the online return and whatever tax you owe are due by 31 January 2027.")],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "What do rental properties add, and where are you based?",
    contexts: RETURNS,
    answer: [
      ok("Every extra rental property costs another £60 [1]."),
      ok("The office is based in Deansgate, Manchester [6]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Can you do my VAT returns as well?",
    contexts: [],
    answer: [refuse("I don't have any information on VAT returns, so I can't say.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Can you deal with the tax office for me?",
    contexts: RETURNS,
    answer: [
      ok(
        "Yes, once you've signed the agent authorisation form, Ledgerly can talk to HMRC for you.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "reordered"],
  },
  // Planted errors.
  {
    question: "What does the sole trader service cost?",
    contexts: RETURNS,
    answer: [bad("number", "The sole trader service costs £260.")],
    kind: "number",
  },
  {
    question: "I'm a sole trader with three rentals. What's the fee?",
    contexts: RETURNS,
    answer: [
      ok("Sole traders pay £290, and each rental property adds £60."),
      bad("derivation", "So with three rentals you'd pay £450."),
    ],
    kind: "derivation",
  },
  {
    question: "When is the online deadline?",
    contexts: retrieved(RETURNS, 2, 3, 4),
    answer: [bad("date", "Online returns for 2025–26 are due by 31 March 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who reviews my return?",
    contexts: RETURNS,
    answer: [bad("entity", "Your accountant, Felix Adams, reviews every return before filing.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Is there a penalty if I owe nothing but file late?",
    contexts: RETURNS,
    answer: [bad("negation", "A late return triggers no penalty if no tax is owed.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "How quickly are returns prepared?",
    contexts: RETURNS,
    answer: [
      bad(
        "quantifier",
        "All returns are prepared within 10 working days of receiving complete documents.",
      ),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Will you speak to HMRC for me?",
    contexts: RETURNS,
    answer: [
      bad(
        "modal",
        "Ledgerly will contact HMRC on your behalf once you sign the agent authorisation form.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What happens if I pay late?",
    contexts: RETURNS,
    answer: [
      ok("Interest is added when payments are late."),
      bad("fabricated", "Ledgerly refunds any penalty caused by its own mistakes."),
    ],
    kind: "fabricated",
  },
  {
    question: "Can I claim my home office costs?",
    contexts: [],
    answer: [bad("empty-context", "You can claim a flat £6 a week for working from home.")],
    kind: "empty-context",
  },
  {
    question: "What are the penalties and fees for being late?",
    contexts: RETURNS,
    answer: [
      ok("The late-return penalty is £100 [4]."),
      miscite("Documents arriving within four weeks of the deadline carry a £50 rush fee [2]."),
    ],
    kind: "citation",
  },
  {
    question: "When is the filing deadline?",
    contexts: RETURNS,
    answer: [refuse("I'm afraid I can't find the filing deadline in my documents.")],
    kind: "over-refusal",
  },
];
