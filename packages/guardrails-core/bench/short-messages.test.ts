import { describe, expect, it } from "vitest";
import { generateShortMessages, SHORT_MAX_BYTES, SHORT_MIN_BYTES } from "./short-messages";

describe("short chat turns", () => {
  const texts = generateShortMessages(3, { count: 400 });

  it("are 100-500 bytes each and deterministic per seed", () => {
    expect(texts).toHaveLength(400);
    for (const t of texts) {
      const n = Buffer.byteLength(t, "utf8");
      expect(n).toBeGreaterThanOrEqual(SHORT_MIN_BYTES);
      expect(n).toBeLessThanOrEqual(SHORT_MAX_BYTES);
    }
    expect(generateShortMessages(3, { count: 400 })).toEqual(texts);
    expect(generateShortMessages(4, { count: 400 })).not.toEqual(texts);
  });
});
