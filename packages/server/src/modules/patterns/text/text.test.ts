import { describe, expect, it } from "vitest";
import { parameterise } from "./parameterise";
import { features, tokens } from "./tokenise";

describe("parameterise", () => {
  it.each([
    ["mail to bob.smith+x@mail.example.com failed", "mail to <email> failed"],
    ["GET https://api.example.com/v1/orders/42?x=1 returned 503", "GET <url> returned <num>"],
    ["order 3f2504e0-4f89-11d3-9a0c-0305e82c3301 missing", "order <uuid> missing"],
    ["connect 10.0.0.12:5432 refused", "connect <ip> refused"],
    ["peer fe80::1ff:fe23:4567:890a unreachable", "peer <ip> unreachable"],
    ["booking for 2026-01-15T10:00:00Z rejected", "booking for <date> rejected"],
    ["booking for 15/01/2026 rejected", "booking for <date> rejected"],
    ["commit a94a8fe5ccb19ba61c4c0873d391e987982fbbd3 not found", "commit <hash> not found"],
    ["pointer 0xdeadbeef invalid", "pointer <hex> invalid"],
    ["timed out after 3000ms", "timed out after <duration>"],
    ["timed out after 2.5 seconds", "timed out after <duration>"],
    ["retry 3 of 5, amount -12.50", "retry <num> of <num>, amount <num>"],
  ])("%s", (input, expected) => {
    expect(parameterise(input)).toBe(expected);
  });

  it("leaves words with digits inside them alone", () => {
    expect(parameterise("gpt-4o call failed")).toBe("gpt-4o call failed");
  });
});

describe("tokenise", () => {
  it("joins inflections of one word on the same stem", () => {
    expect(tokens("failing failed fails")).toEqual(["fail", "fail", "fail"]);
    expect(tokens("timeout timeouts")).toEqual(["timeout", "timeout"]);
  });

  it("drops stop-words and bare numbers, keeps placeholders whole", () => {
    expect(tokens("The payments failed for <email> after 30 retries")).toEqual([
      "payment",
      "fail",
      "<email>",
      "retri",
    ]);
  });

  it("adds bigrams of adjacent content tokens", () => {
    expect(features("refund failed twice")).toEqual([
      "refund",
      "fail",
      "twice",
      "refund fail",
      "fail twice",
    ]);
  });
});
