import { describeNumberCases, type NumberCase } from "./fixture-checks";

/**
 * Arithmetic checked locally (local-arithmetic.ts, sixth round): each pair is written for this
 * file, in domains no labelled set uses. A faithful claim computes its figure from its own
 * grounded figures, the question's and its best windows'; the look-alike, a wrong total one
 * step off, a swapped rate or share, or a wrong premise, must still be reported missing.
 */

const CASES: NumberCase[] = [
  {
    name: "a monthly price over a year",
    context: ["The window-cleaning round costs £14 a month for a terraced house."],
    question: "What does window cleaning cost over a year?",
    faithful: "At £14 a month, a year of window cleaning works out at £168.",
    wrong: "At £14 a month, a year of window cleaning works out at £182.",
  },
  {
    name: "a chain through the question's figure: excess, a share of the rest, the total",
    context: [
      "Each claim on the bicycle policy carries a fixed excess of £50.",
      "Riders over 60 also pay 10% of the remaining repair bill.",
    ],
    question: "I'm 65. What would I pay myself on a £500 repair?",
    faithful:
      "You'd pay the £50 excess and 10% of the remaining £450, which is £45, so £95 in all.",
    wrong: "You'd pay the £50 excess and 10% of the remaining £450, which is £45, so £105 in all.",
  },
  {
    name: "a wrong addend and a wrong total do not vouch for each other",
    context: [
      "Each claim on the bicycle policy carries a fixed excess of £50.",
      "Riders over 60 also pay 10% of the remaining repair bill.",
    ],
    question: "I'm 65. What would I pay myself on a £500 repair?",
    faithful:
      "You'd pay the £50 excess and 10% of the remaining £450, which is £45, so £95 in all.",
    wrong: "You'd pay the £50 excess and 10% of the remaining £460, which is £46, so £96 in all.",
  },
  {
    name: "a count times the rate the claim names; the other rate is a swap",
    context: ["Maths tutoring costs £30 per hour on weekdays and £36 per hour at weekends."],
    question: "What would two weekday hours of tutoring cost?",
    faithful: "Two weekday hours at £30 would cost £60.",
    wrong: "Two weekday hours of tutoring would cost £72.",
  },
  {
    name: "a total spread over weeks, hedged",
    context: [
      "The bookkeeping course takes 60 hours of study in total.",
      "Most learners finish the bookkeeping course in 8 weeks.",
    ],
    question: "How much time a week should I set aside for bookkeeping?",
    faithful: "Finishing the bookkeeping course in 8 weeks means roughly eight hours a week.",
    wrong: "Finishing the bookkeeping course in 8 weeks means roughly twelve hours a week.",
  },
  {
    name: "a break-even rounded up to a whole number of months",
    context: [
      "The Spanish course costs £19 a month by subscription.",
      "Buying the Spanish course outright costs £150.",
    ],
    question: "Is buying the Spanish course cheaper than subscribing?",
    faithful: "Buying it for £150 only pays off if you'd subscribe for eight months or more.",
    wrong: "Buying it for £150 only pays off if you'd subscribe for six months or more.",
  },
  {
    name: "a discount taken off a computed price",
    context: ["Printed banners cost £15 each.", "Orders of ten or more banners get 20% off."],
    question: "What would ten banners cost?",
    faithful: "Ten banners would be £150, and the 20% discount brings that down to £120.",
    wrong: "Ten banners would be £150, and the 20% discount brings that down to £125.",
  },
  {
    name: "a difference needs a word that takes away",
    context: [
      "Tuition for the diploma is £9,000 a year.",
      "A £1,000 deposit secures a place and counts towards the first year's tuition.",
    ],
    question: "What does the two-year diploma cost?",
    faithful: "After the £1,000 deposit, £17,000 of the two-year diploma's tuition remains.",
    wrong: "The two-year diploma costs £17,000 in tuition.",
  },
  {
    name: "the question's figure, written with a hyphen",
    context: ["Every pet-sitting visit is billed as at least half an hour, at £24 an hour."],
    question: "What if I only need a 10 minute visit for the cat?",
    faithful: "Even a 10-minute visit for the cat is billed as half an hour, which is £12.",
    wrong: "Even a 10-minute visit for the cat is billed as half an hour, which is £10.",
  },
  {
    name: "the question's figure is no premise where the context says another",
    context: ["Boat hire bookings can be cancelled free of charge up to 48 hours before."],
    question: "Can I cancel my boat hire 24 hours before?",
    faithful: "Yes, boat hire bookings can be cancelled free of charge up to 48 hours before.",
    wrong: "Yes, boat hire bookings can be cancelled free of charge up to 24 hours before.",
  },
  {
    name: "a refund less a fee that is kept",
    context: [
      "The Atlas tent costs $640.",
      "Returns within 60 days are refunded, less a $40 restocking fee.",
    ],
    question: "If I return the Atlas tent, how much do I get back?",
    faithful: "You'd get $600 back, as the $40 restocking fee is kept.",
    wrong: "You'd get $620 back, as the $40 restocking fee is kept.",
  },
  {
    name: "a charge for each period left, over the question's periods",
    context: ["Ending the storage lease early costs £15 for each week left on it."],
    question: "I have four weeks left on my storage lease. What does leaving cost?",
    faithful: "With four weeks left, ending the storage lease early would cost £60.",
    wrong: "With four weeks left, ending the storage lease early would cost £75.",
  },
  {
    name: "a fraction in words as a percentage fall",
    context: ["The annual plan costs $4 a month and the monthly plan costs $12 a month."],
    faithful: "The annual plan is about two-thirds cheaper than the monthly plan.",
    wrong: "The annual plan is about three-quarters cheaper than the monthly plan.",
  },
  {
    name: "a balance from the price in the sentence that answers the question",
    context: [
      "The Harbour touring kayak costs £1,200.",
      "Deposits are refunded if you cancel within 14 days.",
      "Delivery is free on orders over £500.",
      "A £200 deposit secures any order, and the balance is paid on delivery.",
    ],
    question: "What is left to pay on the Harbour touring kayak after the deposit?",
    faithful: "Once the £200 deposit is paid, £1,000 remains to pay on delivery.",
    wrong: "Once the £200 deposit is paid, £1,100 remains to pay on delivery.",
  },
  // Ninth round: the ends of a range are bounds, not operands, unless the claim announces
  // arithmetic ("so", "in all"): "aged 12 to 15 … 3 tablets" was 12 ÷ 4, "2 tablets" 6 − 4.
  {
    name: "a count beside two ranges is not their quotient",
    context: [
      "Children aged 12 to 15 should take 1 tablet every 4 to 6 hours, up to 4 tablets in 24 hours.",
    ],
    question: "How many tablets can my 13-year-old take?",
    faithful: "Children aged 12 to 15 can take 1 tablet every 4 to 6 hours.",
    wrong: "Children aged 12 to 15 can take 3 tablets every 4 to 6 hours.",
  },
  {
    name: "a count beside a range of hours is not its span",
    context: [
      "Children aged 12 to 15 should take 1 tablet every 4 to 6 hours, up to 4 tablets in 24 hours.",
    ],
    question: "How many tablets can my 13-year-old take?",
    faithful: "Children aged 12 to 15 can take up to 4 tablets in 24 hours.",
    wrong: "Children aged 12 to 15 can take 9 tablets every 4 to 6 hours.",
  },
  {
    name: "a range's end is an operand where the claim announces the arithmetic",
    context: ["Adults can take 1 to 2 tablets every 4 to 6 hours, up to 8 tablets in 24 hours."],
    question: "How many doses can I take in a day?",
    faithful: "Adults can take a dose every 4 to 6 hours, so at most 6 doses a day.",
    wrong: "Adults can take a dose every 4 to 6 hours, so at most 7 doses a day.",
  },
];

describeNumberCases("figures computed locally from the claim, the question and the context", CASES);
