import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s16 smoke, fourth round: how numbers are said in
 * words), each with a look-alike of the other kind that must keep its verdict. Refusals and
 * pleasantries, which make no claim at all, are checked in claims.test.ts. Re-exported by
 * paraphrase-fixtures.ts.
 */
const LIABILITY = "Third-party liability cover of up to £2,000,000 is included for dogs only.";
const WARRANTY = "The panels carry a 25-year warranty, and the inverter a 10-year warranty.";
const COFFEE = "Each delivery is 500 g of coffee.";
const RETREAT = "Our summer retreat at Glenmore Lodge runs from 14 July to 18 July 2027.";
const CLOSURE = "The school is closed from 21 December 2026 to 3 January 2027.";
const COURSE = "The spring course runs from 3 March to 17 March.";

export const SMOKE4_FIXTURES: Fixture[] = [
  // A scale word after a number word: "two million pounds" is £2,000,000.
  {
    name: "'two million pounds' for £2,000,000 is supported",
    contexts: [LIABILITY],
    answer: "Dogs get third-party liability cover of up to two million pounds.",
    verdicts: ["supported"],
  },
  {
    name: "'three million pounds' for £2,000,000 is flagged",
    contexts: [LIABILITY],
    answer: "Dogs get third-party liability cover of up to three million pounds.",
    verdicts: ["unsupported"],
  },
  {
    name: "'two thousand pounds' for £2,000,000 is flagged",
    contexts: [LIABILITY],
    answer: "Dogs get third-party liability cover of up to two thousand pounds.",
    verdicts: ["unsupported"],
  },
  // Decades and centuries, whole or in part.
  {
    name: "'a quarter of a century' and 'a decade' for 25 and 10 years are supported",
    contexts: [WARRANTY],
    answer:
      "The panels carry a warranty for a quarter of a century, and the inverter for a decade.",
    verdicts: ["supported"],
  },
  {
    name: "'two decades' for the inverter's 10 years is flagged",
    contexts: [WARRANTY],
    answer:
      "The panels carry a warranty for a quarter of a century, and the inverter for two decades.",
    verdicts: ["unsupported"],
  },
  {
    name: "'half a century' for 25 years is flagged",
    contexts: [WARRANTY],
    answer: "The panels carry a warranty for half a century.",
    verdicts: ["unsupported"],
  },
  // A fraction of a unit of mass: "half a kilo" is 500 g.
  {
    name: "'half a kilo' for 500 g is supported",
    contexts: [COFFEE],
    answer: "Each delivery is half a kilo of coffee.",
    verdicts: ["supported"],
  },
  {
    name: "'a quarter of a kilo' for 500 g is flagged",
    contexts: [COFFEE],
    answer: "Each delivery is a quarter of a kilo of coffee.",
    verdicts: ["unsupported"],
  },
  // A range of days in one month, written with ordinals or sharing its month.
  {
    name: "'five days, from the 14th to the 18th of July' is supported",
    contexts: [RETREAT],
    answer: "The retreat lasts five days, from the 14th to the 18th of July.",
    verdicts: ["supported"],
  },
  {
    name: "'July 14th to 18th' is supported",
    contexts: [RETREAT],
    answer: "The retreat at Glenmore Lodge runs July 14th to 18th.",
    verdicts: ["supported"],
  },
  {
    name: "'from the 14th to the 19th of July' is flagged",
    contexts: [RETREAT],
    answer: "The retreat lasts six days, from the 14th to the 19th of July.",
    verdicts: ["unsupported"],
  },
  {
    name: "'from the 15th to the 18th of July' is flagged",
    contexts: [RETREAT],
    answer: "The retreat at Glenmore Lodge runs from the 15th to the 18th of July.",
    verdicts: ["unsupported"],
  },
  // Weeks between two dates count one end or both, as days do.
  {
    name: "'two weeks, from 21 December to 3 January' (both ends) is supported",
    contexts: [CLOSURE],
    answer: "The holiday closure lasts two weeks, from 21 December 2026 to 3 January 2027.",
    verdicts: ["supported"],
  },
  {
    name: "'three weeks' for the same closure is flagged",
    contexts: [CLOSURE],
    answer: "The holiday closure lasts three weeks, from 21 December 2026 to 3 January 2027.",
    verdicts: ["unsupported"],
  },
  {
    name: "'two weeks, from 3 March to 17 March' (one end) stays supported",
    contexts: [COURSE],
    answer: "The spring course lasts two weeks, from 3 March to 17 March.",
    verdicts: ["supported"],
  },
];
