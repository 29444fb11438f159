import { bad, type Case, miscite, ok, refuse } from "../held-out-2/build";
import { retrieved } from "./retrieved";

const CLINIC = [
  "An initial assessment at Kestrel Physio lasts 60 minutes and costs £75. Follow-up sessions last 30 minutes and cost £50.",
  "A block of 6 follow-up sessions costs £270 if paid upfront. Sports massage costs £55 for 45 minutes.",
  "Appointments cancelled with less than 24 hours' notice are charged in full. Most patients need between 4 and 6 follow-up sessions.",
  "We are open Monday to Friday from 7am to 8pm and on Saturdays from 9am to 1pm. Home visits may be arranged for an extra £30.",
  "Lead physiotherapist Dr. Ellen Ruiz specialises in knee and shoulder rehab; Sam Okafor runs the Pilates classes. Pilates classes cost £12 per class or £100 for 10.",
  "We are recognised by most major health insurers, but patients must check cover with their insurer first. The new Riverside clinic opens on 15 February 2027.",
];

export const PHYSIOTHERAPY: Case[] = [
  {
    question: "How much do I save with the block of six?",
    contexts: CLINIC,
    answer: [ok("Paying for six follow-ups upfront saves you £30.")],
    kind: null,
    tags: ["derived", "spelled-number", "merged"],
  },
  {
    question: "So what does each session in the block cost?",
    contexts: CLINIC,
    answer: [ok("That brings each follow-up down to £45.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "What would an assessment and four follow-ups cost?",
    contexts: retrieved(CLINIC, 1, 2),
    answer: [ok("An assessment plus four follow-ups comes to £275 in total.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "Is the Pilates pack cheaper?",
    contexts: CLINIC,
    answer: [ok("Yes, the ten-class pack brings each class down to £10 instead of £12.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "How long is the first appointment?",
    contexts: CLINIC,
    answer: [ok("Your first visit is a one-hour assessment costing £75.")],
    kind: null,
    tags: ["unit", "paraphrase"],
  },
  {
    question: "What if I can't make it and only tell you the night before?",
    contexts: CLINIC,
    answer: [ok("If you cancel less than a day ahead, you'll still pay the full price.")],
    kind: null,
    tags: ["low-overlap", "unit"],
  },
  {
    question: "Are you open at weekends?",
    contexts: retrieved(CLINIC, 4, 5, 3),
    answer: [ok("On Saturdays you can come in for four hours, between 9am and 1pm.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "Who should I see for my knee, and can they come to my house?",
    contexts: CLINIC,
    answer: [
      ok(
        "Dr. Ellen Ruiz is the person for knee rehab, and a home visit can be arranged for £30 on top.",
      ),
    ],
    kind: null,
    tags: ["merged", "low-overlap"],
  },
  {
    question: "What does a sports massage cost, and who teaches Pilates?",
    contexts: CLINIC,
    answer: [
      ok("A sports massage is £55 for 45 minutes [2]."),
      ok("Sam Okafor leads the Pilates classes [5]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Do you treat children?",
    contexts: [],
    answer: [refuse("I don't have any information on whether children are treated here.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "How many sessions will I need, and what might that cost?",
    contexts: CLINIC,
    answer: [
      ok(
        "Most people need four to six follow-ups, so typically £200 to £300 at the single-session price.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged", "spelled-number"],
  },
  // Planted errors.
  {
    question: "What do follow-up sessions cost?",
    contexts: CLINIC,
    answer: [bad("number", "Follow-up sessions last 30 minutes and cost £65.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would an assessment and three follow-ups cost?",
    contexts: CLINIC,
    answer: [
      ok("An assessment is £75 and a follow-up £50."),
      bad("derivation", "So the assessment and three follow-ups come to £215."),
    ],
    kind: "derivation",
  },
  {
    question: "When does the Riverside clinic open?",
    contexts: retrieved(CLINIC, 6, 1),
    answer: [bad("date", "The new Riverside clinic opens on 15 March 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who specialises in knees?",
    contexts: CLINIC,
    answer: [bad("entity", "Sam Okafor specialises in knee and shoulder rehab.")],
    kind: "entity",
    tags: ["in-context-swap"],
  },
  {
    question: "Can I use my health insurance?",
    contexts: CLINIC,
    answer: [
      bad("negation", "Kestrel Physio is not recognised by any of the major health insurers."),
    ],
    kind: "negation",
  },
  {
    question: "How many follow-ups will I need?",
    contexts: CLINIC,
    answer: [bad("quantifier", "All patients need between 4 and 6 follow-up sessions.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Can a physio come to my home?",
    contexts: CLINIC,
    answer: [bad("modal", "Home visits will be arranged for an extra £30.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What happens at a follow-up?",
    contexts: CLINIC,
    answer: [
      ok("Follow-ups are half-hour sessions."),
      bad("fabricated", "Every session ends with a written home exercise plan emailed to you."),
    ],
    kind: "fabricated",
  },
  {
    question: "Do I need a GP referral?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "You don't need a GP referral, because Kestrel Physio accepts self-referrals.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "How long is the assessment, and when are you open?",
    contexts: CLINIC,
    answer: [
      ok("The first assessment takes an hour and costs £75 [1]."),
      miscite("The clinic stays open until 8pm on weekdays [5]."),
    ],
    kind: "citation",
  },
  {
    question: "How much is a sports massage?",
    contexts: CLINIC,
    answer: [refuse("Sorry, I can't find a price for sports massage.")],
    kind: "over-refusal",
  },
];
