import { describe, expect, it } from "vitest";
import { BudgetExceeded, NO_DEADLINE } from "../deadline";
import { scan } from "../scan";
import { LiteralSet } from "../text/literal-set";
import { ALL_TRIGGERS, PII_DETECTORS, piiDetectorSet, SECRET_SET } from "./catalog";
import type { Detector } from "./detector";
import { DetectorSet } from "./detector-set";
import { TextFacts } from "./text-facts";

/** A detector reporting every occurrence of its trigger, counting its runs. */
function literalDetector(type: string, trigger: string): Detector & { runs: number } {
  return {
    type,
    triggers: [trigger],
    runs: 0,
    find(text, out) {
      this.runs++;
      for (let i = text.indexOf(trigger); i >= 0; i = text.indexOf(trigger, i + 1)) {
        out.push({ type, start: i, end: i + trigger.length, confidence: 1 });
      }
    },
  };
}

const TEXT =
  "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig123 for bob@example.com, " +
  "postgres://app:s3cr3tPass@db.internal:5432/x and password: hunter2hunter2, " +
  "AKIAZ7Q3N4R5S6T7U8V9 from 10.0.0.1, call (415) 555-2671";

describe("DetectorSet with shared TextFacts", () => {
  it("finds exactly what each set finds on its own", () => {
    const pii = piiDetectorSet(Object.keys(PII_DETECTORS) as (keyof typeof PII_DETECTORS)[]);
    const facts = new TextFacts(TEXT, ALL_TRIGGERS);
    const alone = [pii.run(TEXT, NO_DEADLINE), SECRET_SET.run(TEXT, NO_DEADLINE)];
    const shared = [pii.run(TEXT, NO_DEADLINE, facts), SECRET_SET.run(TEXT, NO_DEADLINE, facts)];
    expect(shared).toEqual(alone);
    expect(alone[0]?.length).toBeGreaterThan(4);
    expect(alone[1]?.length).toBeGreaterThan(2);
  });

  it("runs a detector two sets share once per text", () => {
    const shared = literalDetector("shared", "alpha");
    const own = literalDetector("own", "beta");
    const literals = new LiteralSet(["alpha", "beta", "gamma", "delta", "epsilon", "zeta"]);
    const a = new DetectorSet([shared, own]);
    const b = new DetectorSet([shared, literalDetector("other", "gamma")]);
    const text = "alpha beta gamma alpha";
    const facts = new TextFacts(text, literals);
    expect(a.run(text, NO_DEADLINE, facts).map((m) => m.type)).toEqual(["shared", "own", "shared"]);
    expect(b.run(text, NO_DEADLINE, facts).map((m) => m.type)).toEqual([
      "shared",
      "other",
      "shared",
    ]);
    expect(shared.runs).toBe(1);
    expect(own.runs).toBe(1);
    // other facts (another text) start afresh
    b.run("alpha", NO_DEADLINE, new TextFacts("alpha", literals));
    expect(shared.runs).toBe(2);
  });

  it("keeps the matches of texts alive at once apart, in one lane or in several", () => {
    const shared = literalDetector("shared", "alpha");
    const literals = new LiteralSet(["alpha", "beta", "gamma", "delta", "epsilon", "zeta"]);
    const a = new DetectorSet([shared]);
    const b = new DetectorSet([shared, literalDetector("other", "beta")]);
    const first = "alpha beta";
    const second = "beta beta alpha alpha alpha";
    for (const lanes of [
      [0, 0],
      [0, 1],
    ]) {
      const one = new TextFacts(first, literals, lanes[0]);
      const two = new TextFacts(second, literals, lanes[1]);
      // interleaved: the second text runs the shared detector between the first's two sets
      a.run(first, NO_DEADLINE, one);
      a.run(second, NO_DEADLINE, two);
      expect(b.run(first, NO_DEADLINE, one)).toEqual(b.run(first, NO_DEADLINE));
      expect(b.run(second, NO_DEADLINE, two)).toEqual(b.run(second, NO_DEADLINE));
    }
    // a found-nothing answer is shared between texts, and still per text
    const none = new TextFacts("gamma", literals);
    expect(a.run("gamma alpha", NO_DEADLINE, new TextFacts("gamma alpha", literals))).toHaveLength(
      1,
    );
    expect(a.run("gamma", NO_DEADLINE, none)).toEqual([]);
  });

  it("leaves nothing behind from a detector stopped half-way", () => {
    const stopped: Detector = {
      type: "stopped",
      triggers: ["alpha"],
      find(_text, out) {
        out.push({ type: "stopped", start: 0, end: 5, confidence: 1 });
        throw new BudgetExceeded("scanner deadline passed");
      },
    };
    const literals = new LiteralSet(["alpha", "beta", "gamma", "delta", "epsilon", "zeta"]);
    expect(() =>
      new DetectorSet([stopped]).run("alpha", NO_DEADLINE, new TextFacts("alpha", literals)),
    ).toThrow(BudgetExceeded);
    const next = new DetectorSet([literalDetector("beta", "beta")]);
    expect(next.run("beta", NO_DEADLINE, new TextFacts("beta", literals))).toEqual([
      { type: "beta", start: 0, end: 4, confidence: 1 },
    ]);
  });

  it("finds its own triggers when the shared pass does not cover them", () => {
    const detectors = ["one", "two", "three", "four", "five"].map((w) => literalDetector(w, w));
    const set = new DetectorSet(detectors);
    const text = "five four three";
    const narrow = new TextFacts(text, new LiteralSet(["one", "two"]));
    expect(set.run(text, NO_DEADLINE, narrow).map((m) => m.type)).toEqual([
      "five",
      "four",
      "three",
    ]);
  });

  it("makes no trigger pass when every triggered detector searches for its triggers itself", () => {
    const searching = { ...literalDetector("email-like", "@"), searchesTriggers: true };
    const alone = new DetectorSet([searching]);
    expect(alone.run("no at sign", NO_DEADLINE)).toEqual([]);
    expect(searching.runs).toBe(1); // ran ungated: its own search is the trigger check
    expect(alone.run("a@b", NO_DEADLINE).map((m) => m.type)).toEqual(["email-like"]);

    const gated = literalDetector("gated", "zeta");
    const mixed = new DetectorSet([searching, gated]);
    mixed.run("nothing here", NO_DEADLINE);
    expect(searching.runs).toBe(2); // the set's pass covers "@" too, so it was skipped
    expect(gated.runs).toBe(0);
  });

  it("gives scan the same findings whether one or both scanners run", () => {
    const both = scan({ input: TEXT, scanners: ["pii", "secrets"] });
    const piiOnly = scan({ input: TEXT, scanners: ["pii"] });
    const secretsOnly = scan({ input: TEXT, scanners: ["secrets"] });
    expect(both.results.pii?.findings).toEqual(piiOnly.results.pii?.findings);
    expect(both.results.secrets?.findings).toEqual(secretsOnly.results.secrets?.findings);
  });
});
