import { describe, expect, it } from "vitest";
import { path } from "./path";

describe("path", () => {
  it("encodes each value as one path segment", () => {
    expect(path`/api/agents/${"a/b?c"}/x`).toBe("/api/agents/a%2Fb%3Fc/x");
  });

  it("leaves plain identifiers alone", () => {
    expect(path`/api/v2/api-keys/${"key_01ABC"}/rotate`).toBe("/api/v2/api-keys/key_01ABC/rotate");
  });
});
