import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextSecretShape } from "./aws";

const SHAPE = /(?<![A-Za-z0-9/+=])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])/g;

/** What the regex loop found: its matches from `from` that start before `to`. */
function byRegex(text: string, from: number, to: number): number[] {
  const out: number[] = [];
  SHAPE.lastIndex = from;
  for (let m = SHAPE.exec(text); m !== null && m.index < to; m = SHAPE.exec(text))
    out.push(m.index);
  return out;
}

function byScan(text: string, from: number, to: number): number[] {
  const out: number[] = [];
  for (let at = nextSecretShape(text, from, to); at >= 0; at = nextSecretShape(text, at + 40, to))
    out.push(at);
  return out;
}

describe("nextSecretShape", () => {
  it("finds what the secret-shape regex finds, from any offset and up to any bound", () => {
    // runs of key characters near 40 long, joined by "=", spaces and other punctuation
    const run = fc.integer({ min: 1, max: 45 }).map((n) => "aB3/+".repeat(10).slice(0, n));
    const glue = fc.constantFrom(" ", "=", "==", ",", "\n", "-", "é", "");
    const text = fc
      .array(fc.tuple(run, glue), { maxLength: 8 })
      .map((parts) => parts.map(([r, g]) => r + g).join(""));
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), (t, a, b) => {
        const from = t.length === 0 ? 0 : a % (t.length + 1);
        const to = Math.min(t.length, from + (b % (t.length + 1)));
        expect(byScan(t, from, to)).toEqual(byRegex(t, from, to));
      }),
      { numRuns: 5000 },
    );
  });
});
