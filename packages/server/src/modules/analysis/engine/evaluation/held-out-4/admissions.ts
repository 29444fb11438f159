import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

const DEADLINES = [
  "Applications to Westmere University for entry in September 2027 open on 1 October 2026.",
  "The early-decision deadline is 15 November 2026, and the regular deadline is 20 January 2027.",
  "Early-decision applicants receive a decision by 18 December 2026; regular applicants hear by 31 March 2027.",
  "Applicants accepted under early decision must withdraw all other applications.",
];

const REQUIREMENTS = [
  "Applicants need a minimum of three A-level grades at AAB or equivalent.",
  "International applicants whose first language is not English must score at least 6.5 overall in IELTS, with no band below 6.0.",
  "A personal statement of up to 650 words is required for every programme.",
  "Applicants to Medicine must also sit the UCAT and attend an interview.",
];

const FEES = [
  "Tuition for home students is £9,535 a year.",
  "International tuition is £24,800 a year for most programmes and £29,600 for laboratory-based ones.",
  "A deposit of £2,000 secures an international student's place and is deducted from the first year's fees.",
  "The application fee is £30 and is waived for applicants from households earning under £25,000.",
];

const SCHOLARSHIPS = [
  "The Westmere Excellence Scholarship awards £3,000 a year for up to 3 years to students who achieve A*AA or above.",
  "Scholarship holders must keep an average of 60% or above to keep the award in later years.",
  "Students can hold only one university scholarship at a time.",
  "Applications for the Hartley Bursary close on 1 May 2027.",
];

const HOUSING = [
  "All first-year students who apply by 30 June are guaranteed a room in university housing.",
  "Rooms in Brook Hall cost £165 a week on a 40-week contract.",
  "Ensuite rooms in Kestrel Court cost £198 a week.",
  "Housing contracts can be ended early only if a replacement tenant is found.",
];

export const ADMISSIONS: Case[] = [
  {
    question: "When can I apply for 2027 entry?",
    contexts: DEADLINES,
    answer: [ok("Westmere opens applications for September 2027 on October 1, 2026.")],
    kind: null,
    tags: ["reordered"],
  },
  {
    question: "How long is the wait for an early-decision answer?",
    contexts: DEADLINES,
    answer: [
      ok(
        "If you apply by the early deadline of November 15, you'll hear back by December 18, just over a month later.",
      ),
    ],
    kind: null,
    tags: ["merged", "unit", "paraphrase"],
  },
  {
    question: "What if I get in through early decision?",
    contexts: DEADLINES,
    answer: [
      ok(
        "Being accepted early means you have to pull out of every other university you've applied to.",
      ),
    ],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "What English score do I need?",
    contexts: REQUIREMENTS,
    answer: [
      ok(
        "You'll need an overall IELTS of 6.5 or higher and at least 6.0 in each band if English isn't your first language.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "What else is needed for Medicine?",
    contexts: REQUIREMENTS,
    answer: [
      ok(
        "On top of the usual personal statement, medical applicants take the UCAT and are interviewed.",
      ),
    ],
    kind: null,
    tags: ["merged", "low-overlap"],
  },
  {
    question: "How much more does a lab-based course cost internationally?",
    contexts: FEES,
    answer: [
      ok(
        "Laboratory programmes cost international students £4,800 a year more than most other courses.",
      ),
    ],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "How does the deposit work, and is there an application fee?",
    contexts: FEES,
    answer: [
      say("Here's how it works."),
      ok(
        "International students secure their place with a £2,000 deposit, which is then taken off the first year's tuition [3].",
      ),
      ok("The £30 application fee is dropped if your household earns less than £25,000 [4]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "How much is the Excellence Scholarship worth overall?",
    contexts: SCHOLARSHIPS,
    answer: [
      ok("Over its maximum of three years, the Excellence Scholarship pays out £9,000 in total."),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "What does a year in Brook Hall cost?",
    contexts: HOUSING,
    answer: [ok("A full Brook Hall contract comes to £6,600 for the forty weeks.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "Is there a sports scholarship?",
    contexts: SCHOLARSHIPS,
    answer: [
      refuse(
        "The scholarship information I have doesn't mention anything for sport, so I can't confirm one exists.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Can I visit campus on an open day?",
    contexts: [],
    answer: [
      refuse("I don't have any open-day information, so I can't tell you dates or how to book."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  // Planted errors.
  {
    question: "What grades do I need?",
    contexts: REQUIREMENTS,
    answer: [
      bad(
        "number",
        "Applicants need a minimum of three A-level grades at AAB, and the personal statement can run to 600 words.",
      ),
    ],
    kind: "number",
  },
  {
    question: "How much are international fees over a three-year standard degree?",
    contexts: FEES,
    answer: [
      bad(
        "derivation",
        "A three-year standard degree costs an international student £72,400 in tuition.",
      ),
    ],
    kind: "derivation",
  },
  {
    question: "What's the regular deadline?",
    contexts: DEADLINES,
    answer: [bad("date", "The regular deadline for September 2027 entry is 20 February 2027.")],
    kind: "date",
  },
  {
    question: "Which bursary closes in May?",
    contexts: SCHOLARSHIPS,
    answer: [bad("entity", "Applications for the Hartwell Bursary close on 1 May 2027.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can I keep my other applications if I'm accepted early?",
    contexts: DEADLINES,
    answer: [
      bad(
        "negation",
        "Applicants accepted under early decision don't have to withdraw their other applications.",
      ),
    ],
    kind: "negation",
  },
  {
    question: "Am I guaranteed housing?",
    contexts: HOUSING,
    answer: [
      bad(
        "quantifier",
        "Most first-year students who apply by 30 June are guaranteed a room in university housing.",
      ),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Do I need to keep my grades up to keep the scholarship?",
    contexts: SCHOLARSHIPS,
    answer: [
      bad(
        "modal",
        "Scholarship holders should try to keep an average of 60% or above, which may help them keep the award.",
      ),
    ],
    kind: "modal",
  },
  {
    question: "What are the Kestrel Court rooms like?",
    contexts: HOUSING,
    answer: [
      ok("Kestrel Court has ensuite rooms at £198 per week."),
      bad("fabricated", "Every Kestrel Court flat shares a kitchen between six students."),
    ],
    kind: "fabricated",
  },
  {
    question: "Do you offer foundation years?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "Westmere offers a foundation year for science courses, with entry from CCC.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "When do decisions come out?",
    contexts: DEADLINES,
    answer: [
      ok("Early-decision applicants hear by 18 December 2026 [3]."),
      miscite("Everyone else gets a decision by the end of March 2027 [2]."),
    ],
    kind: "citation",
  },
  {
    question: "Can I leave my housing contract early?",
    contexts: HOUSING,
    answer: [refuse("I'm sorry, I don't have anything on ending a housing contract early.")],
    kind: "over-refusal",
  },
];
