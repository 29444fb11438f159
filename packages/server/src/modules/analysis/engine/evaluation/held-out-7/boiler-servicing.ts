import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const SERVICING = [
  "WarmHouse Heating's annual boiler service costs £89 for gas boilers and £119 for oil boilers. A service takes about 45 minutes and includes a flue gas analysis and a safety check.",
  "Our Boiler Care plan costs £14 a month and includes the annual service, unlimited breakdown call-outs and parts up to £1,000 per year. There is a 30-day wait before breakdown cover starts.",
  "Engineers are Gas Safe registered; our lead engineer for the Bristol area is Tomasz Nowak. Appointments are offered Monday to Friday between 8 am and 5 pm.",
  "Landlords need a gas safety certificate every 12 months; we issue the CP12 certificate for £65, or £45 when booked with a service. Certificates are emailed within 24 hours.",
  "Most breakdown visits are made within 48 hours. If you have no heating or hot water and a vulnerable person lives at home, we aim to attend the same day.",
  "Boilers older than 15 years may not be accepted onto Boiler Care. Cancelling the plan within the first 14 days gives a full refund. Plan prices are fixed until 31 March 2027.",
];

export const BOILER_SERVICING: Case[] = [
  {
    question: "How much more is an oil boiler service than a gas one?",
    contexts: retrieved(SERVICING, 1, 4, 3),
    answer: [ok("Servicing an oil boiler costs £30 more than servicing a gas one.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "Is the care plan better value than just paying for a gas service each year?",
    contexts: SERVICING,
    answer: [
      ok(
        "Boiler Care comes to £168 a year, £79 more than a one-off gas service, but it also covers breakdown call-outs and parts.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question:
      "I'm a landlord. What if I get the gas certificate done at the same visit as the service?",
    contexts: SERVICING,
    answer: [
      ok("Booking the CP12 alongside a service saves you £20, so it's £45 rather than £65."),
    ],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "How long will the engineer be here?",
    contexts: SERVICING,
    answer: [ok("Roughly three quarters of an hour.")],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "How fast do you come out when the boiler packs up?",
    contexts: SERVICING,
    answer: [
      ok(
        "Usually within two days, and we try to get there the same day if you've no heat or hot water and someone vulnerable lives with you.",
      ),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "Who actually does the work in Bristol?",
    contexts: SERVICING,
    answer: [
      ok(
        "The work is carried out by Gas Safe registered engineers, led in Bristol by Tomasz Nowak.",
      ),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "What does Boiler Care include, and when can I get an appointment?",
    contexts: SERVICING,
    answer: [
      ok(
        "Boiler Care covers your yearly service, unlimited breakdown call-outs and up to £1,000 of parts a year [2].",
      ),
      ok("Engineers visit on weekdays from 8 am to 5 pm [3]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Do you install heat pumps?",
    contexts: [],
    answer: [refuse("I don't have any information about heat pump installation, sorry.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "How soon do I get the landlord certificate?",
    contexts: retrieved(SERVICING, 4, 2),
    answer: [ok("It will be emailed to you within twenty-four hours.")],
    kind: null,
    tags: ["spelled-number", "reordered"],
  },
  {
    question: "My boiler is 20 years old. Can it go on the plan, and what if I change my mind?",
    contexts: SERVICING,
    answer: [
      ok("Your boiler is past the 15-year mark, so it might not be accepted onto Boiler Care."),
      ok("If you do join and cancel within the first two weeks, you get all your money back."),
    ],
    kind: null,
    tags: ["low-overlap", "unit"],
  },
  {
    question:
      "I've just joined Boiler Care. When can I call you out, and how quickly will you come?",
    contexts: SERVICING,
    answer: [
      say("Welcome aboard!"),
      ok(
        "Breakdown cover kicks in once you've been a member for 30 days, and after that most visits happen within 48 hours.",
      ),
    ],
    kind: null,
    tags: ["merged", "low-overlap"],
  },
  {
    question: "How much is a gas boiler service?",
    contexts: SERVICING,
    answer: [bad("number", "Our annual gas boiler service costs £99 and takes about 45 minutes.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would a gas service plus the landlord certificate cost?",
    contexts: SERVICING,
    answer: [bad("derivation", "A gas service with the CP12 comes to £154 altogether.")],
    kind: "derivation",
    tags: ["derivable-by-chance"],
  },
  {
    question: "Is the plan price going to go up?",
    contexts: SERVICING,
    answer: [bad("date", "The £14 monthly price of Boiler Care is fixed until 31 May 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who is the engineer for Bristol?",
    contexts: SERVICING,
    answer: [bad("entity", "The lead engineer for the Bristol area is Marek Nowak.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can I cancel Boiler Care if I change my mind?",
    contexts: SERVICING,
    answer: [bad("negation", "If you cancel within the first 14 days, you won't get a refund.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Do you always get to breakdowns within 48 hours?",
    contexts: SERVICING,
    answer: [bad("quantifier", "Yes, all breakdown visits are made within 48 hours.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Will my 17-year-old boiler be accepted onto the plan?",
    contexts: SERVICING,
    answer: [bad("modal", "Boilers older than 15 years will not be accepted onto Boiler Care.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What does a service involve?",
    contexts: SERVICING,
    answer: [
      ok(
        "Each service includes a safety check and a flue gas analysis, and takes around 45 minutes.",
      ),
      bad("fabricated", "The engineer will also bleed your radiators free of charge."),
    ],
    kind: "fabricated",
  },
  {
    question: "Do you charge for call-outs?",
    contexts: [],
    answer: [bad("empty-context", "Breakdown call-outs cost £75 if you're not on a plan.")],
    kind: "empty-context",
  },
  {
    question: "How much is a CP12, and how do I receive it?",
    contexts: SERVICING,
    answer: [
      ok("A CP12 on its own costs £65 [4]."),
      miscite("It's emailed to you within 24 hours [2]."),
    ],
    kind: "citation",
  },
  {
    question: "How much is an oil boiler service?",
    contexts: retrieved(SERVICING, 1, 5),
    answer: [refuse("Sorry, I don't have pricing for oil boiler services.")],
    kind: "over-refusal",
  },
];
