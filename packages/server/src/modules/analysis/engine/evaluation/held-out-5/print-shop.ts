import { bad, type Case, miscite, ok, refuse } from "../held-out-2/build";
import { retrieved } from "./retrieved";

const SHOP = [
  "InkHouse prints 500 standard business cards for £35 and 1,000 for £55. Premium 450gsm cards cost 40% more.",
  "A0 posters cost £18 each, and A1 posters cost £12 each. Orders of 10 or more posters get 15% off.",
  "Standard turnaround is 3 working days; express turnaround takes 1 working day and adds £15 to the order.",
  "Artwork must be supplied as a PDF with 3 mm bleed. Most files are checked within 2 hours of upload. InkHouse may reject artwork that is under 300 dpi.",
  "Free delivery applies to orders over £50; otherwise delivery costs £4.95. Collection is available from our shop on Canal Street, Leicester.",
  "Our studio manager, Jonah Pryce, handles design requests at £40 per hour. The shop will be closed from 24 December 2026 to 1 January 2027.",
];

export const PRINT_SHOP: Case[] = [
  {
    question: "Is it cheaper per card to order 1,000?",
    contexts: SHOP,
    answer: [ok("At 1,000 cards each one costs 5.5p, against 7p each when you order 500.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "What would 500 premium cards cost?",
    contexts: retrieved(SHOP, 1, 2),
    answer: [ok("Going premium, 500 cards would cost £49.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "What would ten A1 posters cost?",
    contexts: retrieved(SHOP, 2, 1),
    answer: [
      ok(
        "Ten A1 posters would normally be £120, but the 15% bulk discount brings that down to £102.",
      ),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "I'm ordering 500 standard cards. Do I pay for delivery?",
    contexts: SHOP,
    answer: [
      ok("Yes, a £35 order is under the £50 threshold, so delivery adds £4.95."),
      ok("That makes £39.95 in total."),
    ],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "Can I get my order faster?",
    contexts: SHOP,
    answer: [
      ok(
        "Express gets it done in one working day for an extra £15, and delivery is free if your order comes to more than £50.",
      ),
    ],
    kind: null,
    tags: ["spelled-number", "paraphrase", "merged"],
  },
  {
    question: "What format should my design be in?",
    contexts: SHOP,
    answer: [ok("Send your design as a PDF, with 3 mm of bleed.")],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "How quickly do you check my artwork?",
    contexts: SHOP,
    answer: [
      ok("In most cases your file is looked over within a couple of hours of you uploading it."),
    ],
    kind: null,
    tags: ["low-overlap", "spelled-number"],
  },
  {
    question: "Can you design the cards for me, and can I pick them up?",
    contexts: SHOP,
    answer: [
      ok(
        "Jonah Pryce takes on design work at £40 an hour, and you can collect your order from the Canal Street shop in Leicester.",
      ),
    ],
    kind: null,
    tags: ["merged", "low-overlap"],
  },
  {
    question: "What do A0 posters cost, and how long does a normal order take?",
    contexts: SHOP,
    answer: [
      ok("A0 posters are £18 apiece [2]."),
      ok("A standard order takes three working days [3]."),
    ],
    kind: null,
    tags: ["citation", "spelled-number"],
  },
  {
    question: "Do you print on T-shirts?",
    contexts: [],
    answer: [refuse("I don't have any information about printing on clothing.")],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "How long are you closed over Christmas?",
    contexts: SHOP,
    answer: [ok("The shop shuts for nine days, from 24 December 2026 to 1 January 2027.")],
    kind: null,
    tags: ["derived", "reordered"],
  },
  // Planted errors.
  {
    question: "How much are 1,000 business cards?",
    contexts: SHOP,
    answer: [bad("number", "InkHouse prints 1,000 standard business cards for £65.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would 1,000 premium cards cost?",
    contexts: SHOP,
    answer: [
      ok("Premium cards cost 40% more than standard ones."),
      bad("derivation", "So 1,000 premium cards would cost £75."),
    ],
    kind: "derivation",
  },
  {
    question: "When is the shop closed?",
    contexts: SHOP,
    answer: [bad("date", "The shop will be closed from 24 December 2026 to 4 January 2027.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Where can I collect my order?",
    contexts: SHOP,
    answer: [bad("entity", "Collection is available from the shop on Canal Street, Nottingham.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Is delivery free?",
    contexts: SHOP,
    answer: [bad("negation", "Orders over £50 do not get free delivery.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "How fast are files checked?",
    contexts: retrieved(SHOP, 4, 3, 5),
    answer: [bad("quantifier", "All files are checked within 2 hours of upload.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What if my artwork is low resolution?",
    contexts: SHOP,
    answer: [bad("modal", "InkHouse will reject any artwork that is under 300 dpi.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Tell me about posters.",
    contexts: SHOP,
    answer: [
      ok("A1 posters are £12 each."),
      bad("fabricated", "Every poster is printed on recycled paper at no extra cost."),
    ],
    kind: "fabricated",
  },
  {
    question: "Do you offer student discounts?",
    contexts: [],
    answer: [bad("empty-context", "Students get 10% off every order with a valid NUS card.")],
    kind: "empty-context",
  },
  {
    question: "What does design cost, and when is delivery free?",
    contexts: SHOP,
    answer: [
      ok("Design work is charged at £40 an hour [6]."),
      miscite("Delivery is free on orders above £50 [4]."),
    ],
    kind: "citation",
  },
  {
    question: "How much are A1 posters?",
    contexts: SHOP,
    answer: [refuse("I can't find poster prices in the information I have.")],
    kind: "over-refusal",
  },
];
