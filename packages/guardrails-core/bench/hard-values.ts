/**
 * Values for the hard corpus, built from public format descriptions: CMS Medicare Beneficiary
 * Identifiers, payer member ids, prose passwords and dashed passphrases, OAuth access tokens by
 * their issuers' prefixes (Google `ya29.`, GitHub `gho_`/`ghu_`, Slack `xox?-`), opaque hex and
 * base64url tokens, HashiCorp Vault service and batch tokens, and AWS key pairs.
 */
import { ALPHABETS, type Rng } from "./rng";
import { awsAccessKeyId, awsSecretKey } from "./token-gen";

/** MBI letters: A-Z without S, L, O, I, B and Z (CMS MBI format specification). */
const MBI_ALPHA = "ACDEFGHJKMNPQRTUVWXY";
const MBI_ALNUM = `${MBI_ALPHA}0123456789`;
const NUM = "0123456789";

/**
 * A Medicare Beneficiary Identifier: 11 characters, position by position per CMS
 * (1 numeric 1-9, 2 alpha, 3 alphanumeric, 4 numeric, 5 alpha, 6 alphanumeric, 7 numeric,
 * 8 alpha, 9 alpha, 10 numeric, 11 numeric), printed plain or dashed 4-3-4.
 */
export function medicareMbi(rng: Rng, dashed: boolean): string {
  const c = (set: string) => rng.chars(set, 1);
  const id = [
    c("123456789"),
    c(MBI_ALPHA),
    c(MBI_ALNUM),
    c(NUM),
    c(MBI_ALPHA),
    c(MBI_ALNUM),
    c(NUM),
    c(MBI_ALPHA),
    c(MBI_ALPHA),
    c(NUM),
    c(NUM),
  ].join("");
  return dashed ? `${id.slice(0, 4)}-${id.slice(4, 7)}-${id.slice(7)}` : id;
}

/** A commercial payer's member or subscriber id: letters and digits, some with a suffix. */
export function memberId(rng: Rng): string {
  const U = ALPHABETS.upper;
  return rng.pick<() => string>([
    () => `${rng.chars(U, 3)}${rng.digits(9)}`,
    () => `${rng.chars(U, 1)}${rng.digitsFrom("123456789", 8)}`,
    () => `${rng.digitsFrom("123456789", 9)}-${rng.digits(2)}`,
    () => `${rng.chars(U, 2)}${rng.digits(7)}${rng.chars(U, 1)}`,
    () => `${rng.chars(U, 3)}-${rng.digits(6)}-${rng.digits(2)}`,
    () => `${rng.digitsFrom("123456789", 3)}${rng.chars(U, 2)}${rng.digits(6)}`,
    () => `${rng.chars(U, 1)}${rng.digits(2)}${rng.chars(ALPHABETS.upperDigits, 9)}`,
  ])();
}

const SYMBOLS = "#$!";

/** A password with at least one of # $ ! (the characters naive value rules cut at). */
export function symbolPassword(rng: Rng): string {
  const word = rng.faker.word.noun().replace(/[^a-z]/gi, "");
  const Word = word.charAt(0).toUpperCase() + word.slice(1);
  return rng.pick<() => string>([
    () => `${Word}${rng.pick(["#", "$", "!"])}${rng.digits(rng.int(2, 4))}`,
    () => `${rng.base62(rng.int(6, 10))}${rng.chars(SYMBOLS, 1)}${rng.base62(rng.int(3, 6))}`,
    () => `${rng.chars(SYMBOLS, 1)}${Word}${rng.digits(2)}${rng.chars(SYMBOLS, 1)}`,
    () => `${Word}${rng.int(1990, 2025)}!`,
    () => `${rng.password(10, 16)}${rng.chars(SYMBOLS, 1)}`,
    () =>
      `${Word.slice(0, 4)}$${rng.faker.word.adjective().replace(/[^a-z]/gi, "")}#${rng.digits(2)}`,
  ])();
}

