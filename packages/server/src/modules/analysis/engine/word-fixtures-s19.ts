import type { Fixture } from "./fixtures";

/**
 * Words, cases found by the lead in s19 from the labelled sets' false alarms: an ordinal in
 * digits ("the 1st of each month") and in words ("the first of the month") share a word, and a
 * day of the month in words ("the second of the month") is a date even where "second" is an
 * everyday word; "allowed without consent" drops the negation of "not allowed without consent"
 * ("without" negates only its object, on either side); "pay in" is "deposit" only before an
 * amount; a month of the closest sentence's date names no one that a claim's opening word could
 * have displaced; "become a member" is "join". Each has look-alikes of the other kind that must
 * keep their verdict.
 */
const INVOICES = "Invoices are issued on the 1st of each month and are due within 14 days.";
const INSTALMENTS = "The 1st instalment is due in January and the 2nd in February.";
const PETS = "Pets are not allowed without the landlord's written consent.";
const TICKETS = "Guests are not admitted without a ticket.";

export const WORD_S19_FIXTURES: Fixture[] = [
  {
    name: "'on the first of the month' for 'on the 1st of each month' is supported",
    contexts: [INVOICES],
    answer: "Each invoice is issued on the first of the month.",
    verdicts: ["supported"],
  },
  {
    name: "'on the second of the month' against 'on the 1st of each month' is flagged",
    contexts: [INVOICES],
    answer: "Each invoice is issued on the second of the month.",
    verdicts: ["unsupported"],
  },
  {
    name: "'on the 2nd of each month' against 'on the 1st of each month' is flagged",
    contexts: [INVOICES],
    answer: "Each invoice is issued on the 2nd of each month.",
    verdicts: ["unsupported"],
  },
  {
    name: "'the first instalment' for 'the 1st instalment' is supported",
    contexts: [INVOICES, INSTALMENTS],
    answer: "The first instalment is due in January.",
    verdicts: ["supported"],
  },
  {
    name: "'the third instalment' against a 1st and a 2nd is flagged",
    contexts: [INVOICES, INSTALMENTS],
    answer: "The third instalment is due in February.",
    verdicts: ["unsupported"],
  },
  {
    name: "'allowed without consent' against 'not allowed without consent' is contradicted",
    contexts: [PETS],
    answer: "Pets are allowed without the landlord's written consent.",
    verdicts: ["contradicted"],
  },
  {
    name: "'admitted without a ticket' against 'not admitted without a ticket' is contradicted",
    contexts: [TICKETS],
    answer: "Guests are admitted without a ticket.",
    verdicts: ["contradicted"],
  },
  {
    name: "'allowed with consent' for 'not allowed without consent' is supported",
    contexts: [PETS],
    answer: "Pets are allowed with the landlord's written consent.",
    verdicts: ["supported"],
  },
  {
    name: "'without a ticket, guests are not admitted' for 'not admitted without a ticket' is supported",
    contexts: [TICKETS],
    answer: "Without a ticket, guests are not admitted.",
    verdicts: ["supported"],
  },
  {
    name: "'miss an appointment without being charged' for 'missed appointments are not charged' is supported",
    contexts: ["Missed appointments are not charged."],
    answer: "You can miss an appointment without being charged.",
    verdicts: ["supported"],
  },
  {
    name: "'pay your rent in monthly instalments' for 'paid by monthly instalments' is supported",
    contexts: ["Rent can be paid by monthly instalments."],
    answer: "You can pay your rent in monthly instalments.",
    verdicts: ["supported"],
  },
  {
    name: "'deposit £500 or more' for 'pay in at least £500' is supported",
    contexts: ["Savers who pay in at least £500 a month earn a bonus."],
    answer: "Savers who deposit £500 or more a month earn a bonus.",
    verdicts: ["supported"],
  },
  {
    name: "'deposit £50 or more' against 'pay in at least £500' is flagged",
    contexts: ["Savers who pay in at least £500 a month earn a bonus."],
    answer: "Savers who deposit £50 or more a month earn a bonus.",
    verdicts: ["unsupported"],
  },
  {
    name: "'New clusters default to …' against a sentence whose only other capital is a month is supported",
    contexts: [
      "Managed clusters run Kubernetes 1.30 by default, and version 1.28 reaches end of support on 14 March 2027.",
    ],
    answer: "New clusters default to Kubernetes 1.30.",
    verdicts: ["supported"],
  },
  {
    name: "'Evri delivers parcels from 3 March' against 'delivered by DHL from 3 March' is flagged",
    contexts: ["Parcels are delivered by DHL from 3 March."],
    answer: "Evri delivers parcels from 3 March.",
    verdicts: ["unsupported"],
  },
  {
    name: "'Enterprise includes priority support from 1 June' against the Pro plan is flagged",
    contexts: ["The Pro plan includes priority support from 1 June."],
    answer: "Enterprise includes priority support from 1 June.",
    verdicts: ["unsupported"],
  },
  {
    name: "'18 or older to become a member' for '18 or over to join' is supported",
    contexts: ["You must be 18 or over to join, and deliveries must be signed for by an adult."],
    answer: "You have to be 18 or older to become a member.",
    verdicts: ["supported"],
  },
  {
    name: "'21 or older to become a member' against '18 or over to join' is flagged",
    contexts: ["You must be 18 or over to join, and deliveries must be signed for by an adult."],
    answer: "You have to be 21 or older to become a member.",
    verdicts: ["unsupported"],
  },
];
