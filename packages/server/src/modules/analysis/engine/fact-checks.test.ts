import { describeNumberCases } from "./fixture-checks";

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
