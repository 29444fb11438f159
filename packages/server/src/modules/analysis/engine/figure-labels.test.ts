import { describeNumberCases } from "./fixture-checks";

/**
 * A figure lent by a sentence that labels it with the claim's word (figure-labels.ts; eighth
 * round), in domains no labelled set uses. The claim's words come from one chunk and its price
 * from a price list in another; the look-alike takes the price of another item of the list,
 * or a price whose label every figure of the list shares, and must still be reported missing.
 */
describeNumberCases("figures labelled in the sentence that lends them", [
  {
    name: "a price from a list, labelled with the claim's plan",
    context: [
      "Greenleaf offers three lawn plans: Starter at $29, Plus at $45 and Pro at $69.",
      "The Pro plan adds aeration, overseeding and a spring weed treatment.",
    ],
    faithful: "For $69, Pro adds aeration, overseeding and a spring weed treatment.",
    wrong: "For $45, Pro adds aeration, overseeding and a spring weed treatment.",
  },
  {
    name: "a label every figure of the list shares tells them apart from nothing",
    context: [
      "Greenleaf lawn plans cost $29, $45 or $69 a visit.",
      "The Pro plan adds aeration, overseeding and a spring weed treatment.",
    ],
    faithful: "The Pro plan adds aeration, overseeding and a spring weed treatment.",
    wrong: "For $69, Pro adds aeration, overseeding and a spring weed treatment.",
  },
  {
    name: "a lone figure's words are no label: its subject stands elsewhere in the sentence",
    context: [
      "Ibuprofen should be taken with food; a normal course lasts 5 days.",
      "A normal course of paracetamol lasts 3 days.",
    ],
    faithful: "A normal course of paracetamol lasts 3 days.",
    wrong: "A normal course of paracetamol lasts 5 days.",
  },
]);

/**
 * Two figures of one list swapped between their names in the claim (swappedLabel; ninth round,
 * found by trying the API with rate-limit prose). The faithful claim keeps each figure with its
 * name; the look-alike gives it another item's name.
 */
describeNumberCases("figures of one list kept with their names", [
  {
    name: "a limit given to the other tier, the name after the figure",
    context: [
      "The API allows 100 requests per minute per key on the Free tier and 1,000 on the Pro tier.",
    ],
    faithful: "The Pro tier allows 1,000 requests per minute per key.",
    wrong: "On the Free tier you get 1,000 requests per minute per key.",
  },
  {
    name: "a price given to the other plan, the name before the figure",
    context: ["Basic costs £14.99 a month, Deluxe £24.99 and Ultimate £34.99."],
    faithful: "Ultimate costs £34.99 a month.",
    wrong: "Deluxe costs £34.99 a month.",
  },
  {
    name: "a claim that names both items keeps each figure with its own",
    context: [
      "The API allows 100 requests per minute per key on the Free tier and 1,000 on the Pro tier.",
    ],
    faithful:
      "Moving from the Free tier to the Pro tier raises the limit to 1,000 requests a minute.",
    wrong:
      "Moving from the Free tier to the Pro tier raises the limit to 10,000 requests a minute.",
  },
]);
