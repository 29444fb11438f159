import type { Fixture } from "./fixtures";

/**
 * Cases found in s21. The question names what is priced ("the Solo plan"), the claim only adds
 * to it ("$43.49 including shipping"): the figures of the two windows that best answer the
 * question are operands of the claim's arithmetic, so the plan's price and the shipping add up
 * where the claim's own best windows hold only the shipping. A wrong total, or the other
 * plan's, stays flagged; without the question naming the plan, nothing says which price adds.
 */
const BOXES = [
  "The Solo plan has 2 recipes a week for one person at $34.50 per box. The Family plan has 4 recipes for four people at $98 per box.",
  "Shipping costs $8.99 per box, and your first box ships free.",
  "Boxes arrive between 8am and 8pm on your delivery day. Skip a week by Wednesday.",
];
const SOLO = "What will the Solo plan cost me each week after the first box?";

/*
 * The user's figure weighed against the context's: "£55 is more than £40" is the user's premise,
 * compared by a comparison that holds, not the context's figure restated; a comparison that does
 * not hold ("£35 is more than £40") contradicts the sentence stating £40 (figure-comparison.ts).
 */
const DELIVERY =
  "Local delivery costs £4.95, and is free on orders over £40. Deliveries are made on weekdays.";
const spend = (n: number) => `Is delivery free if I spend £${n}?`;
const RETURNS =
  "Returns are accepted within 30 days of delivery. Refunds are paid within 5 working days of the return arriving.";
const arrived = (n: number) => `Can I return a jacket that arrived ${n} days ago?`;

/* "you could … instead" offers an alternative; "could" alone still hedges a plain statement. */
const STREAMING =
  "Premium costs £11.99 a month. Students enrolled at an accredited university pay £5.99 a month for Premium.";

/*
 * A hedge restates a sentence that hedges itself ("can sometimes be replaced" for "may be
 * replaced"); "while you wait" is a time, so a claim joining it to another sentence's clause is
 * joined like any other.
 */
const COBBLER = [
  "Heels may be replaced while you wait. Most other repairs take 3 working days.",
  "The Hill Street shop is open Monday to Saturday, 9am to 5:30pm, and until 7pm on Fridays.",
];

/* A figure's alternative ("or £26 for 45 minutes") is a clause with the figure before it. */
const SWIM = [
  "Brightline Swim School offers 30-minute lessons for £18 and 45-minute lessons for £26.",
  "Lessons are paid monthly in advance.",
  "Swimming badges are ordered separately from the national association and are not included in lesson fees.",
];

/* "the two memberships cost £38 and £24": a count of the claim's own list (list-count.ts). */
const GYM =
  "Peak membership at Corefit costs £38 a month and off-peak membership costs £24 a month. Classes can be booked 7 days ahead.";

/*
 * Chunks of one sentence each: "the company" is the one firm whose name opens a sentence; with
 * two such firms it is neither.
 */
const ONE_FIRM = [
  "Mendwell handles plumbing, electrical repairs and carpentry.",
  "Boilers are serviced only by the company's Gas Safe registered engineers.",
  "Jobs can be booked by phone.",
];
const TWO_FIRMS = [
  "Mendwell handles plumbing and carpentry.",
  "Voltara handles electrical repairs.",
  "Boilers are serviced only by the company's Gas Safe registered engineers.",
];

/* With a figure worked out, "plus" joins the sum's addends as "and" does (anchor.ts). */
const CLINIC =
  "A first consultation at Rowan Osteopathy lasts an hour and costs £70. Follow-up treatments last 30 minutes and cost £45.";

/* A fixed charge plus a rate, the tariff the claim names (base-plus-rate.ts). */
const SCOOTERS = [
  "Zipline scooters cost £1 to unlock plus 20p per minute. E-scooters cost £1.50 to unlock plus 30p per minute.",
  "Riders must be at least 18 and hold a driving licence.",
];

/* "maximum" against "minimum" bounds one figure in two units at most, never an age and a time. */
const BIKES =
  "Riders must be at least 16 years old. If a bike is faulty, report it within 10 minutes of unlocking and the ride is free.";

