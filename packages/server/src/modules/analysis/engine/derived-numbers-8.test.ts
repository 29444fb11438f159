import { describeNumberCases, type NumberCase } from "./fixture-checks";

/**
 * Figures a faithful answer derives (issue 18, eighth round), each a pair written for this
 * file in domains no labelled set uses: a faithful claim whose numbers must count as present,
 * and a look-alike one step off that must still be reported missing.
 */

const CASES: NumberCase[] = [
  // A comparison writes the unit once.
  {
    name: "a bare difference between a figure and a bare one, in the other's unit",
    context: ["The Compact tank holds up to 40 litres; the Family tank holds up to 65 litres."],
    faithful: "The Family tank holds up to 65 litres, 25 more than the Compact's 40.",
    wrong: "The Family tank holds up to 65 litres, 35 more than the Compact's 40.",
  },
  {
    name: "a bare operand the context does not hold vouches for no difference",
    context: ["The Compact tank holds up to 40 litres; the Family tank holds up to 65 litres."],
    faithful: "The Family tank holds up to 65 litres.",
    wrong: "The Family tank holds up to 65 litres, 15 more than the Compact's 50.",
  },
  // The question's clock time is the user's, an operand like the claim's own.
  {
    name: "a clock time a context duration after the question's",
    context: [
      "Shuttle buses leave the station at 08:10, 09:40 and 11:20. The ride takes 35 minutes.",
    ],
    question: "If I take the 09:40 shuttle, when do I reach the lodge?",
    faithful: "You'd reach the lodge at 10:15.",
    wrong: "You'd reach the lodge at 10:25.",
  },
  {
    name: "a clock time no duration of the context reaches from the question's",
    context: [
      "Shuttle buses leave the station at 08:10, 09:40 and 11:20. The ride takes 35 minutes.",
    ],
    question: "If I take the 09:40 shuttle, when do I reach the lodge?",
    faithful: "The shuttle leaves at 09:40.",
    wrong: "You'd reach the lodge at 11:55.",
  },
  // A count of things, one per period, is a count of those things too.
  {
    name: "a count of things one per period, times the claim's count",
    context: ["Vitamin packs come in boxes of 12 monthly sachets for £30."],
    question: "How many sachets would three boxes give me?",
    faithful: "Ordering three boxes gives you 36 sachets in all.",
    wrong: "Ordering three boxes gives you 39 sachets in all.",
  },
  // A duration a period allows is a duration too.
  {
    name: "an allowance per year priced by a monthly fee",
    context: ["Allotment plots can be left fallow for up to 3 months a year, at £6 per month."],
    faithful: "You can leave your plot fallow for up to three months a year, which costs £18.",
    wrong: "You can leave your plot fallow for up to three months a year, which costs £24.",
  },
  // The derivation pool reaches past windows that only repeat the best sentence.
  {
    name: "a price from another chunk than the discount's best windows",
    context: [
      "FixPoint repairs screens on most phone models while you wait. An iPhone 14 screen replacement costs £129 and a Samsung Galaxy S23 screen costs £149.",
      "Battery replacements cost £59 for any model. All repairs come with a 90-day warranty.",
      "Our lead technician is Kasia Nowak. Students get 10% off any repair with a valid student card. Prices are held until 31 January 2027.",
    ],
    question: "I'm a student. What would a Galaxy S23 screen cost me?",
    faithful: "With your 10% student discount, the S23 screen would be £134.10.",
    wrong: "With your 10% student discount, the S23 screen would be £139.10.",
  },
];

describeNumberCases("numbers a faithful answer derives, eighth round", CASES);
