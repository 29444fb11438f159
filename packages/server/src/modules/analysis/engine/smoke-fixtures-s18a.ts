import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s18 smoke, helper A: false alarms on faithful
 * paraphrases in veterinary, coworking, airline baggage, library, garage, energy, admissions
 * and pet insurance prose), each with look-alikes that must keep the other verdict.
 * Re-exported by paraphrase-fixtures.ts.
 */
const LOANS = "Loans last three weeks and can be renewed twice.";
const LOUNGE = "Guests may use the lounge up to 2 times a month.";
const TABLETS = "Give the tablets to your dog three times a day with food.";

export const SMOKE_S18A_FIXTURES: Fixture[] = [
  // A count of times in words: "two times" is "twice", "3 times" is "thrice"
  // (paraphrase-lexicon.ts).
  {
    name: "'renewed two times' for 'renewed twice' is supported",
    contexts: [LOANS],
    answer: "Each loan can be renewed two times.",
    verdicts: ["supported"],
  },
  {
    name: "'twice a month' for 'up to 2 times a month' is supported",
    contexts: [LOUNGE],
    answer: "Guests can use the lounge twice a month.",
    verdicts: ["supported"],
  },
  {
    name: "'thrice a day' for 'three times a day' is supported",
    contexts: [TABLETS],
    answer: "Your dog should get the tablets thrice a day with food.",
    verdicts: ["supported"],
  },
  {
    name: "'renewed four times' against 'renewed twice' is flagged",
    contexts: [LOANS],
    answer: "Each loan can be renewed four times.",
    verdicts: ["unsupported"],
  },
  {
    name: "'three times a month' against 'up to 2 times a month' is flagged",
    contexts: [LOUNGE],
    answer: "Guests can use the lounge three times a month.",
    verdicts: ["unsupported"],
  },
  {
    name: "'two times a day' against 'three times a day' is flagged",
    contexts: [TABLETS],
    answer: "Your dog should get the tablets two times a day with food.",
    verdicts: ["unsupported"],
  },
  {
    name: "'two times a week' against 'up to 2 times a month' is flagged",
    contexts: [LOUNGE],
    answer: "Guests can use the lounge two times a week.",
    verdicts: ["unsupported"],
  },
];
