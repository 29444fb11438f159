import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s18 smoke, helper A: false alarms on faithful
 * paraphrases in veterinary, coworking, airline baggage, library, garage, energy, admissions
 * and pet insurance prose), each with look-alikes that must keep the other verdict.
 * Re-exported by paraphrase-fixtures.ts.
 */
const LOANS = "Loans last three weeks and can be renewed twice.";
const LOUNGE = "Guests may use the lounge up to 2 times a month.";
const TABLETS = "Give the tablets to your dog three times a day with food.";
const PET_COVER =
  "Pet insurance covers vet fees up to £4,000 per year. Claims are paid within 10 working days. Pre-existing conditions are not covered.";
const PUPPIES = "Puppies are vaccinated at 8 weeks. Puppies cannot be neutered before 6 months.";
const PANELS =
  "Panels carry a 25-year performance warranty; the inverter is warranted for 10 years.";
const REPAIRS = "All repairs carry a 12-month labour warranty.";
const FRAMES = "Frames carry a 1-year guarantee against manufacturing faults.";
const NEXT_DAY = "Next-day delivery may be possible for orders placed before noon.";
const PUPPY_PLAN =
  "The Puppy Plan costs £12 a month and includes two check-ups and two vaccinations a year.";
const FEVER =
  "Pets with a temperature above 39.5 °C are kept in and may go home after 24 hours without fever.";

