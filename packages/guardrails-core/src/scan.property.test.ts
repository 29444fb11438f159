import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scan } from "./index";
import { luhnValid } from "./text/luhn";
import { isPlaceholder, isPlaceholderBody } from "./text/placeholders";

/** Filler words that cannot form or touch any detected value. */
const filler = fc.constantFrom(
  "the",
  "order",
  "shipped",
  "today",
  "please",
  "review",
  "and",
  "thanks",
  "team",
);

function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error("unreachable");
}

const digits = (n: number) => fc.stringMatching(new RegExp(`^[0-9]{${n}}$`));
const alnum = (n: number) => fc.stringMatching(new RegExp(`^[A-Za-z0-9]{${n}}$`));

const email = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9._+-]{0,10}[a-z0-9]$/),
    fc.stringMatching(/^[a-z][a-z0-9-]{0,8}[a-z0-9]$/),
    fc.constantFrom("com", "io", "org", "co.uk"),
  )
  .filter(([local]) => !local.includes(".."))
  .map(([l, d, t]) => ({ type: "email", value: `${l}@${d}.${t}` }));
const card = fc
  .tuple(fc.constantFrom("4", "51", "55", "2221", "34", "37", "6011"), digits(18))
  .map(([prefix, rest]) => {
    const length = prefix === "34" || prefix === "37" ? 15 : 16;
    return { type: "credit_card", value: withCheckDigit(`${prefix}${rest}`.slice(0, length - 1)) };
  });
const ssn = fc
  .tuple(
    fc.integer({ min: 1, max: 899 }),
    fc.integer({ min: 1, max: 99 }),
    fc.integer({ min: 1, max: 9999 }),
  )
  .filter(([a]) => a !== 666)
  .map(([a, g, s]) => ({
    type: "ssn",
    value: `${String(a).padStart(3, "0")}-${String(g).padStart(2, "0")}-${String(s).padStart(4, "0")}`,
  }))
  .filter((v) => v.value !== "078-05-1120" && v.value !== "219-09-9999");
const ipv4 = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255))
  .map((o) => ({ type: "ip_address", value: o.join(".") }));
const phone = fc
  .tuple(fc.integer({ min: 200, max: 999 }), fc.integer({ min: 200, max: 999 }), digits(4))
  .map(([a, e, n]) => ({ type: "phone", value: `(${a}) ${e}-${n}` }));
const awsKey = fc
  .stringMatching(/^[A-Z2-7]{16}$/)
  .map((s) => ({ type: "aws_key", value: `AKIA${s}` }))
  // a random id can spell a placeholder ("…XXXX…", "EXAMPLE"), which is documentation by design
  .filter((k) => !isPlaceholder(k.value));
// Bodies the detectors read as placeholders (`ghp_xxxx…`, "example") are documentation, not
// tokens, by design; a random body hits one now and then (seed 155444734: "…xxXX…").
const github = alnum(36)
  .filter((s) => /\d/.test(s) && /[a-z]/i.test(s) && !isPlaceholderBody(s))
  .map((s) => ({ type: "github_token", value: `ghp_${s}` }));

const value = fc.oneof(email, card, ssn, ipv4, phone, awsKey, github);
const document = fc.array(
  fc.oneof(
    filler.map((w) => ({ type: "", value: w })),
    value,
  ),
  { minLength: 1, maxLength: 12 },
);

function build(parts: Array<{ type: string; value: string }>) {
  let text = "";
  const planted: Array<{ type: string; start: number; end: number }> = [];
  for (const p of parts) {
    if (text) text += " ";
    if (p.type)
      planted.push({ type: p.type, start: text.length, end: text.length + p.value.length });
    text += p.value;
  }
  return { text, planted };
}

const PII_TYPE: Record<string, string> = { github_token: "github_token" };

describe("scan properties", () => {
  it("reports every planted value with offsets that slice exactly to it", () => {
    fc.assert(
      fc.property(document, (parts) => {
        const { text, planted } = build(parts);
        const res = scan({ input: text, scanners: ["pii", "secrets"] });
        const findings = [
          ...(res.results.pii?.findings ?? []),
          ...(res.results.secrets?.findings ?? []),
        ];
        for (const p of planted) {
          const hit = findings.find((f) => f.start === p.start && f.end === p.end);
          expect(hit, `${p.type} ${text.slice(p.start, p.end)} in ${text}`).toBeDefined();
          if (!PII_TYPE[p.type])
            expect(hit?.type === p.type || hit?.type === "aws_access_key_id").toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("never leaves a detected value in the redacted text, for redact and mask", () => {
    fc.assert(
      fc.property(document, fc.constantFrom("redact", "mask"), (parts, action) => {
        const { text } = build(parts);
        const res = scan({
          input: text,
          scanners: ["pii", "secrets"],
          config: { pii: { action }, secrets: { action: "redact" } },
        });
        const findings = [
          ...(res.results.pii?.findings ?? []),
          ...(res.results.secrets?.findings ?? []),
        ];
        const redacted = res.redactedInput ?? text;
        for (const f of findings) expect(redacted).not.toContain(text.slice(f.start, f.end));
      }),
      { numRuns: 300 },
    );
  });

  it("returns in-bounds, non-overlapping findings per scanner and field for arbitrary text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (text) => {
        const res = scan({ input: text, scanners: ["pii", "secrets"] });
        for (const r of Object.values(res.results)) {
          let lastEnd = 0;
          for (const f of r.findings) {
            expect(f.start).toBeGreaterThanOrEqual(lastEnd);
            expect(f.end).toBeGreaterThan(f.start);
            expect(f.end).toBeLessThanOrEqual(text.length);
            lastEnd = f.end;
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("maps keyword hits in disguised text back to spans that fold to the keyword", () => {
    const disguise = fc.constantFrom<Record<string, string>>(
      { b: "b", o: "o", m: "m" },
      { b: "ｂ", o: "ｏ", m: "ｍ" },
      { b: "b", o: "о", m: "m" },
      { b: "𝐛", o: "𝐨", m: "𝐦" },
      { b: "B", o: "Ó", m: "M" },
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(filler, disguise), { minLength: 1, maxLength: 8 }), (parts) => {
        const words = parts.map((p) => (typeof p === "string" ? p : `${p.b}${p.o}${p.m}${p.b}`));
        const text = words.join(" ");
        const res = scan({
          input: text,
          scanners: ["keywords"],
          config: { keywords: { keywords: ["bomb"] } },
        });
        const findings = res.results.keywords?.findings ?? [];
        expect(findings.length).toBe(parts.filter((p) => typeof p !== "string").length);
        let offset = 0;
        const expected = words.flatMap((w) => {
          const span =
            typeof parts[words.indexOf(w)] === "string" ? [] : [[offset, offset + w.length]];
          offset += w.length + 1;
          return span;
        });
        expect(findings.map((f) => [f.start, f.end])).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});
