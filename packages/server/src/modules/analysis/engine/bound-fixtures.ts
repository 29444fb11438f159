import type { Fixture } from "./fixtures";

/**
 * Pairs for the fifth round's word mechanisms (issue 18, RULE5-WORDS): for each, a faithful
 * restatement that must be supported and a look-alike error that must still be flagged.
 * Written from ski school, boat hire, self-storage, pottery and climbing prose, domains no
 * labelled set uses, and from none of their strings.
 */

const LESSONS = ["Ski lessons can be moved free of charge up to 48 hours before the lesson."];
const STORAGE = ["Storage units are let with no term under 4 weeks."];
const BOATS = [
  "Rowing boats cost £15 an hour.",
  "Late returns are charged by the hour, up to a cap of £60 a day.",
];
const PASSES = ["Season ski passes can be paid in three instalments at 0% interest."];

/** Limits said two ways: a deadline, a negated bound, a negated comparison. */
export const BOUND_FIXTURES: Fixture[] = [
  {
    name: "'up to 48 hours before' restates 'at least two days before'",
    contexts: LESSONS,
    answer: "You can move a ski lesson for free as long as you do it at least two days before it.",
    verdicts: ["supported"],
  },
  {
    name: "'at most two days before' against 'up to 48 hours before' still flips",
    contexts: LESSONS,
    answer: "You can move a ski lesson for free at most two days before the lesson.",
    verdicts: ["contradicted"],
  },
  {
    name: "'no later than a day before' restates 'up to 24 hours before'",
    contexts: ["Kiln bookings can be cancelled up to 24 hours before the firing."],
    answer: "A kiln booking can be cancelled no later than one day before the firing.",
    verdicts: ["supported"],
  },
  {
    name: "'up to 24 hours after' against 'up to 24 hours before' still flips",
    contexts: ["Kiln bookings can be cancelled up to 24 hours before the firing."],
    answer: "A kiln booking can be cancelled up to 24 hours after the firing.",
    verdicts: ["contradicted"],
  },
  {
    name: "'no term under 4 weeks' restates 'at least 4 weeks'",
    contexts: STORAGE,
    answer: "Each storage unit is let for at least 4 weeks.",
    verdicts: ["supported"],
  },
  {
    name: "'at most 4 weeks' against 'no term under 4 weeks' still flips",
    contexts: STORAGE,
    answer: "Each storage unit is let for at most 4 weeks.",
    verdicts: ["contradicted"],
  },
  {
    name: "'never costs more than £60' restates 'up to a cap of £60'",
    contexts: BOATS,
    answer: "A late return never costs more than £60 a day.",
    verdicts: ["supported"],
  },
  {
    name: "'never costs less than £60' against a cap of £60 still flips",
    contexts: BOATS,
    answer: "A late return never costs less than £60 a day.",
    verdicts: ["contradicted"],
  },
  {
    name: "'no rope shorter than 60 m' is a minimum: 'at most 60 m' flips",
    contexts: ["The lead wall may only be climbed with no rope shorter than 60 metres."],
    answer: "The lead wall may only be climbed with a rope of at most 60 metres.",
    verdicts: ["contradicted"],
  },
];

/** A zero quantity said as a negation, both ways round. */
export const ZERO_FIXTURES: Fixture[] = [
  {
    name: "'with no interest' restates '0% interest'",
    contexts: PASSES,
    answer: "You can pay for a season ski pass in three instalments with no interest.",
    verdicts: ["supported"],
  },
  {
    name: "'with interest' against '0% interest' still flips",
    contexts: PASSES,
    answer: "You can pay for a season ski pass in three instalments with interest.",
    verdicts: ["contradicted"],
  },
  {
    name: "'a £0 deposit' restates 'no deposit'",
    contexts: ["Storage units are let with no deposit and a monthly fee of £45."],
    answer: "Storage units are let with a £0 deposit and a monthly fee of £45.",
    verdicts: ["supported"],
  },
  {
    name: "'a £50 deposit' against 'no deposit' is still flagged",
    contexts: ["Storage units are let with no deposit and a monthly fee of £45."],
    answer: "Storage units are let with a £50 deposit and a monthly fee of £45.",
    verdicts: ["contradicted"],
  },
];

const PADDLEBOARDS = [
  "Paddleboards hired from the kiosk come with a buoyancy aid and a leash.",
  "Paddleboards brought by visitors are not covered by any buoyancy aid.",
];

/** A negation matched to the wrong sentence while another close one says the same. */
export const WRONG_SENTENCE_FIXTURES: Fixture[] = [
  {
    name: "a negation said by another sentence as closely is no flip",
    contexts: PADDLEBOARDS,
    answer: "There is no buoyancy aid for paddleboards you bring yourself.",
    verdicts: ["supported"],
  },
  {
    name: "a positive claim on a tie keeps the flip",
    contexts: PADDLEBOARDS,
    answer: "Paddleboards brought by visitors are covered by a buoyancy aid.",
    verdicts: ["contradicted"],
  },
  {
    name: "a negation that names the other sentence's subject still flips",
    contexts: PADDLEBOARDS,
    answer: "Paddleboards hired from the kiosk come with no buoyancy aid.",
    verdicts: ["contradicted"],
  },
];

const STORAGE_FIRM = [
  "Larchfield Storage opens its gates at 6:00 every day.",
  "Larchfield Storage charges £45 a month for a small unit.",
  "Keys are handed over at the front office after the first payment.",
];