export const SMOKE_S18A_FIXTURES: Fixture[] = [
  // A count of times in words: "two times" is "twice", "3 times" is "thrice"
  // (paraphrase-lexicon.ts).
  {
    name: "'renewed two times' for 'renewed twice' is supported",
    contexts: [LOANS],
    answer: "Each loan can be renewed two times.",
    verdicts: ["supported"],
  },
  {
    name: "'twice a month' for 'up to 2 times a month' is supported",
    contexts: [LOUNGE],
    answer: "Guests can use the lounge twice a month.",
    verdicts: ["supported"],
  },
  {
    name: "'thrice a day' for 'three times a day' is supported",
    contexts: [TABLETS],
    answer: "Your dog should get the tablets thrice a day with food.",
    verdicts: ["supported"],
  },
  {
    name: "'renewed four times' against 'renewed twice' is flagged",
    contexts: [LOANS],
    answer: "Each loan can be renewed four times.",
    verdicts: ["unsupported"],
  },
  {
    name: "'three times a month' against 'up to 2 times a month' is flagged",
    contexts: [LOUNGE],
    answer: "Guests can use the lounge three times a month.",
    verdicts: ["unsupported"],
  },
  {
    name: "'two times a day' against 'three times a day' is flagged",
    contexts: [TABLETS],
    answer: "Your dog should get the tablets two times a day with food.",
    verdicts: ["unsupported"],
  },
  {
    name: "'two times a week' against 'up to 2 times a month' is flagged",
    contexts: [LOUNGE],
    answer: "Guests can use the lounge two times a week.",
    // Contradicted since s18c's period swap (period-swap.ts): "a week" beside "times".
    verdicts: ["contradicted"],
  },
  // A negating claim restating another close negative sentence in its own verb, sharing
  // nothing but that verb with the sentence it would flip against (restated-negation.ts).
  {
    name: "'we won't pay out for pre-existing conditions' for 'are not covered' is supported",
    contexts: [PET_COVER],
    answer: "We won't pay out for pre-existing conditions.",
    verdicts: ["supported"],
  },
  {
    name: "'claims are not paid within 10 working days' against 'are paid' is flagged",
    contexts: [PET_COVER],
    answer: "Claims are not paid within 10 working days.",
    verdicts: ["contradicted"],
  },
  {
    name: "'we don't pay vet fees' against 'covers vet fees' is flagged",
    contexts: [PET_COVER],
    answer: "We don't pay vet fees.",
    verdicts: ["contradicted"],
  },
  {
    name: "'puppies are not vaccinated before 6 months' against 'are vaccinated at 8 weeks' is flagged",
    contexts: [PUPPIES],
    answer: "Puppies are not vaccinated before 6 months.",
    verdicts: ["contradicted"],
  },
  // "guaranteed for a span" and the noun "guarantee" are a warranty (warranty.ts); the modal
  // "guaranteed" keeps its flip.
  {
    name: "'guaranteed for a quarter of a century' for 'a 25-year warranty' is supported",
    contexts: [PANELS],
    answer: "The panels' performance is guaranteed for a quarter of a century.",
    verdicts: ["supported"],
  },
  {
    name: "'guaranteed for ten years' for 'warranted for 10 years' is supported",
    contexts: [PANELS],
    answer: "The inverter is guaranteed for ten years.",
    verdicts: ["supported"],
  },
  {
    name: "'guaranteed for a year' for 'a 12-month labour warranty' is supported",
    contexts: [REPAIRS],
    answer: "The labour on every repair is guaranteed for a year.",
    verdicts: ["supported"],
  },
  {
    name: "'the guarantee covers it' for 'a 1-year guarantee against faults' is supported",
    contexts: [FRAMES],
    answer: "If a frame has a manufacturing fault, the guarantee covers it.",
    verdicts: ["supported"],
  },
  {
    name: "'guaranteed for five years' against 'warranted for 10 years' is flagged",
    contexts: [PANELS],
    answer: "The inverter is guaranteed for five years.",
    verdicts: ["unsupported"],
  },
  {
    name: "'guaranteed for two years' against 'a 12-month labour warranty' is flagged",
    contexts: [REPAIRS],
    answer: "The labour on every repair is guaranteed for two years.",
    verdicts: ["unsupported"],
  },
  {
    name: "'next-day delivery is guaranteed' against 'may be possible' is flagged",
    contexts: [NEXT_DAY],
    answer: "Next-day delivery is guaranteed for orders placed before noon.",
    verdicts: ["contradicted"],
  },
  // "a couple of" is "two" in the word support, with or without a unit after it
  // (paraphrase-lexicon.ts); with a unit it stays a figure the context must hold.
  {
    name: "'a couple of check-ups and a couple of vaccinations' for 'two … and two …' is supported",
    contexts: [PUPPY_PLAN],
    answer: "Puppy Plan members get a couple of check-ups and a couple of vaccinations each year.",
    verdicts: ["supported"],
  },
  {
    name: "'a couple of check-ups and a couple of jabs' for 'two … and two vaccinations' is supported",
    contexts: [PUPPY_PLAN],
    answer: "The plan gives you a couple of check-ups and a couple of jabs every year.",
    verdicts: ["supported"],
  },
  {
    name: "'a couple of … for £20 a month' against '£12 a month' is flagged",
    contexts: [PUPPY_PLAN],
    answer:
      "Puppy Plan members get a couple of check-ups and a couple of vaccinations for £20 a month.",
    verdicts: ["unsupported"],
  },
  {
    name: "'within a couple of days' against 'within 5 days' is flagged",
    contexts: ["Lost bags are usually traced within 5 days."],
    answer: "Lost bags are usually traced within a couple of days.",
    verdicts: ["unsupported"],
  },
  {
    name: "'a couple of weeks' against 'three weeks' is flagged",
    contexts: ["Loans last three weeks."],
    answer: "Loans last a couple of weeks.",
    verdicts: ["unsupported"],
  },
  // "a full day", "a whole week": after an article the stress adds nothing to the span
  // (full-span.ts, numbers.ts).
  {
    name: "'after a full day without a fever' for 'after 24 hours without fever' is supported",
    contexts: [FEVER],
    answer: "Your dog can go home after a full day without a fever.",
    verdicts: ["supported"],
  },
  {
    name: "'after a full week without a fever' against 'after 24 hours' is flagged",
    contexts: [FEVER],
    answer: "Your dog can go home after a full week without a fever.",
    verdicts: ["unsupported"],
  },
  {
    name: "'after two full days without a fever' against 'after 24 hours' is flagged",
    contexts: [FEVER],
    answer: "Your dog can go home after two full days without a fever.",
    verdicts: ["unsupported"],
  },
];
