import type { Fixture } from "./fixtures";

/**
 * Cases found by trying the engine as a user (s18 smoke, helper F: faithful answers that
 * restate a rule, an obligation, a permission or a time limit, in other words), each with
 * look-alikes of the other kind that must keep their verdict.
 */
const REFERENCES = "Applicants must submit two references.";
const SHOWER = "Swimmers must shower before entering the pool.";
const RETEST = "If you fail, you must wait 10 working days before taking another test.";
const KEYS = "Tenants must pay the deposit before they collect the keys.";
const GYM =
  "Children under 16 are not permitted in the weights area. Children under 16 may use the pool with an adult.";

export const SMOKE_S18F_FIXTURES: Fixture[] = [
  // A necessity said with a word in the claim against a modal in the sentence (necessity.ts,
  // sentenceNecessityRespelled; context.ts reads the modal's "required").
  {
    name: "'two references are required' restates 'must submit two references'",
    contexts: [REFERENCES],
    answer: "Two references are required.",
    verdicts: ["supported"],
  },
  {
    name: "'a shower is required before entering the pool' restates 'must shower before'",
    contexts: [SHOWER],
    answer: "A shower is required before entering the pool.",
    verdicts: ["supported"],
  },
  {
    name: "'references are not required' against 'must submit two references' is flagged",
    contexts: [REFERENCES],
    answer: "References are not required.",
    verdicts: ["contradicted"],
  },
  {
    name: "'showering is not required' against 'must shower before entering' is flagged",
    contexts: [SHOWER],
    answer: "Showering before entering the pool is not required.",
    verdicts: ["contradicted"],
  },
  {
    name: "'three references are required' against 'must submit two' is flagged",
    contexts: [REFERENCES],
    answer: "Three references are required.",
    verdicts: ["unsupported"],
  },
  // People named by their age ("under-16s") are the sentence's "children under 16": one
  // subject for the negation scope (negation-scope.ts, sameAgeBound).
  {
    name: "'under-16s are allowed in the weights area' against 'under 16 are not permitted' is flagged",
    contexts: [GYM],
    answer: "Under-16s are allowed in the weights area.",
    verdicts: ["contradicted"],
  },
  {
    name: "'under-16s are not allowed in the weights area' restates 'not permitted'",
    contexts: [GYM],
    answer: "Under-16s are not allowed in the weights area.",
    verdicts: ["supported"],
  },
  {
    name: "'under-16s can use the pool with an adult' restates the pool rule beside the weights ban",
    contexts: [GYM],
    answer: "Under-16s can use the pool with an adult.",
    verdicts: ["supported"],
  },
  // "before" and "after" said of two events in their order, each from its own end
  // (event-order.ts); the same event on both sides stays a flip.
  {
    name: "'after a fail you wait ten working days' restates 'if you fail, wait … before another test'",
    contexts: [RETEST],
    answer: "After a fail you have to wait ten working days to retake the test.",
    verdicts: ["supported"],
  },
  {
    name: "'after paying the deposit, tenants collect the keys' restates 'pay … before they collect'",
    contexts: [KEYS],
    answer: "After paying the deposit, tenants collect the keys.",
    verdicts: ["supported"],
  },
  {
    name: "'wait 10 working days after taking another test' against 'before taking' is flagged",
    contexts: [RETEST],
    answer: "You must wait 10 working days after taking another test.",
    verdicts: ["contradicted"],
  },
  {
    name: "'tenants pay the deposit after they collect the keys' against 'before' is flagged",
    contexts: [KEYS],
    answer: "Tenants pay the deposit after they collect the keys.",
    verdicts: ["contradicted"],
  },
];
