import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const SWIM = [
  "Otterbrook Swim School teaches children from 4 to 12 years old in groups of no more than 6. Each lesson lasts 30 minutes.",
  "Lessons are paid by the term: a 10-week term costs $150, and siblings get 10% off the second child's fees. Missed lessons cannot be refunded, but one make-up class per term may be booked.",
  "Parents must stay in the viewing gallery during lessons and may not come onto the poolside. Children must wear a swim cap, which we sell for $6.",
  "Most children move up a stage every two to three terms, and badges are awarded at the end of each stage. Our head coach, Lena Fischer, assesses every child in week 9.",
  "The spring term runs from 13 April to 19 June 2026, with no lessons in the half-term week of 25 May. Enrolment for spring opens on 2 March 2026.",
  "Private one-to-one lessons cost $32 for 30 minutes and are taught by Sam Okoye on weekday mornings. All coaches hold a lifeguard qualification.",
];

export const SWIM_SCHOOL: Case[] = [
  {
    question: "What does each group lesson work out at?",
    contexts: retrieved(SWIM, 2, 1, 6),
    answer: [ok("Each lesson works out at $15.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "I have two children to enrol. What will a term cost us?",
    contexts: SWIM,
    answer: [ok("For both children you'd pay $285 a term, as the second one gets 10% off.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "How much more is a private lesson than a group one?",
    contexts: SWIM,
    answer: [ok("Per session, a private lesson is $17 dearer than a group lesson.")],
    kind: null,
    tags: ["derived", "merged", "low-overlap"],
  },
  {
    question: "How long is a lesson?",
    contexts: SWIM,
    answer: [ok("Each one is half an hour.")],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "Can I sit by the pool to watch?",
    contexts: SWIM,
    answer: [ok("No, parents watch from the viewing gallery rather than from the pool edge.")],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "How quickly will my son progress?",
    contexts: SWIM,
    answer: [
      ok(
        "Children usually go up a stage every two or three terms, and they get a badge each time they finish one.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "spelled-number"],
  },
  {
    question: "My daughter is 3. Can she join, and when can I sign up for spring?",
    contexts: SWIM,
    answer: [
      ok(
        "She's a little young for now, since we take children from four, but spring enrolment opens on 2 March 2026.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number", "derived"],
  },
  {
    question: "Who assesses the children, and who teaches private lessons?",
    contexts: SWIM,
    answer: [
      ok("Lena Fischer, our head coach, assesses each child in week 9 [4]."),
      ok("Private lessons are taught by Sam Okoye on weekday mornings [6]."),
    ],
    kind: null,
    tags: ["citation", "reordered"],
  },
  {
    question: "Do you run lessons for adults?",
    contexts: [],
    answer: [refuse("I don't have any details about adult lessons, so I can't answer that one.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "How many children are in a group?",
    contexts: SWIM,
    answer: [ok("There are never more than six children in a group.")],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "My son is ill next week. Can I get a refund for the lesson?",
    contexts: retrieved(SWIM, 2, 5),
    answer: [
      ok("Missed lessons aren't refunded, though you can book one make-up class in the term."),
      say("Hope he feels better soon!"),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "How much is a term?",
    contexts: SWIM,
    answer: [bad("number", "A 10-week term costs $160, paid up front.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What's a term plus a swim cap for a new starter?",
    contexts: SWIM,
    answer: [bad("derivation", "A term of lessons and a swim cap come to $161.")],
    kind: "derivation",
    tags: ["high-overlap"],
  },
  {
    question: "When does the spring term start?",
    contexts: SWIM,
    answer: [bad("date", "The spring term runs from 20 April to 19 June 2026.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who teaches the private lessons?",
    contexts: SWIM,
    answer: [bad("entity", "Private lessons are taught by Lena Fischer on weekday mornings.")],
    kind: "entity",
    tags: ["high-overlap", "in-context-swap"],
  },
  {
    question: "Can I go poolside to help my nervous son?",
    contexts: SWIM,
    answer: [bad("negation", "Yes, parents may come onto the poolside during lessons.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "How often do children move up a stage?",
    contexts: SWIM,
    answer: [bad("quantifier", "All children move up a stage every two to three terms.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Does my daughter need a swim cap?",
    contexts: retrieved(SWIM, 3, 2),
    answer: [bad("modal", "Children may wear a swim cap if they like, and we sell them for $6.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What ages do you teach?",
    contexts: SWIM,
    answer: [
      ok("We teach children aged between 4 and 12."),
      bad("fabricated", "Lessons take place in the learner pool at Riverside Leisure Centre."),
    ],
    kind: "fabricated",
    tags: ["high-overlap"],
  },
  {
    question: "Is there a waiting list for classes?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "There's currently a waiting list of about three weeks for Saturday classes.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "What's the term fee, and how big are the groups?",
    contexts: SWIM,
    answer: [ok("A 10-week term is $150 [2]."), miscite("Groups are capped at six children [3].")],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "When does the spring term run?",
    contexts: retrieved(SWIM, 5, 2),
    answer: [refuse("I'm afraid I don't have the spring term dates.")],
    kind: "over-refusal",
  },
];
