import type { Fixture } from "./fixtures";

export { FIGURE_FIXTURES } from "./figure-fixtures";
export { SMOKE2_FIXTURES } from "./smoke-fixtures-2";
export { SMOKE3_FIXTURES } from "./smoke-fixtures-3";
export { SMOKE4_FIXTURES } from "./smoke-fixtures-4";
export { SMOKE5_FIXTURES } from "./smoke-fixtures-5";
export { SMOKE6A_FIXTURES } from "./smoke-fixtures-6a";
export { SMOKE6C_FIXTURES } from "./smoke-fixtures-6c";
export { SMOKE_S17B_FIXTURES } from "./smoke-fixtures-s17b";
export { SMOKE_S18A_FIXTURES } from "./smoke-fixtures-s18a";
export { SMOKE_S18C_FIXTURES } from "./smoke-fixtures-s18c";

/**
 * Pairs for the paraphrase mechanisms (issue 18, rule tier): for each mechanism, a faithful
 * restatement that must be supported and a look-alike that must still be flagged. Written
 * from general support and product prose, not from the evaluation sets.
 */
export const PARAPHRASE_FIXTURES: Fixture[] = [
  // Quantifier scope: a quantifier both sides use ("every year") cancels out.
  {
    name: "quantifier flip in the subject, with a shared 'every' elsewhere",
    contexts: ["All contractors must renew their badge every month."],
    answer: "Some contractors must renew their badge every month.",
    verdicts: ["contradicted"],
  },
  {
    name: "shared 'every' on both sides is no flip",
    contexts: ["All contractors must renew their badge every month."],
    answer: "Every contractor must renew their badge every month.",
    verdicts: ["supported"],
  },

  // Quantity forms (quantity-forms.ts).
  {
    name: "clock time restated in 24-hour form",
    contexts: ["The pharmacy opens at 7 pm on Sundays."],
    answer: "On Sundays the pharmacy opens at 19:00.",
    verdicts: ["supported"],
  },
  {
    name: "a different clock time is still a missing number",
    contexts: ["The pharmacy opens at 7 pm on Sundays."],
    answer: "On Sundays the pharmacy opens at 17:00.",
    verdicts: ["unsupported"],
  },
  {
    name: "a fraction restated as a count of the whole",
    contexts: ["A third of the 30 parking spaces are kept for visitors."],
    answer: "Ten of the 30 parking spaces are kept for visitors.",
    verdicts: ["supported"],
  },
  {
    name: "a wrong count of the whole is flagged",
    contexts: ["A third of the 30 parking spaces are kept for visitors."],
    answer: "Twelve of the 30 parking spaces are kept for visitors.",
    verdicts: ["unsupported"],
  },
  {
    name: "a duration and a half",
    contexts: ["The onboarding workshop lasts 90 minutes."],
    answer: "The onboarding workshop lasts for an hour and a half.",
    verdicts: ["supported"],
  },
  {
    name: "binary data sizes",
    contexts: ["Attachments larger than 4096 MB are rejected."],
    answer: "Attachments larger than 4 GB are rejected.",
    verdicts: ["supported"],
  },

  {
    name: "a number rounded to the claim's precision",
    contexts: ["The annual plan costs $119.95 per seat."],
    answer: "The annual plan costs $120 per seat.",
    verdicts: ["supported"],
  },
  {
    name: "a number the claim calls approximate",
    contexts: ["A full charge takes 47 hours of standby to drain."],
    answer: "A full charge takes about two days of standby to drain.",
    verdicts: ["supported"],
  },
  {
    name: "the same number without 'about' is a different number",
    contexts: ["A full charge takes 47 hours of standby to drain."],
    answer: "A full charge takes two days of standby to drain.",
    verdicts: ["unsupported"],
  },
  {
    name: "'about' does not stretch a number beyond a tenth",
    contexts: ["The annual plan costs $119.95 per seat."],
    answer: "The annual plan costs about $100 per seat.",
    verdicts: ["unsupported"],
  },

  // The paraphrase lexicon (paraphrase-lexicon.ts).
  {
    name: "phrasal verbs and price phrases meet their one-word forms",
    contexts: ["Damaged parcels are returned free of charge."],
    answer: "Damaged parcels can be sent back at no cost.",
    verdicts: ["supported"],
  },
  {
    name: "irregular participle and a synonym: kept for retained",
    contexts: ["Chat transcripts are retained for 90 days."],
    answer: "Chat transcripts are kept for 90 days.",
    verdicts: ["supported"],
  },
  {
    name: "limit phrases: 'as many as' for 'up to'",
    contexts: ["Guests may reserve up to 4 tables per evening."],
    answer: "Guests may reserve as many as 4 tables per evening.",
    verdicts: ["supported"],
  },
  {
    name: "a limit turned into a minimum is a flip",
    contexts: ["Guests may reserve up to 4 tables per evening."],
    answer: "Guests may reserve at least 4 tables per evening.",
    verdicts: ["contradicted"],
  },
  {
    name: "occurrence verbs: 'takes place' for 'is held'",
    contexts: ["The quarterly review is held in the main auditorium."],
    answer: "The quarterly review takes place in the main auditorium.",
    verdicts: ["supported"],
  },
  {
    name: "the paraphrased verb negated is a contradiction",
    contexts: ["The quarterly review is held in the main auditorium."],
    answer: "The quarterly review does not take place in the main auditorium.",
    verdicts: ["contradicted"],
  },
  {
    name: "age phrases: 'younger than' for 'under'",
    contexts: ["Visitors under 16 must be accompanied by an adult."],
    answer: "Visitors younger than 16 must be accompanied by an adult.",
    verdicts: ["supported"],
  },

  {
    name: "open-ended versions: 'or newer' for 'and later'",
    contexts: ["The desktop client runs on macOS 13 and later."],
    answer: "The desktop client runs on macOS 13 or newer.",
    verdicts: ["supported"],
  },
  {
    name: "an open-ended minimum turned into a limit is a flip",
    contexts: ["The desktop client runs on macOS 13 and later."],
    answer: "The desktop client runs on macOS 13 at most.",
    verdicts: ["contradicted"],
  },
  {
    name: "'only' against 'any' is a flip",
    contexts: ["Only owners can transfer a workspace."],
    answer: "Any editor can transfer a workspace.",
    verdicts: ["contradicted"],
  },

  {
    name: "age limits: 'at least 18' for '18 or older'",
    contexts: ["Account holders must be 18 or older."],
    answer: "Account holders must be at least 18.",
    verdicts: ["supported"],
  },
  {
    name: "an age limit turned into 'younger than' is a flip",
    contexts: ["Account holders must be 18 or older."],
    answer: "Account holders can be younger than 18.",
    verdicts: ["contradicted"],
  },

  // Negated opposites (contradiction.ts).
  {
    name: "a negated opposite restates: 'does not open' for 'is closed'",
    contexts: ["The reception desk is closed on Sundays."],
    answer: "On Sundays the reception desk does not open.",
    verdicts: ["supported"],
  },
  {
    name: "the bare opposite still contradicts",
    contexts: ["The reception desk is closed on Sundays."],
    answer: "On Sundays the reception desk is open.",
    verdicts: ["contradicted"],
  },

  // Word families (text.ts sameWordFamily).
  {
    name: "a demonym for its place name",
    contexts: ["Orders from customers in Canada ship from the Toronto depot."],
    answer: "Orders from Canadian customers ship from the Toronto depot.",
    verdicts: ["supported"],
  },
  {
    name: "another place's demonym is a missing name",
    contexts: ["Orders from customers in Canada ship from the Toronto depot."],
    answer: "Orders from Mexican customers ship from the Toronto depot.",
    verdicts: ["unsupported"],
  },
];

