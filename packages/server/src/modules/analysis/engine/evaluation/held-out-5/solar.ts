import { bad, type Case, miscite, ok, refuse } from "../held-out-2/build";
import { retrieved } from "./retrieved";

const QUOTE = [
  "A standard 4 kW system from Brightfield Solar has 10 panels and costs £6,800 installed. A 6 kW system has 15 panels and costs £9,200.",
  "Installation takes 2 days once scaffolding is up. A survey visit is booked within 10 working days of your enquiry.",
  "Panels carry a 25-year performance warranty; the inverter is warranted for 10 years.",
  "A battery adds £3,400 to the price. Most homes with a battery use about 70% of the power they generate, compared with 35% without one.",
  "Payments: a £500 deposit at booking, and the balance on the day the installation is signed off. Brightfield may offer finance over 5 years, subject to a credit check.",
  "Installations booked before 31 January 2027 qualify for free bird-proofing. Your installer is Harlow Renewables, and aftercare is run by Sunline Support.",
];

export const SOLAR: Case[] = [
  {
    question: "How much more is the 6 kW system than the 4 kW one?",
    contexts: retrieved(QUOTE, 1, 4, 3),
    answer: [ok("Going up to 6 kW costs £2,400 more and gets you five extra panels.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "What's the price per panel on the 4 kW system?",
    contexts: QUOTE,
    answer: [ok("On the smaller system that works out at £680 a panel, installation included.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "How long does the whole process take?",
    contexts: QUOTE,
    answer: [
      ok(
        "Expect a surveyor within ten working days of getting in touch, and the fitting itself takes a couple of days once the scaffolding is in place.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number", "low-overlap"],
  },
  {
    question: "How long am I covered if something breaks?",
    contexts: retrieved(QUOTE, 3, 1),
    answer: [
      ok(
        "The panels' output is guaranteed for a quarter of a century, and the inverter for a decade.",
      ),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "Is a battery worth it?",
    contexts: QUOTE,
    answer: [
      ok(
        "In most homes a battery roughly doubles the share of your own solar power you get to use, from 35% to around 70%.",
      ),
    ],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "What would a 6 kW system with a battery cost altogether?",
    contexts: QUOTE,
    answer: [ok("With the battery added, the 6 kW system comes to £12,600.")],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "If I go for the 4 kW system, what do I pay at the end?",
    contexts: QUOTE,
    answer: [
      ok(
        "After the £500 you put down when booking, you'd settle the remaining £6,300 once the installation is signed off.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "Who fits the panels and who do I call afterwards?",
    contexts: QUOTE,
    answer: [
      ok("Harlow Renewables does the fitting [6]."),
      ok("For anything after that, Sunline Support looks after you [6]."),
    ],
    kind: null,
    tags: ["citation", "low-overlap"],
  },
  {
    question: "Can Brightfield install panels on a thatched roof?",
    contexts: [],
    answer: [refuse("I don't have any information about thatched roofs, so I can't answer that.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Is bird-proofing included?",
    contexts: QUOTE,
    answer: [ok("If you book before 31 January 2027, the bird-proofing comes free.")],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "How many panels are in the 4 kW system?",
    contexts: QUOTE,
    answer: [
      ok(
        "It comes with ten panels and costs £6,800 fitted, and the panels' performance is guaranteed for 25 years.",
      ),
    ],
    kind: null,
    tags: ["spelled-number", "paraphrase", "merged"],
  },
  // Planted errors.
  {
    question: "How much is the 6 kW system?",
    contexts: QUOTE,
    answer: [bad("number", "The 6 kW system has 15 panels and costs £9,600 installed.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How much would the 4 kW system plus a battery be?",
    contexts: QUOTE,
    answer: [
      ok("A battery puts £3,400 on the price."),
      bad("derivation", "So a 4 kW system with a battery costs £10,400 in total."),
    ],
    kind: "derivation",
  },
  {
    question: "When do I need to book to get free bird-proofing?",
    contexts: retrieved(QUOTE, 6, 5, 2),
    answer: [
      bad("date", "Installations booked before 31 March 2027 qualify for free bird-proofing."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who will do my installation?",
    contexts: QUOTE,
    answer: [
      bad("entity", "Your installer will be Sunline Support."),
      ok("It takes two days once the scaffolding is up."),
    ],
    kind: "entity",
    tags: ["in-context-swap"],
  },
  {
    question: "What warranties do I get?",
    contexts: QUOTE,
    answer: [
      bad(
        "negation",
        "The panels have a 25-year performance warranty, but the inverter has no warranty at all.",
      ),
    ],
    kind: "negation",
  },
  {
    question: "How much of my solar power will I use with a battery?",
    contexts: QUOTE,
    answer: [
      bad("quantifier", "All homes with a battery use about 70% of the power they generate."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Can I spread the cost?",
    contexts: QUOTE,
    answer: [
      ok("You pay £500 as a deposit when you book."),
      bad("modal", "Brightfield will offer you finance over 5 years, subject to a credit check."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "How long does installation take?",
    contexts: QUOTE,
    answer: [
      ok("It takes two days once scaffolding is up."),
      bad(
        "fabricated",
        "The scaffolding is put up free of charge the day before your installation.",
      ),
    ],
    kind: "fabricated",
  },
  {
    question: "Do the panels work in winter?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "Brightfield panels still produce about 40% of their summer output in December.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "What does the small system cost, and how long is the inverter warranty?",
    contexts: QUOTE,
    answer: [
      ok("A 4 kW system costs £6,800 installed [1]."),
      miscite("The inverter is warranted for a decade [1]."),
    ],
    kind: "citation",
  },
  {
    question: "How long is the panel warranty?",
    contexts: QUOTE,
    answer: [refuse("Sorry, I don't see any warranty details in the documents I have.")],
    kind: "over-refusal",
  },
];
