import { describe, expect, it } from "vitest";
import { describeVerdictFixtures } from "./fixture-checks";
import type { Fixture } from "./fixtures";
import { isFramingWord } from "./framing";

const TUNING = [
  "Piano tuning visits are booked online and cost £85. Tuners carry their own tools.",
  "We may need up to 10 days to reach customers on the islands. Cancellations within 24 hours are charged in full.",
  "A tuning takes about 90 minutes, and the room should be quiet while the tuner works.",
];

const FRAMING_FIXTURES: Fixture[] = [
  {
    name: "general verbs and filler the context never uses cost little",
    contexts: TUNING,
    answer: "If you live somewhere on the islands, it can take us up to 10 days to reach you.",
    verdicts: ["supported"],
  },
  {
    name: "a stance adverb before the restatement costs little",
    contexts: TUNING,
    answer:
      "Unfortunately, if you live somewhere on the islands, it can take us up to 10 days to reach you.",
    verdicts: ["supported"],
  },
  {
    name: "a chatty tail with general words costs little",
    contexts: TUNING,
    answer:
      "Sadly, cancellations made within 24 hours are charged in full, so try to give more notice.",
    verdicts: ["supported"],
  },
  {
    name: "a new object dressed in framing words is still flagged",
    contexts: TUNING,
    answer:
      "Unfortunately, if you live somewhere on the islands, it can take us up to 10 days to send you a new piano.",
    verdicts: ["unsupported"],
  },
  {
    name: "new content words after a framing adverb are still flagged",
    contexts: TUNING,
    answer: "Sadly, the room has to stay dark while the tuner sleeps.",
    verdicts: ["unsupported"],
  },
  {
    name: "'usually' restates 'most' (seventh round)",
    contexts: ["Most rooms have a double bed and a desk with storage."],
    answer: "Rooms usually come with a double bed plus a desk that has storage.",
    verdicts: ["supported"],
  },
  {
    name: "'always' for 'most' still flips",
    contexts: ["Most rooms have a double bed and a desk with storage."],
    answer: "Rooms always have a double bed and a desk with storage.",
    verdicts: ["contradicted"],
  },
  {
    name: "a new object after 'usually' is still flagged",
    contexts: ["Most rooms have a double bed and a desk with storage."],
    answer: "Rooms usually come with a sofa bed plus a private bathroom.",
    verdicts: ["unsupported"],
  },
  {
    name: "a new object after 'Mostly, yes' is still flagged",
    contexts: ["Most of our rooms have a balcony with a view of the harbour."],
    answer: "Mostly, yes: the majority of our rooms come with a kitchenette and a private terrace.",
    verdicts: ["unsupported"],
  },
];

describeVerdictFixtures(
  "framing words (sixth round): the restatement is supported, the look-alike flagged",
  FRAMING_FIXTURES,
);

describe("isFramingWord", () => {
  it("takes the commonest general verbs, stance adverbs and filler as framing", () => {
    for (const w of ["live", "take", "somewhere", "unfortunately", "sadly", "idea"])
      expect(isFramingWord(w), w).toBe(true);
  });
  it("never takes a quantifier, a period or a content word as framing", () => {
    for (const w of ["always", "sometimes", "monthly", "automatically", "refund", "island"])
      expect(isFramingWord(w), w).toBe(false);
  });
  it("takes the hedges of 'most' as framing (seventh and eighth rounds), flips still read them", () => {
    for (const w of ["usually", "typically", "normally", "generally", "mostly", "plus"])
      expect(isFramingWord(w), w).toBe(true);
  });
});
