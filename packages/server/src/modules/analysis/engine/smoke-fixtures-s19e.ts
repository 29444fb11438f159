import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s19 smoke, helper E: worked-out figures, counts
 * times rates, planted arithmetic errors), each with look-alikes whose figure is off by a
 * step, uses the wrong operand or the wrong operation, which must stay flagged.
 */
const STORAGE =
  "Small units cost £30 per week and large units cost £55 per week. The first two weeks are free on any new booking. Padlocks cost £8.";
const DELIVERY = "Delivery within 10 miles is free; beyond that we charge £2 per mile.";
const PARKING = "Parking is free for the first 2 hours, then £3 per hour.";
const CLEANING =
  "Deep cleans cost £26 an hour and need at least 4 hours. Bookings can be cancelled free up to 48 hours before the visit.";
const BOAT =
  "Boat trips cost $45 a ticket plus a $3 booking fee per ticket. Children under 12 pay $25.";
const MUSEUM = "Museum entry is £12 a ticket. Parking costs £5 per car.";
const CATERING =
  "Our buffet costs £18 per head, with a minimum of 30 guests. Drinks packages are £9 per head.";
const REMOVALS =
  "A two-man team costs £85 per hour, with a minimum booking of 3 hours. Packing materials are £40 per move.";
const WAITING = "Waiting staff cost £15 per hour per server, with a minimum of four hours.";
const TUITION =
  "Tuition is £5,400 per term. A sibling discount of 10% applies to the second child.";
const NURSERY =
  "Full-day childcare costs £65 per day. A sibling discount of 10% applies to the second child.";
const NURSERY_HALF = `${NURSERY} Half days cost £38.`;
const CHARTER = "Boat trips cost $45 a ticket. Private charters cost $400 for two hours.";
const TUTORING = "One-to-one tutoring costs £40 per hour. A block of ten hours is billed at £360.";

