import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s22 smoke, helper B: planted errors that passed
 * as supported, in library, utility, bank, dentist, storage and pharmacy prose), each with
 * look-alikes that must keep the other verdict.
 */
const FINES =
  "Overdue fines at the library are charged every two weeks. You can pay them at the front desk.";
const WATER =
  "Water usage is billed every 3 months based on your meter reading. Payment is due within 14 days.";
const INTEREST = "Interest on the savings account is credited every quarter. The rate is variable.";
const DENTIST =
  "Patients are reminded every 6 months to book a check-up. Reminders are sent by text.";
const STORAGE = "Storage unit rent is collected every four weeks by direct debit.";
const CARDS = "Library cards are renewed every three years free of charge.";
const BANK = "Statements are sent monthly. Interest is credited every quarter.";
const REPEAT = "Prescriptions on repeat can be reordered every 28 days.";

const HIRE =
  "A credit card in the main driver's name is required at pick-up; debit cards are not accepted.";
const VAULT =
  "A photo ID is required to open a safe deposit box; bank cards are not accepted as ID.";
const PHARMACY =
  "Controlled medicines must be collected with a passport or driving licence. A utility bill is not enough.";
const RENT =
  "Rent for storage units can be paid by direct debit or card. We do not accept cheques.";

const LICENCE = "A photo driving licence must be shown at pick-up.";
const TANK = "The fuel tank must be full when you return the car.";
const RESERVED = "Reserved books can be collected at the front desk within 7 days.";
const COUNTER =
  "Prescriptions can be collected from the pharmacy counter. Unused medicines can be returned to the counter for safe disposal.";

