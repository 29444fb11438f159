import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const STUDIO = [
  "Keynote Piano Studio offers 30-minute lessons for £22 and 45-minute lessons for £31. Lessons are paid termly in advance, and a term has 11 weekly lessons.",
  "Our teachers are Hannah Okafor, who teaches beginners and children from age 5, and Lukas Brandt, who prepares students for ABRSM grades 5 to 8.",
  "Lessons cancelled with at least 24 hours' notice can be rescheduled within the same term. Lessons missed without notice are not refunded.",
  "The spring term runs from 4 January to 26 March 2027, with half-term the week of 15 February. The student concert is on Saturday 20 March at St Anne's Hall.",
  "Most students take an exam after about 2 terms of preparation. Exam entry fees are paid directly to the exam board and are not included in lesson fees.",
  "A free 20-minute trial lesson is available to new students. Siblings taking lessons in the same term get 10% off the second child's fees.",
];

export const PIANO_LESSONS: Case[] = [
  {
    question: "How much is a term of 30-minute lessons?",
    contexts: retrieved(STUDIO, 1, 6, 2),
    answer: [ok("A term of half-hour lessons costs £242.")],
    kind: null,
    tags: ["derived", "unit"],
  },
  {
    question: "How much more is a term of 45-minute lessons than 30-minute ones?",
    contexts: STUDIO,
    answer: [ok("A term of 45-minute lessons costs £99 more than a term of half-hour ones.")],
    kind: null,
    tags: ["derived", "unit"],
  },
  {
    question: "My two kids would both do 30-minute lessons this term. What's the total?",
    contexts: STUDIO,
    answer: [ok("With 10% off the second child, the term comes to £459.80 for both.")],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "My daughter is 6. Is she old enough to start?",
    contexts: STUDIO,
    answer: [ok("Yes, Hannah Okafor takes children from five upwards.")],
    kind: null,
    tags: ["spelled-number", "low-overlap"],
  },
  {
    question: "How long before I can sit a grade exam?",
    contexts: STUDIO,
    answer: [ok("Students usually sit an exam after around two terms of preparation.")],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "What happens if I can't make a lesson?",
    contexts: STUDIO,
    answer: [
      ok(
        "Give us a full day's notice and you can move the lesson to another slot in the same term.",
      ),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "When's the concert, and who teaches grade 7?",
    contexts: STUDIO,
    answer: [
      ok("The student concert is at St Anne's Hall on Saturday 20 March [4]."),
      ok("Lukas Brandt prepares students for grades 5 to 8 [2]."),
    ],
    kind: null,
    tags: ["citation", "reordered"],
  },
  {
    question: "Do you teach organ as well?",
    contexts: retrieved(STUDIO, 2, 6, 1),
    answer: [
      refuse("I can't find anything about organ lessons in what I have, so I'm not able to say."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "How close to the end of term is the concert?",
    contexts: STUDIO,
    answer: [ok("The concert falls six days before the spring term finishes.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "What are your fees, and do they include exam entry?",
    contexts: STUDIO,
    answer: [
      ok(
        "Lessons are £22 for half an hour or £31 for 45 minutes, and exam entry is paid separately to the exam board.",
      ),
    ],
    kind: null,
    tags: ["merged", "unit"],
  },
  {
    question: "Can I try a lesson before I commit?",
    contexts: STUDIO,
    answer: [say("Of course!"), ok("New students can have a 20-minute trial lesson for free.")],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "How much is a 45-minute lesson?",
    contexts: STUDIO,
    answer: [bad("number", "A 45-minute lesson costs £33.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What does a term of 45-minute lessons cost?",
    contexts: STUDIO,
    answer: [bad("derivation", "A term of 45-minute lessons costs £351, paid in advance.")],
    kind: "derivation",
    tags: ["high-overlap"],
  },
  {
    question: "When does spring term start?",
    contexts: STUDIO,
    answer: [bad("date", "The spring term runs from 11 January to 26 March 2027.")],
    kind: "date",
    tags: ["high-overlap", "in-context-swap"],
  },
  {
    question: "Who teaches beginners?",
    contexts: STUDIO,
    answer: [bad("entity", "Lukas Brandt teaches beginners and children from age 5.")],
    kind: "entity",
    tags: ["high-overlap", "in-context-swap"],
  },
  {
    question: "Are exam fees included in what I pay you?",
    contexts: STUDIO,
    answer: [bad("negation", "Yes, exam entry fees are included in your lesson fees.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "When do students take exams?",
    contexts: STUDIO,
    answer: [bad("quantifier", "All students take an exam after about 2 terms of preparation.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "If I cancel a day ahead, what happens to the lesson?",
    contexts: STUDIO,
    answer: [
      bad(
        "modal",
        "If you cancel with at least 24 hours' notice, the lesson must be rescheduled within the same term.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "How do I pay for lessons?",
    contexts: STUDIO,
    answer: [
      ok("Lessons are paid for in advance, a term at a time."),
      bad("fabricated", "You can also pay monthly by direct debit for a small fee."),
    ],
    kind: "fabricated",
  },
  {
    question: "How much is a half-hour lesson?",
    contexts: [],
    answer: [bad("empty-context", "A 30-minute lesson costs £25.")],
    kind: "empty-context",
  },
  {
    question: "Where's the concert, and is there a discount for siblings?",
    contexts: STUDIO,
    answer: [
      ok("The concert is at St Anne's Hall on 20 March [4]."),
      miscite("The second child gets 10% off when siblings learn in the same term [5]."),
    ],
    kind: "citation",
  },
  {
    question: "What happens if I miss a lesson without telling you?",
    contexts: retrieved(STUDIO, 3, 5),
    answer: [refuse("Sorry, I can't find our policy on missed lessons.")],
    kind: "over-refusal",
  },
];
