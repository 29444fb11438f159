import { describe, expect, it } from "vitest";
import { describeVerdictFixtures } from "./fixture-checks";
import type { Fixture } from "./fixtures";
import { contentStems } from "./text";

const CLINIC = [
  "An initial consultation lasts 45 minutes and costs £70.",
  "Review sessions last 20 minutes.",
  "Top-up sessions can be booked online.",
];

const PARTICLE_FIXTURES: Fixture[] = [
  {
    name: "the plural particle of a hyphenated noun is no content word",
    contexts: ["A block of 4 review sessions costs £120.", ...CLINIC.slice(1)],
    answer: "Review sessions and top-ups can be booked online.",
    verdicts: ["supported"],
  },
  {
    name: "a new object beside a hyphenated noun is still flagged",
    contexts: CLINIC,
    answer: "Top-ups include a free massage and a gym pass.",
    verdicts: ["unsupported"],
  },
];

describeVerdictFixtures("plural particles (sixth round)", PARTICLE_FIXTURES);

describe("stop-words", () => {
  it("reads 'follow-ups', 'check-ins', 'drop-offs' by their first word only", () => {
    expect(contentStems("follow-ups")).toEqual(contentStems("follow"));
    expect(contentStems("check-ins")).toEqual(contentStems("check"));
    expect(contentStems("drop-offs")).toEqual(contentStems("drop"));
  });
});
