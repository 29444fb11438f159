import { describe, expect, it } from "vitest";
import { hasContext } from "./context";

const SSN_WORDS = /\b(?:ssn|social security)\b/i;

/** hasContext for the first occurrence of `value` in `text`. */
function inContext(text: string, value: string): boolean {
  const start = text.indexOf(value);
  return hasContext(text, start, start + value.length, SSN_WORDS, 30, 20);
}

describe("hasContext", () => {
  it("takes the context of a value written under its own key, in any spacing", () => {
    for (const text of [
      'x {"ssn": "536221234"}',
      "x {'ssn' :  '536221234'}",
      "ssn=536221234",
      'ssn="536221234"',
      "ssn:\u00a0536221234",
      "  socialSecurity: 536221234",
      "  social_security: 536221234",
    ]) {
      expect(inContext(text, "536221234"), text).toBe(true);
    }
  });

  it("takes the key alone when there is one: other wording in the clause does not count", () => {
    expect(inContext('ssn check {"order_id": "536221234"}', "536221234")).toBe(false);
    expect(inContext("ssn check order_id=536221234", "536221234")).toBe(false);
    expect(inContext('ssn check {"order_id":\u00a0 "536221234"}', "536221234")).toBe(false);
  });

  it("reads wording in the clause before or after a value without a key", () => {
    expect(inContext("her social security number is 536221234", "536221234")).toBe(true);
    expect(inContext("536221234 is her SSN", "536221234")).toBe(true);
    expect(inContext("ssn pending; order 536221234", "536221234")).toBe(false);
  });
});
