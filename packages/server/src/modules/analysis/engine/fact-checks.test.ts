import { describeNumberCases, describeVerdictFixtures } from "./fixture-checks";

/**
 * A figure or date the user gives in the question is the answer's premise: a claim may restate
 * it though the context never says it. The look-alikes restate it wrongly, or take a count the
 * question gives for an amount of money, and must still be reported missing.
 */
describeNumberCases("the question's figures and dates are premises", [
  {
    name: "an age from the question inside a range the context prices",
    context: ["Swimming lessons cost £9 for children aged 5 to 11."],
    question: "What would lessons cost for my daughter, who is 7?",
    faithful: "Lessons for your 7-year-old cost £9.",
    wrong: "Lessons for your 8-year-old cost £9.",
  },
  {
    name: "a date from the question",
    context: ["Library loans last 21 days from the day you borrow."],
    question: "I borrowed a book on 3 March 2027. How long can I keep it?",
    faithful: "You borrowed it on 3 March 2027 and can keep it for 21 days.",
    wrong: "You borrowed it on 4 March 2027 and can keep it for 21 days.",
  },
  {
    name: "a count from the question is no price",
    context: ["Each extra card on the account costs £5 a month."],
    question: "We're a family of three. What do extra cards cost?",
    faithful: "Each extra card costs £5 a month.",
    wrong: "Each extra card costs £3 a month.",
  },
]);

describeVerdictFixtures("the claim's figures pick between tied sentences", [
  {
    name: "two sentences share the claim's one word; the figure picks the second",
    question: "What does a lesson cost?",
    answer: "A single 45-minute lesson is £30.",
    contexts: [
      "Block lessons must be used within 12 months of purchase.",
      "Riverside School charges £30 for a single 45-minute lesson, or £280 for a block of 10.",
    ],
    verdicts: ["supported"],
  },
  {
    name: "look-alike: a closer sentence about another plan still says something else",
    question: "What does the Basic plan cost?",
    answer: "The Basic plan costs £20 a month.",
    contexts: ["The Basic plan costs £10 a month.", "The Plus plan costs £20 a month."],
    verdicts: ["unsupported"],
  },
  {
    name: "look-alike: a figure that no tied sentence holds stays missing",
    question: "What does a lesson cost?",
    answer: "A single 45-minute lesson is £35.",
    contexts: [
      "Block lessons must be used within 12 months of purchase.",
      "Riverside School charges £30 for a single 45-minute lesson, or £280 for a block of 10.",
    ],
    verdicts: ["unsupported"],
  },
]);

describeNumberCases("a wrong premise repeated is no premise", [
  {
    name: "the question's date where the best window states another",
    context: ["Spring enrolment closes on 14 March 2027."],
    question: "Can I still enrol on 20 March 2027?",
    faithful: "No, spring enrolment closes on 14 March 2027.",
    wrong: "Yes, spring enrolment closes on 20 March 2027.",
  },
]);
