import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s19 smoke, helper C: faithful answers that
 * restate a figure in other units or words), each with look-alikes of the other kind that must
 * keep their verdict. Written in dentist, driving school, parcel locker, student housing, vet
 * plan, theme park, broadband and leisure centre prose.
 */
const METER_30 = "Smart meters send readings automatically every 30 minutes.";
const METER_15 = "Smart meters send readings automatically every 15 minutes.";
const CHECK_UP = (months: number) =>
  `A check-up is recommended every ${months} months. Each check-up takes about 20 minutes.`;
const SWIM = (minutes: number) =>
  `Swimming sessions last ${minutes} minutes. Lanes are limited to 8 swimmers.`;
const LESSONS = (minutes: number) =>
  `Lessons last ${minutes} minutes. Lessons cancelled with less than 24 hours' notice are charged in full.`;
const SHUTTLE = (minutes: number) =>
  `The shuttle bus leaves every ${minutes} minutes from the main gate.`;

export const SMOKE_S19C_FIXTURES: Fixture[] = [
  // Fractions of a unit: "every half hour", "every quarter of an hour", "half year", "one and a
  // half hours", "an hour and a half long" are read, each as precise as its decimal form.
  {
    name: "'every half hour' for 'every 30 minutes' is supported",
    contexts: [METER_30],
    answer: "The meter sends its readings automatically every half hour.",
    verdicts: ["supported"],
  },
  {
    name: "'every quarter of an hour' for 'every 15 minutes' is supported",
    contexts: [METER_15],
    answer: "The meter sends its readings automatically every quarter of an hour.",
    verdicts: ["supported"],
  },
  {
    name: "'every quarter of an hour' against 'every 30 minutes' is flagged",
    contexts: [METER_30],
    answer: "The meter sends its readings automatically every quarter of an hour.",
    verdicts: ["unsupported"],
  },
  {
    name: "'every half hour' against 'every 15 minutes' is flagged",
    contexts: [METER_15],
    answer: "The meter sends its readings automatically every half hour.",
    verdicts: ["unsupported"],
  },
  {
    name: "'every half year' for 'every 6 months' is supported",
    contexts: [CHECK_UP(6)],
    answer: "You should come in for a check-up every half year.",
    verdicts: ["supported"],
  },
  {
    name: "'every half year' against 'every 3 months' is flagged",
    contexts: [CHECK_UP(3)],
    answer: "You should come in for a check-up every half year.",
    verdicts: ["unsupported"],
  },
  {
    name: "'half an hour' against '45 minutes' is flagged (no longer a figure within a whole hour)",
    contexts: [SWIM(45)],
    answer: "Each swim session is half an hour.",
    verdicts: ["unsupported"],
  },
  {
    name: "'half an hour' for '30 minutes' is supported",
    contexts: [SWIM(30)],
    answer: "Each swim session is half an hour.",
    verdicts: ["supported"],
  },
  {
    name: "'three quarters of an hour' for '45 minutes' is supported",
    contexts: [SWIM(45)],
    answer: "Each swim session lasts three quarters of an hour.",
    verdicts: ["supported"],
  },
  {
    name: "'an hour and a half long' for '90 minutes' is supported",
    contexts: [LESSONS(90)],
    answer: "Each lesson is an hour and a half long.",
    verdicts: ["supported"],
  },
  {
    name: "'one and a half hours' for '90 minutes' is supported",
    contexts: [LESSONS(90)],
    answer: "Each lesson lasts one and a half hours.",
    verdicts: ["supported"],
  },
  {
    name: "'one and a half hours' against '100 minutes' is flagged",
    contexts: [LESSONS(100)],
    answer: "Each lesson lasts one and a half hours.",
    verdicts: ["unsupported"],
  },
  {
    name: "'an hour and a half long' against '2 hours' is flagged",
    contexts: [
      "Lessons last 2 hours. Lessons cancelled with less than 24 hours' notice are charged in full.",
    ],
    answer: "Each lesson is an hour and a half long.",
    verdicts: ["unsupported"],
  },
  {
    name: "'every half hour' against 'every 20 minutes' is flagged",
    contexts: [SHUTTLE(20)],
    answer: "The shuttle bus leaves the main gate every half hour.",
    verdicts: ["unsupported"],
  },
  {
    name: "'£2 per half hour' for '£2 for each 30 minutes' is supported",
    contexts: ["Parking costs £2 for each 30 minutes."],
    answer: "Parking costs £2 per half hour.",
    verdicts: ["supported"],
  },
];
