import { bad, type Case, miscite, ok, refuse } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const PLANS = [
  "Kestrel Broadband's Fibre 150 plan costs £28 a month and Fibre 500 costs £39 a month, both on an 18-month contract. Monthly prices rise by £2.50 on 1 April each year.",
  "New lines are usually live within 10 working days of ordering. If an engineer visit is needed, it is free on weekdays and costs £45 on a Saturday.",
  "The Kestrel Hub 3 router is included free of charge and must be returned within 30 days of leaving, or a £60 fee is charged. Speeds may be slower at peak times, between 8pm and 11pm.",
  "If your broadband is down for more than 2 full days, you get £9.95 in compensation for each extra day it stays down. Most faults are fixed remotely within 48 hours.",
  "You can cancel without charge within 14 days of your service going live. After that, leaving early costs £20 for each month left on the contract.",
  "Faults can be reported on 0330 041 7720 from 8am to 10pm every day, or in the Kestrel app at any time. Our customer relations manager is Priya Nandakumar.",
];

export const BROADBAND_ISP: Case[] = [
  {
    question: "How much more is Fibre 500 than Fibre 150?",
    contexts: retrieved(PLANS, 1, 3),
    answer: [ok("Fibre 500 is £11 a month dearer than Fibre 150.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "What would Fibre 150 cost me over the whole contract, before any price rise?",
    contexts: PLANS,
    answer: [ok("Before any April increase, 18 months of Fibre 150 adds up to £504.")],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "My internet was down for five full days last week. What compensation do I get?",
    contexts: retrieved(PLANS, 4, 2),
    answer: [
      ok("Three of those days fall after the first two, so you'd be owed £29.85 in compensation."),
    ],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "Do I have to pay for the router?",
    contexts: PLANS,
    answer: [
      ok(
        "No, the Hub 3 costs you nothing, but if it isn't sent back within 30 days after you leave, there's a £60 charge.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "What does Fibre 500 cost, and can I get out of it if I change my mind?",
    contexts: PLANS,
    answer: [
      ok(
        "Fibre 500 is £39 a month on an 18-month contract, and you can cancel free of charge in the first 14 days after it goes live.",
      ),
    ],
    kind: null,
    tags: ["merged", "paraphrase"],
  },
  {
    question: "How long do faults usually take to fix?",
    contexts: PLANS,
    answer: [ok("Most are sorted out remotely inside two days.")],
    kind: null,
    tags: ["unit", "spelled-number"],
  },
  {
    question: "Will my internet be slow in the evening?",
    contexts: PLANS,
    answer: [ok("It might be, as speeds can dip at peak times between 8pm and 11pm.")],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "How do I report a fault, and what do I get if it drags on?",
    contexts: PLANS,
    answer: [
      ok("You can ring 0330 041 7720 between 8am and 10pm, or use the app whenever you like [6]."),
      ok(
        "If you're offline for over 2 full days, you're paid £9.95 for every day beyond that [4].",
      ),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Do you offer a static IP address?",
    contexts: [],
    answer: [
      refuse(
        "I'm sorry, I don't have any information about static IP addresses, so I can't say whether we offer them.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "What does it cost to leave early?",
    contexts: PLANS,
    answer: [
      ok(
        "Once the first 14 days are up, you're charged £20 for every month remaining on your contract.",
      ),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "I'm on Fibre 500 with six months left. What would leaving now cost me?",
    contexts: PLANS,
    answer: [ok("With six months still to run, the early exit charge would come to £120.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "How much is Fibre 150?",
    contexts: PLANS,
    answer: [bad("number", "Fibre 150 costs £26 a month on an 18-month contract.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What will Fibre 500 cost after the April price rise?",
    contexts: PLANS,
    answer: [
      ok("Prices go up by £2.50 a month every April."),
      bad("derivation", "So Fibre 500 would then be £42.50 a month."),
    ],
    kind: "derivation",
  },
  {
    question: "When do prices go up?",
    contexts: PLANS,
    answer: [bad("date", "Monthly prices go up by £2.50 on 1 May each year.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who can I escalate a complaint to?",
    contexts: PLANS,
    answer: [bad("entity", "Our customer relations manager is Priya Raghunathan.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can I cancel if I change my mind right after installation?",
    contexts: PLANS,
    answer: [
      bad(
        "negation",
        "You cannot cancel without charge within 14 days of your service going live.",
      ),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Are faults fixed quickly?",
    contexts: PLANS,
    answer: [
      bad("quantifier", "All faults are fixed remotely within 48 hours."),
      ok("If one lasts more than 2 full days, you're compensated £9.95 per extra day."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Will my speed drop in the evenings?",
    contexts: PLANS,
    answer: [bad("modal", "Yes, speeds will be slower at peak times, between 8pm and 11pm.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Is there a data cap on your plans?",
    contexts: PLANS,
    answer: [
      ok("Fibre 150 is £28 a month and Fibre 500 is £39."),
      bad("fabricated", "Both come with unlimited data and no traffic management."),
    ],
    kind: "fabricated",
  },
  {
    question: "How long does it take to switch to Kestrel from another provider?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "Switching from another provider takes about two weeks, and we cancel your old service for you.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "What happens if I don't return the router, and is a Saturday engineer extra?",
    contexts: PLANS,
    answer: [
      ok("An unreturned Hub 3 costs £60 if it isn't back within 30 days [3]."),
      miscite("A Saturday engineer visit costs £45 [4]."),
    ],
    kind: "citation",
  },
  {
    question: "What's the phone number for reporting faults?",
    contexts: retrieved(PLANS, 6, 4),
    answer: [
      refuse("Sorry, I couldn't find a phone number for reporting faults in the documents I have."),
    ],
    kind: "over-refusal",
  },
];
