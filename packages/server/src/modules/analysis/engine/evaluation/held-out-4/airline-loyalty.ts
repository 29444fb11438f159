import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

const TIERS = [
  "Aurora Club has three status tiers: Blue, Silver and Gold.",
  "Silver status requires 25,000 tier points in a membership year, and Gold requires 60,000.",
  "Silver members receive one free checked bag of 23 kg on every Aurora flight; Gold members receive two.",
  "Status earned in one membership year is kept until the end of the following membership year.",
  "From 1 March 2027, tier points will also be awarded on partner-airline flights.",
];

const EARNING = [
  "Members earn 5 miles per euro spent on the base fare and carrier surcharges, excluding taxes.",
  "Gold members earn a 50% bonus on those miles, and Silver members earn a 25% bonus.",
  "Miles are credited within 72 hours of the flight being flown.",
  "Flights booked through partner airlines earn miles based on distance and fare class instead.",
];

const EXPIRY = [
  "Miles expire after 36 months without any earning or redeeming activity on the account.",
  "Any activity, including buying miles or spending them at a partner shop, resets the 36-month clock.",
  "Expired miles can be reinstated within 90 days for a fee of €50 per 10,000 miles.",
];

const REDEEM = [
  "An economy award seat within Europe costs 12,500 miles one way; business class costs 25,000 miles.",
  "Taxes and fees on award tickets must be paid in cash at the time of booking.",
  "Award tickets can be cancelled up to 24 hours before departure for a refund of the miles, minus a fee of 3,000 miles.",
  "Members may book award seats for family and friends without extra charge.",
];

const LOUNGE = [
  "Gold members can use Aurora lounges before any Aurora flight, together with one guest.",
  "Silver members get lounge access only on long-haul flights, without a guest.",
  "The lounge at Terminal 2 opens at 05:00 and closes after the last departure.",
  "Showers are available in the Terminal 2 lounge on a first-come, first-served basis.",
];

export const AIRLINE_LOYALTY: Case[] = [
  {
    question: "How many tier points do I need for Gold?",
    contexts: TIERS,
    answer: [
      ok(
        "You'll need to collect 60,000 tier points within a single membership year to reach Gold.",
      ),
    ],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "What's the gap between Silver and Gold?",
    contexts: TIERS,
    answer: [ok("Gold takes 35,000 more tier points than Silver.")],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "Will my miles disappear if I stop flying?",
    contexts: EXPIRY,
    answer: [ok("They lapse once your account has gone three years with no earning or redeeming.")],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "I missed the expiry date — can I still rescue my miles?",
    contexts: EXPIRY,
    answer: [
      say("Possibly!"),
      ok(
        "Lapsed miles can be brought back within ninety days, at fifty euros for every ten thousand miles.",
      ),
    ],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "What do I get as a Silver member?",
    contexts: [TIERS[2]!, EARNING[1]!, LOUNGE[1]!],
    answer: [
      ok(
        "As Silver you get one free 23 kg bag on Aurora flights, a 25% mileage bonus and lounge entry when flying long-haul.",
      ),
    ],
    kind: null,
    tags: ["merged"],
  },
  {
    question: "How many miles is a business seat in Europe?",
    contexts: REDEEM,
    answer: [ok("In business class, a one-way award seat within Europe is 25,000 miles.")],
    kind: null,
    tags: ["reordered"],
  },
  {
    question: "Can I cancel an award ticket, and what about taxes?",
    contexts: REDEEM,
    answer: [
      ok(
        "You can cancel until 24 hours before the flight and get your miles back, less a 3,000-mile fee [3].",
      ),
      ok("The taxes and fees are paid in cash when you make the booking [2]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Can I use my points to fly my mum to Lisbon?",
    contexts: REDEEM,
    answer: [ok("Yes, you're free to redeem for relatives and friends at no additional cost.")],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "Does Aurora Club partner with any hotel chains?",
    contexts: [],
    answer: [refuse("I don't have any information about hotel partners, so I can't say.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "How many miles do I earn per euro? I'm Gold.",
    contexts: EARNING,
    answer: [
      say("Good news!"),
      ok(
        "With the Gold bonus you effectively earn 7.5 miles for every euro of base fare and surcharges.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "How soon do miles post after a flight?",
    contexts: EARNING,
    answer: [ok("Expect the miles on your account no more than three days after you've flown.")],
    kind: null,
    tags: ["unit", "spelled-number"],
  },
  // Planted errors.
  {
    question: "How many tier points do I need for Silver?",
    contexts: TIERS,
    answer: [bad("number", "Silver status requires 20,000 tier points in a membership year.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would a business-class award return trip in Europe cost?",
    contexts: REDEEM,
    answer: [
      bad("derivation", "A business-class award return trip within Europe costs 45,000 miles."),
    ],
    kind: "derivation",
  },
  {
    question: "When do partner flights start counting for status?",
    contexts: TIERS,
    answer: [
      bad("date", "Tier points will be awarded on partner-airline flights from 1 May 2027."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who can bring a guest to the lounge?",
    contexts: LOUNGE,
    answer: [
      bad(
        "entity",
        "Platinum members can use Aurora lounges before any Aurora flight, together with one guest.",
      ),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can I book an award seat for a friend?",
    contexts: REDEEM,
    answer: [bad("negation", "Members may not book award seats for family and friends.")],
    kind: "negation",
  },
  {
    question: "What keeps my miles from expiring?",
    contexts: EXPIRY,
    answer: [
      bad(
        "quantifier",
        "Only some kinds of activity, such as buying miles, reset the 36-month clock.",
      ),
    ],
    kind: "quantifier",
  },
  {
    question: "How do I pay the taxes on an award ticket?",
    contexts: REDEEM,
    answer: [
      bad("modal", "Taxes and fees on award tickets may be paid in cash at the time of booking."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Can I share miles with my partner?",
    contexts: TIERS,
    answer: [
      ok("Status you earn is kept until the end of the next membership year."),
      bad(
        "fabricated",
        "Members can also pool miles with up to four household members at no charge.",
      ),
    ],
    kind: "fabricated",
  },
  {
    question: "Do Gold members get free seat selection?",
    contexts: [],
    answer: [bad("empty-context", "Aurora Gold members get free seat selection on every flight.")],
    kind: "empty-context",
  },
  {
    question: "Who gets into the Aurora lounges?",
    contexts: LOUNGE,
    answer: [
      ok("Gold members can bring one guest into Aurora lounges [1]."),
      miscite("Silver members only get in when flying long-haul [3]."),
    ],
    kind: "citation",
  },
  {
    question: "Can I get my expired miles back?",
    contexts: EXPIRY,
    answer: [
      refuse("I'm afraid I can't find anything about restoring miles once they've expired."),
    ],
    kind: "over-refusal",
  },
];
