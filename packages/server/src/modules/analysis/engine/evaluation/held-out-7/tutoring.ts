import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const TUTORING = [
  "Brightpath Tutors matches students with qualified tutors for maths, English and science from Year 5 to A-level. GCSE tutoring costs £42 an hour and A-level tutoring £52 an hour.",
  "Sessions can be held online or at your home; home visits within 5 miles of Didsbury are free, and £8 per session further afield.",
  "Lessons are bought in blocks of 10 hours, with a 5% discount on blocks paid upfront. Unused hours expire 6 months after purchase. Unused hours may be transferred to a sibling.",
  "Our director of studies, Dr. Amara Levi, reviews every student's progress every 6 weeks. Parents receive a written report after each review.",
  "Sessions cancelled less than 24 hours ahead are charged in full. Most tutors can offer evening slots until 8 pm on weekdays.",
  "The summer intensive course for GCSE maths runs from 26 July to 13 August 2027 and costs £390. Places are limited to 6 students per group.",
];

export const TUTORING_SERVICE: Case[] = [
  {
    question: "How much is a 10-hour block of GCSE tutoring if I pay upfront?",
    contexts: retrieved(TUTORING, 3, 1, 2),
    answer: [ok("Paid upfront, a 10-hour GCSE block costs £399.")],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "How much more per hour is A-level than GCSE?",
    contexts: TUTORING,
    answer: [ok("A-level tutoring is £10 an hour dearer than GCSE.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "How long is the summer course?",
    contexts: TUTORING,
    answer: [ok("It runs for just under three weeks, from 26 July to 13 August.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "We live in Didsbury. Can the tutor come to us?",
    contexts: TUTORING,
    answer: [
      ok(
        "Yes, a tutor can come to your home, and there's no travel charge within five miles of Didsbury.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "spelled-number"],
  },
  {
    question: "Can we do evening sessions?",
    contexts: TUTORING,
    answer: [ok("Usually, yes: most of our tutors can do weekday evenings up to 8 pm.")],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "Do the hours run out?",
    contexts: TUTORING,
    answer: [ok("Any hours you haven't used expire six months after you buy them.")],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "Who keeps an eye on progress, and how much is the summer course?",
    contexts: TUTORING,
    answer: [
      ok("Dr. Amara Levi reviews each student's progress every six weeks [4]."),
      ok("The summer GCSE maths course costs £390 [6]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Do you prepare children for the 11-plus?",
    contexts: retrieved(TUTORING, 1, 3, 5),
    answer: [
      refuse(
        "I can't find anything about 11-plus preparation in the information I have, so I can't confirm it.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "How often will I hear how my son is doing?",
    contexts: TUTORING,
    answer: [ok("After each six-weekly review, you'll get a written report.")],
    kind: null,
    tags: ["spelled-number", "reordered"],
  },
  {
    question: "We're 10 miles from Didsbury. What would a one-hour A-level session at home cost?",
    contexts: TUTORING,
    answer: [
      ok("An hour of A-level tutoring at your home would come to £60 with the travel charge."),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "How big are the summer groups?",
    contexts: TUTORING,
    answer: [
      say("Lovely to hear you're interested!"),
      ok("Groups are kept small, at six students at most."),
    ],
    kind: null,
    tags: ["spelled-number", "low-overlap"],
  },
  {
    question: "How much is GCSE tutoring?",
    contexts: TUTORING,
    answer: [bad("number", "GCSE tutoring costs £45 an hour.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What's a 10-hour A-level block if I pay upfront?",
    contexts: TUTORING,
    answer: [bad("derivation", "A 10-hour A-level block paid upfront comes to £504.")],
    kind: "derivation",
    tags: ["high-overlap"],
  },
  {
    question: "When is the summer intensive?",
    contexts: TUTORING,
    answer: [bad("date", "The GCSE maths intensive runs from 26 July to 20 August 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who is your director of studies?",
    contexts: TUTORING,
    answer: [bad("entity", "Our director of studies is Dr. Amara Lewis.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "What if we have to cancel on the day?",
    contexts: TUTORING,
    answer: [bad("negation", "Sessions cancelled less than 24 hours ahead are not charged.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Do your tutors work evenings?",
    contexts: TUTORING,
    answer: [bad("quantifier", "All of our tutors can offer weekday evening slots until 8 pm.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What happens to hours my daughter doesn't use?",
    contexts: TUTORING,
    answer: [bad("modal", "Any unused hours will be transferred to a sibling.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Which subjects do you cover?",
    contexts: TUTORING,
    answer: [
      ok("We cover maths, English and science, from Year 5 up to A-level."),
      bad("fabricated", "All our tutors have at least five years of classroom experience."),
    ],
    kind: "fabricated",
  },
  {
    question: "How much is A-level tutoring?",
    contexts: [],
    answer: [bad("empty-context", "A-level tutoring costs £48 an hour.")],
    kind: "empty-context",
  },
  {
    question: "Can sessions be online, and when do hours expire?",
    contexts: TUTORING,
    answer: [
      miscite("Sessions can take place online or at your home [3]."),
      ok("Unused hours expire six months after purchase [3]."),
    ],
    kind: "citation",
  },
  {
    question: "How much does A-level tutoring cost?",
    contexts: retrieved(TUTORING, 1, 4),
    answer: [refuse("Sorry, I don't have our A-level prices to hand.")],
    kind: "over-refusal",
  },
];