/** Dictionary words joined by dashes, the way password managers generate passphrases. */
export function passphrase(rng: Rng): string {
  const n = rng.int(3, 5);
  const words = Array.from({ length: n }, () =>
    rng
      .pick<() => string>([
        () => rng.faker.word.noun(),
        () => rng.faker.word.adjective(),
        () => rng.faker.word.verb(),
      ])()
      .toLowerCase()
      .replace(/[^a-z]/g, ""),
  ).filter((w) => w.length > 1);
  const tail = rng.chance(0.4) ? `-${rng.digits(rng.int(1, 3))}` : "";
  return `${words.join("-")}${tail}`;
}

/** A password said in prose: a symbol password, a passphrase or a generated one. */
export function prosePassword(rng: Rng): string {
  return rng.weighted<() => string>([
    [() => symbolPassword(rng), 5],
    [() => passphrase(rng), 3],
    [() => rng.password(10, 20), 2],
  ])();
}

/** An OAuth access token by issuer prefix; the type says how the library names it. */
export function oauthToken(rng: Rng): {
  type: "bearer_token" | "github_token" | "slack_token";
  value: string;
} {
  return rng.pick<() => { type: "bearer_token" | "github_token" | "slack_token"; value: string }>([
    () => ({
      type: "bearer_token",
      value: `ya29.${rng.chars(ALPHABETS.base64url, rng.int(120, 210))}`,
    }),
    () => ({
      type: "bearer_token",
      value: `ya29.a0${rng.chars(ALPHABETS.base64url, rng.int(150, 240))}`,
    }),
    // GitHub OAuth / user-to-server and Slack user tokens are OAuth access tokens: bearer_token
    () => ({ type: "bearer_token", value: `${rng.pick(["gho", "ghu"])}_${rng.base62(36)}` }),
    () => ({
      type: "bearer_token",
      value: `xoxp-${rng.digitsFrom("123456789", 11)}-${rng.digitsFrom("123456789", 12)}-${rng.digitsFrom("123456789", 13)}-${rng.hex(32)}`,
    }),
    () => ({
      type: "slack_token",
      value: `xoxb-${rng.digitsFrom("123456789", 12)}-${rng.digitsFrom("123456789", 13)}-${rng.base62(24)}`,
    }),
    () => ({
      type: "slack_token",
      // a rotating (config) access token: gitleaks' slack-config-access-token shape
      value: `xoxe.xoxp-1-${rng.chars(ALPHABETS.upperDigits, rng.int(163, 166))}`,
    }),
  ])();
}

/** An opaque token: hex or base64url, the shapes session and API tokens take. */
export function opaqueToken(rng: Rng): string {
  return rng.pick<() => string>([
    () => rng.hex(32),
    () => rng.hex(40),
    () => rng.hex(64),
    () => rng.chars(ALPHABETS.base64url, rng.int(32, 64)),
    () => `${rng.base62(8)}.${rng.chars(ALPHABETS.base64url, rng.int(27, 43))}`,
    () => rng.base62(rng.int(40, 48)),
  ])();
}

/** HashiCorp Vault tokens: service (`hvs.`) and batch (`hvb.`) forms. */
export function vaultToken(rng: Rng): string {
  return rng.chance(0.6)
    ? `hvs.CAESI${rng.chars(ALPHABETS.base64url, rng.int(85, 110))}`
    : `hvb.AAAAAQ${rng.chars(ALPHABETS.base64url, rng.int(120, 150))}`;
}

/** A Hugging Face user access token. */
export function huggingFaceToken(rng: Rng): string {
  return `hf_${rng.chars(ALPHABETS.upper + ALPHABETS.lower, 34)}`;
}

export interface AwsPair {
  id: string;
  secret: string;
}

export function awsPair(rng: Rng): AwsPair {
  return { id: awsAccessKeyId(rng), secret: awsSecretKey(rng) };
}
