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
];
