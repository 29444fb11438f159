import { bad, type Case, miscite, ok, refuse } from "../held-out-2/build";
import { retrieved } from "../held-out-5/retrieved";

const BLOOMS = [
  "Bramble & Bloom's hand-tied bouquets come in three sizes: small at £35, medium at £50 and large at £75. A glass vase can be added to any bouquet for £12.",
  "Same-day delivery is available on orders placed before 1pm, Monday to Saturday. Delivery within the city costs £6.50, and we do not deliver on Sundays.",
  "Funeral wreaths need at least 48 hours' notice and start at £90. Our funeral specialist, Helen Marsh, can help families choose tributes over the phone.",
  "Most of our flowers are sourced from British growers between May and October. Flowers are guaranteed to last at least 5 days, or we will replace them free of charge.",
  "Wedding flowers are booked with a £200 non-refundable deposit, and final numbers must be confirmed 4 weeks before the wedding. We may substitute a flower of similar colour if a variety is unavailable.",
  "Valentine's orders for 14 February must be placed by 10 February. Prices for red roses rise by 20% in the week of Valentine's Day.",
];

export const FLORIST: Case[] = [
  {
    question: "What would a large bouquet in a vase cost, delivered in town?",
    contexts: retrieved(BLOOMS, 1, 2, 3),
    answer: [ok("A large bouquet with a vase, delivered within the city, would be £93.50.")],
    kind: null,
    tags: ["derived", "merged"],
  },
  {
    question: "How much more is a large bouquet than a small one?",
    contexts: BLOOMS,
    answer: [ok("Going from small to large adds £40.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "A dozen red roses is usually £40. What will it be in Valentine's week?",
    contexts: BLOOMS,
    answer: [ok("During Valentine's week that dozen would cost £48.")],
    kind: null,
    tags: ["derived", "low-overlap"],
  },
  {
    question: "Our wedding is on 19 September. When do we have to confirm numbers?",
    contexts: BLOOMS,
    answer: [ok("You'd need to give us your final numbers by 22 August.")],
    kind: null,
    tags: ["derived", "paraphrase"],
  },
  {
    question: "How much notice do you need for a wreath?",
    contexts: BLOOMS,
    answer: [
      ok("Please give us at least two days' notice for a funeral wreath, and prices begin at £90."),
    ],
    kind: null,
    tags: ["unit", "spelled-number", "paraphrase"],
  },
  {
    question: "If I order at 11 this morning, can the flowers arrive today?",
    contexts: BLOOMS,
    answer: [
      ok(
        "Yes, 11 o'clock is before the 1pm cut-off, so they can go out today as long as it isn't a Sunday.",
      ),
    ],
    kind: null,
    tags: ["low-overlap", "merged"],
  },
  {
    question: "Are your flowers grown locally?",
    contexts: BLOOMS,
    answer: [ok("From May through October, the bulk of our flowers come from British growers.")],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question:
      "How long will the flowers last, and what if the variety I want isn't available for the wedding?",
    contexts: BLOOMS,
    answer: [
      ok("They're guaranteed for five days at least, or we'll replace them for free [4]."),
      ok("If a variety can't be had, we may swap in one of a similar colour [5]."),
    ],
    kind: null,
    tags: ["citation", "spelled-number"],
  },
  {
    question: "Do you sell potted plants?",
    contexts: retrieved(BLOOMS, 1, 2),
    answer: [
      refuse(
        "I can't see potted plants mentioned anywhere in what I have, so I'm not able to say.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "Who can help me choose something for my mum's funeral?",
    contexts: BLOOMS,
    answer: [
      ok("Families are helped over the phone by Helen Marsh, who specialises in funeral flowers."),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  {
    question: "Can you deliver on a Sunday?",
    contexts: BLOOMS,
    answer: [ok("No, there are no deliveries on Sundays, I'm afraid.")],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "How much is a medium bouquet?",
    contexts: BLOOMS,
    answer: [bad("number", "A medium bouquet is £55, and a vase is £12 extra.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What's a medium bouquet with a vase?",
    contexts: BLOOMS,
    answer: [bad("derivation", "A medium bouquet with a glass vase comes to £64.")],
    kind: "derivation",
    tags: ["high-overlap"],
  },
  {
    question: "What's the deadline for Valentine's orders?",
    contexts: BLOOMS,
    answer: [bad("date", "Valentine's orders for 14 February must be placed by 12 February.")],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Who's your funeral specialist?",
    contexts: BLOOMS,
    answer: [
      bad(
        "entity",
        "Our funeral specialist, Ruth Marsh, can help you choose tributes over the phone.",
      ),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Is the wedding deposit refundable?",
    contexts: BLOOMS,
    answer: [
      bad("negation", "Wedding flowers are booked with a £200 deposit, which is refundable."),
    ],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Are your flowers British?",
    contexts: BLOOMS,
    answer: [
      bad(
        "quantifier",
        "All of our flowers are sourced from British growers between May and October.",
      ),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Will I get exactly the flowers I pick for the wedding?",
    contexts: retrieved(BLOOMS, 5, 4),
    answer: [
      bad("modal", "We will substitute a flower of similar colour if a variety is unavailable."),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "Can I add something to a bouquet?",
    contexts: BLOOMS,
    answer: [
      ok("You can add a glass vase to any bouquet for £12."),
      bad("fabricated", "A box of handmade chocolates can be added for £8."),
    ],
    kind: "fabricated",
    tags: ["high-overlap"],
  },
  {
    question: "Do you do flower subscriptions?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "Yes, a weekly flower subscription costs £30 a week with free delivery.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "What's the cut-off for same-day delivery, and how much are wreaths?",
    contexts: BLOOMS,
    answer: [
      ok("Same-day orders need to be in before 1pm [2]."),
      miscite("Funeral wreaths start at £90 [4]."),
    ],
    kind: "citation",
    tags: ["high-overlap"],
  },
  {
    question: "Do you deliver on Sundays?",
    contexts: retrieved(BLOOMS, 2, 4),
    answer: [refuse("I'm not sure, as I can't find your delivery days in the information I have.")],
    kind: "over-refusal",
  },
];
