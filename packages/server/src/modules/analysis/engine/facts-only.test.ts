import { describeVerdictFixtures } from "./fixture-checks";
import type { Fixture } from "./fixtures";

const DAYCARE = [
  "A full day at Barkwell Dog Daycare costs €32 and a half day (up to 5 hours) costs €20.",
  "Dogs over 6 months must be neutered.",
];

/** Claims with no word but their figures (verify.ts, carriedByFacts; seventh round). */
const FACTS_ONLY_FIXTURES: Fixture[] = [
  {
    name: "a claim of figures only is carried by the sentence stating them all",
    contexts: DAYCARE,
    answer: "A half day is up to 5 hours, and it's €20.",
    verdicts: ["supported"],
  },
  {
    name: "a figure of such a claim swapped is still flagged",
    contexts: DAYCARE,
    answer: "A half day is up to 4 hours, and it's €20.",
    verdicts: ["unsupported"],
  },
  {
    name: "figures split over two sentences carry nothing by themselves",
    contexts: DAYCARE,
    answer: "A half day is up to 6 months, and it's €20.",
    verdicts: ["unsupported"],
  },
];

describeVerdictFixtures("claims of figures only", FACTS_ONLY_FIXTURES);
