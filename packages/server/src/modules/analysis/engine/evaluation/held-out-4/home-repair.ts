import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

const CALLOUT = [
  "FixRight charges a call-out fee of $79, which covers the first 30 minutes of labour.",
  "After that, labour is billed at $28 for every 15 minutes.",
  "Emergency call-outs between 20:00 and 07:00 cost $149.",
  "Parts are charged at cost plus 10%.",
];

const BOOKING = [
  "Jobs can be booked through the FixRight app or by phone.",
  "Customers receive a two-hour arrival window the evening before the visit.",
  "Cancellations made less than 4 hours before the arrival window are charged $40.",
  "Technicians will send a text message when they are 30 minutes away.",
];

const WARRANTY = [
  "All repairs carry a 12-month labour warranty.",
  "Parts supplied by FixRight are covered by the manufacturer's warranty, usually 2 years.",
  "Parts supplied by the customer are not covered by any warranty.",
  "Warranty claims must be made through the app with photos of the fault.",
];

const SERVICES = [
  "FixRight handles plumbing, electrical repairs, appliance repairs and carpentry.",
  "Gas appliances are serviced only by the company's Gas Safe registered engineers.",
  "Roof work and work above the second floor are not offered.",
  "Boiler services cost a fixed $95 and take about an hour.",
];

const AREA = [
  "FixRight covers Northfield, Eastbrook and Millbank.",
  "Jobs in Eastbrook will carry a $15 travel supplement from 1 April 2027.",
  "The company's operations manager, Deepa Raman, handles complaints within 5 working days.",
];

export const HOME_REPAIR: Case[] = [
  {
    question: "What does a one-hour job cost?",
    contexts: CALLOUT,
    answer: [
      ok(
        "An hour of work costs $135: the $79 call-out covers the first half hour, then two quarter-hours at $28 each.",
      ),
    ],
    kind: null,
    tags: ["derived", "unit"],
  },
  {
    question: "How much is your hourly rate after the first half hour?",
    contexts: CALLOUT,
    answer: [ok("Once the call-out period is over, labour works out at $112 an hour.")],
    kind: null,
    tags: ["derived", "unit", "low-overlap"],
  },
  {
    question: "What if my pipe bursts at midnight?",
    contexts: CALLOUT,
    answer: [ok("A night-time emergency visit, between 8 pm and 7 am, is $149.")],
    kind: null,
    tags: ["unit", "paraphrase"],
  },
  {
    question: "When will I know what time you're coming?",
    contexts: BOOKING,
    answer: [
      ok(
        "You'll be given a 2-hour slot the night before, and the technician texts you half an hour before arriving.",
      ),
    ],
    kind: null,
    tags: ["merged", "unit"],
  },
  {
    question: "Is there a cancellation charge?",
    contexts: BOOKING,
    answer: [
      ok("If you cancel with under four hours to go before your arrival window, you'll pay $40."),
    ],
    kind: null,
    tags: ["spelled-number", "reordered"],
  },
  {
    question: "How long is the work guaranteed?",
    contexts: WARRANTY,
    answer: [
      ok("The labour on every repair is guaranteed for a year [1]."),
      ok("Parts we supply fall under the maker's warranty, which is typically two years [2]."),
    ],
    kind: null,
    tags: ["citation", "unit", "spelled-number"],
  },
  {
    question: "I bought my own tap — is it covered?",
    contexts: WARRANTY,
    answer: [ok("No, there's no warranty on parts that you provide yourself.")],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "Can you fix my gas cooker?",
    contexts: SERVICES,
    answer: [
      say("Yes, we can."),
      ok("Any gas appliance work is carried out by FixRight's Gas Safe registered engineers only."),
    ],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "Do you work in Eastbrook, and is it more expensive?",
    contexts: AREA,
    answer: [
      ok("Eastbrook is covered, and starting April 1, 2027 jobs there add a $15 travel charge."),
    ],
    kind: null,
    tags: ["merged", "reordered"],
  },
  {
    question: "Do you offer a discount for pensioners?",
    contexts: CALLOUT,
    answer: [
      refuse("I can't find any mention of discounts for pensioners, so I can't promise one."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "How are parts charged?",
    contexts: CALLOUT,
    answer: [ok("Parts are passed on at what they cost FixRight, with a tenth added on top.")],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  // Planted errors.
  {
    question: "What's the call-out fee?",
    contexts: CALLOUT,
    answer: [
      bad("number", "FixRight's call-out fee is $89, including the first 30 minutes of labour."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What do 45 minutes of work cost?",
    contexts: CALLOUT,
    answer: [
      bad("derivation", "Forty-five minutes of work cost $121 in total, call-out included."),
    ],
    kind: "derivation",
  },
  {
    question: "When does the Eastbrook supplement start?",
    contexts: AREA,
    answer: [
      bad("date", "Jobs in Eastbrook will carry a $15 travel supplement from 1 March 2027."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Which areas do you cover?",
    contexts: AREA,
    answer: [bad("entity", "FixRight covers Northfield, Eastbrook and Milton.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can you fix my roof?",
    contexts: SERVICES,
    answer: [bad("negation", "Roof work is offered, though not above the second floor.")],
    kind: "negation",
  },
  {
    question: "Do repairs have a warranty?",
    contexts: WARRANTY,
    answer: [bad("quantifier", "Some repairs carry a 12-month labour warranty.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "How do I make a warranty claim?",
    contexts: WARRANTY,
    answer: [bad("modal", "Warranty claims can be made through the app with photos of the fault.")],
    kind: "modal",
  },
  {
    question: "How long does a boiler service take?",
    contexts: SERVICES,
    answer: [
      ok("A boiler service is a flat $95 and lasts roughly an hour."),
      bad("fabricated", "It includes a written safety certificate that is valid for 12 months."),
    ],
    kind: "fabricated",
  },
  {
    question: "Do you install solar panels?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "FixRight installs solar panels, with quotes usually sent within 48 hours.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "What don't you do?",
    contexts: SERVICES,
    answer: [
      miscite("We don't take on roof work or anything above the second floor [2]."),
      ok("Boiler services are a fixed $95 [4]."),
    ],
    kind: "citation",
  },
  {
    question: "How fast are complaints handled?",
    contexts: AREA,
    answer: [refuse("Sorry, I don't have any details on how complaints are handled.")],
    kind: "over-refusal",
  },
];
