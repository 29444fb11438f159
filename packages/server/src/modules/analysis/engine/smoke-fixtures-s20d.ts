import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s20, helper D: planted negations and group swaps
 * that passed), each with look-alikes that must keep the other verdict.
 */
const DEPOSIT = "The deposit is held in a government-backed scheme. It is returned within 10 days.";
const CLASSES = "Classes are not held on bank holidays. Classes are held every weekday.";
const MEETINGS = "Team meetings are held every Monday at 9am.";
const PARKING = "Blue badge holders can park free. All other drivers pay £2 an hour.";
const FARES = "Children aged 5 to 15 pay half fare.";
const FARES_FREE = "Children aged 5 to 15 pay half fare. Children under 5 travel free.";
const MEALS = "Children in reception to year 2 eat free. Older pupils pay £2.60 a day.";

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
  // A group named against another ("all other drivers", "older pupils") is parallel to it,
  // though the two clauses share no word: crossed-subjects.ts.
  {
    name: "the badge holders put on what 'all other drivers' pay is flagged",
    contexts: [PARKING],
    answer: "Blue badge holders pay £2 an hour.",
    verdicts: ["unsupported"],
  },
  {
    name: "the younger children put on what 'older pupils' pay is flagged",
    contexts: [MEALS],
    answer: "Children in reception to year 2 pay £2.60 a day.",
    verdicts: ["unsupported"],
  },
  {
    name: "'other drivers pay £2 an hour' still passes",
    contexts: [PARKING],
    answer: "Other drivers pay £2 an hour.",
    verdicts: ["supported"],
  },
  {
    name: "the other drivers named as 'drivers without a blue badge' still pass",
    contexts: [PARKING],
    answer: "Drivers without a blue badge pay £2 an hour.",
    verdicts: ["supported"],
  },
  {
    name: "both groups restated in one sentence still pass",
    contexts: [PARKING],
    answer: "Blue badge holders park for free, and all other drivers pay £2 per hour.",
    verdicts: ["supported"],
  },
  {
    name: "the older pupils named as 'pupils above year 2' still pass",
    contexts: [MEALS],
    answer: "Pupils above year 2 pay £2.60 a day.",
    verdicts: ["supported"],
  },
  // A group put just outside a range ("under 5" against "aged 5 to 15"): range-outside.ts.
  {
    name: "'under 5' against 'aged 5 to 15' is flagged",
    contexts: [FARES],
    answer: "Children under 5 pay half fare.",
    verdicts: ["contradicted"],
  },
  {
    name: "'over 15' against 'aged 5 to 15' is flagged",
    contexts: [FARES],
    answer: "Children over 15 pay half fare.",
    verdicts: ["contradicted"],
  },
  {
    name: "the range restated as 'aged 5-15' still passes",
    contexts: [FARES],
    answer: "Kids aged 5-15 pay half fare.",
    verdicts: ["supported"],
  },
  {
    name: "the range restated as 'between 5 and 15' still passes",
    contexts: [FARES],
    answer: "Children aged between 5 and 15 pay half fare.",
    verdicts: ["supported"],
  },
  {
    name: "'under 5' that the context states itself still passes",
    contexts: [FARES_FREE],
    answer: "Children under 5 travel free.",
    verdicts: ["supported"],
  },
];
