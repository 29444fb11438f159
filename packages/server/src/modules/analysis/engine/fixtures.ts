import type { Verdict } from "./types";

/**
 * Hand-written cases with the verdict each claim must get. Written as a reader would judge
 * the answer against its context, not from the engine's output.
 */
export interface Fixture {
  name: string;
  question?: string;
  contexts: string[];
  answer: string;
  verdicts: Verdict[];
}

const REFUNDS =
  "Refunds are issued within 14 days of the returned item arriving at our warehouse. Customers must include the original receipt. Refunds are not available for digital downloads.";
const PLANS =
  "The Premium plan costs $30 per month and includes phone support. The Basic plan costs $10 per month and includes email support only.";
const OFFICE =
  "Our Berlin office is open Monday to Friday from 9am to 5pm. Write to support@acme.example or visit https://acme.example/help for help.";
const DOSING =
  "Adults may take ibuprofen every 6 hours with food. The maximum daily dose is 1200 mg unless a doctor advises otherwise. All patients with kidney disease must avoid ibuprofen.";
const DEPLOY =
  "Every deployment goes to 10% of servers first. Deployments are rolled back automatically if the error rate rises above 2%. The maintenance window on June 4, 2025 lasts 3 hours.";
const LEAVE =
  'Full-time employees receive 25 days of paid vacation per year. Requests are filed in Workday under "Time Off". Unused days will expire on March 31.';

