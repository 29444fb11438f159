import type { Fixture } from "./fixtures";

/**
 * Pairs for the restatement mechanisms of issue 18's second round (negation in other words,
 * claims that join sentences, context-wide support): for each, a faithful restatement that
 * must be supported and a look-alike error that must still be flagged. Written from general
 * support, product and policy prose, not from any evaluation set.
 */
export const RESTATEMENT_FIXTURES: Fixture[] = [
  // Negation carried by a predicate ("excluded", "prohibited") or by another negator.
  {
    name: "a negative predicate restates a negation",
    contexts: ["We do not deliver to military addresses."],
    answer: "Military addresses are excluded from delivery.",
    verdicts: ["supported"],
  },
  {
    name: "the negation dropped is still a contradiction",
    contexts: ["We do not deliver to military addresses."],
    answer: "We deliver to military addresses.",
    verdicts: ["contradicted"],
  },
  {
    name: "both sides negative, each in its own words",
    contexts: ["Refunds are not given on any gift card."],
    answer: "No gift card can be refunded.",
    verdicts: ["supported"],
  },
  {
    name: "negations swapped between two clauses are a contradiction",
    contexts: ["Parking is optional and does not cost extra."],
    answer: "Parking is not optional, and it does cost extra.",
    verdicts: ["contradicted"],
  },
  // A restriction ("only") restates a negated complement ("not … outside").
  {
    name: "'only within' restates 'not outside'",
    contexts: ["We do not offer repairs outside the warranty period."],
    answer: "Repairs are offered only within the warranty period.",
    verdicts: ["supported"],
  },
  {
    name: "'only' against a plain negation is a contradiction",
    contexts: ["We do not offer repairs for water damage."],
    answer: "Repairs are offered only for water damage.",
    verdicts: ["contradicted"],
  },
  // "No, …" answers the question; it negates nothing in the sentence.
  {
    name: "an answer particle is no negation",
    question: "Do members pay full price?",
    contexts: ["Members get a 10% discount on all classes."],
    answer: "No, members get a 10% discount on all classes.",
    verdicts: ["supported"],
  },
  {
    name: "a negation inside the sentence still counts",
    question: "Do members pay full price?",
    contexts: ["Members get a 10% discount on all classes."],
    answer: "Members get no discount on classes.",
    verdicts: ["contradicted"],
  },
  // A claim that joins two sentences is compared clause by clause for polarity.
  {
    name: "a negative clause from one sentence, a positive one from the next",
    contexts: ["We accept bank transfers and PayPal. Payment in cash is not accepted."],
    answer: "Cash is not accepted, but bank transfers and PayPal are.",
    verdicts: ["supported"],
  },
  {
    name: "the wrong thing negated in a joined claim is a contradiction",
    contexts: ["We accept bank transfers and PayPal. Payment in cash is not accepted."],
    answer: "Bank transfers are not accepted as payment.",
    verdicts: ["contradicted"],
  },
];
