import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s16 smoke, fifth round: false alarms on faithful
 * answers in new domains), each with look-alikes of the other kind that must keep their
 * verdict. Re-exported by paraphrase-fixtures.ts.
 */
const SHOP = "The shop is open 9am to 5pm.";
const OFFICE = "Our office at 14 Cardew Street is open 9:30 am to 5 pm on weekdays.";
const MUSEUM =
  "Museum members get free entry to all exhibitions. Members may bring up to two children under 16 free of charge.";
const PARKING =
  "Members get free entry to all exhibitions. Free parking is available for members staying over 3 hours.";
const FERRY = "Most cancellations are announced on the Skerry Line app by 6am.";
const LOUNGE = "The lounge is open from 5pm to 11pm.";
const BAR = "The bar is open 5pm-11pm, and the kitchen opens at 6pm.";

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
  // Opening hours said as the moment of closing or opening (opening-hours.ts).
  {
    name: "'closes at 5 pm' for 'open 9:30 am to 5 pm' is supported",
    contexts: [OFFICE],
    answer: "The office closes at 5 pm on weekdays.",
    verdicts: ["supported"],
  },
  {
    name: "'closes at 9:30 am' for 'open 9:30 am to 5 pm' is flagged",
    contexts: [OFFICE],
    answer: "The office closes at 9:30 am on weekdays.",
    verdicts: ["contradicted"],
  },
  {
    name: "'the bar closes at 11pm' for 'open 5pm-11pm' is supported",
    contexts: [BAR],
    answer: "Good news: the bar stays open late and closes at 11pm.",
    verdicts: ["supported"],
  },
  {
    name: "'the kitchen closes at 6pm' for 'the kitchen opens at 6pm' is flagged",
    contexts: [BAR],
    answer: "The kitchen closes at 6pm.",
    verdicts: ["contradicted"],
  },
  {
    name: "'closes on weekdays' for 'open on weekdays' is flagged",
    contexts: [OFFICE],
    answer: "The office at 14 Cardew Street closes on weekdays.",
    verdicts: ["contradicted"],
  },
  // "six in the morning", "eleven at night": the half of the day in words makes a clock time.
  {
    name: "'go up on the app by six in the morning' for 'announced on the app by 6am' is supported",
    contexts: [FERRY],
    answer: "Usually, yes: most cancellations go up on the app by six in the morning.",
    verdicts: ["supported"],
  },
  {
    name: "'by six in the evening' for 'by 6am' is flagged",
    contexts: [FERRY],
    answer: "Most cancellations are announced on the app by six in the evening.",
    verdicts: ["unsupported"],
  },
  {
    name: "'by seven in the morning' for 'by 6am' is flagged",
    contexts: [FERRY],
    answer: "Most cancellations are announced on the app by seven in the morning.",
    verdicts: ["unsupported"],
  },
  {
    name: "'closes at eleven o'clock at night' for 'to 11pm' is supported",
    contexts: [LOUNGE],
    answer: "The lounge closes at eleven o'clock at night.",
    verdicts: ["supported"],
  },
  {
    name: "'closes at eleven in the morning' for 'to 11pm' is flagged",
    contexts: [LOUNGE],
    answer: "The lounge closes at eleven in the morning.",
    verdicts: ["unsupported"],
  },
  {
    name: "'closes at five in the afternoon' for 'open 9:30 am to 5 pm' is supported",
    contexts: [OFFICE],
    answer: "The office closes at five in the afternoon on weekdays.",
    verdicts: ["supported"],
  },
  {
    name: "'opens at half past nine in the morning' for '9:30 am' is supported",
    contexts: [OFFICE],
    answer: "The office opens at half past nine in the morning on weekdays.",
    verdicts: ["supported"],
  },
  // A universal the context states itself is no over-generalisation of a threshold (restriction.ts).
  {
    name: "'you get into every exhibition for free' for 'free entry to all exhibitions' is supported",
    contexts: [MUSEUM],
    answer: "Good news - as a member you get into every exhibition for free.",
    verdicts: ["supported"],
  },
  {
    name: "'bring any children free of charge' for 'two children under 16' is flagged",
    contexts: [MUSEUM],
    answer: "Members can bring any children free of charge.",
    verdicts: ["contradicted"],
  },
  {
    name: "'members always get free parking' for 'members staying over 3 hours' is flagged",
    contexts: [PARKING],
    answer: "Members always get free parking.",
    verdicts: ["contradicted"],
  },
];
