import { describe, expect, it } from "vitest";
import { analyzeRuleBased } from "./analyze";
import { describeVerdictFixtures } from "./fixture-checks";
import type { Fixture } from "./fixtures";

const PHOTOS = [
  "Members keep their photos and albums after a subscription lapses. Shared links stop working after 30 days.",
  "The desktop app syncs folders every hour. Deleted files stay in the bin for two weeks.",
  "Plans that lapse are moved off the family list at the end of the billing month.",
];

const RESTATEMENT =
  "Your photos and albums remain yours after the plan lapses and drops off the family list.";

const JOINED_FIXTURES: Fixture[] = [
  {
    name: "a claim joining sentences of two chunks is supported in the joined windows",
    contexts: PHOTOS,
    answer: RESTATEMENT,
    verdicts: ["supported"],
  },
  {
    name: "a negation no joined sentence says is still flagged",
    contexts: PHOTOS,
    answer:
      "Your photos and albums do not remain yours after the plan lapses and drops off the family list.",
    verdicts: ["unverifiable"],
  },
  {
    name: "a new object between two joined sentences is still flagged",
    contexts: PHOTOS,
    answer:
      "Your photos and albums are printed free after the plan lapses and drops off the family list.",
    verdicts: ["unverifiable"],
  },
  {
    name: "a clause of its own does not span three sentences",
    contexts: PHOTOS,
    answer:
      "Your photos and albums remain yours after the plan lapses and drops off the desktop app.",
    verdicts: ["unsupported"],
  },
  {
    name: "a qualifier no joined sentence says is still flagged",
    contexts: PHOTOS,
    answer:
      "Only your photos and albums remain yours after the plan lapses and drops off the family list.",
    verdicts: ["unverifiable"],
  },
];

describeVerdictFixtures(
  "joined windows (sixth round): the restatement is supported, the look-alike flagged",
  JOINED_FIXTURES,
);

describe("joined windows", () => {
  it("names the windows it joined in the reason", () => {
    const [claim] = analyzeRuleBased({
      answer: RESTATEMENT,
      contexts: PHOTOS.map((text) => ({ text })),
    }).claims;
    expect(claim!.reason).toMatch(/^its clauses are said across "/);
    expect(claim!.reason).toContain("family list");
    expect(claim!.reason).toContain("photos and albums");
  });
});
