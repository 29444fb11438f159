import { describe, expect, it } from "vitest";
import { scan } from "../index";

describe("topic scanner", () => {
  it("detects a topic when distinct keywords reach the default threshold of 2", () => {
    const input = "What dosage of ibuprofen should I take?";
    const res = scan({
      input,
      scanners: ["topic"],
      config: { topic: { topics: ["medical_advice"] } },
    });
    expect(res.action).toBe("block");
    expect(res.results.topic?.findings.map((f) => [f.type, input.slice(f.start, f.end)])).toEqual([
      ["medical_advice", "dosage"],
      ["medical_advice", "ibuprofen"],
    ]);
  });

  it("does not detect a topic from one keyword repeated", () => {
    const res = scan({
      input: "my doctor said the doctor is out",
      scanners: ["topic"],
      config: { topic: { topics: ["medical_advice"] } },
    });
    expect(res.action).toBe("pass");
    expect(res.results.topic?.findings).toEqual([]);
  });

  it("counts a phrase and the word inside it once (outer wins)", () => {
    const res = scan({
      input: "this is a breach of contract",
      scanners: ["topic"],
      config: { topic: { topics: ["legal_advice"] } },
    });
    expect(res.action).toBe("pass");
  });

  it("honours a custom threshold and action", () => {
    const res = scan({
      input: "should I buy bitcoin?",
      scanners: ["topic"],
      config: { topic: { topics: ["financial_advice"], threshold: 1, action: "flag" } },
    });
    expect(res.action).toBe("flag");
  });

  it("supports custom topics", () => {
    const res = scan({
      input: "Our competitor Acme has a cheaper plan than Globex",
      scanners: ["topic"],
      config: { topic: { customTopics: [{ name: "competitors", keywords: ["acme", "globex"] }] } },
    });
    expect(res.results.topic?.findings.map((f) => f.type)).toEqual(["competitors", "competitors"]);
    expect(res.results.topic?.findings[0]?.value).toBe("[COMPETITORS]");
  });

  it("rejects an unknown topic", () => {
    expect(() =>
      scan({ input: "x", scanners: ["topic"], config: { topic: { topics: ["astrology"] } } }),
    ).toThrow(
      "config.topic.topics[0]: must be one of medical_advice, legal_advice, financial_advice",
    );
  });

  it("requires a topic", () => {
    expect(() => scan({ input: "x", scanners: ["topic"], config: { topic: {} } })).toThrow(
      "config.topic.topics: is required (at least one topic)",
    );
  });

  it("rejects a threshold below 1", () => {
    expect(() =>
      scan({
        input: "x",
        scanners: ["topic"],
        config: { topic: { topics: ["legal_advice"], threshold: 0 } },
      }),
    ).toThrow("config.topic.threshold: must be an integer from 1 to 100");
  });
});
