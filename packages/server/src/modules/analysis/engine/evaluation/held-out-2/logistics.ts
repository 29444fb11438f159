import { bad, type Case, miscite, ok, refuse } from "./build";

const FREIGHT = [
  "Pallets must not exceed 1,000 kg or a height of 1.8 metres.",
  "Hazardous goods require a UN number on the shipping documents and are only accepted at the Duisburg hub.",
  "Collections booked before 11:00 are picked up the same working day.",
];

const LANES = [
  "Road freight from Duisburg to Milan takes 2 days; to Madrid it takes 4 days.",
  "Sea freight from Rotterdam to Shanghai departs every Thursday and takes 32 days port to port.",
  "Customs clearance in Shanghai is handled by our partner Haixin Logistics.",
];

const CLAIMS = [
  "Damage must be noted on the proof of delivery and reported within 7 days.",
  "Liability is limited to 8.33 SDR per kilogram of gross weight, as set by the CMR convention.",
  "Claims are handled by the claims desk at claims@fastfreight.example.",
];

const WAREHOUSE = [
  "The Venlo warehouse stores goods at 15 to 25 °C and operates 24 hours a day, 6 days a week.",
  "Storage is charged at €9 per pallet per week; handling in and out costs €4.50 per pallet each way.",
  "Inventory counts are run every quarter.",
];

const HOLIDAYS = [
  "The depots are closed on December 25 and 26 and on January 1.",
  "Orders for delivery before Christmas must be booked by December 15.",
  "All drivers will carry handheld scanners from March 2, 2026.",
];

export const LOGISTICS: Case[] = [
  {
    question: "What's the maximum pallet weight?",
    contexts: FREIGHT,
    answer: [ok("A single pallet can weigh up to one tonne and stand no taller than 1.8 metres.")],
    kind: null,
    tags: ["unit", "paraphrase"],
  },
  {
    question: "Where can I drop off hazardous goods?",
    contexts: FREIGHT,
    answer: [
      ok(
        "Dangerous goods are taken only at our Duisburg hub, and the paperwork has to show a UN number.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "reordered"],
  },
  {
    question: "If I book a collection at 10:30, when is it picked up?",
    contexts: FREIGHT,
    answer: [ok("Since you booked before 11:00, the driver collects it that same working day.")],
    kind: null,
    tags: ["reordered"],
  },
  {
    question: "How do Milan and Madrid compare by road?",
    contexts: LANES,
    answer: [ok("Road freight to Madrid takes twice as long as road freight to Milan.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "How often does the Shanghai ship leave?",
    contexts: LANES,
    answer: [
      ok(
        "There's a weekly Thursday sailing from Rotterdam to Shanghai, and the crossing lasts 32 days.",
      ),
    ],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "How long do I have to report damage?",
    contexts: CLAIMS,
    answer: [
      ok(
        "You have one week to report damage, and it needs to be written on the proof of delivery.",
      ),
    ],
    kind: null,
    tags: ["unit", "reordered"],
  },
  {
    question: "What temperature is the Venlo warehouse kept at?",
    contexts: WAREHOUSE,
    answer: [
      ok("Goods in Venlo are kept between 15 and 25 °C [1]."),
      ok("Stock is counted once every three months [3]."),
    ],
    kind: null,
    tags: ["citation", "unit"],
  },
  {
    question: "When do I need to book for Christmas delivery?",
    contexts: HOLIDAYS,
    answer: [
      ok("To arrive before Christmas, an order has to be booked no later than 15 December."),
    ],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "What does storage cost for the first week?",
    contexts: WAREHOUSE,
    answer: [
      ok(
        "A pallet's first week costs €13.50 once the €4.50 inbound handling is added to the €9 storage fee.",
      ),
    ],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "Do you insure high-value electronics?",
    contexts: CLAIMS,
    answer: [
      refuse(
        "I can't find anything about extra insurance for high-value goods in these documents.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  // Planted errors.
  {
    question: "What's the liability limit?",
    contexts: CLAIMS,
    answer: [
      bad(
        "number",
        "Under the CMR convention, liability is limited to 3.83 SDR per kilogram of gross weight.",
      ),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How long is a round trip from Duisburg to Madrid by road?",
    contexts: LANES,
    answer: [bad("derivation", "A round trip by road between Duisburg and Madrid takes 10 days.")],
    kind: "derivation",
  },
  {
    question: "Which days are the depots closed?",
    contexts: HOLIDAYS,
    answer: [bad("date", "The depots close on December 25 and 26 and on January 2.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who handles customs in Shanghai?",
    contexts: LANES,
    answer: [
      bad("entity", "Customs clearance in Shanghai is done by our partner Yangtze Logistics."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can I send hazardous goods through Duisburg?",
    contexts: FREIGHT,
    answer: [bad("negation", "Hazardous goods are not accepted at the Duisburg hub.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Will every driver have a scanner?",
    contexts: HOLIDAYS,
    answer: [
      bad("quantifier", "Only some drivers will carry handheld scanners from March 2, 2026."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What do I do about damaged freight?",
    contexts: CLAIMS,
    answer: [
      bad("modal", "Damage may be noted on the proof of delivery and reported within 7 days."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Is the Venlo warehouse open on Sundays?",
    contexts: WAREHOUSE,
    answer: [
      ok("Venlo runs around the clock, six days a week."),
      bad("fabricated", "The Venlo warehouse is closed on Sundays."),
    ],
    kind: "fabricated",
  },
  {
    question: "What is the cut-off for same-day collection?",
    contexts: [],
    answer: [bad("empty-context", "Collections booked before noon are picked up the same day.")],
    kind: "empty-context",
  },
  {
    question: "What are the pallet limits and the hazmat rules?",
    contexts: FREIGHT,
    answer: [
      miscite("A pallet can't be heavier than 1,000 kg [2]."),
      ok("Hazardous goods need a UN number on their documents [2]."),
    ],
    kind: "citation",
  },
];
