import { describe, expect, it } from "vitest";
import {
  ACTOR_NAME_FIXTURES,
  BOUND_FIXTURES,
  DIFFERENCE_FIXTURES,
  REGISTER_FIVE_FIXTURES,
  SPLIT_PHRASAL_FIXTURES,
  UNLIMITED_FIXTURES,
  WRONG_SENTENCE_FIXTURES,
  ZERO_FIXTURES,
} from "./bound-fixtures";
import { describeVerdictFixtures } from "./fixture-checks";
import { restateLimits } from "./limits";
import { words } from "./text";

describeVerdictFixtures(
  "word mechanisms (fifth round): the restatement is supported, the look-alike flagged",
  [
    ...BOUND_FIXTURES,
    ...ZERO_FIXTURES,
    ...WRONG_SENTENCE_FIXTURES,
    ...ACTOR_NAME_FIXTURES,
    ...UNLIMITED_FIXTURES,
    ...DIFFERENCE_FIXTURES,
    ...REGISTER_FIVE_FIXTURES,
    ...SPLIT_PHRASAL_FIXTURES,
  ],
);

describe("split phrasal verbs", () => {
  it("joins a listed verb and particle around a short object", () => {
    expect(words("bring the car back")).toEqual(["return", "the", "car"]);
    expect(words("fill it in")).toEqual(["complete", "it"]);
  });
  it("leaves a verb and a preposition that form no listed pair", () => {
    expect(words("put the money in the bank")).toEqual([
      "put",
      "the",
      "money",
      "in",
      "the",
      "bank",
    ]);
  });
});

describe("restateLimits", () => {
  it("reads a deadline before an event as a minimum lead time", () => {
    expect(restateLimits("cancel up to 2 hours before the start")).toBe(
      "cancel at least 2 hours before the start",
    );
    expect(restateLimits("no later than a full day before it ends")).toBe(
      "at least a full day before it ends",
    );
    expect(restateLimits("book up to 7 days ahead in the app")).toBe(
      "book at least 7 days ahead in the app",
    );
  });
  it("keeps 'up to' a maximum where no duration precedes the event word", () => {
    expect(restateLimits("up to 3 guests before 6 pm")).toBe("up to 3 guests before 6 pm");
    expect(restateLimits("up to 2 hours after the start")).toBe("up to 2 hours after the start");
  });
  it("reads a negated bound before a figure as the bound", () => {
    expect(restateLimits("with no band below 6.0")).toBe("with band at least 6.0");
    expect(restateLimits("never costs more than £10")).toBe("costs at most £10");
    expect(restateLimits("it doesn't take longer than 3 days")).toBe("it does take at most 3 days");
  });
  it("reads 'no cap' and 'as often as you like' as unlimited", () => {
    expect(restateLimits("come with no mileage cap")).toBe("come with unlimited mileage");
    expect(restateLimits("as often as you like")).toBe("unlimited");
    expect(restateLimits("a cap of £10")).toBe("a cap of £10");
  });
  it("leaves a negation before no figure alone", () => {
    expect(restateLimits("no room below the second floor")).toBe("no room below the second floor");
    expect(restateLimits("is not over yet")).toBe("is not over yet");
  });
});
