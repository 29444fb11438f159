import { describe, expect, it } from "vitest";
import { clauseTokens } from "./contradiction";
import { droppedThreshold, mayDropThreshold } from "./restriction";
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
