import type { Fixture } from "./fixtures";

/**
 * Figures, cases found by the lead in s17 from the labelled sets' false alarms and misses:
 * durations with a quarter ("an hour and a quarter"), "six-monthly" for "every 6 months", a
 * figure told in the sentence after the one the claim's words come from, a claim ranked onto the
 * sentence that holds all its figures, a count in words that is no amount of money, "around
 * the clock" and "24/7" as 24 hours a day; and one
 * name case: a surname is no derivation of a shorter one ("Harrison" of "Harris"). Each has look-alikes of the other
 * kind that must keep their verdict. Re-exported by paraphrase-fixtures.ts.
 */
const MASSAGE =
  "Deep-tissue massages last 75 minutes and cost £60. Hot stone massages last 90 minutes.";
const ALARMS = "Fire alarms in the building are tested every 6 months.";
const LIFTS =
  "Our engineer inspects every lift every 6 months. Building managers receive a safety certificate after each inspection.";
const FLEX =
  "Our Flex membership gives members 20% off personal training. Membership costs £25 a month.";
const PLANS =
  "The Duo plan costs £14.99 for two accounts, and the Family plan costs £17.99 for up to six accounts.";
const PASSES = [
  "Season passes expire after 12 months without a single journey on them.",
  "Any journey, including a single stop on the night bus, restarts the 12-month clock.",
  "Expired passes can be revived within 30 days for a fee of £5 per 100 journeys.",
];

const STORAGE = "The Basic plan costs £12 a month. The storage add-on costs £5 a month.";
const VPN =
  "The VPN costs $11.99 billed monthly, $59.88 for a 1-year plan or $95.76 for a 2-year plan.";
const FERRY_BOOKING = "Vehicle bookings must be made at least 24 hours before departure.";
const OUTAGE =
  "If your broadband is down for more than 2 full days, you get £9.95 in compensation for each extra day it stays down.";
const SURCHARGE = "Premiums can be paid monthly, with a 6% surcharge for monthly payments.";