export const SMOKE_S19E_FIXTURES: Fixture[] = [
  // A rate charges only past a free stretch of its kind (free-allowance.ts).
  {
    name: "four weeks at £30 a week with the first two free is £60",
    contexts: [STORAGE],
    answer: "Four weeks in a small unit would cost £60.",
    verdicts: ["supported"],
  },
  {
    name: "six weeks at £55 a week with the first two free is £220",
    contexts: [STORAGE],
    answer: "Renting a large unit for six weeks costs £220.",
    verdicts: ["supported"],
  },
  {
    name: "four weeks at £30 a week charged in full (the free weeks ignored) is flagged",
    contexts: [STORAGE],
    answer: "Four weeks in a small unit would cost £120.",
    verdicts: ["unsupported"],
  },
  {
    name: "six weeks at £55 a week charged in full is flagged",
    contexts: [STORAGE],
    answer: "Renting a large unit for six weeks costs £330.",
    verdicts: ["unsupported"],
  },
  {
    name: "15 miles at £2 a mile past 10 free ones is £10",
    contexts: [DELIVERY],
    answer: "Delivery 15 miles away would cost £10.",
    verdicts: ["supported"],
  },
  {
    name: "15 miles at £2 a mile with the free 10 ignored is flagged",
    contexts: [DELIVERY],
    answer: "Delivery 15 miles away would cost £30.",
    verdicts: ["unsupported"],
  },
  {
    name: "five hours at £3 an hour past two free ones is £9",
    contexts: [PARKING],
    answer: "Parking for five hours costs £9.",
    verdicts: ["supported"],
  },
  {
    name: "five hours at £3 an hour charged in full is flagged",
    contexts: [PARKING],
    answer: "Parking for five hours costs £15.",
    verdicts: ["unsupported"],
  },
  {
    name: "'cancelled free up to 48 hours before' is a window: four hours at £26 is still £104",
    contexts: [CLEANING],
    answer: "The shortest deep clean is four hours, which comes to £104.",
    verdicts: ["supported"],
  },
  // A count of the thing a price is per scales every price per that thing (per-item.ts).
  {
    name: "four tickets at $45 plus a $3 fee per ticket are $192",
    contexts: [BOAT],
    answer: "Four tickets would cost $192 including booking fees.",
    verdicts: ["supported"],
  },
  {
    name: "three tickets at $45 plus $3 per ticket are $144, with no cue word",
    contexts: [BOAT],
    answer: "Three tickets would cost $144.",
    verdicts: ["supported"],
  },
  {
    name: "four tickets with the per-ticket fee added once ($183) are flagged",
    contexts: [BOAT],
    answer: "Four standard tickets would cost $183 including booking fees.",
    verdicts: ["unsupported"],
  },
  {
    name: "three tickets at ($45 + $3) said to be $192 (four's total) are flagged",
    contexts: [BOAT],
    answer: "Three tickets would cost $192 including booking fees.",
    verdicts: ["unsupported"],
  },
  {
    name: "three tickets at $45 alone, the per-ticket fee left out and no cue, are flagged",
    contexts: [BOAT],
    answer: "Three tickets would cost $135.",
    verdicts: ["unsupported"],
  },
  {
    name: "a price per car is paid once for three tickets: £36 + £5 is £41",
    contexts: [MUSEUM],
    answer: "Three tickets and parking come to £41.",
    verdicts: ["supported"],
  },
  {
    name: "a price per car does not scale with tickets: 3 × (£12 + £5) is flagged",
    contexts: [MUSEUM],
    answer: "Three tickets would cost £51 with parking.",
    verdicts: ["unsupported"],
  },
  // The least a booking costs: a rate times the minimum its own sentence sets (minimum-charge.ts).
  {
    name: "£85 per hour with a 3-hour minimum: the minimum booking is £255",
    contexts: [REMOVALS],
    answer: "The minimum booking would cost £255.",
    verdicts: ["supported"],
  },
  {
    name: "£18 per head with a minimum of 30 guests: the smallest buffet is £540",
    contexts: [CATERING],
    answer: "The smallest buffet we cater costs £540.",
    verdicts: ["supported"],
  },
  {
    name: "£15 per hour per server with a four-hour minimum: £60 for one server",
    contexts: [WAITING],
    answer: "The minimum for one server is £60.",
    verdicts: ["supported"],
  },
  {
    name: "the minimum booking at 2 hours instead of 3 (£170) is flagged",
    contexts: [REMOVALS],
    answer: "The minimum booking would cost £170.",
    verdicts: ["unsupported"],
  },
  {
    name: "the drinks price times the buffet's minimum (£270) is flagged",
    contexts: [CATERING],
    answer: "The smallest buffet we cater costs £270.",
    verdicts: ["unsupported"],
  },
  {
    name: "£255 with no word for the least is no minimum booking: flagged",
    contexts: [REMOVALS],
    answer: "A booking would cost £255.",
    verdicts: ["unsupported"],
  },
  // A discount granted to someone the claim names (named-discount.ts).
  {
    name: "10% off £5,400 for the second child, named: £4,860",
    contexts: [TUITION],
    answer: "For a second child, tuition would be £4,860 a term.",
    verdicts: ["supported"],
  },
  {
    name: "10% off £65 a day for the second child, named: £58.50",
    contexts: [NURSERY],
    answer: "For a second child, a full day would be £58.50.",
    verdicts: ["supported"],
  },
  {
    name: "the discounted price for the first child (who gets no discount) is flagged",
    contexts: [TUITION],
    answer: "For the first child, tuition would be £4,860 a term.",
    verdicts: ["unsupported"],
  },
  {
    name: "the discount itself said to be the second child's tuition is flagged",
    contexts: [TUITION],
    answer: "For a second child, tuition would be £540 a term.",
    verdicts: ["unsupported"],
  },
  {
    name: "the discounted price with no one named is flagged",
    contexts: [TUITION],
    answer: "Tuition would be £4,860 a term.",
    verdicts: ["unsupported"],
  },
  {
    name: "10% off the half-day price given as the full day's is flagged",
    contexts: [NURSERY_HALF],
    answer: "For a second child, a full day would be £34.20.",
    verdicts: ["unsupported"],
  },
  // The rate an amount for a stated time works out at (amount-rate.ts).
  {
    name: "$400 for two hours works out at $200 per hour",
    contexts: [CHARTER],
    answer: "A private charter works out at $200 per hour.",
    verdicts: ["supported"],
  },
  {
    name: "£360 for a ten-hour block: each hour is £36",
    contexts: [TUTORING],
    answer: "Booked as a block, each hour of tutoring is £36.",
    verdicts: ["supported"],
  },
  {
    name: "$400 for two hours times the hours ($800 per hour) is flagged",
    contexts: [CHARTER],
    answer: "A private charter works out at $800 per hour.",
    verdicts: ["unsupported"],
  },
  {
    name: "$200 a day (the hourly figure over another period) is flagged",
    contexts: [CHARTER],
    answer: "A private charter works out at $200 a day.",
    verdicts: ["unsupported"],
  },
  {
    name: "£360 over ten hours given as £34 an hour is flagged",
    contexts: [TUTORING],
    answer: "Booked as a block, tutoring works out at £34 per hour.",
    verdicts: ["unsupported"],
  },
];
