import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

// Longer answers: two to four sentences, so a planted error sits among true claims.

const NETWORK = [
  "VoltRoute's rapid chargers (50 kW) cost €0.59 per kWh and ultra-rapid chargers (150 kW and above) cost €0.69 per kWh. Members on the Plus plan pay €0.45 per kWh at any charger.",
  "The Plus plan costs €8.99 per month and can be cancelled at any time. New members get their first month free.",
  "An idle fee of €0.40 per minute applies when a car stays connected more than 10 minutes after charging finishes. Most sites allow a maximum stay of 45 minutes. Drivers who overstay may be blocked from the site for 24 hours.",
  "Payment is by the VoltRoute app, an RFID card, or contactless bank card at every charger. The RFID card costs €5 and is sent within 5 working days.",
  "Faults should be reported to our 24-hour helpline on 1800 555 218. Our customer care lead, Siobhán Kearney, handles billing disputes within 10 working days.",
  "The network has 240 charging sites across Ireland, and 38 new sites open by 31 March 2027. Chargers at motorway service areas are available around the clock.",
];

export const EV_CHARGING: Case[] = [
  {
    question: "I usually add about 40 kWh at rapid chargers. Would Plus be worth it?",
    contexts: retrieved(NETWORK, 1, 2),
    answer: [
      ok("On Plus you'd pay €0.45 instead of €0.59 per kWh at a rapid charger."),
      ok("That saves €5.60 on a 40 kWh charge, against a monthly fee of €8.99."),
      say("So it depends on how often you charge."),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "What does 30 kWh cost at an ultra-rapid charger?",
    contexts: NETWORK,
    answer: [
      ok("Without a plan, 30 kWh at an ultra-rapid charger comes to €20.70."),
      ok("On Plus the same charge would be €13.50."),
    ],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "How steep is the idle fee?",
    contexts: NETWORK,
    answer: [
      ok("It's €0.40 a minute, which adds up to €6 for every quarter of an hour."),
      ok(
        "It only kicks in once you've stayed plugged in for more than 10 minutes after charging stops.",
      ),
    ],
    kind: null,
    tags: ["derived", "unit", "low-overlap"],
  },
  {
    question: "How big will the network be next spring?",
    contexts: retrieved(NETWORK, 6, 2),
    answer: [
      ok(
        "There are 240 sites today, and with 38 more opening by 31 March 2027 the network will reach 278.",
      ),
    ],
    kind: null,
    tags: ["derived", "reordered"],
  },
  {
    question: "I don't have the app. Can I just tap my bank card?",
    contexts: NETWORK,
    answer: [
      ok("Yes, every one of our chargers takes contactless bank cards."),
      ok("You could also order an RFID card for €5, which is sent out within five working days."),
    ],
    kind: null,
    tags: ["low-overlap", "spelled-number"],
  },
  {
    question: "How long can I stay on a charger, and are motorway ones open at night?",
    contexts: NETWORK,
    answer: [
      ok("At most sites you can stay for up to 45 minutes."),
      ok("The chargers at motorway service areas work day and night."),
    ],
    kind: null,
    tags: ["merged", "paraphrase"],
  },
  {
    question: "What does Plus cost, and where do I report a broken charger?",
    contexts: NETWORK,
    answer: [
      ok("Plus is €8.99 a month and you can cancel whenever you like [2]."),
      ok("Broken chargers can be reported to the 24-hour helpline on 1800 555 218 [5]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Do your chargers work with a Tesla adapter?",
    contexts: retrieved(NETWORK, 1, 4),
    answer: [
      refuse(
        "I can't find anything about Tesla adapters in the information I have, so I'm not able to confirm that.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "What would Plus cost me over my first year?",
    contexts: NETWORK,
    answer: [
      ok("Your first month on Plus is free."),
      ok("After that it's €8.99 a month, so €98.89 for the remaining eleven months of the year."),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "Who do I talk to about a wrong charge on my bill?",
    contexts: NETWORK,
    answer: [
      ok(
        "Billing disputes are handled by Siobhán Kearney, our customer care lead, within ten working days.",
      ),
      ok("For faults with a charger, the helpline is open at any hour."),
    ],
    kind: null,
    tags: ["reordered", "spelled-number"],
  },
  {
    question: "How fast are the rapid chargers?",
    contexts: NETWORK,
    answer: [ok("They charge at 50 kW, for €0.59 per kWh.")],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "What are your charging prices?",
    contexts: NETWORK,
    answer: [
      ok("Rapid chargers are €0.59 per kWh."),
      bad("number", "Ultra-rapid chargers are €0.79 per kWh."),
      ok("Plus members pay €0.45 per kWh wherever they charge."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would a 50 kWh charge cost on Plus?",
    contexts: NETWORK,
    answer: [
      ok("On Plus you pay €0.45 per kWh at every charger."),
      bad("derivation", "So a 50 kWh charge would cost you €24.50."),
    ],
    kind: "derivation",
  },
  {
    question: "Are you opening more sites?",
    contexts: NETWORK,
    answer: [
      ok("VoltRoute has 240 sites across Ireland."),
      bad("date", "Another 38 are due to open by 30 June 2027."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who handles billing disputes?",
    contexts: retrieved(NETWORK, 5, 4),
    answer: [
      ok("Billing disputes are dealt with within 10 working days."),
      bad("entity", "Our customer care lead, Siobhán Keane, looks after them."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Is the first month of Plus free?",
    contexts: NETWORK,
    answer: [
      ok("The Plus plan is €8.99 a month and can be cancelled whenever you like."),
      bad("negation", "New members don't get their first month free."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Is there a time limit at your chargers?",
    contexts: NETWORK,
    answer: [
      ok("The idle fee is €0.40 per minute."),
      bad("quantifier", "All sites allow a maximum stay of 45 minutes."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What happens if I stay too long?",
    contexts: NETWORK,
    answer: [
      ok("Most sites have a 45-minute limit."),
      bad("modal", "If you overstay, you will be blocked from the site for 24 hours."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "How can I pay, and are there any extra fees?",
    contexts: NETWORK,
    answer: [
      ok("You can pay by app, RFID card or contactless card at any charger."),
      bad("fabricated", "Paying by contactless adds a €0.50 session fee."),
    ],
    kind: "fabricated",
  },
  {
    question: "What do VoltRoute's rapid chargers cost?",
    contexts: [],
    answer: [
      bad("empty-context", "VoltRoute's rapid chargers cost €0.55 per kWh."),
      say("Let me know if you need anything else."),
    ],
    kind: "empty-context",
  },
  {
    question: "How do I get an RFID card, and what does Plus charge per kWh?",
    contexts: NETWORK,
    answer: [
      ok("The RFID card costs €5 [4]."),
      miscite("It's posted out within 5 working days of ordering [2]."),
      ok("Plus members pay €0.45 per kWh at any charger on the network [1]."),
    ],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "Are motorway chargers open overnight?",
    contexts: NETWORK,
    answer: [refuse("Sorry, I can't find opening hours for the motorway chargers.")],
    kind: "over-refusal",
  },
];
