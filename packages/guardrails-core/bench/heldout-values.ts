/**
 * Values for the second, independent corpus (heldout-*.ts), written from public format specs
 * (NANP numbering, SSA SSN rules, ISO/IEC 7812 Luhn, CMS MBI, NPPES NPI check digit, AWS IAM key
 * shapes, the gitleaks rule list for token families) without looking at the detectors. Every
 * draw goes through the seeded `Rng`, so a seed fixes the corpus.
 */
import { ALPHABETS, base64, base64url, type Rng } from "./rng";

const WORDS = [
  "maple",
  "orbit",
  "lantern",
  "copper",
  "river",
  "falcon",
  "velvet",
  "quartz",
  "harbor",
  "tundra",
  "pepper",
  "saddle",
  "meadow",
  "signal",
  "ember",
  "glacier",
  "walnut",
  "cobalt",
  "juniper",
  "mosaic",
  "thistle",
  "canyon",
  "piston",
  "marble",
  "orchid",
  "basalt",
  "pylon",
] as const;

/** Luhn check digit for `body` (the digit that makes body+digit pass). */
export function luhnDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function luhnValid(digits: string): boolean {
  return luhnDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

/** NANP: area NXX with N 2-9 (not N11), exchange NXX (not N11), line 4 digits. */
function nanpParts(rng: Rng): [string, string, string] {
  for (;;) {
    const area = `${rng.int(2, 9)}${rng.int(0, 8)}${rng.int(0, 9)}`;
    const exch = `${rng.int(2, 9)}${rng.digits(2)}`;
    if (area.slice(1) === "11" || exch.slice(1) === "11") continue;
    return [area, exch, rng.digits(4)];
  }
}

export function phone(rng: Rng): string {
  const [a, e, l] = nanpParts(rng);
  return rng.weighted<string>([
    [`(${a}) ${e}-${l}`, 3],
    [`${a}-${e}-${l}`, 3],
    [`${a}.${e}.${l}`, 2],
    [`+1 ${a} ${e} ${l}`, 2],
    [`+1-${a}-${e}-${l}`, 1],
    [`1-800-${e}-${l}`, 1],
    [`+44 20 ${rng.digitsFrom("3789", 4)} ${rng.digits(4)}`, 1],
    [`+49 30 ${rng.digitsFrom("123456789", 8)}`, 1],
    [`+33 6 ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}`, 1],
    [`+91 ${rng.digitsFrom("6789", 5)} ${rng.digits(5)}`, 1],
    [`07${rng.digitsFrom("5789", 3)} ${rng.digits(6)}`, 1],
  ]);
}

/** Ten bare digits of a valid NANP number (used only next to phone wording). */
export function bareNanp(rng: Rng): string {
  return nanpParts(rng).join("");
}

/** SSA rules: area 001-899 but not 666, group 01-99, serial 0001-9999. */
export function ssn(rng: Rng, sep = "-"): string {
  for (;;) {
    const area = rng.int(1, 899);
    if (area === 666) continue;
    const g = rng.int(1, 99);
    const s = rng.int(1, 9999);
    const out = [
      String(area).padStart(3, "0"),
      String(g).padStart(2, "0"),
      String(s).padStart(4, "0"),
    ];
    if (out.join("-") === "078-05-1120" || out.join("-") === "219-09-9999") continue;
    return out.join(sep);
  }
}

/** An SSN shape that the SSA never issues (area 000/666/9xx, group 00 or serial 0000). */
export function invalidSsn(rng: Rng): string {
  const g = String(rng.int(10, 99));
  const s = String(rng.int(1000, 9999));
  return rng.pick([
    `000-${g}-${s}`,
    `666-${g}-${s}`,
    `9${rng.digits(2)}-${g}-${s}`,
    `${rng.int(100, 599)}-00-${s}`,
    `${rng.int(100, 599)}-${g}-0000`,
  ]);
}

function cardDigits(rng: Rng, prefix: string, length: number): string {
  const body = prefix + rng.digits(length - prefix.length - 1);
  return body + luhnDigit(body);
}

export function creditCard(rng: Rng): string {
  const kind = rng.pick(["visa", "mc", "amex", "disc", "mc2"] as const);
  if (kind === "amex") {
    const d = cardDigits(rng, rng.pick(["34", "37"]), 15);
    return rng.chance(0.6) ? `${d.slice(0, 4)} ${d.slice(4, 10)} ${d.slice(10)}` : d;
  }
  const prefix =
    kind === "visa"
      ? "4"
      : kind === "mc"
        ? `5${rng.int(1, 5)}`
        : kind === "mc2"
          ? String(rng.int(2221, 2720))
          : "6011";
  const d = cardDigits(rng, prefix, 16);
  const sep = rng.pick(["", " ", "-"]);
  return sep === "" ? d : (d.match(/.{4}/g) as string[]).join(sep);
}

/** Sixteen digits with a Visa/MC prefix whose Luhn check fails. */
export function luhnFailingCard(rng: Rng): string {
  const good = cardDigits(rng, rng.pick(["4", "51", "55"]), 16);
  const last = (Number(good.at(-1)) + rng.int(1, 9)) % 10;
  const d = good.slice(0, -1) + last;
  return (d.match(/.{4}/g) as string[]).join(rng.pick([" ", "-"]));
}

export function ipAddress(rng: Rng): string {
  return rng.weighted<string>([
    [`${rng.int(11, 223)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`, 4],
    [`10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`, 2],
    [`192.168.${rng.int(0, 255)}.${rng.int(1, 254)}`, 2],
    [`2001:db8:${rng.hex(4)}:${rng.hex(3)}::${rng.hex(2)}`, 1],
    [`fe80::${rng.hex(3)}:${rng.hex(4)}:${rng.hex(4)}:${rng.hex(4)}`, 1],
  ]);
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

export function dob(rng: Rng): string {
  const y = rng.int(1938, 2006);
  const m = rng.int(1, 12);
  const d = rng.int(1, 28);
  const p2 = (n: number) => String(n).padStart(2, "0");
  return rng.weighted<string>([
    [`${p2(m)}/${p2(d)}/${y}`, 3],
    [`${y}-${p2(m)}-${p2(d)}`, 3],
    [`${MONTHS[m - 1]} ${d}, ${y}`, 2],
    [`${m}/${d}/${y}`, 1],
  ]);
}

export function mrn(rng: Rng): string {
  return rng.weighted<string>([
    [rng.digitsFrom("123456789", rng.int(7, 9)), 3],
    [`${rng.chars(ALPHABETS.upper, rng.int(1, 2))}${rng.digits(rng.int(6, 8))}`, 2],
    [`${rng.digits(3)}-${rng.digits(2)}-${rng.digits(2)}`, 1],
  ]);
}

// CMS MBI letters: A-Z without S, L, O, I, B, Z
const MBI_ALPHA = "ACDEFGHJKMNPQRTUVWXY";
const MBI_ALNUM = `${MBI_ALPHA}0123456789`;

/** A Medicare Beneficiary Identifier, CMS layout C A AN N A AN N A A N N. */
export function mbi(rng: Rng, dashed = rng.chance(0.4)): string {
  const c = (alphabet: string) => rng.chars(alphabet, 1);
  const raw =
    c("123456789") +
    c(MBI_ALPHA) +
    c(MBI_ALNUM) +
    c("0123456789") +
    c(MBI_ALPHA) +
    c(MBI_ALNUM) +
    c("0123456789") +
    c(MBI_ALPHA) +
    c(MBI_ALPHA) +
    c("0123456789") +
    c("0123456789");
  return dashed ? `${raw.slice(0, 4)}-${raw.slice(4, 7)}-${raw.slice(7)}` : raw;
}

/** A commercial plan member id: a 3-letter prefix then digits, or letters and digits mixed. */
export function memberId(rng: Rng): string {
  return rng.weighted<string>([
    [`${rng.chars(ALPHABETS.upper, 3)}${rng.digits(9)}`, 3],
    [`${rng.chars(ALPHABETS.upper, 1)}${rng.digits(8)}`, 2],
    [`${rng.digits(9)}${rng.chars(ALPHABETS.upper, 2)}`, 1],
    [rng.digitsFrom("123456789", 10), 1],
  ]);
}

/** NPI: 9 digits starting 1 or 2, then the Luhn digit computed over "80840" + those 9. */
export function npi(rng: Rng): string {
  const body = rng.pick(["1", "2"]) + rng.digits(8);
  return body + luhnDigit(`80840${body}`);
}

export function npiFailing(rng: Rng): string {
  const good = npi(rng);
  return good.slice(0, -1) + ((Number(good.at(-1)) + rng.int(1, 9)) % 10);
}

const AWS_ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function awsKeyId(rng: Rng): string {
  return rng.pick(["AKIA", "AKIA", "ASIA"]) + rng.chars(AWS_ID_ALPHABET, 16);
}

export function awsSecret(rng: Rng): string {
  for (;;) {
    const s = rng.chars(ALPHABETS.base64, 40);
    if (/[a-z]/.test(s) && /[A-Z]/.test(s) && /\d/.test(s)) return s;
  }
}

/** A strong password with the symbols prose passwords carry (# $ ! among them). */
export function password(rng: Rng): string {
  for (;;) {
    const body = rng.chars(`${ALPHABETS.base62}#$!%&*@^`, rng.int(9, 16));
    if (/\d/.test(body) && /[#$!%&*@^]/.test(body) && /^[A-Za-z0-9]/.test(body)) return body;
  }
}

/** Three or four dictionary words joined by dashes, maybe with a number. */
export function passphrase(rng: Rng): string {
  const n = rng.int(3, 4);
  const words: string[] = [];
  while (words.length < n) {
    const w = rng.pick(WORDS);
    if (!words.includes(w)) words.push(w);
  }
  if (rng.chance(0.4)) words.push(String(rng.int(2, 99)));
  return words.join("-");
}

export function jwt(rng: Rng): string {
  const header = base64url(
    JSON.stringify({ alg: rng.pick(["HS256", "RS256", "ES256"]), typ: "JWT" }),
  );
  const payload = base64url(
    JSON.stringify({
      sub: rng.digits(8),
      iat: 1_740_000_000 + rng.int(0, 9_999_999),
      scope: "read",
    }),
  );
  return `${header}.${payload}.${rng.chars(ALPHABETS.base64url, 43)}`;
}

/** Opaque token bodies that a sentence or header names as a token. */
export function opaqueToken(rng: Rng): string {
  return rng.weighted<string>([
    [rng.chars(ALPHABETS.base64url, rng.int(28, 48)), 3],
    [rng.hex(rng.pick([32, 40, 48])), 2],
  ]);
}

/** OAuth access tokens by their documented prefixes. */
export function oauthToken(rng: Rng): string {
  return rng.pick([
    `ya29.${rng.chars(ALPHABETS.base64url, rng.int(110, 150))}`,
    `gho_${rng.base62(36)}`,
    `ghu_${rng.base62(36)}`,
    `xoxp-${rng.digits(12)}-${rng.digits(12)}-${rng.digits(13)}-${rng.hex(32)}`,
  ]);
}

export function basicCredential(rng: Rng): { user: string; pass: string; encoded: string } {
  const user = rng.pick(["svc-report", "deploy", "admin", "ci-bot", "grafana", "billing"]);
  const pass = rng.uriPassword(12, 20);
  return { user, pass, encoded: base64(`${user}:${pass}`) };
}

export function connectionString(rng: Rng): string {
  const user = rng.pick(["app", "reporting", "svc_orders", "etl", "admin"]);
  const pw = rng.uriPassword(12, 22);
  const host = `${rng.pick(["db", "pg", "mongo", "cache", "mq"])}-${rng.int(1, 9)}.${rng.pick(["internal", "prod.local", "eu-west-1.rds.amazonaws.com"])}`;
  return rng.pick([
    `postgresql://${user}:${pw}@${host}:5432/${rng.pick(["orders", "claims", "ledger"])}`,
    `mysql://${user}:${pw}@${host}:3306/app`,
    `mongodb+srv://${user}:${pw}@${host}/prod?retryWrites=true&w=majority`,
    `redis://:${pw}@${host}:6379/0`,
    `amqp://${user}:${pw}@${host}:5672/vhost`,
    `Server=${host};Database=Claims;User Id=${user};Password=${pw}`,
  ]);
}

export function privateKey(rng: Rng): string {
  const kind = rng.pick(["RSA ", "EC ", "OPENSSH ", ""]);
  const lines: string[] = [];
  for (let i = 0; i < rng.int(4, 8); i++) lines.push(rng.chars(ALPHABETS.base64, 64));
  lines.push(`${rng.chars(ALPHABETS.base64, rng.int(10, 40))}==`);
  return `-----BEGIN ${kind}PRIVATE KEY-----\n${lines.join("\n")}\n-----END ${kind}PRIVATE KEY-----`;
}

export type ProviderLabel =
  | "github_token"
  | "gitlab_token"
  | "slack_token"
  | "stripe_key"
  | "openai_api_key"
  | "anthropic_api_key"
  | "huggingface_token"
  | "hashicorp_vault_token"
  | "npm_token"
  | "sendgrid_api_key"
  | "gcp_api_key"
  | "digitalocean_token"
  | "shopify_token"
  | "linear_api_key"
  | "doppler_token"
  | "postman_api_key"
  | "telegram_bot_token"
  | "pypi_token";

/** Token families, shaped after the gitleaks rules for each provider. */
export function providerToken(rng: Rng): { type: ProviderLabel; value: string } {
  const lowerDigits = ALPHABETS.lower + ALPHABETS.digits;
  const make: Array<[ProviderLabel, () => string]> = [
    ["github_token", () => `ghp_${rng.base62(36)}`],
    ["github_token", () => `github_pat_${rng.base62(22)}_${rng.base62(59)}`],
    ["gitlab_token", () => `glpat-${rng.chars(`${ALPHABETS.base62}-_`, 20)}`],
    ["slack_token", () => `xoxb-${rng.digits(12)}-${rng.digits(13)}-${rng.base62(24)}`],
    ["stripe_key", () => `${rng.pick(["sk", "rk"])}_live_${rng.base62(rng.int(24, 40))}`],
    [
      "openai_api_key",
      () =>
        `sk-proj-${rng.chars(ALPHABETS.base64url, 64)}T3BlbkFJ${rng.chars(ALPHABETS.base64url, 64)}`,
    ],
    ["anthropic_api_key", () => `sk-ant-api03-${rng.chars(ALPHABETS.base64url, 93)}AA`],
    ["huggingface_token", () => `hf_${rng.chars(ALPHABETS.upper + ALPHABETS.lower, 34)}`],
    ["hashicorp_vault_token", () => `hvs.${rng.chars(ALPHABETS.base64url, rng.int(90, 100))}`],
    ["hashicorp_vault_token", () => `hvb.${rng.chars(ALPHABETS.base64url, rng.int(138, 160))}`],
    ["npm_token", () => `npm_${rng.chars(lowerDigits + ALPHABETS.upper, 36)}`],
    [
      "sendgrid_api_key",
      () => `SG.${rng.chars(ALPHABETS.base64url, 22)}.${rng.chars(ALPHABETS.base64url, 43)}`,
    ],
    ["gcp_api_key", () => `AIza${rng.chars(ALPHABETS.base64url, 35)}`],
    ["digitalocean_token", () => `dop_v1_${rng.hex(64)}`],
    ["shopify_token", () => `shpat_${rng.hex(32)}`],
    ["linear_api_key", () => `lin_api_${rng.chars(lowerDigits, 40)}`],
    ["doppler_token", () => `dp.pt.${rng.chars(lowerDigits, 43)}`],
    ["postman_api_key", () => `PMAK-${rng.hex(24)}-${rng.hex(34)}`],
    [
      "telegram_bot_token",
      () => `${rng.digitsFrom("123456789", 10)}:AA${rng.chars(ALPHABETS.base64url, 33)}`,
    ],
    ["pypi_token", () => `pypi-AgEIcHlwaS5vcmc${rng.chars(ALPHABETS.base64url, rng.int(60, 80))}`],
  ];
  const [type, fn] = rng.pick(make);
  return { type, value: fn() };
}

export function email(rng: Rng): string {
  const first = rng.faker.person
    .firstName()
    .toLowerCase()
    .replace(/[^a-z]/g, "");
  const last = rng.faker.person
    .lastName()
    .toLowerCase()
    .replace(/[^a-z]/g, "");
  const local = rng.pick([
    `${first}.${last}`,
    `${first[0]}${last}`,
    `${first}_${last}${rng.int(1, 99)}`,
    `${first}+${rng.pick(["billing", "va", "alerts"])}`,
  ]);
  return `${local}@${rng.pick(["gmail.com", "outlook.com", "northwind-health.org", "acme.io", "mail.example-bank.co.uk"])}`;
}

/** Hex of a length a digest has: 32 (MD5), 40 (SHA-1, git), 64 (SHA-256). */
export function digest(rng: Rng, length: 32 | 40 | 64): string {
  return rng.hex(length);
}

export const personName = (rng: Rng): string => rng.faker.person.fullName();
