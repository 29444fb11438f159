import { describeNumberCases, type NumberCase } from "./fixture-checks";

/**
 * Figures a faithful answer derives or restates (issue 18, fifth round): each case is a pair
 * written for this file, in domains no labelled set uses: a faithful claim whose numbers must
 * count as present, and a look-alike with a wrong figure that must still be reported missing.
 */

const CASES: NumberCase[] = [
  // The derivation pool takes the sentences next to the best windows.
  {
    name: "a price stated in the sentence after the one that names the thing",
    // The neighbour is read within its chunk: across chunks, "next" is only retrieval order.
    context: [
      "A falconry experience lets you fly a Harris hawk in the woods. The morning session costs £95 and lasts three hours.",
      "Each extra bird you handle is charged at £20.",
    ],
    faithful: "A falconry experience with two extra birds would come to £135 in total.",
    wrong: "A falconry experience with two extra birds would come to £155 in total.",
  },
  {
    name: "a neighbour's percentage does not stretch a duration through the word 'fee'",
    context: [
      "Invoices are due 30 days after issue, and late payment adds a £40 fee.",
      "Storage units are discounted by 10% in winter.",
    ],
    faithful: "Invoices must be paid within 30 days of issue or a £40 late fee applies.",
    wrong: "Invoices must be paid within 33 days of issue or a £40 late fee applies.",
  },
  {
    name: "a neighbour's count does not share out a period said with 'every'",
    context: [
      "The greenhouse misting system sprays every 20 minutes during the day.",
      "The orchid house holds 4 benches of seedlings.",
    ],
    faithful: "During the day the greenhouse misting system sprays every 20 minutes.",
    wrong: "During the day the greenhouse misting system sprays every 5 minutes.",
  },
  {
    name: "clock times are no percentage of each other",
    context: [
      "The swimming pool is open from 8am to 8pm.",
      "Lane swimmers get 30% off a ten-swim card.",
    ],
    faithful: "Lane swimmers get 30% off a ten-swim card at the swimming pool.",
    wrong: "Lane swimmers get 40% off a ten-swim card at the swimming pool.",
  },
  {
    name: "two shares do not make a percentage change",
    context: [
      "Students get 40% off evening pottery classes.",
      "Pensioners get 50% off evening pottery classes.",
    ],
    faithful: "Students get 40% off the evening pottery classes.",
    wrong: "Students get 20% off the evening pottery classes.",
  },
  // Rates with a noun between the number and the period, and parts of an hour.
  {
    name: "a count per hour restated per minute",
    context: ["The ferry ramp loads 240 vehicles per hour at peak times."],
    faithful: "At peak times the ferry ramp loads 4 vehicles per minute.",
    wrong: "At peak times the ferry ramp loads 6 vehicles per minute.",
  },
  {
    name: "a count per day is no count per week",
    context: ["The mobile blood-donor van sees 30 donors a day during the spring drive."],
    faithful: "During the spring drive the blood-donor van sees 210 donors a week.",
    wrong: "During the spring drive the blood-donor van sees 30 donors a week.",
  },
  {
    name: "a price per quarter of an hour is a price per 15 minutes",
    context: ["Archery lane hire costs €6 for every 15 minutes."],
    faithful: "Archery lane hire is €6 per quarter of an hour.",
    wrong: "Archery lane hire is €6 per half hour.",
  },
  // A count of things, one per period.
  {
    name: "four quarterly instalments span a year",
    context: ["The observatory membership can be paid in 4 quarterly instalments."],
    faithful: "The observatory membership can be paid in instalments spread over a year.",
    wrong: "The observatory membership can be paid in instalments spread over two years.",
  },
  {
    name: "twelve monthly payments against one yearly price",
    context: ["Allotment rent is £14 a month.", "Paying the whole year upfront costs £150."],
    faithful: "Paying the allotment rent upfront saves £18 compared with twelve monthly payments.",
    wrong: "Paying the allotment rent upfront saves £24 compared with twelve monthly payments.",
  },
  // Totals of counts at unit prices.
  {
    name: "two counts, each at its own price, add up",
    context: ["Observatory night tours cost $18 for adults and $11 for children."],
    faithful: "Three adult tickets and two child tickets for the night tour come to $76 in all.",
    wrong: "Three adult tickets and two child tickets for the night tour come to $80 in all.",
  },
  {
    name: "the counts take the prices in the order both are written",
    context: ["Observatory night tours cost $18 for adults and $11 for children."],
    faithful: "Three adult tickets and two child tickets for the night tour come to $76 in all.",
    wrong: "Three adult tickets and two child tickets for the night tour come to $69 in all.",
  },
  {
    name: "a total for a count against a single price",
    context: ["A single climbing-wall pass costs $45 a year, and a household pass costs $120."],
    faithful: "A household pass is $15 cheaper than three single climbing-wall passes.",
    wrong: "A household pass is $25 cheaper than three single climbing-wall passes.",
  },
  // Limits.
  {
    name: "a price plus a capped charge is the most one pays",
    context: [
      "A print-shop membership costs £15 a month.",
      "Colour printing is charged on top, up to a cap of £12 a month.",
    ],
    faithful: "With colour printing, the print-shop membership costs £27 a month at most.",
    wrong: "With colour printing, the print-shop membership costs £30 a month at most.",
  },
  {
    name: "a capped total needs the claim to say it is a most",
    context: [
      "A print-shop membership costs £15 a month.",
      "Colour printing is charged on top, up to a cap of £12 a month.",
    ],
    faithful: "With colour printing, the print-shop membership costs £27 a month at most.",
    wrong: "With colour printing, the print-shop membership costs £27 a month.",
  },
  {
    name: "the complement of a maximum share is a minimum",
    context: ["The community loan covers up to 90% of the cost of solar panels."],
    faithful: "Households pay at least 10% of the cost of their solar panels themselves.",
    wrong: "Households pay at least 20% of the cost of their solar panels themselves.",
  },
  {
    name: "the complement of a maximum is no maximum",
    context: ["The community loan covers up to 90% of the cost of solar panels."],
    faithful: "Households pay at least 10% of the cost of their solar panels themselves.",
    wrong: "Households pay up to 10% of the cost of their solar panels themselves.",
  },
  // One more than the others.
  {
    name: "others and the one counted with them",
    context: ["A cable-car family pass covers the main member and up to 3 other riders."],
    faithful: "The cable-car family pass covers up to four riders, counting the main member.",
    wrong: "The cable-car family pass covers up to five riders, counting the main member.",
  },
  // A fee for a first stretch of time, then a rate for the rest.
  {
    name: "a call-out fee for the first half hour, then a rate per quarter hour",
    context: [
      "Piano tuners charge a $55 call-out fee, which covers the first 30 minutes.",
      "After that, work is billed at $18 for every 15 minutes.",
    ],
    faithful:
      "Two hours of piano work cost $163: the call-out covers the first 30 minutes, then $18 per quarter hour.",
    wrong:
      "Two hours of piano work cost $199: the call-out covers the first 30 minutes, then $18 per quarter hour.",
  },
  // A fixed cost over a saving per item.
  {
    name: "a card pays for itself after the fixed cost over the saving, rounded up",
    context: ["The ferry Pro card costs $24.99 a year and saves $1.50 on every crossing."],
    faithful: "The ferry Pro card pays for itself after 17 crossings.",
    wrong: "The ferry Pro card pays for itself after 15 crossings.",
  },
  // A multiple as a percentage change.
  {
    name: "a multiple of a rate is a percentage more",
    context: ["Night shifts at the bakery are paid at 1.25 times the day rate."],
    faithful: "Night shifts at the bakery pay 25% more than the day rate.",
    wrong: "Night shifts at the bakery pay 125% more than the day rate.",
  },
  {
    name: "a multiple below one is a percentage less",
    context: ["Off-peak court bookings cost 0.8 times the peak price."],
    faithful: "Off-peak court bookings are 20% cheaper than peak ones.",
    wrong: "Off-peak court bookings are 80% cheaper than peak ones.",
  },
  // Rough spans between dates.
  {
    name: "just over a month between two dates",
    context: ["Kiln bookings open on 2 March 2027 and firing results are posted on 4 April 2027."],
    faithful: "Kiln firing results are posted just over a month after bookings open.",
    wrong: "Kiln firing results are posted about two months after bookings open.",
  },
  {
    name: "a span without a word that says it is rough must be the span",
    context: ["Kiln bookings open on 2 March 2027 and firing results are posted on 4 April 2027."],
    faithful: "Kiln firing results are posted just over a month after bookings open.",
    wrong: "Kiln firing results are posted 30 days after bookings open.",
  },
  // A bonus raises a rate.
  {
    name: "a percentage bonus on a rate",
    context: [
      "Members earn 4 points per litre of fuel.",
      "Premium members get a 25% bonus on those points.",
    ],
    faithful: "With the bonus, premium members effectively earn 5 points per litre of fuel.",
    wrong: "With the bonus, premium members effectively earn 6 points per litre of fuel.",
  },
];

describeNumberCases("numbers a faithful answer derives or restates, fifth round", CASES);
