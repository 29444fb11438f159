import { describe, expect, it } from "vitest";
import { scan, serializeToolCall } from "../index";

const TOKEN = "ghp_u8jzPde0IgxLd6GncfBAepfJBd0Kh8oOOL8d";

describe("secrets scanner", () => {
  it("blocks by default with the token's span and a typed placeholder", () => {
    const output = `Here is the token: ${TOKEN}.`;
    const res = scan({ output, scanners: ["secrets"] });
    expect(res.action).toBe("block");
    expect(res.results.secrets?.findings).toEqual([
      {
        field: "output",
        type: "github_token",
        value: "[GITHUB_TOKEN]",
        start: 19,
        end: 59,
        confidence: 0.97,
      },
    ]);
    expect(res.redactedOutput).toBeUndefined();
  });

  it("redacts when action is redact", () => {
    const res = scan({
      output: `token ${TOKEN}`,
      scanners: ["secrets"],
      config: { secrets: { action: "redact" } },
    });
    expect(res.action).toBe("redact");
    expect(res.redactedOutput).toBe("token [GITHUB_TOKEN]");
  });

  it("flags when action is flag", () => {
    const res = scan({
      output: `token ${TOKEN}`,
      scanners: ["secrets"],
      config: { secrets: { action: "flag" } },
    });
    expect(res.action).toBe("flag");
    expect(res.metadata.scannersFlagged).toBe(1);
  });

  it("passes text without secrets", () => {
    const res = scan({
      output: "commit 3f2a9c1b8e7d6f5a4b3c2d1e0f9a8b7c6d5e4f3a is deployed",
      scanners: ["secrets"],
    });
    expect(res.action).toBe("pass");
    expect(res.results.secrets?.findings).toEqual([]);
  });

  it("finds secrets in tool-call arguments, including a JSON-escaped private key", () => {
    const body = "MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0";
    const toolCall = {
      name: "deploy",
      arguments: {
        env: { STRIPE: "sk_live_vMdgaKjIg8xNbe3nNyjOq9wM" },
        key: `-----BEGIN EC PRIVATE KEY-----\n${body}\n-----END EC PRIVATE KEY-----`,
      },
    };
    const res = scan({ toolCall, scanners: ["secrets"] });
    const text = serializeToolCall(toolCall).text;
    expect(
      res.results.secrets?.findings.map((f) => [f.field, f.type, text.slice(f.start, f.end)]),
    ).toEqual([
      ["toolCall", "stripe_key", "sk_live_vMdgaKjIg8xNbe3nNyjOq9wM"],
      [
        "toolCall",
        "private_key",
        `-----BEGIN EC PRIVATE KEY-----\\n${body}\\n-----END EC PRIVATE KEY-----`,
      ],
    ]);
  });

  it("rejects mask, which only pii supports", () => {
    expect(() =>
      scan({ input: "x", scanners: ["secrets"], config: { secrets: { action: "mask" } } }),
    ).toThrow("config.secrets.action: must be one of block, redact, flag");
  });
});
