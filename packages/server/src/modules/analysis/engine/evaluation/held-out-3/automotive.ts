import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

const SERVICE = [
  "A full service is due every 20,000 km or every 12 months, whichever comes first.",
  "A full service at the Northgate workshop costs €289 and takes about 3 hours.",
  "An interim service costs €149 and covers the oil, the oil filter and a 30-point safety check.",
];

const WARRANTY = [
  "New vehicles come with a 3-year or 100,000 km warranty.",
  "Servicing at an independent garage does not void the warranty, as long as manufacturer-approved parts are used.",
  "Tyres, wiper blades and brake pads are not covered by the warranty.",
  "The battery of an electric model is covered for 8 years.",
];

const TYRES = [
  "Winter tyres are required by law from 1 November to 15 April when there is snow or ice on the road.",
  "Tyre storage at the workshop costs €60 per season.",
  "Every tyre change includes a free wheel balance.",
];

const COURTESY = [
  "A courtesy car is available for repairs lasting longer than one day.",
  "Courtesy car drivers must be at least 23 years old and have held a licence for 2 years.",
  "The fuel tank must be returned at the same level, or a refuelling charge of €25 applies.",
];

const RECALL = [
  "The recall affects Corsa Flex models built between 3 June 2024 and 19 January 2025.",
  "Affected cars may have a faulty seat-belt pretensioner on the driver's side.",
  "The repair is free of charge and takes about 45 minutes.",
  "Owners will be contacted by letter; no action is needed before the letter arrives.",
];

const EV_CHARGING = [
  "The Corsa Flex Electric charges from 10% to 80% in 30 minutes on a 100 kW fast charger.",
  "A full charge on a 7 kW home wallbox takes about 8 hours.",
  "The official range is 402 km on a full battery.",
];

export const AUTOMOTIVE: Case[] = [
  {
    question: "How often do I need a full service?",
    contexts: SERVICE,
    answer: [
      ok(
        "Book a full service once a year, or sooner if you reach 20,000 km before the year is up.",
      ),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "How much more is a full service than an interim one?",
    contexts: SERVICE,
    answer: [ok("A full service is €140 dearer than an interim service.")],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "Can I get my car serviced at a local garage without losing the warranty?",
    contexts: WARRANTY,
    answer: [
      ok(
        "Yes, your warranty stays valid at an independent garage provided it fits manufacturer-approved parts.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "What does the warranty exclude?",
    contexts: WARRANTY,
    answer: [
      say("Here's what I found."),
      ok("Brake pads, wiper blades and tyres fall outside the warranty [3]."),
      ok("For electric models, the battery is covered for eight years [4]."),
    ],
    kind: null,
    tags: ["citation", "reordered", "spelled-number"],
  },
  {
    question: "Do I need winter tyres?",
    contexts: TYRES,
    answer: [
      ok(
        "Between 1 November and 15 April the law says you need winter tyres whenever the roads have snow or ice on them.",
      ),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "How much of the battery does a fast charge add?",
    contexts: EV_CHARGING,
    answer: [
      ok(
        "Thirty minutes on a 100 kW fast charger adds 70% of the battery, taking it from 10% to 80%.",
      ),
    ],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "Can my 21-year-old son drive the courtesy car?",
    contexts: COURTESY,
    answer: [
      ok(
        "No, because courtesy car drivers have to be 23 or older and have had their licence for two years.",
      ),
    ],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "Is my 2024 Corsa Flex part of the recall, and what do I need to do?",
    contexts: RECALL,
    answer: [
      ok(
        "It is affected if it was built from 3 June 2024 to 19 January 2025; you don't need to do anything until you get a letter, and the fix costs nothing.",
      ),
    ],
    kind: null,
    tags: ["merged", "low-overlap"],
  },
  {
    question: "How long will the recall repair take?",
    contexts: RECALL,
    answer: [ok("The repair should take roughly three quarters of an hour.")],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "How fast does the electric Corsa charge?",
    contexts: EV_CHARGING,
    answer: [
      ok(
        "On a 100 kW fast charger it goes from 10% to 80% in half an hour, while a full charge from a 7 kW wallbox at home takes around eight hours.",
      ),
    ],
    kind: null,
    tags: ["merged", "unit", "spelled-number"],
  },
  {
    question: "Does the Corsa Flex have adaptive cruise control?",
    contexts: EV_CHARGING,
    answer: [
      refuse(
        "I only have charging and range details for the Corsa Flex Electric, so I can't say whether it has adaptive cruise control.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  // Planted errors.
  {
    question: "How long does a full service take?",
    contexts: SERVICE,
    answer: [
      bad("number", "A full service at the Northgate workshop costs €289 and takes about 4 hours."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How many kilometres of range does 10% to 80% add?",
    contexts: EV_CHARGING,
    answer: [bad("derivation", "Charging from 10% to 80% adds about 322 km of range.")],
    kind: "derivation",
    // 402 − 80: the range at 80%, not what the charge adds (about 281 km).
    tags: ["derivable-by-chance"],
  },
  {
    question: "Which cars are in the recall?",
    contexts: RECALL,
    answer: [
      bad(
        "date",
        "The recall affects Corsa Flex models built between 3 June 2024 and 19 March 2025.",
      ),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Where can I get a full service for €289?",
    contexts: SERVICE,
    answer: [
      bad("entity", "A full service at the Southgate workshop costs €289 and takes about 3 hours."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Are brake pads covered by the warranty?",
    contexts: WARRANTY,
    answer: [bad("negation", "Tyres, wiper blades and brake pads are covered by the warranty.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Is wheel balancing included when you change my tyres?",
    contexts: TYRES,
    answer: [bad("quantifier", "Some tyre changes include a free wheel balance.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Do I have to refill the courtesy car?",
    contexts: COURTESY,
    answer: [
      bad(
        "modal",
        "A refuelling charge of €25 may apply if the fuel tank is not returned at the same level.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What does an interim service include?",
    contexts: SERVICE,
    answer: [
      ok(
        "For €149, an interim service covers the oil and oil filter plus a 30-point safety check.",
      ),
      bad("fabricated", "It also includes a free top-up of screen wash and coolant."),
    ],
    kind: "fabricated",
  },
  {
    question: "What's the range of the Corsa Flex Electric?",
    contexts: [],
    answer: [bad("empty-context", "The Corsa Flex Electric has an official range of 350 km.")],
    kind: "empty-context",
  },
  {
    question: "Who can drive a courtesy car and when do I get one?",
    contexts: COURTESY,
    answer: [
      miscite("You get a courtesy car when the repair takes more than a day [2]."),
      ok("Drivers need to be at least 23 and have held a licence for two years [2]."),
    ],
    kind: "citation",
  },
  {
    question: "Is the recall repair free?",
    contexts: RECALL,
    answer: [refuse("I don't have information on whether the recall repair is charged, sorry.")],
    kind: "over-refusal",
  },
];
