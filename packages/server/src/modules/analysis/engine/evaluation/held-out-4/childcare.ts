import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

const HOURS = [
  "Little Acorns Nursery is open from 07:30 to 18:00, Monday to Friday, for 51 weeks of the year.",
  "The nursery closes for one week between Christmas and New Year.",
  "Children collected after 18:00 are charged a late fee of £15 for every 15 minutes.",
];

const FEES = [
  "A full day costs £68 and a half day (morning or afternoon) costs £40.",
  "Fees are invoiced monthly in advance and must be paid by the 5th of the month.",
  "Siblings attending at the same time receive a 10% discount on the older child's fees.",
  "Families eligible for 30 funded hours can use them across 38 weeks of the year.",
];

const SETTLING = [
  "Every new child has two free settling-in sessions of one hour each before their start date.",
  "A parent or carer stays for the first session and leaves for the second.",
  "Each child is assigned a key person, who writes a short daily report in the parent app.",
];

const HEALTH = [
  "Children with a temperature above 38 °C will be sent home and may return after 24 hours without fever.",
  "After vomiting or diarrhoea, children must stay away for 48 hours after the last episode.",
  "Staff can give prescribed medicine only with a signed consent form.",
  "Every room has at least one member of staff with a paediatric first-aid certificate.",
];

const ROOMS = [
  "The Seedlings room is for babies from 6 months to 2 years, with one adult for every 3 children.",
  "The Saplings room takes children aged 2 to 3, with one adult for every 4 children.",
  "Children aged 3 to 5 are in the Oaks room, with one adult for every 8 children.",
  "From 4 January 2027, the Oaks room will offer a forest-school morning every Wednesday.",
];

export const CHILDCARE: Case[] = [
  {
    question: "What are your opening hours?",
    contexts: HOURS,
    answer: [ok("We're open weekdays from half past seven in the morning until 6 pm.")],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "What happens if I'm half an hour late for pickup?",
    contexts: HOURS,
    answer: [ok("Arriving 30 minutes after closing would add £30 in late fees.")],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "How much more is a full day than a half day?",
    contexts: FEES,
    answer: [ok("A full day is £28 more than a morning or afternoon session.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "When do I pay?",
    contexts: FEES,
    answer: [
      ok("You're billed each month ahead of time, and payment is due no later than the fifth."),
    ],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "How does settling in work?",
    contexts: SETTLING,
    answer: [
      say("Great question!"),
      ok(
        "Before starting, your child gets two free hour-long visits: you stay with them for the first and leave them for the second.",
      ),
    ],
    kind: null,
    tags: ["merged", "paraphrase"],
  },
  {
    question: "How will I know how my child's day went?",
    contexts: SETTLING,
    answer: [
      ok("A short report on each day is posted to the parent app by your child's key person."),
    ],
    kind: null,
    tags: ["reordered", "low-overlap"],
  },
  {
    question: "My son had a fever — when can he come back?",
    contexts: HEALTH,
    answer: [ok("He can return once he has gone a full day without a fever.")],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "What are the rules on illness and medicine?",
    contexts: HEALTH,
    answer: [
      ok(
        "After a stomach bug, your child needs to stay home for two days after the last episode [2].",
      ),
      ok("Prescribed medicine is only given once you've signed a consent form [3]."),
    ],
    kind: null,
    tags: ["citation", "unit"],
  },
  {
    question: "What are the staff ratios?",
    contexts: ROOMS,
    answer: [
      ok(
        "Babies have one adult per three children, two-year-olds one per four, and the three-to-fives one per eight.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number"],
  },
  {
    question: "Do you provide nappies?",
    contexts: FEES,
    answer: [refuse("I don't see anything about nappies in the nursery's information, sorry.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Which room will my 4-year-old be in?",
    contexts: ROOMS,
    answer: [ok("Three- to five-year-olds go into the Oaks room.")],
    kind: null,
    tags: ["reordered", "spelled-number"],
  },
  // Planted errors.
  {
    question: "What does a half day cost?",
    contexts: FEES,
    answer: [bad("number", "A half day, morning or afternoon, costs £45.")],
    kind: "number",
  },
  {
    question: "What does a full week cost?",
    contexts: FEES,
    answer: [bad("derivation", "Five full days come to £330 a week.")],
    kind: "derivation",
  },
  {
    question: "When does forest school start?",
    contexts: ROOMS,
    answer: [
      bad("date", "The Oaks room starts its Wednesday forest-school mornings on 11 January 2027."),
    ],
    kind: "date",
  },
  {
    question: "Which room is for two-year-olds?",
    contexts: ROOMS,
    answer: [
      bad(
        "entity",
        "The Seedlings room takes children aged 2 to 3, with one adult for every 4 children.",
      ),
    ],
    kind: "entity",
    tags: ["high-overlap", "in-context-swap"],
  },
  {
    question: "Can staff give my daughter her antibiotics?",
    contexts: HEALTH,
    answer: [bad("negation", "Staff can give prescribed medicine without a signed consent form.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Is there first-aid cover?",
    contexts: HEALTH,
    answer: [
      bad(
        "quantifier",
        "Most rooms have a member of staff with a paediatric first-aid certificate.",
      ),
    ],
    kind: "quantifier",
  },
  {
    question: "What's the rule after a stomach bug?",
    contexts: HEALTH,
    answer: [
      bad(
        "modal",
        "After vomiting or diarrhoea, children may stay away for 48 hours after the last episode.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Do you have a waiting list?",
    contexts: HOURS,
    answer: [
      ok("The nursery is open 51 weeks a year and shuts for a week over Christmas and New Year."),
      bad("fabricated", "Places are offered from the waiting list in order of application date."),
    ],
    kind: "fabricated",
  },
  {
    question: "Do you serve hot lunches?",
    contexts: [],
    answer: [
      bad("empty-context", "Little Acorns serves a hot two-course lunch cooked on site every day."),
    ],
    kind: "empty-context",
  },
  {
    question: "Are there discounts?",
    contexts: FEES,
    answer: [
      ok("With two children attending together, the older one's fees are cut by 10% [3]."),
      miscite("Funded hours, for those eligible, can be spread over 38 weeks a year [2]."),
    ],
    kind: "citation",
  },
  {
    question: "When is the nursery closed?",
    contexts: HOURS,
    answer: [refuse("I'm sorry, I can't find the nursery's closure dates in what I have.")],
    kind: "over-refusal",
  },
];
