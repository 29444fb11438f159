import { describe, expect, it } from "vitest";
import { clauseTokens } from "./contradiction";
import { droppedThreshold, mayDropThreshold, swappedOnlyScope } from "./restriction";
import { words } from "./text";

const FREE_OVER_50 =
  "Return shipping is free for orders over $50; otherwise a $4.95 label fee is deducted.";
const cue = (claim: string, sentence = FREE_OVER_50) =>
  droppedThreshold(words(claim), clauseTokens(sentence));

describe("droppedThreshold", () => {
  it("names the universal word and the limit it drops", () => {
    expect(cue("We cover return shipping for all orders.")).toBe(
      'the answer says "all" where the context limits it to "over 50"',
    );
    expect(cue("Anyone can swim.", "The pool is open to guests aged 18 or older.")).toBeNull();
    expect(cue("Any guest can use the pool.", "The pool is open to guests aged 18 or older.")).toBe(
      'the answer says "any" where the context limits it to "18 minimum"',
    );
  });

  it("reads 'not all' and 'not every' as no universal, and 'not … any' as one", () => {
    expect(cue("Return shipping is not free for all orders.")).toBeNull();
    expect(cue("Not every order gets free return shipping.")).toBeNull();
    expect(cue("We never charge return shipping on any order.")).toBe(
      'the answer says "any" where the context limits it to "over 50"',
    );
  });

  it("leaves a claim with a figure or a limit word of its own to the fact checks", () => {
    expect(cue("Return shipping is free for all orders over $60.")).toBeNull();
    expect(cue("Return shipping is free for all orders of at least a few items.")).toBeNull();
  });

  it("reads the clause that shares the most words with the claim, and no tie", () => {
    const plans =
      "All plans include phone support, and plans over $20 a month add a dedicated manager.";
    expect(cue("Every plan includes phone support.", plans)).toBeNull();
    expect(cue("Every plan adds a dedicated manager.", plans)).toBe(
      'the answer says "every" where the context limits it to "over 20"',
    );
    // Two words shared at least: "all orders" alone is too little to tie the claim to the limit.
    expect(cue("All orders are welcome.")).toBeNull();
  });

  it("is gated cheaply: no universal word or no threshold, no clauses built", () => {
    expect(mayDropThreshold(words("Return shipping is free."), words(FREE_OVER_50))).toBe(false);
    expect(mayDropThreshold(words("All orders ship free."), words("Orders ship free."))).toBe(
      false,
    );
    expect(mayDropThreshold(words("All orders ship free."), words(FREE_OVER_50))).toBe(true);
  });
});

describe("swappedOnlyScope", () => {
  const ANNUAL = "You can cancel at any time; refunds are prorated for annual plans only.";
  const swap = (claim: string, sentence = ANNUAL) =>
    swappedOnlyScope(words(claim), clauseTokens(sentence));

  it("names the scope the claim swapped", () => {
    expect(swap("Monthly plans are refunded pro rata too.")).toBe(
      "the context says this only for annual plans",
    );
  });

  it("reads a scope after 'only' too", () => {
    expect(
      swap(
        "Phone support is available to monthly subscribers.",
        "Phone support is available only to annual subscribers.",
      ),
    ).toBe("the context says this only to annual subscribers");
  });

  it("leaves negated claims, claims that say 'only', and claims that miss the clause's words", () => {
    expect(swap("Monthly plans are not refunded pro rata.")).toBeNull();
    expect(swap("Only monthly plans are refunded pro rata.")).toBeNull();
    expect(swap("Monthly plans can be cancelled.")).toBeNull();
    // One word of the clause besides its scope is too little to tie the claim to it.
    expect(
      swap("Refunds go to subscribers of monthly plans.", "Refunds are only for annual plans."),
    ).toBeNull();
  });
});
