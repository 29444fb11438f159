import { describe, expect, it } from "vitest";
import { analyzeRuleBased } from "./analyze";

const input = {
  question: "Where is my order?",
  answer: "Your order 48213 ships on Monday.",
  contexts: [{ text: "Order 48213 ships on Monday from the Leeds warehouse." }],
};

describe("tool-error findings", () => {
  it("finds nothing about tools when the trace made no tool calls", () => {
    const a = analyzeRuleBased(input);
    expect(a.findings.some((f) => f.kind === "tool_error")).toBe(false);
    expect(a.metrics.toolSuccess).toEqual({ value: null, reason: "the trace made no tool calls" });
  });

  it("names each failed call and its error; successful calls raise nothing", () => {
    const a = analyzeRuleBased({
      ...input,
      tools: [
        { name: "lookup_order", error: null },
        { name: "refund_order", error: "ValidationError: amount must be positive" },
      ],
    });
    const errors = a.findings.filter((f) => f.kind === "tool_error");
    expect(errors).toEqual([
      expect.objectContaining({
        severity: "high",
        toolIndex: 1,
        message: 'the tool "refund_order" failed: ValidationError: amount must be positive',
      }),
    ]);
    expect(a.metrics.toolSuccess.value).toBe(0.5);
  });

  it("scores a failed call lower, and re-scores it as if the call had succeeded", () => {
    const clean = analyzeRuleBased({ ...input, tools: [{ name: "lookup_order", error: null }] });
    const failed = analyzeRuleBased({
      ...input,
      tools: [{ name: "lookup_order", error: "UpstreamTimeout: order service timed out" }],
    });
    expect(failed.overallScore as number).toBeLessThan(clean.overallScore as number);
    const finding = failed.findings.find((f) => f.kind === "tool_error");
    expect(failed.rescoreWithout(finding?.id as string).overallScore).toBe(clean.overallScore);
  });

  it("repairs only the call the finding names", () => {
    const a = analyzeRuleBased({
      ...input,
      tools: [
        { name: "lookup_order", error: "timeout" },
        { name: "refund_order", error: "bad amount" },
      ],
    });
    const [first] = a.findings.filter((f) => f.kind === "tool_error");
    expect(a.rescoreWithout(first?.id as string).metrics.toolSuccess.value).toBe(0.5);
  });
});
