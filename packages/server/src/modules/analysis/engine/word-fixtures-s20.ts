import type { Fixture } from "./fixtures";

/**
 * Words, cases found in s20 (from helper s20b's misses): "as long as" before "a month" makes it
 * a duration, as "up to" and "for" do, so "for as long as a month" against "for up to two weeks"
 * is a figure the context does not hold; the same wording with the context's own span, or a
 * year for its 12 months, still passes, and "as long as a member signs" names no span. A lone
 * "one" after an age group's "under"/"over" ("babies under one") is an age, so "under a year
 * old" and "under 1" restate it and "under two" does not.
 */
const LOST_PROPERTY =
  "Lost property is held at the box office for up to two weeks. After that it is donated to charity.";
const SCREENINGS =
  "Babies under one go free to parent-and-baby screenings. Children under 12 pay the child price.";
const VOUCHERS = "Gift vouchers are valid for 12 months from the date of purchase.";

export const WORD_S20_FIXTURES: Fixture[] = [
  {
    name: "'for as long as a month' against 'for up to two weeks' is flagged",
    contexts: [LOST_PROPERTY],
    answer: "Lost property stays at the box office for as long as a month.",
    verdicts: ["unsupported"],
  },
  {
    name: "'for as long as a fortnight' for 'for up to two weeks' is supported",
    contexts: [LOST_PROPERTY],
    answer: "Lost property is kept at the box office for as long as a fortnight.",
    verdicts: ["supported"],
  },
  {
    name: "'for as long as a year' for 'valid for 12 months' is supported",
    contexts: [VOUCHERS],
    answer: "Your voucher stays valid for as long as a year after you buy it.",
    verdicts: ["supported"],
  },
  {
    name: "'for as long as a week' against 'valid for 12 months' is flagged",
    contexts: [VOUCHERS],
    answer: "Your voucher stays valid for as long as a week after you buy it.",
    verdicts: ["unsupported"],
  },

  {
    name: "'babies under a year old' for 'babies under one' is supported",
    contexts: [SCREENINGS],
    answer: "Babies under a year old get into parent-and-baby screenings free.",
    verdicts: ["supported"],
  },
  {
    name: "'babies under 1' for 'babies under one' is supported",
    contexts: [SCREENINGS],
    answer: "Babies under 1 go free.",
    verdicts: ["supported"],
  },
  {
    name: "'babies under two' against 'babies under one' is flagged",
    contexts: [SCREENINGS],
    answer: "Babies under two get in free.",
    verdicts: ["unsupported"],
  },
];
