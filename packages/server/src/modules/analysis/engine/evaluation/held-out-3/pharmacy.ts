import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

const REFILLS = [
  "Prescription refills requested through the app are ready for pickup within 24 hours.",
  "Controlled substances cannot be refilled through the app and must be requested at the counter.",
  "All refill requests are checked by a pharmacist before they are filled.",
  "Patients enrolled in auto-refill receive a text message 3 days before each refill is processed.",
];

const HOURS = [
  "The Elm Street pharmacy is open 8:00 to 21:00 Monday to Friday and 9:00 to 17:00 on Saturday.",
  "The pharmacy is closed on Sundays and public holidays.",
  "The pharmacist on duty on weekday evenings is Dana Whitfield.",
];

const VACCINES = [
  "Flu vaccinations are offered without an appointment from 1 October to 31 January.",
  "Adults over 65 receive the high-dose flu vaccine at no charge.",
  "The shingles vaccine is given in two doses, 2 to 6 months apart.",
  "Children under 12 are vaccinated by the clinic's nurse, Marta Keane, on Tuesdays only.",
];

const DELIVERY = [
  "Home delivery is free for orders over $35; smaller orders pay a $4.99 fee.",
  "Deliveries arrive within 2 business days in the metro area.",
  "Refrigerated medicines, such as insulin, are delivered in insulated boxes with ice packs.",
  "Deliveries of controlled substances require a signature from an adult aged 18 or over.",
];

const GENERIC = [
  "The generic version of Lipitor, atorvastatin, costs $12 for a 30-day supply.",
  "The brand-name Lipitor costs $187 for a 30-day supply.",
  "A 90-day supply of the generic costs $30 through mail order.",
];

const RETURNS = [
  "Dispensed medicines cannot be returned or exchanged once they leave the pharmacy.",
  "Unused medicines can be dropped in the take-back bin by the entrance for safe disposal.",
  "Sharps containers are accepted at the counter on the first Saturday of every month.",
];

export const PHARMACY: Case[] = [
  {
    question: "How long does an app refill take?",
    contexts: REFILLS,
    answer: [
      ok("A refill you ask for in the app will be waiting for you to collect within a day."),
    ],
    kind: null,
    tags: ["unit", "paraphrase"],
  },
  {
    question: "Can I refill a controlled substance in the app?",
    contexts: REFILLS,
    answer: [
      ok(
        "No: refills of controlled substances have to be requested in person at the counter, not in the app.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "Will I get a reminder with auto-refill?",
    contexts: REFILLS,
    answer: [ok("Yes, auto-refill sends you a text three days ahead of every refill.")],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "How long is the pharmacy open on Saturdays?",
    contexts: HOURS,
    answer: [ok("On Saturdays it is open for 8 hours, from 9:00 until 17:00.")],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "Can I pick up my prescription on Easter Monday?",
    contexts: HOURS,
    answer: [ok("Public holidays are days the pharmacy stays shut, as are Sundays.")],
    kind: null,
    tags: ["low-overlap", "reordered"],
  },
  {
    question: "Do I need to book a flu shot, and is it free for my mother, who is 70?",
    contexts: VACCINES,
    answer: [
      ok(
        "Walk-in flu shots run from 1 October through 31 January, and anyone over 65 gets the high-dose version free.",
      ),
    ],
    kind: null,
    tags: ["merged", "paraphrase"],
  },
  {
    question: "How does the shingles vaccine work?",
    contexts: VACCINES,
    answer: [ok("Shingles protection takes two shots, spaced between two and six months apart.")],
    kind: null,
    tags: ["spelled-number", "low-overlap"],
  },
  {
    question: "What does delivery cost and how fast is it?",
    contexts: DELIVERY,
    answer: [
      ok("Orders above $35 are brought to your home at no charge [1]."),
      ok("In the metro area, expect your parcel within two business days [2]."),
    ],
    kind: null,
    tags: ["citation", "spelled-number"],
  },
  {
    question: "How much would I save with the generic?",
    contexts: GENERIC,
    answer: [
      ok("Going generic saves you $175 on every 30-day supply compared with brand-name Lipitor."),
    ],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "How do you deliver insulin?",
    contexts: DELIVERY,
    answer: [
      say("Good question."),
      ok(
        "Medicines that must stay cold, insulin among them, travel in an insulated box packed with ice packs.",
      ),
    ],
    kind: null,
    tags: ["reordered", "low-overlap"],
  },
  {
    question: "Do you price-match other pharmacies?",
    contexts: GENERIC,
    answer: [
      refuse(
        "I can't find anything about price matching in the pharmacy's documents, so I can't say.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  // Planted errors.
  {
    question: "How quickly are app refills ready?",
    contexts: REFILLS,
    answer: [
      bad(
        "number",
        "Prescription refills requested through the app are ready for pickup within 48 hours.",
      ),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How much more does the brand cost than the generic?",
    contexts: GENERIC,
    answer: [
      bad("derivation", "Brand-name Lipitor costs $165 more than the generic for a 30-day supply."),
    ],
    kind: "derivation",
  },
  {
    question: "Until when can I walk in for a flu shot?",
    contexts: VACCINES,
    answer: [
      bad(
        "date",
        "Flu vaccinations are offered without an appointment from 1 October to 28 February.",
      ),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who vaccinates children?",
    contexts: VACCINES,
    answer: [
      bad(
        "entity",
        "Children under 12 are vaccinated by the clinic's nurse, Marta Keller, on Tuesdays.",
      ),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can I bring back medicine I no longer need?",
    contexts: RETURNS,
    answer: [
      bad(
        "negation",
        "Dispensed medicines can be returned or exchanged once they leave the pharmacy.",
      ),
      ok(
        "Anything unused can also go in the take-back bin at the entrance to be disposed of safely.",
      ),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Does a pharmacist look at my refill request?",
    contexts: REFILLS,
    answer: [
      bad("quantifier", "Some refill requests are checked by a pharmacist before they are filled."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Does someone have to sign for a controlled delivery?",
    contexts: DELIVERY,
    answer: [
      bad(
        "modal",
        "Deliveries of controlled substances may need a signature from an adult aged 18 or over.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Can I get my blood pressure checked at Elm Street?",
    contexts: HOURS,
    answer: [
      ok("On weekdays the Elm Street pharmacy opens at 8:00 and closes at 21:00."),
      bad(
        "fabricated",
        "A free blood pressure check is available at the counter during opening hours.",
      ),
    ],
    kind: "fabricated",
  },
  {
    question: "How long does a refill take?",
    contexts: [],
    answer: [bad("empty-context", "Refills requested online are usually ready in about 2 hours.")],
    kind: "empty-context",
  },
  {
    question: "What does delivery cost, and how is insulin sent?",
    contexts: DELIVERY,
    answer: [
      ok("Orders under $35 carry a $4.99 delivery fee [1]."),
      miscite("Insulin is shipped in an insulated box with ice packs [1]."),
    ],
    kind: "citation",
  },
  {
    question: "Is the pharmacy open on Sundays?",
    contexts: HOURS,
    answer: [refuse("Sorry, I don't have any information on Sunday opening hours.")],
    kind: "over-refusal",
  },
];