/** A name the question gives, the context's actor, or the firm "the company" speaks of. */
export const ACTOR_NAME_FIXTURES: Fixture[] = [
  {
    name: "the context's actor named in a sentence that names no one is in place",
    contexts: STORAGE_FIRM,
    answer: "Larchfield Storage hands over the keys at the front office after the first payment.",
    verdicts: ["supported"],
  },
  {
    name: "the actor put in place of a sentence's own name is still a swap",
    contexts: [
      ...STORAGE_FIRM.slice(0, 2),
      "Keys are handed over by Brightlock at the front office after the first payment.",
    ],
    answer: "Larchfield Storage hands over the keys at the front office after the first payment.",
    verdicts: ["unsupported"],
  },
  {
    name: "a name the user's question uses, on a sentence that names nothing, is in place",
    question: "Can the Alpine Pro boot be fitted to wide feet?",
    contexts: [
      "The Alpine Pro boot costs £320 for the season.",
      "Every touring boot in the shop can be heat-moulded to wide feet.",
    ],
    answer: "Yes, the Alpine Pro can be heat-moulded to wide feet.",
    verdicts: ["supported"],
  },
  {
    name: "a name the question uses, where the sentence names another boot, is still a swap",
    question: "Can the Alpine Pro boot be fitted to wide feet?",
    contexts: [
      "The Alpine Pro boot costs £320 for the season.",
      "The Glacier boot can be heat-moulded to wide feet.",
    ],
    answer: "Yes, the Alpine Pro boot can be heat-moulded to wide feet.",
    verdicts: ["unsupported"],
  },
  {
    name: "a possessive name for 'the company's' is the firm its chunk opens with",
    contexts: [
      "Claypath Pottery runs wheel classes on weekday evenings. Glazes are mixed only by the company's trained technicians.",
      "Fernhill Clay supplies the stoneware clay.",
    ],
    answer: "Glazes are mixed only by Claypath Pottery's trained technicians.",
    verdicts: ["supported"],
  },
  {
    name: "another firm of the context for 'the company's' is still a swap",
    contexts: [
      "Claypath Pottery runs wheel classes on weekday evenings. Glazes are mixed only by the company's trained technicians.",
      "Fernhill Clay supplies the stoneware clay.",
    ],
    answer: "Glazes are mixed only by Fernhill Clay's trained technicians.",
    verdicts: ["unsupported"],
  },
];

const CLIMBING = ["Climbing wall members get unlimited bouldering and two belay lessons a year."];

/** "no cap", "as often as you like" = unlimited; a stated limit on the same thing flips it. */
export const UNLIMITED_FIXTURES: Fixture[] = [
  {
    name: "'as often as you like' restates 'unlimited'",
    contexts: CLIMBING,
    answer: "Members can go bouldering as often as they like.",
    verdicts: ["supported"],
  },
  {
    name: "'no bouldering limit' restates 'unlimited bouldering'",
    contexts: CLIMBING,
    answer: "Climbing wall members have no bouldering limit.",
    verdicts: ["supported"],
  },
  {
    name: "'a bouldering cap' against 'unlimited bouldering' is still flagged",
    contexts: CLIMBING,
    answer: "Climbing wall members have a bouldering cap.",
    verdicts: ["contradicted"],
  },
  {
    name: "'no daily limit' against a stated daily limit still flips",
    contexts: ["The daily limit on chalk bag rentals is 3 per member."],
    answer: "There is no daily limit on chalk bag rentals for members.",
    verdicts: ["contradicted"],
  },
];

/** A comparative after a figure states a difference, not a rise against the context's fall. */
export const DIFFERENCE_FIXTURES: Fixture[] = [
  {
    name: "'£5 more than the day pass' flips no 'reduced' in the context",
    contexts: [
      "A day pass at the climbing wall costs £12.",
      "An evening pass costs £17, and on Mondays its price is reduced.",
    ],
    answer: "An evening pass costs £5 more than the day pass.",
    verdicts: ["supported"],
  },
  {
    name: "a price that rose against one that was reduced still flips",
    contexts: ["On Mondays the price of an evening pass at the climbing wall is reduced."],
    answer: "On Mondays the price of an evening pass at the climbing wall is higher.",
    verdicts: ["contradicted"],
  },
];

/** Everyday names for desks, devices, kin and web prose (register groups of this round). */
export const REGISTER_FIVE_FIXTURES: Fixture[] = [
  {
    name: "'the front desk' restates 'reception', 'relatives' 'family'",
    contexts: ["Reception at the ski lodge lends helmets to guests and their family."],
    answer: "The ski lodge's front desk lends helmets to guests and their relatives.",
    verdicts: ["supported"],
  },
  {
    name: "a register pair on a swapped object is still flagged",
    contexts: ["Reception at the ski lodge lends helmets to guests and their family."],
    answer: "The front desk sells lift passes to relatives of instructors.",
    verdicts: ["unsupported"],
  },
  {
    name: "'pull out of' restates 'withdraw from'",
    contexts: ["Racers may withdraw from the slalom until the start list is printed."],
    answer: "Racers can pull out of the slalom until the start list is printed.",
    verdicts: ["supported"],
  },
];

const BOOTS = ["Ski boots must be returned to the hire desk by 5 pm on the last day."];

/** A phrasal verb split by its object meets its one-word head. */
export const SPLIT_PHRASAL_FIXTURES: Fixture[] = [
  {
    name: "'bring the boots back' restates 'return the boots'",
    contexts: BOOTS,
    answer: "Bring the ski boots back to the hire desk by 5 pm on the last day.",
    verdicts: ["supported"],
  },
  {
    name: "a negated split phrasal verb still flips",
    contexts: BOOTS,
    answer: "You do not have to bring the ski boots back to the hire desk by 5 pm on the last day.",
    verdicts: ["contradicted"],
  },
];
