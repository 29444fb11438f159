import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

// Longer answers: two to four sentences, so a planted error sits among true claims.

const DIVING = [
  "Blue Lantern Divers runs the Open Water course over 4 days for €490, including 4 open-water dives and all equipment. The Advanced course takes 2 days and costs €350. Courses start every Monday and Thursday from 6 April to 28 November.",
  "Students must be at least 10 years old for Open Water; divers under 15 receive a Junior certificate. Every student completes the medical questionnaire before the course. A doctor's certificate is required if any answer is yes, and it must be dated within the last 12 months.",
  "Certification cards are issued digitally within 5 working days of completing the course. Students who do not finish within 6 months must restart the course. Referral students may complete their open-water dives with us for €260.",
  "Full equipment hire costs €35 per day, or €150 for 5 days. A wetsuit alone costs €10 per day and a dive computer €12 per day. Most hire equipment is less than 3 years old.",
  "Guided boat dives for certified divers cost €55 per dive, or €250 for a 5-dive package. Divers must not fly within 18 hours of their last dive. The maximum depth on guided dives is 30 metres for Advanced divers and 18 metres for Open Water divers.",
  "Our course director is Marco Vella, and the boat is skippered by Anna Camilleri. The centre is open daily from 7:30am to 6pm. Bookings require a 20% deposit, and cancellations within 48 hours of the start are not refunded.",
];

export const DIVE_CENTRE: Case[] = [
  // Faithful
  {
    question:
      "I want to do Open Water and then Advanced. What's the total cost and how long will it take?",
    contexts: DIVING,
    answer: [
      ok("Open Water is four days and Advanced another two, so six days of training in all."),
      ok("Together the two courses come to €840."),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "How much deposit do I pay for Open Water, and can I get it back?",
    contexts: DIVING,
    answer: [
      ok("The deposit is a fifth of the price, so €98 on the €490 Open Water course."),
      ok("If you cancel less than 48 hours before the start, you won't get a refund."),
    ],
    kind: null,
    tags: ["derived", "merged", "low-overlap"],
  },
  {
    question: "Is the 5-day equipment deal worth it?",
    contexts: retrieved(DIVING, 4, 3),
    answer: [
      ok("Hiring the full kit day by day for five days would be €175."),
      ok("The five-day rate of €150 saves you €25 on that."),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "I'm certified and want five guided dives. Is the package cheaper?",
    contexts: DIVING,
    answer: [
      ok("With the package, each guided dive works out at €50 instead of €55."),
      say("Let me know and I can book them for you."),
    ],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "My last dive is at 10am on Friday. When can I fly home?",
    contexts: retrieved(DIVING, 5, 6),
    answer: [
      ok("You'd need to wait until at least 4am on Saturday, 18 hours after that dive."),
      ok("Flying any sooner than that isn't allowed."),
    ],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "How deep can I go with an Open Water certificate?",
    contexts: DIVING,
    answer: [
      ok("As an Open Water diver you can go down to eighteen metres on our guided dives."),
      ok("Advanced divers are allowed as deep as thirty."),
    ],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "What do I need medically before the course?",
    contexts: DIVING,
    answer: [
      ok("Everyone fills in the medical questionnaire before starting [2]."),
      ok(
        "If you tick yes to anything, you'll need a doctor's certificate from within the past year [2].",
      ),
    ],
    kind: null,
    tags: ["citation", "unit"],
  },
  {
    question: "Can I dive in my own drysuit in winter?",
    contexts: [],
    answer: [refuse("Sorry, I don't have any information to go on for that.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "My son is 12. Can he do the course, and what card will he get?",
    contexts: DIVING,
    answer: [
      ok("Yes, twelve is old enough, as the minimum age is ten."),
      ok(
        "Because he's under 15, he'll get a Junior certificate, sent digitally within five working days of finishing.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number", "low-overlap"],
  },
  {
    question: "Is the hire kit new?",
    contexts: DIVING,
    answer: [
      say("Good question."),
      ok("Our rental gear is usually under three years old."),
      ok("A full set costs €35 a day."),
    ],
    kind: null,
    tags: ["paraphrase", "spelled-number"],
  },
  {
    question: "I did my pool training at home. Can I finish with you?",
    contexts: DIVING,
    answer: [
      say("Great question!"),
      ok("For €260 you can do your open-water dives with us as a referral student."),
      say("Shall I check dates for you?"),
    ],
    kind: null,
    tags: ["reordered", "low-overlap"],
  },
  // Planted
  {
    question: "How long is the Advanced course and what does it cost?",
    contexts: DIVING,
    answer: [
      ok("The Advanced course is done in two days."),
      bad("number", "It costs €380, and like Open Water it starts on Mondays and Thursdays."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "Two of us want full equipment for 5 days. How much?",
    contexts: DIVING,
    answer: [
      ok("The five-day rate for full equipment is €150 per person."),
      bad("derivation", "For the two of you that comes to €320 altogether."),
    ],
    kind: "derivation",
  },
  {
    question: "When do Open Water courses run?",
    contexts: DIVING,
    answer: [
      ok("Open Water takes four days and costs €490 with all the kit."),
      bad("date", "Courses start every Monday and Thursday from 6 April to 28 October."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who will run my course?",
    contexts: DIVING,
    answer: [
      bad("entity", "Your course will be run by our course director, Anna Camilleri."),
      ok("The centre opens every day from 7:30am until 6pm."),
    ],
    kind: "entity",
    tags: ["in-context-swap"],
  },
  {
    question: "Can I fly home the same afternoon as my last dive?",
    contexts: DIVING,
    answer: [
      ok("Guided boat dives are €55 each."),
      bad("negation", "Yes, divers can fly within 18 hours of their last dive."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "How old is the hire equipment?",
    contexts: DIVING,
    answer: [
      ok("A full set is €35 per day."),
      bad("quantifier", "All our hire equipment is less than 3 years old."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What if I can't finish the course on this trip?",
    contexts: DIVING,
    answer: [
      ok("Once you finish, your certification card is issued digitally within five working days."),
      bad("modal", "If you don't finish within 6 months, you may have to restart the course."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Do you do night dives?",
    contexts: DIVING,
    answer: [
      ok("Guided boat dives are €55 each, or €250 for five."),
      bad("fabricated", "Night dives run every Wednesday for an extra €20."),
    ],
    kind: "fabricated",
  },
  {
    question: "Do you offer a Nitrox course?",
    contexts: [],
    answer: [bad("empty-context", "Yes, the Nitrox course takes one day and costs €180.")],
    kind: "empty-context",
  },
  {
    question: "What are the depth limits and the flying rules?",
    contexts: DIVING,
    answer: [
      ok("On guided dives, Open Water divers can go to 18 metres and Advanced divers to 30 [5]."),
      miscite("You mustn't fly within 18 hours of your last dive [4]."),
    ],
    kind: "citation",
  },
  {
    question: "How much is a wetsuit on its own?",
    contexts: retrieved(DIVING, 4, 5),
    answer: [refuse("Sorry, I couldn't find a price for hiring just a wetsuit.")],
    kind: "over-refusal",
  },
];
