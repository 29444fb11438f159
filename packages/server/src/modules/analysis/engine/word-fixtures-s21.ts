import type { Fixture } from "./fixtures";

/**
 * Cases found in s21. The question names what is priced ("the Solo plan"), the claim only adds
 * to it ("$43.49 including shipping"): the figures of the two windows that best answer the
 * question are operands of the claim's arithmetic, so the plan's price and the shipping add up
 * where the claim's own best windows hold only the shipping. A wrong total, or the other
 * plan's, stays flagged; without the question naming the plan, nothing says which price adds.
 */
const BOXES = [
  "The Solo plan has 2 recipes a week for one person at $34.50 per box. The Family plan has 4 recipes for four people at $98 per box.",
  "Shipping costs $8.99 per box, and your first box ships free.",
  "Boxes arrive between 8am and 8pm on your delivery day. Skip a week by Wednesday.",
];
const SOLO = "What will the Solo plan cost me each week after the first box?";

export const WORD_S21_FIXTURES: Fixture[] = [
  {
    name: "'$43.49 including shipping' for the Solo plan the question names is supported",
    question: SOLO,
    contexts: BOXES,
    answer: "After the first box, each week comes to $43.49 including shipping.",
    verdicts: ["supported"],
  },
  {
    name: "'$44.49 including shipping' for the Solo plan is flagged",
    question: SOLO,
    contexts: BOXES,
    answer: "After the first box, each week comes to $44.49 including shipping.",
    verdicts: ["unsupported"],
  },
  {
    name: "'$106.99 including shipping' (the Family plan's) for the Solo plan is flagged",
    question: SOLO,
    contexts: BOXES,
    answer: "After the first box, each week comes to $106.99 including shipping.",
    verdicts: ["unsupported"],
  },
  {
    name: "'$43.49 including shipping' when the question names no plan is flagged",
    question: "What does shipping cost?",
    contexts: BOXES,
    answer: "After the first box, each week comes to $43.49 including shipping.",
    verdicts: ["unsupported"],
  },
];
