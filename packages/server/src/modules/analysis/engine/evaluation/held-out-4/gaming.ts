import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

const PLANS = [
  "PlayVault Core costs $9.99 a month and includes online multiplayer and two free games each month.",
  "PlayVault Ultimate costs $16.99 a month and adds a catalogue of more than 400 games.",
  "An annual Core subscription costs $79.99.",
  "Ultimate members get 10% off game purchases in the PlayVault store.",
];

const TRIAL = [
  "New members can try Ultimate free for 14 days.",
  "The trial converts to a paid monthly subscription unless it is cancelled at least 24 hours before it ends.",
  "Only one free trial is allowed per account and per payment method.",
];

const FAMILY = [
  "A Family plan lets the account holder share Ultimate with up to 4 other members of the same household.",
  "Members under 13 must have their purchases approved by the account holder.",
  "Screen-time limits can be set for each child account in the PlayVault app.",
  "The Family plan costs $24.99 a month.",
];

const CLOUD = [
  "Cloud streaming is included with Ultimate and requires a connection of at least 20 Mbps.",
  "Streaming sessions end automatically after 6 hours of play.",
  "Saves from cloud sessions sync to consoles and PCs signed in with the same account.",
  "Cloud streaming will reach Portugal and Greece on 9 March 2027.",
];

const CATALOGUE = [
  'Games leave the Ultimate catalogue with at least 14 days\' notice on the "Leaving soon" page.',
  "Members keep their saves and achievements after a game leaves.",
  "The first-party studio Emberline Games releases its titles into Ultimate on launch day.",
  "Refunds for catalogue subscriptions are available within 14 days only if the service has not been used.",
];

export const GAMING: Case[] = [
  {
    question: "How much do I save with annual Core?",
    contexts: PLANS,
    answer: [ok("Paying yearly for Core saves you $39.89 compared with twelve monthly payments.")],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "What's the price difference between Core and Ultimate?",
    contexts: PLANS,
    answer: [ok("Ultimate is $7 a month more than Core.")],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "What does Ultimate give me over Core?",
    contexts: PLANS,
    answer: [
      say("Quite a bit!"),
      ok(
        "On top of what Core has, you get a library of over 400 games and a tenth off anything you buy in the store.",
      ),
    ],
    kind: null,
    tags: ["merged", "unit", "low-overlap"],
  },
  {
    question: "How long is the free trial and how do I avoid being charged?",
    contexts: TRIAL,
    answer: [
      ok(
        "The Ultimate trial lasts two weeks, and you must cancel no later than a day before it ends to avoid being billed.",
      ),
    ],
    kind: null,
    tags: ["unit", "merged"],
  },
  {
    question: "Can I do another free trial with a new email?",
    contexts: TRIAL,
    answer: [
      ok(
        "Trials are limited to one per account and one per payment method, so a new email with the same card won't qualify.",
      ),
    ],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "How many people can share Family?",
    contexts: FAMILY,
    answer: [
      ok(
        "Up to five people in one household can use Ultimate through the Family plan, counting the account holder.",
      ),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "Can my 10-year-old buy games on their own?",
    contexts: FAMILY,
    answer: [
      ok("No, anyone under thirteen needs the account holder to approve their purchases [2]."),
      ok("You can also set screen-time limits for each child in the PlayVault app [3]."),
    ],
    kind: null,
    tags: ["citation", "spelled-number"],
  },
  {
    question: "What speed do I need to stream?",
    contexts: CLOUD,
    answer: [
      ok(
        "You'll want a connection of 20 Mbps or more to use cloud streaming, which Ultimate includes.",
      ),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "Is there a limit on how long I can stream?",
    contexts: CLOUD,
    answer: [ok("Each streaming session is cut off once you've been playing for six hours.")],
    kind: null,
    tags: ["spelled-number", "low-overlap"],
  },
  {
    question: "Does PlayVault work on Steam Deck?",
    contexts: CLOUD,
    answer: [
      refuse("I can't see anything about Steam Deck support in what I have, so I don't know."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "What happens to my progress when a game leaves Ultimate?",
    contexts: CATALOGUE,
    answer: [
      ok(
        "Your saves and achievements stay with you even after the game is removed from the catalogue.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  // Planted errors.
  {
    question: "How much is Ultimate?",
    contexts: PLANS,
    answer: [
      bad(
        "number",
        "PlayVault Ultimate costs $14.99 a month and adds a catalogue of more than 400 games.",
      ),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How much is a year of Ultimate paid monthly?",
    contexts: PLANS,
    answer: [bad("derivation", "Twelve months of Ultimate paid monthly come to $193.88.")],
    kind: "derivation",
  },
  {
    question: "When does streaming come to Portugal?",
    contexts: CLOUD,
    answer: [bad("date", "Cloud streaming will reach Portugal and Greece on 9 May 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Which studio releases games on launch day?",
    contexts: CATALOGUE,
    answer: [
      bad(
        "entity",
        "The first-party studio Ashfall Games releases its titles into Ultimate on launch day.",
      ),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Do I lose my saves when a game leaves?",
    contexts: CATALOGUE,
    answer: [
      bad(
        "negation",
        "Members don't keep their saves and achievements after a game leaves the catalogue.",
      ),
    ],
    kind: "negation",
  },
  {
    question: "Can I set screen-time limits for my kids?",
    contexts: FAMILY,
    answer: [
      bad(
        "quantifier",
        "Screen-time limits can be set for only some child accounts in the PlayVault app.",
      ),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Do kids need approval for purchases?",
    contexts: FAMILY,
    answer: [
      bad("modal", "Members under 13 may need their purchases approved by the account holder."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "How much notice is there before a game leaves?",
    contexts: CATALOGUE,
    answer: [
      ok('You get at least two weeks\' warning on the "Leaving soon" page.'),
      bad("fabricated", "Games on that page can be bought at a 20% discount before they go."),
    ],
    kind: "fabricated",
  },
  {
    question: "Can I use PlayVault on a smart TV?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "PlayVault's smart TV app supports cloud streaming at up to 4K resolution.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "What does Core include?",
    contexts: PLANS,
    answer: [
      ok("Core is $9.99 a month with online multiplayer and two free games monthly [1]."),
      miscite("If you pay for the year up front, Core is $79.99 [2]."),
    ],
    kind: "citation",
  },
  {
    question: "Can I get a refund on my Ultimate subscription?",
    contexts: CATALOGUE,
    answer: [
      refuse("I don't have the refund policy for subscriptions, so I can't help with that one."),
    ],
    kind: "over-refusal",
  },
];
