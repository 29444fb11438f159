import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

const TERMINATION = [
  "Either party may terminate the Master Services Agreement with 60 days' written notice.",
  "The Client may terminate immediately if the Supplier commits a material breach that is not remedied within 15 days.",
  "On termination, the Supplier will return or delete all Client data within 30 days.",
];

const PAYMENT = [
  "Invoices are payable within 45 days of receipt.",
  "Late payments accrue interest at 1.5% per month.",
  "Disputed amounts must be notified in writing before the due date and are not subject to interest while in dispute.",
];

const LIABILITY = [
  "Each party's total liability is capped at the fees paid in the 12 months before the claim.",
  "The cap does not apply to breaches of confidentiality or to indemnified claims.",
  "Neither party is liable for lost profits or indirect damages.",
];

const CONFIDENTIALITY = [
  "Confidentiality obligations survive for 5 years after the agreement ends.",
  "Information that is already public or independently developed is not Confidential Information.",
  "The receiving party may disclose Confidential Information to its lawyers and auditors.",
  "All disclosures required by law must be notified to the other party first, where legally permitted.",
];

const GOVERNING = [
  "This agreement is governed by the laws of England and Wales.",
  "Disputes are first referred to mediation under the rules of CEDR.",
  "If mediation fails within 30 days, either party may start proceedings in the courts of London.",
];

const RENEWAL = [
  "The agreement starts on 1 February 2026 and runs for an initial term of 24 months.",
  "It renews automatically for successive 12-month periods unless either party gives notice of non-renewal.",
  "Fees may be increased at renewal by no more than 5%.",
  "The annual fee for the first term is £48,000.",
];

export const LEGAL: Case[] = [
  {
    question: "How much notice do we need to give to end the MSA?",
    contexts: TERMINATION,
    answer: [ok("Either side can end the agreement by giving sixty days' notice in writing.")],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "What happens to our data when the contract ends?",
    contexts: TERMINATION,
    answer: [
      ok(
        "Within 30 days of the contract ending, the Supplier has to either hand back or erase all of the Client's data.",
      ),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "When are invoices due and what if we pay late?",
    contexts: PAYMENT,
    answer: [
      ok("You have 45 days from receiving an invoice to pay it [1]."),
      ok("Paying late adds interest of 1.5% a month [2]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Do we pay interest on an invoice we're disputing?",
    contexts: PAYMENT,
    answer: [
      ok(
        "No interest runs on a disputed amount, provided you raised the dispute in writing before the invoice was due.",
      ),
    ],
    kind: null,
    tags: ["merged", "reordered"],
  },
  {
    question: "Is there a limit on what we can claim?",
    contexts: LIABILITY,
    answer: [
      ok(
        "Yes, liability is limited to the fees paid over the year before the claim, except for confidentiality breaches and indemnified claims.",
      ),
    ],
    kind: null,
    tags: ["unit", "merged"],
  },
  {
    question: "Can we recover lost profits?",
    contexts: LIABILITY,
    answer: [ok("No, neither side can be held liable for lost profits, nor for indirect damages.")],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "How long do we have to keep their information secret?",
    contexts: CONFIDENTIALITY,
    answer: [ok("The duty of confidence lasts for five years beyond the end of the agreement.")],
    kind: null,
    tags: ["spelled-number", "low-overlap"],
  },
  {
    question: "How do disputes get resolved?",
    contexts: GOVERNING,
    answer: [
      ok(
        "A dispute goes to CEDR mediation first; if that hasn't worked within 30 days, either side may take it to the London courts.",
      ),
    ],
    kind: null,
    tags: ["merged", "paraphrase"],
  },
  {
    question: "When does the initial term end?",
    contexts: RENEWAL,
    answer: [
      ok("The first term of two years runs from 1 February 2026 to the end of January 2028."),
    ],
    kind: null,
    tags: ["derived", "unit"],
  },
  {
    question: "What's the most our fee could be after the first renewal?",
    contexts: RENEWAL,
    answer: [
      say("Here is what the renewal clause allows."),
      ok("The annual fee could rise to at most £50,400 when the agreement renews."),
    ],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "Does the MSA include a non-solicitation clause?",
    contexts: TERMINATION,
    answer: [
      refuse(
        "The sections I can see cover termination only; I can't tell whether the MSA has a non-solicitation clause.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  // Planted errors.
  {
    question: "How long does the Supplier have to fix a material breach?",
    contexts: TERMINATION,
    answer: [
      bad(
        "number",
        "The Client may terminate immediately if a material breach is not remedied within 10 days.",
      ),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What's the total fee for the initial term?",
    contexts: RENEWAL,
    answer: [
      bad("derivation", "Over the initial 24-month term the fees come to £86,000 in total."),
    ],
    kind: "derivation",
  },
  {
    question: "When does the agreement start?",
    contexts: RENEWAL,
    answer: [
      bad(
        "date",
        "The agreement starts on 1 April 2026 and runs for an initial term of 24 months.",
      ),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Which body runs the mediation?",
    contexts: GOVERNING,
    answer: [bad("entity", "Disputes are first referred to mediation under the rules of ACAS.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Is publicly available information confidential?",
    contexts: CONFIDENTIALITY,
    answer: [
      bad(
        "negation",
        "Information that is already public or independently developed is Confidential Information.",
      ),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Do we have to tell them before a legally required disclosure?",
    contexts: CONFIDENTIALITY,
    answer: [
      bad(
        "quantifier",
        "Only some disclosures required by law must be notified to the other party first.",
      ),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What does the Supplier do with our data on termination?",
    contexts: TERMINATION,
    answer: [
      bad(
        "modal",
        "On termination, the Supplier may return or delete all Client data within 30 days.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Which law governs the agreement?",
    contexts: GOVERNING,
    answer: [
      ok("The law of England and Wales governs the agreement."),
      bad(
        "fabricated",
        "Any judgment can also be enforced in Scotland without a separate hearing.",
      ),
    ],
    kind: "fabricated",
  },
  {
    question: "What's the liability cap in our contract?",
    contexts: [],
    answer: [
      bad("empty-context", "Liability is capped at twice the fees paid in the previous 12 months."),
    ],
    kind: "empty-context",
  },
  {
    question:
      "Can we share confidential material with our auditors, and for how long does confidentiality last?",
    contexts: CONFIDENTIALITY,
    answer: [
      ok("Disclosing it to your lawyers and auditors is allowed [3]."),
      miscite("The obligations continue for five years after the agreement ends [2]."),
    ],
    kind: "citation",
  },
  {
    question: "How much can fees go up at renewal?",
    contexts: RENEWAL,
    answer: [refuse("I'm sorry, the contract extracts I have don't mention fee increases.")],
    kind: "over-refusal",
  },
];
