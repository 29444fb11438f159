import { describe, expect, it } from "vitest";
import { applyUnifiedDiff, DiffError } from "./unified-diff";

const PROMPT = "You are a support agent.\nAnswer briefly.\nNever promise refunds.";

describe("applyUnifiedDiff", () => {
  it("replaces a line with its context checked", () => {
    const diff =
      "--- a/prompt\n+++ b/prompt\n@@ -1,3 +1,3 @@\n You are a support agent.\n-Answer briefly.\n+Answer briefly and cite the order id.\n Never promise refunds.\n\\ No newline at end of file\n";
    expect(applyUnifiedDiff(PROMPT, diff)).toBe(
      "You are a support agent.\nAnswer briefly and cite the order id.\nNever promise refunds.",
    );
  });

  it("inserts after a line and keeps the text's missing final newline", () => {
    expect(applyUnifiedDiff(PROMPT, "@@ -1,0 +2,1 @@\n+Be kind.\n")).toBe(
      "You are a support agent.\nBe kind.\nAnswer briefly.\nNever promise refunds.",
    );
  });

  it("applies several hunks in order and adds to an empty text", () => {
    const text = "a\nb\nc\nd\ne\n";
    expect(applyUnifiedDiff(text, "@@ -1,1 +1,1 @@\n-a\n+A\n@@ -5 +5 @@\n-e\n+E\n")).toBe(
      "A\nb\nc\nd\nE\n",
    );
    expect(applyUnifiedDiff("", "@@ -0,0 +1,2 @@\n+one\n+two\n")).toBe("one\ntwo");
  });

  it("refuses context that does not match, naming the line", () => {
    const attempt = () =>
      applyUnifiedDiff(PROMPT, "@@ -1,2 +1,2 @@\n You are a sales agent.\n-Answer briefly.\n+x\n");
    expect(attempt).toThrow(DiffError);
    expect(attempt).toThrow(/text line 1 is "You are a support agent\."/);
  });

  it("refuses hunks whose counts differ from their header", () => {
    expect(() =>
      applyUnifiedDiff(PROMPT, "@@ -1,2 +1,2 @@\n-You are a support agent.\n+x\n"),
    ).toThrow(/declares -2 \+2/);
  });

  it("refuses hunks past the end, out of order, or missing", () => {
    expect(() => applyUnifiedDiff(PROMPT, "@@ -9,1 +9,1 @@\n-x\n+y\n")).toThrow(/past the end/);
    expect(() =>
      applyUnifiedDiff("a\nb\nc", "@@ -2,1 +2,1 @@\n-b\n+B\n@@ -1,1 +1,1 @@\n-a\n+A\n"),
    ).toThrow(/overlaps/);
    expect(() => applyUnifiedDiff(PROMPT, "just text")).toThrow(/before any @@/);
    expect(() => applyUnifiedDiff(PROMPT, "--- a\n+++ b\n")).toThrow(/no @@ hunk/);
    expect(() => applyUnifiedDiff(PROMPT, "@@ -1,1 +1,1 @@\n*x\n+y\n")).toThrow(
      /starts with neither/,
    );
  });
});
