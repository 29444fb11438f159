import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const BERTHS = [
  "Annual berths at Pelican Quay Marina cost $520 per metre of vessel length per year, payable in advance. Casual berths are $4.80 per metre per night, with a minimum charge of $45 per night.",
  "Vessels longer than 18 metres are berthed on the outer T-head and pay a 15% surcharge. Multihulls are charged at 1.5 times the monohull rate.",
  "Power and water are included on every berth, and fuel is sold at the service pontoon from 7am to 6pm. Pump-out is free for berth holders.",
  "The marina office is staffed by harbourmaster Tomás Reyne, on VHF channel 73 or 07 5519 2287. Liveaboards are permitted only on 12 designated berths, and a waiting list applies.",
  "Annual berth holders must hold current insurance of at least $10 million public liability. Most berths have finger pontoons on both sides.",
  "Haul-outs at our hardstand cost $390 for vessels up to 12 metres. The hardstand is closed from 20 December 2026 to 5 January 2027.",
];

export const MARINA: Case[] = [
  {
    question: "What would an annual berth cost for my 11-metre yacht?",
    contexts: BERTHS,
    answer: [ok("For an 11-metre yacht, a year's berth comes to $5,720, paid up front.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "I've got an 8 m runabout and want to stay three nights. How much?",
    contexts: BERTHS,
    answer: [
      ok("At 8 metres you'd come in under the $45 nightly minimum, so three nights would be $135."),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "What's the casual nightly rate for my 12 m catamaran?",
    contexts: retrieved(BERTHS, 1, 2, 4),
    answer: [
      ok(
        "As a multihull, your 12-metre cat pays one and a half times the monohull rate, which works out at $86.40 a night.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "Do I pay extra for electricity on my berth?",
    contexts: BERTHS,
    answer: [ok("No, every berth comes with power and water at no extra cost.")],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "We'd like to live aboard. Is that possible, and do we pay for pump-outs?",
    contexts: BERTHS,
    answer: [
      ok(
        "Living aboard is allowed on just 12 set-aside berths, with a waiting list, and pump-outs cost berth holders nothing.",
      ),
    ],
    kind: null,
    tags: ["merged", "low-overlap"],
  },
  {
    question: "Will my berth have a finger on each side?",
    contexts: BERTHS,
    answer: [ok("Probably, since most of our berths have fingers on both sides.")],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "How do I get hold of the harbourmaster?",
    contexts: BERTHS,
    answer: [ok("Call Tomás Reyne on 07 5519 2287, or use VHF channel seventy-three.")],
    kind: null,
    tags: ["spelled-number", "reordered"],
  },
  {
    question: "When can I fuel up, and what insurance do I need for an annual berth?",
    contexts: BERTHS,
    answer: [
      ok("Fuel is available at the service pontoon between 7am and 6pm [3]."),
      ok("Annual berth holders need public liability cover of at least $10 million [5]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Is there a chandlery at the marina?",
    contexts: retrieved(BERTHS, 3, 6),
    answer: [
      refuse(
        "There's nothing about a chandlery in the marina information I have, so I can't confirm one.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "How many hours a day is the fuel dock open?",
    contexts: BERTHS,
    answer: [ok("It's open eleven hours a day, from 7 in the morning until 6 in the evening.")],
    kind: null,
    tags: ["unit", "derived", "spelled-number"],
  },
  {
    question: "Where do the bigger boats go?",
    contexts: BERTHS,
    answer: [
      ok("Boats over 18 metres are put on the outer T-head, and a 15% surcharge is added."),
      say("Let us know your length and we'll find you a spot."),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "What are the casual berth rates?",
    contexts: BERTHS,
    answer: [
      bad("number", "Casual berths are $4.80 per metre per night, with a minimum of $55 a night."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would a 14-metre boat pay for an annual berth?",
    contexts: BERTHS,
    answer: [
      ok("Annual berths are $520 per metre per year."),
      bad("derivation", "A 14-metre boat would therefore pay $7,820 a year."),
    ],
    kind: "derivation",
  },
  {
    question: "When is the hardstand closed over the holidays?",
    contexts: BERTHS,
    answer: [bad("date", "The hardstand is closed from 20 December 2026 to 15 January 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who's the harbourmaster?",
    contexts: retrieved(BERTHS, 4, 3),
    answer: [bad("entity", "The harbourmaster, Tomás Reyes, can be reached on VHF channel 73.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Is pump-out free?",
    contexts: BERTHS,
    answer: [
      ok("Power and water come with every berth."),
      bad("negation", "Pump-out is not free for berth holders, though."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Do the berths have finger pontoons?",
    contexts: BERTHS,
    answer: [bad("quantifier", "Yes, all berths have finger pontoons on both sides.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Is insurance compulsory for an annual berth?",
    contexts: BERTHS,
    answer: [
      bad(
        "modal",
        "Annual berth holders may hold insurance of at least $10 million public liability.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Is the marina secure at night?",
    contexts: BERTHS,
    answer: [bad("fabricated", "The marina gates are locked at night and monitored by CCTV.")],
    kind: "fabricated",
  },
  {
    question: "What do casual berths cost at Pelican Quay?",
    contexts: [],
    answer: [bad("empty-context", "Casual berths at Pelican Quay cost $5 per metre per night.")],
    kind: "empty-context",
  },
  {
    question: "What does a haul-out cost, and how are catamarans charged?",
    contexts: BERTHS,
    answer: [
      ok("Haul-outs for boats up to 12 metres are $390 [6]."),
      miscite("Multihulls pay one and a half times the monohull rate [1]."),
    ],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "Is water included with the berth?",
    contexts: retrieved(BERTHS, 3, 5),
    answer: [refuse("I'm sorry, I can't tell from our information whether water is included.")],
    kind: "over-refusal",
  },
];
