import { describe, expect, it } from "vitest";
import { GuardrailsError, scan, serializeToolCall } from "../index";

describe("pii scanner", () => {
  it("redacts every entity with typed placeholders by default", () => {
    const input = "Mail jane@example.com, SSN 123-45-6789, card 4111 1111 1111 1111.";
    const res = scan({ input, scanners: ["pii"] });
    expect(res.action).toBe("redact");
    expect(res.redactedInput).toBe("Mail [EMAIL], SSN [SSN], card [CREDIT_CARD].");
    expect(res.results.pii?.findings).toEqual([
      { field: "input", type: "email", value: "[EMAIL]", start: 5, end: 21, confidence: 0.99 },
      { field: "input", type: "ssn", value: "[SSN]", start: 27, end: 38, confidence: 0.95 },
      {
        field: "input",
        type: "credit_card",
        value: "[CREDIT_CARD]",
        start: 45,
        end: 64,
        confidence: 0.97,
      },
    ]);
  });

  it("detects only the configured entities", () => {
    const res = scan({
      input: "jane@example.com 123-45-6789",
      scanners: ["pii"],
      config: { pii: { entities: ["ssn"] } },
    });
    expect(res.results.pii?.findings.map((f) => f.type)).toEqual(["ssn"]);
    expect(res.redactedInput).toBe("jane@example.com [SSN]");
  });

  it("masks with a safe tail when action is mask", () => {
    const input =
      "card 4111 1111 1111 1111 ssn 123-45-6789 mail jane@example.com pw password: hunter2!";
    const res = scan({ input, scanners: ["pii"], config: { pii: { action: "mask" } } });
    expect(res.action).toBe("redact");
    expect(res.redactedInput).toBe(
      "card **** **** **** 1111 ssn ***-**-6789 mail j***@*******.com pw password: ********",
    );
    expect(res.results.pii?.findings.map((f) => f.value)).toEqual([
      "**** **** **** 1111",
      "***-**-6789",
      "j***@*******.com",
      "********",
    ]);
  });

  it("blocks without redacting when action is block", () => {
    const res = scan({
      output: "ssn 123-45-6789",
      scanners: ["pii"],
      config: { pii: { action: "block" } },
    });
    expect(res.action).toBe("block");
    expect(res.redactedOutput).toBeUndefined();
    expect(res.results.pii?.findings[0]?.value).toBe("[SSN]");
  });

  it("reports a URI with credentials once, with no inner password, email or host", () => {
    const input = "use postgres://bob@corp.com:Pa55word@10.0.0.5:5432/db now";
    const res = scan({ input, scanners: ["pii"] });
    expect(res.results.pii?.findings).toEqual([
      {
        field: "input",
        type: "connection_string",
        value: "[CONNECTION_STRING]",
        start: 4,
        end: 53,
        confidence: 0.95,
      },
    ]);
  });

  it("scans the tool call with offsets into its canonical text", () => {
    const toolCall = { name: "send_email", arguments: { to: "jane@example.com", body: "hi" } };
    const res = scan({ toolCall, scanners: ["pii"] });
    const finding = res.results.pii?.findings[0];
    expect(finding?.field).toBe("toolCall");
    const text = serializeToolCall(toolCall).text;
    expect(text.slice(finding?.start, finding?.end)).toBe("jane@example.com");
  });

  it("rejects an unknown entity naming the field", () => {
    expect(() =>
      scan({ input: "x", scanners: ["pii"], config: { pii: { entities: ["dna"] } } }),
    ).toThrow(
      new GuardrailsError(
        "must be one of email, phone, ssn, credit_card, ip_address, date_of_birth, jwt, aws_key, private_key, password, bearer_token, basic_auth, connection_string, medical_record_number, health_plan_id, npi",
        "config.pii.entities[0]",
      ),
    );
  });

  it("rejects a missing entity instead of defaulting it", () => {
    expect(() =>
      scan({ input: "x", scanners: ["pii"], config: { pii: { entities: [null] } } }),
    ).toThrow("config.pii.entities[0]: must be one of");
  });

  it("rejects an empty entity list", () => {
    expect(() =>
      scan({ input: "x", scanners: ["pii"], config: { pii: { entities: [] } } }),
    ).toThrow("config.pii.entities: must be a non-empty array of entity names");
  });

  it("rejects an unknown action", () => {
    expect(() =>
      scan({ input: "x", scanners: ["pii"], config: { pii: { action: "erase" } } }),
    ).toThrow("config.pii.action: must be one of redact, mask, block");
  });

  it("rejects an unknown option", () => {
    expect(() =>
      scan({ input: "x", scanners: ["pii"], config: { pii: { entites: ["ssn"] } } }),
    ).toThrow("config.pii.entites: unknown option (allowed: entities, action)");
  });
});
