import { describe, expect, it } from "vitest";
import { extractFacts, sameDate } from "./facts";
import { describeNumberCases } from "./fixture-checks";

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

  it("does not take 'I' or its contractions for a name", () => {
    expect(kinds("We don't give refunds, I'm afraid.")).toEqual([]);
    expect(kinds("Sadly, I\u2019d say Monday is busier, and I've asked Priya.")).toEqual([
      "date:Monday",
      "name:Priya",
    ]);
  });

  it("reads a number joined to lower-case words as a quantity, not an id", () => {
    expect(kinds("The 10-lesson block suits a 2-person team.")).toEqual(["number:10", "number:2"]);
    expect(kinds("Quote ORD-4821 or A-12 when you call.")).toEqual(["id:ORD-4821", "id:A-12"]);
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

describeNumberCases("number compounds are counts", [
  {
    name: "a block of lessons said as a compound",
    context: ["A block of 8 sessions costs £240 when paid upfront."],
    faithful: "The 8-session block costs £240.",
    wrong: "The 6-session block costs £240.",
  },
  {
    name: "a team size said as a compound",
    context: ["Removals with a team of 3 movers cost €90 an hour."],
    faithful: "A 3-mover team costs €90 an hour.",
    wrong: "A 4-mover team costs €90 an hour.",
  },
  {
    name: "an age group said as a compound (eighth round)",
    context: ["Children under 12 ride free with a paying adult."],
    faithful: "Under-12s ride free with a paying adult.",
    wrong: "Under-14s ride free with a paying adult.",
  },
  {
    name: "an age group in the context, a threshold in the claim",
    context: ["The steam room is not open to under-16s."],
    faithful: "You must be 16 or over to use the steam room.",
    wrong: "You must be 18 or over to use the steam room.",
  },
]);
