import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const DEPOT = [
  "Brannock Tool Hire charges by the day, and a weekend hire from Friday afternoon to Monday morning is charged as 1.5 days. A week's hire costs the same as 4 days.",
  "A mini digger costs $180 a day and a cement mixer $35 a day. A 110V floor sander costs $55 a day, with sanding sheets sold separately at $3 each.",
  "Every hire needs two forms of ID, one of them showing your address. Trade account customers may skip the ID check after their first hire.",
  "Delivery and collection within 15 miles of the depot is a flat $45 each way. Mini diggers must be delivered by us and cannot be towed by customers.",
  "All tools are cleaned and safety-checked before they leave the depot. A cleaning charge of $25 applies if a tool comes back caked in concrete or mud.",
  "The depot is open 7am to 5pm Monday to Friday and 8am to noon on Saturdays. Our depot manager is Owen Pritchard. The depot is closed from 24 December to 2 January.",
];

export const TOOL_HIRE: Case[] = [
  {
    question: "How much to hire the mini digger for a week?",
    contexts: retrieved(DEPOT, 1, 2, 5),
    answer: [ok("A week with the mini digger costs $720.")],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question:
      "I live 10 miles from the depot. What would a weekend with the mini digger cost, dropped off and picked up?",
    contexts: DEPOT,
    answer: [
      ok("With delivery and collection included, a weekend with the mini digger comes to $360."),
    ],
    kind: null,
    tags: ["derived", "merged", "low-overlap"],
  },
  {
    question: "I need the floor sander for a day and about 20 sheets. What's that?",
    contexts: DEPOT,
    answer: [ok("A day on the floor sander with twenty sanding sheets is $115.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "How long are you open on Saturdays?",
    contexts: DEPOT,
    answer: [ok("On Saturdays we're open for four hours, from eight until midday.")],
    kind: null,
    tags: ["unit", "spelled-number", "derived"],
  },
  {
    question: "Can I tow the digger home on my own trailer?",
    contexts: DEPOT,
    answer: [ok("No, you can't tow it yourself, so we bring diggers out to you.")],
    kind: null,
    tags: ["low-overlap", "paraphrase"],
  },
  {
    question: "What ID do I need, and are the tools checked?",
    contexts: DEPOT,
    answer: [
      ok(
        "Bring two IDs, one with your address on it, and rest assured every tool is cleaned and safety-checked before it goes out.",
      ),
    ],
    kind: null,
    tags: ["merged", "paraphrase"],
  },
  {
    question: "I've got a trade account. Do I have to show ID every time?",
    contexts: DEPOT,
    answer: [ok("From your second hire on, trade account holders can skip the ID check.")],
    kind: null,
    tags: ["reordered", "low-overlap"],
  },
  {
    question: "How much is a cement mixer, and who runs the depot?",
    contexts: DEPOT,
    answer: [ok("A cement mixer is $35 per day [2]."), ok("Owen Pritchard manages the depot [6].")],
    kind: null,
    tags: ["citation", "reordered"],
  },
  {
    question: "Do you hire out scaffold towers?",
    contexts: [],
    answer: [
      refuse("I don't have any information on scaffold towers, sorry."),
      say("The depot team should be able to tell you."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "What's a weekend with the cement mixer?",
    contexts: DEPOT,
    answer: [ok("A weekend with the cement mixer is charged at $52.50.")],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "What if I bring the mixer back dirty?",
    contexts: retrieved(DEPOT, 5, 4),
    answer: [
      ok("If you return a tool covered in concrete or mud, you'll be charged $25 for cleaning."),
    ],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "How much is the floor sander per day?",
    contexts: DEPOT,
    answer: [bad("number", "The 110V floor sander is $65 a day, and sanding sheets are $3 each.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What does the cement mixer cost for a week?",
    contexts: DEPOT,
    answer: [bad("derivation", "A week's hire of the cement mixer costs $245.")],
    kind: "derivation",
    tags: ["high-overlap"],
  },
  {
    question: "Are you open between Christmas and New Year?",
    contexts: DEPOT,
    answer: [bad("date", "No, the depot is closed from 24 December to 4 January.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who's the depot manager?",
    contexts: DEPOT,
    answer: [bad("entity", "Our depot manager is Gareth Pritchard.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "As a trade customer, do I need ID every time?",
    contexts: DEPOT,
    answer: [
      bad(
        "negation",
        "Trade account customers can't skip the ID check, even after their first hire.",
      ),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Do you check the tools before hiring them out?",
    contexts: retrieved(DEPOT, 5, 1),
    answer: [
      bad(
        "quantifier",
        "Only some tools are cleaned and safety-checked before they leave the depot.",
      ),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Can I collect the mini digger myself?",
    contexts: DEPOT,
    answer: [
      bad("modal", "Mini diggers may be delivered by us, though you can also tow one yourself."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Do I need to leave a deposit?",
    contexts: DEPOT,
    answer: [
      ok("You'll need two forms of ID, one of them showing your address."),
      bad("fabricated", "A refundable deposit of $100 is also taken on every hire."),
    ],
    kind: "fabricated",
    tags: ["high-overlap"],
  },
  {
    question: "Do you sell fuel for the digger?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "Yes, diesel for the mini digger is sold at the depot for $1.20 a litre.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "What's the delivery charge, and is there a cleaning fee?",
    contexts: DEPOT,
    answer: [
      ok("Delivery within 15 miles of the depot is $45 each way [4]."),
      miscite("A $25 cleaning charge applies to tools returned caked in mud or concrete [2]."),
    ],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "How is a weekend hire charged?",
    contexts: retrieved(DEPOT, 1, 2, 6),
    answer: [refuse("I can't find how weekend hires are priced, I'm afraid.")],
    kind: "over-refusal",
  },
];
