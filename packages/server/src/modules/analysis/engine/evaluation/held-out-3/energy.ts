import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

const TARIFF = [
  "The Fixed Saver tariff locks the electricity unit rate at 24.5p per kWh for 12 months.",
  "The standing charge on Fixed Saver is 53p per day.",
  "Leaving Fixed Saver before the end of the term costs an exit fee of £75 per fuel.",
];

const METER = [
  "Smart meter installations are free and take about 2 hours.",
  "An adult must be at home for the whole installation.",
  "After installation, readings are sent to us automatically every 30 minutes.",
];

const OUTAGE = [
  "Report a power cut by calling 105 from any phone; the call is free.",
  "Customers on the Priority Services Register receive updates by text during every outage.",
  "If power is off for more than 12 hours, you are entitled to £95 in compensation.",
];

const DIRECT_DEBIT = [
  "Direct Debit payments are taken on the first working day of each month.",
  "Customers who pay by Direct Debit get a £5 monthly discount.",
  "We review Direct Debit amounts every 6 months and will write to you 10 days before any change.",
];

const SOLAR = [
  "The Smart Export Guarantee pays 15p for every kWh of solar electricity exported to the grid.",
  "Export payments are made quarterly, in January, April, July and October.",
  "Installations must be certified by MCS to qualify for export payments.",
  "Battery storage systems are not eligible for export payments unless they are charged from solar panels.",
];

const WARM_HOME = [
  "The Warm Home Discount gives eligible households £150 off their electricity bill.",
  "The discount is applied automatically between October and March for most customers receiving Pension Credit.",
  "Applications for other eligible customers open on 15 October 2026.",
];

export const ENERGY: Case[] = [
  {
    question: "How long is the Fixed Saver price fixed for?",
    contexts: TARIFF,
    answer: [ok("On Fixed Saver your electricity unit rate stays at 24.5p per kWh for a year.")],
    kind: null,
    tags: ["unit", "paraphrase"],
  },
  {
    question: "I have gas and electricity on Fixed Saver. What would leaving early cost me?",
    contexts: TARIFF,
    answer: [
      ok("Leaving both fuels early would cost £150 in exit fees, since each fuel is charged £75."),
    ],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "What do I need to know about getting a smart meter?",
    contexts: METER,
    answer: [
      ok(
        "Fitting costs you nothing, but a grown-up has to stay in throughout the roughly two-hour visit.",
      ),
    ],
    kind: null,
    tags: ["merged", "low-overlap", "spelled-number"],
  },
  {
    question: "Will I still need to send meter readings?",
    contexts: METER,
    answer: [
      ok("No, once it is fitted the meter reports its readings to us by itself every half hour."),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "How do I report a power cut?",
    contexts: OUTAGE,
    answer: [ok("Ring 105, which is free from any phone, to let us know about a power cut.")],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "Do I get anything if my power is off overnight?",
    contexts: OUTAGE,
    answer: [
      ok("If the power has been off for longer than 12 hours, you can claim £95 compensation."),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "Why should I pay by Direct Debit, and can the amount change?",
    contexts: DIRECT_DEBIT,
    answer: [
      ok("Paying by Direct Debit takes £5 off your bill each month [2]."),
      ok(
        "The amount is looked at twice a year, and we'll write to you ten days before it changes [3].",
      ),
    ],
    kind: null,
    tags: ["citation", "unit", "spelled-number"],
  },
  {
    question: "When do I get paid for my solar exports?",
    contexts: SOLAR,
    answer: [ok("Export payments arrive four times a year: in January, April, July and October.")],
    kind: null,
    tags: ["unit", "spelled-number"],
  },
  {
    question: "Does my home battery earn export payments?",
    contexts: SOLAR,
    answer: [
      ok("A battery only qualifies for export payments if it is charged from solar panels."),
      say("Let me know if you want help checking your set-up."),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "I get Pension Credit. Do I have to apply for the Warm Home Discount?",
    contexts: WARM_HOME,
    answer: [
      ok(
        "Most Pension Credit customers don't need to apply: the £150 comes off their electricity bill automatically between October and March.",
      ),
    ],
    kind: null,
    tags: ["merged", "reordered"],
  },
  {
    question: "Do you have a tariff for charging an electric car?",
    contexts: TARIFF,
    answer: [
      refuse(
        "I don't see an electric-vehicle tariff in the information I have, so I can't tell you about one.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  // Planted errors.
  {
    question: "What's the standing charge on Fixed Saver?",
    contexts: TARIFF,
    answer: [bad("number", "The standing charge on Fixed Saver is 58p per day.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "I have gas and electricity on Fixed Saver. What would leaving early cost me?",
    contexts: TARIFF,
    answer: [bad("derivation", "Leaving early with both fuels would cost £175 in exit fees.")],
    kind: "derivation",
  },
  {
    question: "When can I apply for the Warm Home Discount?",
    contexts: WARM_HOME,
    answer: [bad("date", "Applications for other eligible customers open on 15 November 2026.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "What certification do my solar panels need?",
    contexts: SOLAR,
    answer: [
      bad("entity", "Installations must be certified by NICEIC to qualify for export payments."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Do I have to be home for the smart meter installation?",
    contexts: METER,
    answer: [
      ok("The installation is free and takes around two hours."),
      bad("negation", "An adult does not need to be at home for the whole installation."),
    ],
    kind: "negation",
  },
  {
    question: "Will I hear from you during a power cut? I'm on the Priority Services Register.",
    contexts: OUTAGE,
    answer: [
      bad(
        "quantifier",
        "Customers on the Priority Services Register receive updates by text during some outages.",
      ),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Will you tell me before my Direct Debit changes?",
    contexts: DIRECT_DEBIT,
    answer: [
      bad(
        "modal",
        "We review Direct Debit amounts every 6 months and may write to you 10 days before any change.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "How do I report a power cut?",
    contexts: OUTAGE,
    answer: [
      ok("Call 105 from any phone to report it, free of charge."),
      bad(
        "fabricated",
        "You can also follow the repair on the outage map in our app, which shows when power is expected back.",
      ),
    ],
    kind: "fabricated",
  },
  {
    question: "How much is the Warm Home Discount?",
    contexts: [],
    answer: [
      bad("empty-context", "The Warm Home Discount is worth £140 and is paid as a voucher."),
    ],
    kind: "empty-context",
  },
  {
    question: "How do I report a power cut, and is there compensation?",
    contexts: OUTAGE,
    answer: [
      ok("Calling 105 to report a power cut costs nothing from any phone [1]."),
      miscite("After 12 hours without power you are owed £95 in compensation [2]."),
    ],
    kind: "citation",
  },
  {
    question: "How long does a smart meter installation take?",
    contexts: METER,
    answer: [refuse("I'm afraid I don't have details about how long installations take.")],
    kind: "over-refusal",
  },
];
