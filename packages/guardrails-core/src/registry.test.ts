import { describe, expect, it } from "vitest";
import { GuardrailsError, scan } from "./index";
import { getScanner, prepareScanner } from "./registry";

const AKIA = "key AKIAZ7Q3N4R5S6T7U8V9 and jane@example.com";

describe("prepareScanner's default-config cache", () => {
  it("binds a scanner without config once, and a given config on every call", () => {
    const pii = getScanner("pii", "scanners[0]");
    const a = prepareScanner(pii, undefined, "config.pii");
    expect(prepareScanner(pii, undefined, "config.pii")).toBe(a);
    expect(prepareScanner(pii, {}, "config.pii")).not.toBe(a);
    expect(prepareScanner(pii, {}, "config.pii")).not.toBe(prepareScanner(pii, {}, "config.pii"));
  });

  it("never serves a config mutated between calls stale", () => {
    const config: Record<string, Record<string, unknown>> = { secrets: { action: "block" } };
    const req = { input: AKIA, scanners: ["pii", "secrets"], config };
    expect(scan(req).results.secrets?.action).toBe("block");
    (config.secrets as Record<string, unknown>).action = "flag";
    expect(scan(req).results.secrets?.action).toBe("flag");
    config.secrets = { action: "redact" };
    const redacted = scan(req);
    expect(redacted.results.secrets?.action).toBe("redact");
    expect(redacted.redactedInput).toBe("key [AWS_KEY] and [EMAIL]");
    (config.secrets as Record<string, unknown>).action = "nope";
    expect(() => scan(req)).toThrow(GuardrailsError);
  });

  it("keeps the defaults for scans without config around scans with one", () => {
    const plain = { input: AKIA, scanners: ["pii", "secrets"] };
    expect(scan(plain).results.secrets?.action).toBe("block");
    expect(
      scan({ ...plain, config: { secrets: { action: "flag" }, pii: { action: "mask" } } }).results
        .secrets?.action,
    ).toBe("flag");
    const again = scan(plain);
    expect(again.results.secrets?.action).toBe("block");
    expect(again.results.pii?.action).toBe("redact");
    expect(again.redactedInput).toBe("key [AWS_KEY] and [EMAIL]");
  });

  it("does not cache a scanner whose config is required: each call still fails", () => {
    for (let i = 0; i < 2; i++) {
      expect(() => scan({ input: "x", scanners: ["keywords"] })).toThrow(GuardrailsError);
    }
  });
});
