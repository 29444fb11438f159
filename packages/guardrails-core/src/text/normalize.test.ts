import { describe, expect, it } from "vitest";
import { foldKeyword, foldText } from "./normalize";

function original(text: string, foldedStart: number, foldedEnd: number): string {
  const f = foldText(text, true);
  return text.slice(f.starts[foldedStart], f.ends[foldedEnd - 1]);
}

describe("foldText", () => {
  it("folds full-width letters to ASCII", () => {
    expect(foldText("ＢＯＭＢ", true).text).toBe("bomb");
  });

  it("folds Cyrillic and Greek homoglyphs to Latin", () => {
    expect(foldText("bоmb ΒΟΜΒ", true).text).toBe("bomb bomb");
  });

  it("folds mathematical alphanumerics (astral code points)", () => {
    expect(foldText("𝐛𝐨𝐦𝐛", true).text).toBe("bomb");
  });

  it("drops zero-width characters and combining accents", () => {
    expect(foldText("b\u200bo\u200dmb bómb", true).text).toBe("bomb bomb");
  });

  it("collapses whitespace runs to one space", () => {
    expect(foldText("wire \n\t transfer", true).text).toBe("wire transfer");
  });

  it("keeps case when case folding is off", () => {
    expect(foldText("ＢoMb", false).text).toBe("BoMb");
  });

  it("maps folded offsets back to the original UTF-16 range", () => {
    expect(original("x 𝐛𝐨𝐦𝐛 y", 2, 6)).toBe("𝐛𝐨𝐦𝐛");
    expect(original("ﬁne", 0, 2)).toBe("ﬁ");
    expect(original("a\u200bb", 0, 2)).toBe("a\u200bb");
  });

  it("folds keywords the same way as text", () => {
    expect(foldKeyword("  Ｗire   Transfer ", true)).toBe("wire transfer");
  });
});