export const SMOKE_S22B_FIXTURES: Fixture[] = [
  // A frequency word against another explicit frequency of the same sentence (frequency-swap.ts).
  {
    name: "'charged weekly' against 'charged every two weeks' is flagged",
    contexts: [FINES],
    answer: "Overdue fines are charged weekly.",
    verdicts: ["contradicted"],
  },
  {
    name: "'charged fortnightly' restates 'charged every two weeks'",
    contexts: [FINES],
    answer: "Overdue fines are charged fortnightly.",
    verdicts: ["supported"],
  },
  {
    name: "'billed monthly' against 'billed every 3 months' is flagged",
    contexts: [WATER],
    answer: "Water usage is billed monthly.",
    verdicts: ["contradicted"],
  },
  {
    name: "'billed quarterly' restates 'billed every 3 months'",
    contexts: [WATER],
    answer: "Water usage is billed quarterly, based on your meter reading.",
    verdicts: ["supported"],
  },
  {
    name: "'credited monthly' against 'credited every quarter' is flagged",
    contexts: [INTEREST],
    answer: "Interest is credited monthly.",
    verdicts: ["contradicted"],
  },
  {
    name: "'every three months' restates 'every quarter'",
    contexts: [INTEREST],
    answer: "Interest is credited every three months.",
    verdicts: ["supported"],
  },
  {
    name: "'once a year' against 'every 6 months' is flagged",
    contexts: [DENTIST],
    answer: "Patients are reminded once a year to book a check-up.",
    verdicts: ["contradicted"],
  },
  {
    name: "'twice a year' restates 'every 6 months'",
    contexts: [DENTIST],
    answer: "Patients are reminded twice a year to book a check-up.",
    verdicts: ["supported"],
  },
  {
    name: "'monthly' is not 'every four weeks'",
    contexts: [STORAGE],
    answer: "Rent for the storage unit is collected monthly by direct debit.",
    verdicts: ["contradicted"],
  },
  {
    name: "'every 4 weeks' restates 'every four weeks'",
    contexts: [STORAGE],
    answer: "Rent for the storage unit is collected by direct debit every 4 weeks.",
    verdicts: ["supported"],
  },
  {
    name: "'renewed annually' against 'renewed every three years' is flagged",
    contexts: [CARDS],
    answer: "Library cards are renewed annually at no cost.",
    verdicts: ["contradicted"],
  },
  {
    name: "'every 3 years' restates 'every three years'",
    contexts: [CARDS],
    answer: "Library cards are renewed free every 3 years.",
    verdicts: ["supported"],
  },
  {
    name: "a frequency another close sentence states is no swap",
    contexts: [BANK],
    answer: "Statements are sent out monthly.",
    verdicts: ["supported"],
  },
  {
    name: "'every four weeks' restates 'every 28 days'",
    contexts: [REPEAT],
    answer: "You can reorder a repeat prescription every four weeks.",
    verdicts: ["supported"],
  },
  // The item a close sentence refuses, named as the one required (refused-item.ts).
  {
    name: "'needs to show a debit card' against 'debit cards are not accepted' is flagged",
    contexts: [HIRE],
    answer: "The main driver needs to show a debit card at pick-up.",
    verdicts: ["contradicted"],
  },
  {
    name: "'needs a credit card' for the required credit card is supported",
    contexts: [HIRE],
    answer: "The main driver needs a credit card at pick-up.",
    verdicts: ["supported"],
  },
  {
    name: "a claim naming both items rightly is supported",
    contexts: [HIRE],
    answer: "You need a credit card in the main driver's name, as debit cards aren't accepted.",
    verdicts: ["supported"],
  },
  {
    name: "'have to show a bank card' against 'bank cards are not accepted as ID' is flagged",
    contexts: [VAULT],
    answer: "You have to show a bank card to open a safe deposit box.",
    verdicts: ["contradicted"],
  },
  {
    name: "'have to show photo ID' is supported",
    contexts: [VAULT],
    answer: "You have to show photo ID to open a safe deposit box.",
    verdicts: ["supported"],
  },
  {
    name: "'can collect … with a utility bill' against 'a utility bill is not enough' is flagged",
    contexts: [PHARMACY],
    answer: "You can collect controlled medicines with a utility bill.",
    verdicts: ["contradicted"],
  },
  {
    name: "'can collect … with a passport or a driving licence' is supported",
    contexts: [PHARMACY],
    answer: "You can collect controlled medicines with a passport or a driving licence.",
    verdicts: ["supported"],
  },
  {
    name: "'can pay … with cheques' against 'we do not accept cheques' is flagged",
    contexts: [RENT],
    answer: "You can pay your storage rent with cheques.",
    verdicts: ["contradicted"],
  },
  {
    name: "'can pay … by card or direct debit' is supported",
    contexts: [RENT],
    answer: "You can pay your storage rent by card or direct debit.",
    verdicts: ["supported"],
  },
  // Collecting against returning (flip-words.ts), unless another close sentence says the claim's.
  {
    name: "'when you return the car' against 'at pick-up' is flagged",
    contexts: [LICENCE],
    answer: "You must show a photo driving licence when you return the car.",
    verdicts: ["contradicted"],
  },
  {
    name: "'when you pick up the car' restates 'at pick-up'",
    contexts: [LICENCE],
    answer: "You'll need to show your photo driving licence when you pick up the car.",
    verdicts: ["supported"],
  },
  {
    name: "'full when you collect the car' against 'when you return the car' is flagged",
    contexts: [TANK],
    answer: "The fuel tank must be full when you collect the car.",
    verdicts: ["contradicted"],
  },
  {
    name: "'bring the car back with a full tank' restates 'full when you return the car'",
    contexts: [TANK],
    answer: "Bring the car back with a full tank.",
    verdicts: ["supported"],
  },
  {
    name: "'reserved books can be returned' against 'can be collected' is flagged",
    contexts: [RESERVED],
    answer: "Reserved books can be returned at the front desk within 7 days.",
    verdicts: ["contradicted"],
  },
  {
    name: "a return another close sentence states is no flip against a collection",
    contexts: [COUNTER],
    answer: "You can return unused medicines to the pharmacy counter.",
    verdicts: ["supported"],
  },
];
