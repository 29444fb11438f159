/**
 * Realistic values with valid structure: Luhn-valid cards, SSA-valid SSNs, NPIs with their
 * check digit, Medicare MBIs, JWTs with decodable headers, PEM private keys and AWS keys.
 * Independent of the library: the bench must not use the code it measures to build labels.
 */
import { ALPHABETS, base64url, type Rng } from "./rng";

/** Luhn check digit for `partial` (the number without its last digit). */
export function luhnCheckDigit(partial: string): string {
  let sum = 0;
  for (let i = 0; i < partial.length; i++) {
    let d = Number(partial[partial.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

export function luhnOk(digits: string): boolean {
  return luhnCheckDigit(digits.slice(0, -1)) === digits.slice(-1);
}

export type CardBrand = "visa" | "visa13" | "mastercard" | "mastercard2" | "amex" | "discover";
export const CARD_BRANDS: readonly CardBrand[] = [
  "visa",
  "visa13",
  "mastercard",
  "mastercard2",
  "amex",
  "discover",
];

function cardPrefix(rng: Rng, brand: CardBrand): [string, number] {
  switch (brand) {
    case "visa":
      return ["4", 16];
    case "visa13":
      return ["4", 13];
    case "mastercard":
      return [String(rng.int(51, 55)), 16];
    case "mastercard2":
      return [String(rng.int(2221, 2720)), 16];
    case "amex":
      return [rng.pick(["34", "37"]), 15];
    case "discover":
      return [
        rng.pick(["6011", "65", String(rng.int(644, 649)), String(rng.int(622126, 622925))]),
        16,
      ];
  }
}

/** A Luhn-valid card number of `brand` (digits only); `valid: false` breaks the check digit. */
export function cardNumber(rng: Rng, brand: CardBrand, valid = true): string {
  const [prefix, length] = cardPrefix(rng, brand);
  const partial = prefix + rng.digits(length - prefix.length - 1);
  const check = luhnCheckDigit(partial);
  if (valid) return partial + check;
  return partial + String((Number(check) + rng.int(1, 9)) % 10);
}

/** Groups a card the way it is printed: 4-4-4-4 (Visa 13: 4-4-5), Amex 4-6-5. */
export function formatCard(digits: string, separator: string): string {
  if (separator === "") return digits;
  const groups =
    digits.length === 15
      ? [4, 6, 5]
      : digits.length === 13
        ? [13]
        : Array.from({ length: digits.length / 4 }, () => 4);
  const out: string[] = [];
  let at = 0;
  for (const g of groups) {
    out.push(digits.slice(at, at + g));
    at += g;
  }
  return out.join(separator);
}

/** An SSN valid under the SSA rules (area not 000/666/900+, group not 00, serial not 0000). */
export function validSsn(rng: Rng): [string, string, string] {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  if (area === 78 || area === 219) area += 1; // keep clear of the advertising numbers
  return [
    String(area).padStart(3, "0"),
    String(rng.int(1, 99)).padStart(2, "0"),
    String(rng.int(1, 9999)).padStart(4, "0"),
  ];
}

/** An SSN-shaped number that breaks one SSA rule or is a known advertising number. */
export function invalidSsn(rng: Rng): string {
  const [a, g, s] = validSsn(rng);
  return rng.pick([
    `000-${g}-${s}`,
    `666-${g}-${s}`,
    `${rng.int(900, 999)}-${g}-${s}`,
    `${a}-00-${s}`,
    `${a}-${g}-0000`,
    "078-05-1120",
    "219-09-9999",
  ]);
}

/** A ten-digit NPI starting with 1 or 2 whose check digit is valid over the prefix 80840. */
export function npi(rng: Rng, valid = true): string {
  const partial = rng.digitsFrom("12", 9);
  const check = luhnCheckDigit(`80840${partial}`);
  return partial + (valid ? check : String((Number(check) + rng.int(1, 9)) % 10));
}

/** A Medicare Beneficiary Identifier (CMS format, letters without S L O I B Z), with dashes. */
export function mbi(rng: Rng, dashes: boolean): string {
  const letters = "ACDEFGHJKMNPQRTUVWXY";
  const alnum = `${letters}0123456789`;
  const c = (set: string) => rng.chars(set, 1);
  const parts = [
    c("123456789") + c(letters) + c(alnum) + c("0123456789"),
    c(letters) + c(alnum) + c("0123456789"),
    c(letters) + c(letters) + c("0123456789") + c("0123456789"),
  ];
  return parts.join(dashes ? "-" : "");
}

/** A signed-looking JWT: JSON header with alg/typ, JSON claims, random signature. */
export function jwt(rng: Rng, unsigned = false): string {
  const alg = unsigned ? "none" : rng.pick(["HS256", "RS256", "ES256", "HS512"]);
  const header: Record<string, string> = rng.chance(0.7)
    ? { alg, typ: "JWT" }
    : { typ: "JWT", alg };
  if (alg === "RS256" && rng.chance(0.5)) header.kid = rng.hex(16);
  const now = 1_735_000_000 + rng.int(0, 20_000_000);
  const claims = {
    sub: rng.chance(0.5) ? rng.faker.string.uuid() : String(rng.int(1000, 999_999)),
    name: rng.faker.person.fullName(),
    iss: `https://${rng.faker.internet.domainName()}`,
    iat: now,
    exp: now + rng.pick([900, 3600, 86_400]),
    ...(rng.chance(0.4)
      ? { scope: rng.pick(["read:orders", "admin", "openid profile email"]) }
      : {}),
  };
  const sigLength = { HS256: 43, HS512: 86, ES256: 86, RS256: 342, none: 0 }[alg] ?? 43;
  return `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}.${rng.chars(ALPHABETS.base64url, sigLength)}`;
}

export type PemKind =
  | "rsa"
  | "ec"
  | "pkcs8"
  | "openssh"
  | "encrypted"
  | "dsa"
  | "rsa_encrypted"
  | "pgp";
interface PemSpec {
  label: string;
  head: string;
  length: [number, number];
  /** Armor headers between the BEGIN line and the body (Proc-Type, Version, ...). */
  headers?: (rng: Rng) => string;
  /** A line after the body (the PGP CRC-24 checksum). */
  trailer?: (rng: Rng) => string;
}
const PEM: Record<PemKind, PemSpec> = {
  rsa: { label: "RSA PRIVATE KEY", head: "MIIEpAIBAAKCAQEA", length: [900, 1600] },
  ec: { label: "EC PRIVATE KEY", head: "MHcCAQEEI", length: [160, 230] },
  pkcs8: { label: "PRIVATE KEY", head: "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", length: [600, 1600] },
  openssh: {
    label: "OPENSSH PRIVATE KEY",
    head: "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
    length: [380, 420],
  },
  encrypted: {
    label: "ENCRYPTED PRIVATE KEY",
    head: "MIIFHzBJBgkqhkiG9w0BBQ0wPDAbBgkqhkiG",
    length: [600, 1200],
  },
  dsa: { label: "DSA PRIVATE KEY", head: "MIIBuwIBAAKBgQ", length: [580, 620] },
  rsa_encrypted: {
    label: "RSA PRIVATE KEY",
    head: "",
    length: [900, 1600],
    headers: (rng) =>
      `Proc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,${rng.hex(32).toUpperCase()}\n\n`,
  },
  pgp: {
    label: "PGP PRIVATE KEY BLOCK",
    head: "lQVYBG",
    length: [600, 1400],
    headers: () => "\n",
    trailer: (rng) => `=${rng.chars(ALPHABETS.base64, 4)}`,
  },
};

/** Base64 body of a key/cert: `head` then random base64 to `length`, "=" padded to a multiple of 4. */
export function pemBody(rng: Rng, head: string, length: number): string {
  const n = length - (length % 4);
  const pad = rng.pick(["", "", "=", "=="]);
  return head + rng.chars(ALPHABETS.base64, n - head.length - pad.length) + pad;
}

/** Lines of at most 64 characters joined by `newline` (a real newline or the two chars `\n`). */
export function wrap64(body: string, newline: string): string {
  const lines: string[] = [];
  for (let i = 0; i < body.length; i += 64) lines.push(body.slice(i, i + 64));
  return lines.join(newline);
}

/** A PEM private key block; `truncated` drops the footer and the tail of the body. */
export function privateKey(rng: Rng, kind: PemKind, newline = "\n", truncated = false): string {
  const spec = PEM[kind];
  let body = pemBody(rng, spec.head, rng.int(spec.length[0], spec.length[1]));
  if (truncated) body = body.slice(0, 64 * rng.int(2, 4));
  const headers = (spec.headers?.(rng) ?? "").replace(/\n/g, newline);
  const trailer = spec.trailer && !truncated ? `${newline}${spec.trailer(rng)}` : "";
  const head = `-----BEGIN ${spec.label}-----${newline}${headers}${wrap64(body, newline)}${trailer}`;
  return truncated ? head : `${head}${newline}-----END ${spec.label}-----`;
}

export const PEM_KINDS: readonly PemKind[] = [
  "rsa",
  "ec",
  "pkcs8",
  "openssh",
  "encrypted",
  "dsa",
  "rsa_encrypted",
  "pgp",
];

/** AWS access key ID: AKIA/ASIA + 16 upper-case letters and digits. */
export function awsAccessKeyId(rng: Rng): string {
  return rng.pick(["AKIA", "AKIA", "AKIA", "ASIA"]) + rng.chars(ALPHABETS.upperDigits, 16);
}

/** AWS secret access key: 40 characters of base64 alphabet. */
export function awsSecretKey(rng: Rng): string {
  for (;;) {
    const key = rng.chars(ALPHABETS.base64, 40);
    if (/[A-Z]/.test(key) && /[a-z]/.test(key) && /\d/.test(key)) return key;
  }
}
