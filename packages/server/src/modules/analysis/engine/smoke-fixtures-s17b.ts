import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s17 smoke, helper B: missed entity swaps and
 * negations in new domains), each with look-alikes of the other kind that must keep their
 * verdict. Re-exported by paraphrase-fixtures.ts.
 */
const CLINIC = "Walk-ins are accepted until 4pm. Appointments can be booked online.";
const CLOSED = "Walk-ins are not accepted. Appointments can be booked online.";
const STUDIO = "Cash and cards are accepted at the studio. Cheques are not accepted.";

export const SMOKE_S17B_FIXTURES: Fixture[] = [
  // A negation on an everyday word that WordNet puts beside a polar word of the sentence
  // ("take" beside "accept"): negated-synonym.ts.
  {
    name: "'we don't take walk-ins' against 'walk-ins are accepted' is flagged",
    contexts: [CLINIC],
    answer: "We don't take walk-ins.",
    verdicts: ["contradicted"],
  },
  {
    name: "'we take walk-ins' against 'walk-ins are not accepted' is flagged",
    contexts: [CLOSED],
    answer: "We take walk-ins.",
    verdicts: ["contradicted"],
  },
  {
    name: "'we don't take cards' against 'cash and cards are accepted' is flagged",
    contexts: [STUDIO],
    answer: "We don't take cards at the studio.",
    verdicts: ["contradicted"],
  },
  {
    name: "'we don't take walk-ins' for 'walk-ins are not accepted' is supported",
    contexts: [CLOSED],
    answer: "We don't take walk-ins.",
    verdicts: ["supported"],
  },
  {
    name: "'we take walk-ins until 4pm' for 'walk-ins are accepted until 4pm' is supported",
    contexts: [CLINIC],
    answer: "We take walk-ins until 4pm.",
    verdicts: ["supported"],
  },
  {
    name: "'the studio doesn't take cheques' for 'cheques are not accepted' is supported",
    contexts: [STUDIO],
    answer: "The studio doesn't take cheques.",
    verdicts: ["supported"],
  },
  {
    name: "'we take cash and cards' for 'cash and cards are accepted' is supported",
    contexts: [STUDIO],
    answer: "We take cash and cards at the studio.",
    verdicts: ["supported"],
  },
];
