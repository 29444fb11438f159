import { describe, expect, it } from "vitest";
import { generateHeldoutCorpus } from "./heldout-corpus";
import { HELDOUT_LOOK_ALIKE_KINDS } from "./heldout-lookalikes";
import {
  invalidSsn,
  luhnFailingCard,
  luhnValid,
  mbi,
  npi,
  npiFailing,
  ssn,
} from "./heldout-values";
import { Rng } from "./rng";

const MBI_ALPHA = "[AC-HJKMNP-RT-Y]";
const MBI_ALNUM = "[AC-HJKMNP-RT-Y0-9]";
const MBI = new RegExp(
  `^[1-9]${MBI_ALPHA}${MBI_ALNUM}\\d-?${MBI_ALPHA}${MBI_ALNUM}\\d-?${MBI_ALPHA}${MBI_ALPHA}\\d\\d$`,
);

describe("held-out corpus", () => {
  const corpus = generateHeldoutCorpus();
  const positives = corpus.messages.filter((m) => m.kind === "positive");
  const negatives = corpus.messages.filter((m) => m.kind === "hard_negative");

  it("has at least 1,000 labelled positives and 300 hard negatives", () => {
    expect(positives.length).toBeGreaterThanOrEqual(1000);
    expect(negatives.length).toBeGreaterThanOrEqual(300);
    for (const m of positives) expect(m.labels.length, m.id).toBeGreaterThan(0);
    for (const m of negatives) expect(m.labels, m.id).toEqual([]);
  });

  it("gives each gold span exactly its value, in order, without overlaps", () => {
    for (const m of corpus.messages) {
      let previousEnd = 0;
      for (const l of m.labels) {
        expect(m.text.slice(l.start, l.end), m.id).toBe(l.value);
        expect(l.start).toBeGreaterThanOrEqual(previousEnd);
        previousEnd = l.end;
      }
    }
  });

  it("is deterministic per seed and differs from other seeds", () => {
    const a = generateHeldoutCorpus(7, { positives: 50, hardNegatives: 20 });
    const b = generateHeldoutCorpus(7, { positives: 50, hardNegatives: 20 });
    const c = generateHeldoutCorpus(8, { positives: 50, hardNegatives: 20 });
    expect(a).toEqual(b);
    expect(a.messages.map((m) => m.text)).not.toEqual(c.messages.map((m) => m.text));
  });

  it("uses every look-alike class in the hard negatives", () => {
    expect(HELDOUT_LOOK_ALIKE_KINDS.length).toBeGreaterThanOrEqual(12);
  });

  it("draws values that obey, or deliberately break, their format rules", () => {
    const rng = new Rng(3);
    for (let i = 0; i < 300; i++) {
      expect(mbi(rng)).toMatch(MBI);
      expect(luhnValid(`80840${npi(rng)}`)).toBe(true);
      expect(luhnValid(`80840${npiFailing(rng)}`)).toBe(false);
      expect(luhnValid(luhnFailingCard(rng).replace(/\D/g, ""))).toBe(false);
      expect(ssn(rng)).toMatch(/^(?!000|666|9)\d{3}-(?!00)\d{2}-(?!0000)\d{4}$/);
      expect(invalidSsn(rng)).toMatch(/^(000|666|9\d\d)-|-00-|-0000$/);
    }
  });
});
