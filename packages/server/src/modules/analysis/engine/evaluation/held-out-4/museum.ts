import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

const TICKETS = [
  "General admission to the Calloway Museum of Science costs $24 for adults and $15 for children aged 3 to 17.",
  "Children under 3 and museum members enter free.",
  "Seniors over 65 and students with a valid ID pay $19.",
  "Timed-entry tickets must be booked online; walk-up tickets are sold only when slots remain.",
];

const EXHIBITS = [
  'The special exhibition "Deep Time" runs from 6 March 2027 to 29 August 2027.',
  'Entry to "Deep Time" costs an extra $8 on top of general admission.',
  "The planetarium shows run every 45 minutes, starting at 10:15.",
  "The Discovery Lab is designed for children aged 4 to 9, and every child must be accompanied by an adult.",
];

const MEMBERSHIP = [
  "An individual membership costs $85 a year and a family membership, for two adults and up to four children, costs $160.",
  "Members get unlimited general admission, free entry to special exhibitions and 10% off in the shop.",
  "Members can bring a guest at half the adult price.",
  "Memberships purchased on the day of a visit can have that day's tickets refunded at the front desk.",
];

const VISIT = [
  "The museum is open from 09:30 to 17:00, Tuesday to Sunday, and until 21:00 on Thursdays.",
  "It is closed on Mondays, except on public holidays.",
  "Large bags and backpacks will be checked into the free cloakroom on arrival.",
  'Photography without flash is allowed in the permanent galleries but not in "Deep Time".',
];

const GROUPS = [
  "School groups of 10 or more pupils pay $9 per pupil.",
  "One accompanying adult per 8 pupils enters free.",
  "Group bookings must be made at least 3 weeks in advance through the learning team, led by Marisol Vega.",
];

export const MUSEUM: Case[] = [
  {
    question: "How much are tickets for my kids?",
    contexts: TICKETS,
    answer: [
      ok(
        "Kids between three and seventeen are $15 each, and toddlers under three get in for nothing.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number"],
  },
  {
    question: "What would two adults and two children pay?",
    contexts: TICKETS,
    answer: [ok("Two adult tickets and two child tickets come to $78 in all.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "How long is Deep Time on?",
    contexts: EXHIBITS,
    answer: [ok('You can see "Deep Time" between March 6 and August 29, 2027.')],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "When are the planetarium shows?",
    contexts: EXHIBITS,
    answer: [
      ok(
        "The first show begins at quarter past ten, and a new one starts every three quarters of an hour.",
      ),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "Is the family membership worth it compared with two individual ones?",
    contexts: MEMBERSHIP,
    answer: [
      ok(
        "A family membership is $10 cheaper than two individual memberships, and it also covers up to four children.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "What do members get?",
    contexts: MEMBERSHIP,
    answer: [
      say("Lots!"),
      ok(
        "As a member you walk in for free as often as you like, special exhibitions included, and the shop takes a tenth off your purchases.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "unit"],
  },
  {
    question: "Are you open late any day?",
    contexts: VISIT,
    answer: [ok("Yes, on Thursdays the doors stay open until 9 pm.")],
    kind: null,
    tags: ["unit", "paraphrase"],
  },
  {
    question: "Can I take photos and bring my backpack?",
    contexts: VISIT,
    answer: [
      ok("Backpacks go into the free cloakroom when you arrive [3]."),
      ok(
        'Photos without flash are fine in the permanent galleries, though not inside "Deep Time" [4].',
      ),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "How far ahead must a school book?",
    contexts: GROUPS,
    answer: [
      ok(
        "Schools need to book with Marisol Vega's learning team at least 21 days before the visit.",
      ),
    ],
    kind: null,
    tags: ["unit", "reordered"],
  },
  {
    question: "Is there a café in the museum?",
    contexts: VISIT,
    answer: [refuse("Nothing I have mentions a café, so I can't say whether there is one.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "What's the smallest school group, and what does it cost?",
    contexts: GROUPS,
    answer: [ok("The group rate starts at ten pupils, which would come to $90 altogether.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  // Planted errors.
  {
    question: "What do seniors pay?",
    contexts: TICKETS,
    answer: [bad("number", "Seniors over 65 and students with a valid ID pay $21.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: 'What does an adult pay for the museum plus "Deep Time"?',
    contexts: [TICKETS[0]!, EXHIBITS[0]!, EXHIBITS[1]!],
    answer: [bad("derivation", 'An adult pays $30 for general admission plus "Deep Time".')],
    kind: "derivation",
  },
  {
    question: 'When does "Deep Time" close?',
    contexts: EXHIBITS,
    answer: [bad("date", '"Deep Time" runs until 29 September 2027.')],
    kind: "date",
  },
  {
    question: "Who handles school bookings?",
    contexts: GROUPS,
    answer: [
      bad(
        "entity",
        "Group bookings go through the learning team, led by Marisol Vargas, at least three weeks ahead.",
      ),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Are you open on Mondays?",
    contexts: VISIT,
    answer: [bad("negation", "The museum is open on Mondays, except on public holidays.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Do kids need an adult in the Discovery Lab?",
    contexts: EXHIBITS,
    answer: [
      bad(
        "quantifier",
        "The Discovery Lab is for children aged 4 to 9, and only the youngest of them must be accompanied by an adult.",
      ),
    ],
    kind: "quantifier",
  },
  {
    question: "What happens to my backpack?",
    contexts: VISIT,
    answer: [
      bad("modal", "Large bags and backpacks may be checked into the free cloakroom on arrival."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Can I bring a friend with my membership?",
    contexts: MEMBERSHIP,
    answer: [
      ok("Members can bring a guest for half of the adult ticket price."),
      bad("fabricated", "Each membership includes four free guest passes a year."),
    ],
    kind: "fabricated",
  },
  {
    question: "Is there parking at the museum?",
    contexts: [],
    answer: [
      bad("empty-context", "The Calloway Museum has an underground car park charging $6 per hour."),
    ],
    kind: "empty-context",
  },
  {
    question: "What does a school trip cost?",
    contexts: GROUPS,
    answer: [
      ok("Groups of ten pupils or more pay $9 a head [1]."),
      miscite("For every eight pupils, one adult comes along free [3]."),
    ],
    kind: "citation",
  },
  {
    question: "If I buy a membership today, can I get my ticket money back?",
    contexts: MEMBERSHIP,
    answer: [
      refuse(
        "I'm afraid I don't know whether today's tickets can be refunded against a membership.",
      ),
    ],
    kind: "over-refusal",
  },
];
