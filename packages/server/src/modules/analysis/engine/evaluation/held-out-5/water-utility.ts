import { bad, type Case, miscite, ok, refuse } from "../held-out-2/build";
import { retrieved } from "./retrieved";

const WATER = [
  "Metered customers of Calder Vale Water pay £2.10 per cubic metre of water and £1.90 per cubic metre of sewerage. A standing charge of £36 a year applies to every account.",
  "Meters are read every 6 months; most bills in between are estimated. You can submit your own reading online at any time.",
  "Fitting a meter is free, and if your bills go up you can switch back to unmetered charges within 24 months.",
  "Customers on the WaterSure scheme have their bill capped at £420 a year. Leaks on your side of the boundary are your responsibility, but we repair the first leak on your supply pipe free of charge.",
  "A hosepipe ban may be introduced if reservoir levels fall below 60%. The current ban was lifted on 14 October 2026.",
  "Billing queries go to our customer team in Halifax; emergencies such as burst mains are handled by our Leeds control room around the clock.",
];

export const WATER_UTILITY: Case[] = [
  {
    question: "What does each cubic metre cost me in total?",
    contexts: WATER,
    answer: [ok("Water and sewerage together come to £4 for every cubic metre you use.")],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "What would 50 cubic metres cost?",
    contexts: WATER,
    answer: [ok("Using 50 cubic metres would cost £200, before the standing charge.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "We use about 100 cubic metres a year. What's our annual bill?",
    contexts: WATER,
    answer: [
      ok(
        "For 100 cubic metres you'd pay £400 for usage plus the £36 standing charge, so £436 a year.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "How often is my meter read?",
    contexts: retrieved(WATER, 2, 3),
    answer: [
      ok("Someone reads it twice a year, and the bills between readings are usually estimates."),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "Can I go back if a meter costs me more?",
    contexts: WATER,
    answer: [ok("Yes, you have two years to return to unmetered charges if your bills rise.")],
    kind: null,
    tags: ["unit", "spelled-number"],
  },
  {
    question: "Do I pay to have a meter put in?",
    contexts: WATER,
    answer: [ok("There's no charge at all for installing one.")],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "What's the most I'd pay each month on WaterSure?",
    contexts: retrieved(WATER, 4, 1),
    answer: [ok("WaterSure limits you to £35 a month on average, or £420 over the year.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "Who fixes a leak on my supply pipe?",
    contexts: WATER,
    answer: [
      ok(
        "Leaks on your own side are down to you, although the first one on your supply pipe gets fixed at no cost.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "Can I give my own meter reading, and who do I call about a burst main?",
    contexts: WATER,
    answer: [
      ok("You can send in a reading online whenever you like [2]."),
      ok("Burst mains are dealt with day and night by the Leeds control room [6]."),
    ],
    kind: null,
    tags: ["citation", "low-overlap"],
  },
  {
    question: "Is my water hard or soft?",
    contexts: WATER,
    answer: [refuse("I can't find anything about water hardness in the information I have.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Is there a hosepipe ban at the moment?",
    contexts: WATER,
    answer: [
      ok(
        "The last ban ended on 14 October 2026, though another can be brought in if reservoirs drop under 60%.",
      ),
    ],
    kind: null,
    tags: ["merged", "reordered"],
  },
  // Planted errors.
  {
    question: "What is the sewerage charge?",
    contexts: WATER,
    answer: [bad("number", "Sewerage costs £1.60 per cubic metre on a meter.")],
    kind: "number",
  },
  {
    question: "What's the combined rate per cubic metre?",
    contexts: WATER,
    answer: [
      ok("Water is £2.10 and sewerage £1.90 for each cubic metre."),
      bad("derivation", "That's £4.50 per cubic metre in total."),
    ],
    kind: "derivation",
  },
  {
    question: "When was the hosepipe ban lifted?",
    contexts: retrieved(WATER, 5, 6, 2),
    answer: [bad("date", "The hosepipe ban was lifted on 14 September 2026.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who do I contact about my bill?",
    contexts: WATER,
    answer: [bad("entity", "Billing queries are handled by the customer team in Leeds.")],
    kind: "entity",
    tags: ["in-context-swap"],
  },
  {
    question: "Is it free to fit a meter?",
    contexts: WATER,
    answer: [
      bad("negation", "Fitting a meter is not free, but you can switch back within 24 months."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Are my bills between readings real readings?",
    contexts: WATER,
    answer: [bad("quantifier", "Every bill between the six-monthly readings is estimated.")],
    kind: "quantifier",
  },
  {
    question: "When do hosepipe bans happen?",
    contexts: WATER,
    answer: [bad("modal", "A hosepipe ban will be introduced if reservoir levels fall below 60%.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "How does WaterSure work?",
    contexts: WATER,
    answer: [
      ok("WaterSure puts a £420 yearly cap on your bill."),
      bad("fabricated", "To join WaterSure you need a household of at least three people."),
    ],
    kind: "fabricated",
  },
  {
    question: "Do you give rebates for water butts?",
    contexts: [],
    answer: [
      bad("empty-context", "Calder Vale Water gives a £15 rebate on every water butt you buy."),
    ],
    kind: "empty-context",
  },
  {
    question: "What is the standing charge, and how often are meters read?",
    contexts: WATER,
    answer: [
      ok("Every account pays a £36 standing charge each year [1]."),
      miscite("Meters get read every six months [3]."),
    ],
    kind: "citation",
  },
  {
    question: "Is fitting a meter free?",
    contexts: WATER,
    answer: [refuse("I'm sorry, I don't know whether fitting a meter is charged.")],
    kind: "over-refusal",
  },
];
