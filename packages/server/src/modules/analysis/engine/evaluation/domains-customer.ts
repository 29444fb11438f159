import { type DomainSpec, otherOf, spoken, spokenDays } from "./spec";

/** Customer support, medical and finance templates of the evaluation set. */
export const SUPPORT: DomainSpec = {
  name: "support",
  otherNames: ["Platinum", "Starter", "Business", "Ultimate"],
  otherDates: ["January 9", "February 21", "October 2"],
  facts: [
    {
      question: "How long do refunds take?",
      vars: (r) => ({ n: r.pick([7, 14, 21, 28]) }),
      otherN: otherOf([5, 7, 10, 14, 21, 28, 30, 45]),
      source: (v) =>
        `Refunds are issued within ${v.n} days of the returned item arriving at our warehouse.`,
      paraphrases: [
        (v) =>
          `Once the returned item arrives at the warehouse, your reimbursement is issued within ${spokenDays(v.n)}.`,
        (v) =>
          `You will get your refund within ${v.n} days after the return reaches our warehouse.`,
      ],
      negated: (v) =>
        `Refunds are not issued within ${v.n} days of the returned item arriving at our warehouse.`,
      flipped: (v) =>
        `Refunds may be issued within ${v.n} days of the returned item arriving at our warehouse, but this is not guaranteed.`,
    },
    {
      question: "Do I pay for shipping?",
      vars: (r) => ({ n: r.pick([35, 50, 75, 100]) }),
      otherN: otherOf([25, 35, 40, 50, 60, 75, 100, 150]),
      source: (v) => `All orders over $${v.n} ship free of charge within the country.`,
      paraphrases: [
        (v) => `Every order above $${v.n} gets complimentary shipping inside the country.`,
        (v) => `Within the country, shipping is free for all orders over $${v.n}.`,
      ],
      negated: (v) => `Orders over $${v.n} do not ship free of charge within the country.`,
      flipped: (v) => `Some orders over $${v.n} ship free of charge within the country.`,
    },
    {
      question: "What does the Premium plan cost?",
      vars: (r) => ({ n: r.pick([19, 29, 39, 49]), name: "Premium" }),
      otherN: otherOf([9, 15, 19, 25, 29, 39, 49, 59]),
      source: (v) => `The ${v.name} plan costs $${v.n} per month and includes phone support.`,
      paraphrases: [
        (v) =>
          `Phone support is included in the ${v.name} plan, which is priced at $${v.n} a month.`,
        (v) => `For $${v.n} per month, the ${v.name} plan comes with phone support.`,
      ],
      negated: (v) =>
        `The ${v.name} plan costs $${v.n} per month and does not include phone support.`,
    },
    {
      question: "How do I return an item?",
      vars: (r) => ({ n: r.pick([30, 60, 90]) }),
      otherN: otherOf([14, 30, 45, 60, 90, 120]),
      source: (v) =>
        `Customers must start a return within ${v.n} days of delivery using the returns portal.`,
      paraphrases: [
        (v) =>
          `A return has to be started through the returns portal within ${v.n} days of delivery.`,
        (v) =>
          `Using the returns portal, clients must begin the return within ${v.n} days after delivery.`,
      ],
      negated: (v) =>
        `Customers do not need to start a return within ${v.n} days of delivery using the returns portal.`,
      flipped: (v) =>
        `Customers may start a return within ${v.n} days of delivery using the returns portal.`,
    },
    {
      question: "When is the holiday sale?",
      vars: (r) => ({
        n: r.pick([15, 20, 25, 30]),
        date: r.pick(["November 24", "December 1", "December 8"]),
      }),
      otherN: otherOf([10, 15, 20, 25, 30, 40]),
      source: (v) =>
        `The holiday sale starts on ${v.date} and takes ${v.n}% off every item in the store.`,
      paraphrases: [
        (v) => `Starting ${v.date}, the holiday sale gives ${v.n}% off all items in the store.`,
        (v) =>
          `Every item in the store is ${v.n} percent off during the holiday sale, which begins on ${v.date}.`,
      ],
      negated: (v) =>
        `The holiday sale starts on ${v.date} and does not take ${v.n}% off every item in the store.`,
      flipped: (v) =>
        `The holiday sale starts on ${v.date} and takes ${v.n}% off some items in the store.`,
    },
    {
      question: "Which carrier delivers my parcel?",
      vars: (r) => ({ n: r.pick([2, 3, 5]), name: r.pick(["FedEx", "DHL"]) }),
      otherN: otherOf([1, 2, 3, 4, 5, 7]),
      source: (v) =>
        `Parcels are delivered by ${v.name} and usually arrive within ${v.n} business days.`,
      paraphrases: [
        (v) =>
          `${v.name} handles delivery, and parcels typically arrive within ${spoken(v.n)} business days.`,
        (v) =>
          `Your parcel usually arrives within ${v.n} business days because ${v.name} delivers it.`,
      ],
      negated: (v) =>
        `Parcels are not delivered by ${v.name} and usually arrive within ${v.n} business days.`,
      flipped: (v) =>
        `Parcels are delivered by ${v.name} and always arrive within ${v.n} business days.`,
    },
  ],
  filler: [
    "Our support team answers chat messages from 8am to 8pm.",
    "Gift cards can be used on any order in the online store.",
    "Order confirmations are sent by email right after checkout.",
  ],
  fabricated: [
    "Loyalty members also receive a free gift with every third order.",
    "Refunds for damaged items are paid out as store credit only.",
    "International orders are shipped from our warehouse in Rotterdam.",
    "The support team can extend the return window on request.",
    "Returned items must be in their original packaging with all tags attached.",
  ],
};

