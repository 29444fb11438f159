/**
 * Look-alikes for the hard corpus: text with no PII and no secret that a scanner keyed on
 * digit shapes, hex runs or credential words would flag. Digit groups inside longer
 * identifiers, `key=value` fields whose key names something else, health-type numbers with no
 * health context or a failing check digit, digests named as digests, ids, versions, timestamps,
 * invalid IBANs, and credential words with no credential.
 */
import { ALPHABETS, type Rng } from "./rng";
import { cardNumber, formatCard, npi } from "./token-gen";

type LookAlike = (rng: Rng) => string;

const d = (rng: Rng, n: number): string => rng.digitsFrom("23456789", 1) + rng.digits(n - 1);

/** A 10-digit number that passes the NPI check (Luhn over 80840 + digits). */
function npiShaped(rng: Rng): string {
  return npi(rng, true);
}

/** A digit group shaped like a phone, SSN, card or NPI. */
function digitShape(rng: Rng): string {
  return rng.pick<() => string>([
    () => `${d(rng, 3)}-${d(rng, 3)}-${rng.digits(4)}`,
    () => `${d(rng, 3)}-${rng.digits(2).replace(/^0/, "4")}-${rng.digits(4).replace(/^0/, "7")}`,
    () => formatCard(cardNumber(rng, "visa"), "-"),
    () => npiShaped(rng),
    () => `${d(rng, 3)}${d(rng, 3)}${rng.digits(4)}`,
    () =>
      `${rng.int(1950, 2005)}-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}`,
  ])();
}

/** ISO 13616 check: country and check digits moved to the end, letters as 10-35, mod 97 = 1. */
export function ibanValid(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const n = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const digit of n) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

/** An IBAN-shaped string (DE, GB or NL layout) whose check digits are wrong. */
function invalidIban(rng: Rng): string {
  for (;;) {
    const check = String(rng.int(2, 98)).padStart(2, "0");
    const iban = rng.pick([
      `DE${check}${rng.digitsFrom("12345678", 8)}${rng.digits(10)}`,
      `GB${check}${rng.chars(ALPHABETS.upper, 4)}${rng.digits(14)}`,
      `NL${check}${rng.chars(ALPHABETS.upper, 4)}${rng.digits(10)}`,
    ]);
    if (!ibanValid(iban)) return iban;
  }
}

const PREFIXES = ["ORD", "INV", "SHP", "REC", "TKT", "CASE", "RMA", "PO", "LOT", "BATCH", "CLM"];
const NAMES = ["order", "invoice", "shipment", "record", "ticket", "case", "return", "batch"];

