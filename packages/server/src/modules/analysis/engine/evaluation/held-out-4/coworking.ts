import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

const MEMBERSHIPS = [
  "A hot-desk membership at Foundry Works costs €190 a month and gives access from 08:00 to 20:00 on weekdays.",
  "A dedicated desk costs €320 a month and comes with 24/7 access and a lockable drawer.",
  "Private offices for up to 4 people start at €1,100 a month.",
  "All memberships include high-speed Wi-Fi, coffee and printing of up to 100 pages a month.",
];

const ROOMS = [
  "Members receive 8 meeting-room credits a month; one credit books a small room for 1 hour.",
  "The large boardroom costs 3 credits per hour.",
  "Extra credits can be bought at €12 each.",
  "Bookings can be cancelled free of charge up to 2 hours before the start time.",
];

const GUESTS = [
  "Members may bring up to 2 guests a day at no charge.",
  "Guests must be registered at reception and sign the house rules.",
  "Day passes for non-members cost €25 and are sold at reception.",
];

const CONTRACT = [
  "Memberships run month to month and can be cancelled with 30 days' written notice.",
  "A deposit of one month's fee is required for dedicated desks and private offices.",
  "Deposits are returned within 14 days of the membership ending, less any unpaid charges.",
  "Prices for existing members will rise by 5% from 1 January 2027.",
];

const BUILDING = [
  "Foundry Works is on the third floor of 22 Canal Street, next to the Riverside tram stop.",
  "Bike storage and showers are in the basement.",
  "Dogs are welcome in the shared areas but not in meeting rooms.",
  "The community manager, Lotte Jansen, runs a members' breakfast every first Friday of the month.",
];

export const COWORKING: Case[] = [
  {
    question: "What's the difference in price between a hot desk and a dedicated desk?",
    contexts: MEMBERSHIPS,
    answer: [ok("A dedicated desk costs €130 a month more than hot-desking.")],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "Can I come in at night with a hot desk?",
    contexts: MEMBERSHIPS,
    answer: [
      ok(
        "No, hot-desk members can get in between 8 am and 8 pm on weekdays, while round-the-clock access comes with a dedicated desk.",
      ),
    ],
    kind: null,
    tags: ["unit", "merged", "low-overlap"],
  },
  {
    question: "What's included whatever plan I pick?",
    contexts: MEMBERSHIPS,
    answer: [
      say("All the basics."),
      ok("Every plan comes with fast Wi-Fi, coffee and up to a hundred printed pages each month."),
    ],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "How many hours can I have the boardroom each month?",
    contexts: ROOMS,
    answer: [
      ok(
        "Your monthly credits would cover the boardroom for two hours, with two credits left over.",
      ),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "How much is an extra hour in the boardroom?",
    contexts: ROOMS,
    answer: [ok("If you've run out of credits, an hour in the boardroom works out at €36.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "Can I cancel a room booking?",
    contexts: ROOMS,
    answer: [
      ok("Yes, without charge, as long as you do it at least 120 minutes before the start."),
    ],
    kind: null,
    tags: ["unit", "paraphrase"],
  },
  {
    question: "Can I bring people in?",
    contexts: GUESTS,
    answer: [
      ok("You can have two guests a day for free [1]."),
      ok("They'll need to register at reception and agree to the house rules [2]."),
    ],
    kind: null,
    tags: ["citation", "spelled-number"],
  },
  {
    question: "How do I leave, and when do I get my deposit back?",
    contexts: CONTRACT,
    answer: [
      ok(
        "Give thirty days' notice in writing, and your deposit, minus anything you still owe, comes back within two weeks of the end of your membership.",
      ),
    ],
    kind: null,
    tags: ["merged", "unit", "spelled-number"],
  },
  {
    question: "How much will my hot desk cost next year?",
    contexts: [MEMBERSHIPS[0]!, CONTRACT[3]!],
    answer: [
      ok(
        "With the 5% rise, an existing hot-desk member will pay €199.50 a month from January 2027.",
      ),
    ],
    kind: null,
    tags: ["derived", "reordered"],
  },
  {
    question: "Is there parking for cars?",
    contexts: BUILDING,
    answer: [refuse("I only have details on bike storage, not car parking, so I can't say.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Can I bring my dog into a meeting?",
    contexts: BUILDING,
    answer: [
      ok(
        "Your dog can join you in the shared spaces, though meeting rooms are off limits for dogs.",
      ),
    ],
    kind: null,
    tags: ["reordered", "low-overlap"],
  },
  // Planted errors.
  {
    question: "How much does a day pass cost?",
    contexts: GUESTS,
    answer: [bad("number", "Day passes for non-members cost €20 and are sold at reception.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would a dedicated desk cost for a year?",
    contexts: MEMBERSHIPS,
    answer: [bad("derivation", "A dedicated desk comes to €3,640 over a full year.")],
    kind: "derivation",
  },
  {
    question: "When do prices go up?",
    contexts: CONTRACT,
    answer: [bad("date", "Prices for existing members will rise by 5% from 1 February 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who runs the members' breakfast?",
    contexts: BUILDING,
    answer: [
      bad(
        "entity",
        "The community manager, Lotte de Vries, runs a members' breakfast on the first Friday of every month.",
      ),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Are dogs allowed?",
    contexts: BUILDING,
    answer: [bad("negation", "Dogs are welcome in the shared areas and in meeting rooms.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Do all memberships include printing?",
    contexts: MEMBERSHIPS,
    answer: [
      bad(
        "quantifier",
        "Some memberships include high-speed Wi-Fi, coffee and printing of up to 100 pages a month.",
      ),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Do guests have to register?",
    contexts: GUESTS,
    answer: [
      bad("modal", "Guests can register at reception and sign the house rules if they wish."),
    ],
    kind: "modal",
  },
  {
    question: "Where are you and how do I get there?",
    contexts: BUILDING,
    answer: [
      ok("Foundry Works is on the third floor of 22 Canal Street, beside the Riverside tram stop."),
      bad("fabricated", "There's also a paid car park for members behind the building."),
    ],
    kind: "fabricated",
  },
  {
    question: "Do you have phone booths?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "Foundry Works has six soundproof phone booths that members can use without booking.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "What does a private office cost and is there a deposit?",
    contexts: [MEMBERSHIPS[2]!, CONTRACT[1]!, CONTRACT[2]!],
    answer: [
      ok("Private offices for up to four people start at €1,100 a month [1]."),
      miscite("You'll pay a deposit of one month's fee for a private office [3]."),
    ],
    kind: "citation",
  },
  {
    question: "How many meeting-room credits do I get?",
    contexts: ROOMS,
    answer: [refuse("Sorry, I can't find how many meeting-room credits come with a membership.")],
    kind: "over-refusal",
  },
];
