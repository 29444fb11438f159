import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

const ELIGIBILITY = [
  "The Community Futures Fund supports registered charities with an annual income below £500,000.",
  "Individuals and political parties are not eligible to apply.",
  "Projects must take place in Greater Manchester.",
];

const AMOUNTS = [
  "Small grants range from £2,000 to £10,000 for projects lasting up to 12 months.",
  "Large grants of up to £60,000 are available for projects lasting 2 or 3 years.",
  "The fund will cover up to 80% of a project's total cost; the rest must come from other sources.",
];

const DEADLINES = [
  "The spring round opens on 3 March 2027 and closes at noon on 14 April 2027.",
  "Applicants are told the outcome within 10 weeks of the closing date.",
  "Late applications are not accepted under any circumstances.",
];

const REPORTING = [
  "Grant holders submit a progress report every 6 months.",
  "A final report and an account of spending are due within 3 months of the project ending.",
  "Grant holders who miss a report will have their next payment withheld.",
];

const PAYMENTS = [
  "Small grants are paid in one instalment at the start of the project.",
  "Large grants are paid in yearly instalments, each released after the previous report is approved.",
  "Unspent funds must be returned to the fund within 30 days of the final report.",
  "The grants officer for the Bolton and Wigan area is Priya Raman.",
];

const ASSESSMENT = [
  "Applications are scored by a panel of 5 volunteers from the local community.",
  "Each application is scored out of 40: up to 15 points for need, 15 for impact and 10 for value for money.",
  "Applications scoring below 24 are not funded.",
];

export const GRANTS: Case[] = [
  {
    question: "Can a charity with £300,000 income a year apply?",
    contexts: ELIGIBILITY,
    answer: [
      ok(
        "Yes: registered charities earning under £500,000 a year can apply, provided the project is in Greater Manchester.",
      ),
    ],
    kind: null,
    tags: ["merged", "paraphrase"],
  },
  {
    question: "Can I apply as an individual?",
    contexts: ELIGIBILITY,
    answer: [
      ok(
        "Unfortunately not: applications from individuals are ruled out, as are those from political parties.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "reordered"],
  },
  {
    question: "How big can a small grant be, and for how long?",
    contexts: AMOUNTS,
    answer: [
      ok("A small grant is worth between £2,000 and £10,000 and funds a project of up to a year."),
    ],
    kind: null,
    tags: ["unit", "paraphrase"],
  },
  {
    question: "My project costs £50,000. How much would we need to raise elsewhere?",
    contexts: AMOUNTS,
    answer: [
      ok(
        "The fund pays at most 80% of the cost, so at least a fifth of the total has to come from other sources.",
      ),
    ],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "When is the spring deadline and when will we hear back?",
    contexts: DEADLINES,
    answer: [
      ok("The spring round closes at 12:00 on 14 April 2027 [1]."),
      ok("Decisions are sent out no more than ten weeks after that [2]."),
    ],
    kind: null,
    tags: ["citation", "spelled-number", "unit"],
  },
  {
    question: "How often do we have to report?",
    contexts: REPORTING,
    answer: [
      ok(
        "You'll send a progress report twice a year, then a final report with your spending within three months of the project finishing.",
      ),
    ],
    kind: null,
    tags: ["merged", "unit", "spelled-number"],
  },
  {
    question: "How will a large grant be paid?",
    contexts: PAYMENTS,
    answer: [
      ok(
        "It comes in annual instalments, and each one is released once your previous report has been approved.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "Who is the grants officer for Wigan?",
    contexts: PAYMENTS,
    answer: [say("Thanks for asking."), ok("Priya Raman looks after the Bolton and Wigan area.")],
    kind: null,
    tags: ["reordered", "low-overlap"],
  },
  {
    question: "How are applications scored?",
    contexts: ASSESSMENT,
    answer: [
      ok(
        "A community panel of five volunteers marks each application out of 40, with need and impact worth 15 points each and value for money 10.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number"],
  },
  {
    question: "How many points can we drop and still be funded?",
    contexts: ASSESSMENT,
    answer: [
      ok("You can lose up to 16 of the 40 points and still stay in the running for funding."),
    ],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "Do you fund projects in Leeds?",
    contexts: [],
    answer: [
      refuse(
        "I don't have the fund's eligibility rules to hand, so I can't tell you whether Leeds projects qualify.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  // Planted errors.
  {
    question: "What's the income limit for applicants?",
    contexts: ELIGIBILITY,
    answer: [
      bad("number", "The fund supports registered charities with an annual income below £250,000."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What's the maximum the fund would give towards a £40,000 project?",
    contexts: AMOUNTS,
    answer: [
      bad("derivation", "The fund would cover up to £34,000, which is 80% of a £40,000 project."),
    ],
    kind: "derivation",
  },
  {
    question: "When does the spring round open?",
    contexts: DEADLINES,
    answer: [
      bad("date", "The spring round opens on 3 February 2027 and closes at noon on 14 April 2027."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Where must projects take place?",
    contexts: ELIGIBILITY,
    answer: [bad("entity", "Projects must take place in Greater Merseyside.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "What if our application is a day late?",
    contexts: DEADLINES,
    answer: [bad("negation", "Late applications are accepted in exceptional circumstances.")],
    kind: "negation",
  },
  {
    question: "How are small grants paid?",
    contexts: PAYMENTS,
    answer: [
      bad(
        "quantifier",
        "Most small grants are paid in one instalment at the start of the project.",
      ),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What happens if we miss a progress report?",
    contexts: REPORTING,
    answer: [bad("modal", "Grant holders who miss a report may have their next payment withheld.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Who scores the applications?",
    contexts: ASSESSMENT,
    answer: [
      ok("Each application is scored by a panel of five local community volunteers."),
      bad(
        "fabricated",
        "Shortlisted applicants are invited to present their project to the panel in person.",
      ),
    ],
    kind: "fabricated",
  },
  {
    question: "How much can a large grant be?",
    contexts: [],
    answer: [bad("empty-context", "Large grants go up to £75,000 over three years.")],
    kind: "empty-context",
  },
  {
    question: "What do we do with money we didn't spend?",
    contexts: PAYMENTS,
    answer: [
      ok("Any unspent funds go back to the fund within 30 days of your final report [3]."),
      miscite("Small grants arrive as a single payment when the project starts [2]."),
    ],
    kind: "citation",
  },
  {
    question: "What's the minimum score for funding?",
    contexts: ASSESSMENT,
    answer: [refuse("I can't find a minimum score in the assessment guidance I have.")],
    kind: "over-refusal",
  },
];
