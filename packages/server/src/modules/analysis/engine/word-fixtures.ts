import type { Fixture } from "./fixtures";

/**
 * Pairs for the fourth round's word mechanisms (issue 18, RULE-WORDS): for each, a faithful
 * restatement that must be supported and a look-alike error that must still be flagged.
 * Written from general support, travel, health and software prose, not from any evaluation set.
 */
const PET_HAIR = [
  "Staff cannot confirm that any room is completely free of pet hair.",
  "Rooms marked pet-friendly are cleaned with a special vacuum.",
];

export const CONTRADICTION_SCOPE_FIXTURES: Fixture[] = [
  // A word used twice by the context, once negated: the claim's plain use acts on the plain one.
  {
    name: "a plain use that acts on the context's plain use is no flip",
    contexts: ["Cancelling a booking does not cancel the travel insurance bought with it."],
    answer: "Your travel insurance stays in force after the cancellation of the booking.",
    verdicts: ["supported"],
  },
  {
    name: "a plain use that acts on what the context negates still flips",
    contexts: ["Cancelling a booking does not cancel the travel insurance bought with it."],
    answer: "Cancelling a booking also cancels the travel insurance bought with it.",
    verdicts: ["contradicted"],
  },
  {
    name: "a grant and its carve-out: the claim's grant is no flip",
    contexts: [
      "The Auditor role can export every report in the workspace but cannot export invoices.",
    ],
    answer:
      "The Auditor role can export every report in the workspace, while invoices are off limits.",
    verdicts: ["supported"],
  },
  {
    name: "exporting what the context withholds still flips",
    contexts: [
      "The Auditor role can export every report in the workspace but cannot export invoices.",
    ],
    answer: "The Auditor role can export invoices and every report in the workspace.",
    verdicts: ["contradicted"],
  },
  // A negation in a "when"/"if" clause scopes that clause, not the main one.
  {
    name: "a negation kept in the main clause, beside another in a 'when' clause, restates",
    contexts: PET_HAIR,
    answer:
      "Staff cannot confirm that a room is completely free of pet hair, even when it is not marked pet-friendly.",
    verdicts: ["supported"],
  },
  {
    name: "a negation only in the 'when' clause leaves the main clause's flip",
    contexts: PET_HAIR,
    answer:
      "Staff can confirm that rooms are completely free of pet hair when they are not marked pet-friendly.",
    verdicts: ["contradicted"],
  },
  // "rather than" / "instead of" before a participle is a negation of its own clause.
  {
    name: "'rather than' before a participle restates 'not'",
    contexts: ["Unused vouchers are converted into account credit, not refunded to the card."],
    answer: "Unused vouchers are converted into account credit rather than refunded to the card.",
    verdicts: ["supported"],
  },
  {
    name: "'rather than' on the wrong side flips",
    contexts: ["Unused vouchers are converted into account credit, not refunded to the card."],
    answer: "Unused vouchers are refunded to the card rather than converted into account credit.",
    verdicts: ["contradicted"],
  },
  // A negation about another subject: customers "don't need to apply", the discount "is
  // applied": the negated clause's subject is not the positive clause's.
  {
    name: "a negated clause with another subject than the positive one is no flip",
    contexts: ["The loyalty discount is applied automatically at checkout for members."],
    answer:
      "Members don't need to apply: the loyalty discount comes off automatically at checkout.",
    verdicts: ["supported"],
  },
  {
    name: "the same subject negated still flips",
    contexts: ["The loyalty discount is applied automatically at checkout for members."],
    answer: "The loyalty discount is not applied automatically at checkout for members.",
    verdicts: ["contradicted"],
  },
];

const GYM = ["The gym on Mill Road is open 24 hours a day, every day of the year."];

const FLU = ["The flu injection is free for patients over 65 and for pregnant women."];
const POOL = [
  "Children under 8 must be accompanied in the pool by an adult at all times.",
  "Swimming lessons for beginners run on Saturday mornings.",
];

/** The register lexicon (register-lexicon.ts): everyday words for formal ones. */
export const REGISTER_FIXTURES: Fixture[] = [
  {
    name: "'never closes' for 'open 24 hours a day'",
    contexts: GYM,
    answer: "The gym on Mill Road never closes, any day of the year.",
    verdicts: ["supported"],
  },
  {
    name: "a closing time against 'open 24 hours a day' is flagged",
    contexts: GYM,
    answer: "The gym on Mill Road closes at 23:00 every day of the year.",
    verdicts: ["contradicted"],
  },
  {
    name: "'jab' for 'injection'",
    contexts: FLU,
    answer: "If you are pregnant or over 65, your flu jab costs you nothing.",
    verdicts: ["supported"],
  },
  {
    name: "a 'jab' for someone the context does not name is still flagged",
    contexts: FLU,
    answer: "If you are a carer or a teacher, your flu jab costs you nothing.",
    verdicts: ["unverifiable"],
  },
  {
    name: "'grown-up' for 'adult'",
    contexts: POOL,
    answer: "Kids under 8 need a grown-up with them in the pool the whole time.",
    verdicts: ["supported"],
  },
  {
    name: "a 'grown-up' doing what the context does not say is still flagged",
    contexts: POOL,
    answer: "Kids under 8 need a grown-up to sign them in at reception.",
    verdicts: ["unsupported"],
  },
];

