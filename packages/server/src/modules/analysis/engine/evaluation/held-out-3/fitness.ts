import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

const MEMBERSHIP = [
  "The Flex membership costs €39 a month with no minimum term.",
  "The Annual membership costs €390 paid upfront for 12 months.",
  "Students with a valid card get 20% off any membership.",
  "A one-off joining fee of €25 applies to Flex memberships only.",
];

const CANCELLING = [
  "Flex members can cancel at any time with 30 days' notice through the app.",
  "Annual memberships cannot be cancelled, but they can be frozen for up to 3 months for medical reasons.",
  "Freezing a membership requires a doctor's note.",
];

const CLASSES = [
  "Group classes can be booked up to 7 days in advance.",
  "Members who miss a booked class without cancelling at least 2 hours before are charged €5.",
  "Spin classes at the Riverside club are led by head coach Tomás Ortega.",
  "All classes are included in every membership except Reformer Pilates, which costs €12 per session.",
  "The autumn class timetable starts on 6 September 2027.",
];

const OPENING = [
  "The Riverside club is open 24 hours a day, 7 days a week.",
  "Staffed hours are 7:00 to 22:00 on weekdays and 8:00 to 18:00 at weekends.",
  "Outside staffed hours, members enter with the app's QR code.",
];

const GUESTS = [
  "Members can bring one guest per visit, up to 4 times a month.",
  "Guests must be 16 or older and sign a waiver at reception.",
  "Guests cannot use the sauna.",
];

const PERSONAL = [
  "A personal training session of 60 minutes costs €55.",
  "A pack of 10 sessions costs €480.",
  "Every new member is offered a free 30-minute induction with a trainer.",
];

export const FITNESS: Case[] = [
  {
    question: "Is there a contract on the Flex plan?",
    contexts: MEMBERSHIP,
    answer: [ok("No, Flex is €39 monthly and you aren't tied in for any minimum period.")],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "Is annual cheaper than paying monthly?",
    contexts: MEMBERSHIP,
    answer: [
      ok(
        "Yes: twelve months of Flex would cost €468, so paying €390 upfront for Annual saves you €78, before Flex's joining fee is even counted.",
      ),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "How do I cancel Flex?",
    contexts: CANCELLING,
    answer: [ok("Give a month's notice in the app and you can cancel Flex whenever you like.")],
    kind: null,
    tags: ["unit", "reordered"],
  },
  {
    question: "I broke my leg. Can I stop my annual membership?",
    contexts: CANCELLING,
    answer: [
      ok(
        "You can't cancel an annual plan, but with a note from your doctor you can pause it for as long as three months on medical grounds.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number"],
  },
  {
    question: "How far ahead can I book a class?",
    contexts: CLASSES,
    answer: [ok("Classes open for booking a week beforehand.")],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "Is Reformer Pilates included?",
    contexts: CLASSES,
    answer: [
      ok("Reformer Pilates is the one class that isn't included: it's €12 a session [4]."),
      ok(
        "If you can't make a booked class, cancel two hours or more beforehand to avoid a €5 charge [2].",
      ),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Can I go to the Riverside gym at midnight?",
    contexts: OPENING,
    answer: [
      ok(
        "Yes, the club never closes, and outside staffed hours you get in with the QR code in the app.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "merged"],
  },
  {
    question: "How long are staff there on a Saturday?",
    contexts: OPENING,
    answer: [ok("On weekends staff are on site for ten hours, from 8:00 to 18:00.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "Can my 17-year-old daughter come as my guest?",
    contexts: GUESTS,
    answer: [
      say("Good news."),
      ok(
        "Guests aged 16 and over are welcome once they have signed a waiver at reception, though the sauna is off limits to them.",
      ),
    ],
    kind: null,
    tags: ["merged", "reordered"],
  },
  {
    question: "Is the 10-session pack worth it?",
    contexts: PERSONAL,
    answer: [ok("The pack works out at €48 a session, €7 less than booking one hour at a time.")],
    kind: null,
    tags: ["derived", "unit"],
  },
  {
    question: "Does the gym have a swimming pool?",
    contexts: OPENING,
    answer: [
      refuse(
        "The club information I have doesn't mention a pool, so I can't confirm whether there is one.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  // Planted errors.
  {
    question: "How much is the joining fee?",
    contexts: MEMBERSHIP,
    answer: [bad("number", "A one-off joining fee of €35 applies to Flex memberships only.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What does Flex cost a student per month?",
    contexts: MEMBERSHIP,
    answer: [bad("derivation", "With the student discount, Flex comes to €29.50 a month.")],
    kind: "derivation",
  },
  {
    question: "When does the new timetable begin?",
    contexts: CLASSES,
    answer: [bad("date", "The autumn class timetable starts on 13 September 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who leads the Riverside spin classes?",
    contexts: CLASSES,
    answer: [
      bad("entity", "Spin classes at the Riverside club are led by head coach Tomás Herrera."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can my guest use the sauna?",
    contexts: GUESTS,
    answer: [bad("negation", "Guests can use the sauna.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Does everyone get a free induction?",
    contexts: PERSONAL,
    answer: [
      bad("quantifier", "Some new members are offered a free 30-minute induction with a trainer."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Do I need a doctor's note to freeze?",
    contexts: CANCELLING,
    answer: [bad("modal", "Freezing a membership may require a doctor's note.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What are the staffed hours?",
    contexts: OPENING,
    answer: [
      ok(
        "Staff are on site from 7:00 to 22:00 on weekdays and from 8:00 to 18:00 on Saturdays and Sundays.",
      ),
      bad("fabricated", "Towels can be hired at reception during staffed hours for €2."),
    ],
    kind: "fabricated",
  },
  {
    question: "How much is personal training?",
    contexts: [],
    answer: [bad("empty-context", "A one-hour personal training session costs €45.")],
    kind: "empty-context",
  },
  {
    question: "How often can I bring a guest?",
    contexts: GUESTS,
    answer: [
      ok("You can bring one guest per visit, no more than four times a month [1]."),
      miscite("They must be at least 16 and sign a waiver [3]."),
    ],
    kind: "citation",
  },
  {
    question: "Do students get a discount?",
    contexts: MEMBERSHIP,
    answer: [refuse("I'm sorry, I couldn't find anything about student pricing.")],
    kind: "over-refusal",
  },
];
