import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const WORKSHOP = [
  "Fretwork Guitar Workshop offers a standard setup for £55, covering truss rod, action, intonation and a clean. Setups with new strings are £65, and a setup for a 12-string or a Floyd Rose guitar costs £80. Most setups are ready within 5 working days.",
  "A full refret costs £320 with nickel-silver wire and £380 with stainless steel wire. A fret level and crown costs £110. Refrets take up to 3 weeks.",
  "Electronics work is charged at £40 per hour, with a minimum charge of half an hour. A pickup swap costs £45 per pickup plus parts. Rewiring a full guitar usually takes 2 hours.",
  "All quotes are free and are given after an inspection at the bench. Work over £150 needs a 25% deposit before we start. We will not go over a quote by more than 10% without asking you first.",
  "The workshop is open Tuesday to Saturday, 10am to 6pm. Guitars must be collected within 30 days of our call to say they are ready. Guitars left longer may be charged storage at £2 per day. The workshop is closed for the holidays from 22 December 2026 to 5 January 2027.",
  "Setups and fretwork are done by our luthier, Sam Ferreira, and electronics by Rhona Baird. Every repair carries a 90-day guarantee. We do not repair violins or other bowed instruments.",
];

export const GUITAR_REPAIR: Case[] = [
  // Faithful
  {
    question: "How much more is a stainless steel refret than nickel-silver?",
    contexts: WORKSHOP,
    answer: [ok("Stainless steel frets cost £60 more than nickel-silver for a full refret.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "What deposit would I pay on a stainless steel refret?",
    contexts: WORKSHOP,
    answer: [ok("Since the job is over £150, you'd pay a quarter up front, which is £95.")],
    kind: null,
    tags: ["derived", "merged", "low-overlap"],
  },
  {
    question: "Roughly what would a full rewire cost?",
    contexts: WORKSHOP,
    answer: [
      ok(
        "At £40 an hour, a full rewire usually comes to around £80 in labour, as it tends to take two hours.",
      ),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "My quote was £200. What's the most I could be charged without you checking with me?",
    contexts: retrieved(WORKSHOP, 4, 5),
    answer: [
      ok("Without checking with you first, we won't charge more than £220 on a £200 quote."),
    ],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "What would it cost to swap both pickups?",
    contexts: WORKSHOP,
    answer: [ok("Two pickup swaps would be £90, with parts charged on top.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "What's the least I'd pay for a small electronics job?",
    contexts: WORKSHOP,
    answer: [ok("The smallest electronics job is billed as 30 minutes, so £20.")],
    kind: null,
    tags: ["unit", "derived"],
  },
  {
    question: "What does a setup cost, and who does it?",
    contexts: WORKSHOP,
    answer: [
      ok("A standard setup is £55 [1]."),
      ok("Sam Ferreira, our luthier, does all the setups [6]."),
    ],
    kind: null,
    tags: ["citation", "reordered"],
  },
  {
    question: "Can you fix my amp?",
    contexts: retrieved(WORKSHOP, 3, 6),
    answer: [
      refuse("I can't find anything about amplifier repairs in our information, I'm afraid."),
      say("It may be worth giving the workshop a call."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "How soon will my setup be ready?",
    contexts: WORKSHOP,
    answer: [ok("Setups are usually done within five working days.")],
    kind: null,
    tags: ["paraphrase", "spelled-number"],
  },
  {
    question: "How long does a refret take?",
    contexts: WORKSHOP,
    answer: [
      say("Good question!"),
      ok("A refret can take as long as twenty-one days."),
      ok("Each repair we do comes with a 90-day guarantee."),
    ],
    kind: null,
    tags: ["unit", "spelled-number", "reordered"],
  },
  {
    question: "You called me on 4 June to say my guitar is ready. When do I have to collect it?",
    contexts: WORKSHOP,
    answer: [
      ok(
        "You'd need to pick it up by 4 July, 30 days after our call, or you may be charged £2 a day for storage.",
      ),
    ],
    kind: null,
    tags: ["derived", "merged", "low-overlap"],
  },
  // Planted
  {
    question: "How much is a setup for a 12-string?",
    contexts: WORKSHOP,
    answer: [bad("number", "A setup for a 12-string guitar costs £85.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would a setup with new strings plus a fret level and crown cost?",
    contexts: WORKSHOP,
    answer: [
      ok("A setup with new strings is £65, and a fret level and crown is £110."),
      bad("derivation", "Together that's £185."),
    ],
    kind: "derivation",
  },
  {
    question: "Are you open over Christmas?",
    contexts: WORKSHOP,
    answer: [
      bad("date", "We're closed for the holidays from 22 December 2026 to 12 January 2027."),
      ok("Otherwise we're open Tuesday to Saturday, 10am to 6pm."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who does the electronics work?",
    contexts: WORKSHOP,
    answer: [bad("entity", "Electronics work is done by Sam Ferreira.")],
    kind: "entity",
    tags: ["high-overlap", "in-context-swap"],
  },
  {
    question: "Do you repair violins?",
    contexts: WORKSHOP,
    answer: [bad("negation", "Yes, we repair violins and other bowed instruments.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Will my setup be ready within 5 days?",
    contexts: WORKSHOP,
    answer: [bad("quantifier", "Yes, all setups are ready within 5 working days.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What happens if I leave my guitar with you for a while?",
    contexts: WORKSHOP,
    answer: [
      ok("You have 30 days from our call to collect your guitar."),
      bad("modal", "After that, you will be charged storage at £2 per day."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Do you need a deposit?",
    contexts: WORKSHOP,
    answer: [
      ok("Jobs over £150 need a quarter paid up front."),
      bad("fabricated", "Smaller jobs are paid in full when you drop the guitar off."),
    ],
    kind: "fabricated",
  },
  {
    question: "Do you build custom guitars?",
    contexts: [],
    answer: [bad("empty-context", "Yes, custom builds start at £2,500 and take about six months.")],
    kind: "empty-context",
  },
  {
    question: "What's a fret level and crown, and how long does a refret take?",
    contexts: WORKSHOP,
    answer: [
      ok("A fret level and crown is £110 [2]."),
      miscite("Refrets can take up to three weeks [3]."),
    ],
    kind: "citation",
  },
  {
    question: "How much for a Floyd Rose setup?",
    contexts: retrieved(WORKSHOP, 1, 4),
    answer: [refuse("Sorry, I don't have a price for Floyd Rose setups.")],
    kind: "over-refusal",
  },
];