const MUSEUM = [
  "The audio guide is included in the ticket price.",
  "Opening hours are 10:00 to 17:30, Tuesday to Sunday.",
  "Large bags must be left in the cloakroom on the ground floor.",
];

const PERMITS = [
  "Resident permits for Zone B cost £80 a year for the first car.",
  "Visitor permits are sold in books of ten.",
  "Electric cars pay £20 a year for a first permit.",
];

/** Support clause by clause (clause-support.ts): a claim joining sentences of two chunks. */
export const CLAUSE_FIXTURES: Fixture[] = [
  {
    name: "a figure from the other clause's sentence is in place when each clause is carried",
    contexts: PERMITS,
    answer: "A first permit costs £80 a year, or £20 for an electric car.",
    verdicts: ["supported"],
  },
  {
    name: "a wrong figure in one clause is still missing",
    contexts: PERMITS,
    answer: "A first permit costs £80 a year, or £30 for an electric car.",
    verdicts: ["unsupported"],
  },
  {
    name: "each clause restates its own chunk",
    contexts: MUSEUM,
    answer:
      "The ticket price already covers the audio guide, and large bags have to be left in the ground-floor cloakroom.",
    verdicts: ["supported"],
  },
  {
    name: "a clause made of another chunk's words is still flagged",
    contexts: MUSEUM,
    answer:
      "The ticket price already covers the audio guide, and the cloakroom is included in the price of a large bag.",
    verdicts: ["unverifiable"],
  },
  {
    name: "a clause that negates its own chunk is not supported",
    contexts: MUSEUM,
    answer:
      "The ticket price already covers the audio guide, and large bags must not be left in the ground-floor cloakroom.",
    verdicts: ["unverifiable"],
  },
];

const SALE = ["The winter sale starts on 2 January and the earliest delivery slot is 8:00."];
const POOL_HEATED = ["The swimming pool is outdoors and heated all year."];
const TICKETS = ["Advance tickets are non-refundable but can be exchanged for a £10 fee."];

const METER = [
  "Smart meter installation is free and takes about two hours.",
  "An adult must be at home for the whole installation.",
  "Readings are sent to us automatically every 30 minutes.",
];

/** Clause support and the register lexicon together, and the swap they must not let in. */
export const BORROWED_WORD_FIXTURES: Fixture[] = [
  {
    name: "two clauses in everyday words, each from its own sentence",
    contexts: METER,
    answer:
      "Fitting the smart meter is free and takes about two hours, and readings are sent to us automatically every 30 minutes.",
    verdicts: ["supported"],
  },
  {
    name: "a clause that borrows a word from another sentence is a swap",
    contexts: METER,
    answer: "Fitting the meter takes about two hours and readings are sent by a grown-up.",
    verdicts: ["unsupported"],
  },
];

/** Antonyms without a negating prefix, and "non-" written apart (contradiction.ts, text.ts). */
export const ANTONYM_FIXTURES: Fixture[] = [
  {
    name: "a swapped antonym against a close sentence flips",
    contexts: SALE,
    answer: "The winter sale ends on 2 January and the latest delivery slot is 8:00.",
    verdicts: ["contradicted"],
  },
  {
    name: "the antonym under a negation restates",
    contexts: POOL_HEATED,
    answer: "The swimming pool is not indoors, and it is heated all year.",
    verdicts: ["supported"],
  },
  {
    name: "the bare antonym flips",
    contexts: POOL_HEATED,
    answer: "The swimming pool is indoors and heated all year.",
    verdicts: ["contradicted"],
  },
  {
    name: "'non-' before an adjective negates it",
    contexts: TICKETS,
    answer: "Advance tickets can be refunded, or exchanged for a £10 fee.",
    verdicts: ["contradicted"],
  },
  {
    name: "'non-' restated as 'not' is supported",
    contexts: TICKETS,
    answer: "Advance tickets are not refundable, but you can exchange them for a £10 fee.",
    verdicts: ["supported"],
  },
];

