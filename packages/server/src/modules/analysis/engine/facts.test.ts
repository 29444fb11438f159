import { describe, expect, it } from "vitest";
import { extractFacts, sameDate } from "./facts";

const kinds = (sentence: string, names = new Set<string>()) =>
  extractFacts(sentence, names).map((f) => `${f.kind}:${f.text}`);

describe("extractFacts", () => {
  it("finds every kind of hard fact once", () => {
    expect(
      kinds(
        'Email help@acme.example or open https://acme.example/help about ORD-4821 by March 3, 2025 under "Time Off" in Berlin.',
      ),
    ).toEqual([
      "url:https://acme.example/help",
      "email:help@acme.example",
      "date:March 3, 2025",
      'quote:"Time Off"',
      "id:ORD-4821",
      "name:Berlin",
    ]);
  });

  it("does not take a sentence's first word for a name unless it is known as one", () => {
    expect(kinds("Refunds take 14 days.")).toEqual(["number:14 days"]);
    expect(kinds("Berlin is open.", new Set(["berlin"]))).toEqual(["name:Berlin"]);
    expect(kinds("RabbitMQ is the queue.")).toEqual(["name:RabbitMQ"]);
  });

  it("ignores citation markers", () => {
    expect(kinds("Refunds take 14 days [2].")).toEqual(["number:14 days"]);
  });
});

describe("sameDate", () => {
  it("compares the parts both dates have", () => {
    expect(sameDate("6-4-2025", "6-4-")).toBe(true);
    expect(sameDate("6-4-2025", "6-14-2025")).toBe(false);
    expect(sameDate("6--2025", "7--2025")).toBe(false);
  });
});
