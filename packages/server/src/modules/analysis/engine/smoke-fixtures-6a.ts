import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s17 smoke, helper A: false alarms on faithful
 * answers in new domains), each with look-alikes of the other kind that must keep their
 * verdict. Re-exported by paraphrase-fixtures.ts.
 */
const FERRY =
  "Foot passengers must check in at least 30 minutes before departure. Vehicles must arrive no later than 60 minutes before sailing.";
const TOURS =
  "Tour tickets are refunded in full if cancelled at least 7 days before the tour date. Payment for private groups is due 48 hours before arrival.";
const SALE = "Sale items are excluded from the free returns offer.";
const PETS = "Pets are banned from the dining room.";
const TATTOO =
  "A deposit of £50 is required to book an appointment. Appointments cancelled with less than 48 hours' notice lose their deposit.";
const KEY_CARD = "If you lose your key card, report it at reception and a replacement costs £5.";
const VINEYARD =
  "Tours depart at 11am and 3pm from the visitor centre. Children are welcome to join the tour but cannot take part in the wine tasting.";
const SHOP_ORDERS =
  "You can cancel an order online, but you cannot change the delivery address of an order.";
const STUDIO = "Groups of up to 8 may book the studio. Members over 65 may claim a 20% discount.";

export const SMOKE6A_FIXTURES: Fixture[] = [
  // "a"/"an" before a unit and a span word is a figure: "an hour before", "a week after".
  {
    name: "'an hour before the ship sails' for '60 minutes before sailing' is supported",
    contexts: [FERRY],
    answer: "Drivers need to be at the port an hour before the ship sails.",
    verdicts: ["supported"],
  },
  {
    name: "'two hours before the ship sails' for '60 minutes before sailing' is flagged",
    contexts: [FERRY],
    answer: "Drivers need to be at the port two hours before the ship sails.",
    verdicts: ["unsupported"],
  },
  {
    name: "'pay a day before they arrive' for 'due 48 hours before arrival' is flagged",
    contexts: [TOURS],
    answer: "Private groups pay a day before they arrive.",
    verdicts: ["unsupported"],
  },
  {
    name: "'cancel a day before the tour' for 'at least 7 days before' is flagged",
    contexts: [TOURS],
    answer: "You'll get all your money back if you cancel a day before the tour.",
    verdicts: ["unsupported"],
  },
  {
    name: "'cancel a week before the tour or earlier' for 'at least 7 days before' is supported",
    contexts: [TOURS],
    answer: "You'll get all your money back if you cancel a week before the tour or earlier.",
    verdicts: ["supported"],
  },
  // A negation on a negative predicate cancels it: "not excluded" is no restatement of
  // "excluded", though both sides read as negative.
  {
    name: "'sale items are not excluded' for 'sale items are excluded' is flagged",
    contexts: [SALE],
    answer: "Sale items are not excluded from the free returns offer.",
    verdicts: ["contradicted"],
  },
  {
    name: "'sale items don't qualify for free returns' for 'excluded' is supported",
    contexts: [SALE],
    answer: "Sale items don't qualify for free returns.",
    verdicts: ["supported"],
  },
  {
    name: "'pets aren't banned' for 'pets are banned' is flagged",
    contexts: [PETS],
    answer: "Pets aren't banned from the dining room.",
    verdicts: ["contradicted"],
  },
  {
    name: "'pets are not allowed' for 'pets are banned' is supported",
    contexts: [PETS],
    answer: "Sorry, pets are not allowed in the dining room.",
    verdicts: ["supported"],
  },
  // Losing is a negative predicate: "lose their deposit" is "won't get the deposit back".
  {
    name: "'you won't get your deposit back' for 'lose their deposit' is supported",
    contexts: [TATTOO],
    answer: "If you cancel with under 48 hours' notice, you won't get your deposit back.",
    verdicts: ["supported"],
  },
  {
    name: "'you don't lose your deposit' for 'lose their deposit' is flagged",
    contexts: [TATTOO],
    answer: "If you cancel with under 48 hours' notice, you don't lose your deposit.",
    verdicts: ["contradicted"],
  },
  {
    name: "'no need to report a lost card' for 'if you lose your key card, report it' is flagged",
    contexts: [KEY_CARD],
    answer: "If you lose your key card, there's no need to report it at reception.",
    verdicts: ["contradicted"],
  },
  {
    name: "'a replacement for a lost key card costs £5' for 'if you lose your key card' is supported",
    contexts: [KEY_CARD],
    answer: "A replacement for a lost key card costs £5; just report it at reception.",
    verdicts: ["supported"],
  },
  // Both sides deny the same object in their own verbs (negated-object.ts).
  {
    name: "'can't join in the wine tasting' for 'join the tour but cannot take part in the tasting' is supported",
    contexts: [VINEYARD],
    answer: "Kids are welcome on the tour, but they can't join in the wine tasting.",
    verdicts: ["supported"],
  },
  {
    name: "'children can't join the tour' for 'welcome to join the tour' is flagged",
    contexts: [VINEYARD],
    answer: "Children can't join the tour.",
    verdicts: ["contradicted"],
  },
  {
    name: "'you can't cancel an order online' for 'you can cancel an order online' is flagged",
    contexts: [SHOP_ORDERS],
    answer: "You can't cancel an order online.",
    verdicts: ["contradicted"],
  },
  {
    name: "'can't update the delivery address, though you can cancel it' is supported",
    contexts: [SHOP_ORDERS],
    answer: "You can't update the delivery address on an order, though you can cancel it online.",
    verdicts: ["supported"],
  },
  // "may" in lower case after a number is the modal, not the month ("8 may book").
  {
    name: "'groups of up to eight can book' for 'up to 8 may book' is supported",
    contexts: [STUDIO],
    answer: "Groups of up to eight people can book the studio.",
    verdicts: ["supported"],
  },
  {
    name: "'over 65, you can get 20% off' for 'over 65 may claim a 20% discount' is supported",
    contexts: [STUDIO],
    answer: "If you're over 65, you can get 20% off.",
    verdicts: ["supported"],
  },
  {
    name: "'over 60' for 'over 65 may claim' is flagged",
    contexts: [STUDIO],
    answer: "If you're over 60, you can get 20% off.",
    verdicts: ["unsupported"],
  },
  {
    name: "'groups of up to 12 can book' for 'up to 8 may book' is flagged",
    contexts: [STUDIO],
    answer: "Groups of up to 12 people can book the studio.",
    verdicts: ["unsupported"],
  },
];