/** Wishes, compliments and lead-ins are not claims (claims.ts); a lead-in with a figure is. */
export const CHATTER_FIXTURES: Fixture[] = [
  // "May" inside a sentence is the month; a sentence may open with a lower-case command.
  {
    name: "a short statement ending in the month of May is a claim",
    contexts: ["Unused annual leave expires on 31 March."],
    answer: "Any days left over lapse on 31 May.",
    verdicts: ["unsupported"],
  },
  {
    name: "a sentence that opens with a lower-case command is a claim of its own",
    contexts: ["Running kite init creates a config file with the default settings."],
    answer:
      "Running kite init creates a config file with the default settings. kite init also adds a .kiteignore file to the project root.",
    verdicts: ["supported", "unverifiable"],
  },
  {
    name: "a wish and a lead-in are not claims",
    contexts: ["Applications for the spring intake close on 15 January."],
    answer:
      "Here is what the admissions page says. Applications for the spring intake close on 15 January. Good luck with your application!",
    verdicts: ["supported"],
  },
  {
    name: "a lead-in that carries a figure is still a claim",
    contexts: ["Applications for the spring intake close on 15 January."],
    answer: "Here is the deadline: applications for the spring intake close on 15 February.",
    verdicts: ["unsupported"],
  },
];

/** "may" before a verb of chance or necessity hedges; before any other verb it permits. */
export const HEDGED_MAY_FIXTURES: Fixture[] = [
  {
    name: "'may' granting a permission restates 'can'",
    contexts: ["Members can bring one guest to the climbing wall on weekdays."],
    answer: "On weekdays members may bring one guest to the climbing wall.",
    verdicts: ["supported"],
  },
  {
    name: "'may expire' hedges a bare statement",
    contexts: ["Annual passes expire 12 months after the date of purchase."],
    answer: "Annual passes may expire 12 months after the date of purchase.",
    verdicts: ["contradicted"],
  },
  {
    name: "a hedge on both sides is no flip",
    contexts: ["Large orders may require a signature on delivery."],
    answer: "On delivery, large orders may need a signature.",
    verdicts: ["supported"],
  },
];

const DESK = [
  "The help desk is staffed from 9:00 to 17:00 on weekdays and from 10:00 to 14:00 at weekends.",
];

/** A day of the week is named by its group: Saturdays and Sundays are the weekends (fact-checks.ts). */
export const DAY_GROUP_FIXTURES: Fixture[] = [
  {
    name: "'Saturdays and Sundays' for 'weekends'",
    contexts: DESK,
    answer: "On Saturdays and Sundays the help desk is staffed from 10:00 to 14:00.",
    verdicts: ["supported"],
  },
  {
    name: "a weekend day against weekday hours is still a swap",
    contexts: ["The help desk is staffed from 9:00 to 17:00 on weekdays."],
    answer: "On Sundays the help desk is staffed from 9:00 to 17:00.",
    verdicts: ["unsupported"],
  },
];

/**
 * Over-generalisation (ninth round, restriction.ts): a claim that makes universal what the
 * context limits to one side of a threshold is contradicted; a claim that keeps the limit, or
 * a limit in another clause, is not ("not all" in restriction.test.ts).
 */
export const DROPPED_THRESHOLD_FIXTURES: Fixture[] = [
  {
    name: "'all orders' where the context limits free returns to orders over $50",
    contexts: [
      "Return shipping is free for orders over $50; otherwise a $4.95 label fee is deducted.",
    ],
    answer: "We cover the return shipping for all orders.",
    verdicts: ["contradicted"],
  },
  {
    name: "'always' where the context limits the waiver to stays of more than 3 nights",
    contexts: ["The cleaning fee is waived for stays of more than 3 nights."],
    answer: "The cleaning fee is always waived for your stay.",
    verdicts: ["contradicted"],
  },
  {
    name: "'anyone' where the context admits only guests aged 18 or older",
    contexts: ["The rooftop pool is open to guests aged 18 or older."],
    answer: "Anyone staying with us can use the rooftop pool.",
    verdicts: ["contradicted"],
  },
  {
    name: "the limit kept in other words is supported",
    contexts: [
      "Return shipping is free for orders over $50; otherwise a $4.95 label fee is deducted.",
    ],
    answer: "Return shipping costs nothing on every order above $50.",
    verdicts: ["supported"],
  },
  {
    name: "a limit in another clause limits nothing of the claim",
    contexts: [
      "All plans include phone support, and plans over $20 a month add a dedicated manager.",
    ],
    answer: "Every plan includes phone support.",
    verdicts: ["supported"],
  },
];

/**
 * A scope swapped under "only" (ninth round, restriction.ts): the restricted statement applied
 * to something else is contradicted; the same scope in other words, or another statement
 * beside the "only" clause, is not.
 */
