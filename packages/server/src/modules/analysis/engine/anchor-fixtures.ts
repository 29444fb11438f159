import type { Fixture } from "./fixtures";

/**
 * Pairs for the verdict design around hard facts (issue 18, rule-anchor round): for each, a
 * faithful restatement that must be supported and a look-alike error that must still be
 * flagged. Written from general rental, billing and library prose, not from any evaluation set.
 */
const BIKES = [
  "Bikes returned after 10 pm incur a late fee of £12.",
  "Helmets are included with every rental.",
];
const PLANS = [
  "The annual plan costs $240 and includes phone support.",
  "Monthly plans can be cancelled at any time.",
];

export const ANCHOR_FIXTURES: Fixture[] = [
  // Anchoring: every fact in one window carries a claim in everyday words.
  {
    name: "two facts in one sentence carry a restatement in other words",
    contexts: BIKES,
    answer: "Bring the bike back later than 10 pm and you will be charged £12.",
    verdicts: ["supported"],
  },
  {
    name: "an added charge on the same facts is still flagged",
    contexts: BIKES,
    answer: "Bring the bike back later than 10 pm and you will be charged £12 plus a cleaning fee.",
    verdicts: ["unsupported"],
  },
  {
    name: "a new object on a known price is still flagged",
    contexts: PLANS,
    answer: "The $240 annual plan also comes with a free tablet.",
    verdicts: ["unverifiable"],
  },
  {
    name: "a price stated as a difference must be one",
    contexts: ["The Pro plan costs £30 a month.", "The Basic plan costs £10 a month."],
    answer: "The Pro plan costs £30 more than Basic each month.",
    verdicts: ["unverifiable"],
  },
];
