/**
 * Hard negatives: text that looks sensitive to a naive scanner but is not PII or a secret under
 * the spec's rules. None of these carries a label; any finding on them is a false positive.
 */
import { ALPHABETS, type Rng } from "./rng";
import {
  CARD_BRANDS,
  cardNumber,
  formatCard,
  invalidSsn,
  luhnCheckDigit,
  npi,
  pemBody,
  wrap64,
} from "./token-gen";

/** `${NAME}` without a template literal placeholder in the source. */
const ref = (name: string): string => `$${"{"}${name}}`;

type HardNegative = (rng: Rng) => string;

function pem(rng: Rng, label: string, head: string, length: number): string {
  return `-----BEGIN ${label}-----\n${wrap64(pemBody(rng, head, length), "\n")}\n-----END ${label}-----`;
}

const semver = (rng: Rng): string => rng.faker.system.semver();

export const HARD_NEGATIVES: Record<string, HardNegative> = {
  luhnInvalidCard: (rng) => {
    const digits = cardNumber(rng, rng.pick(CARD_BRANDS), false);
    return `card ${formatCard(digits, digits.length === 13 ? "" : rng.pick(["", " ", "-"]))} was declined`;
  },
  unbrandedNumber: (rng) => {
    const partial = rng.digitsFrom("9", 15);
    return `loyalty card ${formatCard(partial + luhnCheckDigit(partial), " ")} has 1200 points`;
  },
  invalidSsn: (rng) => `SSN ${invalidSsn(rng)} failed the SSA validation`,
  orderNumber: (rng) =>
    rng.pick([
      `order #${rng.chars(ALPHABETS.upperDigits, 3)}-${rng.digits(3)}-${rng.digits(3)} shipped`,
      `ORD-2025-${rng.digits(6)} is on hold`,
      `order ${rng.digitsFrom("123456789", 8)} was refunded`,
      `PO ${rng.digitsFrom("23456789", 3)}${rng.digitsFrom("23456789", 1)}${rng.digits(6)} approved by finance`,
      `invoice INV-2025-${rng.digits(5)} is overdue`,
    ]),
  trackingNumber: (rng) =>
    rng.pick([
      `UPS 1Z${rng.chars(ALPHABETS.upperDigits, 6)}${rng.digits(10)}`,
      `USPS ${formatCard(`94${rng.digits(18)}`, " ")} ${rng.digits(2)}`,
      `FedEx ${rng.digitsFrom("7", 12)}`,
      `DHL waybill ${rng.digits(10).replace(/^./, "1")}`,
    ]),
  uuid: (rng) =>
    rng.pick([
      `request id ${rng.faker.string.uuid()}`,
      `trace_id=${rng.faker.string.uuid()}`,
      `idempotency_key: ${rng.faker.string.uuid()}`,
      `"api_key_id": "${rng.faker.string.uuid()}"`,
    ]),
  gitSha: (rng) => {
    const sha = rng.faker.git.commitSha();
    return rng.pick([`fixed in ${sha}`, `reverted ${sha.slice(0, 7)} on main`, `commit: ${sha}`]);
  },
  version: (rng) =>
    rng.pick([
      `upgrade from v${semver(rng)} to ${semver(rng)}`,
      `node ${rng.int(18, 22)}.${rng.int(0, 19)}.${rng.int(0, 9)}`,
      `Windows build 10.0.${rng.int(19041, 22631)}.${rng.int(1000, 4000)}`,
      `chart ${semver(rng)}-rc.${rng.int(1, 9)}`,
      `firmware v${rng.int(1, 9)}.${rng.int(0, 9)}.${rng.int(0, 9)}.${rng.int(0, 99)}`,
      `User-Agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${rng.int(110, 131)}.0.0.0 Safari/537.36`,
    ]),
  awsExample: (rng) =>
    rng.pick([
      "aws_access_key_id = AKIAIOSFODNN7EXAMPLE",
      "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      `AWS_ACCESS_KEY_ID=AKIA${rng.chars(ALPHABETS.upper, 9)}EXAMPLE`,
    ]),
  placeholder: (rng) =>
    rng.pick([
      "api_key=<YOUR_API_KEY>",
      `OPENAI_API_KEY=${ref("OPENAI_API_KEY")}`,
      `token: ${ref("{ secrets.NPM_TOKEN }")}`,
      "Authorization: Bearer $TOKEN",
      "password: ********",
      'api_key = "xxxxxxxxxxxxxxxxxxxxxxxx"',
      "STRIPE_SECRET_KEY=sk_live_XXXXXXXXXXXXXXXXXXXXXXXX",
      "GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
      "token: your_token_here",
      `DATABASE_URL=postgres://app:${ref("DB_PASSWORD")}@db:5432/app`,
      "curl -u $USER:$API_TOKEN https://api.internal/health",
      'password = "<password>"',
      '"apiKey": "[REDACTED]"',
      `SSN on file: XXX-XX-${rng.digits(4)}`,
      `card ending **** **** **** ${rng.digits(4)}`,
      "client_secret: {{ .Values.clientSecret }}",
      "password: %DB_PASS%",
    ]),
  publicMaterial: (rng) =>
    rng.pick<() => string>([
      () => pem(rng, "PUBLIC KEY", "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA", 392),
      () => pem(rng, "CERTIFICATE", "MIIDdzCCAl+gAwIBAgIE", rng.int(900, 1300)),
      () =>
        `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${rng.chars(ALPHABETS.base64, 43)} deploy@ci-runner`,
      () =>
        `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ${rng.chars(ALPHABETS.base64, 334)} jenkins@build-agent`,
      () => `"publishableKey": "pk_${rng.pick(["live", "test"])}_${rng.base62(24)}"`,
    ])(),
  hash: (rng) =>
    rng.pick<() => string>([
      () => `sha256: ${rng.hex(64)}`,
      () => `md5 ${rng.hex(32)}`,
      () => `"integrity": "sha512-${rng.chars(ALPHABETS.base64, 86)}=="`,
      () => `password_hash: $2b$12$${rng.chars(`./${ALPHABETS.base62}`, 53)}`,
      () => `docker pull nginx@sha256:${rng.hex(64)}`,
      () => `etag: "${rng.hex(32)}"`,
      () => `checksum=${rng.hex(40)}`,
    ])(),
  dataUri: (rng) =>
    rng.pick([
      `<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA${rng.chars(ALPHABETS.base64, 180)}=">`,
      `background: url(data:image/svg+xml;base64,PHN2ZyB4bWxucz0i${rng.chars(ALPHABETS.base64, 120)});`,
    ]),
  notAnIp: (rng) =>
    rng.pick([
      `${rng.int(256, 999)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(0, 255)} is not a valid address`,
      `subnet 10.${rng.int(0, 255)}.${rng.int(0, 255)} (three octets only)`,
      `MAC ${Array.from({ length: 6 }, () => rng.hex(2)).join(":")}`,
      `at ${rng.int(10, 23)}:${rng.int(10, 59)}:${rng.int(10, 59)} the job restarted`,
      "std::vector<int> overflowed",
      `OID 1.3.6.1.4.1.${rng.int(300, 9999)}.${rng.int(1, 99)}`,
    ]),
  notAPhone: (rng) =>
    rng.pick([
      `ISBN 978-${rng.int(1, 9)}-${rng.digits(2)}-${rng.digits(6)}-${rng.int(0, 9)}`,
      `took ${rng.int(1000, 9999)} ms over ${rng.int(2, 99)} retries`,
      `total $${rng.int(1, 9)},${rng.digits(3)}.${rng.digits(2)} for ${rng.int(2, 9)} items`,
      `SKU ${rng.chars(ALPHABETS.upper, 3)}-${rng.digits(4)}-${rng.digits(2)}`,
    ]),
  notADob: (rng) =>
    rng.pick([
      `appointment on ${rng.int(1, 12)}/${rng.int(1, 28)}/2026`,
      `invoice dated 2025-0${rng.int(1, 9)}-1${rng.int(0, 9)}`,
      `card expires ${rng.int(1, 12)}/${rng.int(26, 31)}`,
    ]),
  notAHealthId: (rng) =>
    rng.pick([
      `NPI ${npi(rng, false)} failed the check digit`,
      "MRN: pending",
      `member since ${rng.int(2001, 2024)}`,
      "Member ID: (not on file)",
      `born in ${rng.int(1940, 2000)}, no date on file`,
    ]),
  credentialProse: (rng) =>
    rng.pick([
      "the password is incorrect",
      "I reset my password twice",
      "passwordless login via magic link",
      "password: required",
      "PASSWORD_MIN_LENGTH=12",
      "bearer tokens expire after one hour",
      "the API uses HTTP Basic authentication",
      "we bypass the cache for admins",
      'WWW-Authenticate: Bearer realm="api", error="invalid_token"',
      'WWW-Authenticate: Basic realm="Restricted Area"',
      "password: null",
      "Slack bot tokens start with xoxb- and user tokens with xoxp-",
    ]),
  notAnEmail: (rng) =>
    rng.pick([
      `ping @${rng.faker.internet.username().toLowerCase()} on Slack`,
      `git clone git@github.com:${rng.faker.internet.domainWord()}/api.git`,
      `npm i @acme/ui@${semver(rng)}`,
      "send it to root@localhost",
    ]),
  notAJwt: () => "the header alone (eyJhbGciOiJIUzI1NiJ9) is not a token",
  bankingIds: (rng) =>
    rng.pick([
      `IBAN DE${rng.digits(2)} ${rng.digitsFrom("12345678", 4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)}`,
      `routing ${rng.digits(9).replace(/^./, "0")} account ending ${rng.digits(4)}`,
      `SWIFT ${rng.chars(ALPHABETS.upper, 6)}2L`,
    ]),
  cloudIds: (rng) =>
    rng.pick([
      `arn:aws:iam::${rng.digitsFrom("123456789", 12)}:role/${rng.pick(["deploy", "ci", "readonly"])}`,
      `channel C0${rng.chars(ALPHABETS.upperDigits, 8)} user U0${rng.chars(ALPHABETS.upperDigits, 8)}`,
      `instance i-0${rng.hex(16)} in subnet-0${rng.hex(16)}`,
      `image sha256 digest ${rng.hex(12)} for ${rng.faker.internet.domainWord()}:latest`,
    ]),
};

export const HARD_NEGATIVE_KINDS = Object.keys(HARD_NEGATIVES);

export function hardNegative(rng: Rng, kind?: string): string {
  const k = kind ?? rng.pick(HARD_NEGATIVE_KINDS);
  const make = HARD_NEGATIVES[k];
  if (!make) throw new Error(`unknown hard negative ${k}`);
  return make(rng);
}
