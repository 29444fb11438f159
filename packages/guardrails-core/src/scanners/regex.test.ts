import { describe, expect, it } from "vitest";
import { GuardrailsError, scan } from "../index";

describe("regex scanner", () => {
  it("reports each named pattern's matches with exact offsets", () => {
    const res = scan({
      input: "order ORD-12345 and ticket T-77",
      scanners: ["regex"],
      config: {
        regex: { patterns: [{ pattern: "ORD-\\d+", name: "order_id", action: "redact" }] },
      },
    });
    expect(res.results.regex?.findings).toEqual([
      { field: "input", type: "order_id", value: "[ORDER_ID]", start: 6, end: 15, confidence: 1 },
    ]);
    expect(res.redactedInput).toBe("order [ORDER_ID] and ticket T-77");
  });

  it("takes the strongest action among matching patterns and redacts only redact patterns", () => {
    const res = scan({
      input: "ORD-1 and T-2",
      scanners: ["regex"],
      config: {
        regex: {
          patterns: [
            { pattern: "ORD-\\d", name: "order", action: "redact" },
            { pattern: "T-\\d", name: "ticket", action: "flag" },
          ],
        },
      },
    });
    expect(res.results.regex?.action).toBe("redact");
    expect(res.redactedInput).toBe("[ORDER] and T-2");
  });

  it("defaults to block and names unnamed patterns by position", () => {
    const res = scan({
      input: "abc",
      scanners: ["regex"],
      config: { regex: { patterns: [{ pattern: "b" }] } },
    });
    expect(res.action).toBe("block");
    expect(res.results.regex?.findings[0]?.type).toBe("pattern_1");
  });

  it("reports the earlier pattern when two match the same span", () => {
    const res = scan({
      input: "12345",
      scanners: ["regex"],
      config: {
        regex: {
          patterns: [
            { pattern: "\\d+", name: "first" },
            { pattern: "\\d+", name: "second" },
          ],
        },
      },
    });
    expect(res.results.regex?.findings.map((f) => f.type)).toEqual(["first"]);
  });

  it("rejects an unsupported pattern as a BAD_REQUEST naming the pattern", () => {
    const attempt = () =>
      scan({
        input: "x",
        scanners: ["regex"],
        config: { regex: { patterns: [{ pattern: "(a)\\1", name: "r" }] } },
      });
    expect(attempt).toThrow(GuardrailsError);
    expect(attempt).toThrow(
      "config.regex.patterns[0].pattern: invalid pattern: backreferences are not supported",
    );
  });

  it("requires at least one pattern", () => {
    expect(() =>
      scan({ input: "x", scanners: ["regex"], config: { regex: { patterns: [] } } }),
    ).toThrow("config.regex.patterns: must not be empty");
  });

  it("finishes (a+)+$ over 100 KB of one character", () => {
    const res = scan({
      input: "a".repeat(100_000),
      scanners: ["regex"],
      config: { regex: { patterns: [{ pattern: "(a+)+$", name: "evil" }] } },
    });
    expect(res.results.regex?.status).toBe("completed");
    expect(res.results.regex?.findings).toEqual([
      { field: "input", type: "evil", value: "[EVIL]", start: 0, end: 100_000, confidence: 1 },
    ]);
  });
});
