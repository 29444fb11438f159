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

const FIBRE_TRIAL = [
  "New customers can try Fibre Plus free for 30 days.",
  "The trial becomes a paid monthly contract unless it is cancelled at least 48 hours before it ends.",
  "Only one free trial is allowed per household.",
];
const DEPOSIT = "The deposit is returned within 10 days of moving out.";
const ENGINEER = "Engineers visit within 3 working days of a fault being reported.";
const PARK = "Children aged 3 and under get in free. Adult tickets cost £45.";
const LEISURE_OVER_65 = "Members aged 65 and over get 20% off.";
const HYGIENIST = "Hygienist visits are limited to 4 per year under the plan.";

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
  // A modal on a bounded figure ("no more than eight swimmers may use a lane") restates a
  // sentence that bounds the figure the same way (anchor.ts): the limit is the permission.
  {
    name: "'no more than eight swimmers may use a lane' for 'limited to 8 swimmers' is supported",
    contexts: [SWIM(45)],
    answer: "No more than eight swimmers may use a lane.",
    verdicts: ["supported"],
  },
  {
    name: "'must cancel no later than two days before it ends', joined to the trial's length, is supported",
    contexts: FIBRE_TRIAL,
    answer:
      "The Fibre Plus trial lasts thirty days, and you must cancel no later than two days before it ends to avoid paying.",
    verdicts: ["supported"],
  },
  {
    name: "'must cancel no more than two days before it ends' against 'at least 48 hours before' is flagged",
    contexts: FIBRE_TRIAL,
    answer:
      "The Fibre Plus trial lasts thirty days, and you must cancel no more than two days before it ends to avoid paying.",
    verdicts: ["unverifiable"],
  },
  {
    name: "'must cancel no later than a day before it ends' against '48 hours before' is flagged",
    contexts: FIBRE_TRIAL,
    answer:
      "The Fibre Plus trial lasts thirty days, and you must cancel no later than a day before it ends to avoid paying.",
    verdicts: ["unsupported"],
  },
  {
    name: "'at least eight swimmers may use a lane' against 'limited to 8' is flagged",
    contexts: [SWIM(45)],
    answer: "At least eight swimmers may use a lane.",
    verdicts: ["contradicted"],
  },
  {
    name: "'no more than six swimmers may use a lane' against 'limited to 8' is flagged",
    contexts: [SWIM(45)],
    answer: "No more than six swimmers may use a lane.",
    verdicts: ["unsupported"],
  },
  {
    name: "'you must have at least four visits' against 'limited to 4 per year' is flagged",
    contexts: [HYGIENIST],
    answer: "Under the plan you must have at least four hygienist visits a year.",
    verdicts: ["contradicted"],
  },
  {
    name: "'you may have no more than four visits a year' for 'limited to 4 per year' is supported",
    contexts: [HYGIENIST],
    answer: "Under the plan you may have no more than four hygienist visits a year.",
    verdicts: ["supported"],
  },
  // "within 10 days of moving out" is "at most 10 days after" (limits.ts), so "at least 10
  // days after" flips it; a bound on the other side of the event ("at least 4 weeks before the
  // date") bounds another moment and flips nothing (bound-flip.ts, facesApart).
  {
    name: "'at least ten days after you move out' against 'within 10 days of moving out' is flagged",
    contexts: [DEPOSIT],
    answer: "You get the deposit back at least ten days after you move out.",
    verdicts: ["contradicted"],
  },
  {
    name: "'no more than ten days after you move out' for 'within 10 days of moving out' is supported",
    contexts: [DEPOSIT],
    answer: "You get the deposit back no more than ten days after you move out.",
    verdicts: ["supported"],
  },
  {
    name: "'at least three working days after' against 'within 3 working days of' is flagged",
    contexts: [ENGINEER],
    answer: "An engineer comes out at least three working days after you report a fault.",
    verdicts: ["contradicted"],
  },
  {
    name: "'within three working days of' against 'at least 3 working days after' is flagged",
    contexts: ["Engineers visit at least 3 working days after a fault is reported."],
    answer: "An engineer visits within three working days of a fault being reported.",
    verdicts: ["contradicted"],
  },
  {
    name: "'no more than three working days after' for 'within 3 working days of' is supported",
    contexts: [ENGINEER],
    answer: "An engineer comes out no more than three working days after you report a fault.",
    verdicts: ["supported"],
  },
  {
    name: "'within four weeks of the date' beside 'at least 4 weeks before the date; later pay' is supported",
    contexts: [
      "Book your driving test at least 4 weeks before the date you want; bookings made later pay a £20 fee.",
    ],
    answer: "Bookings made within four weeks of the date you want pay a £20 fee.",
    verdicts: ["supported"],
  },
  {
    name: "'you can cancel within 14 days of signing up' for 'you have 14 days to cancel' is supported",
    contexts: ["You have 14 days to cancel after signing up."],
    answer: "You can cancel within 14 days of signing up.",
    verdicts: ["supported"],
  },
  // Whole years counted two ways (whole-years.ts): "3 and under" are those "under 4".
  {
    name: "'children under four' for 'children aged 3 and under' is supported",
    contexts: [PARK],
    answer: "Children under four get in free.",
    verdicts: ["supported"],
  },
  {
    name: "'members over 64' for 'members aged 65 and over' is supported",
    contexts: [LEISURE_OVER_65],
    answer: "Members over 64 get 20% off.",
    verdicts: ["supported"],
  },
  {
    name: "'children under five' against 'aged 3 and under' is flagged",
    contexts: [PARK],
    answer: "Children under five get in free.",
    verdicts: ["unsupported"],
  },
  {
    name: "'members over 63' against 'aged 65 and over' is flagged",
    contexts: [LEISURE_OVER_65],
    answer: "Members over 63 get 20% off.",
    verdicts: ["unsupported"],
  },
  {
    name: "'parcels under £4' against 'parcels of £3 and under' is flagged (money is no whole count)",
    contexts: ["Parcels of £3 and under ship free."],
    answer: "Parcels under £4 ship free.",
    verdicts: ["unsupported"],
  },
];
