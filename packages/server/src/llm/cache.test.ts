import { describe, expect, it } from "vitest";
import { cacheKey, canonicalJson } from "./cache";

const chat = {
  companyId: "acme",
  kind: "chat" as const,
  model: "m",
  messages: [{ role: "user", content: "hi" }],
  temperature: 0,
  schema: { type: "object", properties: { a: { type: "string" } } },
  maxTokens: null,
};

describe("cache keys", () => {
  it("writes the same JSON for objects whose keys come in another order", () => {
    expect(canonicalJson({ b: 1, a: [2, { d: 3, c: 4 }] })).toBe('{"a":[2,{"c":4,"d":3}],"b":1}');
    expect(canonicalJson({ x: { b: null, a: "1" } })).toBe(
      canonicalJson({ x: { a: "1", b: null } }),
    );
  });

  it("is a SHA-256 hex that ignores key order", () => {
    const reordered = {
      ...chat,
      schema: { properties: { a: { type: "string" } }, type: "object" },
    };
    expect(cacheKey(chat)).toMatch(/^[0-9a-f]{64}$/);
    expect(cacheKey(reordered)).toBe(cacheKey(chat));
  });

  it("differs by company, model, messages, schema and max tokens", () => {
    const key = cacheKey(chat);
    expect(cacheKey({ ...chat, companyId: "globex" })).not.toBe(key);
    expect(cacheKey({ ...chat, model: "m2" })).not.toBe(key);
    expect(cacheKey({ ...chat, messages: [{ role: "user", content: "hi!" }] })).not.toBe(key);
    expect(cacheKey({ ...chat, schema: null })).not.toBe(key);
    expect(cacheKey({ ...chat, maxTokens: 100 })).not.toBe(key);
  });
});
