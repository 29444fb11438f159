import { describe, expect, it } from "vitest";
import { isMasked, isPlaceholder } from "./placeholders";

describe("isMasked", () => {
  it("takes values of mask characters, or of one character repeated four times or more", () => {
    expect(
      ["***", "x", "••••", "__--..", "0000", "aaaa", "ZZZZZZZZ", "😀😀😀😀"].map(isMasked),
    ).toEqual([true, true, true, true, true, true, true, false]);
  });

  it("does not take short repeats or mixed values", () => {
    expect(["aaa", "aaab", "baaa", "hunter2", "", "😀😀"].map(isMasked)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("isPlaceholder", () => {
  it("takes template references, documentation words and masked values", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell-style reference, not a template
    const values = ["${DB_PASSWORD}", "{{ secrets.TOKEN }}", "<password>", "your-key-here", "****"];
    expect(values.map(isPlaceholder)).toEqual([true, true, true, true, true]);
  });

  it("does not take real-looking values", () => {
    expect(["b0?MHuFvFD", "s3cr3t-Pa55", "ghp_u8jzPde0IgxLd6Gn"].map(isPlaceholder)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
