import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const BANKSIA_BAY = [
  "Unpowered tent sites at Banksia Bay Holiday Park cost $38 a night for 2 adults, and powered sites cost $52. Each extra adult is $12 a night, and children under 5 stay free.",
  "Check-in is from 2pm and check-out is by 10am. The boom gate is closed between 10pm and 7am; late arrivals must call ahead on 02 4455 7821.",
  "Bookings of 3 nights or more get a 10% discount. Cancellations more than 14 days before arrival receive a full refund less a $20 fee; later cancellations are not refunded.",
  "Dogs are allowed on powered sites only, on a lead at all times, and cost $8 per night. Campfires are permitted in the fire pits provided, except on total fire ban days.",
  "The camp kitchen and hot showers are free for guests. Most sites are within 100 metres of an amenities block. Kayaks may be hired from the office for $25 per half day.",
  "The park is run by managers Tegan and Luke Harris. Peak season runs from 20 December 2026 to 26 January 2027, when a 5-night minimum stay applies.",
];

export const CAMPSITE: Case[] = [
  {
    question: "What would 2 nights on a powered site cost for 3 adults?",
    contexts: BANKSIA_BAY,
    answer: [ok("For three adults on a powered site, two nights comes to $128.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "How much is a 4-night stay on an unpowered site for the two of us?",
    contexts: retrieved(BANKSIA_BAY, 1, 3, 6),
    answer: [
      ok(
        "Four nights unpowered is $152, and with the 10% discount for stays of three nights or longer you'd pay $136.80.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "How long is peak season?",
    contexts: BANKSIA_BAY,
    answer: [ok("Peak season lasts a little over five weeks, from 20 December to 26 January.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "Can we bring our dog if we're in a tent on an unpowered site?",
    contexts: BANKSIA_BAY,
    answer: [
      ok("Sorry, dogs can only stay on powered sites, so you'd have to move to one of those."),
    ],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "When can we arrive and when do we have to leave?",
    contexts: BANKSIA_BAY,
    answer: [
      ok("You can check in any time from 2pm [2]."),
      ok("Check-out is no later than 10am [2]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Is there Wi-Fi at the park?",
    contexts: retrieved(BANKSIA_BAY, 5, 1),
    answer: [
      refuse(
        "The information I have doesn't say anything about Wi-Fi, so I can't confirm it either way.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "We're getting in around 11pm with the dog. Anything I should know?",
    contexts: BANKSIA_BAY,
    answer: [
      ok(
        "The boom gate is shut at that hour, so ring ahead on 02 4455 7821, and remember your dog needs a powered site and has to stay on a lead.",
      ),
      say("Safe travels!"),
    ],
    kind: null,
    tags: ["merged", "low-overlap"],
  },
  {
    question: "Will our site be close to the toilets?",
    contexts: BANKSIA_BAY,
    answer: [ok("Your site will most likely be within 100 metres of an amenities block.")],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "How long is the gate closed overnight?",
    contexts: BANKSIA_BAY,
    answer: [ok("The boom gate stays shut for nine hours, from 10pm until 7am.")],
    kind: null,
    tags: ["unit", "derived"],
  },
  {
    question: "Who runs the park?",
    contexts: BANKSIA_BAY,
    answer: [ok("The park is managed by Tegan and Luke Harris.")],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "We want 3 nights from 28 December. Is that possible?",
    contexts: retrieved(BANKSIA_BAY, 6, 3),
    answer: [
      ok(
        "Those dates fall in peak season, when you have to stay at least five nights, so three won't be enough.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "spelled-number"],
  },
  {
    question: "How much is a powered site?",
    contexts: BANKSIA_BAY,
    answer: [
      bad("number", "Powered sites are $56 a night for 2 adults."),
      ok("Children under 5 stay for free."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would 3 nights on an unpowered site cost the two of us?",
    contexts: BANKSIA_BAY,
    answer: [
      ok("Three nights on an unpowered site is $114 before any discount."),
      bad("derivation", "With the 10% discount for three nights or more, you'd pay $104.60."),
    ],
    kind: "derivation",
  },
  {
    question: "When is peak season?",
    contexts: BANKSIA_BAY,
    answer: [
      bad("date", "Peak season runs from 20 December 2026 to 31 January 2027."),
      ok("During that time you need to book at least five nights."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who are the managers?",
    contexts: BANKSIA_BAY,
    answer: [bad("entity", "The park is run by managers Tegan and Luke Harrison.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can we have a campfire?",
    contexts: BANKSIA_BAY,
    answer: [bad("negation", "Campfires are not permitted, even in the fire pits provided.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Are all the sites close to an amenities block?",
    contexts: BANKSIA_BAY,
    answer: [
      bad("quantifier", "All sites are within 100 metres of an amenities block."),
      ok("Guests can use the hot showers for free."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Can I bring my own kayak?",
    contexts: BANKSIA_BAY,
    answer: [bad("modal", "Kayaks must be hired from the office, at $25 per half day.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What facilities are there?",
    contexts: BANKSIA_BAY,
    answer: [
      ok("The camp kitchen and hot showers are free to use."),
      bad("fabricated", "There's also a laundry with coin-operated washing machines."),
    ],
    kind: "fabricated",
  },
  {
    question: "What time is check-out?",
    contexts: [],
    answer: [bad("empty-context", "Check-out is by 10am, and check-in opens at 2pm.")],
    kind: "empty-context",
  },
  {
    question: "How much is it to bring the dog, and can we cancel if plans change?",
    contexts: BANKSIA_BAY,
    answer: [
      ok("Dogs are $8 per night [4]."),
      miscite(
        "If you cancel more than 14 days before you arrive, you get a full refund minus a $20 fee [5].",
      ),
    ],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "How much is it for an extra adult?",
    contexts: retrieved(BANKSIA_BAY, 1, 4),
    answer: [refuse("I'm not able to find a price for extra adults, I'm afraid.")],
    kind: "over-refusal",
  },
];
