import { bad, type Case, miscite, ok, refuse } from "../held-out-2/build";
import { retrieved } from "./retrieved";

const COURSES = [
  "General English courses at Lindqvist Language Academy run for 20 lessons a week, each lesson lasting 45 minutes. The fee is €260 per week.",
  "Intensive courses add 10 one-to-one lessons a week for an extra €190. Classes have a maximum of 12 students.",
  "New students start on any Monday, except during the closure from 21 December 2026 to 3 January 2027. A placement test is taken online before arrival.",
  "Homestay accommodation costs €210 per week with half board; a single room in the residence costs €295 per week. Most homestays are within 30 minutes of the school by bus.",
  "Students who attend at least 80% of lessons receive a certificate. Courses of 12 weeks or more get a 10% discount on tuition.",
  "The director of studies is Mara Jensen, and the accommodation officer is Tomas Ek. The school may move classes online if fewer than 3 students are enrolled in a level.",
];

export const LANGUAGE_SCHOOL: Case[] = [
  {
    question: "How many hours of class is General English per week?",
    contexts: COURSES,
    answer: [
      ok(
        "That adds up to 15 hours of teaching every week, in classes of no more than 12 students.",
      ),
    ],
    kind: null,
    tags: ["derived", "unit", "merged"],
  },
  {
    question: "How much does each lesson cost me?",
    contexts: COURSES,
    answer: [ok("On General English, every lesson works out at €13.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "What would one week of the intensive course plus a homestay cost?",
    contexts: COURSES,
    answer: [ok("A week of intensive study with a homestay comes to €660 altogether.")],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "What would 12 weeks of General English cost?",
    contexts: COURSES,
    answer: [
      ok("Twelve weeks would come to €2,808 once the 10% long-course discount is taken off."),
    ],
    kind: null,
    tags: ["derived", "merged", "spelled-number"],
  },
  {
    question: "Is the residence much dearer than a homestay?",
    contexts: retrieved(COURSES, 4, 1, 6),
    answer: [ok("A room of your own in the residence costs €85 a week more than a homestay.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "Do I get a certificate at the end?",
    contexts: retrieved(COURSES, 5, 2),
    answer: [
      ok("You'll get one as long as you turn up to four out of every five lessons or more."),
    ],
    kind: null,
    tags: ["low-overlap", "unit"],
  },
  {
    question: "Who do I talk to about classes and about housing?",
    contexts: COURSES,
    answer: [ok("Mara Jensen runs the teaching side, while Tomas Ek sorts out where you stay.")],
    kind: null,
    tags: ["merged", "low-overlap"],
  },
  {
    question: "How big are classes, and is there a test?",
    contexts: COURSES,
    answer: [
      ok("Classes never go above 12 students [2]."),
      ok("Before you arrive, you do a placement test online [3]."),
    ],
    kind: null,
    tags: ["citation", "reordered"],
  },
  {
    question: "Do you run IELTS exam preparation?",
    contexts: COURSES,
    answer: [refuse("I can't find anything about IELTS preparation in the course information.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "When can I start?",
    contexts: COURSES,
    answer: [
      ok(
        "Any Monday is a start date, apart from the closure between 21 December 2026 and 3 January 2027.",
      ),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "How long is the school closed over the holidays?",
    contexts: COURSES,
    answer: [ok("The holiday closure lasts two weeks, from 21 December 2026 to 3 January 2027.")],
    kind: null,
    tags: ["derived", "unit", "spelled-number"],
  },
  // Planted errors.
  {
    question: "How much is General English?",
    contexts: COURSES,
    answer: [bad("number", "General English is €280 per week for 20 lessons.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What does the intensive course cost per week?",
    contexts: COURSES,
    answer: [
      ok("General English is €260 a week, and intensive adds €190."),
      bad("derivation", "So the intensive course costs €430 a week."),
    ],
    kind: "derivation",
  },
  {
    question: "When is the school closed?",
    contexts: retrieved(COURSES, 3, 2),
    answer: [bad("date", "The school is closed from 21 December 2026 to 10 January 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who handles accommodation?",
    contexts: COURSES,
    answer: [bad("entity", "For accommodation questions, speak to Mara Jensen.")],
    kind: "entity",
    tags: ["in-context-swap"],
  },
  {
    question: "Is there a discount for long courses?",
    contexts: COURSES,
    answer: [bad("negation", "Courses of 12 weeks or more do not get any discount on tuition.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "How far are homestays from the school?",
    contexts: COURSES,
    answer: [
      ok("A homestay with half board costs €210 a week."),
      bad("quantifier", "All homestays are within 30 minutes of the school by bus."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What happens if my level is very small?",
    contexts: COURSES,
    answer: [
      bad(
        "modal",
        "The school will move classes online if fewer than 3 students are enrolled in a level.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What's included in the course?",
    contexts: COURSES,
    answer: [
      ok("Lessons last 45 minutes each."),
      bad("fabricated", "Textbooks and a weekly city tour are included in the fee."),
    ],
    kind: "fabricated",
  },
  {
    question: "Can you help with my student visa?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "Lindqvist issues visa support letters within 5 working days of payment.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "What do homestays cost, and what does the intensive course add?",
    contexts: COURSES,
    answer: [
      ok("A homestay with half board is €210 a week [4]."),
      miscite("The intensive course adds ten private lessons a week [1]."),
    ],
    kind: "citation",
  },
  {
    question: "What's the maximum class size?",
    contexts: COURSES,
    answer: [refuse("I'm not able to find class sizes in the information I have.")],
    kind: "over-refusal",
  },
];
