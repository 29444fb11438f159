import { type DomainSpec, otherOf, spoken, spokenDays } from "./spec";

/** Dev-ops and HR policy templates of the evaluation set. */
export const DEVOPS: DomainSpec = {
  name: "devops",
  otherNames: ["Cassandra", "RabbitMQ", "Tokyo", "Sydney"],
  otherDates: ["March 18", "May 6", "September 9"],
  facts: [
    {
      question: "How long are logs kept?",
      vars: (r) => ({ n: r.pick([14, 30, 90]) }),
      otherN: otherOf([7, 14, 30, 60, 90, 180]),
      source: (v) =>
        `Application logs are retained for ${v.n} days and then deleted automatically.`,
      paraphrases: [
        (v) => `After ${spokenDays(v.n)}, application logs are automatically deleted.`,
        (v) => `We keep application logs for ${v.n} days before they are removed automatically.`,
      ],
      negated: (v) =>
        `Application logs are retained for ${v.n} days and are never deleted automatically.`,
      flipped: (v) =>
        `Some application logs are retained for ${v.n} days and then deleted automatically.`,
    },
    {
      question: "Which database does the billing service use?",
      vars: (r) => ({ n: r.pick([3, 5]), name: r.pick(["Postgres", "MySQL"]) }),
      otherN: otherOf([1, 2, 3, 4, 5, 6]),
      source: (v) => `The billing service stores its data in ${v.name} with ${v.n} read replicas.`,
      paraphrases: [
        (v) => `Billing data lives in ${v.name}, which runs ${spoken(v.n)} read replicas.`,
        (v) => `With ${v.n} read replicas, ${v.name} holds the data of the billing service.`,
      ],
      negated: (v) =>
        `The billing service does not store its data in ${v.name} with ${v.n} read replicas.`,
    },
    {
      question: "When is the maintenance window?",
      vars: (r) => ({ n: r.pick([2, 4]), date: r.pick(["June 4", "June 11", "July 2"]) }),
      otherN: otherOf([1, 2, 3, 4, 6]),
      source: (v) => `The next maintenance window is on ${v.date} and lasts ${v.n} hours.`,
      paraphrases: [
        (v) => `Maintenance is scheduled for ${v.date}, lasting ${spoken(v.n)} hours.`,
        (v) => `The upcoming ${v.n}-hour maintenance window takes place on ${v.date}.`,
      ],
      negated: (v) => `There is no maintenance window on ${v.date}.`,
    },
    {
      question: "How are deployments rolled out?",
      vars: (r) => ({ n: r.pick([5, 10, 25]) }),
      otherN: otherOf([1, 5, 10, 20, 25, 50]),
      source: (v) =>
        `Every deployment goes to ${v.n}% of servers first and is rolled back automatically if the error rate rises.`,
      paraphrases: [
        (v) =>
          `Each release first reaches ${v.n}% of hosts, and it is rolled back automatically when the error rate increases.`,
        (v) =>
          `If the error rate rises, a deployment is automatically rolled back; every deployment starts on ${v.n} percent of servers.`,
      ],
      negated: (v) =>
        `Every deployment goes to ${v.n}% of servers first and is not rolled back automatically if the error rate rises.`,
      flipped: (v) =>
        `Some deployments go to ${v.n}% of servers first and may be rolled back if the error rate rises.`,
    },
    {
      question: "What happens when the disk is full?",
      vars: (r) => ({ n: r.pick([80, 85, 90]) }),
      otherN: otherOf([70, 75, 80, 85, 90, 95]),
      source: (v) =>
        `An alert pages the on-call engineer when disk usage exceeds ${v.n}% on any node.`,
      paraphrases: [
        (v) =>
          `When disk usage on any server goes above ${v.n}%, the on-call engineer is paged by an alert.`,
        (v) =>
          `The on-call engineer gets paged once disk usage exceeds ${v.n} percent on any node.`,
      ],
      negated: (v) =>
        `No alert pages the on-call engineer when disk usage exceeds ${v.n}% on any node.`,
    },
    {
      question: "Where is the primary region?",
      vars: (r) => ({ n: r.pick([15, 30, 60]), name: r.pick(["Frankfurt", "Oregon"]) }),
      otherN: otherOf([5, 10, 15, 30, 45, 60]),
      source: (v) =>
        `The primary region is ${v.name}, and backups are replicated every ${v.n} minutes.`,
      paraphrases: [
        (v) =>
          `Backups are copied every ${v.n} minutes, and ${v.name} serves as the primary region.`,
        (v) => `${v.name} is the primary region; backups replicate every ${v.n} minutes.`,
      ],
      negated: (v) =>
        `The primary region is ${v.name}, and backups are not replicated every ${v.n} minutes.`,
      flipped: (v) =>
        `The primary region is ${v.name}, and backups are sometimes replicated every ${v.n} minutes.`,
    },
  ],
  filler: [
    "Dashboards for every service are available in Grafana.",
    "Runbooks live in the operations wiki.",
    "Access to production requires a hardware security key.",
  ],
  fabricated: [
    "Deployments are frozen every Friday afternoon.",
    "The billing service also caches invoices in Redis.",
    "Logs are archived to cold storage for seven years.",
    "Each node reboots automatically once a week.",
    "The on-call rotation changes every Monday at noon.",
  ],
};

