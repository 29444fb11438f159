import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

const FARES = [
  "A single journey within zones 1 and 2 costs €2.40 with a contactless card.",
  "Daily fares are capped at €8.10, however many journeys you make.",
  "Children under 11 travel free when accompanied by a fare-paying adult.",
  "Paper tickets bought on board cost €1.00 more than the contactless fare.",
];

const PASSES = [
  "A monthly pass for zones 1 to 3 costs €96.",
  "An annual pass costs the same as 10 monthly passes.",
  "Passes are personal and cannot be shared with another passenger.",
];

const NIGHT = [
  "Night buses run every 30 minutes between 00:30 and 05:00 on Fridays and Saturdays.",
  "Line N4 links the airport with Central Station.",
  "Regular day fares apply on all night buses.",
];

const BIKES = [
  "Folding bikes can be taken on any train at any time.",
  "Full-size bikes are allowed on trains outside peak hours, 7:00 to 9:30 and 16:30 to 18:30 on weekdays.",
  "Bikes are not allowed on buses or trams.",
];

const REFUNDS = [
  "If your train arrives at least 15 minutes late, you can claim 25% of the fare back.",
  "Delays of 30 minutes or more are compensated at 50% of the fare.",
  "Claims must be made within 28 days of the journey through the DelayRepay form.",
];

const WORKS = [
  "The Blue Line will be closed between Harbour and Eastgate from 4 July to 22 August 2027.",
  "Replacement buses will run every 10 minutes during the closure.",
  "Journeys on replacement buses are free for holders of a Blue Line ticket.",
  "Stations at Harbour and Eastgate stay open for the Green Line.",
];

export const TRANSIT: Case[] = [
  {
    question: "What does a single in zone 1 cost if I tap my card?",
    contexts: FARES,
    answer: [ok("Tapping in with a contactless card, one trip inside zones 1 and 2 is €2.40.")],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "What's the most I'll pay in a day?",
    contexts: FARES,
    answer: [
      ok("No matter how often you travel, you'll never be charged above €8.10 in a single day."),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "How much is a paper ticket on the bus?",
    contexts: FARES,
    answer: [ok("A paper ticket bought on board for a zone 1–2 single costs €3.40.")],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "How much does an annual pass cost?",
    contexts: PASSES,
    answer: [ok("An annual pass for zones 1 to 3 comes to €960, the price of ten monthly passes.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "Can my partner use my pass on weekends?",
    contexts: PASSES,
    answer: [ok("No, a pass belongs to one person only, so nobody else can travel on it.")],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "How do I get from the airport to Central Station at 2 am on a Saturday?",
    contexts: NIGHT,
    answer: [
      say("Good news."),
      ok(
        "Take the N4, which connects the airport to Central Station; night buses run twice an hour on Friday and Saturday nights, and you pay the normal day fare.",
      ),
    ],
    kind: null,
    tags: ["merged", "unit"],
  },
  {
    question: "Can I take my bike on the train at 8 am?",
    contexts: BIKES,
    answer: [
      ok(
        "A folding bike is fine on any train at any hour, but a full-size bike isn't allowed during the weekday morning peak from 7:00 to 9:30.",
      ),
    ],
    kind: null,
    tags: ["merged", "reordered"],
  },
  {
    question: "My train was 40 minutes late. How much do I get back?",
    contexts: REFUNDS,
    answer: [
      ok("For a delay of half an hour or more you can claim back half the fare [2]."),
      ok("Use the DelayRepay form within four weeks of travelling [3]."),
    ],
    kind: null,
    tags: ["citation", "unit"],
  },
  {
    question: "How long is the Blue Line closure?",
    contexts: WORKS,
    answer: [
      ok(
        "The Harbour to Eastgate section of the Blue Line is shut for seven weeks, from 4 July until 22 August 2027.",
      ),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "Can I still use Harbour station during the works?",
    contexts: WORKS,
    answer: [
      ok(
        "Yes, for the Green Line: Harbour and Eastgate remain open for it, and Blue Line ticket holders ride the replacement buses, every ten minutes, for free.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number"],
  },
  {
    question: "Is there a discount for seniors?",
    contexts: FARES,
    answer: [refuse("I can't see anything about senior discounts in the fare information I have.")],
    kind: null,
    tags: ["refusal"],
  },
  // Planted errors.
  {
    question: "How much is a monthly pass?",
    contexts: PASSES,
    answer: [bad("number", "A monthly pass for zones 1 to 3 costs €86.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would three contactless singles in zones 1 and 2 cost?",
    contexts: FARES,
    answer: [
      bad(
        "derivation",
        "Three singles in zones 1 and 2 cost €7.60, still under the €8.10 daily cap.",
      ),
    ],
    kind: "derivation",
  },
  {
    question: "When does the Blue Line closure end?",
    contexts: WORKS,
    answer: [
      bad(
        "date",
        "The Blue Line will be closed between Harbour and Eastgate from 4 July to 29 August 2027.",
      ),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Which line goes to the airport at night?",
    contexts: NIGHT,
    answer: [bad("entity", "Line N7 links the airport with Central Station.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can I take my bike on the tram?",
    contexts: BIKES,
    answer: [bad("negation", "Bikes are allowed on buses and trams.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Do night buses cost extra?",
    contexts: NIGHT,
    answer: [bad("quantifier", "Regular day fares apply on most night buses.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "How often will replacement buses run?",
    contexts: WORKS,
    answer: [bad("modal", "Replacement buses may run every 10 minutes during the closure.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Do kids travel free?",
    contexts: FARES,
    answer: [
      ok("Under-11s ride for free if they are with an adult who pays a fare."),
      bad("fabricated", "Children aged 11 to 17 get half-price fares with a youth card."),
    ],
    kind: "fabricated",
  },
  {
    question: "How late does my train have to be for compensation?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "You can claim compensation when your train is 20 minutes late or more.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "When can I take a full-size bike on the train?",
    contexts: BIKES,
    answer: [
      miscite(
        "Full-size bikes are welcome outside the weekday peaks of 7:00–9:30 and 16:30–18:30 [1].",
      ),
      ok("Folding bikes can go on every train at all times [1]."),
    ],
    kind: "citation",
  },
  {
    question: "How much do I get back for a 20-minute delay?",
    contexts: REFUNDS,
    answer: [refuse("I'm sorry, I don't have the delay compensation rules to hand.")],
    kind: "over-refusal",
  },
];
