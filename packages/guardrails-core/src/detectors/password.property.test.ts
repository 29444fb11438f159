import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pii } from "../test-support/spans";

const count = fc.integer({ min: 0, max: 99999 }).map(String);
const passKey = fc.constantFrom("pass", "PASS", "Pass");
const otherCounter = fc.constantFrom(
  "fail",
  "failed",
  "failures",
  "skip",
  "skipped",
  "errors",
  "error",
  "total",
  "xfail",
  "pending",
);
const op = fc.constantFrom("=", ": ", ":");
const sep = fc.constantFrom(" ", ", ", " | ", " / ");

describe("password and test-run summaries", () => {
  it("a pass count next to other test counters is never reported as a password", () => {
    fc.assert(
      fc.property(
        passKey,
        op,
        count,
        fc.array(fc.tuple(otherCounter, count), { minLength: 1, maxLength: 3 }),
        sep,
        fc.boolean(),
        (key, o, n, others, s, passFirst) => {
          const rest = others.map(([k, v]) => `${k}${o}${v}`);
          const parts = passFirst ? [`${key}${o}${n}`, ...rest] : [...rest, `${key}${o}${n}`];
          const text = `CI run finished. ${parts.join(s)}`;
          expect(pii(text, "password")).toEqual([]);
        },
      ),
    );
  });

  it("a password-like pass value is reported even next to test counters", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z]{3,8}[0-9]{1,3}[!#$%&*]$/),
        otherCounter,
        count,
        (pw, k, v) => {
          const text = `pass=${pw} ${k}=${v}`;
          const found = pii(text, "password");
          expect(found).toHaveLength(1);
          const [, start, end] = found[0] ?? ["", 0, 0];
          expect(text.slice(start, end)).toBe(pw);
        },
      ),
    );
  });

  it("a numeric pass value with no test counters around it is still reported", () => {
    // one digit repeated ("999999") reads as a placeholder and is left out on purpose
    const pin = fc
      .integer({ min: 1000, max: 999999 })
      .map(String)
      .filter((v) => !/^(\d)\1+$/.test(v));
    fc.assert(
      fc.property(pin, (pw) => {
        const text = `db pass=${pw} for the replica`;
        const found = pii(text, "password");
        expect(found).toHaveLength(1);
      }),
    );
  });
});
