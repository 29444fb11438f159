import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

// Longer answers: two to four claims, so a planted error sits among true sentences.

const LESSONS = [
  "Clearway Driving School charges $62 for a single 60-minute lesson, or $560 for a block of 10 lessons paid upfront. Lessons run from 7am to 8pm, Monday to Saturday.",
  "Learners must hold a valid learner's permit before their first lesson. Most learners need between 20 and 30 lessons before they are ready for the road test.",
  "Lessons cancelled with less than 24 hours' notice are charged in full. Block lessons must be used within 12 months of purchase.",
  "Use of the school car for the road test costs $145, which includes a 45-minute warm-up lesson beforehand. Your instructor may recommend postponing the test if you are not ready.",
  "Our automatic cars are Toyota Corollas; manual lessons are taught in a Mazda 3 and cost $8 more per lesson. Pick-up is free within 10 km of the Riverside office.",
  "The winter intensive course runs from 6 January to 17 January 2027 and costs $1,290 for 15 lessons. Senior instructor Marguerite Lavoie handles all intensive bookings.",
];

export const DRIVING_SCHOOL: Case[] = [
  {
    question: "How much do I save with the 10-lesson block, and what's the catch?",
    contexts: LESSONS,
    answer: [
      ok("Ten single lessons would cost $620, so the $560 block saves you $60, or $6 a lesson."),
      ok("The catch is that you have to use the whole block within a year of buying it."),
      ok("And if you cancel one with under 24 hours' notice, you still pay for it in full."),
    ],
    kind: null,
    tags: ["derived", "merged", "unit"],
  },
  {
    question: "Is the winter intensive cheaper per lesson than booking singles?",
    contexts: retrieved(LESSONS, 6, 1, 3),
    answer: [
      ok("No, the intensive works out at $86 a lesson, since it's $1,290 for 15 lessons."),
      ok("A single lesson is $62, so each intensive lesson costs you $24 more."),
    ],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "How long is the winter intensive?",
    contexts: LESSONS,
    answer: [
      ok("It packs 15 lessons into 12 days, from 6 to 17 January 2027."),
      ok("Bookings for it all go through Marguerite Lavoie, our senior instructor."),
    ],
    kind: null,
    tags: ["derived", "reordered"],
  },
  {
    question: "Do I need anything before my first lesson?",
    contexts: LESSONS,
    answer: [
      ok("Yes, you'll need to have your learner's permit before you get behind the wheel with us."),
      ok(
        "After that, most people take somewhere between 20 and 30 lessons before they're ready to sit the road test.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "How many lessons will I need before my test?",
    contexts: LESSONS,
    answer: [
      ok("It varies, but learners usually need 20 to 30 lessons before they're test-ready."),
      ok("If you're not quite there, your instructor might suggest pushing the test back."),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "What's included when I use your car for the test?",
    contexts: retrieved(LESSONS, 4, 5),
    answer: [
      ok("For $145, you get the car for the test plus a three-quarter-hour warm-up lesson first."),
      ok("That warm-up lesson takes place before the test itself."),
    ],
    kind: null,
    tags: ["unit", "spelled-number"],
  },
  {
    question: "What are your hours, and do you teach manual?",
    contexts: LESSONS,
    answer: [
      ok("Lessons are available from 7am until 8pm, Monday through Saturday [1]."),
      ok("Manual is taught in a Mazda 3, at $8 more per lesson [5]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Can you tell me the pass rate at the Riverside test centre?",
    contexts: [],
    answer: [
      refuse("I don't have any information on test-centre pass rates, I'm afraid."),
      say("Is there anything else about lessons I can help with?"),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "What happens if I cancel late?",
    contexts: LESSONS,
    answer: [
      ok("If you give less than a day's notice, the lesson is charged at the full price."),
      ok("Separately, lessons bought as a block have to be used up within 12 months."),
    ],
    kind: null,
    tags: ["reordered", "unit"],
  },
  {
    question:
      "I want manual lessons and expect to need about 20 of them. Roughly what will that cost?",
    contexts: LESSONS,
    answer: [
      ok("A manual lesson costs the single rate of $62 plus the $8 manual supplement, so $70."),
      ok("Twenty of them at that rate would come to $1,400."),
    ],
    kind: null,
    tags: ["derived", "merged", "spelled-number"],
  },
  {
    question: "Can you pick me up from home?",
    contexts: LESSONS,
    answer: [
      ok(
        "Sure, if your home is within 10 km of the Riverside office, picking you up won't cost you anything.",
      ),
      ok("We run lessons Monday to Saturday, between 7am and 8pm."),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "What does a lesson cost?",
    contexts: LESSONS,
    answer: [
      ok("A single one-hour lesson is $62."),
      bad("number", "A block of 10 lessons paid upfront costs $580."),
      ok("Block lessons have to be used within 12 months of buying them."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How much for the 10-lesson block plus the school car for the test?",
    contexts: LESSONS,
    answer: [
      ok("The 10-lesson block is $560 and the car for the test is $145."),
      bad("derivation", "Together that comes to $695."),
      ok("The test price also covers a 45-minute warm-up lesson."),
    ],
    kind: "derivation",
  },
  {
    question: "When is the winter intensive?",
    contexts: LESSONS,
    answer: [
      ok("It's 15 lessons for $1,290."),
      bad("date", "The course runs from 6 January to 24 January 2027."),
      ok("Marguerite Lavoie looks after all the bookings for it."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who do I talk to about the intensive, and what cars do you use?",
    contexts: LESSONS,
    answer: [
      ok("Automatic lessons are in Toyota Corollas, and manual ones in a Mazda 3."),
      bad("entity", "Senior instructor Marguerite Dubois handles all intensive bookings."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Do I need a learner's permit before I start?",
    contexts: LESSONS,
    answer: [
      bad("negation", "You don't need a learner's permit before your first lesson."),
      ok("Most learners take 20 to 30 lessons before they're ready for the road test."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "How many lessons does it take to be ready?",
    contexts: LESSONS,
    answer: [
      ok("First, you must have a valid learner's permit before the first lesson."),
      bad(
        "quantifier",
        "All learners need between 20 and 30 lessons before they are ready for the road test.",
      ),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Will my instructor stop me from taking the test?",
    contexts: LESSONS,
    answer: [
      ok("Using the school car for the test costs $145, including a 45-minute warm-up."),
      bad("modal", "Your instructor will recommend postponing the test if you are not ready."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What if I fail the road test?",
    contexts: LESSONS,
    answer: [
      ok("The school car for the test is $145, with a 45-minute warm-up lesson beforehand."),
      bad("fabricated", "If you fail, your next road test in the school car is half price."),
    ],
    kind: "fabricated",
  },
  {
    question: "Do you offer lessons on Sundays?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "Yes, Sunday lessons are available from 9am to 4pm at the regular price.",
      ),
      say("Let me know if you'd like to book one."),
    ],
    kind: "empty-context",
  },
  {
    question: "What are the rules on cancelling and on block lessons?",
    contexts: LESSONS,
    answer: [
      ok("Cancelling with under 24 hours' notice means paying for the lesson in full [3]."),
      ok("A block of 10 lessons costs $560 [1]."),
      miscite("Block lessons have to be used within 12 months of buying them [1]."),
    ],
    kind: "citation",
  },
  {
    question: "How much is the winter intensive?",
    contexts: retrieved(LESSONS, 6, 2),
    answer: [
      refuse("Sorry, I can't find the price of the winter intensive in the information I have."),
    ],
    kind: "over-refusal",
  },
];
