import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

// Longer answers: two to four sentences, so a planted error sits among true claims.

const SHOP = [
  "Trouser hems cost £14, or £18 with an invisible hand-finished hem. Taking in or letting out a waist costs £22.",
  "Dress and suit jacket alterations start at £30; shortening jacket sleeves costs £28, or £45 if the sleeves have working buttonholes. Wedding dress alterations are quoted after a fitting.",
  "Standard alterations are ready in 7 days; our express service returns them in 48 hours for a £10 surcharge. Wedding dresses need at least 6 weeks before the wedding.",
  "Bespoke suits are made by our master tailor, Hamza Qureshi, from £1,250, and take 8 to 10 weeks with three fittings. A 40% deposit is taken when the cloth is ordered.",
  "Items not collected within 90 days may be donated to charity. We are open Tuesday to Saturday, 9:30 to 18:00, at 27 Calder Street. We close for our summer break from 2 to 16 August.",
  "Most alterations are done in-house; leather and suede are sent to a specialist partner and take 3 weeks. We don't alter swimwear or lingerie.",
];

export const TAILORING: Case[] = [
  {
    question:
      "I need two pairs of trousers hemmed and the waist taken in on one. What's the damage?",
    contexts: SHOP,
    answer: [
      ok("Two standard hems are £14 each, so £28 for the pair."),
      ok("Taking in the waist on one of them adds £22, which brings the total to £50."),
    ],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "What's involved in getting a bespoke suit made?",
    contexts: SHOP,
    answer: [
      ok("Hamza Qureshi, our master tailor, makes bespoke suits starting at £1,250."),
      ok("Expect eight to ten weeks and three fittings from start to finish."),
      ok("At the starting price, the 40% deposit you pay when the cloth is ordered would be £500."),
    ],
    kind: null,
    tags: ["derived", "spelled-number", "reordered"],
  },
  {
    question: "My wedding is on 20 June. When do I need to bring my dress in?",
    contexts: SHOP,
    answer: [
      ok("Wedding dresses need at least six weeks, so bring yours in by 9 May at the latest."),
      ok("We'll give you a price once we've done a fitting."),
      say("Congratulations!"),
    ],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question:
      "My jacket has working buttonholes on the cuffs. How much to shorten the sleeves on express?",
    contexts: retrieved(SHOP, 2, 3, 6),
    answer: [
      ok("With working buttonholes, shortening the sleeves is £45."),
      ok("Express gets it back to you in two days for an extra £10, so £55 in all."),
    ],
    kind: null,
    tags: ["derived", "merged", "unit"],
  },
  {
    question: "Can you fix the lining of my leather jacket, and take in a swimsuit?",
    contexts: SHOP,
    answer: [
      ok("Leather goes out to a specialist partner of ours, and that takes around three weeks."),
      ok("Swimwear, I'm afraid, is something we don't alter."),
    ],
    kind: null,
    tags: ["low-overlap", "spelled-number"],
  },
  {
    question: "When are you open, and how long does a normal alteration take?",
    contexts: SHOP,
    answer: [
      ok("We're open Tuesday to Saturday from half past nine until six, at 27 Calder Street."),
      ok("A standard alteration is ready within a week."),
    ],
    kind: null,
    tags: ["merged", "unit"],
  },
  {
    question: "Do you do the work yourselves?",
    contexts: retrieved(SHOP, 6, 5),
    answer: [
      ok("For the most part, yes; alterations are usually done here in our own workroom."),
      ok("The exception is leather and suede, which go to a specialist partner."),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "How much is the hand-finished hem, and what if I forget to pick things up?",
    contexts: SHOP,
    answer: [
      ok("An invisible hand-finished hem is £18 [1]."),
      ok("Anything left uncollected for more than 90 days may be given to charity [5]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Could you dye a dress navy for me?",
    contexts: [],
    answer: [
      refuse(
        "I don't have any details about dyeing, so I can't tell you whether that's possible; it's worth asking in the shop.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "What does it cost to let out a waist, and how quickly can it be done?",
    contexts: SHOP,
    answer: [
      ok("Letting out a waist is charged at £22."),
      ok("It's ready in seven days as standard, or in 48 hours for an extra £10."),
    ],
    kind: null,
    tags: ["spelled-number", "reordered"],
  },
  {
    question: "What do you charge to alter a suit jacket?",
    contexts: SHOP,
    answer: [
      ok("Jacket alterations start from £30."),
      ok("Shortening the sleeves is £28, rising to £45 when the sleeves have working buttonholes."),
    ],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "How much are trouser alterations?",
    contexts: SHOP,
    answer: [
      ok("Standard trouser hems are £14."),
      bad("number", "An invisible hand-finished hem is £20."),
      ok("Taking in or letting out the waist costs £22."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How much is the deposit on a bespoke suit?",
    contexts: SHOP,
    answer: [
      ok("Bespoke suits start at £1,250 and take 8 to 10 weeks."),
      bad("derivation", "At that price, the 40% deposit would be £550."),
      ok("You pay it when the cloth is ordered."),
    ],
    kind: "derivation",
  },
  {
    question: "Are you closed at any point over the summer?",
    contexts: SHOP,
    answer: [
      ok("We're normally open Tuesday to Saturday, 9:30 to 18:00."),
      bad("date", "We close for our summer break from 2 to 23 August, so collect before then."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who makes the bespoke suits?",
    contexts: SHOP,
    answer: [
      ok("Bespoke suits start at £1,250, with three fittings along the way."),
      bad("entity", "They're made by our master tailor, Hamid Qureshi."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Do you alter lingerie?",
    contexts: SHOP,
    answer: [
      ok("Most alterations are done in-house, while leather and suede go to a specialist."),
      bad("negation", "We do alter swimwear and lingerie."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Is all the work done on site?",
    contexts: retrieved(SHOP, 6, 1),
    answer: [
      bad("quantifier", "Every alteration is done in our own workroom."),
      ok("We don't take on swimwear or lingerie."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "I'm away for a few months. What happens to my coat if I can't collect it?",
    contexts: SHOP,
    answer: [
      ok("Standard alterations are ready in a week."),
      bad("modal", "Items not collected within 90 days will be donated to charity."),
      ok("We're open Tuesday to Saturday if someone can collect it for you."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "How long do alterations take, and can you pick them up from me?",
    contexts: SHOP,
    answer: [
      ok("Standard alterations take a week, or 48 hours on express."),
      bad("fabricated", "We also offer free collection and delivery within two miles of the shop."),
    ],
    kind: "fabricated",
  },
  {
    question: "What do you charge for a trouser hem?",
    contexts: [],
    answer: [
      bad("empty-context", "A trouser hem costs £12 and is ready in five days."),
      say("Just drop them in whenever suits you."),
    ],
    kind: "empty-context",
  },
  {
    question: "How long do express, leather and standard jobs take?",
    contexts: SHOP,
    answer: [
      ok("Express alterations come back in 48 hours for a £10 surcharge [3]."),
      miscite("Leather and suede take 3 weeks because they go to a specialist [4]."),
      ok("Standard alterations are ready in a week [3]."),
    ],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "How far ahead do I need to bring in a wedding dress?",
    contexts: SHOP,
    answer: [
      refuse(
        "I'm sorry, I can't find how much time wedding dress alterations need, so please ask at the shop.",
      ),
    ],
    kind: "over-refusal",
  },
];
