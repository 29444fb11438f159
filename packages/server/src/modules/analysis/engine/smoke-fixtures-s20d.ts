import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s20, helper D: planted negations and group swaps
 * that passed), each with look-alikes that must keep the other verdict.
 */
const DEPOSIT = "The deposit is held in a government-backed scheme. It is returned within 10 days.";
const CLASSES = "Classes are not held on bank holidays. Classes are held every weekday.";
const MEETINGS = "Team meetings are held every Monday at 9am.";

export const SMOKE_S20D_FIXTURES: Fixture[] = [
  // A negation inside a copular phrase synonym ("is not held"): negated-copula.ts.
  {
    name: "'is not held' against 'is held' is flagged",
    contexts: [DEPOSIT],
    answer: "Your deposit isn't held in a government-backed scheme.",
    verdicts: ["contradicted"],
  },
  {
    name: "'aren't held' against 'are held every Monday' is flagged",
    contexts: [MEETINGS],
    answer: "Team meetings aren't held on Mondays.",
    verdicts: ["contradicted"],
  },
  {
    name: "'are held' against 'are not held on bank holidays' is flagged",
    contexts: [CLASSES],
    answer: "Classes are held on bank holidays.",
    verdicts: ["contradicted"],
  },
  {
    name: "'is held' reworded as 'kept' still passes",
    contexts: [DEPOSIT],
    answer: "Your deposit is kept in a scheme backed by the government.",
    verdicts: ["supported"],
  },
  {
    name: "a negation the context states ('aren't held on bank holidays') still passes",
    contexts: [CLASSES],
    answer: "Classes aren't held on bank holidays.",
    verdicts: ["supported"],
  },
  {
    name: "'are held' restated as 'take place' still passes",
    contexts: [MEETINGS],
    answer: "Team meetings take place every Monday at 9am.",
    verdicts: ["supported"],
  },
];
