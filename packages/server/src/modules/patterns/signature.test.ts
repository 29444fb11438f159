import { describe, expect, it } from "vitest";
import { type ErrorSpan, errorTypeOf, signatureOf } from "./signature";

const span = (statusMessage: string, name = "lookup", metadata = {}): ErrorSpan => ({
  name,
  type: "tool",
  statusMessage,
  metadata,
});

describe("error signatures", () => {
  it("gives failures that differ only in variable parts one fingerprint", () => {
    const a = signatureOf([span("TimeoutError: no answer from 10.0.0.1 after 30s for a@b.io")], "");
    const b = signatureOf([span("TimeoutError: no answer from 10.9.8.7 after 2m for c@d.io")], "");
    expect(a.fingerprint).toBe(b.fingerprint);
    expect(a).toMatchObject({
      errorType: "TimeoutError",
      template: "no answer from <ip> after <duration> for <email>",
      name: "TimeoutError: no answer from <ip> after <duration> for <email>",
    });
  });

  it("tells apart another message, another type and other failing spans", () => {
    const base = signatureOf([span("KeyError: missing id")], "").fingerprint;
    expect(signatureOf([span("KeyError: missing name")], "").fingerprint).not.toBe(base);
    expect(signatureOf([span("ValueError: missing id")], "").fingerprint).not.toBe(base);
    expect(signatureOf([span("KeyError: missing id", "fetch")], "").fingerprint).not.toBe(base);
    expect(
      signatureOf([span("KeyError: missing id"), span("KeyError: missing id", "answer")], "")
        .spanNames,
    ).toEqual(["lookup", "answer"]);
  });

  it("reads the type from error.type and from an exception event", () => {
    expect(errorTypeOf(span("boom", "x", { attributes: { "error.type": "RateLimitError" } }))).toBe(
      "RateLimitError",
    );
    expect(
      errorTypeOf(
        span("boom", "x", {
          events: [{ name: "exception", attributes: { "exception.type": "openai.APIError" } }],
        }),
      ),
    ).toBe("openai.APIError");
    expect(errorTypeOf(span("hotel API returned 503"))).toBeNull();
  });

  it("signs a failure without error spans by its stated reason", () => {
    const signature = signatureOf([], "answer rejected by user 42");
    expect(signature).toMatchObject({
      errorType: "failure",
      template: "answer rejected by user <num>",
      spanNames: [],
    });
  });

  it("falls back to the span type for an untyped message", () => {
    expect(signatureOf([span("hotel API returned 503")], "").name).toBe(
      "tool_error: hotel API returned <num>",
    );
  });
});
