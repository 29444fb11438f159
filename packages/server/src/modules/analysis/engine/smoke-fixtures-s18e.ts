import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s18, helper E: missed swaps of roles, objects and
 * small words in library, dentist, school-trip, theatre, phone-card, bike-hire, vet and council
 * prose), each with look-alikes of the other verdict.
 */
const LOANS = "Each loan can be renewed twice. Overdue books are charged 20p per day.";
const LOANS_ONCE = "Each loan can be renewed once. Overdue books are charged 20p per day.";
const DEPOSIT =
  "The deposit is refunded once the bike is returned. Helmets are provided free of charge.";
const BINS = "Bins are collected once a week. Garden waste is collected every two weeks.";
const DENTIST =
  "Check-ups are carried out by the dentist. Scale and polish appointments are with the hygienist.";
const TOP_UPS =
  "Top-ups can be made online or in store. Credit expires 180 days after your last top-up.";
const TOP_UPS_ONLINE = "Top-ups can only be made online. Credit expires after 180 days.";
const DESK = "You can pay by card or cash at the desk. Bikes must be returned within 24 hours.";
const SURGERY = "Vaccinations are given by the nurse. Repeat prescriptions are at the front desk.";

export const SMOKE_S18E_FIXTURES: Fixture[] = [
  // "once" as a count: it ends a clause or comes before the period it counts in; a
  // conjunction opens a clause. The sentence's figure is one operand, however many windows
  // hold it, and a claim's figure is not its own multiplier.
  {
    name: "'renewed once' against 'renewed twice' is flagged",
    contexts: [LOANS],
    answer: "Each loan can be renewed once.",
    verdicts: ["unsupported"],
  },
  {
    name: "'renewed twice' against 'renewed once' is flagged",
    contexts: [LOANS_ONCE],
    answer: "Each loan can be renewed twice.",
    verdicts: ["unsupported"],
  },
  {
    name: "'renewed two times' for 'renewed twice' is supported",
    contexts: [LOANS],
    answer: "Each loan can be renewed two times.",
    verdicts: ["supported"],
  },
  {
    name: "'you can renew each loan once' for 'renewed once' is supported",
    contexts: [LOANS_ONCE],
    answer: "You can renew each loan once.",
    verdicts: ["supported"],
  },
  {
    name: "'once' as a conjunction opening the claim is no count",
    contexts: [DEPOSIT],
    answer: "Once the bike is returned, the deposit is refunded.",
    verdicts: ["supported"],
  },
  {
    name: "'once' as a conjunction inside the claim is no count",
    contexts: [DEPOSIT],
    answer: "You get your deposit back once the bike is returned.",
    verdicts: ["supported"],
  },
  {
    name: "'collected weekly' for 'collected once a week' is supported",
    contexts: [BINS],
    answer: "Bins are collected weekly.",
    verdicts: ["supported"],
  },
  // An object swapped in after a copula ("appointments are with the dentist"): the copula
  // stands before the preposition as a particle does (substitution.ts).
  {
    name: "'appointments are with the dentist' against 'are with the hygienist' is flagged",
    contexts: [DENTIST],
    answer: "Scale and polish appointments are with the dentist.",
    verdicts: ["unsupported"],
  },
  {
    name: "'prescriptions are at the nurse's desk' against 'at the front desk' is flagged",
    contexts: [SURGERY],
    answer: "Repeat prescriptions are at the nurse's desk.",
    verdicts: ["unsupported"],
  },
  {
    name: "'appointments are with our hygienist' for 'with the hygienist' is supported",
    contexts: [DENTIST],
    answer: "Scale and polish appointments are with our hygienist.",
    verdicts: ["supported"],
  },
  {
    name: "'check-ups are with the dentist' for 'carried out by the dentist' is supported",
    contexts: [DENTIST],
    answer: "Check-ups are with the dentist.",
    verdicts: ["supported"],
  },
  {
    name: "'prescriptions are at the front desk' for the same words is supported",
    contexts: [SURGERY],
    answer: "Repeat prescriptions are at the front desk.",
    verdicts: ["supported"],
  },
  // One alternative of "or" made the only one (only-one-of.ts).
  {
    name: "'can only be made online' against 'online or in store' is flagged",
    contexts: [TOP_UPS],
    answer: "Top-ups can only be made online.",
    verdicts: ["unsupported"],
  },
  {
    name: "'you can only pay by card' against 'by card or cash' is flagged",
    contexts: [DESK],
    answer: "You can only pay by card at the desk.",
    verdicts: ["unsupported"],
  },
  {
    name: "'can be made online' (no 'only') for 'online or in store' is supported",
    contexts: [TOP_UPS],
    answer: "Top-ups can be made online.",
    verdicts: ["supported"],
  },
  {
    name: "'can only be made online or in store' keeps both alternatives: supported",
    contexts: [TOP_UPS],
    answer: "Top-ups can only be made online or in store.",
    verdicts: ["supported"],
  },
  {
    name: "'can only be made online' for 'can only be made online' is supported",
    contexts: [TOP_UPS_ONLINE],
    answer: "Top-ups can only be made online.",
    verdicts: ["supported"],
  },
  {
    name: "'only at the desk, by card or cash' restricts the place, not the means: supported",
    contexts: [DESK],
    answer: "You can pay only at the desk, by card or cash.",
    verdicts: ["supported"],
  },
];