export const MEDICAL: DomainSpec = {
  name: "medical",
  otherNames: ["Naproxen", "Acetaminophen", "Cetirizine", "Omeprazole"],
  otherDates: ["April 12", "May 30", "July 18"],
  facts: [
    {
      question: "How often can I take ibuprofen?",
      vars: (r) => ({ n: r.pick([4, 6, 8]), name: "Ibuprofen" }),
      otherN: otherOf([2, 3, 4, 6, 8, 12]),
      source: (v) =>
        `Adults may take ${v.name} every ${v.n} hours with food to reduce stomach irritation.`,
      paraphrases: [
        (v) =>
          `To reduce stomach irritation, adults can take ${v.name} with food every ${spoken(v.n)} hours.`,
        (v) =>
          `Taking ${v.name} with food every ${v.n} hours helps adults reduce stomach irritation.`,
      ],
      negated: (v) =>
        `Adults may not take ${v.name} every ${v.n} hours with food to reduce stomach irritation.`,
      flipped: (v) =>
        `Adults must take ${v.name} every ${v.n} hours with food to reduce stomach irritation.`,
    },
    {
      question: "What is the maximum daily dose?",
      vars: (r) => ({ n: r.pick([1200, 2400, 3200]) }),
      otherN: otherOf([800, 1200, 1600, 2400, 3200, 4000]),
      source: (v) =>
        `The maximum daily dose for adults is ${v.n} mg unless a doctor advises otherwise.`,
      paraphrases: [
        (v) => `Unless a physician advises otherwise, adults should not exceed ${v.n} mg per day.`,
        (v) =>
          `For adults, the daily dose must stay at or below ${v.n} mg unless a doctor says otherwise.`,
      ],
      negated: () => `There is no maximum daily dose for adults, even without a doctor's advice.`,
    },
    {
      question: "When should I see a doctor about a fever?",
      vars: (r) => ({ n: r.pick([3, 5]) }),
      otherN: otherOf([1, 2, 3, 4, 5, 7]),
      source: (v) => `Patients should see a doctor if a fever lasts longer than ${v.n} days.`,
      paraphrases: [
        (v) =>
          `If the fever lasts longer than ${spoken(v.n)} days, the patient should see a physician.`,
        (v) => `A doctor should be seen when a fever lasts more than ${v.n} days.`,
      ],
      negated: (v) =>
        `Patients do not need to see a doctor if a fever lasts longer than ${v.n} days.`,
      flipped: (v) =>
        `Patients should always see a doctor as soon as any fever starts, even before ${v.n} days.`,
    },
    {
      question: "When is the flu vaccine clinic?",
      vars: (r) => ({
        n: r.pick([9, 10, 11]),
        date: r.pick(["October 14", "October 21", "November 4"]),
        name: "Riverside",
      }),
      otherN: otherOf([8, 9, 10, 11, 12]),
      source: (v) => `The ${v.name} clinic offers free flu vaccines on ${v.date} from ${v.n} am.`,
      paraphrases: [
        (v) =>
          `On ${v.date}, free flu vaccines are offered at the ${v.name} clinic starting at ${v.n} am.`,
        (v) =>
          `Flu vaccines at the ${v.name} clinic are complimentary on ${v.date}, from ${v.n} am.`,
      ],
      negated: (v) =>
        `The ${v.name} clinic does not offer free flu vaccines on ${v.date} from ${v.n} am.`,
    },
    {
      question: "Is amoxicillin safe with penicillin allergy?",
      vars: (r) => ({ n: r.pick([7, 10, 14]), name: "Amoxicillin" }),
      otherN: otherOf([3, 5, 7, 10, 14, 21]),
      source: (v) =>
        `${v.name} is not safe for patients with a penicillin allergy; a typical course lasts ${v.n} days.`,
      paraphrases: [
        (v) =>
          `Patients allergic to penicillin should not take ${v.name}, whose typical course lasts ${spokenDays(v.n)}.`,
        (v) =>
          `A typical ${v.name} course lasts ${v.n} days, and it is not safe for patients with a penicillin allergy.`,
      ],
      negated: (v) =>
        `${v.name} is safe for patients with a penicillin allergy; a typical course lasts ${v.n} days.`,
    },
  ],
  filler: [
    "Appointments can be booked online or by phone.",
    "Bring a list of your current medications to every visit.",
    "The pharmacy is open until 9pm on weekdays.",
  ],
  fabricated: [
    "The medication also lowers blood pressure in most adults.",
    "Children under twelve can take the adult dose with water.",
    "Vaccines are given without an appointment at every pharmacy.",
    "Alcohol does not interact with the medication.",
    "A blood test is required before the first dose.",
  ],
};

