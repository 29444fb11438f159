import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const CAKES = [
  "Custom celebration cakes at Crumb & Candle start at $65 for a 6-inch round that serves 12 people. An 8-inch round serves 24 and costs $95.",
  "Custom orders must be placed at least 10 days before the collection date. Wedding cakes need 6 weeks' notice and a consultation with our head decorator, Priya Anand.",
  "A 50% deposit is required to confirm any custom order, and the balance is paid on collection. Deposits are refundable if the order is cancelled at least 7 days before collection.",
  "Most of our cakes can be made gluten-free for an extra $12, but our kitchen handles wheat and nuts, so we cannot guarantee any cake is allergen-free. Vegan sponges are available in vanilla and chocolate.",
  "Local delivery within 10 miles costs $20; orders may also be collected from our Elm Street shop between 8am and 6pm, Tuesday to Saturday. Over the holidays the shop closes from 24 December to 3 January.",
  "Edible photo toppers cost $15 and hand-piped sugar flowers cost $4 each. Lettering of up to 20 characters is free.",
];

export const CUSTOM_CAKES: Case[] = [
  {
    question: "How much do I pay up front for an 8-inch cake?",
    contexts: retrieved(CAKES, 1, 3, 6),
    answer: [
      ok(
        "To confirm an 8-inch cake you'd put down $47.50, with the other half due when you collect it.",
      ),
    ],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "What's the difference between the 6-inch and the 8-inch?",
    contexts: CAKES,
    answer: [ok("The 8-inch is $30 more than the 6-inch and feeds twice as many guests.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "Which size is better value per slice?",
    contexts: CAKES,
    answer: [
      ok("The 8-inch works out at roughly $3.96 a serving, against about $5.42 for the 6-inch."),
    ],
    kind: null,
    tags: ["derived"],
  },
  {
    question:
      "I'd like a 6-inch gluten-free cake with a photo topper, delivered to my house five miles away. What's the total?",
    contexts: CAKES,
    answer: [
      ok("All in, with the gluten-free sponge, the topper and delivery, that comes to $112."),
    ],
    kind: null,
    tags: ["derived", "merged", "low-overlap"],
  },
  {
    question: "The party is on Saturday 14 March. What's the latest I can order?",
    contexts: CAKES,
    answer: [ok("You'd need to have the order in by 4 March at the latest.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "How far ahead should we book our wedding cake?",
    contexts: CAKES,
    answer: [
      ok(
        "Please allow 42 days for a wedding cake, and you'll sit down with Priya Anand, our head decorator, beforehand to plan it.",
      ),
    ],
    kind: null,
    tags: ["unit", "reordered"],
  },
  {
    question: "My son is coeliac. Can you make his cake gluten-free?",
    contexts: CAKES,
    answer: [
      ok(
        "Usually yes, for $12 more, although because wheat and nuts are used in the same kitchen nobody can promise it's completely allergen-free.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "Do you do vegan cakes, and how much is a photo topper?",
    contexts: CAKES,
    answer: [
      ok("Vegan sponges come in either vanilla or chocolate [4]."),
      ok("An edible photo topper is an extra $15 [6]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "Can you post a cake to my sister in another state?",
    contexts: [],
    answer: [
      refuse(
        "I don't have any information about shipping cakes, so I can't say whether that's possible.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "When can I pick my cake up?",
    contexts: retrieved(CAKES, 5, 3),
    answer: [
      ok(
        "Cakes can be collected from the Elm Street shop from eight till six, Tuesday through Saturday.",
      ),
    ],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "Do you charge for writing on the cake?",
    contexts: CAKES,
    answer: [ok("Not for up to twenty characters.")],
    kind: null,
    tags: ["spelled-number", "low-overlap"],
  },
  {
    question: "How many people does an 8-inch cake feed?",
    contexts: CAKES,
    answer: [bad("number", "An 8-inch round serves 30 people and costs $95.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would an 8-inch cake with six sugar flowers cost?",
    contexts: CAKES,
    answer: [bad("derivation", "An 8-inch cake with six sugar flowers would be $121 in total.")],
    kind: "derivation",
    tags: ["high-overlap"],
  },
  {
    question: "Are you open between Christmas and New Year?",
    contexts: CAKES,
    answer: [
      bad("date", "No, the shop closes over the holidays from 24 December to 5 January."),
      say("Sorry about that!"),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who should I talk to about a wedding cake?",
    contexts: CAKES,
    answer: [
      bad(
        "entity",
        "You'd have a consultation with our head decorator, Maria Lopez, and we need 6 weeks' notice.",
      ),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "If I cancel ten days before collection, do I get my deposit back?",
    contexts: CAKES,
    answer: [
      bad(
        "negation",
        "Deposits are not refundable, even if the order is cancelled at least 7 days before collection.",
      ),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Can any of your cakes be made gluten-free?",
    contexts: CAKES,
    answer: [bad("quantifier", "Yes, all of our cakes can be made gluten-free for an extra $12.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Do I have to pay anything when I order?",
    contexts: CAKES,
    answer: [
      bad(
        "modal",
        "A 50% deposit may be asked for to confirm a custom order, and the rest is paid on collection.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Can I taste the flavours before I order?",
    contexts: CAKES,
    answer: [
      bad(
        "fabricated",
        "Yes, tasting boxes of four flavours are available for $25 before you order.",
      ),
    ],
    kind: "fabricated",
    tags: ["high-overlap"],
  },
  {
    question: "How much is a cupcake tower?",
    contexts: [],
    answer: [bad("empty-context", "A tower of 24 cupcakes costs $72 and needs a week's notice.")],
    kind: "empty-context",
  },
  {
    question: "How much notice do you need, and how much is the deposit?",
    contexts: CAKES,
    answer: [
      ok("Custom cakes need ordering at least 10 days before you collect [2]."),
      miscite("Half the price is paid up front as a deposit [5]."),
    ],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "Do you make vegan cakes?",
    contexts: retrieved(CAKES, 4, 6, 1),
    answer: [refuse("I'm afraid I can't find anything about vegan cakes in our information.")],
    kind: "over-refusal",
  },
];
