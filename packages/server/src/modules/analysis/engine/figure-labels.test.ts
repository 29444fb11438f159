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