export const FINANCE: DomainSpec = {
  name: "finance",
  otherNames: ["Platinum Saver", "Everyday Plus", "Harbor Trust", "Summit Growth"],
  otherDates: ["March 3", "June 11", "August 27"],
  facts: [
    {
      question: "What interest does the savings account pay?",
      vars: (r) => ({ n: r.pick([2.5, 3.1, 4.2]), name: "Gold Saver" }),
      otherN: otherOf([1.5, 2.5, 3.1, 3.6, 4.2, 5.0]),
      source: (v) => `The ${v.name} account pays ${v.n}% annual interest on balances above $1,000.`,
      paraphrases: [
        (v) => `On balances over $1,000, the ${v.name} account earns ${v.n}% interest per year.`,
        (v) =>
          `Balances above $1,000 in the ${v.name} account receive a yearly interest rate of ${v.n} percent.`,
      ],
      negated: (v) => `The ${v.name} account pays no interest on balances above $1,000.`,
    },
    {
      question: "Is there a fee for wire transfers?",
      vars: (r) => ({ n: r.pick([15, 25, 30]) }),
      otherN: otherOf([10, 15, 20, 25, 30, 35, 45]),
      source: (v) => `Every international wire transfer is charged a $${v.n} fee.`,
      paraphrases: [
        (v) => `A fee of $${v.n} applies to all international wire transfers.`,
        (v) => `International wire transfers always cost $${v.n} each.`,
      ],
      negated: (v) => `International wire transfers are not charged a $${v.n} fee.`,
      flipped: (v) => `Some international wire transfers are charged a $${v.n} fee.`,
    },
    {
      question: "When is my credit card statement due?",
      vars: (r) => ({ n: r.pick([21, 25]), date: r.pick(["the 15th", "the 1st"]) }),
      otherN: otherOf([10, 14, 21, 25, 30]),
      source: (v) =>
        `Payment is due ${v.n} days after the statement closes, and late payments incur a $35 fee.`,
      paraphrases: [
        (v) =>
          `You must pay within ${spoken(v.n)} days of the statement closing, or a $35 late fee applies.`,
        (v) =>
          `A $35 charge is added for late payments; payment is due ${v.n} days after the statement closes.`,
      ],
      negated: (v) =>
        `Payment is due ${v.n} days after the statement closes, and late payments incur no fee.`,
      flipped: (v) =>
        `Payment may be made ${v.n} days after the statement closes, and late payments may incur a $35 fee.`,
    },
    {
      question: "When will the dividend be paid?",
      vars: (r) => ({
        n: r.pick([0.42, 0.55, 0.68]),
        date: r.pick(["September 30", "December 15", "January 31"]),
      }),
      otherN: otherOf([0.35, 0.42, 0.55, 0.6, 0.68, 0.75]),
      source: (v) =>
        `The board declared a quarterly dividend of $${v.n} per share, payable on ${v.date}.`,
      paraphrases: [
        (v) =>
          `A quarterly dividend of $${v.n} per share will be paid on ${v.date}, as declared by the board.`,
        (v) =>
          `On ${v.date}, shareholders receive the $${v.n} per share quarterly dividend the board declared.`,
      ],
      negated: (v) =>
        `The board did not declare a quarterly dividend of $${v.n} per share payable on ${v.date}.`,
    },
    {
      question: "Can I withdraw from my retirement account early?",
      vars: (r) => ({ n: r.pick([10, 20]) }),
      otherN: otherOf([5, 10, 15, 20, 25]),
      source: (v) =>
        `Withdrawals before age 59 are subject to a ${v.n}% penalty on the amount withdrawn.`,
      paraphrases: [
        (v) =>
          `If you withdraw before age 59, a ${v.n}% penalty applies to the amount you take out.`,
        (v) => `A penalty of ${v.n} percent is charged on early withdrawals made before age 59.`,
      ],
      negated: (v) =>
        `Withdrawals before age 59 are not subject to a ${v.n}% penalty on the amount withdrawn.`,
      flipped: (v) =>
        `Withdrawals before age 59 may be subject to a ${v.n}% penalty on some of the amount withdrawn.`,
    },
  ],
  filler: [
    "Statements are available in the mobile app.",
    "Account holders can set up automatic transfers between accounts.",
    "Branches are closed on public holidays.",
  ],
  fabricated: [
    "The account also includes free travel insurance.",
    "Interest is compounded daily and paid monthly.",
    "Wire transfers to Canada are exempt from all fees.",
    "Customers over 65 receive a reduced penalty.",
    "The bank matches the first $500 of every deposit.",
  ],
};
