import { describe, expect, it } from "vitest";
import { generateCorpus } from "./corpus";
import { PII_TYPES, PROVIDER_TYPES } from "./corpus-types";
import { luhnOk } from "./token-gen";

const small = { positives: 240, hardNegatives: 80, long: 12 };

describe("benchmark corpus", () => {
  const corpus = generateCorpus(7, small);

  it("labels slice to the planted value, inside the text, without overlapping", () => {
    for (const m of corpus.messages) {
      let previousEnd = 0;
      for (const l of m.labels) {
        expect(m.text.slice(l.start, l.end), `${m.id} ${l.type}`).toBe(l.value);
        expect(l.start).toBeGreaterThanOrEqual(previousEnd);
        expect(l.end).toBeGreaterThan(l.start);
        expect(l.end).toBeLessThanOrEqual(m.text.length);
        previousEnd = l.end;
      }
    }
  });

  it("is deterministic for a seed and differs between seeds", () => {
    expect(JSON.stringify(generateCorpus(7, small))).toBe(JSON.stringify(corpus));
    expect(JSON.stringify(generateCorpus(8, small))).not.toBe(JSON.stringify(corpus));
  });

  it("puts no label on hard-negative messages", () => {
    const negatives = corpus.messages.filter((m) => m.kind === "hard_negative");
    expect(negatives).toHaveLength(small.hardNegatives);
    for (const m of negatives) expect(m.labels, m.id).toEqual([]);
  });

  it("makes the long messages exactly 4096 ASCII characters", () => {
    const long = corpus.messages.filter((m) => m.kind === "long");
    expect(long).toHaveLength(small.long);
    for (const m of long) {
      expect(m.text).toHaveLength(4096);
      expect(Buffer.byteLength(m.text, "utf8")).toBe(4096);
    }
  });

  it("plants structurally valid values (Luhn cards, SSA-valid SSNs, NPI check digits)", () => {
    const labels = corpus.messages.flatMap((m) => m.labels);
    for (const l of labels.filter((x) => x.type === "credit_card")) {
      expect(luhnOk(l.value.replace(/\D/g, "")), l.value).toBe(true);
    }
    for (const l of labels.filter((x) => x.type === "ssn")) {
      const d = l.value.replace(/\D/g, "");
      expect(d).toHaveLength(9);
      expect(["000", "666"]).not.toContain(d.slice(0, 3));
      expect(Number(d.slice(0, 3))).toBeLessThan(900);
      expect(d.slice(3, 5)).not.toBe("00");
      expect(d.slice(5)).not.toBe("0000");
    }
    for (const l of labels.filter((x) => x.type === "npi")) {
      expect(luhnOk(`80840${l.value}`), l.value).toBe(true);
    }
    for (const l of labels.filter((x) => x.type === "jwt")) {
      const header = JSON.parse(Buffer.from(l.value.split(".")[0] ?? "", "base64url").toString());
      expect(header).toHaveProperty("alg");
    }
  });

  it("covers every PII entity and most provider formats in the default corpus", () => {
    const types = new Set(generateCorpus().messages.flatMap((m) => m.labels.map((l) => l.type)));
    for (const t of PII_TYPES) expect(types.has(t), t).toBe(true);
    expect(PROVIDER_TYPES.filter((t) => types.has(t)).length).toBeGreaterThanOrEqual(
      PROVIDER_TYPES.length - 2,
    );
  });
});
