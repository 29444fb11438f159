import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s22, helper A: short answers and merged claims
 * with one reworded clause), each with look-alikes of the other kind that must keep their
 * verdict.
 */
const BIKES = "Helmets are recommended for all riders but are not compulsory.";
const DOCKS =
  "Docks are emptied by our van team twice a day. The Spokes app shows live availability at every dock.";
const BOILER = "Our plumbers will fit the new boiler and remove the old one at no extra cost.";
const CREW = "A crew of two is sent for every installation.";
const INDUCTION = [
  "A gym induction takes about 60 minutes and covers every machine. Lockers cost £1.",
  "Personal training sessions last 30 minutes.",
];

export const SMOKE_S22A_FIXTURES: Fixture[] = [
  // "in real time" is "live", "take … away" is "remove", a crew is a team (register-lexicon.ts).
  {
    name: "'tells you in real time' restates 'shows live availability' in a merged claim",
    contexts: [BIKES, DOCKS],
    answer:
      "A helmet is recommended but not compulsory, and the app tells you in real time which docks have bikes.",
    verdicts: ["supported"],
  },
  {
    name: "'a day ahead' for 'live' in a merged claim is still flagged",
    contexts: [BIKES, DOCKS],
    answer:
      "A helmet is recommended but not compulsory, and the app tells you a day ahead which docks have bikes.",
    verdicts: ["unsupported"],
  },
  {
    name: "booking bikes 'in real time' the app does not offer is still flagged",
    contexts: [BIKES, DOCKS],
    answer:
      "A helmet is recommended but not compulsory, and the app lets you book bikes in real time at every dock.",
    verdicts: ["unsupported"],
  },
  {
    name: "'take the old boiler away' restates 'remove the old one', a team of two a crew of two",
    contexts: [BOILER, CREW],
    answer:
      "A two-person team comes for each installation, and they take the old boiler away for free.",
    verdicts: ["supported"],
  },
  {
    name: "taking the old boiler away for a fee the context does not charge is still flagged",
    contexts: [BOILER, CREW],
    answer:
      "A two-person team comes for each installation, and they take the old boiler away for £50.",
    verdicts: ["unsupported"],
  },
  {
    name: "a team of four for a crew of two is still flagged",
    contexts: [BOILER, CREW],
    answer:
      "A four-person team comes for each installation, and they take the old boiler away for free.",
    verdicts: ["unsupported"],
  },
  // "roughly", "nearly" before "a"/"an" make it a duration, as "about" does (numbers.ts).
  {
    name: "'takes roughly an hour' restates 'takes about 60 minutes'",
    question: "How long is the gym induction?",
    contexts: INDUCTION,
    answer: "The induction takes roughly an hour.",
    verdicts: ["supported"],
  },
  {
    name: "'takes roughly a day' for an induction of 60 minutes is flagged",
    question: "How long is the gym induction?",
    contexts: INDUCTION,
    answer: "The induction takes roughly a day.",
    verdicts: ["unsupported"],
  },
  {
    name: "'takes nearly two hours' for an induction of 60 minutes is flagged",
    question: "How long is the gym induction?",
    contexts: INDUCTION,
    answer: "The induction takes nearly two hours.",
    verdicts: ["unsupported"],
  },
];