export const FIGURE_FIXTURES: Fixture[] = [
  // "and a quarter", "and three quarters" grow a duration as "and a half" does.
  {
    name: "'an hour and a quarter' for '75 minutes' is supported",
    contexts: [MASSAGE],
    answer: "A deep-tissue massage lasts an hour and a quarter.",
    verdicts: ["supported"],
  },
  {
    name: "'an hour and a half' for '75 minutes' is flagged",
    contexts: [MASSAGE],
    answer: "A deep-tissue massage lasts an hour and a half.",
    verdicts: ["unsupported"],
  },
  {
    name: "'two and a quarter hours' for '135 minutes' is supported",
    contexts: ["The full colour session takes 135 minutes."],
    answer: "The full colour session takes two and a quarter hours.",
    verdicts: ["supported"],
  },
  {
    name: "'two and a quarter hours' for '150 minutes' is flagged",
    contexts: ["The full colour session takes 150 minutes."],
    answer: "The full colour session takes two and a quarter hours.",
    verdicts: ["unsupported"],
  },
  // "six-monthly" is every six months, not the count six.
  {
    name: "'on a six-monthly basis' for 'every 6 months' is supported",
    contexts: [ALARMS],
    answer: "Fire alarms in the building are tested on a six-monthly basis.",
    verdicts: ["supported"],
  },
  {
    name: "'on a three-monthly basis' for 'every 6 months' is flagged",
    contexts: [ALARMS],
    answer: "Fire alarms in the building are tested on a three-monthly basis.",
    verdicts: ["unsupported"],
  },
  // A figure in the next sentence of the chunk, where the best sentence has none of its kind.
  {
    name: "'after each six-monthly inspection' with the period in the sentence before is supported",
    contexts: [LIFTS],
    answer: "After each six-monthly inspection, you'll get a safety certificate.",
    verdicts: ["supported"],
  },
  {
    name: "'Flex membership is £25 a month' with the price in the next sentence is supported",
    contexts: [FLEX],
    answer: "Flex membership is £25 a month.",
    verdicts: ["supported"],
  },
  {
    name: "a price from another chunk is flagged",
    contexts: [
      "Our Flex membership gives members 20% off personal training.",
      "Membership costs £25 a month.",
    ],
    answer: "Our Flex membership is £25 a month.",
    verdicts: ["unsupported"],
  },
  {
    name: "a price two sentences on, about lockers, is flagged",
    contexts: [
      "Our Flex membership gives members 20% off personal training. Towels are provided at the front desk. Lockers are £2 a day.",
    ],
    answer: "Our Flex membership is £2 a day.",
    verdicts: ["unsupported"],
  },
  {
    name: "a price swapped where the best sentence has its own price is flagged",
    contexts: ["Our Flex membership costs £25 a month. Day passes cost £8."],
    answer: "Flex membership costs £8 a month.",
    verdicts: ["unsupported"],
  },
  // Every figure in a close second, none in the best by words (figures-only.ts figureLedRanking).
  {
    name: "three figures in words, all in the second-best sentence, are supported there",
    contexts: PASSES,
    answer:
      "Lapsed passes can be brought back within thirty days, at five pounds for every hundred journeys.",
    verdicts: ["supported"],
  },
  {
    name: "one of the three figures changed is flagged",
    contexts: PASSES,
    answer:
      "Lapsed passes can be brought back within sixty days, at five pounds for every hundred journeys.",
    verdicts: ["unsupported"],
  },
  // A count in words ("two accounts") is no amount of money written without its currency.
  {
    name: "'£2 a month more' against '£14.99 for two accounts … £17.99' is flagged",
    contexts: [PLANS],
    answer: "Family costs £2 a month more than Duo.",
    verdicts: ["unsupported"],
  },
  {
    name: "'£3 a month more' against '£14.99 … £17.99' is supported",
    contexts: [PLANS],
    answer: "Family costs £3 a month more than Duo.",
    verdicts: ["supported"],
  },
  {
    name: "'two pounds a day' restated as '£2 a day' is supported",
    contexts: ["Lockers cost two pounds a day."],
    answer: "Lockers cost £2 a day.",
    verdicts: ["supported"],
  },
  // A name's derivation is an adjective or people ("European"), not a longer surname.
  {
    name: "'Luke Harrison' for 'Luke Harris' is flagged",
    contexts: ["The campsite is run by managers Tegan and Luke Harris."],
    answer: "The campsite is run by managers Tegan and Luke Harrison.",
    verdicts: ["unsupported"],
  },
  {
    name: "'from Europe' for 'European' is supported",
    contexts: ["Our guides are all European and speak three languages."],
    answer: "Our guides all come from Europe and speak three languages.",
    verdicts: ["supported"],
  },
  {
    name: "'from London' for 'a Londoner' is supported",
    contexts: ["Tours are led by a Londoner, Sam Price."],
    answer: "Tours are led by Sam Price from London.",
    verdicts: ["supported"],
  },
  // "around the clock" and "24/7" are 24 hours a day.
  {
    name: "'open around the clock' for 'open 24 hours a day' is supported",
    contexts: ["The gym is open 24 hours a day."],
    answer: "The gym is open around the clock.",
    verdicts: ["supported"],
  },
  {
    name: "'open 24/7' for 'open 24 hours a day, 7 days a week' is supported",
    contexts: ["The gym is open 24 hours a day, 7 days a week."],
    answer: "The gym is open 24/7.",
    verdicts: ["supported"],
  },
  {
    name: "'open around the clock' against 'open from 6am to 10pm' is flagged",
    contexts: ["The gym is open from 6am to 10pm."],
    answer: "The gym is open around the clock.",
    // s20: "at any hour" against the same thing's clock hours flips (any-hour.ts).
    verdicts: ["contradicted"],
  },
  {
    name: "'open 24/7' against 'open from 6am to 10pm' is flagged",
    contexts: ["The gym is open from 6am to 10pm."],
    answer: "The gym is open 24/7.",
    verdicts: ["unsupported"],
  },
  // A short sentence that works out a figure from the claim before it (s18, claims.ts
  // statesArithmetic, sequel.ts): checked with that claim, its figure must follow.
  {
    name: "'Together that comes to £17 a month.' after the two prices is supported",
    contexts: [STORAGE],
    answer:
      "The Basic plan costs £12 a month and the add-on £5 a month. Together that comes to £17 a month.",
    verdicts: ["supported", "supported"],
  },
  {
    name: "'Together that comes to £19 a month.' after £12 and £5 is flagged",
    contexts: [STORAGE],
    answer:
      "The Basic plan costs £12 a month and the add-on £5 a month. Together that comes to £19 a month.",
    verdicts: ["supported", "unsupported"],
  },
  {
    name: "a total that adds a wrong price right leaves the blame on the price",
    contexts: [STORAGE],
    answer:
      "The Basic plan costs £14 a month and the add-on £5 a month. Together that comes to £19 a month.",
    verdicts: ["unsupported", "supported"],
  },
  {
    name: "'billed monthly' makes a rate: a plan's total plus the monthly price is no operand",
    question: "What's the 2-year plan per month?",
    contexts: [VPN],
    answer: "The 2-year plan is $95.76 in total. That works out at $4.49 a month.",
    verdicts: ["supported", "unsupported"],
  },
  {
    name: "'That works out at $3.99 a month.' after the 2-year plan's $95.76 is supported",
    question: "What's the 2-year plan per month?",
    contexts: [VPN],
    answer: "The 2-year plan is $95.76 in total. That works out at $3.99 a month.",
    verdicts: ["supported", "supported"],
  },
  {
    name: "'That works out to $159 a month.' after '$1,908 a year' is supported",
    question: "What if I pay my $1,800 premium monthly instead?",
    contexts: [SURCHARGE],
    answer:
      "With the 6% surcharge, your $1,800 premium becomes $1,908 a year. That works out to $159 a month.",
    verdicts: ["supported", "supported"],
  },
  {
    name: "'That works out to $169 a month.' after '$1,908 a year' is flagged",
    question: "What if I pay my $1,800 premium monthly instead?",
    contexts: [SURCHARGE],
    answer:
      "With the 6% surcharge, your $1,800 premium becomes $1,908 a year. That works out to $169 a month.",
    verdicts: ["supported", "unsupported"],
  },
  {
    name: "'That works out to $159 a week.' after '$1,908 a year' is flagged",
    question: "What if I pay my $1,800 premium monthly instead?",
    contexts: [SURCHARGE],
    answer:
      "With the 6% surcharge, your $1,800 premium becomes $1,908 a year. That works out to $159 a week.",
    verdicts: ["supported", "unsupported"],
  },
  {
    name: "a short sentence pointing back with no worked-out figure is no claim",
    contexts: [STORAGE],
    answer: "The Basic plan costs £12 a month. It's billed on the 1st.",
    verdicts: ["supported"],
  },
  // "seven days a week" holds every day of the week (s18, weekdays.ts withEveryDay).
  {
    name: "'on a weekday' and 'at weekends' for 'visits seven days a week' are supported",
    contexts: ["Our carers visit seven days a week, from 7am to 10pm."],
    answer: "Our carers visit on weekdays from 7am. Our carers visit at weekends until 10pm.",
    verdicts: ["supported", "supported"],
  },
  {
    name: "'on Sundays' against 'daily except Sunday' is flagged",
    contexts: ["The centre is open daily except Sunday."],
    answer: "The centre is open on Sundays.",
    verdicts: ["contradicted"],
  },
  {
    name: "'on weekdays' against opening hours with no days is flagged",
    contexts: ["The centre is open from 9am to 5pm."],
    answer: "The centre is open on weekdays from 9am to 5pm.",
    verdicts: ["unsupported"],
  },
  // "a full day", "two whole weeks": the adjective is part of the figure; "three of those
  // days" counts days; "£9.95 in compensation for each extra day" is a rate (s18).
  {
    name: "'a full day before departure' for 'at least 24 hours before departure' is supported",
    contexts: [FERRY_BOOKING],
    answer: "Car bookings have to be in a full day before departure.",
    verdicts: ["supported"],
  },
  {
    name: "'two full days before departure' against '24 hours before departure' is flagged",
    contexts: [FERRY_BOOKING],
    answer: "Car bookings have to be in two full days before departure.",
    verdicts: ["unsupported"],
  },
  {
    name: "'three of those days … £29.85' for '£9.95 in compensation for each extra day' is supported",
    question: "My internet was down for five full days. What compensation do I get?",
    contexts: [OUTAGE],
    answer:
      "Three of those days fall after the first two, so you'd be owed £29.85 in compensation.",
    verdicts: ["supported"],
  },
  {
    name: "'three of those days … £35' against '£9.95 for each extra day' is flagged",
    question: "My internet was down for five full days. What compensation do I get?",
    contexts: [OUTAGE],
    answer: "Three of those days fall after the first two, so you'd be owed £35 in compensation.",
    verdicts: ["unsupported"],
  },
];