export const FIXTURES: Fixture[] = [
  // Faithful restatements
  {
    name: "verbatim sentence",
    contexts: [REFUNDS],
    answer: "Refunds are issued within 14 days of the returned item arriving at our warehouse.",
    verdicts: ["supported"],
  },
  {
    name: "paraphrase with synonyms",
    contexts: [REFUNDS],
    answer: "Clients need to include the original receipt.",
    verdicts: ["supported"],
  },
  {
    name: "paraphrase with reordered clauses",
    contexts: [PLANS],
    answer: "Phone support is included in the Premium plan, which costs $30 per month.",
    verdicts: ["supported"],
  },
  {
    name: "unit restatement: two weeks for 14 days",
    contexts: [REFUNDS],
    answer: "Refunds are issued within two weeks of the returned item arriving at our warehouse.",
    verdicts: ["supported"],
  },
  {
    name: "number word for digits",
    contexts: [DOSING],
    answer: "Adults may take ibuprofen with food every six hours.",
    verdicts: ["supported"],
  },
  {
    name: "unit conversion: 1.2 g for 1200 mg",
    contexts: [DOSING],
    answer: "The maximum daily dose is 1.2 g unless a doctor advises otherwise.",
    verdicts: ["supported"],
  },
  {
    name: "derived difference with its cue",
    contexts: [PLANS],
    answer: "The Premium plan costs $20 more per month than the Basic plan.",
    verdicts: ["supported"],
  },
  {
    name: "derived total with its cue",
    contexts: [PLANS],
    answer: "The Premium and Basic plans together cost $40 per month.",
    verdicts: ["supported"],
  },
  {
    name: "claim drawn from two adjacent sentences",
    contexts: [REFUNDS],
    answer: "Refunds are issued within 14 days, and customers must include the original receipt.",
    verdicts: ["supported"],
  },
  {
    name: "email and URL restated exactly",
    contexts: [OFFICE],
    answer: "You can write to support@acme.example or visit https://acme.example/help for help.",
    verdicts: ["supported"],
  },
  {
    name: "date in another format",
    contexts: [DEPLOY],
    answer: "The maintenance window on 4 June 2025 lasts three hours.",
    verdicts: ["supported"],
  },
  {
    name: "quoted menu name restated",
    contexts: [LEAVE],
    answer: 'Vacation requests are filed in Workday under "Time Off".',
    verdicts: ["supported"],
  },
  {
    name: "negation kept in the paraphrase",
    contexts: [REFUNDS],
    answer: "Digital downloads are not available for refunds.",
    verdicts: ["supported"],
  },
  {
    name: "several claims, all faithful",
    contexts: [PLANS, OFFICE],
    answer:
      "The Basic plan costs $10 per month. It includes email support only. Our Berlin office is open Monday to Friday.",
    verdicts: ["supported", "supported", "supported"],
  },

  // Swapped numbers, dates and entities
  {
    name: "swapped number",
    contexts: [REFUNDS],
    answer: "Refunds are issued within 30 days of the returned item arriving at our warehouse.",
    verdicts: ["unsupported"],
  },
  {
    name: "swapped unit restatement",
    contexts: [REFUNDS],
    answer: "Refunds are issued within three weeks of the returned item arriving at our warehouse.",
    verdicts: ["unsupported"],
  },
  {
    name: "swapped price",
    contexts: [PLANS],
    answer: "The Premium plan costs $40 per month and includes phone support.",
    verdicts: ["unsupported"],
  },
  {
    name: "price borrowed from the other plan",
    contexts: [PLANS],
    answer: "The Premium plan costs $10 per month and includes phone support.",
    verdicts: ["unsupported"],
  },
  {
    name: "swapped percentage",
    contexts: [DEPLOY],
    answer: "Every deployment goes to 25% of servers first.",
    verdicts: ["unsupported"],
  },
  {
    name: "swapped dose",
    contexts: [DOSING],
    answer: "The maximum daily dose is 2400 mg unless a doctor advises otherwise.",
    verdicts: ["unsupported"],
  },
  {
    name: "swapped date",
    contexts: [DEPLOY],
    answer: "The maintenance window on June 14, 2025 lasts 3 hours.",
    verdicts: ["unsupported"],
  },
  {
    name: "swapped expiry date",
    contexts: [LEAVE],
    answer: "Unused days will expire on April 30.",
    verdicts: ["unsupported"],
  },
  {
    name: "swapped city",
    contexts: [OFFICE],
    answer: "Our Munich office is open Monday to Friday from 9am to 5pm.",
    verdicts: ["unsupported"],
  },
  {
    name: "swapped plan name within the context",
    contexts: [PLANS],
    answer: "The Basic plan includes phone support.",
    verdicts: ["unsupported"],
  },
  {
    name: "swapped email",
    contexts: [OFFICE],
    answer: "Write to help@acme.example for help.",
    verdicts: ["unsupported"],
  },
  {
    name: "swapped quoted menu",
    contexts: [LEAVE],
    answer: 'Requests are filed in Workday under "Absences".',
    verdicts: ["unsupported"],
  },
  {
    name: "number the context does not derive without a cue",
    contexts: [PLANS],
    answer: "The Premium plan costs $40 per month.",
    verdicts: ["unsupported"],
  },

  // Negation and quantifier changes
  {
    name: "negation removed",
    contexts: [REFUNDS],
    answer: "Refunds are available for digital downloads.",
    verdicts: ["contradicted"],
  },
  {
    name: "negation added",
    contexts: [REFUNDS],
    answer: "Customers do not need to include the original receipt.",
    verdicts: ["contradicted"],
  },
  {
    name: "negation across auxiliaries",
    contexts: [REFUNDS],
    answer: "Customers do not have to include the original receipt.",
    verdicts: ["contradicted"],
  },
  {
    name: "must becomes may",
    contexts: [REFUNDS],
    answer: "Customers may include the original receipt.",
    verdicts: ["contradicted"],
  },
  {
    name: "all becomes some",
    contexts: [DOSING],
    answer: "Some patients with kidney disease must avoid ibuprofen.",
    verdicts: ["contradicted"],
  },
  {
    name: "every becomes some",
    contexts: [DEPLOY],
    answer: "Some deployments go to 10% of servers first.",
    verdicts: ["contradicted"],
  },
  {
    name: "will becomes may",
    contexts: [LEAVE],
    answer: "Unused days may expire on March 31.",
    verdicts: ["contradicted"],
  },
  {
    name: "bare statement hedged with sometimes",
    contexts: [DEPLOY],
    answer: "Deployments are sometimes rolled back automatically if the error rate rises above 2%.",
    verdicts: ["contradicted"],
  },
  {
    name: "never against a positive statement",
    contexts: [LEAVE],
    answer: "Full-time employees never receive 25 days of paid vacation per year.",
    verdicts: ["contradicted"],
  },

  // Unsupported claims, questions, refusals and empty context
  {
    name: "fabricated claim",
    contexts: [REFUNDS],
    answer: "Loyalty members receive a free gift with every third purchase.",
    verdicts: ["unsupported"],
  },
  {
    name: "faithful claim beside a fabricated one",
    contexts: [PLANS],
    answer:
      "The Basic plan costs $10 per month. Enterprise customers get a dedicated account manager.",
    verdicts: ["supported", "unsupported"],
  },
  {
    name: "questions and pleasantries are not claims",
    contexts: [REFUNDS],
    answer:
      "Thanks for reaching out! Did you keep the original receipt? Customers must include the original receipt. Hope this helps!",
    verdicts: ["supported"],
  },
  {
    name: "a refusal makes no claim",
    contexts: [REFUNDS],
    answer: "I'm sorry, but I can't help with that request.",
    verdicts: [],
  },
  {
    name: "empty context: claims are unverifiable",
    contexts: [],
    answer: "Refunds are issued within 14 days of the returned item arriving.",
    verdicts: ["unverifiable"],
  },
  { name: "short filler is not a claim", contexts: [REFUNDS], answer: "Yes, it is.", verdicts: [] },
];
