import { describe, expect, it } from "vitest";
import { GuardrailsError, listScanners, scan } from "./index";

const TOKEN = "ghp_u8jzPde0IgxLd6GncfBAepfJBd0Kh8oOOL8d";

function nested(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = { leaf: "x" };
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** A clock where every reading is 10 s after the previous one: every deadline check fails. */
function slowClock(): () => number {
  let t = 0;
  return () => {
    t += 10_000;
    return t;
  };
}

describe("scan request validation", () => {
  it("plans a list named again from the last plan, and still refuses a changed list", () => {
    // the last list planned without config is reused when the next names the same scanners
    const names = ["pii", "secrets"];
    expect(scan({ input: "jane@example.com", scanners: names }).action).toBe("redact");
    expect(scan({ input: "x", scanners: ["pii", "secrets"] }).action).toBe("pass");
    names[1] = "nope"; // the same array, changed after it was planned
    expect(() => scan({ input: "x", scanners: names })).toThrow(/unknown scanner "nope"/);
    expect(() => scan({ input: "x", scanners: ["pii", "pii"] })).toThrow(/duplicate scanner/);
    expect(() => scan({ input: "x", scanners: ["pii", "secrets", "keywords"] })).toThrow(
      /keywords/,
    );
    const blocked = scan({
      input: "jane@example.com",
      scanners: ["pii", "secrets"],
      config: { pii: { action: "block" } },
    });
    expect(blocked.action).toBe("block");
    expect(scan({ input: "jane@example.com", scanners: ["pii", "secrets"] }).action).toBe("redact");
  });

  it.each([
    [{ scanners: ["pii"] }, undefined, "at least one of input, output or toolCall is required"],
    [{ input: "x" }, "scanners", "is required: list scanner names, or scan with a policy"],
    [{ input: "x", scanners: [] }, "scanners", "must be a non-empty array"],
    [
      { input: "x", scanners: ["nope"] },
      "scanners[0]",
      'unknown scanner "nope" (known: pii, secrets, keywords, regex, topic, tool_call)',
    ],
    [{ input: "x", scanners: ["pii", "pii"] }, "scanners[1]", 'duplicate scanner "pii"'],
    [{ input: 42, scanners: ["pii"] }, "input", "must be a string"],
    [
      { toolCall: { arguments: {} }, scanners: ["pii"] },
      "toolCall.name",
      "must be a non-empty string",
    ],
    [
      { input: "x", scanners: ["pii"], config: { nope: {} } },
      "config.nope",
      'unknown scanner "nope" (known: pii, secrets, keywords, regex, topic, tool_call)',
    ],
    [{ input: "x", scanners: ["pii"], config: { pii: [] } }, "config.pii", "must be an object"],
    [
      { input: "x", scanners: ["pii"], options: { timeout: 99 } },
      "options.timeout",
      "must be a number of milliseconds from 100 to 30000",
    ],
    [
      { input: "x", scanners: ["pii"], options: { timeout: 30_001 } },
      "options.timeout",
      "must be a number of milliseconds from 100 to 30000",
    ],
    [
      { input: "x", scanners: ["pii"], options: { failOpen: "yes" } },
      "options.failOpen",
      "must be a boolean",
    ],
    [
      { input: "x", scanners: ["pii"], options: { retries: 1 } },
      "options.retries",
      "unknown option",
    ],
  ])("rejects %j with BAD_REQUEST on %s", (request, field, message) => {
    let error: unknown;
    try {
      scan(request as never);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(GuardrailsError);
    expect(error).toMatchObject({ code: "BAD_REQUEST", status: 400, field });
    expect((error as Error).message).toBe(field ? `${field}: ${message}` : message);
  });
});

describe("scan decisions", () => {
  it("passes clean text with a reason and counters", () => {
    const res = scan({ input: "hello there", scanners: ["pii", "secrets"] });
    expect(res.action).toBe("pass");
    expect(res.actionReason).toBe("No issues found");
    expect(res.redactedInput).toBeUndefined();
    expect(res.metadata).toMatchObject({
      scannersExecuted: 2,
      scannersBlocked: 0,
      scannersFlagged: 0,
      scannersTimedOut: 0,
      cached: false,
    });
  });

  it("lets block win over redact and flag", () => {
    const res = scan({
      input: "mail jane@example.com: should I sell my stock portfolio?",
      output: `token ${TOKEN}`,
      scanners: ["pii", "topic", "secrets"],
      config: { topic: { topics: ["financial_advice"], action: "flag" } },
    });
    expect(res.action).toBe("block");
    expect(res.actionReason).toBe("Blocked by secrets (github_token)");
    expect(res.metadata).toMatchObject({
      scannersExecuted: 3,
      scannersBlocked: 1,
      scannersFlagged: 1,
    });
    expect(res.redactedInput).toBe("mail [EMAIL]: should I sell my stock portfolio?");
  });

  it("lets redact win over flag", () => {
    const res = scan({
      input: "mail jane@example.com: should I sell my stock portfolio?",
      scanners: ["topic", "pii"],
      config: { topic: { topics: ["financial_advice"], action: "flag" } },
    });
    expect(res.action).toBe("redact");
    expect(res.actionReason).toBe("Redacted by pii (email)");
  });

  it("stops at the first block with shortCircuit and marks the rest skipped", () => {
    const res = scan({
      output: `token ${TOKEN} mail jane@example.com`,
      scanners: ["secrets", "pii"],
      options: { shortCircuit: true },
    });
    expect(res.results.pii).toEqual({
      scanner: "pii",
      status: "skipped",
      action: "pass",
      findings: [],
      latencyMs: 0,
    });
    expect(res.metadata.scannersExecuted).toBe(1);
    expect(res.redactedOutput).toBeUndefined();
  });

  it("runs every scanner without shortCircuit", () => {
    const res = scan({
      output: `token ${TOKEN} mail jane@example.com`,
      scanners: ["secrets", "pii"],
    });
    expect(res.results.pii?.status).toBe("completed");
    expect(res.redactedOutput).toBe(`token ${TOKEN} mail [EMAIL]`);
  });

  it("omits redacted texts when returnRedacted is false", () => {
    const res = scan({
      input: "jane@example.com",
      scanners: ["pii"],
      options: { returnRedacted: false },
    });
    expect(res.action).toBe("redact");
    expect(res.redactedInput).toBeUndefined();
  });

  it("redacts input and output independently", () => {
    const res = scan({ input: "a@b.io", output: "none here", scanners: ["pii"] });
    expect(res.redactedInput).toBe("[EMAIL]");
    expect(res.redactedOutput).toBeUndefined();
  });

  it("gives each scan a fresh v4 UUID", () => {
    const a = scan({ input: "x", scanners: ["pii"] }).metadata.scanId;
    const b = scan({ input: "x", scanners: ["pii"] }).metadata.scanId;
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});

describe("scan timeouts and hostile input", () => {
  it("reports a scanner past its deadline as timeout and blocks when failOpen is false", () => {
    const res = scan({ input: "jane@example.com", scanners: ["pii"] }, { now: slowClock() });
    expect(res.results.pii).toMatchObject({ status: "timeout", action: "block", findings: [] });
    expect(res.action).toBe("block");
    expect(res.actionReason).toBe("Blocked by pii timed out (failOpen is false)");
    expect(res.metadata.scannersTimedOut).toBe(1);
    expect(res.redactedInput).toBeUndefined();
  });

  it("passes a timed-out scanner when failOpen is true", () => {
    const res = scan(
      { input: "jane@example.com", scanners: ["pii"], options: { failOpen: true } },
      { now: slowClock() },
    );
    expect(res.results.pii).toMatchObject({ status: "timeout", action: "pass" });
    expect(res.action).toBe("pass");
    expect(res.actionReason).toBe("Passed: pii timed out and failOpen is true");
  });

  it("times out a scanner that finished past its deadline without checking it", () => {
    const toolCall = { name: "f", arguments: {} };
    const config = { tool_call: { allowedTools: [{ name: "f" }] } };
    let t = 0;
    const late = scan({ toolCall, scanners: ["tool_call"], config }, { now: () => (t += 6000) });
    expect(late.results.tool_call).toMatchObject({ status: "timeout", action: "block" });
    t = 0;
    const onTime = scan({ toolCall, scanners: ["tool_call"], config }, { now: () => (t += 3000) });
    expect(onTime.results.tool_call).toMatchObject({ status: "completed", latencyMs: 3000 });
  });

  it("stops a quadratic regex search at the deadline (clock advancing 1 ms per reading)", () => {
    let t = 0;
    const res = scan(
      {
        input: "a".repeat(100_000),
        scanners: ["regex"],
        config: { regex: { patterns: [{ pattern: "a[^z]*z|a", name: "slow" }] } },
        options: { timeout: 100 },
      },
      { now: () => t++ },
    );
    expect(res.results.regex?.status).toBe("timeout");
    expect(res.action).toBe("block");
  });

  it("reports deeply nested tool-call arguments as a timeout that failOpen decides", () => {
    const toolCall = { name: "f", arguments: nested(10_000) };
    const closed = scan({
      toolCall,
      scanners: ["pii", "tool_call"],
      config: { tool_call: { allowedTools: [{ name: "f" }] } },
    });
    expect(closed.results.pii?.status).toBe("timeout");
    expect(closed.results.tool_call?.status).toBe("timeout");
    expect(closed.action).toBe("block");
    const open = scan({ toolCall, scanners: ["pii"], options: { failOpen: true } });
    expect(open.action).toBe("pass");
  });

  it.each([
    ["a"],
    ["1"],
    ["@"],
    [":"],
    ["-----BEGIN PRIVATE KEY-----"],
    ["Password=x;"],
    ["a@b.co"],
    ["eyJhbGciOi."],
  ])("completes every scanner over 100 KB of %j", (unit) => {
    const input = unit.repeat(Math.ceil(100_000 / unit.length)).slice(0, 100_000);
    const res = scan(
      {
        input,
        scanners: ["pii", "secrets", "keywords", "topic", "regex"],
        config: {
          keywords: { keywords: ["bomb"] },
          topic: { topics: ["medical_advice"] },
          regex: { patterns: [{ pattern: "(a+)+$", name: "evil" }] },
        },
      },
      { now: () => 0 },
    );
    expect(Object.values(res.results).map((r) => r.status)).toEqual([
      "completed",
      "completed",
      "completed",
      "completed",
      "completed",
    ]);
  });
});

describe("listScanners", () => {
  it("lists the six scanners with descriptions", () => {
    const scanners = listScanners();
    expect(scanners.map((s) => s.name)).toEqual([
      "pii",
      "secrets",
      "keywords",
      "regex",
      "topic",
      "tool_call",
    ]);
    for (const s of scanners) expect(s.description.length).toBeGreaterThan(20);
  });
});
