import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const STUDIO = [
  "Studio Allegra runs ballet, jazz and street dance classes for ages 4 to 18, plus adult salsa on Thursday evenings. Term fees are £96 for one weekly class and £170 for two.",
  "The spring term runs from 12 January to 28 March 2027, with a half-term break from 16 to 20 February. Classes missed through illness are not refunded, but pupils may attend a make-up class in the same term.",
  "A free trial class is offered to every new pupil. Uniform is required after the first three weeks and can be bought from our shop for £28.",
  "Pupils may sit RAD ballet exams in June; the exam entry fee is £52 for Grade 1 and £64 for Grade 3. Most pupils take their first exam after two years of lessons.",
  "Our principal, Marguerite Oyelaran, can be reached on 0117 496 0382 between 9am and 5pm on weekdays. Siblings receive a 10% discount on term fees.",
  "The end-of-year show takes place at the Harbourside Theatre on 3 July 2027. Tickets cost £14 for adults and £8 for children, and every pupil is expected to take part.",
];

export const DANCE_SCHOOL: Case[] = [
  {
    question: "Is it cheaper to book two classes together?",
    contexts: retrieved(STUDIO, 1, 3),
    answer: [
      ok(
        "Yes, booking two weekly classes at £170 saves you £22 a term compared with paying £96 for each one separately.",
      ),
    ],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "How much does the sibling discount knock off one class a term?",
    contexts: STUDIO,
    answer: [
      ok(
        "On a single weekly class the sibling discount takes off £9.60, so the term costs £86.40.",
      ),
    ],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "We're two adults and two kids coming to the show. What will tickets cost?",
    contexts: STUDIO,
    answer: [ok("Two adult and two child tickets come to £44 in total."), say("Enjoy the show!")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "Can my daughter try it out before I sign her up?",
    contexts: retrieved(STUDIO, 3, 6),
    answer: [
      ok(
        "Of course, her first class is on us, and she won't need the kit until she's been coming for three weeks.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "When's half term, and who do I call if we're going to miss a class?",
    contexts: STUDIO,
    answer: [
      ok(
        "Half term is 16 to 20 February, and you can ring Marguerite Oyelaran on 0117 496 0382 between 9 and 5 on weekdays.",
      ),
    ],
    kind: null,
    tags: ["merged", "reordered"],
  },
  {
    question: "When do kids normally take their first ballet exam?",
    contexts: STUDIO,
    answer: [ok("Usually after about two years of lessons, and exams are held in June.")],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "How much is the uniform and when does she need it?",
    contexts: STUDIO,
    answer: [
      ok(
        "The uniform costs twenty-eight pounds from our shop, and she'll need it from her fourth week.",
      ),
    ],
    kind: null,
    tags: ["spelled-number", "unit", "low-overlap"],
  },
  {
    question: "What ages do you teach, and do brothers and sisters get a discount?",
    contexts: STUDIO,
    answer: [
      ok("We teach ballet, jazz and street dance to children aged 4 to 18 [1]."),
      ok("Brothers and sisters get 10% off their term fees [5]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Do you offer first-dance lessons for weddings?",
    contexts: [],
    answer: [
      refuse(
        "I don't have any information about wedding dance lessons, so I can't say; the studio office would know.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Are lessons refunded if my son is off sick?",
    contexts: STUDIO,
    answer: [
      ok(
        "Lessons missed through illness aren't refunded, though a make-up class can be taken in the same term.",
      ),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "How long is the February break?",
    contexts: STUDIO,
    answer: [ok("Five days, from the 16th to the 20th.")],
    kind: null,
    tags: ["derived", "unit", "spelled-number"],
  },
  {
    question: "What does one class a term cost?",
    contexts: STUDIO,
    answer: [bad("number", "One weekly class costs £92 a term, and two cost £170.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would a Grade 1 and a Grade 3 exam cost together?",
    contexts: retrieved(STUDIO, 4, 1),
    answer: [
      ok("Grade 1 entry is £52 and Grade 3 entry is £64."),
      bad("derivation", "Entering both would cost £126 altogether."),
    ],
    kind: "derivation",
  },
  {
    question: "When is the end-of-year show?",
    contexts: STUDIO,
    answer: [
      bad("date", "The end-of-year show is at the Harbourside Theatre on 10 July 2027."),
      say("Tickets go quickly, so book early!"),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who is the principal?",
    contexts: STUDIO,
    answer: [
      bad("entity", "The principal is Marguerite Okafor, reachable on 0117 496 0382 on weekdays."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Does my son need the uniform?",
    contexts: STUDIO,
    answer: [
      bad("negation", "Uniform is not required, though you can buy it from our shop for £28."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Does everyone take an exam after two years?",
    contexts: STUDIO,
    answer: [
      ok("Exams are held in June."),
      bad("quantifier", "All pupils take their first exam after two years of lessons."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "If she's ill and misses a class, will she get a make-up lesson?",
    contexts: STUDIO,
    answer: [
      ok("Classes missed through illness aren't refunded."),
      bad("modal", "She will be given a make-up class in the same term."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Can parents watch the classes?",
    contexts: STUDIO,
    answer: [
      bad("fabricated", "Parents are welcome to watch the last class of every term."),
      say("Hope that helps!"),
    ],
    kind: "fabricated",
  },
  {
    question: "How much is adult salsa?",
    contexts: [],
    answer: [bad("empty-context", "Adult salsa costs £9 per drop-in class on Thursday evenings.")],
    kind: "empty-context",
  },
  {
    question: "What do classes and exams cost?",
    contexts: STUDIO,
    answer: [
      ok("One weekly class is £96 a term [1]."),
      miscite("The Grade 1 exam entry fee is £52 [5]."),
    ],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "When does the spring term start?",
    contexts: STUDIO,
    answer: [
      refuse(
        "Sorry, I couldn't find the spring term dates in what I have; please check with the office.",
      ),
    ],
    kind: "over-refusal",
  },
];
