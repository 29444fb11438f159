import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s15 smoke, third round: false alarms first), in
 * gym, airline and car rental prose: each case with look-alikes of the other kind that must
 * keep their verdict. Re-exported by paraphrase-fixtures.ts.
 */
const GYM =
  "Premium members get unlimited sauna access. Basic members can use the gym floor and group classes.";

export const SMOKE3_FIXTURES: Fixture[] = [
  // Verb-phrase ellipsis: the elliptical half meets the sentence about its subject (ellipsis.ts).
  {
    name: "'Basic members don't get sauna access; Premium members do' is supported",
    contexts: [GYM],
    answer: "Basic members don't get sauna access; Premium members do.",
    verdicts: ["supported"],
  },
  {
    name: "the same with ', but Premium members do' is supported",
    contexts: [GYM],
    answer: "Basic members don't get sauna access, but Premium members do.",
    verdicts: ["supported"],
  },
  {
    name: "the subjects swapped, 'Premium members don't …; Basic members do', contradicts",
    contexts: [GYM],
    answer: "Premium members don't get sauna access; Basic members do.",
    verdicts: ["contradicted"],
  },
  {
    name: "the ellipsis against a sentence that names both subjects still contradicts",
    contexts: ["Premium and Basic members get sauna access."],
    answer: "Basic members don't get sauna access; Premium members do.",
    verdicts: ["contradicted"],
  },
  {
    name: "a negated ellipsis for the subject the context includes contradicts",
    contexts: [
      "Economy Light fares do not include a checked bag. Economy Flex fares include one checked bag.",
    ],
    answer: "Flex fares don't include a checked bag, but Light fares do.",
    verdicts: ["contradicted"],
  },
];
