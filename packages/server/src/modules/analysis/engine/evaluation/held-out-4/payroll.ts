import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

const SCHEDULE = [
  "Salaried staff at Corvel Manufacturing are paid monthly, on the last working day of the month.",
  "Hourly staff are paid every two weeks, on Fridays, for the fortnight ending the previous Sunday.",
  "Timesheets must be approved by the line manager by 12:00 on the Monday after the pay period ends.",
  "Payslips are published in the PayView portal two working days before payday.",
];

const OVERTIME = [
  "Hours worked beyond 40 in a week are paid at 1.5 times the normal hourly rate.",
  "Work on public holidays is paid at double the normal rate.",
  "Overtime must be agreed in advance by a manager; unapproved overtime is not paid.",
  "Salaried managers are not eligible for overtime pay.",
];

const DEDUCTIONS = [
  "The company pension scheme deducts 5% of gross pay, and Corvel adds a further 7%.",
  "Employees can join the cycle-to-work scheme, which spreads the cost of a bike over 12 monthly deductions.",
  "Union dues are deducted only if the employee has signed a deduction form.",
  "Deduction changes submitted after the 15th take effect in the following month's payroll.",
];

const ERRORS = [
  "If a payslip is wrong, employees should raise a ticket with Payroll Services within 30 days.",
  "Underpayments of more than £100 are corrected by an off-cycle payment within 3 working days.",
  "Smaller underpayments are corrected in the next regular pay run.",
  "Overpayments will be recovered over the same number of pay periods in which they occurred, unless the employee asks to repay sooner.",
];

const YEAR_END = [
  "P60 forms for the 2026/27 tax year will be available in PayView by 31 May 2027.",
  "Employees who leave receive a P45 with their final pay.",
  "Payroll Services is led by Imani Brooks, and queries are answered within 2 working days.",
];

export const PAYROLL: Case[] = [
  {
    question: "When do salaried people get paid?",
    contexts: SCHEDULE,
    answer: [ok("If you're on a salary, your pay arrives on the final working day of each month.")],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "How often are hourly workers paid?",
    contexts: SCHEDULE,
    answer: [ok("Hourly workers get paid fortnightly, always on a Friday.")],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "When can I see my payslip?",
    contexts: SCHEDULE,
    answer: [ok("Your payslip appears in PayView a couple of working days ahead of payday.")],
    kind: null,
    tags: ["spelled-number", "paraphrase"],
  },
  {
    question: "What's the overtime rate?",
    contexts: OVERTIME,
    answer: [
      ok(
        "Each hour past forty in a week earns one and a half times your usual rate, which is 50% more than a normal hour.",
      ),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "Do I get paid extra for working a bank holiday?",
    contexts: OVERTIME,
    answer: [ok("Yes, working on a public holiday earns you double your normal rate.")],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "How much goes into my pension altogether?",
    contexts: DEDUCTIONS,
    answer: [ok("Together, you and Corvel put 12% of your gross pay into the pension.")],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "How does the bike scheme work?",
    contexts: DEDUCTIONS,
    answer: [
      ok("The price of the bike is taken from your pay in monthly deductions spread over a year."),
    ],
    kind: null,
    tags: ["unit", "low-overlap"],
  },
  {
    question: "I was underpaid by £250 — how fast is that fixed?",
    contexts: ERRORS,
    answer: [
      say("Sorry to hear that."),
      ok(
        "Underpayments above £100 are put right with a separate payment within three working days [2].",
      ),
      ok("To report it, open a ticket with Payroll Services within 30 days [1]."),
    ],
    kind: null,
    tags: ["citation", "spelled-number"],
  },
  {
    question: "Who runs payroll?",
    contexts: YEAR_END,
    answer: [
      ok(
        "Imani Brooks heads Payroll Services, and the team replies to queries within two working days.",
      ),
    ],
    kind: null,
    tags: ["reordered", "merged"],
  },
  {
    question: "Can I get paid weekly instead?",
    contexts: SCHEDULE,
    answer: [
      refuse(
        "The payroll information I have doesn't say whether a weekly pay option exists, so I can't confirm it.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "When will my deduction change apply if I submit it on the 20th?",
    contexts: DEDUCTIONS,
    answer: [
      ok(
        "Because it arrives after the 15th, the change will only show up in next month's payroll.",
      ),
    ],
    kind: null,
    tags: ["reordered", "paraphrase"],
  },
  // Planted errors.
  {
    question: "How many hours before overtime kicks in?",
    contexts: OVERTIME,
    answer: [
      bad("number", "Hours worked beyond 37 in a week are paid at 1.5 times the normal rate."),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What does public holiday work pay?",
    contexts: OVERTIME,
    answer: [bad("derivation", "Working a public holiday pays 150% of the normal hourly rate.")],
    kind: "derivation",
  },
  {
    question: "When are P60s out?",
    contexts: YEAR_END,
    answer: [
      bad("date", "P60 forms for the 2026/27 tax year will be in PayView by 30 April 2027."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Where do I find my payslip?",
    contexts: SCHEDULE,
    answer: [
      bad("entity", "Payslips are published in the PayHub portal two working days before payday."),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can salaried managers claim overtime?",
    contexts: OVERTIME,
    answer: [bad("negation", "Salaried managers are eligible for overtime pay.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Is unapproved overtime paid?",
    contexts: OVERTIME,
    answer: [
      bad(
        "quantifier",
        "Some unapproved overtime is still paid, though it should be agreed in advance.",
      ),
    ],
    kind: "quantifier",
  },
  {
    question: "How will an overpayment be taken back?",
    contexts: ERRORS,
    answer: [
      bad(
        "modal",
        "Overpayments may be recovered over the same number of pay periods in which they occurred.",
      ),
    ],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "What happens to my pay when I leave?",
    contexts: YEAR_END,
    answer: [
      ok("Leavers get their P45 along with their last pay."),
      bad("fabricated", "Any unused holiday is paid out in the same final payment."),
    ],
    kind: "fabricated",
  },
  {
    question: "Is there a Christmas bonus?",
    contexts: [],
    answer: [
      bad("empty-context", "Corvel pays a Christmas bonus of £250 in the December payroll."),
    ],
    kind: "empty-context",
  },
  {
    question: "What's the timesheet deadline and when are payslips out?",
    contexts: SCHEDULE,
    answer: [
      ok("Managers have until noon on the Monday after the period ends to approve timesheets [3]."),
      miscite("Payslips go up in PayView two working days before payday [2]."),
    ],
    kind: "citation",
  },
  {
    question: "Do small underpayments get fixed?",
    contexts: ERRORS,
    answer: [refuse("I can't see anything that covers small underpayments, sorry.")],
    kind: "over-refusal",
  },
];