export const HR: DomainSpec = {
  name: "hr",
  otherNames: ["Lisbon", "Toronto", "Gusto", "Rippling"],
  otherDates: ["February 1", "April 15", "August 31"],
  facts: [
    {
      question: "How much paid leave do I get?",
      vars: (r) => ({ n: r.pick([20, 25, 28]) }),
      otherN: otherOf([15, 20, 22, 25, 28, 30]),
      source: (v) => `Full-time employees receive ${v.n} days of paid vacation per year.`,
      paraphrases: [
        (v) => `Each year, full-time staff get ${v.n} days of paid holiday.`,
        (v) => `Full-time employees are entitled to ${v.n} paid vacation days annually.`,
      ],
      negated: (v) => `Full-time employees do not receive ${v.n} days of paid vacation per year.`,
      flipped: (v) => `Some full-time employees receive ${v.n} days of paid vacation per year.`,
    },
    {
      question: "Can I work from home?",
      vars: (r) => ({ n: r.pick([2, 3]) }),
      otherN: otherOf([1, 2, 3, 4, 5]),
      source: (v) =>
        `Employees may work remotely up to ${v.n} days per week with their manager's approval.`,
      paraphrases: [
        (v) =>
          `With approval from their manager, employees can work from home up to ${spoken(v.n)} days a week.`,
        (v) =>
          `Staff may work remotely for up to ${v.n} days each week if their supervisor approves.`,
      ],
      negated: () => `Employees may not work remotely, even with their manager's approval.`,
      flipped: (v) =>
        `Employees must work remotely ${v.n} days per week with their manager's approval.`,
    },
    {
      question: "When does open enrollment end?",
      vars: (r) => ({
        n: r.pick([1, 2]),
        date: r.pick(["November 30", "December 15"]),
        name: "Workday",
      }),
      otherN: otherOf([1, 2, 3, 4]),
      source: (v) =>
        `Open enrollment for health benefits ends on ${v.date}, and changes are made in ${v.name}.`,
      paraphrases: [
        (v) =>
          `Benefit changes are made in ${v.name}, and open enrollment for health benefits closes on ${v.date}.`,
        (v) =>
          `You can change your health benefits in ${v.name} until open enrollment ends on ${v.date}.`,
      ],
      negated: (v) =>
        `Open enrollment for health benefits does not end on ${v.date}, and changes are not made in ${v.name}.`,
    },
    {
      question: "How long is parental leave?",
      vars: (r) => ({ n: r.pick([12, 16, 20]) }),
      otherN: otherOf([8, 10, 12, 16, 20, 26]),
      source: (v) => `All new parents are eligible for ${v.n} weeks of fully paid parental leave.`,
      paraphrases: [
        (v) => `Every new parent qualifies for ${v.n} weeks of parental leave at full pay.`,
        (v) => `New parents are all entitled to ${spoken(v.n)} weeks of fully paid parental leave.`,
      ],
      negated: (v) => `New parents are not eligible for ${v.n} weeks of fully paid parental leave.`,
      flipped: (v) =>
        `Some new parents are eligible for ${v.n} weeks of fully paid parental leave.`,
    },
    {
      question: "How are expenses reimbursed?",
      vars: (r) => ({ n: r.pick([30, 60]) }),
      otherN: otherOf([14, 30, 45, 60, 90]),
      source: (v) => `Expense reports must be submitted within ${v.n} days with receipts attached.`,
      paraphrases: [
        (v) => `You need to submit expense reports with receipts attached within ${v.n} days.`,
        (v) => `With receipts attached, expense reports have to be sent within ${v.n} days.`,
      ],
      negated: (v) =>
        `Expense reports do not have to be submitted within ${v.n} days or include receipts.`,
      flipped: (v) =>
        `Expense reports may be submitted within ${v.n} days with receipts optionally attached.`,
    },
    {
      question: "Where is the HR office?",
      vars: (r) => ({ n: r.pick([3, 4, 5]), name: r.pick(["Berlin", "Dublin"]) }),
      otherN: otherOf([1, 2, 3, 4, 5, 6]),
      source: (v) => `The HR team sits in the ${v.name} office on floor ${v.n}.`,
      paraphrases: [
        (v) => `You can find the HR team on floor ${v.n} of the ${v.name} office.`,
        (v) => `In the ${v.name} office, HR is located on floor ${v.n}.`,
      ],
      negated: (v) => `The HR team does not sit in the ${v.name} office on floor ${v.n}.`,
    },
  ],
  filler: [
    "Payslips are published on the last working day of the month.",
    "The employee handbook is updated every January.",
    "New hires complete security training in their first week.",
  ],
  fabricated: [
    "Unused vacation days can be carried over into the next year.",
    "Employees receive a bonus after five years of service.",
    "The company pays for a gym membership for every employee.",
    "Remote work from abroad is allowed for up to a month.",
    "Parental leave can be split into three separate blocks.",
  ],
};
