import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s16 smoke, fifth round: false alarms on faithful
 * answers in new domains), each with look-alikes of the other kind that must keep their
 * verdict. Re-exported by paraphrase-fixtures.ts.
 */
const SHOP = "The shop is open 9am to 5pm.";

export const SMOKE5_FIXTURES: Fixture[] = [
  // A clock hour in words before a.m./p.m. is a clock time, not a count ("five p" as pence).
  {
    name: "'opens at nine a.m. and closes at five p.m.' for '9am to 5pm' is supported",
    contexts: [SHOP],
    answer: "The shop opens at nine a.m. and closes at five p.m.",
    verdicts: ["supported"],
  },
  {
    name: "'closes at six p.m.' for '5pm' is flagged",
    contexts: [SHOP],
    answer: "The shop opens at nine a.m. and closes at six p.m.",
    verdicts: ["unsupported"],
  },
  {
    name: "'opens at nine p.m.' for '9am' is flagged",
    contexts: [SHOP],
    answer: "The shop opens at nine pm and closes at five pm.",
    verdicts: ["unsupported"],
  },
];
