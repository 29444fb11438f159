import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BudgetExceeded, Deadline, NO_DEADLINE } from "../deadline";
import { LiteralSet } from "../text/literal-set";
import type { Detector } from "./detector";
import { CHECK_EACH_DETECTOR_FROM, DetectorSet } from "./detector-set";
import { TextFacts } from "./text-facts";

const WORDS = ["alpha", "beta", "gamma", "delta", "eps", "zeta", "eta", "theta", "iota"];

/** A detector with two triggers reporting one match at 0 when it runs, counting its runs. */
function detector(i: number): Detector & { runs: number } {
  const triggers = [WORDS[i % WORDS.length] as string, WORDS[(i * 5 + 2) % WORDS.length] as string];
  return {
    type: `t${i}`,
    triggers,
    runs: 0,
    find(_text, out) {
      this.runs++;
      out.push({ type: `t${i}`, start: i, end: i + 1, confidence: 1 });
    },
  };
}

/** The detectors a set should run on `text`: those with a trigger in it (case ignored). */
function expected(detectors: readonly Detector[], text: string): string[] {
  const lower = text.toLowerCase();
  return detectors.filter((d) => d.triggers?.some((t) => lower.includes(t))).map((d) => d.type);
}

describe("DetectorSet trigger gate", () => {
  // 31 detectors gate through one bit each; 40 fall back to checking each detector's triggers
  for (const size of [3, 31, 32, 40]) {
    it(`runs exactly the detectors whose triggers occur (${size} detectors)`, () => {
      fc.assert(
        fc.property(
          fc.array(fc.constantFrom(...WORDS, "x", "AlPhA", "Theta", " "), { maxLength: 8 }),
          fc.boolean(),
          (parts, share) => {
            const detectors = Array.from({ length: size }, (_, i) => detector(i));
            const set = new DetectorSet(detectors);
            const text = parts.join(" ");
            const facts = share ? new TextFacts(text, new LiteralSet(WORDS)) : undefined;
            const types = set.run(text, NO_DEADLINE, facts).map((m) => m.type);
            expect(types).toEqual(expected(detectors, text));
            for (const d of detectors) expect(d.runs).toBe(types.includes(d.type) ? 1 : 0);
          },
        ),
        { numRuns: 150 },
      );
    });
  }
});

describe("DetectorSet digit and trigger-less detectors", () => {
  /** A detector with no triggers that counts its runs, needing a digit when asked. */
  function untriggered(type: string, needsDigit: boolean): Detector & { runs: number } {
    return {
      type,
      needsDigit,
      runs: 0,
      find(_text, out) {
        this.runs++;
        out.push({ type, start: 0, end: 1, confidence: 1 });
      },
    };
  }

  // 3 detectors gate by bits; 40 (past 31) check each detector in turn
  for (const size of [3, 40]) {
    it(`runs a digit detector only on a text with a digit, a trigger-less one always (${size})`, () => {
      fc.assert(
        fc.property(
          fc.array(fc.constantFrom(...WORDS, "x", "7", "2024", " "), { maxLength: 8 }),
          fc.boolean(),
          (parts, share) => {
            const digit = untriggered("digit", true);
            const always = untriggered("always", false);
            const rest = Array.from({ length: size - 2 }, (_, i) => detector(i));
            const detectors = [digit, ...rest, always];
            const text = parts.join(" ");
            const facts = share ? new TextFacts(text, new LiteralSet(WORDS)) : undefined;
            new DetectorSet(detectors).run(text, NO_DEADLINE, facts);
            expect(digit.runs).toBe(/\d/.test(text) ? 1 : 0);
            expect(always.runs).toBe(1);
            for (const d of rest) expect(d.runs).toBe(expected([d], text).length);
          },
        ),
        { numRuns: 150 },
      );
    });
  }
});

describe("DetectorSet deadline checks", () => {
  /** A deadline counting its checks, past once `passedAfter` checks were made. */
  function countingDeadline(passedAfter = Number.POSITIVE_INFINITY) {
    let checks = 0;
    const deadline = new Deadline(() => checks, passedAfter) as Deadline & { count(): number };
    const check = deadline.check.bind(deadline);
    deadline.check = () => {
      checks++;
      check();
    };
    deadline.count = () => checks;
    return deadline;
  }

  it("checks a long text after each detector it runs, not after matches another set found", () => {
    const [a, b, c] = [detector(0), detector(1), detector(2)];
    const text = `${WORDS.join(" ")} ${"filler ".repeat(CHECK_EACH_DETECTOR_FROM / 7 + 1)}`;
    const facts = new TextFacts(text, new LiteralSet(WORDS));
    const first = countingDeadline();
    new DetectorSet([a, b] as Detector[]).run(text, first, facts);
    expect(first.count()).toBe(2);
    const second = countingDeadline();
    expect(new DetectorSet([a, b, c] as Detector[]).run(text, second, facts)).toHaveLength(3);
    expect(second.count()).toBe(1); // c ran; a and b were known
    const third = countingDeadline();
    new DetectorSet([a, b] as Detector[]).run(text, third, facts);
    expect(third.count()).toBe(1); // nothing ran: one check still
    expect([a.runs, b.runs, c.runs]).toEqual([1, 1, 1]);
  });

  it("checks a short text once per run, however many detectors run", () => {
    const text = WORDS.join(" ");
    expect(text.length).toBeLessThan(CHECK_EACH_DETECTOR_FROM);
    const deadline = countingDeadline();
    new DetectorSet([detector(0), detector(1), detector(2)]).run(text, deadline);
    expect(deadline.count()).toBe(1);
  });

  it("leaves a short text's check to the scan when run with its facts", () => {
    // the scan's runner reads the clock as each scanner ends and times out one that ran late
    const text = WORDS.join(" ");
    const facts = new TextFacts(text, new LiteralSet(WORDS));
    const deadline = countingDeadline();
    new DetectorSet([detector(0), detector(1), detector(2)]).run(text, deadline, facts);
    expect(deadline.count()).toBe(0);
  });

  it("still throws once the deadline passes while a detector runs", () => {
    const text = WORDS.join(" ");
    const set = new DetectorSet([detector(0), detector(1)]);
    expect(() => set.run(text, countingDeadline(0))).toThrow(BudgetExceeded);
  });
});
