/**
 * Seeded randomness for the corpus: a Faker instance with a fixed seed and reference date, plus
 * helpers for realistic token bodies. Every random choice goes through `faker`, so a seed fully
 * determines the corpus.
 */
import { base, en, Faker } from "@faker-js/faker";

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const DIGITS = "0123456789";
export const ALPHABETS = {
  upper: UPPER,
  lower: LOWER,
  digits: DIGITS,
  base62: UPPER + LOWER + DIGITS,
  upperDigits: UPPER + DIGITS,
  hexLower: "0123456789abcdef",
  base64: `${UPPER}${LOWER}${DIGITS}+/`,
  base64url: `${UPPER}${LOWER}${DIGITS}-_`,
} as const;

/**
 * Bodies that read as placeholders to a scanner (and to a human): words like example/test,
 * runs of one character, counting sequences. Random bodies are redrawn when they hit one, so
 * the corpus never plants a "secret" the spec calls a placeholder.
 */
const PLACEHOLDER_LIKE =
  /example|sample|dummy|placeholder|redacted|your|here|fake|test|xxxx|(.)\1\1\1|0123|1234|abcd/i;

export class Rng {
  readonly faker: Faker;

  constructor(seed: number) {
    this.faker = new Faker({ locale: [en, base], seed });
    this.faker.setDefaultRefDate(new Date("2025-06-01T00:00:00Z"));
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return this.faker.number.int({ min, max });
  }

  chance(p: number): boolean {
    return this.faker.number.float({ min: 0, max: 1 }) < p;
  }

  pick<T>(items: readonly T[]): T {
    return this.faker.helpers.arrayElement(items);
  }

  /** Weighted choice over [item, weight] pairs. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
    return this.faker.helpers.weightedArrayElement(
      items.map(([value, weight]) => ({ value, weight })),
    );
  }

  /** `n` characters drawn from `alphabet`, redrawn while the result looks like a placeholder. */
  chars(alphabet: string, n: number): string {
    for (;;) {
      let out = "";
      for (let i = 0; i < n; i++) out += alphabet[this.int(0, alphabet.length - 1)];
      if (n < 4 || !PLACEHOLDER_LIKE.test(out)) return out;
    }
  }

  base62(n: number): string {
    return this.chars(ALPHABETS.base62, n);
  }

  hex(n: number): string {
    return this.chars(ALPHABETS.hexLower, n);
  }

  digits(n: number): string {
    return this.chars(DIGITS, n);
  }

  /** Digits with the first one drawn from `first` (e.g. "123456789" for no leading zero). */
  digitsFrom(first: string, n: number): string {
    return this.chars(first, 1) + this.digits(n - 1);
  }

  /** A strong password: letters, digits and symbols, at least one digit and one symbol. */
  password(min = 10, max = 18): string {
    const symbols = "!@#%^*-_+?";
    for (;;) {
      const body = this.chars(ALPHABETS.base62 + symbols, this.int(min, max));
      const mixed = /\d/.test(body) && /[!@#%^*\-_+?]/.test(body) && /[A-Z]/.test(body);
      if (mixed && /^[A-Za-z0-9]/.test(body) && !body.includes("**")) return body;
    }
  }

  /** A password safe inside URIs and key=value strings (no @ : / ? # & ; =). */
  uriPassword(min = 12, max = 24): string {
    for (;;) {
      const body = this.chars(`${ALPHABETS.base62}-_!*`, this.int(min, max));
      const mixed = /\d/.test(body) && /[A-Z]/.test(body) && !body.includes("**");
      if (mixed && /^[A-Za-z0-9]/.test(body)) return body;
    }
  }
}

/** Standard base64 of an ASCII string. */
export function base64(text: string): string {
  return Buffer.from(text, "utf8").toString("base64");
}

/** Unpadded base64url of an ASCII string (JWT segments). */
export function base64url(text: string): string {
  return Buffer.from(text, "utf8").toString("base64url");
}
