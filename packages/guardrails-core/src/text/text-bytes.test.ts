import { describe, expect, it } from "vitest";
import { asciiEncoded, encodeText, MAX_ENCODED, scratchBytes, scratchWords } from "./text-bytes";

describe("encodeText", () => {
  it("writes a text's UTF-8 bytes into the scratch buffer and returns how many", () => {
    expect(encodeText("aé€")).toBe(6);
    expect([...scratchBytes().subarray(0, 6)]).toEqual([0x61, 0xc3, 0xa9, 0xe2, 0x82, 0xac]);
  });

  it("keeps the words view over the same bytes when the buffer grows", () => {
    const text = "x".repeat(5000);
    expect(encodeText(text)).toBe(5000);
    expect(scratchWords().buffer).toBe(scratchBytes().buffer);
    expect(scratchWords()[1249]).toBe(0x78787878);
  });

  it("refuses a text longer than MAX_ENCODED", () => {
    expect(encodeText("a".repeat(MAX_ENCODED + 1))).toBe(-1);
  });
});

describe("asciiEncoded", () => {
  it("is true for an ASCII text, whose byte offsets are its character offsets", () => {
    expect(asciiEncoded("call 415")).toBe(true);
    expect(scratchBytes()[5]).toBe(0x34);
  });

  it("is false for a text with a character outside ASCII", () => {
    expect(asciiEncoded("call\u00a0415")).toBe(false);
  });

  it("encodes again when another text was encoded since", () => {
    const first = "first 1";
    expect(asciiEncoded(first)).toBe(true);
    encodeText("second 2");
    expect(asciiEncoded(first)).toBe(true);
    expect(scratchBytes()[6]).toBe(0x31);
  });
});
