import { describe, expect, it } from "vitest";
import { type GuardrailPolicy, mergePolicy, scanWithPolicy, validatePolicy } from "./index";

const policy: GuardrailPolicy = {
  name: "default",
  scanners: [
    { scanner: "pii", config: { action: "redact", entities: ["email", "ssn"] } },
    { scanner: "secrets", config: { action: "block" } },
  ],
  options: { timeout: 2000, failOpen: true },
};

describe("mergePolicy", () => {
  it("uses the policy's scanners in order with its config and options", () => {
    expect(mergePolicy(policy, { input: "x" })).toEqual({
      input: "x",
      output: undefined,
      toolCall: undefined,
      scanners: ["pii", "secrets"],
      config: {
        pii: { action: "redact", entities: ["email", "ssn"] },
        secrets: { action: "block" },
      },
      options: { timeout: 2000, failOpen: true },
    });
  });

  it("merges a request's per-scanner override over the policy's config, key by key", () => {
    const merged = mergePolicy(policy, { input: "x", config: { pii: { action: "mask" } } });
    expect(merged.config?.pii).toEqual({ action: "mask", entities: ["email", "ssn"] });
  });

  it("lets request options override the policy's", () => {
    expect(mergePolicy(policy, { input: "x", options: { failOpen: false } }).options).toEqual({
      timeout: 2000,
      failOpen: false,
    });
  });

  it("ignores overrides for scanners outside the policy", () => {
    const merged = mergePolicy(policy, { input: "x", config: { keywords: { keywords: ["a"] } } });
    expect(merged.config).not.toHaveProperty("keywords");
  });

  it("rejects overrides for unknown scanners", () => {
    expect(() => mergePolicy(policy, { input: "x", config: { nope: {} } })).toThrow(
      'config.nope: unknown scanner "nope"',
    );
  });
});

describe("scanWithPolicy", () => {
  it("scans with the merged policy", () => {
    const res = scanWithPolicy(policy, {
      input: "mail jane@example.com ssn 123-45-6789",
      config: { pii: { action: "mask" } },
    });
    expect(res.action).toBe("redact");
    expect(res.redactedInput).toBe("mail j***@*******.com ssn ***-**-6789");
    expect(Object.keys(res.results)).toEqual(["pii", "secrets"]);
  });
});

describe("validatePolicy", () => {
  it("accepts a valid policy and returns it", () => {
    expect(validatePolicy(policy)).toBe(policy);
  });

  it.each([
    [{ scanners: [] }, "scanners: must be a non-empty array of {scanner, config}"],
    [{ scanners: [{ scanner: "nope" }] }, 'scanners[0].scanner: unknown scanner "nope"'],
    [
      { scanners: [{ scanner: "pii" }, { scanner: "pii" }] },
      'scanners[1].scanner: duplicate scanner "pii"',
    ],
    [
      { scanners: [{ scanner: "pii", config: { action: "erase" } }] },
      "scanners[0].config.action: must be one of redact, mask, block",
    ],
    [
      { scanners: [{ scanner: "keywords" }] },
      "scanners[0].config.keywords: is required (an array)",
    ],
    [
      { scanners: [{ scanner: "pii" }], options: { timeout: 50 } },
      "options.timeout: must be a number of milliseconds from 100 to 30000",
    ],
  ])("rejects %j", (bad, message) => {
    expect(() => validatePolicy(bad as GuardrailPolicy)).toThrow(message);
  });
});
