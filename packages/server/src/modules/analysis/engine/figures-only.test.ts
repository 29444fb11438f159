import { describeVerdictFixtures } from "./fixture-checks";

/**
 * Claims of figures alone (figures-only.ts, seventh round): no word of their own but numbers,
 * units, limits and stop-words, so the sentence that holds their figures (and shares a word
 * with the question) supports them. The look-alikes change a figure, or take one figure from
 * each of two sentences, and must stay unsupported.
 */
describeVerdictFixtures("a claim of figures alone", [
  {
    name: "a fragment answer whose figures one sentence holds",
    question: "How long does the council pay for storage after a flood?",
    answer: "For up to six months, with a limit of £4,000.",
    contexts: [
      "The council pays for furniture storage for up to 6 months, capped at £4,000.",
      "Claims over £1,000 need two quotes.",
    ],
    verdicts: ["supported"],
  },
  {
    name: "look-alike: a changed figure",
    question: "How long does the council pay for storage after a flood?",
    answer: "For up to nine months, with a limit of £4,000.",
    contexts: [
      "The council pays for furniture storage for up to 6 months, capped at £4,000.",
      "Claims over £1,000 need two quotes.",
    ],
    verdicts: ["unsupported"],
  },
  {
    name: "look-alike: figures from two sentences",
    question: "How long does the council pay for storage after a flood?",
    answer: "For up to six months, with a limit of £1,000.",
    contexts: [
      "The council pays for furniture storage for up to 6 months, capped at £4,000.",
      "Claims over £1,000 need two quotes.",
    ],
    verdicts: ["unsupported"],
  },
]);
