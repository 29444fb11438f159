import { describeNumberCases, type NumberCase } from "./fixture-checks";

/**
 * Numbers a faithful answer restates in other words or derives from the context (issue 18,
 * fourth round): each case is a pair written for this file, a faithful claim whose numbers and
 * dates must count as present, and a look-alike with a wrong figure that must still be
 * reported missing. Only number and date facts are checked (word support is another test's).
 */

const CASES: NumberCase[] = [
  // Clock times in words.
  {
    name: "half past an hour in words",
    context: ["Music must stop at 23:30 and guests leave by midnight."],
    faithful: "The music stops at half past eleven and guests leave by 12 am.",
    wrong: "The music stops at half past ten and guests leave by 12 am.",
  },
  {
    name: "a quarter to an hour, with the half of the day",
    context: ["The ticket office opens at 08:45 on weekdays."],
    faithful: "The ticket office opens at a quarter to nine in the morning on weekdays.",
    wrong: "The ticket office opens at a quarter to nine in the evening on weekdays.",
  },
  {
    name: "minutes past an hour",
    context: ["The last ferry leaves at 6:10 pm."],
    faithful: "The last ferry leaves at ten past six.",
    wrong: "The last ferry leaves at twenty past six.",
  },
  // How often.
  {
    name: "a frequency word against a count per period",
    context: ["Dividends are paid quarterly to every shareholder."],
    faithful: "Dividends are paid four times a year to every shareholder.",
    wrong: "Dividends are paid three times a year to every shareholder.",
  },
  {
    name: "every n hours against a count per day",
    context: ["Nurses check the drip every 6 hours on the ward."],
    faithful: "Nurses check the drip four times a day on the ward.",
    wrong: "Nurses check the drip three times a day on the ward.",
  },
  // Cues for a difference, a product and a multiplier word.
  {
    name: "a difference after 'not counting'",
    context: ["The concert hall seats 900 people, of which 150 sit in the balcony."],
    faithful: "Not counting the balcony, the concert hall seats 750 people.",
    wrong: "Not counting the balcony, the concert hall seats 760 people.",
  },
  {
    name: "a product that 'comes to' a price",
    context: ["A single ticket costs €12.", "A weekly ticket costs as much as 5 single tickets."],
    faithful: "A weekly ticket comes to €60, the price of five single tickets.",
    wrong: "A weekly ticket comes to €72, the price of five single tickets.",
  },
  {
    name: "half of a price",
    context: ["A single lesson costs £40.", "Students pay half price on Mondays."],
    faithful: "A lesson is normally £40, but on Mondays students pay half that, £20.",
    wrong: "A lesson is normally £40, but on Mondays students pay half that, £25.",
  },
  {
    name: "a deposit that doubles",
    context: ["The standard deposit is $150.", "Tenants with pets pay a double deposit."],
    faithful: "With a pet the deposit doubles to $300.",
    wrong: "With a pet the deposit doubles to $250.",
  },
  // Spans between two dates.
  {
    name: "the weeks between two dates",
    context: ["The pool is closed from 3 March to 17 March 2027 for repairs."],
    faithful: "The pool is shut for two weeks, from 3 March to 17 March 2027.",
    wrong: "The pool is shut for 16 days, from 3 March to 17 March 2027.",
  },
  {
    name: "a count of days between two dates, counting both ends (eighth round)",
    context: ["The pool is closed from 3 March to 17 March 2027 for repairs."],
    faithful: "The pool is shut for 15 days, from 3 March to 17 March 2027.",
    wrong: "The pool is shut for 13 days, from 3 March to 17 March 2027.",
  },
  {
    name: "nights between two dates count one end",
    context: ["The cabin is booked from 12 June to 15 June 2027."],
    faithful: "You have the cabin for three nights, from 12 June to 15 June 2027.",
    wrong: "You have the cabin for four nights, from 12 June to 15 June 2027.",
  },
  {
    name: "a span that counts both ends",
    context: ["The exhibition runs from 1 June to 14 June 2027 inclusive."],
    faithful: "The exhibition runs for 14 days, from 1 June to 14 June 2027.",
    wrong: "The exhibition runs for 13 days, from 1 June to 14 June 2027.",
  },
  {
    name: "nights between two dates of the context",
    context: ["The band plays Leeds on 3 May 2027 and Hull on 5 May 2027."],
    faithful: "The band plays Leeds on 3 May and Hull two nights later.",
    wrong: "The band plays Leeds on 3 May and Hull three nights later.",
  },
  // Rates: over several units of time, over a duration, per unit, and how long an amount lasts.
  {
    name: "a charge for every n minutes against a rate per hour",
    context: ["Street parking costs £2 for every 20 minutes."],
    faithful: "Street parking costs £6 an hour.",
    wrong: "Street parking costs £4 an hour.",
  },
  {
    name: "a rate over the duration the context states",
    context: ["Membership costs £16 a month.", "The minimum term is 6 months."],
    faithful: "Membership over the minimum term comes to £96 in total.",
    wrong: "Membership over the minimum term comes to £192 in total.",
  },
  {
    name: "a dose times a frequency over a course",
    context: ["Give 2 capsules 3 times a day for 7 days."],
    faithful: "The whole course is 42 capsules in total.",
    wrong: "The whole course is 28 capsules in total.",
  },
  {
    name: "a price per unit times an amount of that unit",
    context: ["Extra cloud storage is billed at $3 per GB each month."],
    faithful: "Adding 20 GB of storage costs $60 each month.",
    wrong: "Adding 20 GB of storage costs $80 each month.",
  },
  {
    name: "how long a capped amount takes to build up at a daily rate",
    context: ["Late returns are charged 50p per day, up to a maximum of £9 per item."],
    faithful: "The charge grows by 50p a day and the £9 cap is reached after 18 days.",
    wrong: "The charge grows by 50p a day and the £9 cap is reached after 20 days.",
  },
  {
    name: "the gap between two monthly prices over a year the claim supposes",
    context: ["The Standard plan costs €9 a month and the Plus plan costs €14 a month."],
    faithful: "Over a year, Plus costs €60 more than Standard.",
    wrong: "Over a year, Plus costs €50 more than Standard.",
  },
  {
    name: "a count the claim supposes, times a unit price, plus a base price",
    context: ["A hedge trim costs £120 for the first 10 metres.", "Each further tree costs £35."],
    faithful: "A hedge trim plus three trees would come to £225 in total.",
    wrong: "A hedge trim plus four trees would come to £225 in total.",
  },
  {
    name: "one unit of what the context prices per unit",
    context: ["Drivers are paid €3.50 per job plus €0.60 per kilometre."],
    faithful: "For a one-kilometre job a driver earns €4.10 in total.",
    wrong: "For a one-kilometre job a driver earns €4.50 in total.",
  },
  {
    name: "an addend is not vouched for by a total that only adds up with it",
    context: ["A first resident permit costs £95 a year and a second costs £150 a year."],
    faithful: "In total two permits cost £245 a year: £95 for the first and £150 for the second.",
    wrong: "In total two permits cost £250 a year: £100 for the first and £150 for the second.",
  },
  // Days of the week.
  {
    name: "a week with one day left out against a range of the others",
    context: ["Resident bays are enforced Monday to Saturday between 8:00 and 18:00."],
    faithful: "Resident bays are enforced every day except Sunday between 8:00 and 18:00.",
    wrong: "Resident bays are enforced every day except Saturday between 8:00 and 18:00.",
  },
  {
    name: "weekdays for Monday to Friday",
    context: ["The phone line is staffed Monday to Friday by two advisers."],
    faithful: "The phone line is staffed on weekdays by two advisers.",
    wrong: "The phone line is staffed at weekends by two advisers.",
  },
  {
    name: "days a week for a range of days",
    context: ["The phone line is staffed Monday to Friday by two advisers."],
    faithful: "The phone line is staffed five days a week by two advisers.",
    wrong: "The phone line is staffed six days a week by two advisers.",
  },
  {
    name: "a day inside a range",
    context: ["The phone line is staffed Monday to Friday by two advisers."],
    faithful: "The phone line is staffed on Wednesday by two advisers.",
    wrong: "The phone line is staffed on Sunday by two advisers.",
  },
  {
    name: "a closed day against a range that leaves it out",
    context: ["The gallery opens Tuesday to Sunday from 10:00."],
    faithful: "The gallery opens every day except Monday from 10:00.",
    wrong: "The gallery opens every day except Tuesday from 10:00.",
  },
  {
    name: "a closed day in a claim is the day a context lists as closed",
    context: ["Opening hours: Monday closed; Tuesday to Saturday from 10:00."],
    faithful: "The gallery is closed on Mondays.",
    wrong: "The gallery is closed on Sundays.",
  },
  {
    name: "retries and the first attempt",
    context: ["Failed uploads are retried up to 4 times, one minute apart."],
    faithful: "Counting the first attempt, an upload is tried up to five times, one minute apart.",
    wrong: "Counting the first attempt, an upload is tried up to six times, one minute apart.",
  },
  // A figure the context gives relative to another.
  {
    name: "a surcharge the context states, applied to the base fare",
    context: [
      "An off-peak return to the coast costs £18 with a railcard.",
      "Tickets bought from the conductor cost £4 more than the advance fare.",
    ],
    faithful: "A return ticket bought from the conductor costs £22.",
    wrong: "A return ticket bought from the conductor costs £24.",
  },
  {
    name: "a surcharge is not applied to another subject",
    context: [
      "An off-peak return to the coast costs £18 with a railcard.",
      "Tickets bought from the conductor cost £4 more than the advance fare.",
    ],
    faithful: "An off-peak return to the coast costs £18 with a railcard.",
    wrong: "An off-peak return to the coast costs £22 with a railcard.",
  },
  {
    name: "a discount the context states, applied to the price",
    context: ["Students get 15% off the £60 annual membership."],
    faithful: "Students pay £51 for the annual membership.",
    wrong: "Students pay £45 for the annual membership.",
  },
];

describeNumberCases("numbers a faithful answer derives or restates", CASES);
