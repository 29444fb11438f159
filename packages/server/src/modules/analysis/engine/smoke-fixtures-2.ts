import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s15 smoke, second round), in pharmacy, parcel,
 * airline, car rental, cloud storage and bank prose: each case with look-alikes of the other
 * kind that must keep their verdict. Re-exported by paraphrase-fixtures.ts.
 */
const PHARMACY =
  "The pharmacy is open from 8 am to 9 pm Monday to Saturday. On Sundays it opens from 10 am to 4 pm.";
const PARCELS =
  "Standard parcels are not insured. Express parcels are insured up to £100 against loss or damage.";

const BAGS =
  "Each passenger may bring one cabin bag up to 7 kg. The first checked bag costs $35, and the second costs $45.";

const REFUNDS = "Refunds are paid to the original payment card within 7 days.";
const ADMISSIONS = "Applications must be submitted through the UCAS portal by 15 January.";

const RENTAL =
  "The minimum age to rent is 21. Drivers under 25 pay a young driver surcharge of $20 a day.";

const OPENING =
  "The pharmacy opens at 8.30am and closes at 6pm, Monday to Saturday. It is closed on Sundays.";

export const SMOKE2_FIXTURES: Fixture[] = [
  // A flip against one sentence of the pair the claim leans on (pair-flip.ts).
  {
    name: "'closed on Sundays' against the pair that gives Sunday's opening hours contradicts",
    contexts: [PHARMACY],
    answer: "The pharmacy is closed on Sundays.",
    verdicts: ["contradicted"],
  },
  {
    name: "a negated sentence of the pair: 'standard parcels are insured' contradicts",
    contexts: [PARCELS],
    answer: "Standard parcels are insured against loss or damage.",
    verdicts: ["contradicted"],
  },
  {
    name: "'closed on Sundays' where the pair's other sentence says it is supported",
    contexts: [
      "The pharmacy is open from 8 am to 9 pm Monday to Saturday. It is closed on Sundays.",
    ],
    answer: "The pharmacy is closed on Sundays.",
    verdicts: ["supported"],
  },
  {
    name: "a claim joining the insured and the uninsured parcels is supported",
    contexts: [PARCELS],
    answer: "Express parcels are insured against loss or damage, but standard ones are not.",
    verdicts: ["supported"],
  },
  {
    name: "a quantifier of one sentence of the pair flips nothing in the other's claim",
    contexts: [
      "International transfers usually take 1 to 4 business days. The fee is $25 per transfer, plus any intermediary bank charges.",
    ],
    answer:
      "Each international transfer costs $25, and intermediary banks may add their own charges.",
    verdicts: ["supported"],
  },

  // Two figures of a list swapped between the plain words that tell its items apart
  // (list-words.ts).
  {
    name: "the two bag prices swapped between 'first' and 'second' is a swapped number",
    contexts: [BAGS],
    answer: "Your first checked bag costs $45 and a second one costs $35.",
    verdicts: ["unsupported"],
  },
  {
    name: "the first bag's price given to the second is a swapped number",
    contexts: [BAGS],
    answer: "A second checked bag costs $35.",
    verdicts: ["unsupported"],
  },
  {
    name: "the list restated with its labels after the prices is supported",
    contexts: [BAGS],
    answer: "Checked bags cost $35 for the first and $45 for the second.",
    verdicts: ["supported"],
  },
  {
    name: "a claim naming the other item beside its own figure is supported",
    contexts: [BAGS],
    answer: "A second bag is $45, ten dollars more than the first at $35.",
    verdicts: ["supported"],
  },
  {
    name: "two figures of one clause with no separator are no list",
    contexts: [
      "Hire cars are insured for up to £20,000 of damage for £9 a day. Drivers under 25 pay a £12 daily surcharge.",
    ],
    answer: "Insurance costs £9 a day.",
    verdicts: ["supported"],
  },
  {
    name: "the other side of a threshold stated with its own figure is supported",
    contexts: ["Returns are free on orders over £50; smaller orders pay a £4.95 return fee."],
    answer: "Since your order is under £50, a £4.95 return fee applies.",
    verdicts: ["supported"],
  },

  // A made-up object of a preposition put in place of the sentence's (substitution.ts).
  {
    name: "'paid as vouchers' for 'paid to the original payment card' is unsupported",
    contexts: [REFUNDS],
    answer: "Refunds are paid as vouchers within 7 days.",
    verdicts: ["unsupported"],
  },
  {
    name: "'submitted by email' for 'submitted through the UCAS portal' is unsupported",
    contexts: [ADMISSIONS],
    answer: "Applications must be submitted by email by 15 January.",
    verdicts: ["unsupported"],
  },
  {
    name: "another word describing the same shared noun is a paraphrase ('a separate payment' for 'an off-cycle payment')",
    contexts: [
      "Underpayments of more than £100 are corrected by an off-cycle payment within 3 working days.",
    ],
    answer:
      "Underpayments above £100 are put right with a separate payment within three working days.",
    verdicts: ["supported"],
  },
  {
    name: "another name before the same shared noun is a swap ('the BorrowBox app' for 'the Libby app')",
    contexts: ["Members can borrow e-books and audiobooks through the Libby app."],
    answer: "Members can borrow e-books and audiobooks through the BorrowBox app.",
    verdicts: ["unsupported"],
  },
  {
    name: "the same object in fewer words is supported",
    contexts: [REFUNDS],
    answer: "Refunds are paid back to your card within 7 days.",
    verdicts: ["supported"],
  },
  {
    name: "the object named by a shorter form of its name is supported",
    contexts: [ADMISSIONS],
    answer: "You need to apply via UCAS by 15 January.",
    verdicts: ["supported"],
  },
  {
    name: "the object's words reordered around a new verb are supported",
    contexts: ["Parcels can be collected from the depot on Mill Lane between 8 am and 6 pm."],
    answer: "You can pick up your parcel at our Mill Lane depot between 8 am and 6 pm.",
    verdicts: ["supported"],
  },

  // A bound on a figure the anchor's sentences give as a range on the other side
  // (bound-flip.ts rangeFlip).
  {
    name: "'at least 25' for 'drivers under 25' in the anchor's sentence contradicts",
    contexts: [RENTAL],
    answer: "You need to be at least 25 to rent a car.",
    verdicts: ["contradicted"],
  },
  {
    name: "'at least 25 years old' for 'drivers under 25' contradicts",
    contexts: [RENTAL],
    answer: "You need to be at least 25 years old to rent a car.",
    verdicts: ["contradicted"],
  },
  {
    name: "the minimum age restated on its own figure is supported",
    contexts: [RENTAL],
    answer: "You need to be at least 21 to rent a car.",
    verdicts: ["supported"],
  },
  {
    name: "a minimum of nights beside an age range on the same figure is supported",
    contexts: [
      "Holiday cottages sleep up to six guests. Stays of 5 nights or longer get 10% off. Children under 5 stay free.",
    ],
    answer: "You get 10% off if you stay at least five nights.",
    verdicts: ["supported"],
  },

  // A clock time written with a dot before a.m./p.m. (quantity-forms.ts).
  {
    name: "'8:30 am' restates '8.30am'",
    contexts: [OPENING],
    answer: "The pharmacy opens at 8:30 am Monday to Saturday.",
    verdicts: ["supported"],
  },
  {
    name: "'half past eight' restates '8.30am'",
    contexts: [OPENING],
    answer: "The pharmacy opens at half past eight, Monday to Saturday.",
    verdicts: ["supported"],
  },
  {
    name: "another time with a dot is a missing number",
    contexts: [OPENING],
    answer: "The pharmacy opens at 9.30am Monday to Saturday.",
    verdicts: ["unsupported"],
  },
  {
    name: "the same time in the other half of the day is a missing number",
    contexts: [OPENING],
    answer: "The pharmacy opens at 8:30 pm Monday to Saturday.",
    verdicts: ["unsupported"],
  },
];
