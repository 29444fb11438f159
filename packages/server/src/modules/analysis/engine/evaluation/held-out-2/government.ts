import { bad, type Case, miscite, ok, refuse } from "./build";

const PASSPORT = [
  "Adult passports are valid for 10 years; passports for children under 16 are valid for 5 years.",
  "The standard online application costs £88.50 and takes up to 3 weeks. Paper applications cost £100 and take up to 6 weeks.",
  "The Fast Track service costs £178 and returns the passport within 1 week, but requires an appointment at a passport office.",
];

const LICENCE = [
  "You must renew your photocard driving licence every 10 years.",
  "Drivers aged 70 and over must renew every 3 years; renewal at 70 and over is free.",
  "Renewal online costs £14 and usually arrives within 1 week; postal renewal costs £17.",
];

const COUNCIL_TAX = [
  "A single person living alone gets a 25% discount on their council tax.",
  "Full-time students are not counted as adults when working out council tax.",
  "Discounts must be reported to Riverside Borough Council within 21 days of a change in circumstances.",
];

const PLANNING = [
  "Garden sheds under 2.5 metres high do not need planning permission.",
  "Extensions of more than 4 metres at the rear of a detached house require a full planning application.",
  "Decisions on householder applications are made within 8 weeks; the fee is £258.",
  "Applications in a conservation area are reviewed by the Heritage Officer.",
];

const VOTING = [
  "You can register to vote online in about 5 minutes; you will need your National Insurance number.",
  "Postal votes can be requested by anyone on the electoral register; no reason is needed.",
  "Photo ID is required to vote at a polling station in general elections.",
];

export const GOVERNMENT: Case[] = [
  {
    question: "How long is my son's passport valid? He's 12.",
    contexts: PASSPORT,
    answer: [
      ok("Because he is under 16, his passport will last five years rather than the adult ten."),
    ],
    kind: null,
    tags: ["spelled-number", "reordered"],
  },
  {
    question: "How much cheaper is applying online than on paper?",
    contexts: PASSPORT,
    answer: [ok("Applying online saves you £11.50 compared with the paper form.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "What's the fastest way to get a passport?",
    contexts: PASSPORT,
    answer: [
      ok(
        "Fast Track gets your passport back inside a week for £178, though you have to book an appointment at a passport office.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "unit"],
  },
  {
    question: "How often do I renew my licence now that I'm 72?",
    contexts: LICENCE,
    answer: [
      ok(
        "From the age of 70 the photocard has to be renewed every three years, and it costs nothing.",
      ),
    ],
    kind: null,
    tags: ["spelled-number", "merged"],
  },
  {
    question: "Is renewing by post more expensive?",
    contexts: LICENCE,
    answer: [ok("Yes, renewing by post is £3 dearer than doing it online.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "I live alone, do I pay full council tax?",
    contexts: COUNCIL_TAX,
    answer: [ok("No, living on your own entitles you to a quarter off your council tax.")],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "My flatmate is a student. Does she count?",
    contexts: COUNCIL_TAX,
    answer: [
      ok(
        "Full-time students are left out when the number of adults in a home is worked out for council tax.",
      ),
    ],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "Do I need permission for a 2-metre shed?",
    contexts: PLANNING,
    answer: [
      ok("A shed lower than 2.5 metres can be built without planning permission [1]."),
      ok("Householder applications, where they are needed, are decided within eight weeks [3]."),
    ],
    kind: null,
    tags: ["citation", "spelled-number"],
  },
  {
    question: "Do I need a reason for a postal vote?",
    contexts: VOTING,
    answer: [
      ok(
        "Anyone who is on the electoral register can ask for a postal vote without giving a reason.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "When is the next general election?",
    contexts: VOTING,
    answer: [refuse("I don't have the date of the next general election in these documents.")],
    kind: null,
    tags: ["refusal"],
  },
  // Planted errors.
  {
    question: "What's the planning fee?",
    contexts: PLANNING,
    answer: [bad("number", "The fee for a householder application is £285.")],
    kind: "number",
  },
  {
    question: "How much more does Fast Track cost than applying online?",
    contexts: PASSPORT,
    answer: [
      bad("derivation", "Fast Track costs £99.50 more than the standard online application."),
    ],
    kind: "derivation",
  },
  {
    question: "Who do I tell about a change in circumstances?",
    contexts: COUNCIL_TAX,
    answer: [
      bad(
        "entity",
        "Changes in circumstances must be reported to Lakeside Borough Council within 21 days.",
      ),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Do garden sheds need planning permission?",
    contexts: PLANNING,
    answer: [bad("negation", "Garden sheds under 2.5 metres high need planning permission.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Who can get a postal vote?",
    contexts: VOTING,
    answer: [
      bad("quantifier", "Only some people on the electoral register can request a postal vote."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Do I have to renew my driving licence?",
    contexts: LICENCE,
    answer: [bad("modal", "You may renew your photocard driving licence every 10 years.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Do I need ID to vote?",
    contexts: VOTING,
    answer: [
      ok("You have to show photo ID at the polling station in a general election."),
      bad("fabricated", "A bus pass or a bank card with your photo is accepted as ID."),
    ],
    kind: "fabricated",
  },
  {
    question: "How long does a council tax refund take?",
    contexts: [],
    answer: [bad("empty-context", "Council tax refunds are paid within 10 working days.")],
    kind: "empty-context",
  },
  {
    question: "What needs a full application, and who reviews conservation areas?",
    contexts: PLANNING,
    answer: [
      miscite(
        "A rear extension of more than four metres on a detached house needs a full planning application [4].",
      ),
      ok("In a conservation area, the Heritage Officer reviews the application [4]."),
    ],
    kind: "citation",
  },
  {
    question: "How much is it to renew my licence online?",
    contexts: LICENCE,
    answer: [refuse("Unfortunately I can't find the cost of renewing a licence online.")],
    kind: "over-refusal",
  },
];
