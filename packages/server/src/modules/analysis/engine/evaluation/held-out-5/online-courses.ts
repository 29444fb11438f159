import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "./retrieved";

const COURSE = [
  "Skillnest's Data Analysis course has 8 modules and takes about 40 hours to complete. It costs £240, or £29 a month on the All-Access subscription.",
  "All-Access gives unlimited courses for £29 a month or £290 a year. You can cancel at any time, and access continues to the end of the billing period.",
  "Refunds are available within 14 days of purchase if you have completed less than 20% of the course.",
  "Certificates are issued when you pass every module quiz with at least 70%. Most learners finish the Data Analysis course within 10 weeks.",
  "The course is taught by Dr. Hannah Reyes, and mentor sessions are run by Owen Tate. Mentor sessions may be booked up to twice a month on All-Access.",
  "A new Python module will be added on 15 January 2027. Course videos have subtitles in English and Spanish.",
];

export const ONLINE_COURSES: Case[] = [
  {
    question: "How much do I save paying for All-Access yearly?",
    contexts: COURSE,
    answer: [ok("Paying yearly saves you £58 compared with twelve monthly payments.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "How long is each module?",
    contexts: retrieved(COURSE, 1, 4),
    answer: [ok("Each module takes roughly five hours on average.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "How much time a week should I plan for?",
    contexts: COURSE,
    answer: [
      ok("Finishing in 10 weeks, as most learners do, means around four hours of study a week."),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "Is buying the course cheaper than subscribing?",
    contexts: COURSE,
    answer: [
      ok(
        "Buying the course for £240 only beats the subscription if you'd keep subscribing for nine months or more.",
      ),
    ],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "Can I get my money back if I don't like it?",
    contexts: COURSE,
    answer: [
      ok("Yes, within two weeks of buying, as long as you've done under a fifth of the course."),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "How do I get a certificate?",
    contexts: COURSE,
    answer: [ok("You need a score of 70% or more on every module quiz to earn one.")],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "Tell me about the Data Analysis course.",
    contexts: COURSE,
    answer: [
      say("Sure, here's an overview."),
      ok(
        "Data Analysis is eight modules long, taught by Dr. Hannah Reyes, and takes about 40 hours.",
      ),
      ok("You can buy it for £240 or get it through All-Access at £29 a month."),
      ok("A Python module joins the course on 15 January 2027."),
    ],
    kind: null,
    tags: ["merged", "spelled-number"],
  },
  {
    question: "What if I cancel my subscription halfway through a month?",
    contexts: retrieved(COURSE, 2, 3),
    answer: [ok("You keep your access until the end of the period you've already paid for.")],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "Who runs the mentoring, and are there subtitles?",
    contexts: COURSE,
    answer: [
      ok("Owen Tate runs the mentor sessions [5]."),
      ok("Videos come with English and Spanish subtitles [6]."),
    ],
    kind: null,
    tags: ["citation", "reordered"],
  },
  {
    question: "Is the course accredited by a university?",
    contexts: COURSE,
    answer: [refuse("I can't find anything about university accreditation in the course details.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "How many mentor sessions could I have in a year?",
    contexts: COURSE,
    answer: [ok("On All-Access you could book up to 24 mentor sessions over a year.")],
    kind: null,
    tags: ["derived", "merged"],
  },
  // Planted errors.
  {
    question: "How long does the course take?",
    contexts: COURSE,
    answer: [
      bad("number", "The Data Analysis course has 8 modules and takes about 45 hours to complete."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would a year of monthly All-Access payments cost?",
    contexts: COURSE,
    answer: [
      ok("All-Access is £29 a month."),
      bad("derivation", "Twelve months of it would cost £338."),
    ],
    kind: "derivation",
  },
  {
    question: "When is the Python module coming?",
    contexts: retrieved(COURSE, 6, 5),
    answer: [bad("date", "A new Python module will be added on 15 February 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who teaches and who mentors?",
    contexts: COURSE,
    answer: [
      ok("Dr. Hannah Reyes teaches the course."),
      bad("entity", "Mentor sessions are run by Owen Reyes."),
    ],
    kind: "entity",
    tags: ["in-context-swap"],
  },
  {
    question: "Can I cancel All-Access whenever I like?",
    contexts: COURSE,
    answer: [bad("negation", "You can't cancel All-Access at any time.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "How long do people take to finish?",
    contexts: COURSE,
    answer: [bad("quantifier", "All learners finish the Data Analysis course within 10 weeks.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "How do mentor sessions work?",
    contexts: COURSE,
    answer: [
      ok("Owen Tate runs them."),
      bad("modal", "On All-Access, mentor sessions must be booked twice a month."),
    ],
    kind: "modal",
  },
  {
    question: "What about the videos?",
    contexts: COURSE,
    answer: [
      ok("Subtitles are in English and Spanish."),
      bad("fabricated", "Every video can also be downloaded to watch offline."),
    ],
    kind: "fabricated",
  },
  {
    question: "Is there a free trial?",
    contexts: [],
    answer: [bad("empty-context", "All-Access comes with a 7-day free trial.")],
    kind: "empty-context",
  },
  {
    question: "What are the refund and certificate rules?",
    contexts: COURSE,
    answer: [
      ok("Refunds are possible within 14 days of purchase [3]."),
      miscite("You need at least 70% on each module quiz for the certificate [5]."),
    ],
    kind: "citation",
  },
  {
    question: "Can I get a refund?",
    contexts: COURSE,
    answer: [refuse("Sorry, I don't know the refund policy for this course.")],
    kind: "over-refusal",
  },
];
