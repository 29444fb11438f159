import { bad, type Case, ok, refuse, say } from "./build";

const LEAVE = [
  "Full-time employees accrue 25 days of paid annual leave per calendar year. Part-time staff accrue leave pro rata to their contracted hours.",
  "Up to 5 unused days may be carried over into the next year; any further unused days lapse on 31 March.",
  "Leave requests of more than 10 consecutive working days must be approved by the department head at least 4 weeks in advance.",
  "Public holidays are not deducted from the annual leave allowance.",
];

const PARENTAL = [
  "Birth parents receive 16 weeks of parental leave at full pay, followed by 10 weeks at half pay.",
  "Non-birth parents receive 6 weeks at full pay. Leave must start within 12 months of the child's birth or adoption.",
  "Employees must notify HR of their intended start date no later than 8 weeks before leave begins.",
];

const EXPENSES = [
  "Travel expenses must be submitted through Concur within 30 days of the trip.",
  "Hotel costs are reimbursed up to €150 per night in Germany and €200 per night in London, New York and Tokyo.",
  "Meals are covered by a daily allowance of €45; alcohol is never reimbursed.",
  "Economy class is required for flights under 6 hours. Business class may be booked for longer flights with approval from the CFO, Helena Voss.",
];

const ONBOARDING = [
  "New hires receive a laptop on their first day from the IT desk on the 3rd floor.",
  "All new hires must complete the security awareness course in their first week.",
  "Employees may work remotely up to 3 days per week after completing their 6-month probation period.",
  "Remote work from outside the country requires written approval from the People team and is limited to 20 working days per year.",
  "The probation review is conducted by the line manager.",
];

const BENEFITS = [
  "The company matches pension contributions up to 6% of base salary.",
  "The match never exceeds the employee's own contribution.",
  "Health insurance through Allianz covers the employee and dependent children under 25.",
];

export const HR: Case[] = [
  {
    question: "How many leave days can I carry over?",
    contexts: LEAVE,
    answer: [
      ok(
        "You can take as many as five unused days with you into the following year, and the rest expire at the end of March.",
      ),
    ],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "Do bank holidays count against my leave?",
    contexts: LEAVE,
    answer: [
      say("Good news."),
      ok("Bank holidays don't come out of your yearly leave entitlement."),
    ],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "How long is parental leave for a birth parent?",
    contexts: PARENTAL,
    answer: [
      ok(
        "A birth parent gets 26 weeks altogether: the first 16 on full salary and the remaining 10 on half salary.",
      ),
    ],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "When do I need to tell HR about my parental leave?",
    contexts: PARENTAL,
    answer: [
      ok("HR has to hear your planned start date eight weeks or more before the leave begins."),
      ok("The leave itself has to start within a year of the birth or adoption."),
    ],
    kind: null,
    tags: ["spelled-number", "unit"],
  },
  {
    question: "What's the hotel limit in London?",
    contexts: EXPENSES,
    answer: [ok("For a London stay, the company pays back as much as €200 a night.")],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "How much more can I spend on hotels in Tokyo than in Germany?",
    contexts: EXPENSES,
    answer: [ok("The nightly hotel cap in Tokyo is €50 higher than the one in Germany.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "Can I work from home?",
    contexts: ONBOARDING,
    answer: [
      say("Yes."),
      ok(
        "Once your six-month probation is over, you can work from home for as many as three days a week.",
      ),
      ok(
        "Working from abroad is different: it needs the People team's written sign-off and is capped at 20 working days a year.",
      ),
    ],
    kind: null,
    tags: ["reordered", "spelled-number"],
  },
  {
    question: "Who does my probation review?",
    contexts: ONBOARDING,
    answer: [ok("Your line manager carries out the probation review.")],
    kind: null,
    tags: ["reordered"],
  },
  {
    question: "How does the pension match work?",
    contexts: BENEFITS,
    answer: [
      ok(
        "Whatever you pay into your pension, the company adds the same amount, to a ceiling of 6% of your base pay.",
      ),
    ],
    kind: null,
    tags: ["merged", "low-overlap"],
  },
  {
    question: "Can I expense a gym membership?",
    contexts: EXPENSES,
    answer: [
      refuse("I couldn't find anything about gym memberships in the expense policy."),
      say("Would you like me to look through the benefits documents instead?"),
    ],
    kind: null,
    tags: ["refusal"],
  },
  // Planted errors.
  {
    question: "How much annual leave do I get?",
    contexts: LEAVE,
    answer: [
      bad("number", "Full-time employees accrue 28 days of paid annual leave per calendar year."),
      ok("If you work part-time, your allowance is scaled to your contracted hours."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How many weeks of parental leave does a birth parent get in total?",
    contexts: PARENTAL,
    answer: [
      bad(
        "derivation",
        "In total a birth parent gets 30 weeks of leave, the first 16 at full pay.",
      ),
    ],
    kind: "derivation",
  },
  {
    question: "When do unused leave days expire?",
    contexts: LEAVE,
    answer: [
      ok("You may bring up to five unused days into the next year."),
      bad("date", "Any days beyond that lapse on 31 May."),
    ],
    kind: "date",
  },
  {
    question: "Who approves business class flights?",
    contexts: EXPENSES,
    answer: [
      bad(
        "entity",
        "Business class may be booked for longer flights with approval from the CFO, Helena Vogel.",
      ),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Are public holidays deducted from my leave?",
    contexts: LEAVE,
    answer: [bad("negation", "Public holidays are deducted from the annual leave allowance.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Do I have to do the security course?",
    contexts: ONBOARDING,
    answer: [
      bad(
        "quantifier",
        "Only some new hires must complete the security awareness course in their first week.",
      ),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Do I have to tell HR before parental leave?",
    contexts: PARENTAL,
    answer: [
      bad(
        "modal",
        "Employees may notify HR of their intended start date no later than 8 weeks before leave begins.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Where do I get my laptop?",
    contexts: ONBOARDING,
    answer: [
      ok("On your first day, the IT desk on the third floor hands you a laptop."),
      bad("fabricated", "The same desk also issues your company phone once probation ends."),
    ],
    kind: "fabricated",
  },
  {
    question: "How many sick days do I get?",
    contexts: [],
    answer: [bad("empty-context", "Employees get 12 paid sick days per year.")],
    kind: "empty-context",
  },
  {
    question: "Does the company match my pension contributions?",
    contexts: BENEFITS,
    answer: [
      refuse(
        "I'm sorry, I couldn't find any information about pension matching in the documents I have.",
      ),
      say("Shall I open a ticket with the People team for you?"),
    ],
    kind: "over-refusal",
  },
];
