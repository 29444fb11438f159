import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const SPREEBLICK = [
  "A bed in a 10-bed dorm at Spreeblick Hostel costs €24 per night, and a bed in a 4-bed dorm costs €32. Private double rooms start at €78 per night.",
  "Check-in is from 15:00 and check-out is by 11:00. Luggage can be stored free of charge on the day of arrival and departure.",
  "Breakfast is served from 7:00 to 10:30 and costs €7.50. Guests must be at least 18 to stay in mixed dorms, and under-16s may stay only in private rooms with an adult.",
  "Every bed has a locker; bring your own padlock or buy one at reception for €4. Towels can be rented for €2 per stay. Most dorms have their own bathroom.",
  "Free cancellation is possible up to 48 hours before arrival; later cancellations are charged the first night. Groups of 10 or more must pay a 30% deposit.",
  "Reception is open 24 hours and is run by our manager, Jonas Feldhaus. The hostel is closed for renovation from 6 to 19 January 2027.",
];

export const HOSTEL: Case[] = [
  {
    question: "What would three nights in a 4-bed dorm cost with breakfast every day?",
    contexts: retrieved(SPREEBLICK, 1, 3, 5),
    answer: [ok("Three nights in a 4-bed dorm with breakfast each morning comes to €118.50.")],
    kind: null,
    tags: ["derived", "merged", "spelled-number"],
  },
  {
    question: "How much extra is the 4-bed dorm over a week?",
    contexts: SPREEBLICK,
    answer: [ok("Over seven nights, the 4-bed dorm costs you €56 more than the 10-bed one.")],
    kind: null,
    tags: ["derived", "unit"],
  },
  {
    question: "We're 12 people wanting the 10-bed dorm for two nights. How big is the deposit?",
    contexts: SPREEBLICK,
    answer: [
      ok("For 12 of you in the 10-bed dorm over two nights, the 30% deposit would be €172.80."),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "Can I leave my backpack with you after I check out?",
    contexts: SPREEBLICK,
    answer: [ok("Sure, we'll look after your bags for nothing on the day you leave.")],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "My train gets in at 10am. Can I check in, and is breakfast still on?",
    contexts: SPREEBLICK,
    answer: [ok("Check-in only opens at 15:00, but breakfast runs until 10:30 and costs €7.50.")],
    kind: null,
    tags: ["merged", "reordered"],
  },
  {
    question: "Do I need to bring a padlock?",
    contexts: SPREEBLICK,
    answer: [
      ok("It's worth bringing one for your locker, or you can pick one up at reception for €4."),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "Can I rent a towel, and is there someone at the desk at 3am?",
    contexts: SPREEBLICK,
    answer: [
      ok("Towels are €2 to rent for your whole stay [4]."),
      ok("The front desk is staffed around the clock [6]."),
    ],
    kind: null,
    tags: ["citation", "low-overlap"],
  },
  {
    question: "How late can I cancel without paying?",
    contexts: SPREEBLICK,
    answer: [ok("You can cancel free of charge until two days before you arrive.")],
    kind: null,
    tags: ["unit", "spelled-number"],
  },
  {
    question: "Is there a kitchen guests can cook in?",
    contexts: retrieved(SPREEBLICK, 1, 4),
    answer: [
      refuse(
        "I can't see anything about a guest kitchen in the hostel details I have, so I'm not sure.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Can my 15-year-old share a dorm with me?",
    contexts: SPREEBLICK,
    answer: [
      ok("Under-16s can only be put up in a private room with an adult, so a dorm isn't possible."),
      say("A private double might suit you both."),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "Check-out time?",
    contexts: SPREEBLICK,
    answer: [ok("By eleven in the morning.")],
    kind: null,
    tags: ["spelled-number", "unit"],
  },
  {
    question: "How much is a dorm bed?",
    contexts: SPREEBLICK,
    answer: [
      bad("number", "A bed in the 10-bed dorm costs €26 per night, and the 4-bed dorm is €32."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would four nights in a private double cost?",
    contexts: SPREEBLICK,
    answer: [
      ok("Private doubles start at €78 a night."),
      bad("derivation", "Four nights at that rate would come to €302."),
    ],
    kind: "derivation",
  },
  {
    question: "Are you open in January?",
    contexts: SPREEBLICK,
    answer: [bad("date", "The hostel is closed for renovation from 6 to 29 January 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who runs the hostel?",
    contexts: SPREEBLICK,
    answer: [
      bad("entity", "Reception is open 24 hours and is run by our manager, Jonas Feldmann."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Do you charge for luggage storage?",
    contexts: retrieved(SPREEBLICK, 2, 4),
    answer: [
      ok("Check-in starts at 15:00."),
      bad("negation", "Luggage storage is not free on your arrival and departure days."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Do the dorms have their own bathroom?",
    contexts: SPREEBLICK,
    answer: [bad("quantifier", "Yes, all our dorms have their own bathroom.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "We're a group of 14. Do we need to pay anything up front?",
    contexts: SPREEBLICK,
    answer: [bad("modal", "Groups of 10 or more can choose to pay a 30% deposit.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Are there any tours from the hostel?",
    contexts: SPREEBLICK,
    answer: [bad("fabricated", "A free walking tour leaves from reception every morning at 10.")],
    kind: "fabricated",
  },
  {
    question: "How much are dorm beds at Spreeblick?",
    contexts: [],
    answer: [bad("empty-context", "Dorm beds at Spreeblick start at €22 a night.")],
    kind: "empty-context",
  },
  {
    question: "How much is breakfast, and what if I cancel late?",
    contexts: SPREEBLICK,
    answer: [
      ok("Breakfast costs €7.50 [3]."),
      miscite("Cancelling within 48 hours of arrival costs you the first night [2]."),
    ],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "What time is check-in?",
    contexts: SPREEBLICK,
    answer: [refuse("Sorry, I couldn't find the check-in time in our information.")],
    kind: "over-refusal",
  },
];