/**
 * Cases found by trying the engine as a user (s15 smoke round), in pharmacy, gym, car hire and
 * cloud storage prose: each faithful answer with look-alikes that must keep their flag.
 */
const PHARMACY =
  "The pharmacy is open from 8 am to 9 pm Monday to Saturday. On Sundays it opens from 10 am to 4 pm.";

const CAR_HIRE =
  "Drivers must be at least 21 years old to rent a vehicle. The car must be returned with a full tank, otherwise a refuelling charge applies.";

const GYM =
  "Membership costs £29 per month with a 12-month minimum term. You can freeze your membership for up to 3 months a year. Cancellation requires 30 days' written notice.";

const ACCOUNTS =
  "Basic accounts do not include phone support. Premium accounts include phone support from 8am to 8pm.";
const RAIL_REFUNDS =
  "Advance tickets are non-refundable. Anytime and Off-Peak tickets can be refunded up to 28 days after the travel date, minus a £10 admin fee.";

export const SMOKE_FIXTURES: Fixture[] = [
  // Clock times joined by a dash are a range, not an id (facts.ts).
  {
    name: "a range of clock times written with a dash: '8am-9pm' for 'from 8 am to 9 pm'",
    contexts: [PHARMACY],
    answer: "We're open 8am-9pm Monday to Saturday. On Sundays we open 10 am-4 pm.",
    verdicts: ["supported", "supported"],
  },
  {
    name: "the day's range against another day is a swapped time",
    contexts: [PHARMACY],
    answer: "On Sundays we open 8am-9pm.",
    verdicts: ["unsupported"],
  },
  {
    name: "a dashed range with a wrong end is a missing time",
    contexts: [PHARMACY],
    answer: "We're open 8am-10pm Monday to Saturday.",
    verdicts: ["unsupported"],
  },
  {
    name: "a dashed code of letters and digits stays an id",
    contexts: ["Quote the code SPRING-25 at the till for 10% off."],
    answer: "Quote the code SPRING-52 at the till for 10% off.",
    verdicts: ["unsupported"],
  },

  // "21 or older" is one bound, not a clause "older to rent a car" (text.ts splitClauses).
  {
    name: "a bound after a figure restates 'at least': '21 or older' for 'at least 21 years old'",
    contexts: [CAR_HIRE],
    answer: "You need to be 21 or older to rent a car.",
    verdicts: ["supported"],
  },
  {
    name: "the bound with another figure is a missing number",
    contexts: [CAR_HIRE],
    answer: "You need to be 18 or older to rent a car.",
    verdicts: ["unsupported"],
  },
  {
    name: "a made-up clause after the bound is still uncovered",
    contexts: [CAR_HIRE],
    answer: "You need to be 21 or older to rent a car, and child seats are free.",
    verdicts: ["unsupported"],
  },

  // A bound turned around on an anchored figure (bound-flip.ts).
  {
    name: "'at least' for 'up to' on the figure that anchors a loose paraphrase contradicts",
    contexts: [GYM],
    answer: "Members can pause their membership for at least three months each year.",
    verdicts: ["contradicted"],
  },
  {
    name: "the same loose paraphrase with the context's bound is supported",
    contexts: [GYM],
    answer: "Members can pause their membership for up to three months each year.",
    verdicts: ["supported"],
  },
  {
    name: "a minimum restated on a minimum is supported",
    contexts: [GYM],
    answer: "Members pay £29 a month for at least a year.",
    verdicts: ["supported"],
  },
  {
    name: "'at most' for a minimum term contradicts",
    contexts: [GYM],
    answer: "Members pay £29 a month for at most 12 months.",
    verdicts: ["contradicted"],
  },

  // "member" and "membership" are one word family (text.ts sameWordFamily).
  {
    name: "'members pay' restates 'membership costs'",
    contexts: [GYM],
    answer: "Members pay £29 a month for a minimum of 12 months.",
    verdicts: ["supported"],
  },
  {
    name: "members with a wrong figure is still a missing number",
    contexts: [GYM],
    answer: "Members can freeze their membership for up to 6 months a year.",
    verdicts: ["unsupported"],
  },
  {
    name: "a perk the context never mentions is still unsupported for members",
    contexts: [GYM],
    answer: "Members get two free guest passes every month.",
    verdicts: ["unsupported"],
  },

  // An exception given the rule's predicate: the positive sentence about another item does
  // not vouch for it (parallel-items.ts).
  {
    name: "the excluded item given the included item's predicate contradicts",
    contexts: [ACCOUNTS],
    answer: "Basic accounts include phone support from 8am to 8pm.",
    verdicts: ["contradicted"],
  },
  {
    name: "the non-refundable ticket given the refundable ones' window contradicts",
    contexts: [RAIL_REFUNDS],
    answer: "Advance tickets can be refunded up to 28 days after the travel date.",
    verdicts: ["contradicted"],
  },
  {
    name: "the included item's own sentence restated is supported",
    contexts: [ACCOUNTS],
    answer: "Phone support is included with Premium accounts, from 8am to 8pm.",
    verdicts: ["supported"],
  },
  {
    name: "one of the refundable tickets named alone is supported",
    contexts: [RAIL_REFUNDS],
    answer: "Off-Peak tickets can be refunded up to 28 days after the travel date.",
    verdicts: ["supported"],
  },
  {
    name: "a claim joining the accepted and the refused payment is supported",
    contexts: [
      "Cash is not accepted at the box office. Card payments are accepted at the box office from 9am.",
    ],
    answer: "The box office accepts card payments but not cash.",
    verdicts: ["supported"],
  },
];
