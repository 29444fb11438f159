import { bad, type Case, miscite, ok, refuse } from "../held-out-2/build";
import { retrieved } from "./retrieved";

const SCHEME = [
  "Pedalo City bikes cost £1 to unlock plus 15p per minute. E-bikes cost £1 to unlock plus 25p per minute.",
  "A monthly pass costs £18 and includes unlimited 45-minute rides on standard bikes; each extra minute beyond 45 is charged at 10p.",
  "Bikes must be returned to a docking station; leaving a bike outside a station costs a £20 relocation fee. Riders must be at least 16 years old.",
  "Most docking stations are checked by Pedalo City's van crews twice a day. The app shows live availability for every station.",
  "If a bike is faulty, report it within 10 minutes of unlocking and the ride is free. Helmets are recommended but not required.",
  "The network is run by Pedalo City for Harbourton Council. The 40 new stations in Eastgate open on 3 March 2027, and the scheme may add cargo bikes later in the year.",
];

export const BIKE_SHARE: Case[] = [
  {
    question: "What would a 20-minute ride on a standard bike cost?",
    contexts: SCHEME,
    answer: [ok("A 20-minute ride costs £4: £1 to unlock and £3 for the minutes.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "And 20 minutes on an e-bike?",
    contexts: SCHEME,
    answer: [ok("The same 20 minutes on an e-bike would set you back £6.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "How much more per minute is an e-bike?",
    contexts: retrieved(SCHEME, 1, 2),
    answer: [ok("E-bikes cost 10p a minute more than the standard ones.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "I have a monthly pass. What does a one-hour ride cost me?",
    contexts: SCHEME,
    answer: [
      ok(
        "With the pass, an hour-long ride on a standard bike only costs the 15 minutes over the limit, which is £1.50.",
      ),
    ],
    kind: null,
    tags: ["derived", "unit"],
  },
  {
    question: "What if I just leave the bike on the street?",
    contexts: retrieved(SCHEME, 3, 5, 1),
    answer: [ok("Dumping it away from a dock will cost you £20 to have it moved.")],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "Can my 15-year-old use the bikes?",
    contexts: SCHEME,
    answer: [ok("Not yet, since you have to be 16 or over to ride.")],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "I just unlocked a bike and the chain is broken. Do I pay?",
    contexts: SCHEME,
    answer: [ok("Report it within ten minutes of unlocking and you won't pay for the ride.")],
    kind: null,
    tags: ["spelled-number", "low-overlap"],
  },
  {
    question: "Do I need a helmet, and how do I find a bike?",
    contexts: SCHEME,
    answer: [
      ok(
        "A helmet is a good idea but isn't compulsory, and the app tells you in real time which stations have bikes.",
      ),
    ],
    kind: null,
    tags: ["merged", "low-overlap"],
  },
  {
    question: "Who runs the scheme, and what's the pass?",
    contexts: SCHEME,
    answer: [
      ok("Pedalo City operates it on behalf of Harbourton Council [6]."),
      ok("A monthly pass is £18 [2]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Can I take a bike on the train?",
    contexts: SCHEME,
    answer: [refuse("I couldn't find anything about taking the bikes on trains.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "When do the Eastgate stations open?",
    contexts: SCHEME,
    answer: [ok("On 3 March 2027, Eastgate gets forty new stations.")],
    kind: null,
    tags: ["reordered", "spelled-number"],
  },
  // Planted errors.
  {
    question: "What do e-bikes cost?",
    contexts: SCHEME,
    answer: [bad("number", "E-bikes cost £1 to unlock plus 30p per minute.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What does a 30-minute ride on a standard bike cost?",
    contexts: SCHEME,
    answer: [
      ok("A standard bike is £1 to unlock and then 15p a minute."),
      bad("derivation", "So a 30-minute ride costs £6.50."),
    ],
    kind: "derivation",
  },
  {
    question: "When do the Eastgate stations open?",
    contexts: retrieved(SCHEME, 6, 4),
    answer: [bad("date", "The 40 new Eastgate stations open on 3 April 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who runs the bike network?",
    contexts: SCHEME,
    answer: [bad("entity", "The network is run by Pedalo City for Eastgate Council.")],
    kind: "entity",
    tags: ["in-context-swap"],
  },
  {
    question: "Do I have to wear a helmet?",
    contexts: SCHEME,
    answer: [bad("negation", "Helmets are required, not just recommended.")],
    kind: "negation",
  },
  {
    question: "How often are stations checked?",
    contexts: SCHEME,
    answer: [bad("quantifier", "Every docking station is checked by the van crews twice a day.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Are cargo bikes coming?",
    contexts: SCHEME,
    answer: [bad("modal", "The scheme will add cargo bikes later in the year.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "How fast are the e-bikes?",
    contexts: SCHEME,
    answer: [
      ok("E-bikes are 25p a minute after a £1 unlock."),
      bad("fabricated", "Their motors cut out at a top speed of 15.5 mph."),
    ],
    kind: "fabricated",
  },
  {
    question: "Can I reserve a bike in advance?",
    contexts: [],
    answer: [bad("empty-context", "Bikes can be reserved in the app up to 15 minutes ahead.")],
    kind: "empty-context",
  },
  {
    question: "How old do riders have to be, and what about faulty bikes?",
    contexts: SCHEME,
    answer: [
      ok("Riders have to be 16 or older [3]."),
      miscite("A faulty bike reported within ten minutes means a free ride [4]."),
    ],
    kind: "citation",
  },
  {
    question: "What's the minimum age to ride?",
    contexts: SCHEME,
    answer: [refuse("I don't see an age limit mentioned anywhere, sorry.")],
    kind: "over-refusal",
  },
];
