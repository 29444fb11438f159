import type { GuardrailScanResult } from "@vigil/sdk";
import { describe, expect, it } from "vitest";
import { inputFindings } from "./redaction";

function result(
  findings: { field: "input" | "output"; start: number; end: number; type: string }[],
): GuardrailScanResult {
  return {
    action: "redact",
    actionReason: "",
    results: {
      pii: {
        scanner: "pii",
        status: "completed",
        action: "redact",
        latencyMs: 1,
        findings: findings.map((f) => ({ ...f, value: `[${f.type}]`, confidence: 0.9 })),
      },
    },
    metadata: {
      scanId: "s",
      totalLatencyMs: 1,
      scannersExecuted: 1,
      scannersBlocked: 0,
      scannersFlagged: 0,
      scannersTimedOut: 0,
      cached: false,
    },
  };
}

describe("inline redactions", () => {
  it("keeps input findings in text order and drops output ones", () => {
    const found = inputFindings(
      result([
        { field: "input", start: 20, end: 25, type: "PHONE" },
        { field: "output", start: 0, end: 3, type: "EMAIL" },
        { field: "input", start: 2, end: 8, type: "EMAIL" },
      ]),
    );
    expect(found.map((f) => f.type)).toEqual(["EMAIL", "PHONE"]);
  });

  it("drops a finding that overlaps one already kept, so no text is replaced twice", () => {
    const found = inputFindings(
      result([
        { field: "input", start: 0, end: 10, type: "EMAIL" },
        { field: "input", start: 5, end: 12, type: "URL" },
        { field: "input", start: 10, end: 12, type: "NAME" },
      ]),
    );
    expect(found.map((f) => f.type)).toEqual(["EMAIL", "NAME"]);
  });
});
