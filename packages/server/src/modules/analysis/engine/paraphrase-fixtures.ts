import type { Fixture } from "./fixtures";

/**
 * Pairs for the paraphrase mechanisms (issue 18, rule tier): for each mechanism, a faithful
 * restatement that must be supported and a look-alike that must still be flagged. Written
 * from general support and product prose, not from the evaluation sets.
 */
export const PARAPHRASE_FIXTURES: Fixture[] = [
  // Quantifier scope: a quantifier both sides use ("every year") cancels out.
  {
    name: "quantifier flip in the subject, with a shared 'every' elsewhere",
    contexts: ["All contractors must renew their badge every month."],
    answer: "Some contractors must renew their badge every month.",
    verdicts: ["contradicted"],
  },
  {
    name: "shared 'every' on both sides is no flip",
    contexts: ["All contractors must renew their badge every month."],
    answer: "Every contractor must renew their badge every month.",
    verdicts: ["supported"],
  },
];
