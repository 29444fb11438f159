import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pii, secrets } from "../test-support/spans";
import { isPlaceholderBody } from "../text/placeholders";

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const HEX = "0123456789abcdef";
const UPPER_ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const B64URL = `${ALNUM}_-`;

/** A token format: prefix, body alphabet and length range, a character outside the alphabet. */
interface Format {
  type: string;
  prefix: string;
  alphabet: string;
  min: number;
  max: number;
  /** A token character the format's body does not allow. */
  foreign: string;
  /** Bodies of random letters have both cases (hf_, hvs.): the generator ensures it. */
  mixed?: boolean;
}

const FORMATS: Format[] = [
  {
    type: "huggingface_token",
    prefix: "hf_",
    alphabet: ALNUM,
    min: 34,
    max: 34,
    foreign: "_",
    mixed: true,
  },
  {
    type: "hashicorp_vault_token",
    prefix: "hvs.",
    alphabet: B64URL,
    min: 24,
    max: 160,
    foreign: "~",
    mixed: true,
  },
  { type: "prefect_token", prefix: "pnu_", alphabet: ALNUM, min: 36, max: 36, foreign: "_" },
  { type: "rubygems_token", prefix: "rubygems_", alphabet: HEX, min: 48, max: 48, foreign: "g" },
  { type: "newrelic_key", prefix: "NRAK-", alphabet: UPPER_ALNUM, min: 27, max: 27, foreign: "a" },
  { type: "flyio_token", prefix: "fo1_", alphabet: B64URL, min: 43, max: 43, foreign: "~" },
  { type: "contentful_token", prefix: "CFPAT-", alphabet: B64URL, min: 43, max: 43, foreign: "~" },
  {
    type: "readme_token",
    prefix: "rdme_",
    alphabet: "abcdefghijklmnopqrstuvwxyz0123456789",
    min: 70,
    max: 70,
    foreign: "A",
  },
  { type: "gitlab_token", prefix: "glft-", alphabet: B64URL, min: 20, max: 64, foreign: "~" },
];

const body = (f: Format, length: number) =>
  fc
    .array(fc.constantFrom(...f.alphabet), { minLength: length, maxLength: length })
    .map((cs) => cs.join(""))
    .filter((b) => !isPlaceholderBody(b) && (!f.mixed || (/[a-z]/.test(b) && /[A-Z]/.test(b))));

const validToken = (f: Format) =>
  fc.integer({ min: f.min, max: f.max }).chain((n) => body(f, n).map((b) => `${f.prefix}${b}`));

const typesIn = (text: string, type: string) => secrets(text).filter(([t]) => t === type);

describe("provider token formats", () => {
  it("find every generated valid token, with its type and exact span", () => {
    for (const f of FORMATS) {
      fc.assert(
        fc.property(validToken(f), (token) => {
          const text = `use ${token} today`;
          expect(secrets(text), f.type).toEqual([[f.type, 4, 4 + token.length]]);
        }),
        { numRuns: 60 },
      );
    }
  });

  it("do not report a token one character too short or too long", () => {
    for (const f of FORMATS) {
      const lengths = [f.min - 1, ...(f.max === f.min ? [f.max + 1] : [])];
      for (const n of lengths) {
        fc.assert(
          fc.property(body(f, n), (b) => {
            expect(typesIn(`use ${f.prefix}${b} today`, f.type), f.type).toEqual([]);
          }),
          { numRuns: 40 },
        );
      }
    }
  });

  it("do not report a body with a character outside its alphabet", () => {
    for (const f of FORMATS) {
      fc.assert(
        fc.property(validToken(f), fc.nat(), (token, i) => {
          // within the minimum length, so neither part left of it is a token of its own
          const p = f.prefix.length + (i % f.min);
          const mutated = `${token.slice(0, p)}${f.foreign}${token.slice(p + 1)}`;
          expect(typesIn(`use ${mutated} today`, f.type), f.type).toEqual([]);
        }),
        { numRuns: 40 },
      );
    }
  });

  it("do not report a prefix glued to a longer word", () => {
    for (const f of FORMATS) {
      fc.assert(
        fc.property(validToken(f), fc.constantFrom("x", "my", "Z9", "_"), (token, lead) => {
          expect(typesIn(`use ${lead}${token} today`, f.type), f.type).toEqual([]);
        }),
        { numRuns: 40 },
      );
    }
  });
});

describe("OAuth access token prefixes (pii bearer_token)", () => {
  const gho = fc
    .tuple(
      fc.constantFrom("gho_", "ghu_"),
      fc.array(fc.constantFrom(...ALNUM), { minLength: 36, maxLength: 36 }),
    )
    .map(([prefix, cs]) => `${prefix}${cs.join("")}`)
    .filter((t) => !isPlaceholderBody(t.slice(4)));
  const xoxp = fc
    .tuple(
      fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 12, maxLength: 12 }),
      fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 12, maxLength: 12 }),
      fc.array(fc.constantFrom(...HEX), { minLength: 32, maxLength: 32 }),
    )
    .map(([a, b, h]) => `xoxp-${a.join("")}-${b.join("")}-${h.join("")}`)
    .filter((t) => !isPlaceholderBody(t.slice(5)));
  /** Frames that say nothing about OAuth: the prefix alone types the token. */
  const frame = fc.constantFrom(
    (t: string) => `TOKEN=${t}`,
    (t: string) => `found ${t} in the log`,
    (t: string) => `{"key": "${t}"}`,
    (t: string) => `Authorization: token ${t}`,
  );

  it("type gho_/ghu_/xoxp- tokens bearer_token in both scanners, whatever the line says", () => {
    fc.assert(
      fc.property(fc.oneof(gho, xoxp), frame, (token, make) => {
        const text = make(token);
        const start = text.indexOf(token);
        const span: [string, number, number] = ["bearer_token", start, start + token.length];
        expect(pii(text, "bearer_token")).toEqual([span]);
        expect(secrets(text)).toEqual([span]);
      }),
      { numRuns: 200 },
    );
  });
  const ya29 = fc
    .array(fc.constantFrom(...B64URL), { minLength: 30, maxLength: 200 })
    .map((cs) => `ya29.${cs.join("")}`)
    .filter((t) => !isPlaceholderBody(t.slice(5)));

  it("find generated tokens as bearer_token", () => {
    fc.assert(
      fc.property(fc.oneof(gho, ya29), (token) => {
        const text = `oauth ${token} twice`;
        expect(pii(text, "bearer_token")).toEqual([["bearer_token", 6, 6 + token.length]]);
      }),
      { numRuns: 200 },
    );
  });

  it("do not report them glued to a longer word or cut short", () => {
    fc.assert(
      fc.property(fc.oneof(gho, ya29), (token) => {
        expect(pii(`oauth x${token} twice`, "bearer_token")).toEqual([]);
        const short = token.startsWith("gho_") ? token.slice(0, -1) : token.slice(0, 34);
        expect(pii(`oauth ${short} twice`, "bearer_token")).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
