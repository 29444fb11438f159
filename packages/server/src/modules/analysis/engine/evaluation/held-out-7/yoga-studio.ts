import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const STUDIO = [
  "Lotus Room Yoga offers a drop-in class for £14, a 10-class pass for £120 and an unlimited monthly membership for £85. Class passes expire 6 months after purchase.",
  "New students can try unlimited classes for their first two weeks for £30. Mats can be hired for £2 a class, or you can bring your own.",
  "Classes must be booked through the app, and late cancellations within 12 hours of class lose the credit. Doors close 5 minutes after a class starts.",
  "Hot yoga classes are held at 38°C and last 75 minutes. Hot yoga is not recommended during pregnancy; our prenatal class with Maya Okafor runs on Wednesdays at 6:30pm.",
  "Memberships can be frozen for up to 2 months a year for a fee of £10 per month. Most classes are suitable for beginners.",
  "Our summer retreat at Glenmore Lodge runs from 14 to 18 July 2027 and costs £640, including meals. A deposit of £150 secures a place, and the rest may be paid in instalments.",
];

export const YOGA_STUDIO: Case[] = [
  {
    question: "What does each class cost on the 10-class pass?",
    contexts: STUDIO,
    answer: [ok("Each class works out at £12 on the pass, which is £2 cheaper than dropping in.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "How long is the summer retreat?",
    contexts: STUDIO,
    answer: [ok("The retreat lasts five days, from the 14th to the 18th of July.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "If I put down the deposit for the retreat, how much is left?",
    contexts: retrieved(STUDIO, 6, 1),
    answer: [
      ok(
        "Once your £150 deposit is paid, £490 is left, and you're welcome to spread that over instalments.",
      ),
    ],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "It's 3pm and I can't make tonight's 7pm class. Do I get my credit back?",
    contexts: STUDIO,
    answer: [
      ok(
        "Unfortunately not, as cancelling with fewer than twelve hours to go means the credit is lost.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "spelled-number"],
  },
  {
    question: "I'm pregnant. Can I keep doing hot yoga, or is there something else?",
    contexts: STUDIO,
    answer: [
      ok(
        "Hot yoga isn't advised while you're expecting, but Maya Okafor teaches a prenatal class on Wednesday evenings at 6:30pm.",
      ),
    ],
    kind: null,
    tags: ["merged", "low-overlap"],
  },
  {
    question: "How long is a hot yoga session?",
    contexts: retrieved(STUDIO, 4, 2),
    answer: [ok("A hot yoga class runs for an hour and a quarter.")],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "I've never done yoga before. Will I cope, and is there a cheap way to try it?",
    contexts: STUDIO,
    answer: [
      say("I'd think so."),
      ok(
        "The majority of our classes are fine for beginners, and as a new student you can have unlimited classes for your first fortnight for £30.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap", "merged"],
  },
  {
    question: "How do I book a class?",
    contexts: STUDIO,
    answer: [ok("Every class has to be booked in the app.")],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "How much is the monthly membership, and can I rent a mat?",
    contexts: STUDIO,
    answer: [
      ok("Unlimited membership is £85 a month [1]."),
      ok("Yes, a mat is £2 per class to hire [2]."),
    ],
    kind: null,
    tags: ["citation", "reordered"],
  },
  {
    question: "Is there parking at the studio?",
    contexts: [],
    answer: [refuse("I don't have any details about parking, so I can't answer that one, sorry.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "If I freeze my membership for as long as I'm allowed, what will it cost me?",
    contexts: STUDIO,
    answer: [ok("You can freeze it for up to two months a year, which would cost you £20.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "How long does the intro offer last?",
    contexts: STUDIO,
    answer: [bad("number", "New students get unlimited classes for their first 3 weeks for £30.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How much does the 10-class pass save over ten drop-ins?",
    contexts: STUDIO,
    answer: [
      bad("derivation", "The pass saves you £24 compared with paying for ten drop-in classes."),
    ],
    kind: "derivation",
  },
  {
    question: "When is the summer retreat?",
    contexts: STUDIO,
    answer: [bad("date", "The summer retreat runs from 14 to 18 June 2027 at Glenmore Lodge.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who teaches the prenatal class?",
    contexts: STUDIO,
    answer: [bad("entity", "The Wednesday prenatal class is taught by Hannah Price.")],
    kind: "entity",
  },
  {
    question: "Is hot yoga OK when you're pregnant?",
    contexts: STUDIO,
    answer: [bad("negation", "Yes, hot yoga is recommended during pregnancy.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Can beginners come to any class?",
    contexts: STUDIO,
    answer: [bad("quantifier", "Yes, all classes are suitable for beginners.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Do I have to pay for the retreat in one go?",
    contexts: STUDIO,
    answer: [bad("modal", "After the £150 deposit, the rest will be paid in instalments.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Do you run teacher training?",
    contexts: STUDIO,
    answer: [bad("fabricated", "Our 200-hour teacher training course starts every September.")],
    kind: "fabricated",
  },
  {
    question: "How much is a drop-in class at Lotus Room?",
    contexts: [],
    answer: [bad("empty-context", "A drop-in class at Lotus Room costs £12.")],
    kind: "empty-context",
  },
  {
    question: "When do the doors close, and how long is a class pass valid?",
    contexts: STUDIO,
    answer: [
      ok("Doors shut 5 minutes after class begins [3]."),
      miscite("Class passes run out 6 months after you buy them [2]."),
    ],
    kind: "citation",
  },
  {
    question: "Can I pause my membership while I'm away?",
    contexts: retrieved(STUDIO, 5, 1),
    answer: [refuse("I'm sorry, I can't see anything about pausing a membership.")],
    kind: "over-refusal",
  },
];