export const LOOK_ALIKES: Record<string, LookAlike> = {
  joinedId: (rng) => {
    const id = `${rng.pick(PREFIXES)}-${digitShape(rng)}`;
    const named = rng.pick(NAMES);
    return rng.pick([
      `${named} ${id} is on hold`,
      `${named} ${id}-${rng.chars(ALPHABETS.upper, 1)} was merged into the parent`,
      `can you check ${id}? it still shows pending`,
      `ref: ${id}`,
      `${named} number ${id} was reissued`,
    ]);
  },
  logField: (rng) => {
    const key = rng.pick([
      "bytes",
      "span_id",
      "order_id",
      "duration_ns",
      "seq",
      "offset",
      "user_id",
      "rows",
      "batch",
      "shard_key",
      "msg_id",
    ]);
    const value = rng.pick([
      `${d(rng, 3)}${d(rng, 3)}${rng.digits(4)}`,
      `${d(rng, 3)}${rng.digits(6)}`,
      npiShaped(rng),
    ]);
    return rng.pick([
      `level=info ${key}=${value} took=${rng.int(2, 900)}ms`,
      `${key}=${value} status=${rng.pick([200, 204, 409, 503])}`,
      `ts=${rng.int(1_700_000_000, 1_760_000_000)} ${key}=${value} worker=${rng.int(1, 16)}`,
    ]);
  },
  healthNumberOutOfContext: (rng) =>
    rng.pick<() => string>([
      () => `account ${npiShaped(rng)} was migrated to the new ledger`,
      () => `the build ran on agent ${npiShaped(rng)} and passed`,
      () => `customer ref ${rng.digits(8)} asked for a refund`,
      () => `SKU ${rng.chars(ALPHABETS.upper, 3)}${rng.digits(9)} is out of stock`,
      () =>
        `coupon batch ${rng.chars(ALPHABETS.upper, 2)}${rng.digits(7)}${rng.chars(ALPHABETS.upper, 1)} expired`,
      () => `job ${rng.digits(7)} finished in ${rng.int(2, 59)} minutes`,
    ])(),
  failingCheckDigit: (rng) =>
    rng.pick<() => string>([
      () => `NPI ${npi(rng, false)} failed the check digit, the clinic will resend`,
      () => `provider npi=${npi(rng, false)} rejected: invalid`,
      () => {
        const digits = cardNumber(rng, rng.pick(["visa", "mastercard", "amex"] as const), false);
        return `card ${formatCard(digits, " ")} failed the Luhn check`;
      },
    ])(),
  namedDigest: (rng) => {
    const hex = rng.hex(rng.pick([32, 40, 64]));
    return rng.pick([
      `cache key ${hex} evicted`,
      `sha256 ${rng.hex(64)} matches the release`,
      `checksum: ${hex}`,
      `commit ${rng.hex(40)} broke the build`,
      `ETag: "${hex}"`,
      `content hash ${hex} unchanged, skipping upload`,
      `md5sum ${rng.hex(32)}  backup.tar.gz`,
      `"etag": "W/\\"${rng.hex(32)}\\""`,
      `object key uploads/${hex}.png`,
      `git tree ${rng.hex(40)}`,
      `digest=sha256:${rng.hex(64)}`,
    ]);
  },
  identifiers: (rng) =>
    rng.pick<() => string>([
      () => `correlation id ${rng.faker.string.uuid()}`,
      () =>
        `build ${rng.int(2024, 2025)}.${rng.int(1, 12)}.${rng.int(1, 28)}-${rng.int(1000, 9999)} is green`,
      () => `build_id=bld_${rng.hex(16)}`,
      () => `tracking 1Z${rng.chars(ALPHABETS.upperDigits, 6)}${rng.digits(10)} delivered`,
      () => `FedEx tracking ${d(rng, 12)}`,
      () =>
        `release v${rng.int(1, 9)}.${rng.int(0, 30)}.${rng.int(0, 99)}+build.${rng.int(100, 9999)}`,
      () => `at ${rng.faker.date.recent().toISOString()} the job restarted`,
      () => `epoch ms ${rng.int(1_700_000_000, 1_760_000_000)}${rng.digits(3)}`,
      () => `timestamp=${rng.int(1_700_000_000, 1_760_000_000)}`,
      () => `container ${rng.hex(12)} exited with 137`,
      () => `trace ${rng.hex(32)} span ${rng.hex(16)}`,
      () => `request_id: req_${rng.base62(24)}`,
      () => `image tag ${rng.hex(7)}-${rng.int(100, 999)}`,
    ])(),
  invalidIban: (rng) => {
    const iban = invalidIban(rng);
    return rng.pick([
      `IBAN ${iban.match(/.{1,4}/g)?.join(" ")} bounced: invalid checksum`,
      `the IBAN ${iban} was rejected by the bank`,
      `beneficiary account ${iban} failed validation`,
    ]);
  },
  credentialWords: (rng) =>
    rng.pick([
      "I changed my password yesterday and it works now",
      "the password policy requires 12 characters and a symbol",
      "passphrase must be at least four words",
      "reset link sent, the password was not shown to anyone",
      "the token expired, please log in again",
      `max_tokens=${rng.pick([256, 1024, 2048, 4096])} temperature=0.2`,
      `that prompt used ${rng.int(1000, 9000)} tokens`,
      "rotate the AWS secret key every 90 days",
      `AWS account ${d(rng, 12)} owns the bucket`,
      "the secret access key is stored in Secrets Manager, not in the repo",
      "GitHub tokens start with ghp_ and Hugging Face tokens with hf_",
      "Vault service tokens begin with hvs. and batch tokens with hvb.",
      "access token lifetime is 3600 seconds",
      "password rotated; new one is in 1Password under Prod DB",
      "Medicare numbers have 11 characters",
      "member ID is on the back of the card",
    ]),
  memberOutsideHealth: (rng) =>
    rng.pick([
      `Slack member ID U0${rng.chars(ALPHABETS.upperDigits, 9)} was deactivated`,
      `Discord member id ${rng.digitsFrom("123456789", 18)} left the server`,
      `newsletter subscriber id ${rng.hex(32)} unsubscribed`,
      `loyalty member number ${rng.digitsFrom("123456789", 9)} earned 40 points`,
      `billing plan ID PLN-${rng.int(2023, 2025)}-${rng.pick(["PRO", "TEAM", "ENT"])} renewed`,
      `team member #${rng.int(10, 99)}${rng.digits(3)} joined the on-call rota`,
    ]),
  namedNotSecret: (rng) =>
    rng.pick([
      `x-amz-id-2: ${rng.chars(ALPHABETS.base64, 76)}`,
      `Content-MD5: ${rng.chars(ALPHABETS.base64, 22)}==`,
      `x-amz-cf-id: ${rng.chars(ALPHABETS.base64url, 56)}`,
      `x-amz-request-id: ${rng.chars(ALPHABETS.upperDigits, 16)}`,
      `csrf check failed for form ${rng.hex(8)}, asked the user to reload`,
      `tokenizer vocab size ${rng.pick([32000, 50257, 128256])}`,
    ]),
  passWords: (rng) =>
    rng.pick([
      `pass=${rng.int(10, 400)} fail=${rng.int(0, 3)} skip=${rng.int(0, 9)}`,
      `tests: ${rng.int(10, 400)} passed, ${rng.int(0, 3)} failed`,
      `boarding pass ${rng.chars(ALPHABETS.upper, 2)}${rng.int(100, 9999)} seat ${rng.int(1, 40)}${rng.pick(["A", "C", "F"])}`,
      `bypass_cache=true for ${rng.int(2, 30)} minutes`,
      "the password field was left empty on the form",
      `compass heading ${rng.int(0, 359)} degrees`,
    ]),
  versionQuad: (rng) =>
    rng.pick([
      `assembly version ${rng.int(1, 9)}.${rng.int(0, 20)}.${rng.int(0, 99)}.${rng.int(0, 200)}`,
      `firmware ${rng.int(1, 9)}.${rng.int(0, 9)}.${rng.int(0, 40)}.${rng.int(1, 250)} rolled out`,
      `Chrome ${rng.int(110, 131)}.0.${rng.int(1000, 6999)}.${rng.int(10, 200)} crashed`,
    ]),
  numbersInProse: (rng) =>
    rng.pick([
      `revenue was $${rng.int(1, 9)},${rng.digits(3)},${rng.digits(3)} last quarter`,
      `we processed ${rng.int(1, 9)},${rng.digits(3)},${rng.digits(3)} events`,
      `room ${rng.int(100, 999)}, floor ${rng.int(1, 9)}`,
      `ISBN 978-${rng.int(0, 1)}-${rng.digits(3)}-${rng.digits(5)}-${rng.int(0, 9)}`,
      `dial-in code ${rng.digits(3)} ${rng.digits(3)} ${rng.digits(3)}#`,
    ]),
};

export const LOOK_ALIKE_KINDS = Object.keys(LOOK_ALIKES);

export function lookAlike(rng: Rng, kind?: string): string {
  const k = kind ?? rng.pick(LOOK_ALIKE_KINDS);
  const make = LOOK_ALIKES[k];
  if (!make) throw new Error(`unknown look-alike ${k}`);
  return make(rng);
}
