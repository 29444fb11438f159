import { describe, expect, it } from "vitest";
import { analyzeRuleBased } from "./analyze";
import { describeNumberCases, type NumberCase } from "./fixture-checks";

/**
 * Numbers restated in another form (issue 18): each case is a pair written for this file, a
 * faithful restatement whose number must count as present in the context, and a look-alike
 * whose number is wrong and must still be reported missing. Only the number and date facts are
 * checked here: whether the rest of the sentence is supported is the word-overlap tier's job.
 */

const CASES: NumberCase[] = [
  // Numbers in words.
  {
    name: "a cardinal in words",
    context: ["The warranty covers spare parts for 12 months after purchase."],
    faithful: "Spare parts are covered for twelve months after you buy it.",
    wrong: "Spare parts are covered for eighteen months after you buy it.",
  },
  {
    name: "a dozen and half a dozen",
    context: ["Each tray holds 6 seedlings and a crate holds 12 trays."],
    faithful: "A crate takes a dozen trays, and every tray half a dozen seedlings.",
    wrong: "A crate takes a dozen trays, and every tray ten seedlings.",
  },
  {
    name: "two and a half hours",
    context: ["The induction session lasts 2.5 hours and starts in the lobby."],
    faithful: "The induction session runs for two and a half hours from the lobby.",
    wrong: "The induction session runs for three and a half hours from the lobby.",
  },
  {
    name: "a couple of days",
    context: ["Replacement keys are cut within 2 days of the request."],
    faithful: "Replacement keys are cut within a couple of days of asking.",
    wrong: "Replacement keys are cut within a couple of weeks of asking.",
  },
  {
    name: "an ordinal in digits and in words",
    context: ["Rent is collected on the 3rd working day of each month."],
    faithful: "Rent is collected on the third working day of each month.",
    wrong: "Rent is collected on the fifth working day of each month.",
  },
  // Fractions and shares in words.
  {
    name: "a fraction in words before a comparative",
    context: ["Members pay 25% less for evening classes at the studio."],
    faithful: "Members pay a quarter less for evening classes at the studio.",
    wrong: "Members pay a third less for evening classes at the studio.",
  },
  {
    name: "a tenth of a balance",
    context: ["Borrowers may repay 10% of the loan each year without a fee."],
    faithful: "Borrowers may repay a tenth of the loan each year without a fee.",
    wrong: "Borrowers may repay a fifth of the loan each year without a fee.",
  },
  {
    name: "one in five",
    context: ["Roughly 20% of support tickets are reopened by the customer."],
    faithful: "About one in five support tickets is reopened by the customer.",
    wrong: "About one in three support tickets is reopened by the customer.",
  },
  {
    name: "percent as a word",
    context: ["Late invoices carry a 4% surcharge per month."],
    faithful: "Late invoices carry a four percent surcharge per month.",
    wrong: "Late invoices carry a five percent surcharge per month.",
  },
  // Money forms.
  {
    name: "a currency code before the amount",
    context: ["The audit package costs $1,200 per site."],
    faithful: "The audit package costs USD 1200 per site.",
    wrong: "The audit package costs USD 1500 per site.",
  },
  {
    name: "cents and pence",
    context: ["Each text message costs $0.08 and each photo message £0.25."],
    faithful: "Each text message costs 8 cents and each photo message 25 pence.",
    wrong: "Each text message costs 9 cents and each photo message 25 pence.",
  },
  // Ranges and times.
  {
    name: "a range with a dash",
    context: ["Custom frames are ready in 3 to 5 business days."],
    faithful: "Custom frames are ready in 3-5 business days.",
    wrong: "Custom frames are ready in 3-7 business days.",
  },
  {
    name: "a clock time written three ways",
    context: ["The pool opens at 07:00 and closes at 21:00 on weekdays."],
    faithful: "The pool opens at 7am and closes at 9 pm on weekdays.",
    wrong: "The pool opens at 8am and closes at 9 pm on weekdays.",
  },
  {
    name: "o'clock",
    context: ["The pharmacy counter closes at 17:00 on Saturdays."],
    faithful: "The pharmacy counter closes at five o'clock on Saturdays.",
    wrong: "The pharmacy counter closes at six o'clock on Saturdays.",
  },
  {
    name: "bare hours against 24-hour clock times",
    context: ["The help desk is staffed from 09:00 to 17:00 on weekdays."],
    faithful: "The help desk is staffed from 9 to 5 on weekdays.",
    wrong: "The help desk is staffed from 9 to 6 on weekdays.",
  },
  {
    name: "lengths across units",
    context: ["The shuttle covers the 2.5 km route between the car park and the terminal."],
    faithful: "The shuttle route from the car park to the terminal is 2,500 metres long.",
    wrong: "The shuttle route from the car park to the terminal is 2,000 metres long.",
  },
  {
    name: "a count per period against a period",
    context: ["Air filters are replaced twice a year.", "Smoke alarms are tested every 3 months."],
    faithful:
      "Air filters are replaced every six months, and smoke alarms are tested four times a year.",
    wrong:
      "Air filters are replaced every four months, and smoke alarms are tested four times a year.",
  },
  // Dates.
  {
    name: "an ISO date restated in words",
    context: ["The office move is scheduled for 2026-03-03."],
    faithful: "The office move is scheduled for the 3rd of March 2026.",
    wrong: "The office move is scheduled for the 13th of March 2026.",
  },
  {
    name: "a day-first date with slashes and with dots",
    context: ["The lease ends on 31 March 2027 and the keys are due on 2027-04-02."],
    faithful: "The lease ends on 31/03/2027 and the keys are due on 02.04.2027.",
    wrong: "The lease ends on 30/03/2027 and the keys are due on 02.04.2027.",
  },
  // Derived numbers.
  {
    name: "a total over a list of three",
    context: ["The room costs $140 a night, parking is $25 and breakfast is $18."],
    faithful: "Room, parking and breakfast come to $183 in total.",
    wrong: "Room, parking and breakfast come to $173 in total.",
  },
  {
    name: "a comparative other than 'more' or 'less'",
    context: ["A day pass costs £9, while a weekend pass costs £15."],
    faithful: "The weekend pass is £6 dearer than the day pass.",
    wrong: "The weekend pass is £4 dearer than the day pass.",
  },
  {
    name: "a change by an amount",
    context: ["From May the locker fee will be $14 a month.", "The locker fee is $11 a month."],
    faithful: "In May the locker fee goes up by $3 to $14 a month.",
    wrong: "In May the locker fee goes up by $5 to $14 a month.",
  },
  {
    name: "a price after a percentage discount",
    context: ["The Pro plan costs $40 per month.", "Yearly billing takes 10% off any plan."],
    faithful: "With yearly billing, Pro works out at $36 per month after the 10% discount.",
    wrong: "With yearly billing, Pro works out at $30 per month after the 10% discount.",
  },
  {
    name: "a product with a small count",
    context: ["Extra seats cost $15 each; a team may buy up to 4 extra seats."],
    faithful: "Buying all 4 extra seats at $15 each costs $60.",
    wrong: "Buying all 4 extra seats at $15 each costs $75.",
  },
  {
    name: "a per-item price from a bundle",
    context: ["A bundle of 20 tokens can be bought for $50."],
    faithful: "Bought as a bundle of 20, each token costs $2.50.",
    wrong: "Bought as a bundle of 20, each token costs $2.",
  },
  {
    name: "a rate restated per another period",
    context: ["The storage add-on is billed at $120 a year."],
    faithful: "The storage add-on comes to $10 a month.",
    wrong: "The storage add-on comes to $12 a month.",
  },
  {
    name: "a percentage change between two numbers",
    context: ["Last year the course had 40 places; this year it has 50 places."],
    faithful: "This year the course has 25% more places than last year.",
    wrong: "This year the course has 20% more places than last year.",
  },
  {
    name: "a percentage decrease",
    context: ["The old tariff was €50 a month and the new tariff is €40 a month."],
    faithful: "The new tariff is 20% cheaper than the old one.",
    wrong: "The new tariff is 25% cheaper than the old one.",
  },
  {
    name: "a duration between two clock times",
    context: ["The library is open from 9:00 to 17:30 on weekdays."],
    faithful: "On weekdays the library is open for eight and a half hours, from 9:00 to 17:30.",
    wrong: "On weekdays the library is open for nine and a half hours, from 9:00 to 17:30.",
  },
  {
    name: "n more, with the comparative after the number",
    context: ["The Standard room sleeps 2 guests and the Family room sleeps 5 guests."],
    faithful: "The Family room sleeps 3 more guests than the Standard room.",
    wrong: "The Family room sleeps 4 more guests than the Standard room.",
  },
  {
    name: "a difference with the comparative right after the number",
    context: ["Basic support answers within 48 hours.", "Priority support answers within 8 hours."],
    faithful: "Priority support replies 40 hours faster.",
    wrong: "Priority support replies 36 hours faster.",
  },
  {
    name: "x times",
    context: ["The basic tier allows 5 projects and the studio tier allows 20 projects."],
    faithful: "The studio tier allows four times as many projects as the basic tier.",
    wrong: "The studio tier allows three times as many projects as the basic tier.",
  },
];

describeNumberCases("numbers restated in another form", CASES);

describe("unit words of a restated number", () => {
  const verdict = (context: string, answer: string) =>
    analyzeRuleBased({ answer, contexts: [{ id: "1", text: context }] }).claims[0]!.verdict;

  it("do not count against support when the context writes the number in other units", () => {
    const context = "Crates may weigh at most 1,000 kg when loaded onto the lift.";
    expect(verdict(context, "Loaded crates may weigh at most one tonne on the lift.")).toBe(
      "supported",
    );
    expect(verdict(context, "Loaded crates may weigh at most two tonnes on the lift.")).toBe(
      "unsupported",
    );
  });

  it("do not count against support for a share in words", () => {
    const context = "Tenants may sublet up to 10% of the floor space with written consent.";
    expect(
      verdict(context, "With written consent, tenants may sublet a tenth of the floor space."),
    ).toBe("supported");
    expect(
      verdict(context, "With written consent, tenants may sublet a fifth of the floor space."),
    ).toBe("unsupported");
  });
});
