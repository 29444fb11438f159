import { describe, expect, it } from "vitest";
import { isSpace } from "./char-classes";

describe("isSpace", () => {
  it("is true exactly for the UTF-16 code units a regex \\s matches", () => {
    const wrong: number[] = [];
    for (let c = 0; c <= 0xffff; c++) {
      if (isSpace(c) !== /\s/.test(String.fromCharCode(c))) wrong.push(c);
    }
    expect(wrong).toEqual([]);
  });
});