export const ONLY_SCOPE_FIXTURES: Fixture[] = [
  {
    name: "'monthly plans' where the context prorates refunds for annual plans only",
    contexts: ["You can cancel at any time; refunds are prorated for annual plans only."],
    answer: "Monthly plans are refunded pro rata too.",
    verdicts: ["contradicted"],
  },
  {
    name: "a feature of one plan given to another that the sentence also names",
    contexts: [
      "Premium includes priority email support; phone support is available on the Enterprise plan only.",
    ],
    answer: "Premium comes with priority email and phone support.",
    verdicts: ["contradicted"],
  },
  {
    name: "the scope in other words is supported",
    contexts: ["You can cancel at any time; refunds are prorated for annual plans only."],
    answer: "Refunds are prorated for yearly plans.",
    verdicts: ["supported"],
  },
  {
    name: "another statement beside an 'only' clause is supported",
    contexts: [
      "Phone support is available on the Enterprise plan only.",
      "Email support is available on all plans.",
    ],
    answer: "Email support is available on every plan.",
    verdicts: ["supported"],
  },
];

/**
 * "Free" against a price and an exception included (ninth round, restriction.ts), found by
 * trying the API with hotel prose; the look-alikes keep the fee, the exception or a waiver.
 */
export const PRICE_AND_EXCEPTION_FIXTURES: Fixture[] = [
  {
    name: "'free' where the context charges a fee for the same thing",
    contexts: [
      "Late checkout until 2pm can be requested at reception for a fee of €25, subject to availability.",
    ],
    answer: "You can ask reception for a free late checkout until 2pm.",
    verdicts: ["contradicted"],
  },
  {
    name: "the fee restated is supported",
    contexts: [
      "Late checkout until 2pm can be requested at reception for a fee of €25, subject to availability.",
    ],
    answer: "Late checkout until 2pm costs €25 if you ask at reception.",
    verdicts: ["supported"],
  },
  {
    name: "a waived fee is 'free'",
    contexts: [
      "The Everyday account has no monthly fee if at least $1,500 is deposited each month.",
    ],
    answer: "The Everyday account is free in any month you deposit at least $1,500.",
    verdicts: ["supported"],
  },
  {
    name: "the excepted rate included",
    contexts: [
      "Breakfast is served from 7am to 10:30am and is included in all rates except the Saver rate.",
    ],
    answer: "Breakfast is included with every rate, including Saver.",
    verdicts: ["contradicted"],
  },
  {
    name: "the exception kept, in other words",
    contexts: [
      "Breakfast is served from 7am to 10:30am and is included in all rates except the Saver rate.",
    ],
    answer: "Breakfast comes with every rate unless you booked the Saver rate.",
    verdicts: ["supported"],
  },
];

/** "Early" is the "before" side of a flip (ninth round, clinic prose). */
export const EARLY_FIXTURES: Fixture[] = [
  {
    name: "'after' against 'early'",
    contexts: ["New patients should arrive 15 minutes early to complete a health form."],
    answer:
      "New patients should arrive 15 minutes after their appointment time to fill in a health form.",
    verdicts: ["contradicted"],
  },
  {
    name: "'before' restates 'early'",
    contexts: ["New patients should arrive 15 minutes early to complete a health form."],
    answer:
      "New patients should arrive 15 minutes before their appointment to complete a health form.",
    verdicts: ["supported"],
  },
];

/**
 * A word of another item lent to the claim's (ninth round, `lentFromParallel`, SaaS prose):
 * the feature of one plan given to another is flagged; the plan's own words, and a claim that
 * names both plans, are not.
 */
export const LENT_FEATURE_FIXTURES: Fixture[] = [
  {
    name: "another plan's feature given to this one",
    contexts: [
      "The Basic plan includes 2 GB of storage and email support. The Team plan includes 100 GB of storage, email and chat support, and admin controls.",
    ],
    answer: "The Basic plan includes chat support too.",
    verdicts: ["unsupported"],
  },
  {
    name: "the plan's own features are supported",
    contexts: [
      "The Basic plan includes 2 GB of storage and email support. The Team plan includes 100 GB of storage, email and chat support, and admin controls.",
    ],
    answer: "Basic includes storage and email support.",
    verdicts: ["supported"],
  },
  {
    name: "a claim that names both plans is not a lent word",
    contexts: [
      "The Basic plan includes 2 GB of storage and email support. The Team plan includes 100 GB of storage, email and chat support, and admin controls.",
    ],
    answer: "Both the Basic plan and the Team plan include email support.",
    verdicts: ["supported"],
  },
];