export const WORD_S21_FIXTURES: Fixture[] = [
  {
    name: "'$43.49 including shipping' for the Solo plan the question names is supported",
    question: SOLO,
    contexts: BOXES,
    answer: "After the first box, each week comes to $43.49 including shipping.",
    verdicts: ["supported"],
  },
  {
    name: "'$44.49 including shipping' for the Solo plan is flagged",
    question: SOLO,
    contexts: BOXES,
    answer: "After the first box, each week comes to $44.49 including shipping.",
    verdicts: ["unsupported"],
  },
  {
    name: "'$106.99 including shipping' (the Family plan's) for the Solo plan is flagged",
    question: SOLO,
    contexts: BOXES,
    answer: "After the first box, each week comes to $106.99 including shipping.",
    verdicts: ["unsupported"],
  },
  {
    name: "'$43.49 including shipping' when the question names no plan is flagged",
    question: "What does shipping cost?",
    contexts: BOXES,
    answer: "After the first box, each week comes to $43.49 including shipping.",
    verdicts: ["unsupported"],
  },
  {
    name: "'£55 is more than £40' for the question's £55 is supported",
    question: spend(55),
    contexts: [DELIVERY],
    answer: "Yes, £55 is more than £40, so delivery is free.",
    verdicts: ["supported"],
  },
  {
    name: "'£35 is more than £40' is contradicted",
    question: spend(35),
    contexts: [DELIVERY],
    answer: "Yes, £35 is more than £40, so delivery is free.",
    verdicts: ["contradicted"],
  },
  {
    name: "'£55 is under the £40 mark' is contradicted",
    question: spend(55),
    contexts: [DELIVERY],
    answer: "No, £55 is under the £40 mark, so you pay £4.95.",
    verdicts: ["contradicted"],
  },
  {
    name: "'£55 is more than £50' (a threshold the context does not give) is flagged",
    question: spend(55),
    contexts: [DELIVERY],
    answer: "Yes, £55 is more than £50, so delivery is free.",
    verdicts: ["unsupported"],
  },
  {
    name: "'orders over £55 get free delivery' (the premise as the context's figure) is flagged",
    question: spend(55),
    contexts: [DELIVERY],
    answer: "Yes, orders over £55 get free delivery.",
    verdicts: ["unsupported"],
  },
  {
    name: "'20 days is under the 30-day limit' for the question's 20 days is supported",
    question: arrived(20),
    contexts: [RETURNS],
    answer: "Yes, 20 days is under the 30-day limit, so your return will be accepted.",
    verdicts: ["supported"],
  },
  {
    name: "'40 days is under the 30-day limit' is contradicted",
    question: arrived(40),
    contexts: [RETURNS],
    answer: "Yes, 40 days is under the 30-day limit, so your return will be accepted.",
    verdicts: ["contradicted"],
  },
  {
    name: "'accepted within 20 days' (the question's 20 days as the limit) is flagged",
    question: arrived(20),
    contexts: [RETURNS],
    answer: "Yes, returns are accepted within 20 days of delivery.",
    verdicts: ["unsupported"],
  },
  {
    name: "'16 or over to ride' is not 'within 10 minutes' turned around: supported",
    question: "Can my 15-year-old use the bikes?",
    contexts: [BIKES],
    answer: "Not yet, since you have to be 16 or over to ride.",
    verdicts: ["supported"],
  },
  {
    name: "'16 at most' against 'at least 16 years old' is contradicted",
    contexts: [BIKES],
    answer: "Riders must be 16 at most.",
    verdicts: ["contradicted"],
  },
  {
    name: "'within at least 10 minutes' against 'within 10 minutes' is contradicted",
    contexts: [BIKES],
    answer: "Report a faulty bike within at least 10 minutes.",
    verdicts: ["contradicted"],
  },
  {
    name: "'you could pay £5.99 a month instead' for 'Students … pay £5.99' is supported",
    contexts: [STREAMING],
    answer: "As a student you could pay £5.99 a month instead.",
    verdicts: ["supported"],
  },
  {
    name: "'you could pay £4.99 a month instead' is flagged",
    contexts: [STREAMING],
    answer: "As a student you could pay £4.99 a month instead.",
    verdicts: ["unsupported"],
  },
  {
    name: "'Students could pay £5.99' (no alternative offered) still hedges: contradicted",
    contexts: [STREAMING],
    answer: "Students could pay £5.99 a month for Premium.",
    verdicts: ["contradicted"],
  },
  {
    name: "'can sometimes be replaced' for 'may be replaced' is supported",
    contexts: COBBLER,
    answer: "Heels can sometimes be replaced while you wait.",
    verdicts: ["supported"],
  },
  {
    name: "'can sometimes be replaced' against 'are replaced' still hedges: contradicted",
    contexts: ["Heels are replaced while you wait. Most other repairs take 3 working days."],
    answer: "Heels can sometimes be replaced while you wait.",
    verdicts: ["contradicted"],
  },
  {
    name: "'will always be replaced' against 'may be replaced' is contradicted",
    contexts: COBBLER,
    answer: "Heels will always be replaced while you wait.",
    verdicts: ["contradicted"],
  },
  {
    name: "'… while you wait, and on Fridays we stay open until 7pm' joins two chunks: supported",
    contexts: COBBLER,
    answer:
      "Heels can sometimes be replaced while you wait, and on Fridays we stay open until 7pm.",
    verdicts: ["supported"],
  },
  {
    name: "'… while you wait, and on Fridays we stay open until 8pm' is flagged",
    contexts: COBBLER,
    answer:
      "Heels can sometimes be replaced while you wait, and on Fridays we stay open until 8pm.",
    verdicts: ["unsupported"],
  },
  {
    name: "'£18 for half an hour or £26 for 45 minutes, and badges are ordered separately' is supported",
    contexts: SWIM,
    answer:
      "Lessons are £18 for half an hour or £26 for 45 minutes, and badges are ordered separately from the national association.",
    verdicts: ["supported"],
  },
  {
    name: "'… or £28 for 45 minutes, and badges are ordered separately' is flagged",
    contexts: SWIM,
    answer:
      "Lessons are £18 for half an hour or £28 for 45 minutes, and badges are ordered separately from the national association.",
    verdicts: ["unsupported"],
  },
  {
    name: "'… or £26 for 45 minutes, and badges are included in lesson fees' is contradicted",
    contexts: SWIM,
    answer:
      "Lessons are £18 for half an hour or £26 for 45 minutes, and badges are included in lesson fees.",
    verdicts: ["contradicted"],
  },
  {
    name: "'The two memberships cost £38 and £24' counts its own list: supported",
    contexts: [GYM],
    answer: "The two memberships cost £38 and £24 a month.",
    verdicts: ["supported"],
  },
  {
    name: "'The three memberships cost £38 and £24' miscounts its list: flagged",
    contexts: [GYM],
    answer: "The three memberships cost £38 and £24 a month.",
    verdicts: ["unsupported"],
  },
  {
    name: "'The two memberships cost £38 a month' lists one figure: flagged",
    contexts: [GYM],
    answer: "The two memberships cost £38 a month.",
    verdicts: ["unsupported"],
  },
  {
    name: "'Mendwell's engineers' for 'the company's engineers', Mendwell the one firm: supported",
    contexts: ONE_FIRM,
    answer: "Boilers are serviced only by Mendwell's Gas Safe registered engineers.",
    verdicts: ["supported"],
  },
  {
    name: "'Mendwell's engineers' for 'the company's engineers' beside Voltara: flagged",
    contexts: TWO_FIRMS,
    answer: "Boilers are serviced only by Mendwell's Gas Safe registered engineers.",
    verdicts: ["unsupported"],
  },
  {
    name: "'Fixwell's engineers', a firm the context never names: flagged",
    contexts: ONE_FIRM,
    answer: "Boilers are serviced only by Fixwell's Gas Safe registered engineers.",
    verdicts: ["unsupported"],
  },
  {
    name: "'A consultation plus three follow-ups comes to £205 in total' is supported",
    question: "What would a consultation and three follow-ups cost?",
    contexts: [CLINIC],
    answer: "A consultation plus three follow-ups comes to £205 in total.",
    verdicts: ["supported"],
  },
  {
    name: "'A consultation plus three follow-ups comes to £215 in total' is flagged",
    question: "What would a consultation and three follow-ups cost?",
    contexts: [CLINIC],
    answer: "A consultation plus three follow-ups comes to £215 in total.",
    verdicts: ["unsupported"],
  },
  {
    name: "'A consultation plus four follow-ups comes to £205 in total' is flagged",
    question: "What would a consultation and four follow-ups cost?",
    contexts: [CLINIC],
    answer: "A consultation plus four follow-ups comes to £205 in total.",
    verdicts: ["unsupported"],
  },
  {
    name: "'15 minutes on an e-scooter … £6' (£1.50 + 15 × 30p) is supported",
    question: "And 15 minutes on an e-scooter?",
    contexts: SCOOTERS,
    answer: "The same 15 minutes on an e-scooter would set you back £6.",
    verdicts: ["supported"],
  },
  {
    name: "'15 minutes on an e-scooter … £4' (the other tariff) is flagged",
    question: "And 15 minutes on an e-scooter?",
    contexts: SCOOTERS,
    answer: "The same 15 minutes on an e-scooter would set you back £4.",
    verdicts: ["unsupported"],
  },
  {
    name: "'15 minutes on an e-scooter … £7' is flagged",
    question: "And 15 minutes on an e-scooter?",
    contexts: SCOOTERS,
    answer: "The same 15 minutes on an e-scooter would set you back £7.",
    verdicts: ["unsupported"],
  },
];
