import { describe, expect, it } from "vitest";
import { PII_TYPES } from "./corpus-types";
import { generateHardCorpus } from "./hard-corpus";
import { ibanValid, LOOK_ALIKES } from "./hard-lookalikes";
import { medicareMbi } from "./hard-values";
import { Rng } from "./rng";
import { luhnOk } from "./token-gen";

/** CMS MBI positions: 1 numeric 1-9, 2 alpha, 3 alnum, 4 numeric, 5 alpha, 6 alnum, 7 numeric, 8-9 alpha, 10-11 numeric. */
const A = "[AC-HJKMNP-RT-Y]";
const AN = "[AC-HJKMNP-RT-Y0-9]";
const MBI = new RegExp(`^[1-9]${A}${AN}\\d-?${A}${AN}\\d-?${A}${A}\\d\\d$`);

describe("hard corpus", () => {
  const corpus = generateHardCorpus();
  const positives = corpus.messages.filter((m) => m.kind === "positive");
  const negatives = corpus.messages.filter((m) => m.kind === "hard_negative");
  const labels = corpus.messages.flatMap((m) => m.labels);

  it("has at least 1,000 labelled positives and 300 hard negatives by default", () => {
    expect(positives.length).toBeGreaterThanOrEqual(1000);
    expect(negatives.length).toBeGreaterThanOrEqual(300);
    for (const m of positives) expect(m.labels.length, m.id).toBeGreaterThan(0);
    for (const m of negatives) expect(m.labels, m.id).toEqual([]);
  });

  it("gives each gold span exactly the inserted value, inside the text, without overlaps", () => {
    for (const m of corpus.messages) {
      let previousEnd = 0;
      for (const l of m.labels) {
        expect(m.text.slice(l.start, l.end), `${m.id} ${l.type}`).toBe(l.value);
        expect(l.start).toBeGreaterThanOrEqual(previousEnd);
        expect(l.end).toBeGreaterThan(l.start);
        previousEnd = l.end;
      }
    }
  });

  it("is deterministic for a seed and differs between seeds", () => {
    const small = { positives: 120, hardNegatives: 40 };
    const a = JSON.stringify(generateHardCorpus(11, small));
    expect(JSON.stringify(generateHardCorpus(11, small))).toBe(a);
    expect(JSON.stringify(generateHardCorpus(12, small))).not.toBe(a);
  });

  it("covers all 16 PII entities and the token families it was written for", () => {
    const types = new Set(labels.map((l) => l.type));
    for (const t of PII_TYPES) expect(types.has(t), t).toBe(true);
    for (const t of ["huggingface_token", "hashicorp_vault_token", "github_token", "slack_token"])
      expect(types.has(t as never), t).toBe(true);
    const count = (t: string) => labels.filter((l) => l.type === t).length;
    for (const t of ["password", "bearer_token", "aws_key", "health_plan_id"])
      expect(count(t), t).toBeGreaterThanOrEqual(150);
  });

  it("plants most bearer tokens with no Bearer before them, and no password after password=", () => {
    let bare = 0;
    let bearer = 0;
    for (const m of positives) {
      for (const l of m.labels) {
        const before = m.text.slice(Math.max(0, l.start - 12), l.start).toLowerCase();
        if (l.type === "bearer_token") {
          bearer++;
          if (!/bearer\s*$/.test(before)) bare++;
        }
        if (l.type === "password") expect(before, m.id).not.toMatch(/password\s*=\s*$/);
      }
    }
    expect(bare / bearer).toBeGreaterThanOrEqual(0.8);
  });

  it("plants structurally valid values (MBI positions, AWS key shapes, NPI check digits)", () => {
    for (const l of labels) {
      if (l.type === "npi") expect(luhnOk(`80840${l.value}`), l.value).toBe(true);
      if (l.type === "aws_key")
        expect(l.value, l.value).toMatch(/^(?:(?:AKIA|ASIA)[A-Z0-9]{16}|[A-Za-z0-9+/]{40})$/);
      if (l.type === "hashicorp_vault_token") expect(l.value).toMatch(/^hv[sb]\./);
      if (l.type === "huggingface_token") expect(l.value).toMatch(/^hf_[A-Za-z]{34}$/);
    }
    const rng = new Rng(5);
    for (let i = 0; i < 500; i++) expect(medicareMbi(rng, i % 2 === 0)).toMatch(MBI);
  });

  it("keeps look-alikes free of what they imitate (invalid IBANs, failing NPI check digits)", () => {
    const rng = new Rng(9);
    for (let i = 0; i < 300; i++) {
      const iban = /\b([A-Z]{2}\d{2}[A-Z0-9 ]{10,30}\d)\b/.exec(
        LOOK_ALIKES.invalidIban?.(rng) ?? "",
      );
      if (iban?.[1]) expect(ibanValid(iban[1].replace(/ /g, "")), iban[1]).toBe(false);
      const npi = /NPI (\d{10})|npi=(\d{10})/.exec(LOOK_ALIKES.failingCheckDigit?.(rng) ?? "");
      const digits = npi?.[1] ?? npi?.[2];
      if (digits) expect(luhnOk(`80840${digits}`), digits).toBe(false);
    }
    expect(ibanValid("GB82WEST12345698765432")).toBe(true); // the ISO 13616 worked example
  });
});
