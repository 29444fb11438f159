import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s20 smoke, helper E: faithful answers flagged as
 * contradicted where they restate a limit or a condition), each with look-alikes carrying one
 * planted error that must stay flagged.
 */
const LOUNGE = "Guests can't stay in the lounge for more than 2 hours. The lounge opens at 6am.";
const STUDIO = "Studios can't be hired for less than 3 hours at a time.";
const DEPOT = "Parcels won't be held at the depot for longer than 7 days.";
const BOARD = "The price includes breakfast. Lunch and dinner are not included.";
const JEWEL = "Jewellery is not covered unless listed and approved. Cash is never covered.";
const GUESTS = "Guests are not admitted unless they show a booking reference.";
const RENT = "Your rent includes water. Electricity and gas are not included.";

export const SMOKE_S20E_FIXTURES: Fixture[] = [
  // A negated verb whose extent is bounded after "for", a few words on, is a maximum
  // ("can't stay … for more than 2 hours" = "for up to 2 hours"): limits.ts.
  {
    name: "'can stay for up to 2 hours' restates 'can't stay … for more than 2 hours'",
    contexts: [LOUNGE],
    answer: "Guests can stay in the lounge for up to 2 hours.",
    verdicts: ["supported"],
  },
  {
    name: "'can stay for at least 2 hours' against 'can't stay … for more than 2 hours' is flagged",
    contexts: [LOUNGE],
    answer: "Guests can stay in the lounge for at least 2 hours.",
    verdicts: ["contradicted"],
  },
  {
    name: "'can stay for more than 2 hours' against 'can't stay … for more than 2 hours' is flagged",
    contexts: [LOUNGE],
    answer: "Guests can stay in the lounge for more than 2 hours.",
    verdicts: ["contradicted"],
  },
  {
    name: "'can stay for up to 3 hours' against 'can't stay … for more than 2 hours' is flagged",
    contexts: [LOUNGE],
    answer: "Guests can stay in the lounge for up to 3 hours.",
    verdicts: ["unsupported"],
  },
  {
    name: "'for a minimum of 3 hours' restates 'can't be hired for less than 3 hours'",
    contexts: [STUDIO],
    answer: "Studios can be hired for a minimum of 3 hours at a time.",
    verdicts: ["supported"],
  },
  {
    name: "'for up to 3 hours' against 'can't be hired for less than 3 hours' is flagged",
    contexts: [STUDIO],
    answer: "Studios can be hired for up to 3 hours at a time.",
    verdicts: ["contradicted"],
  },
  {
    name: "'held for up to 7 days' restates 'won't be held … for longer than 7 days'",
    contexts: [DEPOT],
    answer: "Parcels are held at the depot for up to 7 days.",
    verdicts: ["supported"],
  },
  {
    name: "'held for at least 7 days' against 'won't be held … for longer than 7 days' is flagged",
    contexts: [DEPOT],
    answer: "Parcels are held at the depot for at least 7 days.",
    verdicts: ["contradicted"],
  },
  {
    name: "a bound on a noun still negates: 'pays interest on balances above £1,000' is flagged",
    contexts: ["The bank doesn't pay interest on balances above £1,000."],
    answer: "The bank pays interest on balances above £1,000.",
    verdicts: ["contradicted"],
  },
  // "X, but not Y or Z" negates Y and Z as the elided verb's objects; against "Y and Z are
  // not included" the polarity agrees: but-not.ts.
  {
    name: "'covers breakfast, but not lunch or dinner' restates 'lunch and dinner are not included'",
    contexts: [BOARD],
    answer: "The price covers breakfast, but not lunch or dinner.",
    verdicts: ["supported"],
  },
  {
    name: "'covers water, but not electricity or gas' restates 'electricity and gas are not included'",
    contexts: [RENT],
    answer: "Your rent covers water, but not electricity or gas.",
    verdicts: ["supported"],
  },
  {
    name: "'covers lunch, but not breakfast or dinner' (group swapped) is flagged",
    contexts: [BOARD],
    answer: "The price covers lunch, but not breakfast or dinner.",
    verdicts: ["contradicted"],
  },
  {
    name: "'covers electricity, but not water or gas' (group swapped) is flagged",
    contexts: [RENT],
    answer: "Your rent covers electricity, but not water or gas.",
    verdicts: ["contradicted"],
  },
  {
    name: "'covers water and gas, but not electricity' (gas moved across) is flagged",
    contexts: [RENT],
    answer: "Your rent covers water and gas, but not electricity.",
    verdicts: ["contradicted"],
  },
  {
    name: "'covers breakfast, but not lunch' against 'includes breakfast and lunch' is flagged",
    contexts: ["The price includes breakfast and lunch. Dinner is not included."],
    answer: "The price covers breakfast, but not lunch.",
    verdicts: ["contradicted"],
  },
  // "not X unless C" says "X if C": unless-if.ts.
  {
    name: "'covered if you list it and it's approved' restates 'not covered unless listed and approved'",
    contexts: [JEWEL],
    answer: "Jewellery is covered if you list it and it's approved.",
    verdicts: ["supported"],
  },
  {
    name: "'admitted if they show a booking reference' restates 'not admitted unless they show …'",
    contexts: [GUESTS],
    answer: "Guests are admitted if they show a booking reference.",
    verdicts: ["supported"],
  },
  {
    name: "'covered if you list it' (approval dropped) against 'not covered unless …' is flagged",
    contexts: [JEWEL],
    answer: "Jewellery is covered if you list it.",
    verdicts: ["contradicted"],
  },
  {
    name: "'admitted if they show a photo ID' (condition changed) is flagged",
    contexts: [GUESTS],
    answer: "Guests are admitted if they show a photo ID.",
    verdicts: ["contradicted"],
  },
  {
    name: "'admitted unless they show a booking reference' (condition turned) is flagged",
    contexts: [GUESTS],
    answer: "Guests are admitted unless they show a booking reference.",
    verdicts: ["contradicted"],
  },
  {
    name: "'can be returned even if they aren't faulty' against 'cannot be returned unless faulty' is flagged",
    contexts: ["Made-to-measure blinds cannot be returned unless faulty."],
    answer: "Made-to-measure blinds can be returned even if they aren't faulty.",
    verdicts: ["contradicted"],
  },
];
